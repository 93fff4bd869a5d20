"""English auctions as small decisions in seat order (CC-8, CC-16, CH-4, CH-11).

Frame "auction": `seat` started it (the lander, or the player who wanted the last
hotel); `street` is the lot (a street, or HOTEL_LOT); `queue` lists the bidders in the
order they are asked (from the left of `seat`, `seat` last); `card` is the index of the
next bidder; `amount` is the high bid and `other` its bidder; `count` counts passes
since the last bid; `marks` are the bidders who stayed out; for a hotel lot `items` is
[player who asked, street they named].

Bids open at the smallest step and rise by one of the edition's steps (10 / 50 / 100),
never above the bidder's cash. A bidder may pass for now (and bid again after a new bid:
"you don't need to follow turn order") or stay out, which holds until the auction ends,
so it is not asked again; a bidder who cannot raise is passed over without being asked;
the auction ends when everyone still in but the high bidder has passed in a row. The
winner then pays the bank; if that payment is called off (a fake note caught and too
little cash left) the lot is auctioned again, to everyone.
"""

from __future__ import annotations

from typing import Final

from monopolies.board.deeds import buildable_streets, give_deed, place_hotel
from monopolies.board.edition import FrameType
from monopolies.board.flow import describer, pop, push
from monopolies.board.state import BANK, NOBODY, BoardState, Frame
from monopolies.engine.action import Action, make
from monopolies.engine.rules import Table

KIND: Final = "auction"
PLACE: Final = "place_hotel"
HOTEL_LOT: Final = -2
BIDDING, PAYING = 0, 1


def open_auction(
    st: BoardState,
    starter: int,
    lot: int,
    bidders: list[int],
    table: Table,
    asked_by: list[int] | None = None,
) -> Frame:
    table.emit({"type": "auction", "seat": starter, "lot": _lot_name(lot), "bidders": bidders})
    return push(st, Frame(KIND, starter, street=lot, card=0, queue=bidders, items=asked_by or []))


def _lot_name(lot: int) -> int | str:
    return "hotel" if lot == HOTEL_LOT else lot


def _who(st: BoardState, f: Frame) -> int:
    return f.queue[f.card] if f.stage == BIDDING else f.other


def _can_raise(st: BoardState, f: Frame, seat: int) -> bool:
    return st.alive[seat] and st.edition.money.cash(st, seat) >= f.amount + st.edition.bid_steps[0]


def _run(st: BoardState, f: Frame, table: Table) -> bool:
    if f.stage == PAYING:
        return _paid(st, f, table)
    queue = f.queue
    while True:
        if f.count >= _passes_to_end(f):
            return _close(st, f, table)
        seat = queue[f.card]
        if seat == f.other or seat in f.marks:
            f.card = (f.card + 1) % len(queue)
        elif not _can_raise(st, f, seat):
            f.count += 1
            f.card = (f.card + 1) % len(queue)
        else:
            return True


def _passes_to_end(f: Frame) -> int:
    """Passes in a row that end the auction: one from each bidder still in but the high one."""
    return len(f.queue) - len(f.marks) - (1 if f.other != NOBODY else 0)


def _close(st: BoardState, f: Frame, table: Table) -> bool:
    if f.other == NOBODY:
        table.emit({"type": "auction_unsold", "lot": _lot_name(f.street)})
        pop(st, f)
        return False
    table.emit(
        {"type": "auction_won", "seat": f.other, "lot": _lot_name(f.street), "bid": f.amount}
    )
    f.stage = PAYING
    st.edition.money.pay(st, f.other, BANK, f.amount, True, table)
    return False


def _paid(st: BoardState, f: Frame, table: Table) -> bool:
    winner = f.other
    if not st.outcome:
        table.emit({"type": "auction_again", "lot": _lot_name(f.street)})
        f.stage, f.amount, f.other, f.count, f.card = BIDDING, 0, NOBODY, 0, 0
        f.marks = []
        return False
    pop(st, f)
    if f.street != HOTEL_LOT:
        give_deed(st, winner, f.street, table, "auction")
        return False
    asker, named = f.items
    spots = [named] if winner == asker else buildable_streets(st, winner)
    if st.hotels_left > 0 and spots:
        push(st, Frame(PLACE, winner, queue=spots))
    return False


def _legal(st: BoardState, f: Frame) -> list[Action]:
    seat = f.queue[f.card]
    cash = st.edition.money.cash(st, seat)
    d = describer(st)
    lot = _lot_name(f.street)
    out = [
        make("bid", d, (("amount", f.amount + step), ("lot", lot)))
        for step in st.edition.bid_steps
        if f.amount + step <= cash
    ]
    out.append(make("pass", d, ()))
    if f.count + 1 < _passes_to_end(f):  # else a pass ends it: staying out is the same
        out.append(make("stay_out", d, ()))
    return out


def _bid(st: BoardState, f: Frame, a: Action, table: Table) -> None:
    seat = f.queue[f.card]
    f.amount = int(a.amount)
    f.other = seat
    f.count = 0
    f.card = (f.card + 1) % len(f.queue)
    table.emit({"type": "bid", "seat": seat, "amount": f.amount, "lot": _lot_name(f.street)})


def _pass(st: BoardState, f: Frame, a: Action, table: Table) -> None:
    table.emit({"type": "pass", "seat": f.queue[f.card], "lot": _lot_name(f.street)})
    f.count += 1
    f.card = (f.card + 1) % len(f.queue)


def _stay_out(st: BoardState, f: Frame, a: Action, table: Table) -> None:
    seat = f.queue[f.card]
    table.emit({"type": "stay_out", "seat": seat, "lot": _lot_name(f.street)})
    f.marks.append(seat)
    f.card = (f.card + 1) % len(f.queue)


# Placing a hotel won at auction, when the winner has a choice of street.


def _place_run(st: BoardState, f: Frame, table: Table) -> bool:
    if len(f.queue) == 1:
        pop(st, f)
        place_hotel(st, f.seat, f.queue[0], table, "auction")
        return False
    return True


def _place_legal(st: BoardState, f: Frame) -> list[Action]:
    d = describer(st)
    return [make("choose", d, (("option", s),)) for s in f.queue]


def _place(st: BoardState, f: Frame, a: Action, table: Table) -> None:
    pop(st, f)
    place_hotel(st, f.seat, int(a.option), table, "auction")


def _seat(st: BoardState, f: Frame) -> int:
    return f.seat


FRAMES: dict[str, FrameType] = {
    KIND: FrameType(_who, _run, _legal, {"bid": _bid, "pass": _pass, "stay_out": _stay_out}),
    PLACE: FrameType(_seat, _place_run, _place_legal, {"choose": _place}),
}
