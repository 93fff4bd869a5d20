"""Fit the search bot's position scores (its game's search module) to simulated games.

    uv run python benchmarks/fit_scores.py deal --games 2000 --workers 2
    uv run python benchmarks/fit_scores.py crooked-cash --players 2,4 --games 1200 --write

Plays games between greedy bots that each make a uniformly random move one time in
`--explore` (so the positions include the mistakes a search tries, and their outcomes),
records every seat's features (its search module's `WEIGHTS.features`) at a random sample
of the decisions where the search scores positions (the guide's `settled`: not mid-auction, not
before the discards) and who won, and fits a multinomial logit over seats: a seat's
strength is the sum over features of (start weight + progress x change) x feature, and its
chance to win is the softmax of the strengths, which is exactly how `evaluate.shares`
reads the table. Games with seed % 5 == 0 are held out; the script prints the held-out
log-loss (nats per position) of the uniform guess, of the scores the package holds now,
and of the new fit.
`--write` rewrites this game's `TABLE` in its search module (games/<game>/search.py).
"""

from __future__ import annotations

import argparse
import math
import random
import sys
from concurrent.futures import ProcessPoolExecutor
from functools import partial

import numpy as np
from scipy.optimize import minimize

import monopolies as mp
from monopolies.bots import SeatView, make_bot
from monopolies.bots.evaluate import shares
from monopolies.bots.guide import guide_for
from search_tables import comment, rewrite, search_module, weights_of

HOLD_OUT = 5
L2 = 1e-3

# One position: (features per seat, progress, target share per seat, package's shares).
Position = tuple[list[list[float]], float, list[float], list[float]]


def one_game(variant: str, players: int, explore: float, keep: float, seed: int) -> list[Position]:
    """The sampled positions of one greedy game (seed `seed`) with their final outcome."""
    game = mp.new_game(variant, players=players, seed=seed)
    bots = {s: make_bot("greedy", variant, seed * 10 + s) for s in range(players)}
    rng = random.Random(seed)
    features = weights_of(variant).features
    settled = guide_for(variant).settled
    # The package's own scores, for comparison, unless its table is for other features.
    current = weights_of(variant).fitted()
    seen: list[tuple[list[list[float]], float, list[float]]] = []
    while not game.over:
        seat = game.to_act
        assert seat is not None
        if rng.random() < keep and settled(game):
            rows, progress = features(game)
            seen.append((rows, progress, shares(game) if current else []))
        legal = game.legal_actions()
        if len(legal) > 1 and rng.random() < explore:
            game.act(rng.choice(legal))
        else:
            game.act(bots[seat].choose(SeatView(game, seat)))
    winners = game.result()["winners"]
    if not winners:
        return []
    target = [1.0 / len(winners) if s in winners else 0.0 for s in range(players)]
    return [(rows, progress, target, package) for rows, progress, package in seen]


def collect(args: argparse.Namespace) -> tuple[list[Position], list[Position]]:
    jobs = [
        (players, seed)
        for players in args.players
        for seed in range(args.seed, args.seed + args.games)
    ]
    train: list[Position] = []
    test: list[Position] = []
    with ProcessPoolExecutor(args.workers) as pool:
        runs = [
            pool.submit(partial(one_game, args.variant, p, args.explore, args.keep, s))
            for p, s in jobs
        ]
        for (_, seed), run in zip(jobs, runs, strict=True):
            (test if seed % HOLD_OUT == 0 else train).extend(run.result())
    return train, test


def arrays(positions: list[Position]) -> tuple[np.ndarray, ...]:
    """Features doubled by progress (start, change), padded to four seats with a mask."""
    seats = max(len(p[0]) for p in positions)
    k = len(positions[0][0][0])
    x = np.zeros((len(positions), seats, 2 * k))
    y = np.zeros((len(positions), seats))
    mask = np.zeros((len(positions), seats), dtype=bool)
    for i, (rows, progress, target, _) in enumerate(positions):
        for s, row in enumerate(rows):
            x[i, s, :k] = row
            x[i, s, k:] = [progress * f for f in row]
            y[i, s] = target[s]
            mask[i, s] = True
    return x, y, mask


