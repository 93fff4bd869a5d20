"""What the other hands probably hold: a particle filter over them, followed from the deal.

A fresh sample deals the cards a seat has not seen at random (`rules.hidden.resample`), but
a hand that has been played for a while is not random: its player kept the cards that build
groups and threw the rest away. In greedy games a real hand was one or two cards short of
going out at two decisions in three, where a fresh sample of it was five or more short at
more than half, so a search on fresh samples never saw the other player coming
(docs/bots.md, "Following the other hand from the deal").

So each seat's search keeps `GUESSES` guesses of the other hands, dealt at the hand's start
from the cards the seat has not seen and played forward through the public events: a draw
brings a random unseen card (the card its player is about to throw away, when the guess
lacks it: that draw's chance weighs the guess), a trade brings the cards everyone saw, and
each discard weighs the guess by how likely a sensible player holding it was to throw that
card away (a softmax over the greedy player's rating of the hand each discard leaves,
`TEMPER`) and not to go out. Unlikely guesses give way to copies of likely ones
(resampling), so the guesses come to hold hands the way they are really played. A guess
that lacks a card its player discards, or holds a card this seat has since drawn, is mended
by one swap with the unseen cards.

Only the seat's view is read: its hand, its observation and the public events a sample
carries (so a position keeps the hand's events, `Rules.remembered`). Each world the search
draws is a fresh sample with the other hands and the draw pile dealt as one guess says.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from monopolies.games.card_game import data
from monopolies.games.card_game.bot import GO_OUT_AT, LATE, Context
from monopolies.games.card_game.rules import scoring
from monopolies.games.card_game.rules.dealing import pile_index
from monopolies.games.card_game.rules.turns import take_face

if TYPE_CHECKING:
    from monopolies.bots.base import SeatView
    from monopolies.engine.game import Game

Event = dict[str, Any]

GUESSES = 200
"""Guesses a seat keeps: 500 placed the other hand's cards a little better (6.0 of 10 shared
with the real hand against 5.9) at two and a half times the cost."""
TEMPER = 60.0
"""Dollars of hand rating that make one discard e times less likely than another: sharper
(15, 30) or softer (150, 400) placed the cards no better."""
STAYED_IN = math.log(0.1)
"""A guess that the greedy player would have gone out with, when its player did not."""

FACE = data.FACE
FACE_ID = data.FACE_ID
REP: tuple[int, ...] = tuple(card.id for card in data.FACE_CARD)  # [face] -> its card
NUM_FACES = data.NUM_FACES
DEAD = -math.inf


class Guess:
    """Every other seat's hand (cards by their face's representative), the unseen cards
    not in them (counted by face), and the guess's log weight."""

    __slots__ = ("hands", "rest", "total", "weight")

    def __init__(self, hands: dict[int, list[int]], rest: list[int], weight: float) -> None:
        self.hands = hands
        self.rest = rest
        self.total = sum(rest)
        self.weight = weight

    def copy(self) -> Guess:
        return Guess({s: list(h) for s, h in self.hands.items()}, list(self.rest), 0.0)

    def take(self, face: int) -> bool:
        """Take a card of `face` from the unseen ones, if one is left."""
        if self.rest[face] <= 0:
            return False
        self.rest[face] -= 1
        self.total -= 1
        return True

    def take_random(self, rng: random.Random) -> int:
        """Take a random unseen card; its face."""
        k = rng.randrange(self.total)
        for face, n in enumerate(self.rest):
            if k < n:
                self.take(face)
                return face
            k -= n
        raise AssertionError("the unseen cards are miscounted")

    def put_back(self, face: int) -> None:
        self.rest[face] += 1
        self.total += 1


