"""Win rate of one bot against another, with a 95% Wilson confidence interval.

    uv run python benchmarks/strength.py deal greedy random --games 1000
    uv run python benchmarks/strength.py deal greedy random --players 3 --games 500

Seats rotate game by game so the measured bot sits in every seat equally; the other seats
are all played by the opponent spec. Draws (no winner) count as not won. A shared win
counts as a win. Deterministic: a thin front on `monopolies.sim` (`monopolies simulate`
with the same seed gives the same games), using every core unless --workers says otherwise.
"""

from __future__ import annotations

import argparse
import json
import sys
import time

from monopolies.sim import Job, run_job, summarize, wilson

__all__ = ["measure", "wilson"]  # wilson: benchmarks/ismcts_strength.py imports it from here


def measure(
    variant: str, bot: str, opponent: str, players: int, games: int, workers: int | None = None
) -> dict[str, object]:
    job = Job(variant, players, (bot,) + (opponent,) * (players - 1), games, seed=0)
    start = time.perf_counter()
    summary = summarize(job, run_job(job, workers=workers).records)
    measured = summary["bots"][0]
    return {
        "variant": variant,
        "bot": bot,
        "opponent": opponent,
        "players": players,
        "games": games,
        "wins": measured["wins"],
        "draws": summary["draws"],
        "win_rate": measured["win_rate"],
        "ci95": measured["ci95"],
        "seconds": round(time.perf_counter() - start, 1),
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("variant")
    parser.add_argument("bot", help="the bot measured, e.g. greedy")
    parser.add_argument("opponent", help="the bot in every other seat, e.g. random")
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--workers", type=int, default=None, help="default: every core")
    args = parser.parse_args()
    result = measure(args.variant, args.bot, args.opponent, args.players, args.games, args.workers)
    print(json.dumps(result))
    return 0


if __name__ == "__main__":
    sys.exit(main())
