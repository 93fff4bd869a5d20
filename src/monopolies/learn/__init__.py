"""Learn by playing: a guided first game of any edition (docs/learn.md).

A lesson is data (`Lesson`): a rigged two-player deal and a script of steps, one for every
move of the lesson in order, the learner's and the opponent's. Each of the learner's steps
says what to do and why and names the move it expects; a different (legal) move is refused
with a gentle "Not quite: …" and the step is asked again, the game unchanged. The
opponent's steps are played by the script. After the last step the game goes on as a
normal game against the easy bot.

The guide keeps no state of its own: the step a game is at is the number of moves in its
history, so the terminal, the server (which rebuilds a game from its stored moves) and the
tests all agree on it. Each game supplies its lesson in its own package, named by the
`lesson` field of its `GameKit`; nothing here names a game.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

import monopolies
from monopolies.bots import Bot, SeatView, make_bot
from monopolies.engine.action import Action
from monopolies.engine.errors import UnknownVariant
from monopolies.engine.game import Game
from monopolies.games.registry import KITS, kit_for

LEARNER = 0
"""The learner's seat in every lesson."""
EASY = "easy"
"""The bot the learner plays once the lesson is over."""


@dataclass(frozen=True)
class Step:
    """One move of the lesson: the learner's (with words) or the opponent's (scripted)."""

    expect: Mapping[str, Any]
    """Fields the move must have, e.g. {"kind": "lay", "card": 0}; others may be anything."""
    say: str = ""
    """What to do and why, plainly (the learner's steps): shown above the moves."""
    hint: str = ""
    """Said after "Not quite: " when the learner makes another move."""
    seat: int = LEARNER


@dataclass(frozen=True)
class Lesson:
    """A guided first game: a rigged deal and the script of its first moves."""

    game: str
    rig: Mapping[str, Any]
    steps: tuple[Step, ...]
    intro: str
    """Shown before the first move: what the game is about and how the lesson goes."""
    outro: str
    """Shown once the script is over: the rules met, and that the game goes on."""
    players: int = 2
    seed: int = 1
    options: Mapping[str, Any] = field(default_factory=dict)

    def new_game(self, seed: int | None = None) -> Game:
        """The lesson's game; every card the script needs is rigged, so any `seed` (it
        shuffles the rest) gives the same lesson."""
        seed = self.seed if seed is None else seed
        return monopolies.new_game(self.game, self.players, seed, self.options, self.rig)


def lesson_for(game: str) -> Lesson:
    """The game's lesson; UnknownVariant if the game has none (yet)."""
    kit = kit_for(game)
    if kit.lesson is None:
        raise UnknownVariant(f"{game!r} has no lesson yet; lessons: {', '.join(games())}")
    lesson: Lesson = kit.part("lesson")
    return lesson


def games() -> list[str]:
    """The games that have a lesson, in the order every list of games has (the registry's:
    Deal first, as on the home page)."""
    return [name for name, kit in KITS.items() if kit.lesson is not None]


def matches(action: Action, expect: Mapping[str, Any]) -> bool:
    """Whether the action has every expected field (its kind under "kind")."""
    for key, value in expect.items():
        have = action.kind if key == "kind" else action.get(key)
        if isinstance(value, list | tuple) and isinstance(have, list | tuple):
            if list(have) != list(value):
                return False
        elif have != value:
            return False
    return True


class Guide:
    """A lesson being played on `game`: which step it is at, what to say, what to check."""

    def __init__(self, lesson: Lesson, game: Game) -> None:
        self.lesson = lesson
        self.game = game
        self.refused: str | None = None
        """The last "Not quite" said for the current step (cleared when it is done)."""

    @property
    def at(self) -> int:
        return len(self.game.history)

    @property
    def over(self) -> bool:
        """The script is played (or left: a bot standing in for the learner made another
        move): the game goes on as a normal game."""
        return self.at >= len(self.lesson.steps) or self.game.over or not self.on_script()

    def on_script(self) -> bool:
        """Whether every move so far is its step's."""
        steps = self.lesson.steps
        return all(
            matches(action, steps[k].expect)
            for k, action in enumerate(self.game.history[: len(steps)])
        )

    def step(self) -> Step | None:
        return None if self.over else self.lesson.steps[self.at]

    def words(self) -> str | None:
        """What the learner is told at their decision now: the step's words (after the
        last "Not quite"), or the outro once the script is over."""
        step = self.step()
        if step is None:
            return self.lesson.outro
        if step.seat != self.game.to_act:
            return None
        if self.refused is not None:
            return f"{self.refused}\n\n{step.say}"
        return step.say

    def number(self) -> tuple[int, int]:
        """The learner's step now (from 1) and how many learner steps the lesson has."""
        mine = [k for k, s in enumerate(self.lesson.steps) if s.seat == LEARNER]
        done = sum(1 for k in mine if k < self.at)
        return min(done + 1, len(mine)), len(mine)

    def check(self, action: Action) -> str | None:
        """None if the learner's move is the step's (play it); else the words that refuse
        it, and the step is asked again (the caller must not play it)."""
        step = self.step()
        if step is None or step.seat != self.game.to_act or matches(action, step.expect):
            self.refused = None
            return None
        self.refused = f"Not quite: {step.hint}" if step.hint else "Not quite: try again."
        return self.refused

    def expected(self) -> Action | None:
        """The legal move the step names (the opponent's scripted move, or the learner's
        move for a test or a "show me")."""
        step = self.step()
        if step is None or step.seat != self.game.to_act:
            return None
        return next((a for a in self.game.legal_actions() if matches(a, step.expect)), None)

    def opponent(self) -> Action | None:
        """The opponent's scripted move now, if the script has one."""
        step = self.step()
        if step is None or step.seat == LEARNER:
            return None
        return self.expected()


def easy_bots(lesson: Lesson, game: Game) -> dict[int, Bot]:
    """The easy bot for every seat but the learner's, for after the script."""
    return {
        seat: make_bot(EASY, lesson.game, game.seed * 1000 + seat)
        for seat in range(lesson.players)
        if seat != LEARNER
    }


def play_others(guide: Guide, bots: Mapping[int, Bot]) -> list[Action]:
    """Play every move that is not the learner's until the learner must act or the game
    ends: the script's while it lasts, the easy bot's after. The moves played, in order."""
    game, played = guide.game, []
    while not game.over and game.to_act != LEARNER:
        seat = game.to_act
        assert seat is not None
        scripted = guide.opponent()
        if scripted is None and not guide.over:
            raise RuntimeError(f"the lesson's step {guide.at} is not seat {seat}'s move")
        action = scripted or bots[seat].choose(SeatView(game, seat))
        game.act(action)
        played.append(action)
    return played
