"""What each seat of a Crooked Cash game may know (CC-12): the information model, declared
once.

Everything on the board is public, and so is how many notes of each value every player
holds. Which notes are fake is hidden from everyone but the seat that learned it (by
decoding, by seeing a note proved real, or with `owners_see_fakes` its own), and so is
which copy of a Chance pair is fake. Notes of one value are named by value, Chance cards
by face: never by an id that would tell a note from the bank from one that went round.
"""

from __future__ import annotations

import random

from monopolies.engine.visibility import InformationModel, Part, Twin, on_state
from monopolies.games.crooked_cash import data
from monopolies.games.crooked_cash.rules.hidden import learned_by
from monopolies.games.crooked_cash.rules.state import CCState


def _known_to_others(st: CCState, seat: int) -> set[int]:
    """The ids whose truth some seat other than `seat` knows."""
    out: set[int] = set()
    for other in range(st.players):
        if other != seat:
            out |= learned_by(st, other)
    return out


def another_fake_note(st: CCState, seat: int, rng: random.Random) -> CCState | None:
    """A world where a note of `seat`'s is real where it was fake, or fake where it was
    real, and another note of its value nobody else knows the truth of takes the other
    truth (so every value keeps its number of fakes, which is public)."""
    others = _known_to_others(st, seat)
    values, fake = st.values, st.fake
    mine = [n for n in sorted(st.hands[seat]) if n not in others]
    rng.shuffle(mine)
    for note in mine:
        partners = [
            n
            for n in range(data.NOTE_BASE, len(values))
            if values[n] == values[note] and fake[n] != fake[note] and n not in others
        ]
        if partners:
            other = partners[rng.randrange(len(partners))]
            twin: CCState = st.clone()
            twin.fake = fake[:]
            twin.fake[note], twin.fake[other] = fake[other], fake[note]
            return twin
    return None


def another_fake_chance(st: CCState, seat: int, rng: random.Random) -> CCState | None:
    """A world where the Chance card `seat` holds is the other copy of its pair as to
    which is fake (the two look alike), where nobody else knows the pair's truth."""
    others = _known_to_others(st, seat)
    for card in st.held[seat]:
        if card in data.CHANCE_IDS and card not in others and data.partner(card) not in others:
            twin: CCState = st.clone()
            twin.fake = st.fake[:]
            other = data.partner(card)
            twin.fake[card], twin.fake[other] = st.fake[other], st.fake[card]
            return twin
    return None


def _out(world: CCState, twin: CCState, seat: int) -> bool:
    """Out once a seat other than `seat` knows the truth of a card that differs."""
    differ = {i for i, (a, b) in enumerate(zip(world.fake, twin.fake, strict=True)) if a != b}
    return bool(differ & (_known_to_others(world, seat) | _known_to_others(twin, seat)))


MODEL = InformationModel(
    parts=(
        Part(
            "Notes in a hand",
            "each note by value, with `known_fake` where it has learned the truth",
            "how many of each value",
            "how many of each value",
            "counts kept; which notes are fake redrawn and every note named afresh, keeping "
            "what the seat learned and "
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
    twins=(
        Twin(
            "which of its notes is fake",
            on_state(another_fake_note),
            _out,
            shown=frozenset({"decode"}),  # a decoded fake leaves play, known to all
        ),
        Twin(
            "which copy of its Chance card's pair is fake",
            on_state(another_fake_chance),
            _out,
            shown=frozenset({"decode_card"}),  # the card goes back to the deck, known to all
        ),
    ),
    automatic={
        "A decision with one option": (
            "the options are counted from public information (positions, cash, deeds, "
            "chips, counts of notes by value)"
        ),
        "Laying the last note of a payment": (
            "only when the payer holds one note: a payer with two or more is always asked "
            "(rulings CC-R15), as what it knows of them would otherwise show"
        ),
    },
)
