"""Cheating (CH-15 … CH-17, CH-19): secret cheats, the window for calling "Cheat!", and
getting away with it.

A cheat is one action, `cheat {card, ...}`, offered at the moments its card names
(`MOMENT_OF` says which decisions offer which moments). Each card's rules are one
`CheatRule` (`RULES`, by card) beside its card (`data.Cheat`): what it may be aimed at,
what doing it does, what undoing it puts back. A cheat changes the state at once and
emits no event, and the same player decides again, so nobody else can tell it happened
except from what the table shows: tokens, cash, deeds, hotels (rulings CH-R1). Cheats
that bend a payment leave the public event as the honest one would have been ("paid
140") while the money moves differently. A player may cheat once per decision and with
each card once; which cheats are offered depends only on what the table shows and on the
player's own cheats, and whether a player is asked at all never depends on them (rulings
CH-R15). What the penalty needs to undo a cheat is kept in its record (`state.CheatRecord`); a
caught cheat is undone, then the card's fine is paid (`data.Cheat`).

Frame "call" (`CallFrame`, the window before each turn, CH-16): `queue` holds the players
still to be asked, in seat order from the left of the player whose turn ended (`ended`),
that player last; each may call "Cheat!" once (naming a player and a callable Cheat card) or not.
Nobody cheats while the window is open, so every cheat it judges was made in the period
that is closing, with a card that was face up all that period (`callable`).
When everyone has answered, each uncaught cheat of the closing period is announced and
rewarded and its card replaced (CH-17). Frame "place_token" (`PlaceToken`): the
`victim` of a caught Identity Theft puts the `cheater`'s token on a space of its choice.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Final

from monopolies.engine.action import Action, Describer, make
from monopolies.engine.rules import Table
from monopolies.games.board.rules.actions import MAX_PLAYERS
from monopolies.games.board.rules.deeds import give_deed, place_hotel, return_to_bank
from monopolies.games.board.rules.edition import Frames, FrameType
from monopolies.games.board.rules.flow import actor, describer, pop, push, seats_from
from monopolies.games.board.rules.layout import owns_set, streets_of
from monopolies.games.board.rules.state import BANK, Frame
from monopolies.games.cheaters import data
from monopolies.games.cheaters.rules import rent_frame
from monopolies.games.cheaters.rules.frames import Drawn, Moved
from monopolies.games.cheaters.rules.jail import to_jail
from monopolies.games.cheaters.rules.rent_frame import CheatersRent
from monopolies.games.cheaters.rules.state import CheatRecord, CHState

CALL: Final = "call"
PLACE: Final = "place_token"
# Decision moments, and the card moments each offers.
PREROLL: Final = "preroll"
MOVED: Final = "moved"
PAY: Final = "pay"
ASK: Final = "ask"
ANY: Final = "any"
DRAWN: Final = "drawn"
CHEATS: Final = data.CHEATS
BASE: Final = data.CHEAT_BASE
# Every cheat card (CH-19), as a list: the face-up row is one too, and compiled code
# walks a list it knows is a list faster than a list-or-tuple.
ALL_CHEATS: Final = list(data.CHEAT_IDS)
SIZE: Final = data.LAYOUT.size


@dataclass(eq=False)
class CallFrame(Frame):
    ended: int
    queue: list[int]


@dataclass(eq=False)
class PlaceToken(Frame):
    victim: int
    cheater: int


def cheat_of(card: int) -> data.Cheat:
    return CHEATS[card - BASE]


# What each cheat may be aimed at, from the deciding frame ------------------------------
#
# A card's aims list one int per action it offers: the value of its one parameter
# (`data.Cheat.params`), for Property Swap the other's street * SIZE + one's own (each
# parameter a digit in base SIZE, the last the lowest), 0 for a cheat that names only
# its card. Ints, not fields, so that the actions come from a table (`Made`). Each takes
# the deciding frame as the class its moment has (the turn, `Moved`, `CheatersRent`,
# `Drawn`).


def _one(st: CHState, seat: int, f: Frame) -> list[int]:
    return [0]


def _in_jail(st: CHState, seat: int, f: Frame) -> list[int]:
    return [0] if st.in_jail[seat] else []


def _own_bare_streets(st: CHState, seat: int, f: Frame) -> list[int]:
    if st.hotels_left <= 0:
        return []
    return [s for s in streets_of(st, seat) if not st.hotel[s]]


def _others_hotels(st: CHState, seat: int, f: Frame) -> list[int]:
    owner, hotel = st.owner, st.hotel
    return [s for s in STREETS if hotel[s] and owner[s] not in (seat, BANK)]


def _passed_go(st: CHState, seat: int, f: Moved) -> list[int]:
    return [0] if f.passed_go else []


def _tokens(st: CHState, seat: int, f: Moved) -> list[int]:
    """Tokens free to move (not in Jail, not home; in the end game not past GO)."""
    pos = st.position
    return [
        p
        for p in seats_from(st, seat)
        if not st.in_jail[p] and not st.home[p] and not (st.ending and pos[p] + f.steps >= SIZE)
    ]


def _short(st: CHState, seat: int, f: CheatersRent) -> list[int]:
    ok = f.asked >= 50 and st.cash[seat] >= f.asked
    return [0] if ok else []


def _deeds(st: CHState, seat: int, f: Frame) -> list[int]:
    """Slippery Deed: any deed but one's own, from the bank or a player, but not a street
    whose rent is being asked or paid (the rent would vanish in front of everyone)."""
    busy = _busy(st)
    return [s for s in STREETS if st.owner[s] != seat and s not in busy]


def _busy(st: CHState) -> list[int]:
    return [g.street for g in st.stack if isinstance(g, CheatersRent)]


def _spaces(st: CHState, seat: int, f: Moved) -> list[int]:
    """Trick Dice: any count the dice could show but the roll's, passing GO only if the
    roll did (so the salary paid stays right); in the end game, not onto GO."""
    passed = f.passed_go
    if st.home[seat] or (st.ending and passed):
        return []
    lo, hi = data.TRICK_DICE
    return [n for n in range(lo, hi + 1) if n != f.steps and (f.start + n >= SIZE) == passed]


def _counterfeits(st: CHState, seat: int, f: Drawn) -> list[int]:
    """Counterfeit Chance: the other money cards of the drawn card's deck that would pay
    more than it (rulings CH-R17)."""
    own = card_money(st, seat, f.card)
    deck = data.CARDS[f.card].deck
    return [c for c in MONEY_CARDS[deck] if c != f.card and card_money(st, seat, c) > own]


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


def _dodge(st: CHState, seat: int, f: CheatersRent) -> list[int]:
    return [0] if st.cash[seat] >= f.asked else []


def _snatch(st: CHState, seat: int, f: Frame) -> list[int]:
    owner, amount = st.last_rent.owner, st.last_rent.amount
    ok = owner >= 0 and owner != seat and st.alive[owner] and 0 < amount <= st.cash[owner]
    return [0] if ok else []


def _pockets(st: CHState, seat: int, f: Frame) -> list[int]:
    return [p for p in seats_from(st, seat) if st.cash[p] >= PICKPOCKET]


def _swaps(st: CHState, seat: int, f: Frame) -> list[int]:
    """Deeds without a hotel, but not a street whose rent is being asked or paid: every
    pair of one's own and another's."""
    owner, hotel = st.owner, st.hotel
    busy = _busy(st)
    mine = [s for s in STREETS if owner[s] == seat and not hotel[s] and s not in busy]
    if not mine:
        return []
    theirs = [s for s in STREETS if owner[s] not in (seat, BANK) and not hotel[s] and s not in busy]
    return [t * SIZE + m for m in mine for t in theirs]


def _overcharge(st: CHState, seat: int, f: CheatersRent) -> list[int]:
    return [0] if st.cash[f.payer] >= rent_frame.due(st, f) + OVERCHARGE else []


STREETS: Final = data.LAYOUT.streets
PICKPOCKET: Final = data.cheat(data.CHEAT_BY_ACTION["pickpocket"]).amount
OVERCHARGE: Final = data.cheat(data.CHEAT_BY_ACTION["price_gouging"]).amount
Aims = Callable[[CHState, int, Any], list[int]]
# Which card moments each decision offers ("turn": one's own turn, before rolling). Any-
# time cheats come with one's own turn and with rents, asked or paid, on anyone's turn.
MOMENT_OF: Final = {
    PREROLL: frozenset({"turn", ANY, "jail"}),
    MOVED: frozenset({"moved"}),
    PAY: frozenset({"pay", ANY}),
    ASK: frozenset({"ask", ANY}),
    DRAWN: frozenset({"drawn"}),
}
# The same, as whether each decision offers each card (indexed by card id - BASE).
OFFERED: Final = {m: tuple(c.moment in wanted for c in CHEATS) for m, wanted in MOMENT_OF.items()}


class Made:
    """The actions of this module in the naming of `describe` ("us", "uk"), made once each
    and kept on the edition (`_made`): cheats are offered at most decisions. Cheats:
    `rows[card - BASE][value]`, a value as the card's aims give it (None: not made yet).
    Calls: `no_call`, and `calls[accused seat][card - BASE]`. Every action follows from
    the describer and its card and value (or seat and card) alone, so two Mades of one
    describer hold the same actions: they are equal, and `stale` finds no entry that a
    new one would make differently."""

    def __init__(self, describe: Describer) -> None:
        self.describe = describe
        self.rows: list[list[Action | None]] = [[None] * SIZE ** len(c.params) for c in CHEATS]
        self.no_call = make("no_call", describe, ())
        self.calls = [
            [make("call_cheat", describe, (("accused", p), ("card", c))) for c in data.CHEAT_IDS]
            for p in range(MAX_PLAYERS)
        ]

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Made) and other.describe is self.describe

    def __hash__(self) -> int:
        return hash(self.describe)

    def stale(self) -> list[tuple[int, int]]:
        """The (card, value) of every cheat made that differs from a new one: none, ever."""
        return [
            (card, value)
            for card, row in zip(data.CHEAT_IDS, self.rows, strict=True)
            for value, action in enumerate(row)
            if action is not None and action != cheat_action(self.describe, card, value)
        ]


def options(st: CHState, seat: int, moment: str, f: Frame, mine: bool = True) -> list[Action]:
    """Every cheat `seat` may attempt at this decision: one per decision (rulings CH-R1),
    each face-up card once until it is replaced (CH-R15: `mine` leaves out the cards the
    seat has done; False asks what the table alone offers), and otherwise only what the
    table shows decides which. Whether a player is asked at all never depends on its
    secret cheats: a decision the table offers cheats at is always asked (`must_ask`)."""
    if st.cheat_used:
        return []
    offered = OFFERED[moment]
    made = _made(st)
    done = used_cards(st, seat) if mine else []
    out: list[Action] = []
    # The cheats that may be attempted: the face-up five (-1: an empty slot), or all (CH-19).
    for card in ALL_CHEATS if st.opts["ultimate"] else st.face_up:
        i = card - BASE
        if i < 0 or not offered[i] or card in done:
            continue
        row = made.rows[i]
        for value in RULES[i].aims(st, seat, f):
            action = row[value]
            if action is None:
                action = row[value] = cheat_action(made.describe, card, value)
            out.append(action)
    return out


def used_cards(st: CHState, seat: int) -> list[int]:
    """The cards `seat` has cheated with and not yet settled: each is done once (CH-15)."""
    return [r.card for r in st.records if r.seat == seat]


def _made(st: CHState) -> Made:
    made: Made = st.edition.memo(Made).get((describer(st),))
    return made


def cheat_action(describe: Describer, card: int, value: int) -> Action:
    """`card`'s cheat aimed at `value` (see the aims above): a digit in base SIZE for each
    of its parameters, the last the lowest."""
    fields: list[tuple[str, int]] = []
    for name in reversed(cheat_of(card).params):
        fields.append((name, value % SIZE))
        value //= SIZE
    return make("cheat", describe, (("card", card), *reversed(fields)))


def moved_cheats(st: CHState, f: Moved, mine: bool = True) -> list[Action]:
    return options(st, f.seat, MOVED, f, mine)


# Doing a cheat: silently, with whom it hurt, what it gained and what its undo needs ----


def _do_escape(st: CHState, f: Frame, seat: int, a: Action, rec: CheatRecord) -> None:
    st.in_jail[seat] = False
    st.jail_tries[seat] = 0
    rec.gain = data.JAIL_FEE


def _take_from_bank(st: CHState, f: Frame, seat: int, a: Action, rec: CheatRecord) -> None:
    """Bank Heist, Extra Allowance: the card's sum from the bank."""
    rec.gain = cheat_of(rec.card).amount
    st.cash[seat] += rec.gain


