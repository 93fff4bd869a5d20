"""Redrawing what one seat cannot see (for search bots), and the state invariants."""

from __future__ import annotations

import random

from monopolies.games.deal import data
from monopolies.games.deal.rules.resolve import responder
from monopolies.games.deal.rules.sets import has_colour, is_full
from monopolies.games.deal.rules.state import PHASES, RESPOND, DealState
from monopolies.games.deal.rules.turn import ENDINGS


def resample(st: DealState, seat: int, rng: random.Random) -> DealState:
    """Deal the cards `seat` cannot locate (other hands, the draw pile's unknown places)
    at random into the same places, keeping every card `seat` knows where it is."""
    new = st.clone()
    known_pile = st.known_bottom[seat]
    known_hands = st.known_hand[seat]
    slots: list[tuple[list[int], int]] = []
    for p in range(st.players):
        if p == seat:
            continue
        hand = new.hands[p]
        slots += [(hand, i) for i, c in enumerate(hand) if known_hands.get(c) != p]
    slots += [(new.draw, i) for i, c in enumerate(new.draw) if c not in known_pile]
    old = [pile[i] for pile, i in slots]
    fresh = sorted(old)  # the sample must not depend on the real order (only on the seat's view)
    rng.shuffle(fresh)
    for (pile, i), card in zip(slots, fresh, strict=True):
        pile[i] = card
    if st.phase == RESPOND and st.opts["respond"] == "holders" and responder(st) != seat:
        _keep_a_just_say_no(new.hands[responder(st)], slots)
        fresh = [pile[i] for pile, i in slots]
    moved = dict(zip(old, fresh, strict=True))
    for p in range(st.players):
        if p != seat:
            new.known_bottom[p] = {moved.get(c, c) for c in st.known_bottom[p]}
            new.known_hand[p] = {moved.get(c, c): h for c, h in st.known_hand[p].items()}
    return new


def _keep_a_just_say_no(hand: list[int], slots: list[tuple[list[int], int]]) -> None:
    """Everyone sees a player asked whether to answer with Just Say No, and with
    `respond: "holders"` only a player holding one is asked (rulings D-7): the sample must
    give them one. If the shuffle did
    not, the first redrawn card of their hand trades places with the first redrawn Just
    Say No elsewhere (both picked by the shuffle alone, so nothing real leaks)."""
    if any(data.CARDS[c].action == "just_say_no" for c in hand):
        return
    mine = next(((p, i) for p, i in slots if p is hand), None)
    theirs = next(((p, i) for p, i in slots if data.CARDS[p[i]].action == "just_say_no"), None)
    assert mine is not None and theirs is not None, "a responder always holds Just Say No"
    (a, i), (b, j) = mine, theirs
    a[i], b[j] = b[j], a[i]


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
