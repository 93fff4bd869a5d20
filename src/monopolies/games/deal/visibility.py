"""What each seat of a Deal game may know (DEAL-22): the information model, declared once.

Hands are private and the draw pile is hidden; everything on the table, the discard pile
and every count are public. Copies of one card are alike, so a card is named to a seat by
its face (the lowest id of its copies), never by the copy: which copy was played would
tell how many remain in the hand it came from (rulings D-17). The hand-limit discard is
asked even when every card in the hand is alike (D-18). After a reshuffle everyone knows
which faces the draw pile holds, and a sample keeps to them (D-19).

What a sample (`rules.hidden.resample`) approximates: the draw pile after a reshuffle is
filled card by card from the shuffled unseen cards, skipping faces already at their bound,
so not every arrangement is equally likely; other seats' knowledge is redrawn (the cards
they put under the pile and the faces they know in a rival's hand are whatever the sample
dealt there, as many as they knew), and they forget which reshuffled cards they drew.
"""

from __future__ import annotations

import random

from monopolies.engine.visibility import (
    InformationModel,
    Part,
    Twin,
    bottom_drawn,
    on_state,
    swap_with_bottom,
)
from monopolies.games.deal import data
from monopolies.games.deal.rules.state import DealState


def other_copies(st: DealState, seat: int, rng: random.Random) -> DealState | None:
    """A world where some cards of `seat`'s hand are other copies of their faces, each
    trading places with that copy wherever it lay (another hand, the draw pile, the
    discard pile, a bank, a set, a building); None when the hand holds no card with a copy
    outside it. Copies are alike (rulings D-17): nobody else may tell the worlds apart."""
    face = data.FACE
    hand = st.hands[seat]
    elsewhere = [c for c in range(data.DECK_SIZE * st.decks) if c not in hand]
    swaps = [
        (mine, rng.choice(others))
        for mine in hand
        if (others := [c for c in elsewhere if face[c] == face[mine]])
    ]
    if not swaps:
        return None
    twin = st.clone()
    for mine, other in rng.sample(swaps, rng.randint(1, len(swaps))):
        swap_copies(twin, mine, other)
    return twin


def swap_copies(st: DealState, a: int, b: int) -> None:
    """Copies `a` and `b` trade places everywhere the state names a card, what seats
    remember of the draw pile and the pending action included."""

    def swapped(c: int) -> int:
        return b if c == a else a if c == b else c

    def each(cards: list[int]) -> None:
        cards[:] = [swapped(c) for c in cards]

    for pile in (*st.hands, *st.bank, st.draw, st.discard):
        each(pile)
    for mine in st.sets:
        for s in mine:
            each(s.cards)
            s.house = None if s.house is None else swapped(s.house)
            s.hotel = None if s.hotel is None else swapped(s.hotel)
    st.known_bottom = [{swapped(c) for c in k} for k in st.known_bottom]
    if st.pending is not None:
        st.pending.take = swapped(st.pending.take)
        st.pending.give = swapped(st.pending.give)


def other_cards(st: DealState, seat: int, rng: random.Random) -> DealState | None:
    """A world where a card of `seat`'s hand that no other seat knows is there (rulings
    D-10) trades places with a card of another face at the bottom of the draw pile, which
    nobody has put there; None after a reshuffle (the pile's faces are public then) or
    when there is no such pair. Out once that card is drawn."""
    if st.reshuffled or not st.draw or any(st.draw[0] in k for k in st.known_bottom):
        return None
    told: dict[int, int] = {}
    for knower in range(st.players):
        for f, n in st.known_hand[knower].get(seat, {}).items():
            told[f] = max(told.get(f, 0), n)
    twin = st.clone()
    swapped = swap_with_bottom(
        twin.hands[seat], twin.draw, data.FACE, lambda f: told.get(f, 0), rng
    )
    return twin if swapped else None


def _drawn(world: DealState, twin: DealState, seat: int) -> bool:
    return bottom_drawn(world.draw, twin.draw)


MODEL = InformationModel(
    parts=(
        Part(
            "A hand",
            "its cards, by face (a list that may repeat one)",
            "how many cards",
            "how many cards",
            "the count kept; the cards redrawn from those the seat cannot place",
        ),
        Part(
            "The draw pile",
            "its size; the cards it put under it",
            "its size",
            "its size",
            "redrawn, but only from cards that can be there: after a reshuffle, above the "
            "cards put under it since, only reshuffled faces the seat has not drawn itself",
        ),
        Part(
            "Cards put under the draw pile (hand limit)",
            "which, and, by face, who drew them since",
            "how many",
            "how many",
            "the sampling seat's own kept where it put them; others' redrawn",
        ),
        Part(
            "Banks, property sets, buildings, the discard pile",
            "every card, by face",
            "every card, by face",
            "every card, by face",
            "kept",
        ),
        Part(
            "A Just Say No window",
            "asked whenever a charge hits it",
            "that it is asked, never whether it holds one",
            "the same",
            "a seat asked under `respond: holders` is given a Just Say No",
        ),
        Part(
            "The hand-limit discard",
            "asked whenever its hand is over the limit",
            "that it is asked, never whether its cards are alike",
            "the same",
            "nothing to redraw",
        ),
    ),
    private=frozenset({"hand", "known"}),
    names=(
        "Copies of one card (the ten Pass Go, the three Just Say No, two identical wilds, "
        "a property's copy in the second deck) are one card to every seat: observations "
        "(its own hand too, as a list that may repeat a face), events, actions, piles, "
        "banks and sets name a card by its face, the lowest id of its copies, and an "
        "action naming a face moves the first copy the hand holds, so which copy was "
        "played says nothing of the copies left. Cards are alike only when everything "
        "printed on them is; where a wild is laid is the table's, not the card's."
    ),
    automatic={
        "A payment where everything payable goes (rulings D-5)": (
            "the payer's bank and table are public, so is what it could pay"
        ),
        "A payment or a Forced Deal give with one card to choose": (
            "the cards offered lie on the table or in the bank, in view of everyone"
        ),
        "Ending a turn with nothing else to do": (
            "no plays left or an empty hand, and no wild to move: counts and the table, all public"
        ),
    },
    twins=(
        Twin("which copy of a card it holds", on_state(other_copies)),
        Twin("which cards it holds", on_state(other_cards), _drawn),
    ),
)
