"""The fifteen Cheat cards (CH-15, CH-16), one section each: everything about a cheat in
one place.

Each card's section holds the class of its records (a `state.CheatRecord` with named
fields for what the cheat changed) with its rules as methods: what it may be aimed at
from the deciding frame (`aims`), what doing it changes and notes (`do`), how undoing it
reads that (`undo`), whom it hurt and what it gained (`wronged`, `gained`); then its
`CheatRule`: the card (`data.Cheat`: name, texts, moment and every number), that class,
and the evidence the cheat leaves on the table (`Evidence`), which the greedy bot reads
to name the card. `cheats` offers the cheats at their moments, does them, and settles
them in the window.

>>> from monopolies.games.cheaters.rules.cheat_cards import CASH_FROM_PLAYER, rule
>>> pickpocket = rule("pickpocket")
>>> pickpocket.card.name, pickpocket.card.amount, pickpocket.evidence.sign == CASH_FROM_PLAYER
('Pickpocket', 100, True)
>>> record = pickpocket.record(seat=0, card=pickpocket.card.id, period=3, victim=2, taken=100)
>>> record.wronged(), record.gained(), record.details()
(2, 100, [2, 100, 0, 0])
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Final

from monopolies.engine.action import Action
from monopolies.engine.rules import Table
from monopolies.games.board.rules.deeds import give_deed, place_hotel, return_to_bank
from monopolies.games.board.rules.flow import push, seats_from
from monopolies.games.board.rules.layout import owns_set, streets_of
from monopolies.games.board.rules.state import BANK, Frame
from monopolies.games.cheaters import data
from monopolies.games.cheaters.rules import rent_frame
from monopolies.games.cheaters.rules.actions import CheatActions
from monopolies.games.cheaters.rules.frames import Drawn, Moved, PlaceToken
from monopolies.games.cheaters.rules.rent_frame import CheatersRent
from monopolies.games.cheaters.rules.state import CheatRecord, CHState

SIZE: Final = data.LAYOUT.size
STREETS: Final = data.LAYOUT.streets
SPACES: Final = data.SPACES


# The evidence a cheat leaves --------------------------------------------------------------
#
# A cheat emits no event (CH-15), so what others can know of it is what the table shows
# that no public event accounts for: its sign. Cash is read against the ledger (rulings
# CH-R6); tokens, handcuffs, hotels and deeds against the table the events say there
# should be. Each sign is a sentence, and says whose the cheat is.

CASH_FROM_BANK: Final = (
    "the cheater holds more cash than the public events account for, and nobody less"
)
CASH_FROM_PLAYER: Final = (
    "the cheater holds more cash than the public events account for, and another player "
    "as much less"
)
OWN_TOKEN: Final = "the cheater's token stands where no roll put it"
OTHER_TOKEN: Final = "another player's token stands where no roll of its own put it"
HANDCUFFS: Final = "the cheater is out of Jail with no event"
HOTEL_UP: Final = "a hotel stands on the cheater's street with no event"
HOTEL_DOWN: Final = "a hotel is gone from another player's street with no event"
DEED_TAKEN: Final = "a deed is the cheater's with no event"
DEEDS_SWAPPED: Final = "the cheater's deed and another player's have changed hands with no event"
CASH_SIGNS: Final = (CASH_FROM_BANK, CASH_FROM_PLAYER)
# How much cash moves, from the sum that names the card best to the one that names it
# least (a fixed sum before one that depends on the table).
CARD_SUM: Final = "the card's sum"
PART_OF_RENT: Final = "the card's sum, less than the rent asked"
WHOLE_RENT: Final = "the whole rent asked"
LAST_RENT: Final = "the last rent paid to the victim"
ANY_SUM: Final = "a sum the card does not fix"
SUMS: Final = (CARD_SUM, PART_OF_RENT, WHOLE_RENT, LAST_RENT, ANY_SUM)
# The public events of the period that come with a cash sign.
PASSED_GO: Final = "the cheater passed GO"
DREW_MONEY: Final = "the cheater drew a card that moves money"
ASKED_RENT: Final = "the cheater asked the victim for rent"
OWED_RENT: Final = "the victim asked the cheater for rent"
NO_RENT: Final = "no rent was asked between them"


@dataclass(frozen=True, slots=True)
class Evidence:
    """What a cheat leaves on the table: its `sign` (above); for cash, how much moves
    (`sum`, one of SUMS: the card's `amount`, a rent, or any) and the public event of the
    period that comes with it (`goes_with`, "" if none needs to)."""

    sign: str
    sum: str = ""
    goes_with: str = ""


# One object per card ----------------------------------------------------------------------


class CheatRule:
    """One Cheat card's rules: the card (`card`: its name, texts, moment and numbers), the
    class of its records (`record`: what it may be aimed at, what doing it changes and
    notes, how undoing it reads that), and the evidence it leaves (`evidence`)."""

    __slots__ = ("card", "evidence", "record")

    def __init__(self, action: str, record: type[CheatRecord], evidence: Evidence) -> None:
        self.card = data.cheat(data.CHEAT_BY_ACTION[action])
        self.record = record
        self.evidence = evidence


def _busy(st: CHState) -> list[int]:
    """The streets whose rent is being asked or paid: no deed cheat takes one (the rent
    would vanish in front of everyone)."""
    return [g.street for g in st.stack if isinstance(g, CheatersRent)]


def _pending_rents(st: CHState) -> list[CheatersRent]:
    """The rents asked for or about to be, not yet paid: where a bent rent waits to act."""
    return [
        g
        for g in st.stack
        if isinstance(g, CheatersRent) and g.stage in (rent_frame.ASK, rent_frame.ASKED)
    ]


# Escape Artist (in Jail): leave Jail without paying ---------------------------------------


@dataclass(eq=False)
class EscapeArtist(CheatRecord):
    """Out of Jail without paying: it gained the fee. Its undo is its Jail."""

    @staticmethod
    def aims(st: CHState, seat: int, f: Frame, acts: CheatActions) -> list[Action]:
        return [acts.plain()] if st.in_jail[seat] else []

    def do(self, st: CHState, f: Frame, a: Action) -> None:
        st.in_jail[self.seat] = False
        st.jail_tries[self.seat] = 0

    def gained(self) -> int:
        return data.JAIL_FEE


ESCAPE_ARTIST: Final = CheatRule("escape", EscapeArtist, Evidence(HANDCUFFS))


# Bank Heist (one's turn): the card's sum from the bank ------------------------------------


@dataclass(eq=False)
class BankHeist(CheatRecord):
    """The cheater `taken` from the bank."""

    taken: int = 0

    def do(self, st: CHState, f: Frame, a: Action) -> None:
        self.taken = self.cheat().amount
        st.cash[self.seat] += self.taken

    def gained(self) -> int:
        return self.taken


BANK_HEIST: Final = CheatRule("bank_heist", BankHeist, Evidence(CASH_FROM_BANK, CARD_SUM))


# Hotel Sneak (one's turn): a bank hotel on one's own street, unpaid -----------------------


@dataclass(eq=False)
class HotelSneak(CheatRecord):
    """A hotel put on the cheater's `street`: it gained the hotel's cost."""

    street: int = 0

    @staticmethod
    def aims(st: CHState, seat: int, f: Frame, acts: CheatActions) -> list[Action]:
        """One's own streets without a hotel, while the bank has one."""
        if st.hotels_left <= 0:
            return []
        return [acts.at(s) for s in streets_of(st, seat) if not st.hotel[s]]

    def do(self, st: CHState, f: Frame, a: Action) -> None:
        self.street = int(a.street)
        st.hotel[self.street] = True
        st.hotels_left -= 1

    def undo(self, st: CHState, table: Table) -> None:
        street = self.street
        if st.hotel[street]:
            st.hotel[street] = False
            st.hotels_left += 1
            table.emit({"type": "hotel_removed", "street": street})

    def gained(self) -> int:
        return SPACES[self.street].hotel_cost

    def details(self) -> list[int]:
        return [BANK, self.gained(), self.street, 0]


HOTEL_SNEAK: Final = CheatRule("hotel_sneak", HotelSneak, Evidence(HOTEL_UP))


# Surprise Demolition (any time): another player's hotel back to the bank -----------------


@dataclass(eq=False)
class SurpriseDemolition(CheatRecord):
    """The hotel on `owner`'s `street` knocked down."""

    street: int = 0
    owner: int = BANK

    @staticmethod
    def aims(st: CHState, seat: int, f: Frame, acts: CheatActions) -> list[Action]:
        owner, hotel = st.owner, st.hotel
        return [acts.at(s) for s in STREETS if hotel[s] and owner[s] not in (seat, BANK)]

    def do(self, st: CHState, f: Frame, a: Action) -> None:
        self.street = int(a.street)
        self.owner = st.owner[self.street]
        st.hotel[self.street] = False
        st.hotels_left += 1

    def undo(self, st: CHState, table: Table) -> None:
        """The hotel goes back up, if its street is still the owner's and a hotel is left."""
        street, owner = self.street, self.owner
        if st.owner[street] == owner and not st.hotel[street] and st.hotels_left > 0:
            place_hotel(st, owner, street, table, "cheat undone")

    def wronged(self) -> int:
        return self.owner

    def details(self) -> list[int]:
        return [self.owner, 0, self.street, 0]


SURPRISE_DEMOLITION: Final = CheatRule(
    "surprise_demolition", SurpriseDemolition, Evidence(HOTEL_DOWN)
)


# Extra Allowance (after one's roll passed GO): the card's sum on top of the salary -------


@dataclass(eq=False)
class ExtraAllowance(CheatRecord):
    """The cheater `taken` from the bank beyond the salary."""

    taken: int = 0

    @staticmethod
    def aims(st: CHState, seat: int, f: Moved, acts: CheatActions) -> list[Action]:
        return [acts.plain()] if f.passed_go else []

    def do(self, st: CHState, f: Moved, a: Action) -> None:
        self.taken = self.cheat().amount
        st.cash[self.seat] += self.taken

    def gained(self) -> int:
        return self.taken


EXTRA_ALLOWANCE: Final = CheatRule(
    "extra_allowance", ExtraAllowance, Evidence(CASH_FROM_BANK, CARD_SUM, PASSED_GO)
)


# Identity Theft (after one's roll): another token moves by the roll instead --------------


@dataclass(eq=False)
class IdentityTheft(CheatRecord):
    """The `victim`'s token moved by the cheater's roll from `victim_was_on`; the
    cheater's own went back to where the roll started and landed nowhere."""

    victim: int = BANK
    victim_was_on: int = 0

    @staticmethod
    def aims(st: CHState, seat: int, f: Moved, acts: CheatActions) -> list[Action]:
        """Tokens free to move (not in Jail, not home; in the end game not past GO)."""
        pos, in_jail, home, ending = st.position, st.in_jail, st.home, st.ending
        return [
            acts.at(p)
            for p in seats_from(st, seat)
            if not in_jail[p] and not home[p] and not (ending and pos[p] + f.steps >= SIZE)
        ]

    def do(self, st: CHState, f: Moved, a: Action) -> None:
        victim = self.victim = int(a.target)
        self.victim_was_on = st.position[victim]
        st.position[victim] = (self.victim_was_on + f.steps) % SIZE
        st.position[self.seat] = f.start
        f.moved_other = True

    def undo(self, st: CHState, table: Table) -> None:
        """The victim's token goes back, and the victim puts the cheater's on any space."""
        victim = self.victim
        if not st.alive[victim]:
            return
        if not st.in_jail[victim] and not st.home[victim]:
            st.position[victim] = self.victim_was_on
            table.emit({"type": "token_back", "seat": victim, "to": self.victim_was_on})
        push(st, PlaceToken(victim, self.seat))

    def wronged(self) -> int:
        return self.victim

    def details(self) -> list[int]:
        return [self.victim, 0, self.victim_was_on, 0]


IDENTITY_THEFT: Final = CheatRule("identity_theft", IdentityTheft, Evidence(OTHER_TOKEN))


# The cheats that bend a rent --------------------------------------------------------------


@dataclass(eq=False)
class BentRent(CheatRecord):
    """A cheat that bends a rent: it acts when the rent is paid, so its cash is accounted
    then (`rent`), and a rent waived or excused takes it back (`cheats.undo`)."""


# Short Changed (paying rent): the card's sum less ------------------------------------------


@dataclass(eq=False)
class ShortChanged(BentRent):
    """The payer kept `kept` of the rent asked by `owner`."""

    owner: int = BANK
    kept: int = 0

    @staticmethod
    def aims(st: CHState, seat: int, f: CheatersRent, acts: CheatActions) -> list[Action]:
        """A rent of at least the sum, the rent in hand (a debt would show the true sum)."""
        ok = f.asked >= acts.card.amount and st.cash[seat] >= f.asked
        return [acts.plain()] if ok else []

    def do(self, st: CHState, f: CheatersRent, a: Action) -> None:
        self.owner, self.kept = f.owner, self.cheat().amount
        f.discount = self.kept

    def drop(self, st: CHState) -> None:
        for f in _pending_rents(st):
            f.discount = 0

    def wronged(self) -> int:
        return self.owner

    def gained(self) -> int:
        return self.kept


SHORT_CHANGED: Final = CheatRule(
    "short_changed", ShortChanged, Evidence(CASH_FROM_PLAYER, PART_OF_RENT, OWED_RENT)
)


# Squatter's Rule (any time): another owner's last rent ------------------------------------


@dataclass(eq=False)
class SquattersRule(CheatRecord):
    """The cheater `taken` from `owner`, the last rent it was paid."""

    owner: int = BANK
    taken: int = 0

    @staticmethod
    def aims(st: CHState, seat: int, f: Frame, acts: CheatActions) -> list[Action]:
        """The last rent paid (public), to an owner still holding it."""
        owner, amount = st.last_rent.owner, st.last_rent.amount
        ok = owner >= 0 and owner != seat and st.alive[owner] and 0 < amount <= st.cash[owner]
        return [acts.plain()] if ok else []

    def do(self, st: CHState, f: Frame, a: Action) -> None:
        self.owner, self.taken = st.last_rent.owner, st.last_rent.amount
        st.cash[self.owner] -= self.taken
        st.cash[self.seat] += self.taken

    def wronged(self) -> int:
        return self.owner

    def gained(self) -> int:
        return self.taken


SQUATTERS_RULE: Final = CheatRule(
    "squatters_rule", SquattersRule, Evidence(CASH_FROM_PLAYER, LAST_RENT, NO_RENT)
)


# Pickpocket (any time): the card's sum from another player --------------------------------


@dataclass(eq=False)
class Pickpocket(CheatRecord):
    """The cheater `taken` from `victim`."""

    victim: int = BANK
    taken: int = 0

    @staticmethod
    def aims(st: CHState, seat: int, f: Frame, acts: CheatActions) -> list[Action]:
        """Any other player holding the sum."""
        cash, amount = st.cash, acts.card.amount
        return [acts.at(p) for p in seats_from(st, seat) if cash[p] >= amount]

    def do(self, st: CHState, f: Frame, a: Action) -> None:
        self.victim, self.taken = int(a.target), self.cheat().amount
        st.cash[self.victim] -= self.taken
        st.cash[self.seat] += self.taken

    def wronged(self) -> int:
        return self.victim

    def gained(self) -> int:
        return self.taken


PICKPOCKET: Final = CheatRule(
    "pickpocket", Pickpocket, Evidence(CASH_FROM_PLAYER, CARD_SUM, NO_RENT)
)


# Slippery Deed (one's turn): a deed from another player or the bank, unpaid --------------


@dataclass(eq=False)
class SlipperyDeed(CheatRecord):
    """The deed of `street` taken from `owner_was` (BANK: the bank): it gained the
    street's price."""

    street: int = 0
    owner_was: int = BANK

    @staticmethod
    def aims(st: CHState, seat: int, f: Frame, acts: CheatActions) -> list[Action]:
        """Any deed but one's own, from the bank or a player, but not one whose rent is
        being asked or paid."""
        owner, busy = st.owner, _busy(st)
        return [acts.at(s) for s in STREETS if owner[s] != seat and s not in busy]

    def do(self, st: CHState, f: Frame, a: Action) -> None:
        self.street = int(a.street)
        self.owner_was = st.owner[self.street]
        st.owner[self.street] = self.seat

    def undo(self, st: CHState, table: Table) -> None:
        street, owner_was, seat = self.street, self.owner_was, self.seat
        if st.owner[street] != seat:
            return
        if owner_was == BANK or not st.alive[owner_was]:
            return_to_bank(st, street, table)
            table.emit({"type": "deed_returned", "seat": seat, "street": street})
        else:
            give_deed(st, owner_was, street, table, "cheat undone")

    def wronged(self) -> int:
        return self.owner_was

    def gained(self) -> int:
        return SPACES[self.street].price

    def details(self) -> list[int]:
        return [self.owner_was, self.gained(), self.street, 0]


SLIPPERY_DEED: Final = CheatRule("slippery_deed", SlipperyDeed, Evidence(DEED_TAKEN))


# Trick Dice (after one's roll): another count of spaces -----------------------------------


@dataclass(eq=False)
class TrickDice(CheatRecord):
    """The cheater's token went `spaces_added` spaces further than the roll (fewer if
    negative)."""

    spaces_added: int = 0

    @staticmethod
    def aims(st: CHState, seat: int, f: Moved, acts: CheatActions) -> list[Action]:
        """Any count the dice could show but the roll's, passing GO only if the roll did
        (so the salary paid stays right); in the end game, not onto GO."""
        passed = f.passed_go
        if st.home[seat] or (st.ending and passed):
            return []
        lo, hi = data.TRICK_DICE
        start, steps = f.start, f.steps
        return [
            acts.at(n) for n in range(lo, hi + 1) if n != steps and (start + n >= SIZE) == passed
        ]

    def do(self, st: CHState, f: Moved, a: Action) -> None:
        """The token goes where the chosen count takes it from where the roll started."""
        spaces = int(a.spaces)
        self.spaces_added = spaces - f.steps
        st.position[self.seat] = (f.start + spaces) % SIZE

    def undo(self, st: CHState, table: Table) -> None:
        seat = self.seat
        if not st.in_jail[seat] and not st.home[seat]:
            st.position[seat] = (st.position[seat] - self.spaces_added) % SIZE
            table.emit({"type": "token_back", "seat": seat, "to": st.position[seat]})

    def details(self) -> list[int]:
        return [BANK, 0, self.spaces_added, 0]


TRICK_DICE: Final = CheatRule("trick_dice", TrickDice, Evidence(OWN_TOKEN))


# Free Stay (paying rent): skip it ----------------------------------------------------------


@dataclass(eq=False)
class FreeStay(BentRent):
    """The payer kept the whole `rent` asked by `owner`."""

    owner: int = BANK
    rent: int = 0

    @staticmethod
    def aims(st: CHState, seat: int, f: CheatersRent, acts: CheatActions) -> list[Action]:
        """The rent in hand (a debt would show the true sum)."""
        return [acts.plain()] if st.cash[seat] >= f.asked else []

    def do(self, st: CHState, f: CheatersRent, a: Action) -> None:
        self.owner, self.rent = f.owner, f.asked
        f.discount = f.asked

    def drop(self, st: CHState) -> None:
        for f in _pending_rents(st):
            f.discount = 0

    def wronged(self) -> int:
        return self.owner

    def gained(self) -> int:
        return self.rent


FREE_STAY: Final = CheatRule(
    "free_stay", FreeStay, Evidence(CASH_FROM_PLAYER, WHOLE_RENT, OWED_RENT)
)


# Counterfeit Chance (a money card drawn): another card's money instead --------------------


@dataclass(eq=False)
class CounterfeitChance(CheatRecord):
    """The money of card `instead` taken for the card drawn: `taken` more from the bank;
    the card drawn then acted in public as printed."""

    instead: int = 0
    taken: int = 0

    @staticmethod
    def aims(st: CHState, seat: int, f: Drawn, acts: CheatActions) -> list[Action]:
        """The other money cards of the drawn card's deck that would pay more than it
        (rulings CH-R17)."""
        own = card_money(st, seat, f.card)
        deck = data.CARDS[f.card].deck
        return [
            acts.at(c) for c in MONEY_CARDS[deck] if c != f.card and card_money(st, seat, c) > own
        ]

    def do(self, st: CHState, f: Drawn, a: Action) -> None:
        self.instead = int(a.instead)
        self.taken = card_money(st, self.seat, self.instead) - card_money(st, self.seat, f.card)
        st.cash[self.seat] += self.taken

    def gained(self) -> int:
        return self.taken

    def details(self) -> list[int]:
        return [BANK, self.taken, self.instead, 0]


COUNTERFEIT_CHANCE: Final = CheatRule(
    "counterfeit_chance", CounterfeitChance, Evidence(CASH_FROM_BANK, ANY_SUM, DREW_MONEY)
)


def card_money(st: CHState, seat: int, card: int) -> int:
    """What a money card (`data.MONEY_ACTIONS`) pays `seat` now, negative if it costs."""
    c = data.CARDS[card]
    count = COUNT[c.action](st, seat)
    return c.amount * count if c.action in data.PAYS else -c.amount * count


def _one_count(st: CHState, seat: int) -> int:
    return 1


def _sets(st: CHState, seat: int) -> int:
    return sum(1 for colour in data.LAYOUT.colours if owns_set(st, seat, colour))


def _properties(st: CHState, seat: int) -> int:
    return len(streets_of(st, seat))


def _hotels(st: CHState, seat: int) -> int:
    return sum(1 for s in streets_of(st, seat) if st.hotel[s])


COUNT: Final[dict[str, Callable[[CHState, int], int]]] = {
    "collect": _one_count,
    "pay": _one_count,
    "per_set": _sets,
    "per_property": _properties,
    "per_hotel": _hotels,
}
MONEY_CARDS: Final = {
    deck: [c.id for c in data.CARDS if c.deck == deck and c.action in data.MONEY_ACTIONS]
    for deck in (data.CHANCE, data.CHEST)
}


# Property Swap (any time): one's own deed for another player's ----------------------------


@dataclass(eq=False)
class PropertySwap(CheatRecord):
    """The cheater's deed of `mine` swapped for the `victim`'s of `theirs`: it gained
    the difference in price, if any."""

    victim: int = BANK
    mine: int = 0
    theirs: int = 0

    @staticmethod
    def aims(st: CHState, seat: int, f: Frame, acts: CheatActions) -> list[Action]:
        """Every pair of one's own deed and another's, neither with a hotel nor one whose
        rent is being asked or paid (aimed as the card's params: theirs, then mine)."""
        owner, hotel, busy = st.owner, st.hotel, _busy(st)
        mine = [s for s in STREETS if owner[s] == seat and not hotel[s] and s not in busy]
        if not mine:
            return []
        theirs = [
            s for s in STREETS if owner[s] not in (seat, BANK) and not hotel[s] and s not in busy
        ]
        return [acts.pair(t, m) for m in mine for t in theirs]

    def do(self, st: CHState, f: Frame, a: Action) -> None:
        self.mine, self.theirs = int(a.street), int(a.other)
        self.victim = st.owner[self.theirs]
        st.owner[self.mine], st.owner[self.theirs] = self.victim, self.seat

    def undo(self, st: CHState, table: Table) -> None:
        seat, victim, mine, theirs = self.seat, self.victim, self.mine, self.theirs
        if st.alive[victim] and st.owner[theirs] == seat and st.owner[mine] == victim:
            st.owner[mine], st.owner[theirs] = seat, victim
            table.emit({"type": "deeds_swapped_back", "seat": seat, "with": victim})

    def wronged(self) -> int:
        return self.victim

    def gained(self) -> int:
        return max(0, SPACES[self.theirs].price - SPACES[self.mine].price)

    def details(self) -> list[int]:
        return [self.victim, self.gained(), self.mine, self.theirs]


PROPERTY_SWAP: Final = CheatRule("property_swap", PropertySwap, Evidence(DEEDS_SWAPPED))


# Price Gouging (asking rent): the card's sum more ------------------------------------------


@dataclass(eq=False)
class PriceGouging(BentRent):
    """The `payer` pays `surplus` more than the rent asked."""

    payer: int = BANK
    surplus: int = 0

    @staticmethod
    def aims(st: CHState, seat: int, f: CheatersRent, acts: CheatActions) -> list[Action]:
        """Only if the payer holds the rent and the sum more (a debt would show it)."""
        ok = st.cash[f.payer] >= rent_frame.due(st, f) + acts.card.amount
        return [acts.plain()] if ok else []

    def do(self, st: CHState, f: CheatersRent, a: Action) -> None:
        self.payer, self.surplus = f.payer, self.cheat().amount
        f.surplus = self.surplus

    def drop(self, st: CHState) -> None:
        for f in _pending_rents(st):
            f.surplus = 0

    def wronged(self) -> int:
        return self.payer

    def gained(self) -> int:
        return self.surplus


PRICE_GOUGING: Final = CheatRule(
    "price_gouging", PriceGouging, Evidence(CASH_FROM_PLAYER, CARD_SUM, ASKED_RENT)
)


# Every card ---------------------------------------------------------------------------------

_RULES: Final = (
    ESCAPE_ARTIST,
    BANK_HEIST,
    HOTEL_SNEAK,
    SURPRISE_DEMOLITION,
    EXTRA_ALLOWANCE,
    IDENTITY_THEFT,
    SHORT_CHANGED,
    SQUATTERS_RULE,
    PICKPOCKET,
    SLIPPERY_DEED,
    TRICK_DICE,
    FREE_STAY,
    COUNTERFEIT_CHANCE,
    PROPERTY_SWAP,
    PRICE_GOUGING,
)
# Indexed by card id - CHEAT_BASE: read for every card offered at every decision.
RULES: Final[tuple[CheatRule, ...]] = tuple(sorted(_RULES, key=lambda r: r.card.id))
CHState.record_classes = tuple(r.record for r in RULES)


def rule(action: str) -> CheatRule:
    """The rule of the Cheat card whose action is `action` ("pickpocket")."""
    return RULES[data.CHEAT_BY_ACTION[action] - data.CHEAT_BASE]
