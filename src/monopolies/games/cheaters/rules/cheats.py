"""Cheating (CH-15 … CH-17, CH-19): secret cheats, the window for calling "Cheat!", and
getting away with it.

A cheat is one action, `cheat {card, ...}`, offered at the moments its card names
(`MOMENT_OF` says which decisions offer which moments). Each card's rules are one
`cheat_cards.CheatRule` (`RULES`, by card): the card, the class of its records (what it
may be aimed at, what doing it changes and notes, how undoing it reads that) and the
evidence it leaves. A cheat changes the state at once and emits no event, and the same
player decides again, so nobody else can tell it happened except from what the table
shows: tokens, cash, deeds, hotels (rulings CH-R1). Cheats that bend a payment leave the
public event as the honest one would have been ("paid 140") while the money moves
differently. A player may cheat once per decision and with each card once; which cheats
are offered depends only on what the table shows and on the player's own cheats, and
whether a player is asked at all never depends on them (rulings CH-R15). A caught cheat
is undone as its record says, then the card's fine is paid (`data.Cheat`).

Frame "call" (`CallFrame`, the window before each turn, CH-16): `queue` holds the players
still to be asked, in seat order from the left of the player whose turn ended (`ended`),
that player last; each may call "Cheat!" once (naming a player and a callable Cheat card) or not.
Nobody cheats while the window is open, so every cheat it judges was made in the period
that is closing, with a card that was face up all that period (`callable`).
When everyone has answered, each uncaught cheat of the closing period is announced and
rewarded and its card replaced (CH-17). Frame "place_token" (`frames.PlaceToken`): the
`victim` of a caught Identity Theft puts the `cheater`'s token on a space of its choice.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from monopolies.engine.action import Action, Describer, make
from monopolies.engine.rules import Table
from monopolies.games.board.rules.actions import MAX_PLAYERS
from monopolies.games.board.rules.edition import Frames, FrameType
from monopolies.games.board.rules.flow import actor, describer, pop, push, seats_from
from monopolies.games.board.rules.state import BANK, Frame
from monopolies.games.cheaters import data
from monopolies.games.cheaters.rules.actions import CheatActions
from monopolies.games.cheaters.rules.cheat_cards import RULES, BentRent
from monopolies.games.cheaters.rules.frames import PLACE, Moved, PlaceToken
from monopolies.games.cheaters.rules.jail import to_jail
from monopolies.games.cheaters.rules.state import CheatRecord, CHState

CALL: Final = "call"
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


def cheat_of(card: int) -> data.Cheat:
    return CHEATS[card - BASE]


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
    `cheats[card - BASE]`, each card's (`actions.CheatActions`). Calls: `no_call`, and
    `calls[accused seat][card - BASE]`. Every action follows from the describer and its
    card and aim (or seat and card) alone, so two Mades of one describer hold the same
    actions: they are equal, and `stale` finds no entry that a new one would make
    differently."""

    def __init__(self, describe: Describer) -> None:
        self.describe = describe
        self.cheats = [CheatActions(describe, c) for c in CHEATS]
        self.no_call = make("no_call", describe, ())
        self.calls = [
            [make("call_cheat", describe, (("accused", p), ("card", c))) for c in data.CHEAT_IDS]
            for p in range(MAX_PLAYERS)
        ]

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Made) and other.describe is self.describe

    def __hash__(self) -> int:
        return hash(self.describe)

    def stale(self) -> list[tuple[int, ...]]:
        """The card and aim of every cheat made that differs from a new one: none, ever."""
        return [(acts.card.id, *aim) for acts in self.cheats for aim in acts.stale()]


def options(st: CHState, seat: int, moment: str, f: Frame, mine: bool = True) -> list[Action]:
    """Every cheat `seat` may attempt at this decision: one per decision (rulings CH-R1),
    each face-up card once until it is replaced (CH-R15: `mine` leaves out the cards the
    seat has done; False asks what the table alone offers), and otherwise only what the
    table shows decides which (each card's `aims`). Whether a player is asked at all
    never depends on its secret cheats: a decision the table offers cheats at is always
    asked (`must_ask`)."""
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
        out += RULES[i].record.aims(st, seat, f, made.cheats[i])
    return out


def used_cards(st: CHState, seat: int) -> list[int]:
    """The cards `seat` has cheated with and not yet settled: each is done once (CH-15)."""
    return [r.card for r in st.records if r.seat == seat]


def _made(st: CHState) -> Made:
    made: Made = st.edition.memo(Made).get((describer(st),))
    return made


def moved_cheats(st: CHState, f: Moved, mine: bool = True) -> list[Action]:
    return options(st, f.seat, MOVED, f, mine)


def do_cheat(st: CHState, f: Frame, a: Action, table: Table) -> None:
    """CH-15: the effect happens at once and no event names it; the card's record notes
    what changed."""
    card = int(a.card)
    rec = RULES[card - BASE].record(actor(st), card, st.period)
    rec.do(st, f, a)
    st.records.append(rec)
    st.cheat_used = True
    if not isinstance(rec, BentRent):
        _account(st, rec, 1)


# How each cheat moves cash that no public event accounts for (`hidden_cash`): a cheat
# whose gain is cash moves it from its victim (or the bank). Bent rents move it when the
# rent is paid (`rent`); the others at once.


def effects(rec: CheatRecord) -> list[tuple[int, int]]:
    if not cheat_of(rec.card).repays:
        return []
    gain = rec.gained()
    return [(rec.seat, gain), (rec.wronged(), -gain)]


def _account(st: CHState, rec: CheatRecord, sign: int) -> None:
    for seat, amount in effects(rec):
        if seat >= 0:
            st.hidden_cash[seat] += sign * amount


# Penalties (CH-16): undo what the cheat did, then Jail, then the fine ------------------


def _pay(st: CHState, seat: int, to: int, amount: int, table: Table) -> None:
    if amount > 0:
        st.edition.money.pay(st, seat, to, amount, False, table)


def penalize(st: CHState, rec: CheatRecord, table: Table) -> None:
    """CH-16: undo it, go to Jail if the card says so, and pay the victim (the bank if
    none, or gone) the gain back if it was cash, plus the card's fine. The payment comes
    last: it may open a debt."""
    c = cheat_of(rec.card)
    seat, victim, gain = rec.seat, rec.wronged(), rec.gained()
    rec.undo(st, table)
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
