"""What each seat of a Card Game may know (CG-7): the information model, declared once.

Hands are private and the draw pile is hidden; trade piles, scores, the jackpot and every
count are public, and so are the cards every seat saw go into a hand by a trade. Copies
of one card (wilds, Free Parking, GO, the tokens) are named by their face, never by copy.
"""

from __future__ import annotations

from monopolies.engine.visibility import InformationModel, Part

MODEL = InformationModel(
    parts=(
        Part(
            "A hand",
            "its cards, and what they are worth if it goes out or lays down",
            "how many cards, and those every seat saw it take by a trade",
            "the same as other seats",
            "the count and the traded-in cards kept; the rest redrawn from the unseen cards",
        ),
        Part(
            "The draw pile",
            "its size",
            "its size",
            "its size",
            "redrawn from the unseen cards",
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
        "Copies of one card (a wild, Free Parking, GO, a token) are one card to every seat: "
        "they are named by their face in observations, events, actions and trade piles."
    ),
    automatic={
        "A decision with one option": "the options are counted from public information",
    },
)
