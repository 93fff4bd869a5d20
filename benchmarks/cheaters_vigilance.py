"""How watchful players change Cheaters Edition: cheats tried, caught and rewarded, and who
wins, with every seat a greedy bot at vigilance 0, 0.5 and 1 (same seeds for each).

Not a test: run it by hand and record the numbers in docs/cheaters.md.

    uv run python benchmarks/cheaters_vigilance.py                  # 4 players, 200 games each
    uv run python benchmarks/cheaters_vigilance.py --games 50 --json

Per vigilance: cheats per game (every attempt is settled: caught, or revealed and
rewarded), the share caught, false accusations per game, how often the winner is the
player who got away with the most cheats, how often the winner differs from the winner of
the same seed at vigilance 0, and the reasons games ended.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter
from typing import Any

from rich.progress import track

import monopolies as mp
from monopolies.bots import make_bot, play_out

LEVELS = (0.0, 0.5, 1.0)


def play(seed: int, players: int, vigilance: float) -> dict[str, Any]:
    game = mp.new_game("cheaters", players=players, seed=seed)
    spec = f"greedy:vigilance={vigilance}"
    result = play_out(game, {s: make_bot(spec, "cheaters", seed * 10 + s) for s in range(players)})
    got_away: Counter[int] = Counter()
    caught = false = 0
    for e in game.public_events():
        if e["type"] == "cheat_revealed":
            got_away[e["seat"]] += 1
        elif e["type"] == "cheat_called":
            caught += e["guilty"]
            false += not e["guilty"]
    top = max(range(players), key=lambda s: got_away[s])
    return {
        "winners": result["winners"],
        "reason": result["reason"],
        "revealed": sum(got_away.values()),
        "caught": caught,
        "false": false,
        "top_cheater_won": got_away[top] > 0 and top in result["winners"],
    }


def summary(rows: list[dict[str, Any]], baseline: list[dict[str, Any]]) -> dict[str, Any]:
    games = len(rows)
    tried = sum(r["revealed"] + r["caught"] for r in rows)
    caught = sum(r["caught"] for r in rows)
    changed = sum(r["winners"] != b["winners"] for r, b in zip(rows, baseline, strict=True))
    return {
        "cheats_per_game": round(tried / games, 1),
        "caught_share": round(caught / tried, 3) if tried else 0.0,
        "false_calls_per_game": round(sum(r["false"] for r in rows) / games, 2),
        "top_cheater_wins": round(sum(r["top_cheater_won"] for r in rows) / games, 3),
        "winner_differs_from_vigilance_0": round(changed / games, 3),
        "endings": dict(Counter(r["reason"] for r in rows)),
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    args = parser.parse_args()
    runs: dict[float, list[dict[str, Any]]] = {}
    for vigilance in LEVELS:
        runs[vigilance] = [
            play(seed, args.players, vigilance)
            for seed in track(range(args.games), description=f"vigilance {vigilance}")
        ]
    report = {str(v): summary(rows, runs[0.0]) for v, rows in runs.items()}
    if args.json:
        print(json.dumps({"players": args.players, "games": args.games, "by_vigilance": report}))
        return 0
    for vigilance, numbers in report.items():
        print(f"vigilance {vigilance}: " + ", ".join(f"{k} {v}" for k, v in numbers.items()))
    return 0


if __name__ == "__main__":
    sys.exit(main())
