"""Our search bot against OpenSpiel's own ISMCTSBot, at equal iterations, through the adapter.

    uv run python benchmarks/spiel_match.py deal --games 60 --iterations 50 --workers 2

Both bots search information sets: ours (`ismcts`) with `SeatView.sample`, OpenSpiel's
`ISMCTSBot` with `resample_from_infostate` on `python_monopolies_<game>` states (the same
`Game.resample` underneath), keyed by observation strings, scoring each new node with one
random rollout (OpenSpiel's `RandomRolloutEvaluator`, its usual evaluator). Two-player
games, the measured bot alternating seats game by game (game i: seed i, seat i % 2). A
shared win counts as a win, a game without a winner as not won; the interval is the 95%
Wilson score interval. One JSON line on stdout, a line per game on stderr.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from functools import partial
from pathlib import Path

import numpy as np
import pyspiel  # type: ignore[import-not-found]
from open_spiel.python.algorithms import ismcts, mcts  # type: ignore[import-not-found]

from monopolies.bots import SeatView, make_bot
from monopolies.rl import spiel

sys.path.insert(0, str(Path(__file__).parent))
from strength import wilson


def one_game(variant: str, iterations: int, seed: int) -> tuple[bool, bool]:
    """(ours won, nobody won) in game `seed`, ours in seat seed % 2."""
    spiel.register()
    ours_seat = seed % 2
    game = pyspiel.load_game(spiel.game_name(variant), {"players": 2, "seed": seed})
    state = game.new_initial_state()
    rng = np.random.RandomState(seed)
    theirs = ismcts.ISMCTSBot(
        game,
        mcts.RandomRolloutEvaluator(1, rng),
        uct_c=2.0,
        max_simulations=iterations,
        random_state=rng,
        use_observation_string=True,
        allow_inconsistent_action_sets=True,
    )
    ours = make_bot(f"ismcts:iterations={iterations}", variant, seed)
    while not state.is_terminal():
        engine = state.match.game
        if state.current_player() == ours_seat:
            action = engine.action_id(ours.choose(SeatView(engine, ours_seat)))
        else:
            action = theirs.step(state)
        state.apply_action(action)
    winners = state.match.game.result()["winners"]
    return ours_seat in winners, not winners


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("variant", nargs="?", default="deal")
    parser.add_argument("--games", type=int, default=60)
    parser.add_argument("--iterations", type=int, default=50, help="for both bots")
    parser.add_argument("--workers", type=int, default=1, help="processes (default: 1)")
    args = parser.parse_args()
    start = time.perf_counter()
    wins = draws = 0
    with ProcessPoolExecutor(args.workers) as pool:
        games = pool.map(partial(one_game, args.variant, args.iterations), range(args.games))
        for played, (won, drawn) in enumerate(games, 1):
            wins += won
            draws += drawn
            print(f"ismcts vs OpenSpiel ISMCTSBot: {wins} won of {played}", file=sys.stderr)
    low, high = wilson(wins, args.games)
    result = {
        "variant": args.variant,
        "iterations": args.iterations,
        "games": args.games,
        "wins": wins,
        "draws": draws,
        "win_rate": round(wins / args.games, 4),
        "ci95": [round(low, 4), round(high, 4)],
        "seconds": round(time.perf_counter() - start, 1),
    }
    print(json.dumps(result), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
