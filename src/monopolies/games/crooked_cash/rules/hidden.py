"""Redrawing what one seat cannot see (for search bots), and the state invariants.

Hidden in Crooked Cash: which notes are fake, which card of each Chance pair is fake, and
the order of the cards still in the first shuffle's part of each deck. A seat knows the
flags of the notes it has learned (`known`, or all its own with `owners_see_fakes`), of
notes shown real in an open payment, and of Chance cards decoded in public (and so their
partners). Resampling keeps all of that and the number of fakes of each value, and
reshuffles the rest; what other seats learned of notes it has not, it forgets. Which
physical note went where is the real game's secret too, even where the flags are
redrawn, so a sample hands the notes their ids afresh (`_relabel`). A kept free hotel lies
face down (rulings CC-R14), but it is the one face-down card of the deck, so who holds it
is no secret and a sample keeps it where it is.
"""

from __future__ import annotations

import functools
import random

from monopolies.games.board.rules.stages import TurnFrame
from monopolies.games.board.rules.state import BANK
from monopolies.games.crooked_cash import data
from monopolies.games.crooked_cash.rules.cards import KeepOne
from monopolies.games.crooked_cash.rules.edition import ENDINGS
from monopolies.games.crooked_cash.rules.notes import PILE, PaymentFrame
from monopolies.games.crooked_cash.rules.payment import DecodeFrame
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
    # What another seat learned of a note this seat has not is that seat's secret.
    new.known = [k if p == seat else k & learned for p, k in enumerate(new.known)]
    fake = _relabel(new, learned)
    learned = learned_by(new, seat)  # by the notes' new ids
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


def _relabel(st: CCState, learned: set[int]) -> list[bool]:
    """Give the notes of each value their value's ids in an order fixed by what the seat
    can tell of them: first by kind (the same truth if it knows it, known to the same
    seats), then by place (hands by seat, the bank's piles, the payments on the table,
    then those out of play), changing `st` in place. The fake flags, knowledge and a
    decoding window's batch follow the notes; hands are sorted, as the order notes came
    in shows which went out. Returns the flags."""
    payments = [f for f in st.stack if isinstance(f, PaymentFrame)]
    places = [*st.hands, *st.piles, *(f.notes for f in payments)]
    placed = {note for place in places for note in place}
    places.append([n for n in range(data.NOTE_BASE, len(st.values)) if n not in placed])
    values = st.values
    ids = _ids_by_value(tuple(values))
    taken: dict[int, int] = {}
    renamed: dict[int, int] = {}

    def rename(place: list[int], i: int) -> None:
        value = values[place[i]]
        k = taken.get(value, 0)
        taken[value] = k + 1
        renamed[place[i]] = place[i] = ids[value][k]

    learned_slots: dict[tuple[int, tuple[int, ...]], list[tuple[list[int], int]]] = {}
    for place in places:
        if place and learned.isdisjoint(place) and len({values[n] for n in place}) == 1:
            # A bank pile, as a rule: one value, nothing known; renamed in one go.
            value = values[place[0]]
            k = taken.get(value, 0)
            taken[value] = k + len(place)
            fresh = ids[value][k : k + len(place)]
            renamed.update(zip(place, fresh, strict=True))
            place[:] = fresh
            continue
        for i, note in enumerate(place):
            if note in learned:
                kind = (values[note], _alike(st, note))
                learned_slots.setdefault(kind, []).append((place, i))
            else:
                rename(place, i)
    for kind in sorted(learned_slots):
        for place, i in learned_slots[kind]:
            rename(place, i)
    fake = st.fake[:]
    for old, note in renamed.items():
        fake[note] = st.fake[old]
    for hand in st.hands:
        hand.sort()
    st.known = [{renamed.get(n, n) for n in k} for k in st.known]
    st.public = {renamed.get(n, n) for n in st.public}
    for frame in st.stack:
        if isinstance(frame, PaymentFrame):
            frame.decoded = [renamed.get(n, n) for n in frame.decoded]
        elif isinstance(frame, DecodeFrame):
            frame.notes = [renamed.get(n, n) for n in frame.notes]
    return fake


@functools.cache
def _ids_by_value(values: tuple[int, ...]) -> dict[int, list[int]]:
    """Value -> the ids of the notes of that value, lowest first."""
    ids: dict[int, list[int]] = {}
    for note in range(data.NOTE_BASE, len(values)):
        ids.setdefault(values[note], []).append(note)
    return ids


def _alike(st: CCState, note: int) -> tuple[int, ...]:
    """What a sample keeps of a learned note besides its value: its truth, and who knows
    it."""
    return (int(st.fake[note]), note in st.public, *(note in k for k in st.known))


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
