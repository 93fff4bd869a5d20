"""Debts raised by selling, and bankruptcy (CC-20, CH-13, CH-14).

Frame "debt" (`DebtFrame`): `debtor` must pay `amount` to `creditor` (a seat or BANK) and
holds less. It waits while the debtor raises cash: selling hotels and streets to the bank,
or offering a trade to another player ("sell Properties back to the Bank ... or to another
player for an agreed-upon price"). Once the cash covers the debt it pops and the payment
below goes on. Where even selling everything to the bank could not cover the debt (the
edition's `hopeless`, Cheaters), the bank is not offered: the debtor may still offer
trades, which bring more than the bank's price, or declare itself bankrupt. A debtor with
no sale to the bank left may declare bankruptcy too, and is bankrupt once it has nothing
left to offer or no offers left this turn (`max_trade_offers`, which keeps every game
finite). Bankrupt: its money is seized for the creditor, the edition shares out its
streets and cards, it leaves the game, and the payment that opened the debt is dropped. A
bankrupt player whose turn it was loses the rest of that turn.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from monopolies.engine.action import Action
from monopolies.engine.rules import Table
from monopolies.games.board.rules import stages
from monopolies.games.board.rules.edition import Frames, FrameType
from monopolies.games.board.rules.flow import plain, pop
from monopolies.games.board.rules.layout import streets_of
from monopolies.games.board.rules.sales import SALE_ACTIONS, sale_options
from monopolies.games.board.rules.state import BoardState, Frame
from monopolies.games.board.rules.trade import TRADE_ACTIONS, start_options

KIND: Final = "debt"
LAST_PLAYER: Final = "last player left"


@dataclass(eq=False)
class DebtFrame(Frame):
    debtor: int
    creditor: int
    amount: int


def open_debt(st: BoardState, debtor: int, creditor: int, amount: int, table: Table) -> None:
    cash = st.edition.money.cash(st, debtor)
    table.emit({"type": "debt", "seat": debtor, "to": creditor, "amount": amount, "cash": cash})
    st.stack.append(DebtFrame(debtor, creditor, amount))


def _seat(st: BoardState, f: DebtFrame) -> int:
    return f.debtor


def _options(st: BoardState, f: DebtFrame) -> list[Action]:
    """Sales to the bank unless they could not cover the debt, offers of trades while the
    debtor has a street or card to trade, and bankruptcy once no sale is left."""
    debtor, edition = f.debtor, st.edition
    hopeless = edition.hopeless(st, debtor, f.amount)
    sales = [] if hopeless else sale_options(st, debtor)
    tradeable = streets_of(st, debtor) or edition.tradeable_cards(st, debtor)
    trades = start_options(st, debtor) if tradeable else []
    if sales or not trades:
        return sales + trades
    return [*trades, plain(st, "declare_bankruptcy")]


def _run(st: BoardState, f: DebtFrame, table: Table) -> bool:
    if st.edition.money.cash(st, f.debtor) >= f.amount:
        pop(st, f)
        return False
    if _options(st, f):
        return True
    bankrupt(st, f, table)
    return False


def _declare(st: BoardState, f: DebtFrame, a: Action, table: Table) -> None:
    bankrupt(st, f, table)


def bankrupt(st: BoardState, f: DebtFrame, table: Table) -> None:
    """Everything goes, the player leaves, and the stack drops what it was doing."""
    debtor, creditor = f.debtor, f.creditor
    edition = st.edition
    edition.money.seize(st, debtor, creditor, table)
    edition.bankrupt(st, debtor, creditor, table)
    st.alive[debtor] = False
    st.in_jail[debtor] = False
    table.emit({"type": "bankrupt", "seat": debtor, "to": creditor})
    pop(st, f)
    st.stack.pop()  # the debtor's payment that opened the debt
    st.outcome = False
    if debtor == st.active:
        del st.stack[1:]
        stages.turn_of(st).stage = stages.END
    alive = [s for s in range(st.players) if st.alive[s]]
    if len(alive) == 1:
        edition.end_game(st, LAST_PLAYER, table)
    else:
        edition.after_bankrupt(st, debtor, creditor, table)


FRAMES: Frames = {
    DebtFrame: FrameType(
        KIND,
        _seat,
        _run,
        _options,
        {**SALE_ACTIONS, **TRADE_ACTIONS, "declare_bankruptcy": _declare},
    )
}
