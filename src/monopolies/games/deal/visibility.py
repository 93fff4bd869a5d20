"""What each seat of a Deal game may know (DEAL-22): the information model, declared once.

Hands are private and the draw pile is hidden; everything on the table, the discard pile
and every count are public. Copies of one card are alike, so a card is named to a seat by
its type (the lowest id of its type), never by the copy: which copy was played would tell
how many remain in the hand it came from.
"""

from __future__ import annotations

from monopolies.engine.visibility import InformationModel, Part

MODEL = InformationModel(
    parts=(
        Part(
            "A hand",
            "its cards, by type",
            "how many cards",
            "how many cards",
            "the count kept; the cards redrawn from those the seat cannot place",
        ),
        Part(
            "The draw pile",
            "its size; the cards it put under it",
            "its size",
            "its size",
            "redrawn, but only from cards that can be there (after a reshuffle, the "
            "reshuffled discard pile)",
        ),
        Part(
            "Cards put under the draw pile (hand limit)",
            "which, and who drew them since",
            "how many",
            "how many",
            "the sampling seat's own kept where it put them",
        ),
        Part(
            "Banks, property sets, buildings, the discard pile",
            "every card, by type",
            "every card, by type",
            "every card, by type",
            "kept",
        ),
        Part(
            "A Just Say No window",
            "asked whenever a charge hits it",
            "that it is asked, never whether it holds one",
            "the same",
            "a seat asked under `respond: holders` is given a Just Say No",
        ),
    ),
    private=frozenset({"hand", "known"}),
    names=(
        "Cards of one type (the ten 1M notes, the three Just Say No) are one card to every "
        "seat: observations, events, actions and piles name them by type, so which copy "
        "was played says nothing of the copies left."
    ),
    automatic={
        "A decision with one option, outside a Just Say No window": (
            "the options are counted from public information (the table, the counts), "
            "except where noted here"
        ),
    },
)
