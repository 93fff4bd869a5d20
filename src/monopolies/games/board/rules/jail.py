"""Leaving Jail at the start of a turn (CC-18, CH-10).

A prisoner may pay the fee (a voluntary payment: if it is called off the player stays
in), use a Get Out of Jail Free card (offered by the edition), or roll for a double: a
double frees them and they move by it, with no extra roll; after the last failed try
they must pay the fee (an obligation), then, as the edition says (`jail_reroll`), roll
again and move (the Crooked Cash rulebook) or move by that failed roll (Cheaters' and
the Crooked Cash fan wiki's reading). Paying or using a card first lets them roll as usual
afterwards.
"""

from __future__ import annotations

from monopolies.engine.action import Action, make
from monopolies.engine.rules import Table
from monopolies.games.board.rules import stages
from monopolies.games.board.rules.dice import roll
from monopolies.games.board.rules.flow import describer
from monopolies.games.board.rules.movement import free_from_jail, move_by
from monopolies.games.board.rules.stages import TurnFrame
from monopolies.games.board.rules.state import BANK, BoardState


def options(st: BoardState, seat: int) -> list[Action]:
    d = describer(st)
    out = []
    if st.edition.money.cash(st, seat) >= st.edition.jail_fee:
        out.append(make("pay_jail_fee", d, (("amount", st.edition.jail_fee),)))
    out.append(make("roll_for_doubles", d, ()))
    return out


def _pay_fee(st: BoardState, f: TurnFrame, a: Action, table: Table) -> None:
    f.stage = stages.FEE_PAID
    st.edition.money.pay(st, f.seat, BANK, st.edition.jail_fee, True, table)


def fee_paid(st: BoardState, f: TurnFrame, table: Table) -> bool:
    if st.outcome:
        free_from_jail(st, f.seat, table, "fee")
    f.stage = stages.PREROLL
    return False


def _roll_for_doubles(st: BoardState, f: TurnFrame, a: Action, table: Table) -> None:
    seat = f.seat
    d1, d2 = roll(st, table)
    st.again = False
    if d1 == d2:
        free_from_jail(st, seat, table, "double")
        f.stage = stages.AFTER
        move_by(st, seat, d1 + d2, table, (d1, d2))
        return
    table.emit({"type": "jail_roll", "seat": seat, "dice": [d1, d2]})
    st.jail_tries[seat] += 1
    if st.jail_tries[seat] < st.edition.jail_rolls:
        f.stage = stages.AFTER
        return
    f.failed_roll = d1 * 10 + d2
    f.stage = stages.FORCED_FEE_PAID
    st.edition.money.pay(st, seat, BANK, st.edition.jail_fee, False, table)


def forced_fee_paid(st: BoardState, f: TurnFrame, table: Table) -> bool:
    free_from_jail(st, f.seat, table, "fee")
    if st.edition.jail_reroll(st):
        f.stage = stages.ROLL
        return False
    f.stage = stages.AFTER
    d1, d2 = divmod(f.failed_roll, 10)
    move_by(st, f.seat, d1 + d2, table, (d1, d2))
    return False


JAIL_ACTIONS = {"pay_jail_fee": _pay_fee, "roll_for_doubles": _roll_for_doubles}
