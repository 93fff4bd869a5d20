"""Decision economy: how often one greedy-played seat is asked, in every edition.

    uv run python benchmarks/decisions.py --games 50
    uv run python benchmarks/decisions.py --variant cheaters --games 50 --json
    uv run python benchmarks/decisions.py --person --games 20
    uv run python benchmarks/decisions.py --person --variant crooked-cash --bot greedy:decode_at=500

With `--person`, whole games are counted as a person at the table meets them, before and
after "one decision per intention" (docs/decisions.md): before, every time the engine
asks seat 0 is a decision; after, the front end answers a window's routine pass for the
person (no click unless they act) and a payment is one confirm. A decision "offers one
sensible choice" when nothing is left to decide: the only legal move, a window's routine
pass, or a payment's next note once the payment has begun (the player paying decided to
pay; each further note only spends it).

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
from monopolies.words import chores
from monopolies.words.game import words_for

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


def person(variant: str, players: int, games: int, bot: str = "greedy") -> dict[str, object]:
    """Seat 0's decisions in whole games, before and after one decision per intention."""
    words = words_for(variant)
    before: Counter[str] = Counter()  # every ask, by what it was
    after: Counter[str] = Counter()  # the clicks left, by what they were
    for seed in range(games):
        game = mp.new_game(variant, players=players, seed=seed)
        bots = {s: make_bot(bot, variant, seed * 100 + s) for s in range(players)}
        paying = False  # seat 0 laid the last move's note, and is asked for another
        while not game.over:
            seat = game.to_act
            assert seat is not None
            action = bots[seat].choose(SeatView(game, seat))
            if seat == SEAT:
                legal = game.observe(seat)["legal"]
                window = chores.window(words, legal)
                passed = window is not None and legal[window["pass"]] == action.to_json()
                if action.kind == "pay_note":
                    before["a further note" if paying else "a payment's first note"] += 1
                    after["" if paying else "a payment (one confirm)"] += 1
                elif window is not None:
                    before["a routine pass" if passed else "acting in a window"] += 1
                    after["" if passed else "acting in a window"] += 1
                elif len(legal) == 1:
                    before["the only move"] += 1
                    after["the only move"] += 1
                else:
                    before["a choice"] += 1
                    after["a choice"] += 1
                paying = action.kind == "pay_note"
            else:
                paying = False
            game.act(action)
    del after[""]
    one = ("the only move", "a routine pass", "a further note")
    asks, clicks = sum(before.values()), sum(after.values())
    return {
        "variant": variant,
        "players": players,
        "bots": bot,
        "games": games,
        "before": {"decisions_per_game": round(asks / games, 1), **before},
        "after": {"decisions_per_game": round(clicks / games, 1), **after},
        "one_choice_before": round(sum(before[k] for k in one) / max(asks, 1), 3),
        "one_choice_after": round(sum(after[k] for k in one) / max(clicks, 1), 3),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--variant", choices=EDITIONS, help="one edition (default: all four)")
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--json", action="store_true")
    parser.add_argument(
        "--person", action="store_true", help="whole games as a person meets them, before/after"
    )
    parser.add_argument("--bot", default="greedy", help="every seat's bot spec (--person)")
    args = parser.parse_args()
    if args.person:
        for variant in (args.variant,) if args.variant else EDITIONS:
            found = person(variant, args.players, args.games, args.bot)
            print(json.dumps(found) if args.json else _person_lines(found))
        return
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


def _person_lines(found: dict[str, object]) -> str:
    before, after = found["before"], found["after"]
    assert isinstance(before, dict) and isinstance(after, dict)
    lines = [
        f"{found['variant']}: seat 0's decisions per game {before['decisions_per_game']} -> "
        f"{after['decisions_per_game']}; one sensible choice {found['one_choice_before']:.1%}"
        f" -> {found['one_choice_after']:.1%} ({found['games']} games, {found['players']}"
        f" {found['bots']} players)"
    ]
    for what in sorted(set(before) | set(after) - {"decisions_per_game"}):
        if what != "decisions_per_game":
            lines.append(f"  {what:26} {before.get(what, 0):6} -> {after.get(what, 0):6}")
    return "\n".join(lines)


if __name__ == "__main__":
    main()
