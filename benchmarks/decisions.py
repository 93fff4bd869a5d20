"""Decision economy: how often one greedy-played seat is asked, in every edition.

    uv run python benchmarks/decisions.py --games 50
    uv run python benchmarks/decisions.py --variant cheaters --games 50 --json

Every seat is a greedy bot; seat 0 stands for the person at the table. A decision is an
`act` call for seat 0 (single-option steps are taken by the engine and never reach a seat,
except where skipping one would leak, as Deal's Just Say No answer), counted per turn of
seat 0's own (the turns it starts while in the game), and split by what was chosen (and,
in the board editions, what was being decided: the top frame's kind). Seeds 0..N-1, so a
run before and after a change plays the same deals.
"""

from __future__ import annotations

import argparse
import json
from collections import Counter

import monopolies as mp
from monopolies.bots import SeatView, make_bot

EDITIONS = ("deal", "card-game", "crooked-cash", "cheaters")
SEAT = 0


def measure(variant: str, players: int, games: int, bot: str = "greedy") -> dict[str, object]:
    decisions = 0
    turns = 0
    asked: Counter[str] = Counter()
    for seed in range(games):
        game = mp.new_game(variant, players=players, seed=seed)
        bots = {s: make_bot(bot, variant, seed * 100 + s) for s in range(players)}
        last_turn = 0
        while not game.over:
            st = game.state
            if st.active == SEAT and st.turn != last_turn:
                last_turn = st.turn
                turns += 1
            seat = game.to_act
            assert seat is not None
            action = bots[seat].choose(SeatView(game, seat))
            if seat == SEAT:
                decisions += 1
                stack = getattr(st, "stack", None)  # the board editions' frames
                asked[f"{stack[-1].kind}: {action.kind}" if stack else action.kind] += 1
            game.act(action)
    return {
        "variant": variant,
        "players": players,
        "bots": bot,
        "games": games,
        "seat_turns": turns,
        "seat_decisions": decisions,
        "decisions_per_turn": round(decisions / max(turns, 1), 2),
        "top": {k: round(v / max(turns, 1), 2) for k, v in asked.most_common()},
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--variant", choices=EDITIONS, help="one edition (default: all four)")
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    for variant in (args.variant,) if args.variant else EDITIONS:
        result = measure(variant, args.players, args.games)
        if args.json:
            print(json.dumps(result))
            continue
        print(
            f"{variant}: {result['decisions_per_turn']} decisions per turn of seat 0 "
            f"({result['seat_decisions']} in {result['seat_turns']} turns, "
            f"{args.games} games, {args.players} greedy players)"
        )
        for what, per_turn in result["top"].items():  # type: ignore[attr-defined]
            print(f"  {per_turn:6.2f}  {what}")


if __name__ == "__main__":
    main()
