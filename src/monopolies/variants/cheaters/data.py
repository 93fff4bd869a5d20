"""Cheaters Edition as data: the 36-space board, the deeds, and the Chance, Community Chest
and Cheat cards.

Origin: shared/spec/rules/cheaters.md, built on the rulebook (seed 002). The rulebook
prints neither the deeds nor the card texts and no public source we reached lists them,
so these tables are the spec's design (classic street names and prices but for the three
changes the rulebook names; rents derived by the spec's formulas; card texts as the spec
lists them; Escape Artist as the rulebook describes it), not a printed edition:
`verified = False`. A printed table can replace them without touching rules code.

Id space (one for everything `cards()` lists): Chance 0-15, Community Chest 16-31, Cheat
cards 32-46, in the spec's order.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from monopolies.board.layout import Layout, Space
from monopolies.board.tables import SPACE_NAMES, build_spaces, layout_row

verified = False
origin = "shared/spec/rules/cheaters.md (our design on the seed-002 rulebook; no printed table)"

START_CASH: Final = 1500
SALARY: Final = 200
JAIL_FEE: Final = 50
JAIL_SPACE: Final = 9
GO_SPACE: Final = 0
FREE_PARKING: Final = 18
HOTELS: Final = 16
FREE_HOTEL_STREET: Final = 8  # Pentonville Road / Connecticut Avenue starts with a hotel (CH-1)
FACE_UP: Final = 5
FALSE_ACCUSATION: Final = 100
STATION: Final = "station"

# The three prices the rulebook changes, by street number: Whitehall 20, Leicester Square
# 130, Bond Street 0 (rents stay derived from the classic price: the spec's "half the
# classic price").
PRICE_CHANGES = {6: 20, 14: 130, 19: 0}
STATION_NAMES = {
    4: ("Reading Railroad", "King's Cross Station"),
    13: ("Pennsylvania Railroad", "Marylebone Station"),
    23: ("B. & O. Railroad", "Fenchurch St. Station"),
    32: ("Short Line", "Liverpool St. Station"),
}
SPACES: Final[tuple[Space, ...]] = build_spaces(
    layout_row(STATION), SPACE_NAMES, STATION_NAMES, PRICE_CHANGES
)
LAYOUT: Final[Layout] = Layout(SPACES)


@dataclass(frozen=True, slots=True)
class Card:
    """A Chance or Community Chest card: what it does, `amount` where it names one, and
    whether it is kept until used (else it is done at once)."""

    id: int
    deck: str
    action: str
    text: str
    amount: int = 0
    keep: bool = False


CHANCE: Final = "chance"
CHEST: Final = "community_chest"
CHEAT: Final = "cheat"

# (action, text, amount, keep), in the spec's order.
CHANCE_CARDS = (
    ("send_to_jail", "Send any player to Jail (keep until used)", 0, True),
    ("advance_to_go", "Advance to GO", 0, False),
    ("collect", "Collect M200", 200, False),
    ("collect_from_each", "Take M50 from every player", 50, False),
    ("free_hotel", "Free hotel on any of your properties (keep until used)", 0, True),
    ("move_hotel", "Move any hotel to one of your properties (keep until used)", 0, True),
    ("get_out_of_jail", "Get Out of Jail Free (keep until used)", 0, True),
    ("half_rent", "Choose a player: they charge half rent on their next rent (keep)", 0, True),
    ("no_rent", "Pay no rent once (keep until asked for rent)", 0, True),
    ("swap_places", "Swap places with any token", 0, False),
    ("send_back", "Send one of another player's properties back to the bank (keep)", 0, True),
    ("next_unowned", "Advance to the next unowned property: buy it at half price or auction it",
     0, False),
    ("back_three", "Go back 3 spaces", 3, False),
    ("advance_to_free_parking", "Advance to Free Parking", 0, False),
    ("pay", "Pay M100", 100, False),
    ("per_set", "Collect M100 for each complete set you own", 100, False),
)  # fmt: skip
CHEST_CARDS = (
    ("get_out_of_jail", "Get Out of Jail Free (keep until used)", 0, True),
    ("collect", "Bank error in your favour: collect M200", 200, False),
    ("beauty_contest", "You bribed the judges of a beauty contest: pay M50, collect M150", 50,
     False),
    ("collect_from_each", "Collect M10 from every player", 10, False),
    ("pay", "Pay M100", 100, False),
    ("advance_to_go", "Advance to GO", 0, False),
    ("go_to_jail", "Go to Jail", 0, False),
    ("collect", "Inherit M100", 100, False),
    ("pay_or_jail", "Pay M50 or go to Jail", 50, False),
    ("sell_to_bank", "Sell one of your properties to the bank at its price (keep until used)", 0,
     True),
    ("collect", "Collect M50", 50, False),
    ("per_hotel", "Pay M25 per hotel you own", 25, False),
    ("collect", "Collect M20", 20, False),
    ("set_hotel", "Place a free hotel on a property of a complete set you own", 0, False),
    ("pay_each", "Pay every player M20", 20, False),
    ("per_property", "Collect M25 for each property you own", 25, False),
)  # fmt: skip

CARDS: Final[tuple[Card, ...]] = tuple(
    [Card(k, CHANCE, *row) for k, row in enumerate(CHANCE_CARDS)]
    + [Card(len(CHANCE_CARDS) + k, CHEST, *row) for k, row in enumerate(CHEST_CARDS)]
)
CHANCE_IDS: Final = tuple(c.id for c in CARDS if c.deck == CHANCE)
CHEST_IDS: Final = tuple(c.id for c in CARDS if c.deck == CHEST)
CHEAT_BASE: Final = len(CARDS)
GOOJF: Final = frozenset(c.id for c in CARDS if c.action == "get_out_of_jail")
# Kept cards lie face down (the rulebook reads aloud only a card done at once), but for
# Get Out of Jail Free, which lies face up: players buy and trade it (rulings CH-R16).
FACE_DOWN: Final = frozenset(c.id for c in CARDS if c.keep and c.id not in GOOJF)


@dataclass(frozen=True, slots=True)
class Cheat:
    """A Cheat card: what the cheat does, its reward if it is not caught (`bonus` is paid
    on top of keeping the gain) and its penalty if it is; `amount` is the sum the card
    names. `moment` says when it may be attempted (see `cheats.MOMENT_OF`)."""

    id: int
    action: str
    name: str
    text: str
    reward: str
    penalty: str
    moment: str
    amount: int = 0
    bonus: int = 0


# Moments: "turn" (one's own decision before rolling), "any" (that, or when asking or
# paying a rent), "moved" (after one's roll moved one's token, before the space acts),
# "pay" (when asked to pay rent), "ask" (when asking for rent), "jail" (in Jail, before
# rolling).
CHEAT_CARDS = (
    ("escape", "Escape Artist", "Leave Jail at the start of your turn without paying",
     "M100", "Back to Jail and pay M100", "jail", 100, 100),
    ("bank_job", "Bank Job", "Take M100 from the bank on your turn",
     "Keep it + M100", "Return it and pay M200", "turn", 100, 100),
    ("hotel_sneak", "Hotel Sneak", "Put a bank hotel on one of your properties unpaid",
     "Keep it", "Return it and pay M200", "turn", 200, 0),
    ("wrecking_ball", "Wrecking Ball", "Return another player's hotel to the bank",
     "M100", "Pay that player M200", "any", 200, 100),
    ("fast_lap", "Fast Lap", "Take M300 instead of M200 at GO",
     "Keep it", "Repay M100 and go to Jail", "moved", 100, 0),
    ("puppet_master", "Puppet Master", "Move another player's token by your roll instead of yours",
     "M100", "That player puts your token on any space", "moved", 0, 100),
    ("short_change", "Short Change", "Pay M50 less than you owe",
     "Keep it", "Pay it and M100 more", "pay", 50, 0),
    ("rent_snatcher", "Rent Snatcher", "Collect another owner's rent yourself",
     "Keep it", "Hand it over and as much again", "any", 0, 0),
    ("pickpocket", "Pickpocket", "Take M100 from another player",
     "Keep it", "Return it and go to Jail", "any", 100, 0),
    ("deed_grab", "Deed Grab", "Take an unowned deed from the bank unpaid",
     "Keep it", "Return it and pay its price", "turn", 0, 0),
    ("extra_step", "Extra Step", "Move 1 or 2 spaces more than you rolled",
     "M50", "Go back and pay M100", "moved", 100, 50),
    ("rent_dodger", "Rent Dodger", "Skip a rent you were asked for",
     "Keep it", "Pay double", "pay", 0, 0),
    ("loaded_dice", "Loaded Dice", "Choose the value of one die before you roll",
     "M100", "Go to Jail", "roll", 0, 100),
    ("deed_swap", "Deed Swap", "Swap one of your deeds (no hotel) with another player's",
     "Keep it", "Swap back and pay them M200", "any", 200, 0),
    ("overcharge", "Overcharge", "Ask M100 more rent than due",
     "Keep it", "Refund it and pay M100", "ask", 100, 0),
)  # fmt: skip

CHEATS: Final[tuple[Cheat, ...]] = tuple(
    Cheat(CHEAT_BASE + k, *row) for k, row in enumerate(CHEAT_CARDS)
)
CHEAT_IDS: Final = tuple(c.id for c in CHEATS)
CHEAT_BY_ACTION: Final = {c.action: c.id for c in CHEATS}


def cheat(card: int) -> Cheat:
    return CHEATS[card - CHEAT_BASE]
