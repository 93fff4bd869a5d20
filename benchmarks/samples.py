"""How fast each game's `resample` builds a world for a search (issue 29).

    uv run python benchmarks/samples.py [--samples 2000]

A three-player position after 150 random moves (seed 4), then `--samples` calls of
`game.resample(seat, Random(i))` for each game, seats in turn; wall clock, so compare A/B
runs on this machine only.
"""

from __future__ import annotations

import argparse
import random
import time

import monopolies as mp


def samples_per_second(variant: str, samples: int) -> float:
    game = mp.new_game(variant, players=3, seed=4)
    rng = random.Random(1)
    for _ in range(150):
        if game.over:
            break
        game.act(rng.choice(game.legal_actions()))
    start = time.perf_counter()
    for i in range(samples):
        game.resample(i % game.players, random.Random(i))
    return samples / (time.perf_counter() - start)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--samples", type=int, default=2000)
    args = parser.parse_args()
    for variant in mp.VARIANTS:
        print(f"{variant}: {samples_per_second(variant, args.samples):,.0f} samples/s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
