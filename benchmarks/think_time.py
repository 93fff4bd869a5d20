"""CPU seconds a bot spends per decision in each game (the think times bots.THINKING quotes).

    uv run python benchmarks/think_time.py ismcts 60
    .venv-compiled/bin/python benchmarks/think_time.py ismcts:iterations=2000 15
    .venv-compiled/bin/python benchmarks/think_time.py hard 1000 card-game

Two-player games against greedy, seeds 0, 1, ... until the bot has made N decisions with
at least two legal moves; process time, so other work on the machine does not count.
"""

from __future__ import annotations

import statistics
import sys
import time

import monopolies as mp
from monopolies.bots import SeatView, make_bot

GAMES = ("deal", "card-game", "crooked-cash", "cheaters")
BAR = 0.5  # seconds a hard decision may take (issue 19)


def think_times(variant: str, spec: str, decisions: int) -> list[float]:
    """Seconds per real decision (two or more legal moves) of `spec` in seat 0."""
    times: list[float] = []
    seed = 0
    while len(times) < decisions:
        game = mp.new_game(variant, players=2, seed=seed)
        bots = {0: make_bot(spec, variant, seed), 1: make_bot("greedy", variant, seed)}
        while not game.over and len(times) < decisions:
            seat = game.to_act
            assert seat is not None
            view = SeatView(game, seat)
            start = time.process_time()
            action = bots[seat].choose(view)
            if seat == 0 and len(view.legal) > 1:
                times.append(time.process_time() - start)
            game.act(action)
        seed += 1
    return sorted(times)


def main() -> int:
    spec, decisions = sys.argv[1], int(sys.argv[2])
    for variant in sys.argv[3:] or GAMES:
        times = think_times(variant, spec, decisions)
        mean, median = statistics.mean(times), times[len(times) // 2]
        p90, p99 = times[int(len(times) * 0.9)], times[int(len(times) * 0.99)]
        slow = sum(t > BAR for t in times)
        print(
            f"{variant} {spec}: mean {mean:.3f} median {median:.3f} p90 {p90:.3f} "
            f"p99 {p99:.3f} max {times[-1]:.3f}; over {BAR} s: {slow} of {len(times)}"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
