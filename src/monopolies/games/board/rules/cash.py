"""Money as plain amounts (Cheaters Edition, and the block tests): no notes, no change.

A payment the payer can cover is made at once. A voluntary one it cannot cover is called
off; an obligation opens a debt (frame "cash_payment", `CashPayment`, waits on top of it:
`payer` pays `amount` to `payee` once the debt is raised, unless the debtor went bankrupt).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Final

from mypy_extensions import mypyc_attr

from monopolies.engine.action import Action
from monopolies.engine.rules import Table
from monopolies.games.board.rules.debt import open_debt
from monopolies.games.board.rules.edition import Frames, FrameType
from monopolies.games.board.rules.flow import pop, push
from monopolies.games.board.rules.state import BANK, BoardState, Frame, as_ints

KIND: Final = "cash_payment"


@dataclass(eq=False)
class CashPayment(Frame):
    payer: int
    payee: int
    amount: int


@mypyc_attr(allow_interpreted_subclasses=True)
class CashState(BoardState):
    """Board state whose money is one amount per seat (the bank never runs out)."""

    __slots__ = ("cash",)

    def __init__(
        self,
        players: int = 0,
        opts: dict[str, Any] | None = None,
        spaces: int = 0,
        hotels: int = 0,
        start: int = 0,
    ) -> None:
        if opts is None:
            return
        super().__init__(players, opts, spaces, hotels)
        self.cash = [start] * players

    def clone(self) -> Any:
        new = super().clone()
        new.cash = self.cash[:]
        return new

    def dump(self) -> dict[str, Any]:
        return {**super().dump(), "cash": list(self.cash)}

    def load(self, d: dict[str, Any]) -> None:
        super().load(d)
        self.cash = as_ints(d["cash"], self.players)


def _transfer(st: CashState, payer: int, payee: int, amount: int, table: Table) -> None:
    st.cash[payer] -= amount
    if payee != BANK:
        st.cash[payee] += amount
    table.emit({"type": "paid", "seat": payer, "to": payee, "amount": amount})


class PlainCash:
    """The `Money` of editions that count cash as a number."""

    def cash(self, st: CashState, seat: int) -> int:
        return st.cash[seat]

    def pay(
        self, st: CashState, payer: int, payee: int, amount: int, voluntary: bool, table: Table
    ) -> None:
        if st.cash[payer] >= amount:
            _transfer(st, payer, payee, amount, table)
            st.outcome = True
        elif voluntary:
            table.emit({"type": "payment_off", "seat": payer, "amount": amount})
            st.outcome = False
        else:
            push(st, CashPayment(payer, payee, amount))

    def reward(self, st: CashState, seat: int, amount: int, table: Table) -> None:
        st.cash[seat] += amount

    def seize(self, st: CashState, debtor: int, creditor: int, table: Table) -> None:
        amount, st.cash[debtor] = st.cash[debtor], 0
        if creditor != BANK:
            st.cash[creditor] += amount
        table.emit({"type": "seized", "seat": debtor, "to": creditor, "amount": amount})


def _seat(st: BoardState, f: CashPayment) -> int:
    return f.payer


def _run(st: CashState, f: CashPayment, table: Table) -> bool:
    if st.cash[f.payer] >= f.amount:
        pop(st, f)
        _transfer(st, f.payer, f.payee, f.amount, table)
        st.outcome = True
        return False
    open_debt(st, f.payer, f.payee, f.amount, table)
    return False


def _none(st: BoardState, f: CashPayment) -> list[Action]:
    return []


FRAMES: Frames = {CashPayment: FrameType(KIND, _seat, _run, _none, {})}
