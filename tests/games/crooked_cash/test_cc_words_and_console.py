"""`monopolies play crooked-cash`: a person against bots, watching, replays, and how it reads."""

from __future__ import annotations

from pathlib import Path

import monopolies as mp
from cli_helpers import render, run
from monopolies import replay
from monopolies.bots import SeatView, make_bot, play_out
from monopolies.games.crooked_cash import console as crooked_cash_view
from monopolies.games.crooked_cash import data as crooked_cash_data
from monopolies.games.crooked_cash import words as crooked_cash_words
from monopolies.words.people import Lineup

SHORT = ["--option", "max_rounds=3", "--delay", "0"]


def test_play_four_players_shows_board_players_cards_and_prompts(tmp_path: Path) -> None:
    out_file = tmp_path / "cc.json"
    code, out = run(
        "play", "crooked-cash", "--players", "4", "--seed", "11", *SHORT,
        "--replay-out", str(out_file), input="x\n?\n" + "1\n" * 200,
    )  # fmt: skip
    assert code == 0
    flat = " ".join(out.split())
    assert "'x' is not a number" in flat and "Crooked Cash in one screen" in flat
    for text in ("GO → Jail", "Boardwalk", "Face-up Chance:", "Your notes:", "Chips"):
        assert text in flat
    assert "Spend a green chip to decode one?" in flat, "decoding others' payments is asked"
    assert "Result" in flat and "round limit" in flat
    saved = replay.read(out_file)
    assert saved.labels == ["you", "greedy bot", "greedy bot", "greedy bot"]
    code, out = run("replay", str(out_file), "--all")
    assert code == 0 and "Verified" in out and "Final table" in out


def test_watching_four_bots_finishes_and_shows_nothing_private() -> None:
    code, out = run(
        "play", "crooked-cash", "--bots", "greedy,greedy,random,greedy", "--seed", "5",
        *SHORT, "--no-replay",
    )  # fmt: skip
    assert code == 0
    assert "Watching" in out and "Game over" in out
    assert "Your notes" not in out and "known fake" not in out


def test_every_event_of_a_game_reads_as_a_sentence() -> None:
    seen: set[str] = set()
    for seed in range(6):
        game = mp.new_game("crooked-cash", players=4, seed=seed)
        bots = {s: make_bot("random" if s % 2 else "greedy", "crooked-cash", s) for s in range(4)}
        play_out(game, bots)
        lineup = Lineup(("you", "a", "b", "c"), human=0)
        for e in game.public_events():
            assert e["type"] in crooked_cash_words.EVENTS, e
            text = crooked_cash_words.event(e, game.options, lineup)
            assert text is not None and text.plain and "{" not in text.plain
            seen.add(e["type"])
    assert {"decode", "auction_won", "paid", "rent_asked", "take_chance", "game_over"} <= seen


def test_the_board_shows_owners_hotels_and_tokens() -> None:
    rig = {"first": 0, "owned": {34: 1, 35: 1}, "hotels": [35], "positions": {2: 35}}
    game = mp.new_game("crooked-cash", players=3, seed=1, rig=rig)
    lineup = Lineup(("you", "greedy bot", "greedy bot"), human=0)
    out = render(crooked_cash_view.CONSOLE.board(game.observe(0), lineup, show_hand=True))
    assert "Boardwalk [s1] H" in out and "◆s2" in out and "Park Pl [s1]" in out
    assert "Your notes: $500×2" in out


def test_sentences_the_issue_quotes_read_right() -> None:
    """Issue 31.6: "fake! you keep it." (a sentence starts with a capital), "Cleo kept
    Cleo's Chance card.", and "Pay $25 to every other player" then "You paid Ben $30"
    with no word of why $30 (whole notes: rulings CC-R3)."""
    cleo = Lineup(("a bot", "a bot", "you"), human=2, names=("Ann", "Ben", "Cleo"))
    you = Lineup(("you", "a bot", "a bot"), human=0, names=("Ann", "Ben", "Cleo"))

    def said(e: dict[str, object], lineup: Lineup) -> str:
        text = crooked_cash_words.event(e, {}, lineup)
        assert text is not None
        return str(text.plain)

    decode = {"type": "decode", "seat": 2, "payer": 0, "value": 50, "fake": True}
    assert said(decode, cleo) == "You decoded one of Ann's $50 notes: fake! You keep it."
    keep = {"type": "keep_chance", "seat": 2}
    assert said(keep, you) == "Cleo kept the Chance card already in hand."
    pay_each = next(c.id for c in crooked_cash_data.CARDS if c.action == "pay_each")
    chest = said({"type": "chest", "seat": 0, "card": pay_each}, you)
    assert chest == (
        'You drew Community Chest: "Pay $25 to every other player" (rounded up to $30: no '
        "note is smaller than $10)."
    )


def test_your_own_kept_card_is_read_to_you_on_the_one_screen_table() -> None:
    """crooked2 step 71: "You … a face-down Community Chest card", the holder's own card."""
    lineup = Lineup(("you", "greedy bot", "greedy bot"), human=0)
    for seed in range(60):
        game = mp.new_game("crooked-cash", players=3, seed=seed)
        bots = {s: make_bot("random", "crooked-cash", s) for s in range(3)}
        for _ in range(3000):
            obs = game.observe(0)
            if game.over or any("card" not in c for c in obs["players"][0]["held_cards"]):
                break
            game.act(bots[game.to_act].choose(SeatView(game, game.to_act)))
        else:
            continue
        if not game.over:
            mine = render(crooked_cash_view.CONSOLE.summary(game.observe(0), lineup))
            theirs = render(crooked_cash_view.CONSOLE.summary(game.observe(1), lineup))
            assert "a face-down Community Chest card" in _row(theirs, "You")
            assert "a face-down Community Chest card" not in _row(mine, "You")
            return
    raise AssertionError("no game kept a face-down card")


def _row(screen: str, who: str) -> str:
    """A player's row of the one-screen table with the line it wraps onto."""
    lines = screen.splitlines()
    at = next(i for i, line in enumerate(lines) if line[2:].startswith(who))
    return " ".join(lines[at : at + 2])
