"""What each seat of a Cheaters game may know (CH-15): the information model, declared once.

Everything on the board is public, and so is the evidence a cheat leaves (cash that
differs from what the events account for, a moved token). A cheat itself is secret: only
the cheater sees it until it is called. Kept Community Chest cards lie face down.
"""

from __future__ import annotations

from monopolies.engine.visibility import InformationModel, Part

MODEL = InformationModel(
    parts=(
        Part(
            "A cheat",
            "the cheat and what it did, until it is settled",
            "its evidence only (cash off the ledger, a moved token or hotel)",
            "its evidence only",
            "its own kept; every other player's dropped (and undone if yet to act)",
        ),
        Part(
            "A kept card",
            "the card",
            "its deck if it lies face down, else the card",
            "the same as other seats",
            "face-down cards it has not seen redrawn among the face-down cards",
        ),
        Part(
            "The decks",
            "their sizes; cards it buried under them",
            "their sizes",
            "their sizes",
            "the unseen part redrawn",
        ),
        Part(
            "Board, cash, the ledger of announced cash, handcuffs, face-up cheats",
            "everything",
            "everything",
            "everything",
            "kept",
        ),
    ),
    private=frozenset({"my_cheats", "my_cards"}),
    names="No two cards of a deck are alike: a card face up is shown by its id.",
    automatic={
        "A decision with one option": (
            "the options are counted from public information; a Cheat! window is asked of "
            "every player alike"
        ),
    },
)
