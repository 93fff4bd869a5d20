"""Redrawing what one seat cannot see (for search bots), and the state invariants.

Hidden from a seat (CG-7): the other hands, except cards every seat saw go into them by a
trade (`known`), and the draw pile. Trade piles are public. A resample deals the hidden
cards at random into the same places, so hand sizes and the draw count stay as they are.
"""

from __future__ import annotations

import random

from monopolies.games.card_game import data
from monopolies.games.card_game.rules import dealing
from monopolies.games.card_game.rules.state import DISCARD, OVER, PHASES, TURN, CardGameState
from monopolies.games.card_game.rules.turns import ENDINGS, legal


def resample(st: CardGameState, seat: int, rng: random.Random) -> CardGameState:
    new = st.clone()
    known = st.known
    slots: list[tuple[list[int], int]] = []
    for p in range(st.players):
        if p != seat:
            hand = new.hands[p]
            slots += [(hand, i) for i, c in enumerate(hand) if known.get(c) != p]
    slots += [(new.draw, i) for i in range(len(new.draw))]
    cards = sorted(pile[i] for pile, i in slots)  # independent of the real order
    rng.shuffle(cards)
    for (pile, i), card in zip(slots, cards, strict=True):
        pile[i] = card
    # The real game's rigged future deals are not this seat's to know.
    new.scripts = []
    return new


def check(st: CardGameState) -> None:
    """Every card in exactly one place; counters, phases and knowledge consistent."""
    places = [*st.draw]
    for hand in st.hands:
        places += hand
    for pile in st.piles:
        places += pile
    assert sorted(places) == list(range(data.DECK_SIZE)), "cards lost, duplicated or unknown"
    assert len(st.piles) == data.PILES, "four trade piles"
    for card, holder in st.known.items():
        assert 0 <= holder < st.players and card in st.hands[holder], f"known card {card} lost"
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
