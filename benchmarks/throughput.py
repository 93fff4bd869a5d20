"""Engine throughput on one core: full random games, decisions, clone() and legal_actions().

Not a test: run it by hand and record the numbers in benchmarks/README.md.

    uv run python benchmarks/throughput.py                 # Deal, 2 players, 2000 games
    uv run python benchmarks/throughput.py --games 500 --players 4
    uv run python benchmarks/throughput.py --profile       # pyinstrument profile of the games
    uv run python benchmarks/throughput.py --bots greedy   # every seat a greedy bot
    uv run python benchmarks/throughput.py --bots random:uniform=1

Random seats choose exactly as `monopolies.bots.RandomBot` does (a kind of move, then a
move of that kind; `random:uniform=1`: uniform over the legal list), with their own seeded
RNG but without a bot object in the loop; every rule is on (Sly Deal, Forced Deal, Just Say
No chains, payments card by card, rearranging).
"""

from __future__ import annotations

import argparse
import json
import platform
import random
import statistics
import sys
import time
from collections.abc import Callable

import monopolies as mp
from monopolies.bots import SeatView, make_bot
from monopolies.bots.base import random_kind_first, random_uniform
from monopolies.engine.action import Action
from monopolies.engine.game import Game

Picker = Callable[[list[Action], random.Random], Action]
RANDOM_PICKERS: dict[str, Picker] = {
    "random": random_kind_first,
    "random:uniform=1": random_uniform,
}


def random_games(
    variant: str, players: int, games: int, pick: Picker
) -> tuple[float, int, list[int]]:
    """Seconds for `games` full random games, decisions taken, turns per game."""
    decisions = 0
    turns = []
    start = time.perf_counter()
    for seed in range(games):
        game = mp.new_game(variant, players=players, seed=seed)
        rng = random.Random(seed)
        while not game.over:
            game.act(pick(game.legal_actions(), rng))
            decisions += 1
        turns.append(game.observe(0)["turn"])
    return time.perf_counter() - start, decisions, turns


def bot_games(variant: str, players: int, games: int, bot: str) -> tuple[float, int, list[int]]:
    """As random_games, but every seat is played by `bot` (e.g. "greedy") via SeatView."""
    decisions = 0
    turns = []
    start = time.perf_counter()
    for seed in range(games):
        game = mp.new_game(variant, players=players, seed=seed)
        bots = {s: make_bot(bot, variant, seed * 100 + s) for s in range(players)}
        while not game.over:
            seat = game.to_act
            assert seat is not None
            game.act(bots[seat].choose(SeatView(game, seat)))
            decisions += 1
        turns.append(game.observe(0)["turn"])
    return time.perf_counter() - start, decisions, turns


def midgame_positions(variant: str, players: int, count: int) -> list[Game]:
    """Positions a few turns in, where hands and tables are typical."""
    positions = []
    for seed in range(count):
        game = mp.new_game(variant, players=players, seed=10_000 + seed)
        rng = random.Random(seed)
        for _ in range(rng.randint(20, 80)):
            if game.over:
                break
            game.act(rng.choice(game.legal_actions()))
        if not game.over:
            positions.append(game)
    return positions


def rate(fn: Callable[[Game], object], positions: list[Game], seconds: float = 1.0) -> float:
    """Calls per second of fn over the positions, for about `seconds`."""
    calls = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        for game in positions:
            fn(game)
        calls += len(positions)
    return calls / (time.perf_counter() - start)


def fresh_legal(game: Game) -> object:
    return game.rules.legal(game.state)


def main() -> None:
    parser = argparse.ArgumentParser(description="Engine throughput on one core.")
    parser.add_argument("--variant", default="deal")
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--games", type=int, default=2000)
    parser.add_argument(
        "--bots",
        default="random",
        help="who plays every seat: random, random:uniform=1 (chosen as RandomBot does, "
        "without a bot object) or a bot spec such as greedy",
    )
    parser.add_argument("--profile", action="store_true", help="profile with pyinstrument")
    parser.add_argument("--json", action="store_true", help="print one JSON line")
    parser.add_argument(
        "--games-only",
        action="store_true",
        help="play the games only (no warm-up, clone or legal-move rates): for counting "
        "instructions under valgrind, which do not drift with the machine",
    )
    args = parser.parse_args()

    def play(variant: str, players: int, games: int) -> tuple[float, int, list[int]]:
        if args.bots in RANDOM_PICKERS:
            return random_games(variant, players, games, RANDOM_PICKERS[args.bots])
        return bot_games(variant, players, games, args.bots)

    if args.profile:
        from pyinstrument import Profiler

        with Profiler() as profiler:
            play(args.variant, args.players, args.games)
        profiler.print()
        return

    if args.games_only:
        seconds, decisions, turns = play(args.variant, args.players, args.games)
        median = statistics.median(turns) if turns else 0
        print(f"{args.games} games, {decisions} decisions, median turns {median}")
        return
    play(args.variant, args.players, 50)
    seconds, decisions, turns = play(args.variant, args.players, args.games)
    positions = midgame_positions(args.variant, args.players, 200)
    results = {
        "variant": args.variant,
        "players": args.players,
        "bots": args.bots,
        "games": args.games,
        "games_per_s": round(args.games / seconds, 1),
        "decisions_per_s": round(decisions / seconds),
        "decisions_per_game": round(decisions / args.games, 1),
        "turns_per_game_median": statistics.median(turns),
        "clone_per_s": round(rate(Game.clone, positions)),
        "legal_actions_per_s": round(rate(fresh_legal, positions)),
        "python": platform.python_version(),
        "machine": platform.machine(),
    }
    if args.json:
        print(json.dumps(results))
        return
    width = max(map(len, results))
    for key, value in results.items():
        print(f"{key:<{width}}  {value}")


if __name__ == "__main__":
    sys.exit(main())
