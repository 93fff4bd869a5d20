"""Random games of every edition, seen decision by decision, for the terminal's tests.

Random players reach the corners of the menus and the event types that careful bots avoid
(a Forced Deal on five players, a cheat called on the wrong seat); every game is seeded.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

import monopolies
from monopolies.engine.game import Game

Json = dict[str, Any]

EDITIONS = ("deal", "card-game", "crooked-cash", "cheaters")
PLAYERS = {"deal": (2, 5), "card-game": (3, 4), "crooked-cash": (2, 5), "cheaters": (2, 5)}
OPTIONS: dict[str, list[Json]] = {
    "deal": [{}, {"names": "uk"}],
    "card-game": [{}],
    "crooked-cash": [{}, {"names": "uk"}],
    "cheaters": [{}, {"names": "us"}],
}


def games(variant: str, seeds: int = 2, steps: int = 1500) -> Iterator[Game]:
    """Finished (or `steps`-long) random games of `variant`, every player count and naming."""
    for players in PLAYERS[variant]:
        for options in OPTIONS[variant]:
            for seed in range(seeds):
                game = monopolies.new_game(variant, players, seed, dict(options))
                play(game, random.Random(seed), steps)
                yield game


def play(game: Game, rng: random.Random, steps: int) -> None:
    for _ in range(steps):
        if game.over:
            return
        game.act(rng.choice(game.legal_actions()))


def decisions(variant: str, seeds: int = 2, steps: int = 1500) -> Iterator[tuple[Game, Json]]:
    """Each decision of random games as (game before the move, the seat's observation)."""
    for players in PLAYERS[variant]:
        for options in OPTIONS[variant]:
            for seed in range(seeds):
                game = monopolies.new_game(variant, players, seed, dict(options))
                rng = random.Random(seed)
                for _ in range(steps):
                    if game.over:
                        break
                    seat = game.to_act
                    assert seat is not None
                    yield game, game.observe(seat)
                    game.act(rng.choice(game.legal_actions()))