def _do_hotel_sneak(st: CHState, f: Frame, seat: int, a: Action, rec: CheatRecord) -> None:
    street = rec.detail = int(a.street)
    rec.gain = data.SPACES[street].hotel_cost
    st.hotel[street] = True
    st.hotels_left -= 1


def _do_demolition(st: CHState, f: Frame, seat: int, a: Action, rec: CheatRecord) -> None:
    street = rec.detail = int(a.street)
    rec.victim = st.owner[street]
    st.hotel[street] = False
    st.hotels_left += 1


def _do_identity_theft(st: CHState, f: Moved, seat: int, a: Action, rec: CheatRecord) -> None:
    """The other token moves by the roll; one's own goes back and lands nowhere."""
    target = rec.victim = int(a.target)
    rec.detail = st.position[target]
    st.position[target] = (st.position[target] + f.steps) % SIZE
    st.position[seat] = f.start
    f.moved_other = True


def _do_short_changed(st: CHState, f: CheatersRent, seat: int, a: Action, rec: CheatRecord) -> None:
    rec.victim, rec.gain = f.owner, cheat_of(rec.card).amount
    f.discount = rec.gain


def _do_squatters_rule(st: CHState, f: Frame, seat: int, a: Action, rec: CheatRecord) -> None:
    owner, amount = st.last_rent.owner, st.last_rent.amount
    rec.victim, rec.gain = owner, amount
    st.cash[owner] -= amount
    st.cash[seat] += amount


