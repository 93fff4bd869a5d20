"""Redrawing what one seat cannot see (for search bots), and the state invariants.

Hidden in Cheaters Edition: the order of the unseen part of each deck, the face-down
cards in other hands or buried under a deck by another (rulings CH-R16), and the other
players' cheats (their records, a rent's secret surplus or discount). A
seat sees the evidence of those cheats but not the cheats: resampling keeps its own
records and drops all of the others' (rulings CH-R9), because keeping any real record,
even at random, would let a search bot learn it from how a sampled call comes out; a
dropped cheat that has yet to act (a bent rent not yet paid) is undone (`drop`). The
evidence on the table, and the public ledger of announced cash, stay as they are. So
does whether the player deciding now has cheated at this decision (`cheat_used`) only
when that player is the seat: for anyone else it is a cheat dropped with the others.
"""

from __future__ import annotations

import random

from monopolies.games.board.rules.flow import actor
from monopolies.games.board.rules.stages import TurnFrame
from monopolies.games.board.rules.state import BANK
from monopolies.games.cheaters import data
from monopolies.games.cheaters.rules.cheat_cards import RULES
from monopolies.games.cheaters.rules.edition import ENDINGS
from monopolies.games.cheaters.rules.state import CHState


def resample(st: CHState, seat: int, rng: random.Random) -> CHState:
    new: CHState = st.clone()
    kept = []
    for rec in new.records:
        if rec.seat == seat:
            kept.append(rec)
        else:
            rec.drop(new)
    new.records = kept
    if not (st.stack and actor(st) == seat):
        new.cheat_used = False
    new.dice = []  # the real game's rigged rolls are its future, not the seat's to know
    _redeal(new, seat, data.CHANCE, new.chance_hidden, rng)
    _redeal(new, seat, data.CHEST, new.chest_hidden, rng)
    _shuffle_top(new.cheat_deck, new.cheat_hidden, rng)
    return new


def _redeal(st: CHState, seat: int, name: str, hidden: int, rng: random.Random) -> None:
    """Deal anew the cards of deck `name` that `seat` has not seen: the unseen top of it,
    and the face-down cards it has not seen (in other hands, or buried under the deck by
    another). A face-down place takes only a face-down card; every arrangement that fits
    is equally likely, and none depends on the real one (the cards are sorted first)."""
    deck = st.chance_deck if name == data.CHANCE else st.chest_deck
    size = len(deck)
    down: list[tuple[int, int]] = []  # (seat, index in its hand) or (-1, place in the deck)
    for p in range(st.players):
        if p != seat:
            down += [(p, i) for i, c in enumerate(st.held[p]) if c in FACE_DOWN[name]]
    down += [(-1, i) for i, c in enumerate(deck) if st.buried[c] not in (-1, seat)]
    if not down and hidden <= 1:
        return
    knower = {i: st.buried[deck[i]] for p, i in down if p == -1}
    cards = [st.held[p][i] if p >= 0 else deck[i] for p, i in down]
    cards += deck[size - hidden :]
    cards.sort()
    faces = [c for c in cards if c in data.FACE_DOWN]
    rng.shuffle(faces)
    dealt = faces[: len(down)]
    rest = [c for c in cards if c not in dealt]
    rng.shuffle(rest)
    for c in cards:
        st.buried[c] = -1
    for (p, i), c in zip(down, dealt, strict=True):
        if p >= 0:
            st.held[p][i] = c
        else:
            deck[i] = c
            st.buried[c] = knower[i]
    deck[size - hidden :] = rest


def _shuffle_top(deck: list[int], hidden: int, rng: random.Random) -> None:
    if hidden > 1:
        top = sorted(deck[-hidden:])  # independent of the real order
        rng.shuffle(top)
        deck[-hidden:] = top


def check(st: CHState) -> None:
    """Every card in exactly one place; hotels counted; one prisoner; records well formed."""
    chance = st.chance_deck + [c for held in st.held for c in held if c in CHANCE]
    assert sorted(chance) == list(data.CHANCE_IDS), "Chance cards lost or duplicated"
    chest = st.chest_deck + [c for held in st.held for c in held if c in CHEST]
    assert sorted(chest) == list(data.CHEST_IDS), "Community Chest cards lost or duplicated"
    cheat = st.cheat_deck + [c for c in st.face_up if c >= 0]
    assert sorted(cheat) == list(data.CHEAT_IDS), "Cheat cards lost or duplicated"
    assert all(data.CARDS[c].keep for held in st.held for c in held), "a held card not kept"
    for c, knower in enumerate(st.buried):
        deck = st.chance_deck if c in CHANCE else st.chest_deck
        assert knower < 0 or (c in deck and c in data.FACE_DOWN), "a buried card not buried"
    for deck, hidden in (
        (st.chance_deck, st.chance_hidden),
        (st.chest_deck, st.chest_hidden),
        (st.cheat_deck, st.cheat_hidden),
    ):
        assert 0 <= hidden <= len(deck), "deck count"
    assert sum(st.hotel) + st.hotels_left == data.HOTELS, "hotels lost or made"
    assert st.hotels_left >= 0, "more hotels than the box holds"
    assert sum(st.in_jail) <= 1, "two players in the handcuffs"
    layout = data.LAYOUT
    for s in range(layout.size):
        owner = st.owner[s]
        assert owner == BANK or (layout.kinds[s] == "street" and 0 <= owner < st.players), (
            "a deed on a space that is not a street"
        )
        assert not st.hotel[s] or layout.kinds[s] == "street", "a hotel off the streets"
    for p in range(st.players):
        if not st.alive[p]:
            assert not st.held[p], "a bankrupt player holds a card"
            assert not any(r.seat == p for r in st.records), "a bankrupt player's cheat"
    for rec in st.records:
        assert 0 <= rec.seat < st.players and rec.card in CHEATS, "a malformed cheat record"
        assert type(rec) is RULES[rec.card - data.CHEAT_BASE].record, "a record of another card"
        assert st.period <= rec.period <= st.period + 1, "a cheat record out of its period"
    assert all(0 <= pos < layout.size for pos in st.position), "token off the board"
    assert all(st.cash[p] >= 0 for p in range(st.players)), "negative cash"
    if st.over:
        assert st.reason in ENDINGS and st.winners and not st.stack, "an ending without a result"
    else:
        assert not st.reason and st.stack and isinstance(st.stack[0], TurnFrame), "the turn frame"
        assert all(type(f) in st.edition.frames for f in st.stack), "unknown frame kind"


FACE_DOWN = {
    deck: frozenset(c for c in data.FACE_DOWN if data.CARDS[c].deck == deck)
    for deck in (data.CHANCE, data.CHEST)
}
CHANCE = frozenset(data.CHANCE_IDS)
CHEST = frozenset(data.CHEST_IDS)
CHEATS = frozenset(data.CHEAT_IDS)
