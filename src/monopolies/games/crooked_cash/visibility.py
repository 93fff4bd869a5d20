"""What each seat of a Crooked Cash game may know (CC-12): the information model, declared
once.

Everything on the board is public, and so is how many notes of each value every player
holds. Which notes are fake is hidden from everyone but the seat that learned it (by
decoding, by seeing a note proved real, or with `owners_see_fakes` its own), and so is
which copy of a Chance pair is fake. Notes of one value are named by value, Chance cards
by face: never by an id that would tell a note from the bank from one that went round.
"""

from __future__ import annotations

from monopolies.engine.visibility import InformationModel, Part

MODEL = InformationModel(
    parts=(
        Part(
            "Notes in a hand",
            "each note by value, with `known_fake` where it has learned the truth",
            "how many of each value",
            "how many of each value",
            "counts kept; which notes are fake redrawn, keeping what the seat learned and "
            "how many fakes of each value there are",
        ),
        Part(
            "Chance cards",
            "the card's face; with `owners_see_fakes` whether its own is fake",
            "the card's face; fake only once decoded in public",
            "the same as other seats",
            "which copy of a pair is fake redrawn unless decoded in public",
        ),
        Part(
            "A kept Community Chest card",
            "the card",
            "that it holds one (it lies face down)",
            "that it holds one",
            "kept (it is the one face-down card of the deck)",
        ),
        Part(
            "The decks",
            "their sizes",
            "their sizes",
            "their sizes",
            "the unseen part reshuffled",
        ),
        Part(
            "Board, cash, deeds, hotels, chips, decoding results",
            "everything",
            "everything",
            "everything",
            "kept",
        ),
    ),
    private=frozenset({"my_notes", "my_cards"}),
    names=(
        "Notes of one value are alike: others see how many a player holds and what it "
        "pays by value; a seat names its own notes by handles that carry nothing it did "
        "not see. Chance cards are named by face, never by which copy of the pair."
    ),
    automatic={
        "A decision with one option": (
            "the options are counted from public information; paying is asked whenever "
            "the notes a player holds could offer a choice"
        ),
    },
)