def _do_pickpocket(st: CHState, f: Frame, seat: int, a: Action, rec: CheatRecord) -> None:
    victim = rec.victim = int(a.target)
    rec.gain = cheat_of(rec.card).amount
    st.cash[victim] -= rec.gain
    st.cash[seat] += rec.gain


def _do_slippery_deed(st: CHState, f: Frame, seat: int, a: Action, rec: CheatRecord) -> None:
    street = rec.detail = int(a.street)
    rec.victim = st.owner[street]
    rec.gain = data.SPACES[street].price
    st.owner[street] = seat


def _do_trick_dice(st: CHState, f: Moved, seat: int, a: Action, rec: CheatRecord) -> None:
    """The token goes where the chosen count takes it from where the roll started."""
    spaces = int(a.spaces)
    rec.detail = spaces - f.steps
    st.position[seat] = (f.start + spaces) % SIZE


def _do_free_stay(st: CHState, f: CheatersRent, seat: int, a: Action, rec: CheatRecord) -> None:
    rec.victim, rec.gain = f.owner, f.asked
    f.discount = f.asked


def _do_counterfeit(st: CHState, f: Drawn, seat: int, a: Action, rec: CheatRecord) -> None:
    """The difference between the other card's money and one's own, from the bank; the
    card drawn then acts in public as printed."""
    rec.detail = int(a.instead)
    rec.gain = card_money(st, seat, rec.detail) - card_money(st, seat, f.card)
    st.cash[seat] += rec.gain


