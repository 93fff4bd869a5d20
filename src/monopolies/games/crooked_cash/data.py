"""Crooked Cash as data: the 36-space board, the deeds, the Chance and Community Chest
cards and the money pack.

Origin: shared/spec/rules/crooked-cash.md. The rulebooks (seeds 000 and 001) do not print
the deeds, the card texts or the pack, and no public source we reached lists them, so
these tables are the spec's design (classic street names and prices; rents derived from
the prices by the spec's formulas; card actions as the spec lists them), not a printed
edition: `verified = False`. A printed table can replace them without touching rules code.

Id space (one for everything `cards()` lists and `rig["fakes"]` names): Chance cards
0-23, Community Chest cards 24-37, then the notes, by denomination, from NOTE_BASE.
"""

from __future__ import annotations

from dataclasses import dataclass

from monopolies.games.board.rules.layout import Layout, Space
from monopolies.games.board.rules.tables import SPACE_NAMES, build_spaces, layout_row

verified = False
origin = "shared/spec/rules/crooked-cash.md (our design; no printed table was available)"

SALARY = 200
JAIL_FEE = 50
JAIL_SPACE = 9
HOTELS = 12
CHIPS = 2
DECODE_REWARD = 100
FACE_UP = 3
DENOMINATIONS = (10, 20, 50, 100, 500)
# What each player is dealt at the start (1500).
START_NOTES = {500: 2, 100: 3, 50: 3, 20: 1, 10: 3}
NOTES_PER_DENOMINATION = 40
FAKES_PER_DENOMINATION = 10

# The classic board, its railway spaces named "Train".
SPACES: tuple[Space, ...] = build_spaces(
    layout_row("train"), {**SPACE_NAMES, "train": "Train"}, {}, {}
)
LAYOUT: Layout = Layout(SPACES)


@dataclass(frozen=True, slots=True)
class Card:
    """A Chance or Community Chest card: what it does (`action`, its rule in
    `cards.RULES`), `amount` where it says one, and its text, built from it (`card`)."""

    id: int
    deck: str
    action: str
    text: str
    amount: int = 0
    keep: bool = False


def card(id: int, deck: str, action: str, wording: str, amount: int, keep: bool = False) -> Card:
    """A card whose text is `wording` with its `{amount}` filled in as US money ("$100"; a
    UK game reads it in M, `rules.actions.printed`)."""
    return Card(id, deck, action, wording.format(amount=f"${amount:,}"), amount, keep)


CHANCE = "chance"
CHEST = "community_chest"

# (action, wording, amount): each Chance action is printed twice, one card real, one fake.
CHANCE_ACTIONS = (
    ("rent_holiday", "Rent holiday: pay no rent on one landing (use when asked for rent)", 0),
    ("free_hotel", "Free hotel on any street you own, set or not", 0),
    ("send_to_jail", "Send any player to Jail", 0),
    ("chips_green", "Flip both your decoder chips to green", 0),
    ("advance_to_go", "Advance to GO", 0),
    ("collect_from_each", "Collect {amount} from every other player", 50),
    ("advance_to_unowned", "Advance to any unowned street and buy or auction it", 0),
    ("half_price", "Buy the street you stand on for half price (use on landing)", 0),
    ("get_out_of_jail", "Get out of Jail free", 0),
    ("collect", "Collect {amount} from the bank", 150),
    ("move_hotel", "Move a hotel from another player's street to one of yours", 0),
    ("double_rent", "Double the next rent you ask for", 0),
)
# (action, wording, amount, keep): all real, never decoded.
CHEST_CARDS = (
    ("get_out_of_jail", "Get Out of Jail Free (keep until needed)", 0, True),
    ("collect", "Bank pays you {amount}", 100, False),
    ("pay_or_jail", "Pay {amount} or go to Jail (your choice)", 50, False),
    ("collect_from_each", "Collect {amount} from every other player", 20, False),
    ("pay", "Pay {amount}", 100, False),
    ("advance_to_go", "Advance to GO", 0, False),
    ("free_hotel", "Free hotel on any street you own (keep until needed)", 0, True),
    ("collect", "Collect {amount}", 20, False),
    ("pay_or_jail", "Pay {amount} or go to Jail (your choice)", 150, False),
    ("collect", "Collect {amount}", 100, False),
    ("go_to_jail", "Go to Jail", 0, False),
    ("advance_to_train", "Advance to the next Train", 0, False),
    ("pay_each", "Pay {amount} to every other player", 25, False),
    ("collect", "Collect {amount}", 50, False),
)

CARDS: tuple[Card, ...] = tuple(
    [
        card(2 * k + copy, CHANCE, action, wording, amount)
        for k, (action, wording, amount) in enumerate(CHANCE_ACTIONS)
        for copy in range(2)
    ]
    + [
        card(2 * len(CHANCE_ACTIONS) + k, CHEST, action, wording, amount, keep)
        for k, (action, wording, amount, keep) in enumerate(CHEST_CARDS)
    ]
)
CHANCE_IDS = tuple(c.id for c in CARDS if c.deck == CHANCE)
CHEST_IDS = tuple(c.id for c in CARDS if c.deck == CHEST)
NOTE_BASE = len(CARDS)
FACE_DOWN = frozenset(
    c.id for c in CARDS if c.deck == CHEST and c.keep and c.action != "get_out_of_jail"
)
"""Kept Community Chest cards lie face down (rulings CC-R14, as Cheaters' CH-R16): a card
to keep is not read aloud. Get Out of Jail Free lies face up, as it is traded."""


def partner(card: int) -> int:
    """The other Chance card with the same action (one of the two is fake)."""
    return card ^ 1


def face(card: int) -> int:
    """The id a card is shown by: both copies of a Chance card show their pair's first id,
    as the two look alike at the table (rulings CC-R7); other cards show their own."""
    return card & ~1 if card < len(CHANCE_ACTIONS) * 2 else card


def note_values(per_denomination: int) -> list[int]:
    """Face value by id for the whole id space (0 for cards), for a pack of this size."""
    return [0] * NOTE_BASE + [d for d in DENOMINATIONS for _ in range(per_denomination)]
