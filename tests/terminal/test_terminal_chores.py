"""One decision per intention at the terminal (issue 31.1, docs/decisions.md): a Crooked
Cash payment is one answer (Enter pays the table's proposal, or the notes are chosen one
at a time), and Enter alone makes a window's routine pass."""

from __future__ import annotations

import io
from collections import Counter
from collections.abc import Callable
from typing import Any

from rich.console import Console

import monopolies
from monopolies.bots import make_bot
from monopolies.engine.game import Game
from monopolies.games.crooked_cash.paying import cheapest, proposal
from monopolies.terminal import play
from monopolies.terminal.console import console_for
from monopolies.terminal.seating import make_lineup
from monopolies.words.game import words_for

Json = dict[str, Any]
PERSON = 0


def _play(variant: str, seed: int, answer: Callable[[str, Game], str]) -> tuple[Game, Counter[str]]:
    """A game of the person in seat 0 against two greedy bots, answered by `answer(prompt,
    game)`; the person's moves by kind."""
    lineup = make_lineup(3, None, PERSON, False, {})
    game = monopolies.new_game(variant, lineup.players, seed, {"max_rounds": 12})
    bots = {s: make_bot(spec, variant, seed * 1000 + s) for s, spec in lineup.bots}
    console = Console(file=io.StringIO(), width=80, height=24, color_system=None)
    words, layout = words_for(variant), console_for(variant)
    session = play.Session(
        console, game, lineup, words, layout, bots, lambda p: answer(p, game), plain=True
    )
    assert session.run(0)
    made: Counter[str] = Counter()
    again = monopolies.new_game(variant, lineup.players, seed, {"max_rounds": 12})
    for action in game.history:
        if again.to_act == PERSON:
            made[action.kind] += 1
        again.act(action)
    return game, made


def _asked_for_a_note(game: Game) -> bool:
    return any(a.kind == "pay_note" for a in game.legal_actions())


def test_a_crooked_cash_payment_is_one_answer() -> None:
    """Enter pays the proposal: every note of it is laid, and the person is asked once per
    payment (again only if a decoder caught a fake and more is owed)."""
    asked = Counter[str]()

    def answer(prompt: str, game: Game) -> str:
        if "Enter: pay as proposed;" in prompt:
            assert _asked_for_a_note(game)
            asked["payments"] += 1
            return ""
        assert not _asked_for_a_note(game), prompt  # never a note by note menu
        asked["other"] += 1
        return "" if "Enter: " in prompt else "1"

    _, made = _play("crooked-cash", 4, answer)
    assert asked["payments"] >= 3
    assert made["pay_note"] > asked["payments"]  # several notes for one answer


def test_a_payment_may_be_made_note_by_note() -> None:
    """Choosing "one at a time" opens the note menu for the rest of that payment; the next
    payment is proposed again."""
    asked = Counter[str]()

    def answer(prompt: str, game: Game) -> str:
        if "Enter: pay as proposed;" in prompt:
            asked["proposals"] += 1
            return "2" if asked["proposals"] == 1 else ""
        if _asked_for_a_note(game):
            asked["notes"] += 1
            return "1"
        return "" if "Enter: " in prompt else "1"

    _play("crooked-cash", 4, answer)
    assert asked["notes"] >= 1 and asked["proposals"] >= 2


def test_enter_makes_a_windows_routine_pass() -> None:
    """Cheaters: Enter alone is "Don't call Cheat!" in a call window and "Carry on" after a
    roll; the prompt says so."""
    said = Counter[str]()

    def answer(prompt: str, game: Game) -> str:
        if "Enter: " in prompt:
            said[prompt.split("Enter: ")[1].split(";")[0]] += 1
            return ""
        return "1"

    _, made = _play("cheaters", 2, answer)
    assert said["Don't call Cheat!"] == made["no_call"] > 0
    assert said["Carry on (the space acts)"] == made["land"] > 0
    assert not made["call_cheat"] and not made["cheat"]


def test_the_proposal_overpays_least_then_spends_fewest_notes_and_known_fakes() -> None:
    held = {(10, None): 3, (20, None): 1, (50, "fake"): 1, (50, None): 1, (100, None): 2}
    assert sorted(cheapest(held, 30)) == [(10, None), (20, None)]
    assert sorted(cheapest(held, 50)) == [(50, "fake")]
    assert sorted(cheapest(held, 140)) == [(10, None), (10, None), (20, None), (100, None)]
    assert sorted(cheapest(held, 5)) == [(10, None)]
    assert sorted(cheapest({(500, None): 1, (10, None): 2}, 280)) == [(500, None)]


def test_the_proposal_reads_only_the_payers_own_view() -> None:
    """Made from `my_notes` and the legal moves: the same for any two games that show the
    payer the same, whatever the other seats hold."""
    obs: Json = {
        "names": "us",
        "legal": [
            {"kind": "pay_note", "owed": 280, "value": 100},
            {"kind": "pay_note", "owed": 280, "value": 50, "known": "fake"},
            {"kind": "pay_note", "owed": 280, "value": 50},
            {"kind": "pay_note", "owed": 280, "value": 500},
        ],
        "my_notes": [
            {"id": 1, "value": 50, "known_fake": True},
            {"id": 2, "value": 50},
            {"id": 3, "value": 100},
            {"id": 3, "value": 100},
            {"id": 4, "value": 500},
        ],
    }
    made = proposal(obs)
    assert made is not None
    assert made["notes"] == [{"value": 100}, {"value": 100}, {"value": 50, "known": "fake"},
                             {"value": 50}]  # fmt: skip
    said = "Pay $280 with $100, $100, $50 (known fake) and $50: $20 change comes back"
    assert made["text"] == said
    assert proposal({"names": "us", "legal": [{"kind": "no_decode"}]}) is None
