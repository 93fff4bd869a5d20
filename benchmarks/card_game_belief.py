"""How near the expert bot's worlds come to the card game's real other hand (docs/bots.md,
"What it believes of the other hands").

    uv run python benchmarks/card_game_belief.py --games 20

Plays two-player games between greedy players (seeds 0..games-1) and, at every fifth
decision that is not a discard, compares the other player's real hand with 20 fresh
samples of the deciding seat's view and 20 worlds of its belief (`card_game.belief`, kept
up to date at every decision of that seat, as the bot keeps it): how many cards short of
going out each is (the search's own rough count, `search._cards_short`), and how many
cards each shares with the real hand, by face.
"""

from __future__ import annotations

import argparse
import random
from collections import Counter

import monopolies as mp
from monopolies.bots import SeatView, make_bot
from monopolies.games.card_game import data
from monopolies.games.card_game.belief import HandBelief
from monopolies.games.card_game.search import _cards_short

WORLDS = 20
SHORT = 6  # this many cards short or more count together


def shared(a: list[int], b: list[int]) -> int:
    faces = (Counter(data.FACE[c] for c in hand) for hand in (a, b))
    return sum((next(faces) & next(faces)).values())


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=20)
    args = parser.parse_args()
    short: dict[str, Counter[int]] = {"real": Counter(), "fresh": Counter(), "believed": Counter()}
    together = {"fresh": 0.0, "believed": 0.0}
    checked = 0
    for seed in range(args.games):
        game = mp.new_game("card-game", players=2, seed=seed)
        bots = {s: make_bot("greedy", "card-game", s) for s in range(2)}
        beliefs = {s: HandBelief() for s in range(2)}
        step = 0
        while not game.over:
            seat = game.to_act
            assert seat is not None
            view = SeatView(game, seat)
            rng = random.Random(seed * 1000 + step)
            draw = beliefs[seat].worlds(view, rng)
            if step % 5 == 3 and len(view.legal) > 1 and game.state.phase != "discard":
                real = game.state.hands[1 - seat]
                short["real"][min(_cards_short(real), SHORT)] += WORLDS
                for _ in range(WORLDS):
                    for name, world in (("fresh", view.sample(rng)), ("believed", draw(rng))):
                        hand = world.state.hands[1 - seat]
                        short[name][min(_cards_short(hand), SHORT)] += 1
                        together[name] += shared(hand, real) / WORLDS
                checked += 1
            step += 1
            game.act(bots[seat].choose(view))
    print(f"{checked} decisions of {args.games} games")
    print("cards short | real | fresh samples | believed")
    for n in range(SHORT + 1):
        cells = [f"{short[name][n] / (checked * WORLDS):.0%}" for name in short]
        print(f"{n}{'+' if n == SHORT else ''} | " + " | ".join(cells))
    print(
        f"cards shared with the real hand: fresh {together['fresh'] / checked:.2f}, "
        f"believed {together['believed'] / checked:.2f} (of {data.HAND_SIZE})"
    )


if __name__ == "__main__":
    main()
