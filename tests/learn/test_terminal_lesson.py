"""`monopolies learn GAME` at the terminal: a lesson played to its end with scripted input
that picks each step's move by its menu line (and one wrong move first)."""

from __future__ import annotations

import io
import re

import pytest
from rich.console import Console

from cli_helpers import run
from monopolies.learn import games, lesson_for
from monopolies.terminal import lesson

# For each of the learner's steps, the menu lines to choose, submenus included.
PICKS = {
    "deal": [
        ["Bank a card", "2M"],
        ["Lay Mediterranean Ave"],
        ["Lay Baltic Ave"],
        ["Just Say No"],
        ["Accept"],
        ["Pay 2M"],
        ["Charge rent on brown"],
        ["Debt Collector"],
        ["Lay Oriental Ave"],
    ],
    "card-game": [
        ["Draw a card"],
        ["Virginia Avenue"],
        ["Trade with dummy pile 1", "give Virginia Avenue, take Connecticut Avenue"],
        ["Discard Pacific Avenue and go out"],
    ],
    "crooked-cash": [
        ["Roll the dice"],
        ["Buy Oriental Avenue"],
        ["$100 note"],
        ["Ask for $50 rent"],
        ["Decode one of"],
        ["Don't decode"],
    ],
    "cheaters": [
        ["Cheat (Bank Heist)"],
        ["Roll the dice"],
        ["Buy The Angel Islington"],
        ["Don't call Cheat!"],
        ["Ask for M50 rent"],
        ["Call Cheat! on Ben", "Free Stay"],
    ],
}
# A wrong (legal) move for the first step, by its menu lines.
WRONG = {
    "deal": ["Lay Mediterranean Ave"],
    "card-game": ["Trade with Ben", "give"],
    "crooked-cash": ["Propose a trade"],
    "cheaters": ["Roll the dice"],
}
ITEM = re.compile(r"^\s*(\d+) (.*)$")


def play_lesson(game: str, answers: list[str] | None = None) -> str:
    """The output of the game's lesson in plain lines: a wrong move first, then each
    step's menu lines, then q (each answer given is appended to `answers`)."""
    console = Console(file=io.StringIO(), width=80, color_system=None)
    out: io.StringIO = console.file  # type: ignore[assignment]
    wanted = WRONG[game] + [line for step in PICKS[game] for line in step]
    seen = 0

    def read(prompt: str) -> str:
        nonlocal seen
        screen = out.getvalue()[seen:]
        seen = len(out.getvalue())
        if not wanted:
            number = "q"
        else:
            lines = [m.groups() for m in map(ITEM.match, screen.splitlines()) if m]
            want = wanted.pop(0)
            number = next(n for n, text in reversed(lines) if text.startswith(want))
        if answers is not None:
            answers.append(number)
        return number

    lesson.lesson(console, game, read, plain=True)
    return out.getvalue()


@pytest.mark.parametrize("game", sorted(PICKS))
def test_terminal_lesson_to_its_end(game: str) -> None:
    taught = lesson_for(game)
    out = play_lesson(game)
    text = " ".join(out.split())
    assert "Not quite: " in text  # the wrong first move was refused...
    first = next(s for s in taught.steps if s.say)
    assert text.count(" ".join(first.say.split())) == 2  # ...and the step asked again
    for step in taught.steps:
        assert " ".join(step.say.split()) in text
    steps = len([s for s in taught.steps if s.say])
    assert f"Lesson {steps}/{steps}:" in text
    assert "Lesson over: " + " ".join(taught.outro.split()) in text
    assert "Take the lesson again any time" in text  # q after the lesson, mid-game


@pytest.mark.parametrize("game", sorted(PICKS))
def test_monopolies_learn_command_with_scripted_input(game: str) -> None:
    """`monopolies learn GAME` itself, its input typed in advance (the answers a lesson
    played through `lesson.lesson` gave: the lesson deals the same game every time)."""
    answers: list[str] = []
    play_lesson(game, answers)
    code, out = run("learn", game, input="\n".join(answers) + "\n")
    text = " ".join(out.split())
    assert code == 0
    assert "Not quite: " in text
    assert "Lesson over: " + " ".join(lesson_for(game).outro.split()) in text


def test_learn_command_help_and_a_game_without_lesson() -> None:
    code, out = run("learn", "--help")
    assert code == 0 and "monopolies learn deal" in out
    code, out = run("learn", "no-such-game")
    assert code == 2 and "unknown game" in out


def test_every_lesson_is_played_here() -> None:
    assert set(PICKS) == set(WRONG) == set(games())
