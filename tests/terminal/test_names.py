"""The terminal names the people at the table as the browser does: bots by seat ("Ben"),
with their level beside them in tables, in sentences, menus, results and replays."""

from __future__ import annotations

import io
import re

import pytest
from rich.console import Console

import monopolies
from deal_rigs import cards_aimed_at_two_players
from monopolies.bots import make_bot
from monopolies.games.card_game.rules import turns as card_game_turns
from monopolies.games.cheaters.rules import edition as cheaters_edition
from monopolies.games.crooked_cash.rules import edition as crooked_cash_edition
from monopolies.games.deal.rules import turn as deal_turn
from monopolies.seat_names import bot_name, seat_name
from monopolies.terminal import play, result
from monopolies.terminal.console import console_for
from monopolies.terminal.play import menu_entries
from monopolies.terminal.seating import make_lineup
from monopolies.words import narration
from monopolies.words.game import words_for
from monopolies.words.people import Lineup, from_labels


def test_bots_are_named_by_seat_as_the_browser_names_them() -> None:
    lineup = make_lineup(3, "greedy", 0, False)
    assert lineup.names == ("", "Ben", "Cleo")
    for seat in (1, 2):
        assert bot_name(seat, "hard") == f"Bot {lineup.name(seat)} (hard)"
    assert bot_name(2, "hard") == "Bot Cleo (hard)"  # the browser's names stay as they were


def test_watching_and_seat_bots_are_named_too() -> None:
    watched = make_lineup(None, "greedy,random", None, False, {2: "ismcts"})
    assert watched.human is None
    assert [watched.title(s) for s in range(3)] == ["Ada (greedy)", "Ben (random)", "Cleo (ismcts)"]
    mixed = make_lineup(3, "hard", 1, False, {2: "cmd:python my_bot.py"})
    assert [mixed.who(s) for s in range(3)] == ["Ada", "you", "Cleo"]
    assert mixed.title(2) == "Cleo (cmd:python my_bot.py)"


def test_sentences_say_the_name_and_tables_the_level() -> None:
    lineup = make_lineup(3, "greedy", 0, False)
    assert lineup.does(1, "pays") == "Ben pays" and lineup.does(0, "pays") == "you pay"
    assert (lineup.whose(2), lineup.whose(0)) == ("Cleo's", "your")
    assert [lineup.title(s) for s in range(3)] == ["You", "Ben (greedy)", "Cleo (greedy)"]
    assert lineup.seating() == (
        "You in seat 0, Ben (greedy bot) in seat 1, Cleo (greedy bot) in seat 2"
    )
    unnamed = Lineup(("you", "greedy bot"), 0)
    assert (unnamed.who(1), unnamed.whose(1), unnamed.title(1)) == (
        "seat 1",
        "seat 1's",
        "1 greedy bot",
    )


def test_seat_numbers_in_the_describers_words_become_names() -> None:
    lineup = make_lineup(3, "greedy", 0, False)
    assert lineup.named("Debt Collector: seat 1 pays you 5M") == "Debt Collector: Ben pays you 5M"
    assert lineup.named("Seat 2's token; seat 0's token") == "Cleo's token; your token"
    assert lineup.named("Swap places with seat 2.") == "Swap places with Cleo."
    assert Lineup(("you", "bot"), 0).named("Trade with seat 1") == "Trade with seat 1"


def test_deal_target_menus_name_the_player() -> None:
    game = cards_aimed_at_two_players()
    lineup = make_lineup(3, "greedy", 0, False)
    _, entries = menu_entries(game, words_for("deal"), game.observe(0), lineup)
    options = {(e.choice, e.option) for e in entries}
    assert ("Sly Deal", "take Park Place from Ben's dark blue set") in options
    assert ("Sly Deal", "take Illinois Ave from Cleo's red set") in options
    debts = {("Debt Collector", f"{who} pays you 5M") for who in ("Ben", "Cleo")}
    assert debts <= options
    assert not any("seat" in e.line for e in entries)


def test_the_result_names_the_winners() -> None:
    lineup = make_lineup(3, "greedy", 0, False)
    won = {"winners": [2], "reason": "three full sets", "scores": [1, 0, 3]}
    assert result.headline(won, lineup) == "Cleo won: three full sets."
    tie = {"winners": [1, 2], "reason": "a tie", "scores": [0, 2, 2]}
    assert result.headline(tie, lineup) == "Ben and Cleo won: a tie."
    assert result.headline({**won, "winners": [0, 2]}, lineup) == "You win: three full sets!"


ENDINGS = {
    "deal": deal_turn.ENDINGS,
    "card-game": card_game_turns.ENDINGS,
    "crooked-cash": crooked_cash_edition.ENDINGS,
    "cheaters": cheaters_edition.ENDINGS,
}


