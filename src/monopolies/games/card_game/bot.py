"""A sensible casual player of Monopoly: The Card Game, reading only its seat's view.

It rates a hand by how close it is to going out and what it would then score: complete
groups at their value, partial groups by progress (less when their missing cards are
known to be in another hand), wilds, improvements, bonus cards, and Go To Jail as a debt
that grows as the draw pile shrinks. Each turn it compares drawing with every trade (the
trade piles are public, so it knows exactly what a trade brings), keeps the cards that
rate best, and goes out once the hand is worth `go_out_at` or the draw pile runs low.
No look-ahead; ties go to the earlier action.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from monopolies.bots.base import SeatView
from monopolies.engine.action import Action
from monopolies.games.card_game import data
from monopolies.games.card_game.rules import scoring

Obs = dict[str, Any]

FACE = scoring.FACE
GROUP_INDEX = scoring.GROUP_INDEX
NEED = scoring.NEED
SIZE = tuple(len(faces) for faces in scoring.GROUP_FACES)
COMPLETE_BONUS = 400.0
PARTIAL_WEIGHT = 0.5
STRAY_COST = 120.0  # a lone property blocks going out until it is completed or dropped
DEAD_COST = 250.0  # a partial group whose missing cards sit in other hands
WILD_WORTH = 450.0
IMPROVEMENT_SHARE = 0.4  # improvements pay only if this seat goes out
JAIL_COST = 400.0
JAIL_LATE_COST = 2500.0
DRAW_HOPE = 40.0  # what an unseen card adds on average, roughly
GIFT_COST = 15.0  # each card given into an opponent's hand may help them
GO_OUT_AT = 900  # dollars a complete hand must score to go out early
LATE = 6  # cards left to draw from which any complete hand goes out


class CardGameGreedy:
    """Options: `go_out_at` (dollars a complete hand must score to go out early) and `late`
    (with this many cards or fewer left to draw, any complete hand goes out)."""

    name = "greedy"

    def __init__(
        self, seed: int | None = None, go_out_at: int = GO_OUT_AT, late: int = LATE
    ) -> None:
        self.rng = random.Random(seed)
        self.go_out_at = go_out_at
        self.late = late

    def choose(self, view: SeatView) -> Action:
        obs = view.observation
        ctx = Context(obs)
        legal = view.legal
        outs = [a for a in legal if a.kind == "go_out"]
        if outs:
            best = max(outs, key=lambda a: ctx.out_value(int(a.card)))
            if ctx.out_value(int(best.card)) >= self.go_out_at or obs["draw_count"] <= self.late:
                return best
        scored = [(self._score(a, ctx), i, a) for i, a in enumerate(legal) if a.kind != "go_out"]
        top = max(s for s, _, _ in scored)
        ties = [a for s, _, a in scored if s == top]
        return ties[0] if len(ties) == 1 else ties[self.rng.randrange(len(ties))]

    def _score(self, a: Action, ctx: Context) -> float:
        if a.kind == "discard":
            rest = list(ctx.hand)
            rest.remove(int(a.card))
            return ctx.rate(rest)
        if a.kind == "draw":
            return ctx.rate(ctx.hand) + DRAW_HOPE
        return ctx.trade_value(a)


class Context:
    """One decision's view: the hand, what each pile offers, what is known to be held."""

    def __init__(self, obs: Obs) -> None:
        self.obs = obs
        self.seat: int = obs["seat"]
        self.hand: list[int] = list(obs["hand"])
        self.values = scoring.values_for(obs["values"])
        self.players: list[Obs] = obs["players"]
        piles = {p["seat"]: p["trade_pile"] for p in self.players}
        piles.update({d["name"]: d["trade_pile"] for d in obs["dummies"]})
        self.piles: dict[Any, list[int]] = piles
        held_elsewhere = {
            c for p in self.players if p["seat"] != self.seat for c in p["known_in_hand"]
        }
        self.elsewhere = {FACE[c] for c in held_elsewhere}
        self.start_draw = max(1, data.DECK_SIZE - data.HAND_SIZE * len(self.players) - 8)

    def lateness(self) -> float:
        """0 at the start of a hand, 1 when the draw pile is empty."""
        return 1.0 - float(self.obs["draw_count"]) / self.start_draw

    def out_value(self, discard: int) -> int:
        rest = list(self.hand)
        rest.remove(discard)
        return scoring.best_value(rest, True, self.values) or 0

    def rate(self, cards: Sequence[int]) -> float:
        """How good a hand is to hold: progress towards going out, and what it scores."""
        v = self.values
        held = [0] * len(NEED)
        counts = [0] * data.NUM_FACES
        for c in cards:
            counts[FACE[c]] += 1
            gi = GROUP_INDEX[c]
            if gi >= 0:
                held[gi] += 1
        total = 0.0
        best_house = 0
        for gi, n in enumerate(held):
            if not n:
                continue
            base = v.railroad[min(n, 4)] if gi == scoring.RAILROAD else v.base[gi]
            if n >= NEED[gi]:
                total += base + COMPLETE_BONUS
                best_house = max(best_house, v.house[gi])
                continue
            missing = [f for f in scoring.GROUP_FACES[gi] if not counts[f]]
            full_base = v.railroad[2] if gi == scoring.RAILROAD else v.base[gi]
            total += PARTIAL_WEIGHT * full_base * n / NEED[gi] - STRAY_COST * (NEED[gi] - n)
            if sum(1 for f in missing if f not in self.elsewhere) < NEED[gi] - n:
                total -= DEAD_COST
        total += counts[scoring.WILD] * WILD_WORTH
        houses = counts[scoring.H1] + 2 * counts[scoring.H2] + 3 * counts[scoring.H3]
        share = IMPROVEMENT_SHARE
        if houses <= data.MAX_HOUSES:
            total += share * houses * max(best_house, 50)
        else:
            total -= 200.0 * (houses - data.MAX_HOUSES)
        hotels = counts[scoring.HOTEL]
        total += share * v.hotel if hotels == 1 and houses == data.MAX_HOUSES else -150.0 * hotels
        total += share * v.token * counts[scoring.TOKEN]
        total += scoring.go_value(counts[scoring.GO], v)
        jackpot = float(self.obs["jackpot"])
        total += jackpot / len(self.players) * 0.3 * counts[scoring.FREE_PARKING]
        if counts[scoring.GO_TO_JAIL] and not counts[scoring.JAIL_FREE]:
            total -= JAIL_COST + JAIL_LATE_COST * self.lateness()
        elif counts[scoring.JAIL_FREE]:
            total += v.jail_free
        return total

    def trade_value(self, a: Action) -> float:
        """The hand after taking the partner's top cards and discarding as many of the
        worst (one at a time), less a little for each card given into an opponent's hand."""
        count = int(a.count)
        target = a.get("with")
        hand = self.hand + self.piles[target][-count:]
        for _ in range(max(0, len(hand) - data.HAND_SIZE)):
            # By position: copies of a card share an id (rulings CG-R16), one goes at a time.
            worst = max(range(len(hand)), key=lambda i: self.rate(hand[:i] + hand[i + 1 :]))
            del hand[worst]
        value = self.rate(hand)
        if isinstance(target, int):
            gifts = self.piles[self.seat][-count:]
            jail = sum(1 for c in gifts if FACE[c] == scoring.GO_TO_JAIL)
            value += jail * JAIL_COST - GIFT_COST * (count - jail)
        return value
