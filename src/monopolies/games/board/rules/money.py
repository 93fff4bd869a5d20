"""How an edition's money plugs into the board blocks.

Blocks only ever ask for a seat's cash, start a payment, have the bank pay a reward, or
hand a bankrupt player's money to a creditor. Crooked Cash answers with notes (a payment is
a run of decisions: notes one at a time, decoding windows, change); Cheaters and the block
tests answer with plain amounts (`board.cash`). A payment that needs decisions pushes its
own frames; when it is over, `BoardState.outcome` says whether it went through.
"""

from __future__ import annotations

from typing import Any, Protocol

from monopolies.engine.rules import Table


class Money(Protocol):
    def cash(self, st: Any, seat: int) -> int:
        """What `seat` holds, at face value (public in both editions)."""
        ...

    def pay(
        self, st: Any, payer: int, payee: int, amount: int, voluntary: bool, table: Table
    ) -> None:
        """Start paying `amount` from `payer` to `payee` (a seat or BANK).

        Sets `st.outcome` when done. An obligation (`voluntary` False) that the payer
        cannot meet opens a debt (`board.debt`), which ends in payment or bankruptcy; a
        voluntary payment (a purchase, a bid, trade cash) that cannot be completed is
        called off instead, with `st.outcome` False and nothing lost but caught fakes.
        """
        ...

    def reward(self, st: Any, seat: int, amount: int, table: Table) -> None:
        """The bank pays `seat` at once (salary, sales, card rewards, final rents)."""
        ...

    def seize(self, st: Any, debtor: int, creditor: int, table: Table) -> None:
        """Bankruptcy: everything `debtor` holds in money goes to `creditor` (or BANK)."""
        ...
