"""Redrawing what one seat cannot see (for search bots), and the state invariants.

Hidden in Crooked Cash: which notes are fake, which card of each Chance pair is fake, and
the order of the cards still in the first shuffle's part of each deck. A seat knows the
flags of the notes it has learned (`known`, or all its own with `owners_see_fakes`), of
notes shown real in an open payment, and of Chance cards decoded in public (and so their
partners). Resampling keeps all of that and the number of fakes of each value, and
reshuffles the rest. A kept free hotel lies face down (rulings CC-R14), but it is the one
face-down card of the deck, so who holds it is no secret and a sample keeps it where it is.
"""

from __future__ import annotations

import random

from monopolies.games.board.rules.stages import TurnFrame
from monopolies.games.board.rules.state import BANK
from monopolies.games.crooked_cash import data
from monopolies.games.crooked_cash.rules.cards import KeepOne
from monopolies.games.crooked_cash.rules.edition import ENDINGS
from monopolies.games.crooked_cash.rules.notes import PILE, PaymentFrame
from monopolies.games.crooked_cash.rules.state import CCState

CHANCE = frozenset(data.CHANCE_IDS)


def learned_by(st: CCState, seat: int) -> set[int]:
    """Ids whose truth `seat` knows."""
    known = set(st.known[seat]) | st.public
    known |= {data.partner(c) for c in st.public}
    if st.opts["owners_see_fakes"]:
        known |= set(st.hands[seat])
        known |= {c for c in st.held[seat] if data.CARDS[c].deck == data.CHANCE}
        known |= {data.partner(c) for c in known if c in CHANCE}
    for frame in st.stack:
        if isinstance(frame, PaymentFrame):
            known.update(frame.decoded)
    return known


def resample(st: CCState, seat: int, rng: random.Random) -> CCState:
    new: CCState = st.clone()
    learned = learned_by(st, seat)
    fake = st.fake[:]
    by_value: list[list[int]] = [[] for _ in data.DENOMINATIONS]
    for note in range(data.NOTE_BASE, len(fake)):
        if note not in learned:
            by_value[PILE[st.values[note]]].append(note)
    for ids in by_value:
        # The seat knows how many of these notes are fake, not which: any that many will do.
        fakes = sum(fake[n] for n in ids)
        for note in ids:
            fake[note] = False
        for note in rng.sample(ids, fakes):
            fake[note] = True
    for card in data.CHANCE_IDS[::2]:
        other = data.partner(card)
        if card not in learned and other not in learned:
            pair = sorted((fake[card], fake[other]))
            if rng.random() < 0.5:
                pair.reverse()
            fake[card], fake[other] = pair
    new.fake = fake
    new.dice = []  # the real game's rigged rolls are its future, not the seat's to know
    _shuffle_top(new.chance_deck, new.chance_hidden, rng)
    _shuffle_top(new.chest_deck, new.chest_hidden, rng)
    return new


def _shuffle_top(deck: list[int], hidden: int, rng: random.Random) -> None:
    if hidden > 1:
        top = sorted(deck[-hidden:])  # independent of the real order
        rng.shuffle(top)
        deck[-hidden:] = top


def check(st: CCState) -> None:
    """Every note and card in exactly one place; cash, knowledge, chips, hotels consistent."""
    values = st.values
    total = len(values)
    assert len(st.fake) == total, "a fake flag per id"
    notes: list[int] = [n for pile in st.piles for n in pile]
    for i, pile in enumerate(st.piles):
        assert all(values[n] == data.DENOMINATIONS[i] for n in pile), "a note in the wrong pile"
    for p in range(st.players):
        notes += st.hands[p]
        assert st.cash[p] == sum(values[n] for n in st.hands[p]), "cash out of step with notes"
        assert st.counts[p] == [
            sum(1 for n in st.hands[p] if values[n] == v) for v in data.DENOMINATIONS
        ], "note counts out of step with notes"
        assert st.known[p] <= set(st.hands[p]), "knowledge of a note not in hand"
        assert 0 <= st.chips[p] <= data.CHIPS, "chips out of range"
        if not st.alive[p]:
            assert not st.hands[p] and not st.held[p], "a bankrupt player holds something"
    for frame in st.stack:
        if isinstance(frame, PaymentFrame):
            notes += frame.notes
    assert sorted(notes) == list(range(data.NOTE_BASE, total)), "notes lost or duplicated"
    cards = [c for c in st.face_up if c >= 0] + st.chance_deck + st.chest_deck
    cards += [c for held in st.held for c in held]
    cards += [f.card for f in st.stack if isinstance(f, KeepOne)]
    assert sorted(cards) == list(range(data.NOTE_BASE)), "cards lost or duplicated"
    for p in range(st.players):
        assert sum(1 for c in st.held[p] if data.CARDS[c].deck == data.CHANCE) <= 1, (
            "more than one Chance card held"
        )
    assert 0 <= st.chance_hidden <= len(st.chance_deck), "chance deck count"
    assert 0 <= st.chest_hidden <= len(st.chest_deck), "chest deck count"
    assert sum(st.hotel) + st.hotels_left == data.HOTELS, "hotels lost or made"
    layout = data.LAYOUT
    for s in range(layout.size):
        owner = st.owner[s]
        assert owner == BANK or (layout.kinds[s] == "street" and 0 <= owner < st.players), (
            "a deed on a space that is not a street"
        )
        assert owner == BANK or st.alive[owner], "a bankrupt player owns a street"
        assert not st.hotel[s] or owner != BANK, "a hotel on an unowned street"
    assert all(0 <= pos < layout.size for pos in st.position), "token off the board"
    assert 0 <= st.active < st.players and st.turn >= 1, "turn counters"
    if st.over:
        assert st.reason in ENDINGS and st.winners and not st.stack, "an ending without a result"
    else:
        assert not st.reason and st.stack and isinstance(st.stack[0], TurnFrame), "the turn frame"
        assert all(type(f) in st.edition.frames for f in st.stack), "unknown frame kind"
