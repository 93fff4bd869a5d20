"""A simulation job and how its games are laid out: seeds, seats and batches.

Every game of a job is fixed by (job, game index) alone, so a game plays the same whichever
worker, backend or batch runs it. Seeds come from a stable hash (BLAKE2b), never Python's
`hash()`, which changes from one process to the next.
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

import monopolies
from monopolies.bots import DIFFICULTIES, make_bot
from monopolies.engine.errors import BadOptions

Json = dict[str, Any]
SEED_BITS = 63


@dataclass(frozen=True)
class Job:
    """What to simulate: `games` games of `variant`, `bots[i]` starting in seat i in game 0.

    Seats rotate game by game (game g seats bot `(s + g) % players` in seat s), so over a
    multiple of `players` games each bot sits in each seat equally often.
    """

    variant: str
    players: int
    bots: tuple[str, ...]
    games: int
    seed: int = 0
    options: Json = field(default_factory=dict)

    def to_json(self) -> Json:
        return {
            "variant": self.variant,
            "players": self.players,
            "bots": list(self.bots),
            "games": self.games,
            "seed": self.seed,
            "options": self.options,
        }

    @classmethod
    def from_json(cls, data: Json) -> Job:
        return cls(
            variant=data["variant"],
            players=data["players"],
            bots=tuple(data["bots"]),
            games=data["games"],
            seed=data["seed"],
            options=dict(data["options"]),
        )


def make_job(
    variant: str,
    players: int | None,
    specs: list[str],
    games: int,
    seed: int,
    options: Json,
) -> Job:
    """A checked job: one spec serves every seat; difficulty names become their bot specs.

    Raises BadOptions (or UnknownVariant) for anything the games or bots would refuse, so
    a bad request fails before any worker starts.
    """
    specs = [DIFFICULTIES.get(s, s) for s in specs]
    if players is None:
        players = len(specs) if len(specs) > 1 else 2
    if len(specs) == 1:
        specs = specs * players
    if len(specs) != players:
        raise BadOptions(
            f"--bots lists {len(specs)} bots for {players} players; give one spec for every "
            "seat, or one spec for all"
        )
    if games < 1:
        raise BadOptions(f"--games must be at least 1, not {games}")
    job = Job(variant, players, tuple(specs), games, seed, options)
    monopolies.new_game(variant, players=players, seed=0, options=options)
    for spec in dict.fromkeys(specs):
        make_bot(spec, variant, 0)
    return job


def derive(*parts: int | str) -> int:
    """A 63-bit seed from its parts, the same in every process and on every machine."""
    digest = hashlib.blake2b(":".join(map(str, parts)).encode(), digest_size=8).digest()
    return int.from_bytes(digest, "big") >> (64 - SEED_BITS)


def game_seed(job: Job, index: int) -> int:
    return derive("game", job.seed, index)


def bot_seed(job: Job, index: int, seat: int) -> int:
    return derive("bot", job.seed, index, seat)


def seating(job: Job, index: int) -> tuple[str, ...]:
    """The bot spec in each seat of game `index`."""
    n = job.players
    return tuple(job.bots[(seat + index) % n] for seat in range(n))


def batches(indices: Iterable[int], size: int) -> list[list[int]]:
    """`indices` in runs of at most `size`, in order."""
    ordered = sorted(indices)
    return [ordered[i : i + size] for i in range(0, len(ordered), size)]


def batch_size(games: int, workers: int) -> int:
    """Enough batches per worker (about 16) to balance load and show progress, but at most
    100 games each so a lost batch is small, and at least 1."""
    return max(1, min(100, games // (16 * max(1, workers))))