def _do_property_swap(st: CHState, f: Frame, seat: int, a: Action, rec: CheatRecord) -> None:
    mine, theirs = int(a.street), int(a.other)
    victim = st.owner[theirs]
    rec.victim, rec.detail, rec.detail2 = victim, mine, theirs
    rec.gain = max(0, data.SPACES[theirs].price - data.SPACES[mine].price)
    st.owner[mine], st.owner[theirs] = victim, seat


def _do_price_gouging(st: CHState, f: CheatersRent, seat: int, a: Action, rec: CheatRecord) -> None:
    rec.victim, rec.gain = f.payer, cheat_of(rec.card).amount
    f.surplus = rec.gain


def do_cheat(st: CHState, f: Frame, a: Action, table: Table) -> None:
    """CH-15: the effect happens at once and no event names it."""
    seat = actor(st)
    card = int(a.card)
    rec = CheatRecord(seat, card, st.period)
    rule = RULES[card - BASE]
    rule.do(st, f, seat, a, rec)
    st.records.append(rec)
    st.cheat_used = True
    if rule.card.action not in BENT_RENT:
        _account(st, rec, 1)


# How each cheat moves cash that no public event accounts for (`hidden_cash`): a cheat
# whose gain is cash moves it from its victim (or the bank). Bent rents move it when the
# rent is paid (`rent`); the others at once.
BENT_RENT: Final = frozenset({"short_changed", "free_stay", "price_gouging"})


