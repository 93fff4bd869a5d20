"""The `monopolies` command: help, play with scripted input, watching, replays, bad input."""

from __future__ import annotations

import io
import json
import random
import re
import shlex
import subprocess
from pathlib import Path

import pytest
from rich.console import Console

import monopolies as mp
from cli_helpers import render as render_at
from cli_helpers import run
from monopolies import replay
from monopolies.bots import SeatView, make_bot
from monopolies.commandline import parse_options, split_specs
from monopolies.games.card_game import console as card_game_view
from monopolies.games.deal import console as deal_view
from monopolies.games.deal import data as deal_data
from monopolies.games.deal import words as deal_words
from monopolies.games.deal.rules.actions import card_name
from monopolies.terminal import invocation, menu, replayer
from monopolies.terminal.seating import make_lineup
from monopolies.words import menu as folding
from monopolies.words.people import Lineup

SHORT = ["--option", "max_turns=4", "--delay", "0"]


# Help ------------------------------------------------------------------------------------


def test_help_explains_commands_with_examples() -> None:
    code, out = run("--help")
    assert code == 0
    for word in ("play", "replay", "variants", "Examples"):
        assert word in out
    code, out = run("play", "--help")
    assert code == 0
    for word in ("--bots", "--seat", "--seed", "--option", "--watch", "--replay-out", "Examples"):
        assert word in out


COMMANDS = (
    "play",
    "learn",
    "replay",
    "variants",
    "simulate",
    "report",
    "review",
    "serve",
    "cluster",
)


@pytest.mark.parametrize("command", COMMANDS)
def test_help_reads_as_plain_text_with_whole_defaults_and_examples(command: str) -> None:
    """Issue 31 item 9: no `<bool>` or `<int>` type tags, no markup, no cut defaults, and
    each example on one line as it would be typed."""
    code, out = run(command, "--help")
    assert code == 0
    assert (
        not re.search(r"<[a-z ]+>", out)
        and "[bold" not in out
        and "[/]" not in out
        and "…" not in out
    )
    assert "│" not in out, "no box drawing"
    examples = out.partition("Examples:\n")[2].split("\n\n")[0].splitlines()
    assert all(line.startswith("    monopolies ") for line in examples), examples


def test_the_command_list_says_each_command_whole() -> None:
    out = run("--help")[1]
    listed = out.partition("Commands:\n")[2].split("\n\n")[0].splitlines()
    assert len(listed) == len(COMMANDS) and not any(line.endswith("...") for line in listed)


