"""Buying hotels from a complete set, with a limited supply (CC-16, CH-11).

Frame "build" (`BuildFrame`): `builder` wants a hotel on `street` at `cost`. When it is
the last hotel, the other players who could also build are asked in turn whether they
want it too (stage CONTEST, `to_ask` still to ask, `rivals` those who said yes); if anyone
does, the last hotel is auctioned among them and `builder` (see `auction`). Otherwise
`builder` pays the bank (stage PAYING) and the hotel goes up.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Final

from monopolies.engine.action import Action, make
from monopolies.engine.rules import Table
from monopolies.games.board.rules.auction import HOTEL_LOT, MIN_RAISE, open_auction
from monopolies.games.board.rules.deeds import buildable_streets, place_hotel
from monopolies.games.board.rules.edition import Describer, Frames, FrameType
from monopolies.games.board.rules.flow import actor, describer, pop, push, seats_from
from monopolies.games.board.rules.state import BANK, BoardState, Frame

KIND: Final = "build"
START, CONTEST, PAYING = 0, 1, 2


@dataclass(eq=False)
class BuildFrame(Frame):
    builder: int
    street: int
    cost: int
    stage: int = START
    to_ask: list[int] = field(default_factory=list)
    rivals: list[int] = field(default_factory=list)


def build_options(st: BoardState, seat: int) -> list[Action]:
    """`buy_hotel` for each street where `seat` can build and afford a hotel now."""
    if st.hotels_left <= 0:
        return []
    spaces = st.edition.layout.spaces
    cash = st.edition.money.cash(st, seat)
    d = describer(st)
    buy = st.edition.memo(buy_hotel_action)
    return [
        buy.get((d, s, spaces[s].hotel_cost))
        for s in buildable_streets(st, seat)
        if spaces[s].hotel_cost <= cash
    ]


def buy_hotel_action(d: Describer, street: int, cost: int) -> Action:
    """`buy_hotel` (offered at every window and roll, so remembered: `build_options`)."""
    return make("buy_hotel", d, (("cost", cost), ("street", street)))


def hotel_offer(st: BoardState, seat: int) -> tuple[int, ...]:
    """The streets `build_options` would offer (cheaper: no actions are made)."""
    if st.hotels_left <= 0:
        return ()
    spaces = st.edition.layout.spaces
    cash = st.edition.money.cash(st, seat)
    return tuple(s for s in buildable_streets(st, seat) if spaces[s].hotel_cost <= cash)


def _rivals(st: BoardState, seat: int) -> list[int]:
    """Others who could also use the last hotel: a set to build on, cash to bid."""
    money = st.edition.money
    return [
        s
        for s in seats_from(st, seat)
        if buildable_streets(st, s) and money.cash(st, s) >= MIN_RAISE
    ]


def _buy_hotel(st: BoardState, f: Frame, a: Action, table: Table) -> None:
    push(st, BuildFrame(actor(st), int(a.street), int(a.cost)))


def _who(st: BoardState, f: BuildFrame) -> int:
    return f.to_ask[0] if f.stage == CONTEST else f.builder


def _run(st: BoardState, f: BuildFrame, table: Table) -> bool:
    if f.stage == START:
        if st.hotels_left == 1:
            f.to_ask = _rivals(st, f.builder)
            f.stage = CONTEST
            return False
        _pay(st, f, table)
        return False
    if f.stage == CONTEST:
        if f.to_ask:
            return True
        if f.rivals:
            pop(st, f)
            wanted = {f.builder, *f.rivals}
            bidders = [s for s in seats_from(st, f.builder, include_self=True) if s in wanted]
            open_auction(st, f.builder, HOTEL_LOT, bidders, table, f.street)
            return False
        _pay(st, f, table)
        return False
    pop(st, f)
    if (
        st.outcome
        and st.hotels_left > 0
        and not st.hotel[f.street]
        and st.owner[f.street] == f.builder
    ):
        place_hotel(st, f.builder, f.street, table, "bought")
    return False


def _pay(st: BoardState, f: BuildFrame, table: Table) -> None:
    f.stage = PAYING
    st.edition.money.pay(st, f.builder, BANK, f.cost, True, table)


def _legal(st: BoardState, f: BuildFrame) -> list[Action]:
    d = describer(st)
    return [make("contest_hotel", d, ()), make("pass", d, ())]


def _contest(st: BoardState, f: BuildFrame, a: Action, table: Table) -> None:
    seat = f.to_ask.pop(0)
    f.rivals.append(seat)
    table.emit({"type": "contest_hotel", "seat": seat, "against": f.builder})


def _pass(st: BoardState, f: BuildFrame, a: Action, table: Table) -> None:
    f.to_ask.pop(0)


FRAMES: Frames = {
    BuildFrame: FrameType(KIND, _who, _run, _legal, {"contest_hotel": _contest, "pass": _pass})
}
BUILD_ACTIONS = {"buy_hotel": _buy_hotel}