def effects(rec: CheatRecord) -> list[tuple[int, int]]:
    if not cheat_of(rec.card).repays:
        return []
    return [(rec.seat, rec.gain), (rec.victim, -rec.gain)]


def _account(st: CHState, rec: CheatRecord, sign: int) -> None:
    for seat, amount in effects(rec):
        if seat >= 0:
            st.hidden_cash[seat] += sign * amount


# Penalties (CH-16): undo what the cheat did, then Jail, then the fine ------------------


def _pay(st: CHState, seat: int, to: int, amount: int, table: Table) -> None:
    if amount > 0:
        st.edition.money.pay(st, seat, to, amount, False, table)


def _undo_hotel_sneak(st: CHState, rec: CheatRecord, table: Table) -> None:
    street = rec.detail
    if st.hotel[street]:
        st.hotel[street] = False
        st.hotels_left += 1
        table.emit({"type": "hotel_removed", "street": street})


def _undo_demolition(st: CHState, rec: CheatRecord, table: Table) -> None:
    """The hotel goes back up, if its street is still the victim's and a hotel is left."""
    street, victim = rec.detail, rec.victim
    if st.owner[street] == victim and not st.hotel[street] and st.hotels_left > 0:
        place_hotel(st, victim, street, table, "cheat undone")


def _undo_identity_theft(st: CHState, rec: CheatRecord, table: Table) -> None:
    """The victim's token goes back, and the victim puts the cheater's on any space."""
    victim = rec.victim
    if not st.alive[victim]:
        return
    if not st.in_jail[victim] and not st.home[victim]:
        st.position[victim] = rec.detail
        table.emit({"type": "token_back", "seat": victim, "to": rec.detail})
    push(st, PlaceToken(victim, rec.seat))


def _undo_slippery_deed(st: CHState, rec: CheatRecord, table: Table) -> None:
    street, victim, seat = rec.detail, rec.victim, rec.seat
    if st.owner[street] != seat:
        return
    if victim == BANK or not st.alive[victim]:
        return_to_bank(st, street, table)
        table.emit({"type": "deed_returned", "seat": seat, "street": street})
    else:
        give_deed(st, victim, street, table, "cheat undone")


def _undo_trick_dice(st: CHState, rec: CheatRecord, table: Table) -> None:
    seat = rec.seat
    if not st.in_jail[seat] and not st.home[seat]:
        st.position[seat] = (st.position[seat] - rec.detail) % SIZE
        table.emit({"type": "token_back", "seat": seat, "to": st.position[seat]})


def _undo_property_swap(st: CHState, rec: CheatRecord, table: Table) -> None:
    seat, victim, mine, theirs = rec.seat, rec.victim, rec.detail, rec.detail2
    if st.alive[victim] and st.owner[theirs] == seat and st.owner[mine] == victim:
        st.owner[mine], st.owner[theirs] = seat, victim
        table.emit({"type": "deeds_swapped_back", "seat": seat, "with": victim})


Undo = Callable[[CHState, CheatRecord, Table], None]
Doer = Callable[[CHState, Any, int, Action, CheatRecord], None]