class HandBelief:
    """One seat's guesses, kept across its decisions and dealt afresh at each hand."""

    def __init__(self, guesses: int = GUESSES) -> None:
        self.size = guesses
        self.guesses: list[Guess] = []
        self.deal: tuple[int, int] | None = None  # (index of the deal's event, hand number)
        self.read = 0  # events read
        self.mine = [0] * NUM_FACES  # faces this seat held this hand that no pile gave it
        self.pinned: list[list[int]] = []  # [seat][face]: cards everyone saw go into a hand

    def worlds(self, view: SeatView, rng: random.Random) -> Callable[[random.Random], Game]:
        """How the search draws its worlds at this decision: each a fresh sample dealt as
        a guess says, guesses drawn by weight (fresh samples alone before the first deal
        a position shows)."""
        if not self._follow(view, view.sample(rng).events, rng):
            return view.sample
        guesses = self.guesses
        top = max(g.weight for g in guesses)
        cumulative: list[float] = []
        run = 0.0
        for g in guesses:
            run += math.exp(g.weight - top)
            cumulative.append(run)
        others = [s for s in range(view.players) if s != view.seat]

        def draw(rng: random.Random) -> Game:
            world = view.sample(rng)
            deal_as(world, others, rng.choices(guesses, cum_weights=cumulative)[0], rng)
            return world

        return draw

    def _follow(self, view: SeatView, events: list[Event], rng: random.Random) -> bool:
        """Bring the guesses up to the last event; False if no deal is in sight."""
        starts = [i for i, e in enumerate(events) if e["type"] == "hand"]
        if not starts:
            return False
        start = starts[-1]
        deal = (start, events[start]["hand"])
        obs = view.observation
        mine = _held_from_no_pile(obs["hand"], events[start + 1 :], view.seat)
        if deal != self.deal or self.read > len(events):
            self._deal(events[start], view, mine, rng)
            self.deal, self.read = deal, start + 1
        else:
            self._learn_mine(mine, rng)
        for i in range(self.read, len(events)):
            step = STEPS.get(events[i]["type"])
            if step is not None:
                step(self, events, i, obs, view.seat, rng)
        self.read = len(events)
        self._resample(rng)
        return bool(self.guesses)

    def _deal(self, hand: Event, view: SeatView, mine: list[int], rng: random.Random) -> None:
        """Each other seat 10 cards of those the seat has not seen at the hand's deal."""
        unseen = list(data.FACE_COUNT)
        for face, n in enumerate(mine):
            unseen[face] -= n
        for pile in hand["trade_piles"]:
            for c in pile:
                unseen[FACE[c]] -= 1
        self.mine = mine
        self.pinned = [[0] * NUM_FACES for _ in range(view.players)]
        self.guesses = []
        for _ in range(self.size):
            g = Guess({}, list(unseen), 0.0)
            for seat in range(view.players):
                if seat != view.seat:
                    g.hands[seat] = [REP[g.take_random(rng)] for _ in range(data.HAND_SIZE)]
            self.guesses.append(g)

    def _learn_mine(self, mine: list[int], rng: random.Random) -> None:
        """Cards this seat has drawn since it last looked were never in another hand."""
        new = [max(0, n - old) for n, old in zip(mine, self.mine, strict=True)]
        self.mine = [max(n, old) for n, old in zip(mine, self.mine, strict=True)]
        for g in self.guesses:
            for face, n in enumerate(new):
                for _ in range(n):
                    if not g.take(face):
                        _swap_out(g, face, self.pinned, rng)

    def _drew(self, events: list[Event], i: int, obs: Event, me: int, rng: random.Random) -> None:
        seat = events[i]["seat"]
        if seat == me:
            return
        owed = _turn_discards(events, i + 1, seat)
        for g in self._alive():
            hand = g.hands[seat]
            lacking = _lacking(owed, hand)
            if lacking and g.rest[lacking[0]] > 0:
                # The card about to be thrown away was the one drawn: that draw's chance.
                g.weight += math.log(g.rest[lacking[0]] / g.total)
                face = lacking.pop(0)
                g.take(face)
            else:
                face = g.take_random(rng)
            hand.append(REP[face])
            for face in lacking:
                _swap_in(g, hand, face, self.pinned[seat], rng)

    def _discarded(
        self, events: list[Event], i: int, obs: Event, me: int, rng: random.Random
    ) -> None:
        seat, face = events[i]["seat"], FACE[events[i]["card"]]
        if seat == me:
            return
        last = i + 1 >= len(events) or events[i + 1]["type"] != "discard"
        for g in self._alive():
            hand = g.hands[seat]
            if face not in (FACE[c] for c in hand):
                _swap_in(g, hand, face, self.pinned[seat], rng)
                if g.weight == DEAD:
                    continue
            g.weight += _log_discard(hand, face, obs, seat, last)
            take_face(hand, REP[face])
        pinned = self.pinned[seat]
        pinned[face] = max(0, pinned[face] - 1)

    def _traded(self, events: list[Event], i: int, obs: Event, me: int, rng: random.Random) -> None:
        e = events[i]
        players = len(self.pinned)
        seat, partner = e["seat"], pile_index(players, e["with"])
        for g in self.guesses:
            if seat in g.hands:
                g.hands[seat] += e["took"]
            if partner in g.hands:
                g.hands[partner] += e["gave"]
        for c in e["took"]:
            self.pinned[seat][FACE[c]] += 1
        if partner < players:
            for c in e["gave"]:
                self.pinned[partner][FACE[c]] += 1

    def _alive(self) -> list[Guess]:
        return [g for g in self.guesses if g.weight != DEAD]

    def _resample(self, rng: random.Random) -> None:
        """Systematic resampling once the weights have drifted apart (or a guess died)."""
        alive = self._alive()
        if not alive:
            self.guesses, self.deal = [], None
            return
        top = max(g.weight for g in alive)
        weights = [math.exp(g.weight - top) for g in alive]
        total = sum(weights)
        kept = total * total / sum(w * w for w in weights)  # the effective number
        if kept >= self.size / 2 and len(alive) == len(self.guesses):
            return
        step = total / self.size
        point = rng.random() * step
        reached, j = weights[0], 0
        resampled = []
        for _ in range(self.size):
            while reached < point and j < len(alive) - 1:
                j += 1
                reached += weights[j]
            resampled.append(alive[j].copy())
            point += step
        self.guesses = resampled


