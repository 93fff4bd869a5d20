"""How well each seat is doing, as shares of one win, for search bots that stop early.

A search cannot play every simulated game to its end within its budget, so it stops after
a few decisions and asks who is ahead. Each game describes a position by a few numbers per
seat (its search module's features: sets, money, score, what the streets will pay) and
weighs them with a table fitted to who won simulated games (benchmarks/fit_scores.py); the
strengths become shares with a softmax, the model the weights were fitted as, so a share
is the estimated chance to win. A finished game gives its winners the whole point.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from monopolies.bots.guide import guide_for

if TYPE_CHECKING:
    from monopolies.engine.game import Game

Features = Callable[["Game"], tuple[list[list[float]], float]]
"""A game's features: (per seat, the numbers its `names` list, in that order; progress
between 0, the start, and 1, the end near). A weight moves with progress (money in hand
matters more when the end is close), so each feature has a weight at the start and one at
the end."""
Table = Sequence[tuple[str, float, float]]
"""Fitted weights: (feature, start weight, end weight), in the order of the features."""


class Weights:
    """One game's fitted table over its features, checked against their names on first use
    (so a refit of one table can run while its rows are out of step with the features)."""

    def __init__(self, names: Sequence[str], table: Table, features: Features) -> None:
        self.names = tuple(names)
        self.table = tuple(table)
        self.features = features
        self.start: list[float] = []
        self.change: list[float] = []

    def _check(self) -> None:
        names = tuple(name for name, _, _ in self.table)
        if names != self.names:
            raise ValueError(f"a score table lists {names}, not the features {self.names}")
        self.start = [start for _, start, _ in self.table]
        self.change = [end - start for _, start, end in self.table]

    def fitted(self) -> bool:
        """Whether the table is for these features (not yet refitted after a change)."""
        return tuple(name for name, _, _ in self.table) == self.names

    def strengths(self, game: Game) -> list[float]:
        if not self.start:
            self._check()
        rows, progress = self.features(game)
        weights = [s + progress * d for s, d in zip(self.start, self.change, strict=True)]
        return [sum(w * f for w, f in zip(weights, row, strict=True)) for row in rows]


def shares(game: Game) -> list[float]:
    """Each seat's share of one win: exact when the game is over, estimated before."""
    if game.over:
        winners = game.result()["winners"]
        if not winners:
            return [1.0 / game.players] * game.players
        return [1.0 / len(winners) if s in winners else 0.0 for s in range(game.players)]
    values = guide_for(game.variant).strength(game)
    top = max(values)
    odds = [math.exp(v - top) for v in values]
    total = sum(odds)
    return [o / total for o in odds]