def log_loss(w: np.ndarray, x: np.ndarray, y: np.ndarray, mask: np.ndarray) -> float:
    z = np.where(mask, x @ w, -np.inf)
    z = z - z.max(axis=1, keepdims=True)
    logp = z - np.log(np.exp(z).sum(axis=1, keepdims=True))
    return float(-(y * np.where(mask, logp, 0.0)).sum() / len(x))


def fit(x: np.ndarray, y: np.ndarray, mask: np.ndarray) -> np.ndarray:
    def loss_and_grad(w: np.ndarray) -> tuple[float, np.ndarray]:
        z = np.where(mask, x @ w, -np.inf)
        z = z - z.max(axis=1, keepdims=True)
        p = np.exp(z)
        p /= p.sum(axis=1, keepdims=True)
        logp = np.where(mask, np.log(np.maximum(p, 1e-300)), 0.0)
        loss = -(y * logp).sum() / len(x) + L2 * float(w @ w)
        grad = np.einsum("ns,nsk->k", p - y, x) / len(x) + 2 * L2 * w
        return loss, grad

    w0 = np.zeros(x.shape[2])
    return minimize(loss_and_grad, w0, jac=True, method="L-BFGS-B").x


def package_loss(positions: list[Position]) -> float:
    if not positions[0][3]:
        return math.nan
    total = 0.0
    for _, _, target, package in positions:
        total -= sum(t * math.log(max(p, 1e-12)) for t, p in zip(target, package, strict=True))
    return total / len(positions)


def uniform_loss(positions: list[Position]) -> float:
    return sum(math.log(len(p[2])) for p in positions) / len(positions)


def table_entry(variant: str, w: np.ndarray, note: str) -> str:
    """The game's `TABLE` as Python source, its comment saying how it was fitted."""
    names = weights_of(variant).names
    k = len(names)
    rows = "".join(
        f'    ("{name}", {w[i]:.4f}, {w[i] + w[k + i]:.4f}),\n' for i, name in enumerate(names)
    )
    return comment(note) + f"TABLE: Table = (\n{rows})\n"


def write(variant: str, entry: str) -> None:
    """Replace this game's `TABLE` in its search module, comment included."""
    rewrite(search_module(variant), "TABLE", entry)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("variant")
    ap.add_argument("--games", type=int, default=1000, help="games per player count")
    ap.add_argument("--players", type=lambda s: [int(p) for p in s.split(",")], default=[2])
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--explore", type=float, default=0.1)
    ap.add_argument("--keep", type=float, default=0.1, help="share of decisions recorded")
    ap.add_argument("--workers", type=int, default=1)
    ap.add_argument("--write", action="store_true")
    args = ap.parse_args()
    train, test = collect(args)
    x, y, mask = arrays(train)
    w = fit(x, y, mask)
    tx, ty, tmask = arrays(test)
    held_out = log_loss(w, tx, ty, tmask)
    print(f"{args.variant}: {len(train)} positions to fit, {len(test)} held out")
    print(f"held-out log-loss: uniform {uniform_loss(test):.4f}")
    print(f"held-out log-loss: package {package_loss(test):.4f}")
    print(f"held-out log-loss: new fit {held_out:.4f}")
    players = ",".join(map(str, args.players))
    note = (
        f"fit_scores.py {args.variant} --players {players} --games {args.games} --seed "
        f"{args.seed} --explore {args.explore} --keep {args.keep}: held-out log-loss "
        f"{held_out:.4f} (uniform {uniform_loss(test):.4f}) over {len(test)} positions"
    )
    entry = table_entry(args.variant, w, note)
    print(entry)
    if args.write:
        write(args.variant, entry)
    return 0


if __name__ == "__main__":
    sys.exit(main())
