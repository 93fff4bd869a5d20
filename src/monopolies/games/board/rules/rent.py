"""Rent is asked for (CC-9, CH-5): the owner asks or waives at once, then the lander pays.

Frame "rent" (`RentFrame`): `owner` owns `street`, `payer` landed on it, `asked` is what
was asked.
The owner may ask, waive, or play a card the edition allows when asking (stage DOUBLED
follows a double-rent card); the lander may pay or play a card allowed when asked (stage
EXCUSED follows a rent-holiday card). An owner in Jail still collects; a waived rent is
simply not owed.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from monopolies.engine.action import Action, make
from monopolies.engine.rules import Table
from monopolies.games.board.rules.edition import Frames, FrameType
from monopolies.games.board.rules.flow import describer, pop
from monopolies.games.board.rules.layout import rent_due
from monopolies.games.board.rules.state import BoardState, Frame

KIND: Final = "rent"
ASK_MOMENT, PAY_MOMENT = "ask_rent", "pay_rent"
ASK, ASKED, PAYING, DOUBLED, EXCUSED = 0, 1, 2, 3, 4


@dataclass(eq=False)
class RentFrame(Frame):
    owner: int
    payer: int
    street: int
    stage: int = ASK
    asked: int = 0


def open_rent(st: BoardState, owner: int, lander: int, street: int) -> None:
    if owner != lander and st.alive[owner]:
        st.stack.append(RentFrame(owner, lander, street))


def _who(st: BoardState, f: RentFrame) -> int:
    return f.owner if f.stage in (ASK, DOUBLED) else f.payer


def _run(st: BoardState, f: RentFrame, table: Table) -> bool:
    stage = f.stage
    if not (st.alive[f.owner] and st.alive[f.payer]) or st.owner[f.street] != f.owner:
        pop(st, f)
        return False
    if stage == ASK:
        return True
    if stage == DOUBLED:
        _ask(st, f, rent_due(st, f.street) * (2 if st.outcome else 1), table)
        return False
    if stage == EXCUSED:
        if st.outcome:
            table.emit({"type": "rent_excused", "seat": f.payer, "street": f.street})
            pop(st, f)
        else:
            f.stage = ASKED
        return False
    if stage == ASKED:
        if st.edition.extras(st, f.payer, PAY_MOMENT, f):
            return True
        _pay(st, f, table)
        return False
    pop(st, f)
    return False


def _ask(st: BoardState, f: RentFrame, amount: int, table: Table) -> None:
    f.asked = amount
    f.stage = ASKED
    table.emit(
        {
            "type": "rent_asked",
            "seat": f.owner,
            "from": f.payer,
            "street": f.street,
            "amount": amount,
        }
    )


def _pay(st: BoardState, f: RentFrame, table: Table) -> None:
    f.stage = PAYING
    st.edition.money.pay(st, f.payer, f.owner, f.asked, False, table)


def _legal(st: BoardState, f: RentFrame) -> list[Action]:
    d = describer(st)
    if f.stage == ASK:
        due = rent_due(st, f.street)
        out = [
            make("ask_rent", d, (("amount", due), ("street", f.street))),
            make("waive_rent", d, (("street", f.street),)),
        ]
        return out + st.edition.extras(st, f.owner, ASK_MOMENT, f)
    out = [make("pay_rent", d, (("amount", f.asked), ("street", f.street)))]
    return out + st.edition.extras(st, f.payer, PAY_MOMENT, f)


def _ask_rent(st: BoardState, f: RentFrame, a: Action, table: Table) -> None:
    _ask(st, f, rent_due(st, f.street), table)


def _waive(st: BoardState, f: RentFrame, a: Action, table: Table) -> None:
    table.emit({"type": "rent_waived", "seat": f.owner, "street": f.street})
    pop(st, f)


def _pay_rent(st: BoardState, f: RentFrame, a: Action, table: Table) -> None:
    _pay(st, f, table)


FRAMES: Frames = {
    RentFrame: FrameType(
        KIND,
        _who,
        _run,
        _legal,
        {"ask_rent": _ask_rent, "waive_rent": _waive, "pay_rent": _pay_rent},
    )
}
