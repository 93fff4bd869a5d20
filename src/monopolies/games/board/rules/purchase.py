"""An unowned street: buy it at its price or it goes to auction (CC-7, CC-8, CH-4).

Frame "buy" (`BuyFrame`): `buyer` landed on `street`. The player buys (if its cash covers
the price), declines, or plays a card the edition offers at this moment (Crooked Cash's
half-price Chance card: the card's frame runs, then stage HALF pays `card_price`, or asks
again if the card was caught as fake). A purchase called off at payment (a fake note caught and the
rest not covered) sends the street to auction, as declining does.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from monopolies.engine.action import Action, make
from monopolies.engine.rules import Table
from monopolies.games.board.rules.auction import open_auction
from monopolies.games.board.rules.deeds import give_deed
from monopolies.games.board.rules.edition import Frames, FrameType
from monopolies.games.board.rules.flow import describer, pop, seats_from
from monopolies.games.board.rules.state import BANK, BoardState, Frame

KIND: Final = "buy"
MOMENT: Final = "buy"
ASK, PAYING, HALF = 0, 1, 2


@dataclass(eq=False)
class BuyFrame(Frame):
    buyer: int
    street: int
    stage: int = ASK
    card_price: int = 0


def offer(st: BoardState, seat: int, street: int, table: Table) -> None:
    """`seat` stands on unowned `street`: open the buy-or-auction decision."""
    st.stack.append(BuyFrame(seat, street))


def _seat(st: BoardState, f: BuyFrame) -> int:
    return f.buyer


def _can_buy(st: BoardState, f: BuyFrame) -> bool:
    return st.edition.money.cash(st, f.buyer) >= st.edition.layout.price[f.street]


def _run(st: BoardState, f: BuyFrame, table: Table) -> bool:
    if f.stage == ASK:
        if _can_buy(st, f) or st.edition.extras(st, f.buyer, MOMENT, f):
            return True
        _to_auction(st, f, table)
        return False
    if f.stage == HALF:
        if st.outcome:
            _pay(st, f, f.card_price, table)
        else:
            f.stage = ASK
        return False
    if st.outcome:
        pop(st, f)
        give_deed(st, f.buyer, f.street, table, "bought")
    else:
        _to_auction(st, f, table)
    return False


def _to_auction(st: BoardState, f: BuyFrame, table: Table) -> None:
    pop(st, f)
    open_auction(st, f.buyer, f.street, seats_from(st, f.buyer, include_self=True), table)


def _pay(st: BoardState, f: BuyFrame, price: int, table: Table) -> None:
    f.stage = PAYING
    st.edition.money.pay(st, f.buyer, BANK, price, True, table)


def _legal(st: BoardState, f: BuyFrame) -> list[Action]:
    d = describer(st)
    price = st.edition.layout.price[f.street]
    out: list[Action] = []
    if _can_buy(st, f):
        out.append(make("buy", d, (("price", price), ("street", f.street))))
    out.append(make("decline", d, (("street", f.street),)))
    out += st.edition.extras(st, f.buyer, MOMENT, f)
    return out


def _buy(st: BoardState, f: BuyFrame, a: Action, table: Table) -> None:
    _pay(st, f, st.edition.layout.price[f.street], table)


def _decline(st: BoardState, f: BuyFrame, a: Action, table: Table) -> None:
    table.emit({"type": "decline", "seat": f.buyer, "street": f.street})
    _to_auction(st, f, table)


FRAMES: Frames = {
    BuyFrame: FrameType(KIND, _seat, _run, _legal, {"buy": _buy, "decline": _decline})
}
