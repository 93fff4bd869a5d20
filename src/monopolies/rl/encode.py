"""Fixed-size observation vectors: what one seat may know, as floats in [0, 1].

Every adapter (PettingZoo, Gymnasium, OpenSpiel) encodes `game.observe(seat)` with
`Encoder(variant, players)`, using the encoding the game's kit names as its `encoder`
(each game's `encode` module documents its blocks); nothing else of the game is read, so
the vectors carry exactly what the seat may know. The length depends only on the game and
the number of players (`Encoder.size`). Seats are *relative*: block 0 is always the
observing seat, block 1 the next seat to its left, and so on. Counts are divided by a
typical maximum and clipped to 1. Pure Python (a list of floats); the adapters turn it
into float32 arrays.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import monopolies as mp
from monopolies.games.registry import KITS

Obs = dict[str, Any]
Encoding = Callable[[Obs], list[float]]
"""One seat's observation -> its vector, for one number of players (what the `encoder` a
game's kit names makes: `(players) -> Encoding`)."""


class Features:
    """A growing vector of floats in [0, 1]."""

    def __init__(self) -> None:
        self.values: list[float] = []

    def add(self, value: float) -> None:
        self.values.append(min(max(float(value), 0.0), 1.0))

    def one_hot(self, index: int | None, size: int) -> None:
        block = [0.0] * size
        if index is not None and 0 <= index < size:
            block[index] = 1.0
        self.values += block

    def card_planes(self, cards: int, planes: Sequence[Sequence[int]]) -> None:
        """For each card id, one flag per plane (card-major: card 0's flags come first)."""
        block = [0.0] * (cards * len(planes))
        width = len(planes)
        for k, ids in enumerate(planes):
            for card in ids:
                block[card * width + k] = 1.0
        self.values += block


def relative(obs: Obs, players: int) -> list[int]:
    """Seats in the observing seat's order: itself first, then leftwards."""
    me = int(obs["seat"])
    return [(me + r) % players for r in range(players)]


def rel(obs: Obs, seat: int | None, players: int) -> int | None:
    return None if seat is None else (seat - int(obs["seat"])) % players


class Encoder:
    """`encode(obs)` for one game and player count; `size` is the vector's length."""

    def __init__(self, variant: str, players: int) -> None:
        kit = KITS.get(variant)
        if kit is None:
            raise mp.UnknownVariant(f"no observation encoding for {variant!r} yet")
        encoder: Callable[[int], Encoding] = kit.part("encoder")
        self.encode = encoder(players)
        self.variant = variant
        self.players = players
        probe = mp.new_game(variant, players=players, seed=0)
        self.size = len(self.encode(probe.observe(0)))
