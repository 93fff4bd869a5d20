"""English auctions as small decisions in seat order (CC-8, CC-16, CH-4, CH-11).

Frame "auction" (`AuctionFrame`, its fields described there) sells one lot; frame
"place_hotel" (`PlaceHotelFrame`) lets the winner of the last hotel choose its street.

Bids open at M10 and rise by any whole ten from M10 ("anyone can increase the bid by as
little as M10") up to `MAX_RAISE` at a time, never above the bidder's cash: the decision
stays bounded (rulings B-2), and the quick raises `QUICK_RAISES` are what front ends
offer first and bots choose from. A bidder may pass for now (and bid again after a new bid:
"you don't need to follow turn order") or stay out, which holds until the auction ends,
so it is not asked again; a bidder who cannot raise is passed over without being asked;
the auction ends when everyone still in but the high bidder has passed in a row. The
winner then pays the bank; if that payment is called off (a fake note caught and too
little cash left) the lot is auctioned again, to everyone.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Final

from monopolies.engine.action import Action, make
from monopolies.engine.rules import Table
from monopolies.games.board.rules.deeds import buildable_streets, give_deed, place_hotel
from monopolies.games.board.rules.edition import Describer, Frames, FrameType
from monopolies.games.board.rules.flow import describer, pop, push
from monopolies.games.board.rules.state import BANK, NOBODY, BoardState, Frame

KIND: Final = "auction"
PLACE: Final = "place_hotel"
HOTEL_LOT: Final = -2
BIDDING, PAYING = 0, 1
MIN_RAISE: Final = 10
MAX_RAISE: Final = 1000
QUICK_RAISES: Final = (10, 50, 100)


@dataclass(eq=False)
class AuctionFrame(Frame):
    """`starter` opened it (the lander, or the player who wanted the last hotel, for
    street `named`); `lot` is a street or HOTEL_LOT; `bidders` are asked in this order
    (from the left of `starter`, `starter` last), `asking` indexing the next one;
    `high_bid` is the high bid and `high_bidder` its bidder; `passes` counts passes since
    the last bid; `out` are the bidders who stayed out."""

    starter: int
    lot: int
    bidders: list[int]
    named: int = -1
    stage: int = BIDDING
    asking: int = 0
    high_bid: int = 0
    high_bidder: int = NOBODY
    passes: int = 0
    out: list[int] = field(default_factory=list)


@dataclass(eq=False)
class PlaceHotelFrame(Frame):
    """`winner` won the last hotel and chooses one of `spots` for it."""

    winner: int
    spots: list[int]


def open_auction(
    st: BoardState,
    starter: int,
    lot: int,
    bidders: list[int],
    table: Table,
    named: int = -1,
) -> None:
    """Auction `lot` among `bidders` (a hotel: for street `named` if `starter` wins it)."""
    table.emit({"type": "auction", "seat": starter, "lot": _lot_name(lot), "bidders": bidders})
    push(st, AuctionFrame(starter, lot, bidders, named))


def _lot_name(lot: int) -> int | str:
    return "hotel" if lot == HOTEL_LOT else lot


def _who(st: BoardState, f: AuctionFrame) -> int:
    return f.bidders[f.asking] if f.stage == BIDDING else f.high_bidder


def _can_raise(st: BoardState, f: AuctionFrame, seat: int) -> bool:
    return st.alive[seat] and st.edition.money.cash(st, seat) >= f.high_bid + MIN_RAISE


def _run(st: BoardState, f: AuctionFrame, table: Table) -> bool:
    if f.stage == PAYING:
        return _paid(st, f, table)
    bidders = f.bidders
    while True:
        if f.passes >= _passes_to_end(f):
            return _close(st, f, table)
        seat = bidders[f.asking]
        if seat == f.high_bidder or seat in f.out:
            f.asking = (f.asking + 1) % len(bidders)
        elif not _can_raise(st, f, seat):
            f.passes += 1
            f.asking = (f.asking + 1) % len(bidders)
        else:
            return True


def _passes_to_end(f: AuctionFrame) -> int:
    """Passes in a row that end the auction: one from each bidder still in but the high one."""
    return len(f.bidders) - len(f.out) - (1 if f.high_bidder != NOBODY else 0)


def _close(st: BoardState, f: AuctionFrame, table: Table) -> bool:
    if f.high_bidder == NOBODY:
        table.emit({"type": "auction_unsold", "lot": _lot_name(f.lot)})
        pop(st, f)
        return False
    table.emit(
        {"type": "auction_won", "seat": f.high_bidder, "lot": _lot_name(f.lot), "bid": f.high_bid}
    )
    f.stage = PAYING
    st.edition.money.pay(st, f.high_bidder, BANK, f.high_bid, True, table)
    return False


def _paid(st: BoardState, f: AuctionFrame, table: Table) -> bool:
    winner = f.high_bidder
    if not st.outcome:
        table.emit({"type": "auction_again", "lot": _lot_name(f.lot)})
        f.stage, f.high_bid, f.high_bidder, f.passes, f.asking = BIDDING, 0, NOBODY, 0, 0
        f.out = []
        return False
    pop(st, f)
    if f.lot != HOTEL_LOT:
        give_deed(st, winner, f.lot, table, "auction")
        return False
    spots = [f.named] if winner == f.starter else buildable_streets(st, winner)
    if st.hotels_left > 0 and spots:
        push(st, PlaceHotelFrame(winner, spots))
    return False


def _legal(st: BoardState, f: AuctionFrame) -> list[Action]:
    seat = f.bidders[f.asking]
    cash = st.edition.money.cash(st, seat)
    d = describer(st)
    bids = st.edition.memo(bid_actions).get((d, f.high_bid, _lot_name(f.lot)))
    out = list(bids[: min(cash - f.high_bid, MAX_RAISE) // MIN_RAISE])
    out.append(make("pass", d, ()))
    if f.passes + 1 < _passes_to_end(f):  # else a pass ends it: staying out is the same
        out.append(make("stay_out", d, ()))
    return out


def bid_actions(d: Describer, high_bid: int, lot: int | str) -> tuple[Action, ...]:
    """Every bid over `high_bid`, by raises of MIN_RAISE up to MAX_RAISE (remembered: an
    auction asks at every bid)."""
    return tuple(
        make("bid", d, (("amount", high_bid + r), ("lot", lot)))
        for r in range(MIN_RAISE, MAX_RAISE + 1, MIN_RAISE)
    )


def _bid(st: BoardState, f: AuctionFrame, a: Action, table: Table) -> None:
    seat = f.bidders[f.asking]
    f.high_bid = int(a.amount)
    f.high_bidder = seat
    f.passes = 0
    f.asking = (f.asking + 1) % len(f.bidders)
    table.emit({"type": "bid", "seat": seat, "amount": f.high_bid, "lot": _lot_name(f.lot)})


def _pass(st: BoardState, f: AuctionFrame, a: Action, table: Table) -> None:
    table.emit({"type": "pass", "seat": f.bidders[f.asking], "lot": _lot_name(f.lot)})
    f.passes += 1
    f.asking = (f.asking + 1) % len(f.bidders)


def _stay_out(st: BoardState, f: AuctionFrame, a: Action, table: Table) -> None:
    seat = f.bidders[f.asking]
    table.emit({"type": "stay_out", "seat": seat, "lot": _lot_name(f.lot)})
    f.out.append(seat)
    f.asking = (f.asking + 1) % len(f.bidders)


# Placing a hotel won at auction, when the winner has a choice of street.


def _place_run(st: BoardState, f: PlaceHotelFrame, table: Table) -> bool:
    if len(f.spots) == 1:
        pop(st, f)
        place_hotel(st, f.winner, f.spots[0], table, "auction")
        return False
    return True


def _place_legal(st: BoardState, f: PlaceHotelFrame) -> list[Action]:
    d = describer(st)
    return [make("choose", d, (("option", s),)) for s in f.spots]


def _place(st: BoardState, f: PlaceHotelFrame, a: Action, table: Table) -> None:
    pop(st, f)
    place_hotel(st, f.winner, int(a.option), table, "auction")


def _seat(st: BoardState, f: PlaceHotelFrame) -> int:
    return f.winner


FRAMES: Frames = {
    AuctionFrame: FrameType(
        KIND, _who, _run, _legal, {"bid": _bid, "pass": _pass, "stay_out": _stay_out}
    ),
    PlaceHotelFrame: FrameType(PLACE, _seat, _place_run, _place_legal, {"choose": _place}),
}
