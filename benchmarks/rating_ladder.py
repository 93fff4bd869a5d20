"""Measure the bot ladder: the four levels play each other and OpenSkill rates them.

    uv run --extra server python benchmarks/rating_ladder.py --games 8 --workers 2 [EDITION...]

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
    parser.add_argument(
        "editions", nargs="*", default=list(monopolies.VARIANTS), help="default: every edition"
    )
    parser.add_argument("--games", type=int, default=8)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()
    data = json.loads(OUT.read_text()) if OUT.exists() else {}
    data |= {"made_by": "benchmarks/rating_ladder.py", "players": len(DIFFICULTIES)}
    for variant in args.editions:
        begun = time.perf_counter()
        data.setdefault("games", {})[variant] = ladder(variant, args.games, args.workers, args.seed)
        data.setdefault("seconds", {})[variant] = round(time.perf_counter() - begun)
        data.setdefault("seeds", {})[variant] = args.seed
        # Written after each edition, keeping the others: a long run stopped midway keeps
        # what it measured.
        OUT.write_text(json.dumps(data, indent=1) + "\n")
        print(variant, f"{data['seconds'][variant]} s", json.dumps(data["games"][variant]))
    print("wrote", OUT)


if __name__ == "__main__":
    main()