Step = Callable[[HandBelief, list[Event], int, Event, int, random.Random], None]
STEPS: dict[str, Step] = {
    "draw": HandBelief._drew,
    "discard": HandBelief._discarded,
    "trade": HandBelief._traded,
}
"""How a public move changes each guess (this seat's own draws and discards change none: its
draws are learnt from its hand, `_learn_mine`)."""


def _held_from_no_pile(hand: list[int], events: list[Event], me: int) -> list[int]:
    """The faces `me` has held this hand that came from the deal or the draw pile: its hand
    and its discards, less what trades brought it (counted by face)."""
    counts = [0] * NUM_FACES
    for c in hand:
        counts[FACE[c]] += 1
    for e in events:
        if e["type"] == "discard" and e["seat"] == me:
            counts[FACE[e["card"]]] += 1
        elif e["type"] == "trade" and me in (e["seat"], e["with"]):
            for c in e["took"] if e["seat"] == me else e["gave"]:
                counts[FACE[c]] -= 1
    return [max(0, n) for n in counts]


def _turn_discards(events: list[Event], i: int, seat: int) -> list[int]:
    """The faces `seat` discards from event `i` to its turn's end."""
    faces = []
    while i < len(events) and events[i]["type"] == "discard" and events[i]["seat"] == seat:
        faces.append(FACE[events[i]["card"]])
        i += 1
    return faces


def _lacking(faces: list[int], hand: list[int]) -> list[int]:
    """Those of `faces` that `hand` does not hold (each copy counted)."""
    counts = [0] * NUM_FACES
    for c in hand:
        counts[FACE[c]] += 1
    lacking = []
    for f in faces:
        if counts[f]:
            counts[f] -= 1
        else:
            lacking.append(f)
    return lacking


def _log_discard(hand: list[int], face: int, obs: Event, seat: int, last: bool) -> float:
    """The log chance that a sensible player holding `hand` throws away a card of `face`
    (and, with the last discard of its turn, does not go out). The greedy player's
    rating reads this seat's table for `seat`'s: the piles and counts of now."""
    rating = Context({**obs, "seat": seat, "hand": hand})
    left: dict[int, float] = {}
    for i, c in enumerate(hand):
        if FACE[c] not in left:
            left[FACE[c]] = rating.rate(hand[:i] + hand[i + 1 :]) / TEMPER
    top = max(left.values())
    chance = left[face] - top - math.log(sum(math.exp(v - top) for v in left.values()))
    if last and len(hand) == data.HAND_SIZE + 1:
        outs = scoring.going_out_discards(hand, sorted({FACE_ID[c] for c in hand}))
        late = obs["draw_count"] <= LATE
        if any(late or rating.out_value(c) >= GO_OUT_AT for c in outs):
            chance += STAYED_IN
    return chance


def _swap_in(g: Guess, hand: list[int], face: int, pinned: list[int], rng: random.Random) -> None:
    """Mend a guess that lacks a card its player is seen to discard: one of its guessed
    cards goes back to the unseen ones and a card of `face` takes its place (the guess
    dies if none is unseen)."""
    counts = [0] * NUM_FACES
    guessed = []
    for i, c in enumerate(hand):
        counts[FACE[c]] += 1
        if counts[FACE[c]] > pinned[FACE[c]]:
            guessed.append(i)
    if not guessed or not g.take(face):
        g.weight = DEAD
        return
    i = rng.choice(guessed)
    g.put_back(FACE[hand[i]])
    hand[i] = REP[face]


def _swap_out(g: Guess, face: int, pinned: list[list[int]], rng: random.Random) -> None:
    """Mend a guess that put a card of `face` this seat has since drawn into another hand:
    it leaves that hand for a random unseen card (the guess dies if no hand can spare it)."""
    for seat, hand in g.hands.items():
        held = [i for i, c in enumerate(hand) if FACE[c] == face]
        if len(held) > pinned[seat][face]:
            hand[held[0]] = REP[g.take_random(rng)]
            return
    g.weight = DEAD


def deal_as(world: Game, others: list[int], guess: Guess, rng: random.Random) -> bool:
    """Deal `world`'s other hands as `guess` holds them and the rest into its draw pile,
    shuffled; False (the world left as sampled) if the guess does not fit the sample's
    unseen cards, which a filter that follows the seat's view never makes."""
    st = world.state
    copies: dict[int, list[int]] = {}
    for seat in others:
        for c in st.hands[seat]:
            copies.setdefault(FACE[c], []).append(c)
    for c in st.draw:
        copies.setdefault(FACE[c], []).append(c)
    hands = {}
    for seat in others:
        if len(guess.hands[seat]) != len(st.hands[seat]):
            return False
        hand = []
        for c in guess.hands[seat]:
            spare = copies.get(FACE[c])
            if not spare:
                return False
            hand.append(spare.pop())
        hands[seat] = hand
    draw = [c for spare in copies.values() for c in spare]
    rng.shuffle(draw)
    for seat, hand in hands.items():
        st.hands[seat] = hand
    st.draw = draw
    return True
