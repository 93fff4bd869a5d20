"""Win rate of one bot against another, with a 95% Wilson confidence interval.

    uv run python benchmarks/strength.py deal greedy random --games 1000
    uv run python benchmarks/strength.py deal greedy random --players 3 --games 500

Seats rotate game by game so the measured bot sits in every seat equally; the other seats
are all played by the opponent spec. Draws (no winner) count as not won. A shared win
counts as a win. Deterministic: game i uses seed i.
"""

from __future__ import annotations

import argparse
import json
import math
import sys
import time

import monopolies as mp
from monopolies.bots import make_bot, play_out

Z95 = 1.959963984540054


def wilson(wins: int, n: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval for a binomial proportion."""
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return centre - half, centre + half


def measure(variant: str, bot: str, opponent: str, players: int, games: int) -> dict[str, object]:
    wins = draws = 0
    start = time.perf_counter()
    for seed in range(games):
        seat = seed % players
        game = mp.new_game(variant, players=players, seed=seed)
        bots = {
            s: make_bot(bot if s == seat else opponent, variant, seed * 100 + s)
            for s in range(players)
        }
        winners = play_out(game, bots)["winners"]
        wins += seat in winners
        draws += not winners
    low, high = wilson(wins, games)
    return {
        "variant": variant,
        "bot": bot,
        "opponent": opponent,
        "players": players,
        "games": games,
        "wins": wins,
        "draws": draws,
        "win_rate": round(wins / games, 4),
        "ci95": [round(low, 4), round(high, 4)],
        "seconds": round(time.perf_counter() - start, 1),
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("variant")
    parser.add_argument("bot", help="the bot measured, e.g. greedy")
    parser.add_argument("opponent", help="the bot in every other seat, e.g. random")
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--games", type=int, default=1000)
    args = parser.parse_args()
    print(json.dumps(measure(args.variant, args.bot, args.opponent, args.players, args.games)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
