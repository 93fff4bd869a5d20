"""What each seat of a Card Game may know (CG-7): the information model, declared once.

Hands are private and the draw pile is hidden; trade piles, scores, the jackpot and every
count are public, and so are the cards every seat saw go into a hand by a trade. Copies
of one card (wilds, Free Parking, GO, the tokens, House cards of one size, the hotels)
are one card to every seat (rulings CG-R16): named by their face, never by copy, so
`other_copies` builds a world no seat may tell from the real one.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from monopolies.engine.visibility import (
    InformationModel,
    Part,
    Twin,
    bottom_drawn,
    on_state,
    swap_with_bottom,
)
from monopolies.games.card_game import data

if TYPE_CHECKING:
    from monopolies.games.card_game.rules.state import CardGameState


def other_copies(st: CardGameState, seat: int, rng: random.Random) -> CardGameState | None:
    """A clone in which some cards of `seat`'s hand trade places with other copies of
    their face elsewhere (another hand, a trade pile, the draw pile); None when no card in
    the hand has a copy elsewhere. What every seat knows of a hand is counted by face, so
    nothing else refers to the copies moved."""
    new = st.clone()
    hand = new.hands[seat]
    places = [h for p, h in enumerate(new.hands) if p != seat] + new.piles + [new.draw]
    elsewhere: dict[int, list[tuple[list[int], int]]] = {}
    for place in places:
        for i, c in enumerate(place):
            elsewhere.setdefault(data.FACE[c], []).append((place, i))
    movable = [i for i, c in enumerate(hand) if data.FACE[c] in elsewhere]
    if not movable:
        return None
    for i in rng.sample(movable, rng.randint(1, len(movable))):
        place, j = rng.choice(elsewhere[data.FACE[hand[i]]])
        hand[i], place[j] = place[j], hand[i]
    return new


def other_cards(st: CardGameState, seat: int, rng: random.Random) -> CardGameState | None:
    """A world where a card of `seat`'s hand that no seat saw it take trades places with
    a card of another face at the bottom of the draw pile; None when there is no such
    pair. Out once that card is drawn or the hands are laid down (`score`)."""
    twin = st.clone()
    known = st.known[seat]
    swapped = swap_with_bottom(twin.hands[seat], twin.draw, data.FACE, known.__getitem__, rng)
    return twin if swapped else None


def _drawn(world: CardGameState, twin: CardGameState, seat: int) -> bool:
    return bottom_drawn(world.draw, twin.draw)


MODEL = InformationModel(
    parts=(
        Part(
            "A hand",
            "its cards, and what they are worth if it goes out or lays down",
            "how many cards, and how many of each card every seat saw it take by a trade "
            "(one fewer for each card of that kind it discarded since)",
            "the same as other seats",
            "the count and the traded-in cards kept; the rest dealt from the unseen cards",
        ),
        Part(
            "The draw pile",
            "its size",
            "its size",
            "its size",
            "dealt from the unseen cards",
        ),
        Part(
            "Trade piles, scores, the jackpot",
            "everything",
            "everything",
            "everything",
            "kept",
        ),
    ),
    private=frozenset({"hand", "hand_worth"}),
    names=(
        "Copies of one card (House cards showing the same houses, Hotels, Tokens, GO, Free "
        "Parking, Wilds) are one card to every seat: observations, events, actions and trade "
        "piles name each by the lowest id of its kind (a property by its own id), so which "
        "copy was played or traded never shows how many a hand has left."
    ),
    automatic={
        "Draw or trade, when only one of them is possible": (
            "what is possible is counted from the draw pile's size and the trade piles' "
            "sizes, which every seat sees"
        ),
        "A turn that can neither draw nor trade passes (rulings CG-R13)": (
            "the same public counts; only a rigged deal can leave such a turn"
        ),
        "A discard is never taken for a seat": (
            "one choice would mean a hand of identical cards (`must_ask`)"
        ),
    },
    twins=(
        Twin("which copy of a card it holds", on_state(other_copies)),
        Twin(
            "which cards it holds",
            on_state(other_cards),
            _drawn,
            shown=frozenset({"score", "hand_over"}),
        ),
    ),
)
