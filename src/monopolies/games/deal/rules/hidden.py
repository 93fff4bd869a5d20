"""Redrawing what one seat cannot see (for search bots), and the state invariants."""

from __future__ import annotations

import random
from collections import Counter

from monopolies.games.deal import data
from monopolies.games.deal.rules.resolve import JUST_SAY_NO, responder
from monopolies.games.deal.rules.sets import has_colour, is_full
from monopolies.games.deal.rules.state import PHASES, RESPOND, DealState
from monopolies.games.deal.rules.turn import ENDINGS


def resample(st: DealState, seat: int, rng: random.Random) -> DealState:
    """Deal the cards `seat` cannot locate at random into the places it cannot see (other
    hands, the draw pile but for the cards it put under it), keeping what it knows.

    Kept: its hand, the table, the cards it put under the draw pile (in place), and the
    faces it knows in other hands (rulings D-10). Copies are alike (rulings D-17), so the
    sample chooses which copy goes where from the pool of unseen ids in a fixed order: the
    sample depends only on the seat's view and `rng`. After a reshuffle (DEAL-3, rulings
    D-19) everyone saw the discard pile become the draw pile, so the part of the pile above
    the cards put under it since holds only reshuffled faces the seat has not drawn
    itself: at most `reshuffled - drawn[seat]` of each face. Approximations: that part is
    filled card by card from the shuffled pool, skipping faces already at their bound, so
    not every arrangement is equally likely; other seats' knowledge is redrawn (the cards
    they put under the pile are whatever the sample put there, the faces they know in a
    hand whatever it dealt there, keeping how many), and they forget which reshuffled
    cards they drew. With `respond: "holders"` a seat asked to answer is given a Just Say
    No, as everyone saw it asked (rulings D-7)."""
    new = st.clone()
    under = sum(len(k) for k in st.known_bottom)  # cards put under the pile, at its bottom
    mine_under = st.known_bottom[seat]
    others = [p for p in range(st.players) if p != seat]
    pool = sorted(
        [c for p in others for c in st.hands[p]] + [c for c in st.draw if c not in mine_under]
    )
    kept = {p: _take_faces(pool, st.known_hand[seat].get(p, {})) for p in others}
    asked = _asked_without_one(st, seat, kept)
    if asked is not None:
        kept[asked] += _take_faces(pool, {JUST_SAY_NO: 1})
    rng.shuffle(pool)
    top = _fill_top(st, seat, pool, len(st.draw) - under)
    dealt: dict[int, list[int]] = {}
    for p in others:
        count = len(st.hands[p]) - len(kept[p])
        dealt[p], pool[:count] = pool[:count], []
        new.hands[p] = sorted(kept[p] + dealt[p])
    new.draw = [c if c in mine_under else pool.pop() for c in st.draw[:under]] + top
    told: Counter[int] = Counter()
    for q in others:
        new.known_bottom[q] = {
            new.draw[i] for i, c in enumerate(st.draw) if c in st.known_bottom[q]
        }
        new.known_hand[q] = _redrawn_knowledge(st, q, seat, dealt, told)
        new.drawn[q] = ()
    _name_copies_afresh(new)
    return new


def _name_copies_afresh(st: DealState) -> None:
    """Give every card of the sample the copy id of its face that a fixed order of places
    hands out (hands by seat, each sorted by face, then banks, sets, the discard and the
    draw pile): which copy lies where is the real game's secret (rulings D-17), and the
    table keeps the real ids, so without this a sample would carry them into the search."""
    face = data.FACE
    for hand in st.hands:
        hand.sort(key=face.__getitem__)
    order = [*st.hands, *st.bank]
    for sets in st.sets:
        for s in sets:
            order.append(s.cards)
            order.append([c for c in (s.house, s.hotel) if c is not None])
    order += [st.discard, st.draw]
    copies = data.COPIES
    taken: dict[int, int] = {}
    renamed: dict[int, int] = {}
    for place in order:
        for c in place:
            f = face[c]
            if f in copies:
                k = taken.get(f, 0)
                taken[f] = k + 1
                renamed[c] = copies[f][k]
    same = renamed.get
    for place in [*st.hands, *st.bank, st.discard, st.draw]:
        place[:] = [same(c, c) for c in place]
    for sets in st.sets:
        for s in sets:
            s.cards = [same(c, c) for c in s.cards]
            s.house = None if s.house is None else same(s.house, s.house)
            s.hotel = None if s.hotel is None else same(s.hotel, s.hotel)
    st.known_bottom = [{same(c, c) for c in k} for k in st.known_bottom]
    pending = st.pending
    if pending is not None:
        pending.take = renamed.get(pending.take, pending.take)
        pending.give = renamed.get(pending.give, pending.give)


def _take_faces(pool: list[int], faces: dict[int, int]) -> list[int]:
    """Take out of the sorted `pool` the first copies of each face, as many as `faces`
    counts."""
    face = data.FACE
    taken: list[int] = []
    for f, n in sorted(faces.items()):
        copies = [c for c in pool if face[c] == f][:n]
        for c in copies:
            pool.remove(c)
        taken += copies
    return taken


