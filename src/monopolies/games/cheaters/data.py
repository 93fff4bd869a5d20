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
from typing import Any, Final

from monopolies.games.board.rules.layout import Layout, Space
from monopolies.games.board.rules.tables import SPACE_NAMES, build_spaces, layout_row

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
    """A Chance or Community Chest card: what it does (`action`, its rule in
    `cards.RULES`), `amount` where it names one (`prize`: a second sum it pays), whether
    it is kept until used (else it is done at once), and its text, built from those
    numbers (`card`)."""

    id: int
    deck: str
    action: str
    text: str
    amount: int = 0
    keep: bool = False
    prize: int = 0


def card(
    id: int, deck: str, action: str, wording: str, amount: int, keep: bool, prize: int = 0
) -> Card:
    """A card whose text is `wording` with its numbers filled in: `{amount}` and `{prize}`
    as money, `{spaces}` as the amount itself."""
    text = wording.format(amount=f"M{amount}", prize=f"M{prize}", spaces=amount)
    return Card(id, deck, action, text, amount, keep, prize)


CHANCE: Final = "chance"
CHEST: Final = "community_chest"
CHEAT: Final = "cheat"

# (action, wording, amount, keep[, prize]), in the spec's order.
CardRow = tuple[Any, ...]
CHANCE_CARDS: tuple[CardRow, ...] = (
    ("send_to_jail", "Send any player to Jail (keep until used)", 0, True),
    ("advance_to_go", "Advance to GO", 0, False),
    ("collect", "Collect {amount}", 200, False),
    ("collect_from_each", "Take {amount} from every player", 50, False),
    ("free_hotel", "Free hotel on any of your properties (keep until used)", 0, True),
    ("move_hotel", "Move any hotel to one of your properties (keep until used)", 0, True),
    ("get_out_of_jail", "Get Out of Jail Free (keep until used)", 0, True),
    ("half_rent", "Choose a player: they charge half rent on their next rent (keep)", 0, True),
    ("no_rent", "Pay no rent once (keep until asked for rent)", 0, True),
    ("swap_places", "Swap places with any token", 0, False),
    ("send_back", "Send one of another player's properties back to the bank (keep)", 0, True),
    ("next_unowned", "Advance to the next unowned property: buy it at half price or auction it",
     0, False),
    ("back_three", "Go back {spaces} spaces", 3, False),
    ("advance_to_free_parking", "Advance to Free Parking", 0, False),
    ("pay", "Pay {amount}", 100, False),
    ("per_set", "Collect {amount} for each complete set you own", 100, False),
)  # fmt: skip
CHEST_CARDS: tuple[CardRow, ...] = (
    ("get_out_of_jail", "Get Out of Jail Free (keep until used)", 0, True),
    ("collect", "Bank error in your favour: collect {amount}", 200, False),
    ("beauty_contest",
     "You bribed the judges of a beauty contest: pay {amount}, collect {prize}", 50, False,
     150),
    ("collect_from_each", "Collect {amount} from every player", 10, False),
    ("pay", "Pay {amount}", 100, False),
    ("advance_to_go", "Advance to GO", 0, False),
    ("go_to_jail", "Go to Jail", 0, False),
    ("collect", "Inherit {amount}", 100, False),
    ("pay_or_jail", "Pay {amount} or go to Jail", 50, False),
    ("sell_to_bank", "Sell one of your properties to the bank at its price (keep until used)", 0,
     True),
    ("collect", "Collect {amount}", 50, False),
    ("per_hotel", "Pay {amount} per hotel you own", 25, False),
    ("collect", "Collect {amount}", 20, False),
    ("set_hotel", "Place a free hotel on a property of a complete set you own", 0, False),
    ("pay_each", "Pay every player {amount}", 20, False),
    ("per_property", "Collect {amount} for each property you own", 25, False),
)  # fmt: skip

CARDS: Final[tuple[Card, ...]] = tuple(
    [card(k, CHANCE, *row) for k, row in enumerate(CHANCE_CARDS)]
    + [card(len(CHANCE_CARDS) + k, CHEST, *row) for k, row in enumerate(CHEST_CARDS)]
)
CHANCE_IDS: Final = tuple(c.id for c in CARDS if c.deck == CHANCE)
CHEST_IDS: Final = tuple(c.id for c in CARDS if c.deck == CHEST)
CHEAT_BASE: Final = len(CARDS)
# The cards done at once that only move money between the drawer and the bank, and those
# of them that pay the drawer (the rest cost it): what Counterfeit Chance swaps.
MONEY_ACTIONS: Final = frozenset({"collect", "pay", "per_set", "per_property", "per_hotel"})
PAYS: Final = frozenset({"collect", "per_set", "per_property"})
GOOJF: Final = frozenset(c.id for c in CARDS if c.action == "get_out_of_jail")
# Kept cards lie face down (the rulebook reads aloud only a card done at once), but for
# Get Out of Jail Free, which lies face up: players buy and trade it (rulings CH-R16).
FACE_DOWN: Final = frozenset(c.id for c in CARDS if c.keep and c.id not in GOOJF)


