"""What a search bot needs of a game beyond its rules, in one place per game.

A game names its `SearchGuide` in its kit (`search`, monopolies.games.registry), usually in
its `search` module: how strong each seat is in a position (its fitted scores), when a
position can be scored at all, which decisions its samples can judge, which of a
decision's legal moves are worth weighing, and the options its greedy player follows
when a search leans on it. Every field has a plain default, so a new game searches
before it has any of them.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Protocol

from monopolies.games.registry import KITS

if TYPE_CHECKING:
    import random

    from monopolies.bots.base import SeatView
    from monopolies.engine.action import Action
    from monopolies.engine.game import Game


def level(game: Game) -> list[float]:
    """Every seat level: a game with no scores is judged only at its end."""
    return [0.0] * game.players


def anywhere(game: Game) -> bool:
    """Every position can be judged."""
    return True


def always(view: SeatView) -> bool:
    """Every decision can be judged from samples of the seat's view."""
    return True


def every_decision(view: SeatView, played: Action) -> bool:
    """A review grades every decision."""
    return True


def all_sensible(view: SeatView, moves: list[Action]) -> list[Action]:
    """Every move a search weighs is one a bot may make."""
    return moves


def every_move(legal: list[Action]) -> list[Action]:
    """A search weighs every legal move."""
    return legal


class Belief(Protocol):
    """What one seat's search believes of the hidden cards, read from the play so far."""

    def worlds(self, view: SeatView, rng: random.Random) -> Callable[[random.Random], Game]: ...


Policies = Sequence[tuple[int, dict[str, Any]]]
"""(least players, greedy options), in rising order of players."""


@dataclass(frozen=True)
class SearchGuide:
    """One game's guide for search bots.

    `strength(game)`: who is ahead, per seat, for a search that stops early (`evaluate`
    turns it into shares of one win); `settled(game)`: whether `strength` can judge this
    position, or the search must first play on with the greedy policy (an auction half
    done: the street is nobody's yet); `searchable(view)`: whether a search's samples can
    judge this decision at all, or the bot decides as its policy does (a "Cheat!" call: the
    samples hold no other player's cheats); `moves(legal)`: the legal moves a search
    weighs (the board games' bids: the quick raises, as their bots bid); `policies`: the
    greedy options a search follows, by the least number of players they are for
    (fitted by benchmarks/tune_policy.py); `sensible(view, moves)`: the moves a bot may
    make at its own decision, where a move that only looks busy (a wild flipped back and
    forth) is left out although the search weighs it: people watch bots play;
    `reviewable(view, played)`: whether a review grades this decision, or it is a step of
    an intention graded at another (the cards added to a trade being built, graded when
    it is offered; a payment's later notes, graded at its first); `belief()`: a new
    reader of the other players' play for one seat's search, kept across its decisions,
    whose `worlds(view, rng)` says how to draw each world at one decision (None: fresh
    samples, each as likely as the next; the card game's hands, `card_game.belief`).
    """

    strength: Callable[[Game], list[float]] = level
    settled: Callable[[Game], bool] = anywhere
    searchable: Callable[[SeatView], bool] = always
    moves: Callable[[list[Action]], list[Action]] = every_move
    policies: Policies = ()
    sensible: Callable[[SeatView, list[Action]], list[Action]] = all_sensible
    reviewable: Callable[[SeatView, Action], bool] = every_decision
    belief: Callable[[], Belief] | None = None

    def policy_options(self, players: int) -> dict[str, Any]:
        """The greedy options a search follows with `players` seats ({}: the medium
        player's own)."""
        found: dict[str, Any] = {}
        for least, options in self.policies:
            if players >= least:
                found = options
        return dict(found)


PLAIN = SearchGuide()
"""For a game with no guide of its own."""


def guide_for(variant: str) -> SearchGuide:
    """The game's guide (from its kit), or the plain one for a game nobody registered."""
    kit = KITS.get(variant)
    guide: SearchGuide = kit.part("search") if kit is not None else PLAIN
    return guide