@pytest.mark.parametrize("variant", sorted(ENDINGS))
def test_the_result_says_why_the_game_ended_in_words(variant: str) -> None:
    """The result's reason is a tag ("round limit"); the headline read "Ben won: round
    limit." Every ending a game declares is told in words of its own."""
    words = words_for(variant)
    lineup = make_lineup(2, "greedy", 0, False)
    for reason in ENDINGS[variant]:
        assert reason in words.endings
        ended = {"winners": [1], "reason": reason, "scores": [0, 1]}
        assert result.headline(ended, lineup, words.why) == f"Ben won: {words.endings[reason]}."
    panel = result.render(
        {"winners": [0], "reason": "round limit", "scores": [1, 2]},
        lineup,
        why=words_for("cheaters").why,
    )
    console = Console(file=io.StringIO(), width=100)
    console.print(panel)
    assert "You win: the round limit came, and the most cash wins!" in console.file.getvalue()


def test_the_result_writes_big_scores_with_thousands_separators() -> None:
    """Issue 31: a Cheaters game ended with "You 1890" in the result panel."""
    lineup = make_lineup(2, "greedy", 0, False)
    panel = result.render({"winners": [0], "reason": "round limit", "scores": [1890, 920]}, lineup)
    console = Console(file=io.StringIO(), width=80, color_system=None)
    console.print(panel)
    said = console.file.getvalue()  # type: ignore[attr-defined]
    assert "1,890" in said and "1890" not in said and "920" in said


def test_replays_name_seats_from_their_labels() -> None:
    terminal = from_labels(["you", "greedy bot", "ismcts bot"])
    assert (terminal.human, terminal.who(1), terminal.title(2)) == (0, "Ben", "Cleo (ismcts)")
    room = from_labels(["Ann", "Bot Ben (hard)", ""])  # a replay saved by the server
    assert room.human is None
    assert [room.who(s) for s in range(3)] == ["Ann", "Bot Ben (hard)", "seat 2"]
    assert room.title(0) == "Ann"
    watched = from_labels(["greedy bot", "random bot"])
    assert watched.seating() == "Ada (greedy bot) in seat 0, Ben (random bot) in seat 1"


def test_seat_names_wrap_round_past_the_list() -> None:
    assert seat_name(0) == "Ada" and seat_name(10) == "Ada" and seat_name(11) == "Ben"


def test_your_own_secret_cheat_is_in_your_news_and_nobody_elses() -> None:
    """Issue 31: your own secret cheats were missing from your own log. A cheat emits no
    public event (CH-15), so the terminal tells the person alone that they made it."""
    out = io.StringIO()
    console = Console(file=out, width=100, height=40, color_system=None)
    game = monopolies.new_game("cheaters", 3, 4, options={"ultimate": True}, rig={"first": 0})
    lineup = make_lineup(3, None, 0, False)
    bots = {s: make_bot("greedy", "cheaters", s) for s in (1, 2)}
    pick = re.compile(r"^\s*(\d+)[.)]?\s+(?:Cheat|Bank Heist|Identity Theft)", re.MULTILINE)

    def read(prompt: str) -> str:
        shown = out.getvalue()[-3000:]
        found = pick.findall(shown)
        return found[-1] if found else "1"

    session = play.Session(
        console, game, lineup, words_for("cheaters"), console_for("cheaters"), bots, read
    )
    session.human_move()
    assert session.secrets, out.getvalue()[-2000:]
    told = [t.plain for t in session._told(game.public_events(), 0)]
    assert any(t.startswith("Only you know: you played Cheat (") for t in told), told
    names = ["Ann", "Ben", "Cleo"]
    public = [narration.event_text("cheaters", e, game.options, names) for e in game.events]
    assert not [t for t in public if t and "Only you know" in t]


@pytest.mark.parametrize(
    ("variant", "names", "written"),
    [("cheaters", "uk", "M1,890"), ("crooked-cash", "us", "$1,890"), ("card-game", "us", "$1,890")],
)
def test_the_result_writes_money_with_its_currency(variant: str, names: str, written: str) -> None:
    """Issue 31 item 6: a money amount without its currency ("Cash / You 1,320")."""
    lineup = make_lineup(2, "greedy", 0, False)
    words = words_for(variant)
    options = {"names": names}
    panel = result.render(
        {"winners": [0], "reason": "round limit", "scores": [1890, 920]},
        lineup,
        words.score_label,
        lambda score: words.score_text(score, options),
    )
    console = Console(file=io.StringIO(), width=80, color_system=None)
    console.print(panel)
    assert written in console.file.getvalue()  # type: ignore[attr-defined]
