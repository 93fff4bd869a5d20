"""The search bot's strength and speed: win rate against other bots, and decisions/s.

    uv run python benchmarks/ismcts_strength.py deal --games 200            # vs random, greedy
    uv run python benchmarks/ismcts_strength.py deal --opponents greedy --games 200 --workers 2
    uv run python benchmarks/ismcts_strength.py card-game --bot ismcts:iterations=100 --games 40

Two-player games; the measured bot alternates seats game by game (game i: seed i, seat
i % 2). A shared win counts as a win, a game without a winner as not won. The interval is
the 95% Wilson score interval. decisions/s counts only the measured bot's own decisions
(each has at least two legal actions) and the CPU time spent inside its `choose`
(process time, so other work on a busy machine does not count against it). One JSON
line per opponent on stdout; a progress bar on stderr (a line per game when stderr is not
a terminal, so a background run's log shows how far it got).
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from functools import partial
from pathlib import Path

from rich.progress import Progress

import monopolies as mp
from monopolies.bots import SeatView, make_bot

sys.path.insert(0, str(Path(__file__).parent))
from strength import wilson


def one_game(variant: str, bot: str, opponent: str, seed: int) -> tuple[bool, bool, int, float]:
    """(won, drawn, decisions, seconds thinking) for the measured bot in game `seed`."""
    seat = seed % 2
    game = mp.new_game(variant, players=2, seed=seed)
    bots = {s: make_bot(bot if s == seat else opponent, variant, seed * 100 + s) for s in (0, 1)}
    decisions, thinking = 0, 0.0
    while not game.over:
        to_act = game.to_act
        assert to_act is not None
        start = time.process_time()
        action = bots[to_act].choose(SeatView(game, to_act))
        if to_act == seat:
            thinking += time.process_time() - start
            decisions += 1
        game.act(action)
    winners = game.result()["winners"]
    return seat in winners, not winners, decisions, thinking


def measure(variant: str, bot: str, opponent: str, games: int, workers: int) -> dict[str, object]:
    wins = draws = decisions = 0
    thinking = 0.0
    start = time.perf_counter()
    live = sys.stderr.isatty()
    with (
        ProcessPoolExecutor(workers) as pool,
        Progress(transient=True, redirect_stdout=False, disable=not live) as progress,
    ):
        task = progress.add_task(f"{variant}: {bot} vs {opponent}", total=games)
        runs = pool.map(partial(one_game, variant, bot, opponent), range(games))
        for played, (won, drawn, made, spent) in enumerate(runs, 1):
            wins += won
            draws += drawn
            decisions += made
            thinking += spent
            progress.advance(task)
            if not live:
                print(f"{bot} vs {opponent}: {wins} won of {played}", file=sys.stderr, flush=True)
    low, high = wilson(wins, games)
    return {
        "variant": variant,
        "bot": bot,
        "opponent": opponent,
        "players": 2,
        "games": games,
        "wins": wins,
        "draws": draws,
        "win_rate": round(wins / games, 4),
        "ci95": [round(low, 4), round(high, 4)],
        "decisions": decisions,
        "decisions_per_s": round(decisions / thinking, 1) if thinking else None,
        "seconds": round(time.perf_counter() - start, 1),
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("variant")
    parser.add_argument("--bot", default="ismcts", help="the bot measured (default: ismcts)")
    parser.add_argument("--opponents", default="random,greedy", help="comma-separated specs")
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--workers", type=int, default=1, help="processes (default: 1)")
    args = parser.parse_args()
    for opponent in args.opponents.split(","):
        result = measure(args.variant, args.bot, opponent, args.games, args.workers)
        print(json.dumps(result), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