def _asked_without_one(st: DealState, seat: int, kept: dict[int, list[int]]) -> int | None:
    """With `respond: "holders"` only a holder of Just Say No is asked (rulings D-7), so a
    rival asked now must hold one in every sample: the rival, when the sample does not
    already keep one in its hand."""
    if st.phase != RESPOND or st.opts["respond"] != "holders" or responder(st) == seat:
        return None
    asked = responder(st)
    face = data.FACE
    return None if any(face[c] == JUST_SAY_NO for c in kept[asked]) else asked


def _fill_top(st: DealState, seat: int, pool: list[int], count: int) -> list[int]:
    """The draw pile above the cards put under it (`count` cards, bottom first), taken out
    of the shuffled `pool`: before any reshuffle anything unseen, after one only faces
    the reshuffle can still have left there (rulings D-19)."""
    top: list[int] = []
    if not st.reshuffled:
        top[:], pool[len(pool) - count :] = pool[len(pool) - count :], []
        return top
    face = data.FACE
    room = Counter(st.reshuffled)
    room.subtract(st.drawn[seat])
    rest: list[int] = []
    for c in pool:
        if len(top) < count and room[face[c]] > 0:
            room[face[c]] -= 1
            top.append(c)
        else:
            rest.append(c)
    assert len(top) == count, "the reshuffled cards cannot fill the draw pile"
    pool[:] = rest
    return top


def _redrawn_knowledge(
    st: DealState, knower: int, seat: int, dealt: dict[int, list[int]], told: Counter[int]
) -> dict[int, dict[int, int]]:
    """What `knower` knows of hands in the sample: of `seat`'s hand what it really knows
    (`seat` saw it draw those cards), of any other hand as many faces as it knew, read
    off cards the sample dealt there that no other knower was given (`told` counts them
    by hand: the cards one seat put under the pile are not another's)."""
    face = data.FACE
    known: dict[int, dict[int, int]] = {}
    for holder, faces in st.known_hand[knower].items():
        if holder == seat:
            known[holder] = dict(faces)
            continue
        start = told[holder]
        told[holder] += sum(faces.values())
        redrawn = Counter(face[c] for c in dealt[holder][start : told[holder]])
        if redrawn:
            known[holder] = dict(redrawn)
    return known


def check(st: DealState) -> None:
    """Every card in exactly one place; sets canonical; turn counters in range."""
    count = data.DECK_SIZE * st.decks
    assert st.decks == data.decks_for(st.players), "wrong number of decks for the players"
    places: list[int] = [*st.draw, *st.discard]
    for p in range(st.players):
        places += st.hands[p] + st.bank[p]
        colours_open: set[str] = set()
        # Others' turns may break a collection; it is tidied on its owner's turn (D-16).
        tidy = p == st.active
        for s in st.sets[p]:
            assert s.colour in data.COLOUR, f"unknown colour {s.colour!r}"
            assert s.cards, "an empty set"
            assert len(s.cards) <= data.COLOUR[s.colour].size or not has_colour(s) or not tidy, (
                f"an overfull {s.colour} set"
            )
            for c in s.cards:
                assert 0 <= c < count and s.colour in data.CARDS[c].colours, (
                    f"card {c} cannot be {s.colour}"
                )
            if not is_full(s) and tidy:
                assert s.colour not in colours_open, f"two unfinished {s.colour} sets"
                colours_open.add(s.colour)
                assert s.house is None and s.hotel is None, "a building on an unfinished set"
            if s.house is not None or s.hotel is not None:
                assert data.COLOUR[s.colour].buildable, f"a building on {s.colour}"
            if s.hotel is not None:
                assert s.house is not None, "a hotel without a house"
                assert data.CARDS[s.hotel].action == "hotel", "a non-hotel card as hotel"
                places.append(s.hotel)
            if s.house is not None:
                assert data.CARDS[s.house].action == "house", "a non-house card as house"
                places.append(s.house)
            places += s.cards
        for c in st.bank[p]:
            assert data.CARDS[c].kind in ("money", "action", "rent"), f"card {c} in a bank"
    assert sorted(places) == list(range(count)), "cards lost, duplicated or unknown"
    ids = [s.id for mine in st.sets for s in mine]
    assert len(ids) == len(set(ids)) and all(0 <= i < st.next_set_id for i in ids), "set ids"
    assert st.phase in PHASES, f"unknown phase {st.phase!r}"
    assert 0 <= st.active < st.players, "active seat out of range"
    assert 0 <= st.plays_left <= data.PLAYS_PER_TURN, "plays left out of range"
    assert st.turn >= 1, "turn counter"
    if st.phase == "over":
        assert st.reason in ENDINGS, f"unknown ending {st.reason!r}"
        assert st.winner is None or 0 <= st.winner < st.players, "winner out of range"
    else:
        assert st.winner is None and not st.reason, "a winner before the end"
    if st.phase in ("respond", "pay", "give"):
        assert st.pending is not None and st.pending.targets, "a window with no target"
    if st.phase == "give":
        assert st.pending is not None and st.pending.kind == "forced_deal", "give outside a deal"
