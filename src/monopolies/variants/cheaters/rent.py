"""Rent in Cheaters Edition (CH-5, rulings B-1): the owner asks or waives at once, then the
lander pays, with the cheats and cards of that moment.

Frame "ch_rent": `seat` owns `street`, `other` landed on it, `amount` is the rent asked
(what everyone heard). Secret parts: `flag` is Price Gouging's surplus (the payer pays that
much more), `count` Short Changed's or Free Stay's discount (the payer pays that much
less). The public `paid` event always names the rent asked. A half-rent card on the owner
halves the rent asked (rounded up to 10) and is used up. Pay No Rent excuses the payer.
"""

from __future__ import annotations

from monopolies.board.edition import FrameType
from monopolies.board.flow import describer, pop
from monopolies.board.state import Frame
from monopolies.engine.action import Action, make
from monopolies.engine.rules import Table
from monopolies.variants.cheaters import cheats
from monopolies.variants.cheaters.cards import card_options, play_card
from monopolies.variants.cheaters.rent_frame import ASK, ASKED, EXCUSED, KIND, PAYING, due
from monopolies.variants.cheaters.state import CHState


def open_rent(st: CHState, owner: int, lander: int, street: int) -> None:
    if owner != lander and st.alive[owner]:
        st.stack.append(Frame(KIND, owner, other=lander, street=street))


def _who(st: CHState, f: Frame) -> int:
    return f.seat if f.stage == ASK else f.other


def _run(st: CHState, f: Frame, table: Table) -> bool:
    if not (st.alive[f.seat] and st.alive[f.other]) or st.owner[f.street] != f.seat:
        pop(st, f)
        return False
    if f.stage in (ASK, ASKED):
        return True
    if f.stage == EXCUSED:
        table.emit({"type": "rent_excused", "seat": f.other, "street": f.street})
    pop(st, f)
    return False


def _legal(st: CHState, f: Frame) -> list[Action]:
    d = describer(st)
    if f.stage == ASK:
        out = [
            make("ask_rent", d, (("amount", due(st, f)), ("street", f.street))),
            make("waive_rent", d, (("street", f.street),)),
        ]
        return out + cheats.options(st, f.seat, cheats.ASK, f)
    out = [make("pay_rent", d, (("amount", f.amount), ("street", f.street)))]
    out += card_options(st, f.other, cheats.PAY, f)
    return out + cheats.options(st, f.other, cheats.PAY, f)


def _ask(st: CHState, f: Frame, a: Action, table: Table) -> None:
    f.amount = due(st, f)
    f.stage = ASKED
    if st.half_rent[f.seat]:
        st.half_rent[f.seat] = False
        table.emit({"type": "half_rent_used", "seat": f.seat})
    table.emit(
        {
            "type": "rent_asked",
            "seat": f.seat,
            "from": f.other,
            "street": f.street,
            "amount": f.amount,
        }
    )


def _waive(st: CHState, f: Frame, a: Action, table: Table) -> None:
    table.emit({"type": "rent_waived", "seat": f.seat, "street": f.street})
    _unbend(st, f)
    pop(st, f)


def _unbend(st: CHState, f: Frame) -> None:
    """No rent changes hands after all: a bent rent's cheats never happened."""
    if f.flag:
        cheats.undo(st, f.seat, "price_gouging")
    if f.count:
        cheats.undo(st, f.other, "short_changed")
        cheats.undo(st, f.other, "free_stay")
    f.flag = f.count = 0


def _pay(st: CHState, f: Frame, a: Action, table: Table) -> None:
    """Honest rent goes through the money block (it may open a debt); bent rent is moved
    by hand, the event naming the rent asked (each cheat checked that the payer covers
    it, and one cheat per decision leaves nobody a way to empty the payer's pocket in
    between)."""
    payer, owner = f.other, f.seat
    f.stage = PAYING
    st.last_rent = [owner, f.amount]
    actual = max(0, f.amount + f.flag - f.count)
    if actual == f.amount:
        st.edition.money.pay(st, payer, owner, f.amount, False, table)
        return
    table.emit({"type": "paid", "seat": payer, "to": owner, "amount": f.amount})
    st.cash[payer] -= actual
    st.cash[owner] += actual
    st.hidden_cash[payer] += f.amount - actual
    st.hidden_cash[owner] += actual - f.amount


def _use_card(st: CHState, f: Frame, a: Action, table: Table) -> None:
    """A card played at rent (Pay No Rent) excuses the payer, who then plays it; the
    frame announces it and closes."""
    _unbend(st, f)
    f.stage = EXCUSED
    play_card(st, f.other, a, table)


FRAMES: dict[str, FrameType] = {
    KIND: FrameType(
        _who,
        _run,
        _legal,
        {
            "ask_rent": _ask,
            "waive_rent": _waive,
            "pay_rent": _pay,
            "use_card": _use_card,
        },
    )
}