@dataclass(frozen=True, slots=True)
class Cheat:
    """A Cheat card, every number on it in one place: its texts are built from them.

    `amount` is the sum the cheat moves where it names one (0: it depends on the table).
    `gain` is the most its effect can gain the cheater, in money (`gained`, in words:
    what it is); if it is not caught the cheater keeps it and the bank pays `bonus`. If
    it is caught it is undone (`undo`, in words, or Jail; `repays`: the gain was cash, and is
    handed back to whoever lost it), the cheater goes to Jail if `jail`, and pays its
    victim (or the bank) `fine` plus `fine_per_gain` times what the cheat gained: never
    less than the gain (tests/games/cheaters/test_ch_printed_cheats.py checks this
    from these numbers). `moment` says when it may be attempted (`cheats.MOMENT_OF`);
    `printed` whether the name is the printed card's, `printed_effect` whether its
    effect is too (docs/cheaters.md). `params` are what a cheat action names besides the
    card, in order (`actions.CheatActions`), and `aim` how one reads (a template over them
    and `amount`). Its rules, its record and the evidence it leaves are its section of
    `rules/cheat_cards.py`."""

    id: int
    action: str
    name: str
    text: str
    moment: str
    undo: str
    gained: str = ""
    amount: int = 0
    gain: int = 0
    bonus: int = 0
    repays: bool = False
    jail: bool = False
    fine: int = 0
    fine_per_gain: int = 0
    printed: bool = True
    printed_effect: bool = False
    params: tuple[str, ...] = ()
    aim: str = ""

    @property
    def reward(self) -> str:
        """The back of the card, if the cheat gets away."""
        parts = (["Keep it"] if self.gained else []) + ([f"M{self.bonus}"] if self.bonus else [])
        return " + ".join(parts) or "Nothing more"

    @property
    def penalty(self) -> str:
        """The back of the card, if the cheat is caught."""
        fine = ([f"M{self.fine}"] if self.fine else []) + (
            [self.gained] if self.fine_per_gain else []
        )
        parts = ([self.undo] if self.undo else []) + (["go to Jail"] if self.jail else [])
        paying = self.undo.startswith("Pay")  # "Pay it and M100": one verb
        parts += [("" if paying else "pay ") + " and ".join(fine)] if fine else []
        text = ", ".join(parts[:-1]) + (" and " if len(parts) > 1 else "") + parts[-1]
        return text[0].upper() + text[1:]


def _m(amount: int) -> str:
    return f"M{amount}"


HOTEL_COSTS: Final = tuple(SPACES[s].hotel_cost for s in LAYOUT.streets)
PRICES: Final = tuple(SPACES[s].price for s in LAYOUT.streets)
RENTS: Final = tuple(SPACES[s].hotel_rent * 2 for s in LAYOUT.streets)  # the most asked
# The most a money card can pay and cost (a set of every colour, a hotel on every street).
_TIMES: Final = {"per_set": len(LAYOUT.colours), "per_property": len(LAYOUT.streets),
                 "per_hotel": HOTELS}  # fmt: skip
_MONEY: Final = [(c.amount * _TIMES.get(c.action, 1), c.action in PAYS)
                 for c in CARDS if c.action in MONEY_ACTIONS]  # fmt: skip