class CheatRule:
    """One Cheat card's rules, beside the card itself (`card`: its name, texts, moment and
    numbers): what it may be aimed at from the deciding frame (`aims`), what doing it does
    (`do`, filling the record), and what undoing it puts back besides cash and Jail
    (`undo`, None: nothing)."""

    __slots__ = ("aims", "card", "do", "undo")

    def __init__(self, card: data.Cheat, aims: Aims, do: Doer, undo: Undo | None) -> None:
        self.card = card
        self.aims = aims
        self.do = do
        self.undo = undo


def _rule(action: str, aims: Aims, do: Doer, undo: Undo | None = None) -> CheatRule:
    return CheatRule(data.cheat(data.CHEAT_BY_ACTION[action]), aims, do, undo)


_RULES: Final = (
    _rule("escape", _in_jail, _do_escape),  # its undo is its Jail
    _rule("bank_heist", _one, _take_from_bank),
    _rule("hotel_sneak", _own_bare_streets, _do_hotel_sneak, _undo_hotel_sneak),
    _rule("surprise_demolition", _others_hotels, _do_demolition, _undo_demolition),
    _rule("extra_allowance", _passed_go, _take_from_bank),
    _rule("identity_theft", _tokens, _do_identity_theft, _undo_identity_theft),
    _rule("short_changed", _short, _do_short_changed),
    _rule("squatters_rule", _snatch, _do_squatters_rule),
    _rule("pickpocket", _pockets, _do_pickpocket),
    _rule("slippery_deed", _deeds, _do_slippery_deed, _undo_slippery_deed),
    _rule("trick_dice", _spaces, _do_trick_dice, _undo_trick_dice),
    _rule("free_stay", _dodge, _do_free_stay),
    _rule("counterfeit_chance", _counterfeits, _do_counterfeit),
    _rule("property_swap", _swaps, _do_property_swap, _undo_property_swap),
    _rule("price_gouging", _overcharge, _do_price_gouging),
)
# Indexed by card id - BASE: read for every card offered at every decision.
RULES: Final[tuple[CheatRule, ...]] = tuple(sorted(_RULES, key=lambda r: r.card.id))


def penalize(st: CHState, rec: CheatRecord, table: Table) -> None:
    """CH-16: undo it, go to Jail if the card says so, and pay the victim (the bank if
    none, or gone) the gain back if it was cash, plus the card's fine. The payment comes
    last: it may open a debt."""
    c = cheat_of(rec.card)
    seat, victim, gain = rec.seat, rec.victim, rec.gain
    undo = RULES[rec.card - BASE].undo
    if undo is not None:
        undo(st, rec, table)
    if c.jail:
        to_jail(st, seat, table)
    owed = (gain if c.repays else 0) + c.fine + c.fine_per_gain * gain
    _pay(st, seat, victim if victim != BANK and st.alive[victim] else BANK, owed, table)


# Replacing a card (CH-16, CH-17) ---------------------------------------------------------


def replace(st: CHState, card: int, table: Table) -> None:
    """The card goes under the Cheat deck and the top card takes its place."""
    if st.opts["ultimate"] or card not in st.face_up:
        return
    slot = st.face_up.index(card)
    st.cheat_deck.insert(0, card)
    new = draw_cheat(st)
    st.face_up[slot] = new
    table.emit({"type": "cheat_card", "slot": slot, "old": card, "new": new})


def draw_cheat(st: CHState) -> int:
    if st.cheat_hidden:
        st.cheat_hidden -= 1
    return st.cheat_deck.pop()


# The window (CH-16) and getting away with it (CH-17) ------------------------------------


def open_window(st: CHState, ended: int, table: Table) -> None:
    """Before the next turn: everyone, from the left of the player whose turn ended (who
    may have been cheated on its own turn), that player last (rulings CH-R3)."""
    queue = seats_from(st, ended, include_self=True)
    push(st, CallFrame(ended, queue))


def _call_who(st: CHState, f: CallFrame) -> int:
    return f.queue[0]


def _call_run(st: CHState, f: CallFrame, table: Table) -> bool:
    queue = f.queue
    while queue and not st.alive[queue[0]]:
        queue.pop(0)
    if queue:
        return True
    pop(st, f)
    reveal(st, st.period, table)
    st.period += 1
    st.hidden_cash = [0] * st.players
    st.callable = callable_cards(st)
    return False


