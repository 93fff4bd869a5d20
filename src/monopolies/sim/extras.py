"""What simulate measures of a game beyond who won: each game's `Extras`, named in its kit.

A measurement reads only what every seat saw: the public events and the public parts of
the final table. Each returns counts for one game named `"what: detail"`; the summary
reports their mean per game, and each `Ratio` divides two totals over all games (a ratio
of sums, not a mean of per-game ratios, so games where nothing was bought weigh nothing).
Each game names its `Extras` in its kit (`sim_extras`, usually its `measures` module); an
unknown game has none.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from monopolies.games.registry import KITS

if TYPE_CHECKING:
    from monopolies.engine.game import Game

Counts = dict[str, float]


@dataclass(frozen=True)
class Ratio:
    """`name: X` = total of `numerator: X` / total of `denominator: X`, for every X."""

    name: str
    numerator: str
    denominator: str


@dataclass(frozen=True)
class Extras:
    measure: Callable[[Game], Counts]
    ratios: tuple[Ratio, ...] = ()


NONE = Extras(lambda game: {})
"""For a game that measures nothing beyond who won."""


def extras_for(variant: str) -> Extras:
    """The game's extras (from its kit), or none for a game that is not registered."""
    kit = KITS.get(variant)
    extras: Extras = kit.part("sim_extras") if kit else NONE
    return extras


def measure(game: Game) -> Counts:
    return extras_for(game.variant).measure(game)


def ratios(variant: str) -> tuple[Ratio, ...]:
    return extras_for(variant).ratios