COUNTERFEIT_MOST: Final = max(m for m, pays in _MONEY if pays) + max(
    m for m, pays in _MONEY if not pays
)
TRICK_DICE: Final = (2, 12)  # the spaces Trick Dice may move, least and most
# Moments: "turn" (one's own decision before rolling), "any" (that, or when asking or
# paying a rent), "moved" (after one's roll moved one's token, before the space acts),
# "pay" (when asked to pay rent), "ask" (when asking for rent), "jail" (in Jail, before
# rolling), "drawn" (a Chance or Community Chest card to do at once was just drawn).
# The printed names (and the Escape Artist's effect, the rulebook's) with our nearest
# effects; Hotel Sneak stands for the fifteenth card, whose name no public source gives.
CHEATS: Final[tuple[Cheat, ...]] = (
    Cheat(CHEAT_BASE + 0,
        action="escape", name="Escape Artist", moment="jail", printed_effect=True,
        text="Leave Jail at the start of your turn without paying",
        undo="", gain=JAIL_FEE, bonus=100, jail=True, fine=100),
    Cheat(CHEAT_BASE + 1,
        action="bank_heist", name="Bank Heist", moment="turn", amount=100,
        text=f"Take {_m(100)} from the bank on your turn",
        undo="Return it", gained="it", gain=100, bonus=100, repays=True, fine=200),
    Cheat(CHEAT_BASE + 2,
        action="hotel_sneak", name="Hotel Sneak", moment="turn", printed=False,
        text="Put a bank hotel on one of your properties unpaid",
        undo="Return the hotel", gained="its cost", gain=max(HOTEL_COSTS),
        fine_per_gain=1,
        params=("street",), aim="a free hotel on {street}"),
    Cheat(CHEAT_BASE + 3,
        action="surprise_demolition", name="Surprise Demolition", moment="any",
        text="Return another player's hotel to the bank",
        undo="Put the hotel back up", bonus=100, fine=200,
        params=("street",), aim="knock down the hotel on {street}"),
    Cheat(CHEAT_BASE + 4,
        action="extra_allowance", name="Extra Allowance", moment="moved", amount=100,
        text=f"Take {_m(SALARY + 100)} instead of {_m(SALARY)} at GO",
        undo=f"Return the extra {_m(100)}", gained="it", gain=100, repays=True, jail=True,
        fine=100),
    Cheat(CHEAT_BASE + 5,
        action="identity_theft", name="Identity Theft", moment="moved",
        text="Move another player's token by your roll instead of yours",
        undo="Put their token back; they put yours on any space", bonus=100,
        params=("target",), aim="move seat {target}'s token instead"),
    Cheat(CHEAT_BASE + 6,
        action="short_changed", name="Short Changed", moment="pay", amount=50,
        text=f"Pay {_m(50)} less rent than you owe",
        undo="Pay it", gained="it", gain=50, repays=True, fine=100),
    Cheat(CHEAT_BASE + 7,
        action="squatters_rule", name="Squatter's Rule", moment="any",
        text="Collect another owner's last rent yourself",
        undo="Hand it over", gained="as much again", gain=max(RENTS), repays=True,
        fine_per_gain=1),
    Cheat(CHEAT_BASE + 8,
        action="pickpocket", name="Pickpocket", moment="any", amount=100,
        text=f"Take {_m(100)} from another player",
        undo="Return it", gained="it", gain=100, repays=True, jail=True, fine=100,
        params=("target",), aim="take {amount} from seat {target}"),
    Cheat(CHEAT_BASE + 9,
        action="slippery_deed", name="Slippery Deed", moment="turn",
        text="Take a deed from another player or the bank, unpaid",
        undo="Give it back", gained="its price", gain=max(PRICES), fine_per_gain=1,
        params=("street",), aim="take {street}"),
    Cheat(CHEAT_BASE + 10,
        action="trick_dice", name="Trick Dice", moment="moved",
        text=f"Move any number of spaces from {TRICK_DICE[0]} to {TRICK_DICE[1]} "
        "instead of your roll",
        undo="Go back where the dice said", bonus=50, fine=100,
        params=("spaces",), aim="move {spaces} spaces instead"),
    Cheat(CHEAT_BASE + 11,
        action="free_stay", name="Free Stay", moment="pay",
        text="Skip a rent you were asked for",
        undo="Pay it", gained="as much again", gain=max(RENTS), repays=True,
        fine_per_gain=1),
    Cheat(CHEAT_BASE + 12,
        action="counterfeit_chance", name="Counterfeit Chance", moment="drawn",
        text="Take the money of another card of the deck instead of the card you drew",
        undo="Return the difference", gained="as much again",
        gain=COUNTERFEIT_MOST, repays=True, fine_per_gain=1,
        params=("instead",), aim='do "{instead}" instead'),
    Cheat(CHEAT_BASE + 13,
        action="property_swap", name="Property Swap", moment="any",
        text="Swap one of your deeds (no hotel) with another player's",
        undo="Swap back", gained="the difference in price", gain=max(PRICES), fine=100,
        fine_per_gain=1,
        params=("other", "street"), aim="swap {street} for {other}"),
    Cheat(CHEAT_BASE + 14,
        action="price_gouging", name="Price Gouging", moment="ask", amount=100,
        text=f"Ask {_m(100)} more rent than due",
        undo="Refund it", gained="it", gain=100, repays=True, fine=100),
)  # fmt: skip

CHEAT_IDS: Final = tuple(c.id for c in CHEATS)
CHEAT_BY_ACTION: Final = {c.action: c.id for c in CHEATS}


def cheat(card: int) -> Cheat:
    return CHEATS[card - CHEAT_BASE]
