"""What the card game's hidden cards are worth to the expert bot (docs/bots.md, "What the card
game's search does not know").

    uv run python benchmarks/card_game_knowledge.py hands --games 150 \\
        --against benchmarks/matches/m_cg2_i29.checkpoint.jsonl

Plays the two-player games of the card game's strength match (`--seed 2026`: the same
deals, seats and bot seeds as `monopolies simulate card-game --players 2 --bots
ismcts,greedy`) with the expert bot's samples changed, and counts its wins beside hard's own
in those games (`--against`: the match's checkpoints of the expert bot before its belief,
`card_game.belief`, which this tool turns off). A measuring tool, not a bot: the
first two ways see what the seat may not (the real game, the opponent's real hand), to
measure what that knowledge is worth.

- `real`: every sample is the real game (hands, draw order, later deals);
- `hands`: the opponent's real hand, the draw pile and later deals still redrawn;
- `last-discard`: honest samples in which the greedy player would have made the
  opponent's last discard (a pool of such worlds a decision);
- `belief`: honest samples weighted by how likely all the opponent's discards this hand
  are, by the greedy player, from the sampled hand walked back through its draws and
  trades.
"""

from __future__ import annotations

import argparse
import json
import random
from collections.abc import Callable
from pathlib import Path
from typing import Any

import monopolies as mp
from monopolies.bots import make_bot
from monopolies.bots.base import SeatView
from monopolies.bots.ismcts import Ismcts
from monopolies.engine.game import Game
from monopolies.games.card_game.bot import Context
from monopolies.games.card_game.rules.scoring import FACE
from monopolies.sim.plan import Job, bot_seed, game_seed, seating

POOL = 60
TRIES = 400
WEIGHED = 200
UNLIKELY = 0.1
"""The weight of a discard the greedy player would not have made (the walked-back hand is
a guess: its unseen draws are random cards)."""


def redraw(game: Game, rng: random.Random) -> Game:
    """The game with its draw pile and later deals redrawn: hands stay."""
    world = game.clone()
    rng.shuffle(world.state.draw)
    world.rng = random.Random(rng.getrandbits(64))
    return world


def discards_like_greedy(hand: list[int], discard: int, ctx: Context) -> bool:
    """Whether the greedy player holding `hand` and `discard` would discard that face."""
    held = [*hand, discard]
    rates = {FACE[c]: ctx.rate(held[:i] + held[i + 1 :]) for i, c in enumerate(held)}
    return rates[FACE[discard]] >= max(rates.values())


def opponent_steps(events: list[dict[str, Any]], opp: int) -> list[tuple[str, Any]]:
    """This hand's events that changed the opponent's hand, newest first."""
    steps: list[tuple[str, Any]] = []
    for e in reversed(events):
        kind = e.get("type")
        if kind == "hand":
            break
        if kind == "discard" and e["seat"] == opp:
            steps.append(("discard", e["card"]))
        elif kind == "draw" and e["seat"] == opp:
            steps.append(("draw", None))
        elif kind == "trade" and opp in (e["seat"], e.get("with")):
            steps.append(("gained", e["took"] if e["seat"] == opp else e["gave"]))
    return steps


def likelihood(world: Game, opp: int, steps: list[tuple[str, Any]], rng: random.Random) -> float:
    """How likely the opponent's discards are from its hand in `world`, walked back."""
    obs = world.observe(opp, legal=False)
    ctx = Context(obs)
    hand = list(obs["hand"])
    weight = 1.0
    for kind, what in steps:
        if kind == "discard":
            weight *= 1.0 if discards_like_greedy(hand, what, ctx) else UNLIKELY
            hand.append(what)
        elif kind == "draw" and hand:
            hand.pop(rng.randrange(len(hand)))
        elif kind == "gained":
            for card in what:
                if card in hand:
                    hand.remove(card)
    return weight


class Knowing(SeatView):
    """The expert bot's view with its samples drawn the `mode` way (one pool a decision)."""

    def __init__(self, game: Game, seat: int, mode: str) -> None:
        super().__init__(game, seat)
        self.mode = mode
        self.pool: list[Game] | None = None
        self.drawn = 0

    def sample(self, rng: random.Random) -> Game:
        if self.mode == "real":
            return self._game.clone()
        if self.mode == "hands":
            return redraw(self._game, rng)
        if self.pool is None:
            self.pool = self._pool(rng)
        if not self.pool:
            return super().sample(rng)
        world = self.pool[self.drawn % len(self.pool)]
        self.drawn += 1
        return redraw(world, rng)

    def _pool(self, rng: random.Random) -> list[Game]:
        opp = 1 - self.seat
        steps = opponent_steps(self._game.public_events(), opp)
        discards = [what for kind, what in steps if kind == "discard"]
        if not discards:
            return []
        if self.mode == "last-discard":
            if steps[0][0] != "discard":
                return []
            accepted: list[Game] = []
            for _ in range(TRIES):
                world = super().sample(rng)
                obs = world.observe(opp, legal=False)
                if discards_like_greedy(list(obs["hand"]), steps[0][1], Context(obs)):
                    accepted.append(world)
                    if len(accepted) == POOL:
                        break
            return accepted
        worlds = [SeatView.sample(self, rng) for _ in range(WEIGHED)]
        weights = [likelihood(world, opp, steps, rng) for world in worlds]
        return rng.choices(worlds, weights=weights, k=POOL)


def hard_won(paths: list[Path]) -> dict[int, bool]:
    """Whether hard won each game of the match's checkpoints, by game index."""
    won = {}
    for path in paths:
        for line in path.read_text().splitlines():
            for r in json.loads(line).get("records", []):
                won[r["index"]] = any(r["seats"][w] == "ismcts" for w in r["winners"])
    return won


def play(job: Job, index: int, view: Callable[[Game, int], SeatView]) -> bool:
    seats = seating(job, index)
    game = mp.new_game(job.variant, players=job.players, seed=game_seed(job, index))
    bots = {s: make_bot(spec, job.variant, bot_seed(job, index, s)) for s, spec in enumerate(seats)}
    hard = seats.index("ismcts")
    searcher = bots[hard]
    assert isinstance(searcher, Ismcts)
    # Each mode replaces the samples hard searches; its own belief would deal them again.
    searcher.belief = None
    while not game.over:
        seat = game.to_act
        assert seat is not None
        game.act(bots[seat].choose(view(game, seat) if seat == hard else SeatView(game, seat)))
    return hard in game.result()["winners"]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("mode", choices=["real", "hands", "last-discard", "belief"])
    parser.add_argument("--start", type=int, default=0, help="first game index (default 0)")
    parser.add_argument("--games", type=int, default=100, help="how many games (default 100)")
    parser.add_argument("--against", type=Path, nargs="+", required=True, help="the match")
    args = parser.parse_args()
    job = Job(variant="card-game", players=2, bots=("ismcts", "greedy"), games=1000, seed=2026)
    hard = hard_won(args.against)
    wins = same = differ = 0
    for index in range(args.start, args.start + args.games):
        won = play(job, index, lambda game, seat: Knowing(game, seat, args.mode))
        wins += won
        same += hard[index]
        differ += won != hard[index]
        print(f"game {index}: {'won' if won else 'lost'}; so far {wins}, hard {same}")
    print(f"{args.mode}: won {wins} of {args.games}; hard won {same} of them; differ in {differ}")


if __name__ == "__main__":
    main()
