"""A person out of a game that goes on is told at once and may watch or leave (issue 31
item 4: Crooked Cash never told a bankrupt player so and played ~50 bot turns into one box)."""

from __future__ import annotations

import io
import random

import pytest
from rich.console import Console

import monopolies
from monopolies.bots import make_bot
from monopolies.terminal.console import console_for
from monopolies.terminal.play import Session
from monopolies.terminal.seating import make_lineup
from monopolies.words.game import words_for

VARIANT = "cheaters"


def session_after_bankruptcy(answer: str) -> tuple[Session, io.StringIO]:
    """Seat 0 (the person) bankrupt in a three-player game that goes on (seed 0, random play)."""
    game = monopolies.new_game(VARIANT, 3, seed=0)
    rng = random.Random(0)
    while game.observe(0)["players"][0]["alive"]:
        game.act(rng.choice(game.legal_actions()))
    assert not game.over
    out = io.StringIO()
    console = Console(file=out, width=100, color_system=None)
    bots = {seat: make_bot("greedy", VARIANT, seat) for seat in (1, 2)}
    lineup = make_lineup(3, "greedy", 0, False)
    session = Session(
        console, game, lineup, words_for(VARIANT), console_for(VARIANT), bots, lambda _: answer
    )
    return session, out


@pytest.mark.parametrize(("answer", "finished"), [("q", False), ("", True)])
def test_the_person_is_told_and_chooses_to_watch_or_leave(answer: str, finished: bool) -> None:
    session, out = session_after_bankruptcy(answer)
    assert session.run(delay=0) is finished
    told = out.getvalue()
    assert "You are out of the game: you went bankrupt. The others play on." in told
    assert told.count("You are out of the game") == 1
    assert session.game.over is finished
    if finished:  # watched: each move of the others was shown as it came
        assert "Game over" in told or "won" in told
