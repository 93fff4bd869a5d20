"""Buying hotels from a complete set, with a limited supply (CC-16, CH-11).

Frame "build": `seat` wants a hotel on `street` at `amount` (its hotel cost). When it
is the last hotel, the other players who could also build are asked in turn whether they
want it too (stage CONTEST, `queue` still to ask, `items` those who said yes); if anyone
does, the last hotel is auctioned among them and `seat` (see `auction`). Otherwise
`seat` pays the bank (stage PAYING) and the hotel goes up.
"""

from __future__ import annotations

from typing import Final

from monopolies.board.auction import HOTEL_LOT, open_auction
from monopolies.board.deeds import buildable_streets, place_hotel
from monopolies.board.edition import Describer, FrameType
from monopolies.board.flow import actor, describer, pop, push, seats_from
from monopolies.board.state import BANK, BoardState, Frame
from monopolies.engine.action import Action, make
from monopolies.engine.rules import Table

KIND: Final = "build"
START, CONTEST, PAYING = 0, 1, 2


def build_options(st: BoardState, seat: int) -> list[Action]:
    """`buy_hotel` for each street where `seat` can build and afford a hotel now."""
    if st.hotels_left <= 0:
        return []
    spaces = st.edition.layout.spaces
    cash = st.edition.money.cash(st, seat)
    d = describer(st)
    return [
        _buy_hotel_action(d, s, spaces[s].hotel_cost)
        for s in buildable_streets(st, seat)
        if spaces[s].hotel_cost <= cash
    ]


def _buy_hotel_action(d: Describer, street: int, cost: int) -> Action:
    """The interned `buy_hotel`, found by a flat key (offered at every window and roll);
    the key holds every input, so an entry never goes stale."""
    key = (d, street, cost)
    action = _BUY_HOTEL.get(key)
    if action is None:
        action = _BUY_HOTEL[key] = make("buy_hotel", d, (("cost", cost), ("street", street)))
    return action


_BUY_HOTEL: dict[tuple[object, ...], Action] = {}


def hotel_offer(st: BoardState, seat: int) -> tuple[int, ...]:
    """The streets `build_options` would offer (cheaper: no actions are made)."""
    if st.hotels_left <= 0:
        return ()
    spaces = st.edition.layout.spaces
    cash = st.edition.money.cash(st, seat)
    return tuple(s for s in buildable_streets(st, seat) if spaces[s].hotel_cost <= cash)


def _rivals(st: BoardState, seat: int) -> list[int]:
    """Others who could also use the last hotel: a set to build on, cash to bid."""
    low = st.edition.bid_steps[0]
    money = st.edition.money
    return [
        s for s in seats_from(st, seat) if buildable_streets(st, s) and money.cash(st, s) >= low
    ]


def _buy_hotel(st: BoardState, f: Frame, a: Action, table: Table) -> None:
    push(st, Frame(KIND, actor(st), street=int(a.street), amount=int(a.cost)))


def _who(st: BoardState, f: Frame) -> int:
    return f.queue[0] if f.stage == CONTEST else f.seat


def _run(st: BoardState, f: Frame, table: Table) -> bool:
    if f.stage == START:
        if st.hotels_left == 1:
            f.queue = _rivals(st, f.seat)
            f.stage = CONTEST
            return False
        _pay(st, f, table)
        return False
    if f.stage == CONTEST:
        if f.queue:
            return True
        if f.items:
            pop(st, f)
            wanted = {f.seat, *f.items}
            bidders = [s for s in seats_from(st, f.seat, include_self=True) if s in wanted]
            open_auction(st, f.seat, HOTEL_LOT, bidders, table, [f.seat, f.street])
            return False
        _pay(st, f, table)
        return False
    pop(st, f)
    if (
        st.outcome
        and st.hotels_left > 0
        and not st.hotel[f.street]
        and st.owner[f.street] == f.seat
    ):
        place_hotel(st, f.seat, f.street, table, "bought")
    return False


def _pay(st: BoardState, f: Frame, table: Table) -> None:
    f.stage = PAYING
    st.edition.money.pay(st, f.seat, BANK, f.amount, True, table)


def _legal(st: BoardState, f: Frame) -> list[Action]:
    d = describer(st)
    return [make("contest_hotel", d, ()), make("pass", d, ())]


def _contest(st: BoardState, f: Frame, a: Action, table: Table) -> None:
    seat = f.queue.pop(0)
    f.items.append(seat)
    table.emit({"type": "contest_hotel", "seat": seat, "against": f.seat})


def _pass(st: BoardState, f: Frame, a: Action, table: Table) -> None:
    f.queue.pop(0)


FRAMES: dict[str, FrameType] = {
    KIND: FrameType(_who, _run, _legal, {"contest_hotel": _contest, "pass": _pass})
}
BUILD_ACTIONS = {"buy_hotel": _buy_hotel}
