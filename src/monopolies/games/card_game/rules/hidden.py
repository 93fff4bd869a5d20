"""Redrawing what one seat cannot see (for search bots), and the state invariants.

Hidden from a seat (CG-7): the other hands, except the cards every seat saw go into them by
a trade (`known`, counted by face), and the draw pile. Trade piles are public. A seat sees
every card by its face, never by copy (rulings CG-R16), so a sample is built from faces
alone: the seat's hand, the trade piles and the known cards stay, the unseen faces are
dealt at random into the other hands and the draw pile (hand sizes and the draw count
stay), and then every place is given physical copies of its faces in one fixed order. So
the sample depends only on the seat's view and the random numbers, never on which copy
the real game holds where.
"""

from __future__ import annotations

import random

from monopolies.games.card_game import data
from monopolies.games.card_game.rules import dealing
from monopolies.games.card_game.rules.state import DISCARD, OVER, PHASES, TURN, CardGameState
from monopolies.games.card_game.rules.turns import ENDINGS, legal

FACE = data.FACE
NUM_FACES = data.NUM_FACES
# [face] -> the ids of its copies, lowest first
COPIES: tuple[tuple[int, ...], ...] = tuple(
    tuple(c.id for c in data.CARDS if c.face == f) for f in range(NUM_FACES)
)


def resample(st: CardGameState, seat: int, rng: random.Random) -> CardGameState:
    new = st.clone()
    # The faces the seat has not seen: the deck less its hand, the trade piles and the
    # cards known to be in other hands; in face order, so the real order never shows.
    unseen = list(data.FACE_COUNT)
    for c in st.hands[seat]:
        unseen[FACE[c]] -= 1
    for pile in st.piles:
        for c in pile:
            unseen[FACE[c]] -= 1
    for p in range(st.players):
        if p != seat:
            for f, n in enumerate(st.known[p]):
                unseen[f] -= n
    pool = [f for f in range(NUM_FACES) for _ in range(unseen[f])]
    rng.shuffle(pool)
    hands: list[list[int]] = []
    for p in range(st.players):
        hand = sorted([FACE[c] for c in st.hands[p]]) if p == seat else _known(st.known[p])
        dealt = len(st.hands[p]) - len(hand)
        hands.append(hand + pool[len(pool) - dealt :])
        del pool[len(pool) - dealt :]
    # Physical copies, handed out in one fixed order of places: hands, piles, draw pile.
    taken = [0] * NUM_FACES
    new.hands = [_copies(faces, taken) for faces in hands]
    new.piles = [_copies([FACE[c] for c in pile], taken) for pile in st.piles]
    assert len(pool) == len(st.draw), "the unseen cards fill the other hands and the draw pile"
    new.draw = _copies(pool, taken)
    # The real game's rigged future deals are not this seat's to know.
    new.scripts = []
    return new


def _known(counts: list[int]) -> list[int]:
    """The faces counted in `counts`, each as often as counted, in face order."""
    out: list[int] = []
    for f, n in enumerate(counts):
        out += [f] * n
    return out


def _copies(faces: list[int], taken: list[int]) -> list[int]:
    """A physical copy for each of `faces`: the lowest of its face not yet `taken`."""
    out = []
    for f in faces:
        out.append(COPIES[f][taken[f]])
        taken[f] += 1
    return out


def check(st: CardGameState) -> None:
    """Every card in exactly one place; counters, phases and knowledge consistent."""
    places = [*st.draw]
    for hand in st.hands:
        places += hand
    for pile in st.piles:
        places += pile
    assert sorted(places) == list(range(data.DECK_SIZE)), "cards lost, duplicated or unknown"
    assert len(st.piles) == data.PILES, "four trade piles"
    assert len(st.known) == st.players, "knowledge of every hand"
    for seat, known in enumerate(st.known):
        held = [0] * NUM_FACES
        for c in st.hands[seat]:
            held[FACE[c]] += 1
        assert len(known) == NUM_FACES, "knowledge of every face"
        for f, n in enumerate(known):
            assert 0 <= n <= held[f], f"seat {seat} is known to hold {n} of face {f}: {held[f]}"
    assert 0 <= st.dealer < st.players and 0 <= st.active < st.players, "seat out of range"
    assert st.phase in PHASES, f"unknown phase {st.phase!r}"
    assert 1 <= st.hand_no <= st.opts["hands"], "hand number out of range"
    assert 1 <= st.hand_turn <= st.turn, "turn counters"
    assert st.hand_turn <= st.opts["max_turns_per_hand"], "turn cap passed"
    assert all(s >= 0 for s in st.scores), "negative money"
    assert st.jackpot >= st.values.jackpot, "jackpot below its start"
    assert (st.phase == DISCARD) == (st.to_discard > 0), "discards owed outside the discard phase"
    if st.phase == TURN:
        assert legal(st), "a turn with nothing to do"
    if st.phase == OVER:
        assert st.reason in ENDINGS, f"unknown ending {st.reason!r}"
    else:
        assert not st.reason, "an ending before the end"
    for number, script in enumerate(st.scripts, st.hand_no + 1):
        dealing.validate(st.players, script, number)
