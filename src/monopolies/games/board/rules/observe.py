"""The parts of a board edition's observation that every edition shows alike.

Both editions describe the shared rule blocks' pending frames (auctions, trades,
purchases, hotels, rent, the window before a roll) in the same words, so those views are
built here once; each edition adds the views of its own frames and players. The board
itself is the edition's (`board_view`).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any, TypeVar

from monopolies.engine.rules import Json
from monopolies.games.board.rules import auction, trade
from monopolies.games.board.rules.auction import AuctionFrame, PlaceHotelFrame
from monopolies.games.board.rules.between import BetweenFrame
from monopolies.games.board.rules.debt import DebtFrame
from monopolies.games.board.rules.hotels import BuildFrame
from monopolies.games.board.rules.layout import Layout
from monopolies.games.board.rules.purchase import BuyFrame
from monopolies.games.board.rules.rent import RentFrame
from monopolies.games.board.rules.stages import TurnFrame
from monopolies.games.board.rules.state import BANK, NOBODY, BoardState, Frame
from monopolies.games.board.rules.trade import TradeFrame

S = TypeVar("S", bound=BoardState)
# A frame's view, taking the frame as its own class.
FrameView = Callable[[S, Any], Json]


def streets_by_owner(st: BoardState, layout: Layout) -> list[list[int]]:
    """Each seat's streets, in board order."""
    streets: list[list[int]] = [[] for _ in range(st.players)]
    owner = st.owner
    for s in layout.streets:
        if owner[s] != BANK:
            streets[owner[s]].append(s)
    return streets


def pending_view(views: Mapping[type[Frame], FrameView[S]]) -> Callable[[S], Json | None]:
    """What is being decided now: the top frame's kind and its view (one per class of
    frame the edition plays), never a frame's secret fields; None when nothing is."""

    def pending(st: S) -> Json | None:
        if st.over or not st.stack:
            return None
        f = st.stack[-1]
        view = {"kind": st.edition.kind_of(f)}
        view.update(views[type(f)](st, f))
        return view

    return pending


def context(st: BoardState) -> list[str]:
    """The kinds of the frames on the stack, bottom first."""
    kind_of = st.edition.kind_of
    return [kind_of(f) for f in st.stack]


def turn_view(st: BoardState, f: TurnFrame) -> Json:
    return {"seat": f.seat}


def debt_view(st: BoardState, f: DebtFrame) -> Json:
    return {"seat": f.debtor, "amount": f.amount}


def buy_view(st: BoardState, f: BuyFrame) -> Json:
    """A purchase: whose, which street, at what price agreed by a card (0 if none)."""
    return {"seat": f.buyer, "street": f.street, "amount": f.card_price}


def build_view(st: BoardState, f: BuildFrame) -> Json:
    """A hotel bought: whose, which street, at what cost."""
    return {"seat": f.builder, "street": f.street, "amount": f.cost}


def window_view(st: BoardState, f: BetweenFrame) -> Json:
    """The window before a roll: whose roll, and who is asked now."""
    return {"seat": f.roller, "asking": f.queue[0] if f.queue else None}


def place_hotel_view(st: BoardState, f: PlaceHotelFrame) -> Json:
    return {"seat": f.winner}


def auction_view(st: BoardState, f: AuctionFrame) -> Json:
    return {
        "lot": "hotel" if f.lot == auction.HOTEL_LOT else f.lot,
        "high_bid": f.high_bid,
        "high_bidder": None if f.high_bidder == NOBODY else f.high_bidder,
        "bidders": list(f.bidders),
        "out": list(f.out),
        "bidder": f.bidders[f.asking] if f.stage == auction.BIDDING else None,
    }


def trade_view(st: BoardState, f: TradeFrame) -> Json:
    give, get = trade.summary(f)
    return {
        "proposer": f.proposer,
        "partner": None if f.partner == NOBODY else f.partner,
        "give": list(give),
        "get": list(get),
        "cash": f.cash,
        "offered": f.stage >= trade.RESPOND,
    }


def rent_view(ask_stage: int) -> Callable[[BoardState, RentFrame], Json]:
    """A rent frame's view; the amount asked stays hidden while the owner has still to ask
    (`ask_stage`: each edition's rent frame numbers its own stages)."""

    def rent(st: BoardState, f: RentFrame) -> Json:
        return {
            "owner": f.owner,
            "payer": f.payer,
            "street": f.street,
            "asked": f.asked if f.stage != ask_stage else None,
        }

    return rent
