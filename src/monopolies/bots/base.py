"""What a bot is and what it may see: one seat's observation and legal actions, no more."""

from __future__ import annotations

import random
from functools import cached_property
from typing import TYPE_CHECKING, Any, Protocol

from monopolies.engine.action import Action

if TYPE_CHECKING:
    from monopolies.engine.game import Game


class SeatView:
    """A bot's window on a game: `observation` (observe(seat)) and `legal` actions.

    The game itself is not reachable from here by design; bots that search use
    `sample()`, which resamples hidden information from this seat's point of view.
    """

    def __init__(self, game: Game, seat: int) -> None:
        self._game = game
        self.seat = seat

    @cached_property
    def observation(self) -> dict[str, Any]:
        return self._game.observe(self.seat)

    @cached_property
    def legal(self) -> list[Action]:
        return self._game.legal_actions()

    def sample(self, rng: random.Random) -> Game:
        """A full game consistent with what this seat knows (hidden cards redrawn)."""
        return self._game.resample(self.seat, rng)


class Bot(Protocol):
    """Chooses one of `view.legal`. Bots keep their own RNG; the game's RNG is not theirs."""

    name: str

    def choose(self, view: SeatView) -> Action: ...


class RandomBot:
    """Uniformly random among the legal actions: a baseline and a fuzzer."""

    name = "random"

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)

    def choose(self, view: SeatView) -> Action:
        legal = view.legal
        return legal[self.rng.randrange(len(legal))]
