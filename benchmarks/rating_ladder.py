"""Measure the bot ladder: the four levels play each other and OpenSkill rates them.

    uv run --extra server python benchmarks/rating_ladder.py --games 8 --workers 2

For every edition, `--games` four-player games seat easy, medium, hard and expert (seats
rotate, so each level sits in each seat equally often over a multiple of four games); the
games are rated in order with Plackett-Luce from fresh ratings, and the result is written
to `src/monopolies/ratings/ladder.json`, which the server reads to place bot seats on the
people's scale (docs/bots.md, "The ladder"). Hard and expert think for 0.2-1 s a move, so
a game takes tens of seconds: the game counts are small and the intervals wide, and the
file says how many games each rung rests on.
"""

from __future__ import annotations

import argparse
import json
import time
from pathlib import Path

import monopolies
from monopolies.bots import DIFFICULTIES
from monopolies.ratings import fresh, rank_places, rate
from monopolies.sim.driver import run_job
from monopolies.sim.plan import Job

OUT = Path(__file__).resolve().parent.parent / "src/monopolies/ratings/ladder.json"


def ladder(variant: str, games: int, workers: int, seed: int) -> dict[str, dict[str, float]]:
    levels = tuple(DIFFICULTIES)
    job = Job(variant=variant, players=len(levels), bots=levels, games=games, seed=seed)
    outcome = run_job(job, workers=workers, batch=1)
    ratings = {level: fresh() for level in levels}
    for record in outcome.records:
        seated = [levels[(s + record["index"]) % len(levels)] for s in range(len(levels))]
        after = rate([ratings[level] for level in seated], rank_places(record))
        ratings.update(zip(seated, after, strict=True))
    return {level: r.to_json() for level, r in ratings.items()}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=8)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()
    started = time.perf_counter()
    table = {}
    for variant in monopolies.VARIANTS:
        begun = time.perf_counter()
        table[variant] = ladder(variant, args.games, args.workers, args.seed)
        print(
            variant, f"{time.perf_counter() - begun:.0f} s", json.dumps(table[variant]), flush=True
        )
    data = {
        "made_by": "benchmarks/rating_ladder.py",
        "games_per_edition": args.games,
        "players": len(DIFFICULTIES),
        "seed": args.seed,
        "seconds": round(time.perf_counter() - started),
        "games": table,
    }
    OUT.write_text(json.dumps(data, indent=1) + "\n")
    print("wrote", OUT)


if __name__ == "__main__":
    main()