def test_printed_commands_start_as_this_one_was_started(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Issue 31 item 9: README users run `uv run monopolies`, where a bare `monopolies` is
    not on the PATH; the command printed after a game must work as printed."""
    monkeypatch.setenv("UV_RUN_RECURSION_DEPTH", "1")
    assert invocation.command("replay", "a b.json") == "uv run monopolies replay 'a b.json'"
    monkeypatch.delenv("UV_RUN_RECURSION_DEPTH")
    monkeypatch.setenv("PATH", str(tmp_path))
    printed = invocation.command("variants")
    assert printed.endswith(" -m monopolies variants")
    done = subprocess.run(shlex.split(printed), capture_output=True, text=True, timeout=60)
    assert done.returncode == 0 and "crooked-cash" in done.stdout


def test_variants_lists_games_and_options() -> None:
    code, out = run("variants")
    assert code == 0
    assert "deal" in out and "max_turns=1000" in out and "us | uk" in out


def test_version() -> None:
    code, out = run("--version")
    assert code == 0 and mp.__version__ in out


# Playing ---------------------------------------------------------------------------------


def test_play_reprompts_on_bad_input_then_plays_and_saves_a_replay(tmp_path: Path) -> None:
    out_file = tmp_path / "game.json"
    script = "\nabc\n99\n?\n" + "1\n" * 80
    code, out = run(
        "play", "deal", "--players", "2", "--bots", "random", "--seed", "3",
        *SHORT, "--replay-out", str(out_file), input=script,
    )  # fmt: skip
    assert code == 0
    assert "Please choose an action" in out
    assert "'abc' is not a number" in out
    assert "There is no action 99" in out
    assert "Monopoly Deal in one screen" in out
    assert "Seed 3" in out and "Your hand" in out and "Since your last decision" in out
    assert "against Ben (random bot) in seat 1" in out and "Ben drew 2 cards" in out
    assert "No winner: the turn limit came before anyone had three full sets." in out
    assert f"Replay saved to {out_file}" in out.replace("\n", "")
    assert f"monopolies review {out_file}" in out.replace("\n", "")
    watch = next(line for line in out.splitlines() if line.startswith("Watch it: "))
    assert watch == f"Watch it: {invocation.command('replay', out_file)}"
    saved = replay.read(out_file)
    assert saved.labels == ["you", "random bot"] and saved.result is not None

    code, out = run("replay", str(out_file), "--all")
    assert code == 0
    assert "Verified" in out and "Turn 4" in out and "No winner" in out
    assert "You in seat 0, Ben (random bot) in seat 1" in out and "Ben drew 2 cards" in out


BOX_DRAWING = re.compile("[\u2500-\u257f]")


def _long_replay(tmp_path: Path) -> Path:
    """A Cheaters game of random moves to its end: thousands of actions and events."""
    game = mp.new_game("cheaters", 3, 1, {})
    rng = random.Random(0)
    while not game.over:
        game.act(rng.choice(game.legal_actions()))
    return replay.write(
        replay.record(game, ["you", "random bot", "random bot"]), tmp_path / "r.json"
    )


def test_a_piped_replay_is_plain_text_with_thousands_separated(tmp_path: Path) -> None:
    """Issue 31.9: `replay | …` drew boxes and rules, and said "983 actions"."""
    code, out = run("replay", str(_long_replay(tmp_path)), "--all")
    assert code == 0 and not BOX_DRAWING.search(out)
    assert re.search(
        r"Verified: \d,\d{3} actions replayed from the seed give the same \d,\d{3}", out
    )


def test_replay_plain_is_plain_on_a_terminal_too(tmp_path: Path) -> None:
    path = _long_replay(tmp_path)
    drawn: dict[bool, str] = {}
    for plain in (False, True):
        out = io.StringIO()
        console = Console(file=out, width=80, force_terminal=True, color_system=None)
        replayer.show(console, path, input, step=False, plain=plain)
        drawn[plain] = out.getvalue()
    assert BOX_DRAWING.search(drawn[False]) and not BOX_DRAWING.search(drawn[True])


def test_quit_offers_to_save_the_replay(tmp_path: Path) -> None:
    kept, dropped = tmp_path / "kept.json", tmp_path / "dropped.json"
    code, out = run("play", "--seed", "1", *SHORT, "--replay-out", str(kept), input="q\n\n")
    assert code == 0 and "Save a replay" in out and kept.exists()
    assert replay.read(kept).result is None
    code, out = run("play", "--seed", "1", *SHORT, "--replay-out", str(dropped), input="q\nn\n")
    assert code == 0 and not dropped.exists()
    code, out = run("play", "--seed", "1", *SHORT, "--no-replay", input="quit\n")
    assert code == 0 and "Save a replay" not in out and "The table when you stopped" in out


def test_end_of_input_quits(tmp_path: Path) -> None:
    code, _ = run("play", "--seed", "1", *SHORT, "--replay-out", str(tmp_path / "r.json"))
    assert code == 0 and (tmp_path / "r.json").exists()


def test_default_replay_path(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    code, _ = run("play", "--seed", "77", *SHORT, input="q\n\n")
    assert code == 0
    [path] = (tmp_path / "replays").glob("deal-77-*.json")
    assert replay.read(path).seed == 77


def test_watching_two_bots_finishes_and_shows_nothing_private(tmp_path: Path) -> None:
    out_file = tmp_path / "watch.json"
    code, out = run(
        "play", "deal", "--bots", "greedy,greedy", "--seed", "5", "--delay", "0",
        "--replay-out", str(out_file),
    )  # fmt: skip
    assert code == 0
    assert "Watching" in out and "Game over" in out and "Result" in out
    assert "Your hand" not in out and "your decision" not in out
    game = replay.rebuild(replay.read(out_file))
    hidden = hidden_names(game)
    assert hidden, "the test needs cards that stayed hidden"
    flat = " ".join(out.split())
    for name in hidden:
        assert name not in flat


def hidden_names(game: mp.Game) -> set[str]:
    """Names of cards in hands at the end that no public event or table ever showed."""
    public: set[int] = set()
    for e in game.public_events():
        for key in ("card", "take", "give", "took", "gave"):
            if isinstance(e.get(key), int):
                public.add(e[key])
        public.update(e.get("cards", []))
    obs = game.observe(0)
    public.update(obs["discard"])
    for p in obs["players"]:
        public.update(p["bank"])
        public.update(c for s in p["sets"] for c in s["cards"])
    held = {c for seat in range(game.players) for c in game.observe(seat)["hand"]}
    shown = {card_name(c) for c in public}
    return {card_name(c) for c in held} - shown - {f"{v}M" for v in range(11)}


def test_watch_flag_and_single_bot_spec() -> None:
    code, out = run("play", "--watch", "--players", "3", "--bots", "random", *SHORT, "--no-replay")
    assert code == 0 and "Watching: Ada (random bot) in seat 0, Ben (random bot) in seat 1" in out


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["play", "chess"], "unknown game"),
        (["play", "--option", "max_turns=0"], "max_turns"),
        (["play", "--option", "no_such=1"], "unknown option"),
        (["play", "--option", "oops"], "key=value"),
        (["play", "--players", "11"], "2 to 10 players"),
        (["play", "--players", "3", "--bots", "a,b,c,d"], "--bots lists 4 bots"),
        (["play", "--bots", "nosuch"], "unknown bot"),
        (["play", "--seat", "5"], "--seat must be 0..2"),
    ],
)
def test_bad_requests_print_one_line_and_exit_2(args: list[str], message: str) -> None:
    code, out = run(*args, "--no-replay")
    assert code == 2
    assert "Error:" in out and message in out


def test_replay_of_a_damaged_file_exits_2(tmp_path: Path) -> None:
    path = tmp_path / "bad.json"
    path.write_text(json.dumps({"format": "monopolies/replay", "format_version": 7}))
    code, out = run("replay", str(path))
    assert code == 2 and "Error:" in out and "version 7" in out


@pytest.mark.parametrize("command", ["replay", "review", "report"])
def test_every_command_names_a_missing_file_alike(command: str, tmp_path: Path) -> None:
    code, out = run(command, str(tmp_path / "gone.json"))
    assert code == 2
    assert "Error: Invalid value for 'FILE'" in out and "does not exist" in out


def test_a_file_the_system_cannot_open_is_named_with_its_reason(tmp_path: Path) -> None:
    blocker = tmp_path / "a-file"
    blocker.write_text("")
    code, out = run("simulate", "deal", "--games", "1", "--out", str(blocker / "out.json"))
    assert code == 2
    assert f"Error: {blocker}: file exists" in " ".join(out.split())
    assert "Errno" not in out


def test_replay_steps_turn_by_turn_at_a_terminal_and_never_waits_on_a_pipe(
    tmp_path: Path,
) -> None:
    path = tmp_path / "g.json"
    run("play", "--bots", "random,random", "--seed", "2", *SHORT, "--replay-out", str(path))

    def shown(*answers: str) -> str:
        out = io.StringIO()
        console = Console(file=out, width=80, force_terminal=True, color_system=None)
        typed = iter(answers)

        def read(prompt: str) -> str:
            out.write(prompt)
            return next(typed)

        replayer.show(console, path, read, step=True)
        return out.getvalue()

    out = shown("", "what", "q")
    assert "Turn 2" in out and "Turn 3" not in out
    assert "Press Enter for the next turn" in out
    out = shown("a")
    assert "Turn 4" in out and "Final table" in out
    code, out = run("replay", str(path), input="q\n")  # a pipe: cli_helpers' runner
    assert code == 0 and "Final table" in out and "Press Enter" not in out


# The pieces ------------------------------------------------------------------------------


def test_menu_answers() -> None:
    assert menu.parse(" 3 ", 5) == 2
    assert menu.parse("?", 5) is menu.Command.HELP
    assert menu.parse("Q", 5) is menu.Command.QUIT
    for bad, message in (("", "Please choose"), ("x", "not a number"), ("0", "no action 0")):
        with pytest.raises(menu.BadAnswer, match=message):
            menu.parse(bad, 5)
    assert folding.arrange(["bank", "lay", "bank", "end"]) == [0, 2, 1, 3]


def test_bot_specs_and_options() -> None:
    assert split_specs("greedy:a=1,b=2,random") == ["greedy:a=1,b=2", "random"]
    lineup = make_lineup(None, "greedy,random", 0, False)
    assert lineup.human is None and lineup.labels == ("greedy bot", "random bot")
    lineup = make_lineup(4, "random", 2, False)
    assert lineup.labels == ("random bot", "random bot", "you", "random bot")
    assert parse_options(["max_turns=50", "names=uk", "win_any_time=true"]) == {
        "max_turns": 50, "names": "uk", "win_any_time": True,
    }  # fmt: skip


def render(*things: object) -> str:
    return render_at(*things, width=100)


def test_every_event_of_many_games_reads_as_a_sentence() -> None:
    known = set(deal_words.EVENTS)
    seen: set[str] = set()
    for seed in range(12):
        players = 2 + seed % 4
        game = mp.new_game("deal", players, seed, {"max_turns": 60, "names": "uk"})
        bots = {s: make_bot("random" if s % 2 else "greedy", "deal", s) for s in range(players)}
        while not game.over:
            seat = game.to_act
            assert seat is not None
            game.act(bots[seat].choose(SeatView(game, seat)))
        lineup = Lineup(tuple(f"bot {s}" for s in range(players)), human=0)
        for e in game.public_events():
            assert e["type"] in known
            seen.add(e["type"])
            text = deal_words.event(e, game.options, lineup)
            assert text is None or text.plain[:1].isupper()
        render(deal_view.board(game.observe(0), lineup, show_hand=True))
    assert {"pay", "paid", "lay", "bank", "play", "game_over"} <= seen


@pytest.mark.parametrize("variant", ["deal", "card-game"])
def test_a_hand_of_one_is_one_card(variant: str) -> None:
    views = {"deal": deal_view, "card-game": card_game_view}
    obs = mp.new_game(variant, 2, 1).observe(0)
    for p in obs["players"]:
        p["hand_count"] = 1
    text = render(views[variant].summary(obs, Lineup(("Ann", "Ben"), human=0)))
    assert " 1 card · " in text and "1 cards" not in text


def test_situation_says_who_charged_you_and_how_much() -> None:
    for seed in range(200):
        game = mp.new_game("deal", 3, seed)
        bots = {s: make_bot("greedy", "deal", s) for s in range(3)}
        while not game.over:
            obs = game.observe(0)
            if obs["phase"] == "pay" and game.to_act == 0:
                lineup = Lineup(("you", "bot", "bot"), human=0)
                text = deal_words.situation(obs, lineup, game.public_events())
                assert text is not None
                pend = obs["pending"]
                assert text.plain.startswith(f"Seat {pend['actor']} charged you {pend['amount']}M")
                assert "no change is given" in text.plain
                return
            seat = game.to_act
            assert seat is not None
            game.act(bots[seat].choose(SeatView(game, seat)))
    pytest.fail("no game made seat 0 pay")


def test_choosers_and_long_menus_open_a_second_menu() -> None:
    swaps = [
        folding.Entry("Forced Deal", f"swap {i}", "Forced Deal", f"take {i}") for i in range(40)
    ]
    entries = [folding.Entry("Bank", "Bank 1M"), *swaps, folding.Entry("Finish", "End the turn")]
    items = folding.fold(entries)
    assert [len(item.entries) for item in items] == [1, 40, 1]
    answers = iter(["2", "0", "2", "41", "x", "7"])
    console = Console(file=io.StringIO(), width=80, color_system=None)
    shown: list[int] = []

    def show(items: list[folding.Item], back: bool) -> None:
        shown.append(len(items))
        console.print(menu.render(items, back))

    chosen = menu.choose(console, entries, lambda prompt: next(answers), show, print)
    assert chosen == 7 and entries[7].text == "swap 6"
    out = console.file.getvalue()  # type: ignore[attr-defined]
    assert "Forced Deal… (40 choices)" in out and "take 6" in out
    assert "Back to all choices" in out and "There is no action 41" in out
    assert shown == [3, 40, 3, 40]
    plain = [folding.Entry(f"group {i // 6}", f"move {i}") for i in range(12)]
    assert folding.fold(plain) == [
        folding.Item(e.heading, e.text, (i,)) for i, e in enumerate(plain)
    ]
    assert folding.lines(folding.fold(plain)) == 14
    longer = folding.fold([*plain, folding.Entry("group 9", "one more")], limit=14)
    assert [item.text for item in longer] == [
        "group 0… (6 choices)",
        *(e.text for e in plain[6:]),
        "one more",
    ]
    assert folding.lines(longer) <= 14


def test_payment_menu_says_where_each_card_comes_from() -> None:
    # Seat 0 banks one House and builds the other, then owes 5M: both read "Pay with House".
    game = mp.new_game("deal", 2, seed=1, rig={"first": 0, "hands": {0: [0, 1, 88, 89], 1: [80]}})
    script = [("lay", 0), ("lay", 1), ("bank", 88), ("end_turn", None), ("house", None),
              ("end_turn", None), ("debt_collector", 80), ("accept", None)]  # fmt: skip
    for kind, card in script:
        legal = game.legal_actions()
        game.act(next(a for a in legal if a.kind == kind and card in (None, a.get("card"))))
    obs = game.observe(0)
    assert obs["phase"] == "pay"
    groups = {
        (a.get("card"), a.get("source")): deal_words.group(a.to_json(), obs)
        for a in game.legal_actions()
    }
    # Both Houses are named by one face (rulings D-17); the source tells them apart.
    assert deal_data.FACE[89] == 88
    assert groups[88, "bank"] == "Pay from your bank"
    assert groups[88, "brown"] == groups[0, "brown"] == "Pay from your table"


def test_issue_14_13_any_colour_rent_charges_one_player_in_the_hand_table() -> None:
    any_colour = next(c.id for c in deal_data.CARDS if c.us_name == "Rent (any colour)")
    two_colour = next(c.id for c in deal_data.CARDS if c.us_name == "Rent (pink/orange)")
    assert "charged to one player" in deal_words.what_it_is(any_colour, "us").plain
    assert "charged to everyone" in deal_words.what_it_is(two_colour, "us").plain


def test_after_a_counter_no_the_prompt_says_your_no_was_cancelled() -> None:
    game = mp.new_game("deal", 2, seed=1, rig={"first": 0, "hands": {0: [0, 71, 72], 1: [74, 73]}})
    script = [(0, "lay"), (0, "end_turn"), (1, "sly_deal"), (0, "just_say_no"), (1, "just_say_no")]
    for seat, kind in script:
        assert game.to_act == seat
        game.act(next(a for a in game.legal_actions() if a.kind == kind))
    assert game.to_act == 0
    obs = game.observe(0)
    now = deal_words.situation(obs, Lineup(("you", "bot"), 0), game.public_events())
    assert now is not None
    assert "your Just Say No was cancelled by seat 1's" in now.plain
    assert "Answer with another Just Say No?" in now.plain


def test_a_target_without_just_say_no_is_told_to_accept() -> None:
    game = mp.new_game("deal", 2, seed=1, rig={"first": 0, "hands": {0: [0], 1: [74]}})
    for seat, kind in [(0, "lay"), (0, "end_turn"), (1, "sly_deal")]:
        assert game.to_act == seat
        game.act(next(a for a in game.legal_actions() if a.kind == kind))
    assert game.to_act == 0 and [a.kind for a in game.legal_actions()] == ["accept"]
    now = deal_words.situation(game.observe(0), Lineup(("you", "bot"), 0), game.public_events())
    assert now is not None and now.plain.endswith("You hold no Just Say No: accept to go on.")