def callable_cards(st: CHState) -> list[int]:
    """The cards the next window may name: this period's face-up row (all in CH-19)."""
    if st.opts["ultimate"]:
        return list(data.CHEAT_IDS)
    return sorted(c for c in st.face_up if c >= 0)


def call_options(st: CHState, seat: int) -> list[Action]:
    """No call, or a call on any other player naming any callable card. Anyone may call,
    whatever their cash (CH-16): a false call's M100 is a debt like any other."""
    made = _made(st)
    out = [made.no_call]
    for p in seats_from(st, seat):
        row = made.calls[p]
        for card in st.callable:
            out.append(row[card - BASE])
    return out


def _call_legal(st: CHState, f: CallFrame) -> list[Action]:
    return call_options(st, f.queue[0])


def _no_call(st: CHState, f: CallFrame, a: Action, table: Table) -> None:
    f.queue.pop(0)


def _call(st: CHState, f: CallFrame, a: Action, table: Table) -> None:
    """Guilty: the penalty, the card replaced. Innocent: the accuser pays M100."""
    accuser = f.queue.pop(0)
    accused, card = int(a.accused), int(a.card)
    found = [r for r in st.records if r.seat == accused and r.card == card]
    event = {"type": "cheat_called", "seat": accuser, "accused": accused, "card": card}
    if not found:
        table.emit({**event, "guilty": False})
        _pay(st, accuser, accused, data.FALSE_ACCUSATION, table)
        return
    rec = found[0]
    for caught in found:
        st.records.remove(caught)
        _account(st, caught, -1)
    table.emit({**event, "guilty": True, "details": rec.details()})
    replace(st, card, table)
    penalize(st, rec, table)


def reveal(st: CHState, period: int, table: Table) -> None:
    """CH-17: every uncaught cheat up to `period` is announced and rewarded."""
    done = [r for r in st.records if r.period <= period]
    if not done:
        return
    st.records = [r for r in st.records if r.period > period]
    cards: list[int] = []
    for rec in done:
        _account(st, rec, -1)
        c = cheat_of(rec.card)
        table.emit(
            {
                "type": "cheat_revealed",
                "seat": rec.seat,
                "card": rec.card,
                "details": rec.details(),
                "reward": c.bonus,
            }
        )
        if c.bonus:
            st.edition.money.reward(st, rec.seat, c.bonus, table)
        if rec.card not in cards:
            cards.append(rec.card)
    for card in cards:
        replace(st, card, table)


def undo(st: CHState, seat: int, action: str) -> None:
    """`seat`'s latest cheat of this kind came to nothing (a bent rent never paid)."""
    card = data.CHEAT_BY_ACTION[action]
    for rec in reversed(st.records):
        if rec.seat == seat and rec.card == card:
            st.records.remove(rec)
            return


def forget(st: CHState, seat: int) -> None:
    """A bankrupt player's cheats die with it."""
    st.records = [r for r in st.records if r.seat != seat]


# Placing a caught Identity Theft's token --------------------------------------------------


def _seat(st: CHState, f: PlaceToken) -> int:
    return f.victim


def _place_run(st: CHState, f: PlaceToken, table: Table) -> bool:
    if st.alive[f.cheater] and not st.in_jail[f.cheater]:
        return True
    pop(st, f)
    return False


def _place_legal(st: CHState, f: PlaceToken) -> list[Action]:
    d = describer(st)
    return [make("place_token", d, (("space", s), ("target", f.cheater))) for s in range(SIZE)]


def _place(st: CHState, f: PlaceToken, a: Action, table: Table) -> None:
    pop(st, f)
    st.position[f.cheater] = int(a.space)
    table.emit({"type": "token_placed", "seat": f.victim, "target": f.cheater, "to": int(a.space)})


FRAMES: Frames = {
    CallFrame: FrameType(
        CALL, _call_who, _call_run, _call_legal, {"no_call": _no_call, "call_cheat": _call}
    ),
    PlaceToken: FrameType(PLACE, _seat, _place_run, _place_legal, {"place_token": _place}),
}
