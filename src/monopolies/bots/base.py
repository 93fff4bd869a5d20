"""What a bot is and what it may see: one seat's observation and legal actions, no more."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any, Protocol

from mypy_extensions import mypyc_attr

from monopolies.engine.action import Action
from monopolies.engine.game import RECENT_EVENTS

if TYPE_CHECKING:
    from monopolies.engine.game import Game


@mypyc_attr(allow_interpreted_subclasses=True)
class SeatView:
    """A bot's window on a game: `observation` (observe(seat) but for its `legal` list) and
    the `legal` actions themselves.

    The game itself is not reachable from here by design; bots that search use
    `sample()`, which resamples hidden information from this seat's point of view.
    """

    def __init__(self, game: Game, seat: int) -> None:
        self._game = game
        self.seat = seat
        # Read on first use (a bot that needs neither pays for neither). Not
        # functools.cached_property: in Python 3.11 it takes a lock on the first read, and a
        # view lives for one decision, so every view paid for it.
        self._observation: dict[str, Any] | None = None
        self._legal: list[Action] | None = None

    @property
    def observation(self) -> dict[str, Any]:
        if self._observation is None:
            self._observation = self._game.observe(self.seat, legal=False)
        return self._observation

    @property
    def players(self) -> int:
        """How many seats the game has (everyone knows that)."""
        return self._game.players

    @property
    def legal(self) -> list[Action]:
        if self._legal is None:
            self._legal = self._game.legal_actions()
        return self._legal

    def facts(self) -> object:
        """The variant's typed digest of `observation` (see `Rules.facts`), or None. Not
        remembered: a bot reads it once per decision at most."""
        return self._game.facts(self.seat)

    def recent_events(self) -> list[dict[str, Any]]:
        """`observation["events"]` alone, for bots that read `facts()` (the events are the
        game's, not the state's, so a variant's facts cannot hold them)."""
        return self._game.events[-RECENT_EVENTS:]

    def sample(self, rng: random.Random) -> Game:
        """A full game consistent with what this seat knows (hidden cards redrawn)."""
        return self._game.resample(self.seat, rng)


class Bot(Protocol):
    """Chooses one of `view.legal`. Bots keep their own RNG; the game's RNG is not theirs."""

    name: str

    def choose(self, view: SeatView) -> Action: ...


def random_kind_first(legal: list[Action], rng: random.Random) -> Action:
    """A kind of move uniformly, then one move of that kind uniformly (rulings E-3).

    Uniform over the legal list would make a baseline's play depend on how finely a move is
    parameterised: in the card game, six `trade` variants against one `draw` make a uniform
    player trade six turns in seven, which no naive player does."""
    n = len(legal)
    if n == 1:
        return legal[0]
    draw = rng.random  # int(draw() * n) is randrange(n) at a fraction of its cost
    starts = _kind_runs(legal)
    if starts is None:
        kinds = list({a.kind: None for a in legal})
        kind = kinds[int(draw() * len(kinds))]
        of_kind = [a for a in legal if a.kind == kind]
        return of_kind[int(draw() * len(of_kind))]
    # Each kind is one run of the list: the same two draws pick within the runs directly.
    if len(starts) == 2:
        return legal[int(draw() * n)]
    run = int(draw() * (len(starts) - 1))
    low, high = starts[run], starts[run + 1]
    return legal[low + int(draw() * (high - low))]


def _kind_runs(legal: list[Action]) -> list[int] | None:
    """Where each kind's run of `legal` starts, then len(legal); None if a kind comes back
    after another. Variants list a kind's moves together, so the picker above seldom needs
    its second pass over the list (reading `kind` is most of a random bot's time)."""
    kinds = [legal[0].kind]
    starts = [0]
    last = kinds[0]
    for i in range(1, len(legal)):
        kind = legal[i].kind
        if kind != last:
            if kind in kinds:
                return None
            kinds.append(kind)
            starts.append(i)
            last = kind
    starts.append(len(legal))
    return starts


def random_uniform(legal: list[Action], rng: random.Random) -> Action:
    """Uniform over the legal list: the fuzzer's choice, and OpenSpiel's notion of random."""
    return legal[int(rng.random() * len(legal))]


class RandomBot:
    """The baseline: a random kind of move, then a random move of that kind.

    `uniform=True` picks uniformly over the legal list instead."""

    name = "random"

    def __init__(self, seed: int | None = None, uniform: bool = False) -> None:
        self.rng = random.Random(seed)
        self._pick = random_uniform if uniform else random_kind_first

    def choose(self, view: SeatView) -> Action:
        return self._pick(view.legal, self.rng)
