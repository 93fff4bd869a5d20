"""How games end and how long they run: result reasons and turn-count percentiles.

    uv run python benchmarks/endings.py crooked-cash --players 4 --bots greedy --games 1000
    uv run python benchmarks/endings.py deal --players 2 --bots random

Every seat is played by the same bot spec; game i uses seed i.
"""

from __future__ import annotations

import argparse
import collections
import json
import statistics
import sys

import monopolies as mp
from monopolies.bots import make_bot, play_out


def percentile(values: list[int], q: float) -> int:
    ordered = sorted(values)
    return ordered[round(q * (len(ordered) - 1))]


def measure(variant: str, players: int, bots: str, games: int) -> dict[str, object]:
    reasons: collections.Counter[str] = collections.Counter()
    turns = []
    for seed in range(games):
        game = mp.new_game(variant, players=players, seed=seed)
        seats = {s: make_bot(bots, variant, seed * 100 + s) for s in range(players)}
        reasons[play_out(game, seats)["reason"]] += 1
        turns.append(game.observe(0)["turn"])
    return {
        "variant": variant,
        "players": players,
        "bots": bots,
        "games": games,
        "reasons": dict(reasons.most_common()),
        "turns": {
            "min": min(turns),
            "p10": percentile(turns, 0.1),
            "median": statistics.median(turns),
            "p90": percentile(turns, 0.9),
            "max": max(turns),
        },
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("variant")
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--bots", default="greedy", help="bot spec for every seat")
    parser.add_argument("--games", type=int, default=1000)
    args = parser.parse_args()
    print(json.dumps(measure(args.variant, args.players, args.bots, args.games)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
