"""How games end and how long they run: result reasons and turn-count percentiles.

    uv run python benchmarks/endings.py crooked-cash --players 4 --bots greedy --games 1000
    uv run python benchmarks/endings.py deal --players 2 --bots random

Every seat is played by the same bot spec. A thin front on `monopolies.sim` (the same job
as `monopolies simulate VARIANT --bots SPEC --seed 0`), using every core unless --workers
says otherwise.
"""

from __future__ import annotations

import argparse
import json
import sys

from monopolies.sim import Job, run_job, summarize


def measure(
    variant: str, players: int, bots: str, games: int, workers: int | None = None
) -> dict[str, object]:
    job = Job(variant, players, (bots,) * players, games, seed=0)
    summary = summarize(job, run_job(job, workers=workers).records)
    turns = summary["length"]["turns"]
    return {
        "variant": variant,
        "players": players,
        "bots": bots,
        "games": games,
        "reasons": summary["reasons"],
        "turns": {k: turns[k] for k in ("min", "p10", "median", "p90", "max")},
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("variant")
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--bots", default="greedy", help="bot spec for every seat")
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--workers", type=int, default=None, help="default: every core")
    args = parser.parse_args()
    print(json.dumps(measure(args.variant, args.players, args.bots, args.games, args.workers)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
