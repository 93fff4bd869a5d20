"""Rent in Cheaters Edition (CH-5, rulings B-1): the owner asks or waives at once, then the
lander pays, with the cheats and cards of that moment.

Frame "ch_rent" (`rent_frame.CheatersRent`): the board's rent frame with the secret
surplus and discount of the cheats that bend a rent. The public `paid` event always names
the rent asked. A half-rent card on the owner
halves the rent asked (rounded up to 10) and is used up. Pay No Rent excuses the payer.
"""

from __future__ import annotations

from monopolies.engine.action import Action, make
from monopolies.engine.rules import Table
from monopolies.games.board.rules.edition import Frames, FrameType
from monopolies.games.board.rules.flow import describer, pop
from monopolies.games.cheaters.rules import cheats
from monopolies.games.cheaters.rules.cards import card_options, play_card
from monopolies.games.cheaters.rules.rent_frame import (
    ASK,
    ASKED,
    EXCUSED,
    KIND,
    PAYING,
    CheatersRent,
    due,
)
from monopolies.games.cheaters.rules.state import CHState, LastRent


def open_rent(st: CHState, owner: int, lander: int, street: int) -> None:
    if owner != lander and st.alive[owner]:
        st.stack.append(CheatersRent(owner, lander, street))


def _who(st: CHState, f: CheatersRent) -> int:
    return f.owner if f.stage == ASK else f.payer


def _run(st: CHState, f: CheatersRent, table: Table) -> bool:
    if not (st.alive[f.owner] and st.alive[f.payer]) or st.owner[f.street] != f.owner:
        pop(st, f)
        return False
    if f.stage in (ASK, ASKED):
        return True
    if f.stage == EXCUSED:
        table.emit({"type": "rent_excused", "seat": f.payer, "street": f.street})
    pop(st, f)
    return False


def _legal(st: CHState, f: CheatersRent) -> list[Action]:
    d = describer(st)
    if f.stage == ASK:
        out = [
            make("ask_rent", d, (("amount", due(st, f)), ("street", f.street))),
            make("waive_rent", d, (("street", f.street),)),
        ]
        return out + cheats.options(st, f.owner, cheats.ASK, f)
    out = [make("pay_rent", d, (("amount", f.asked), ("street", f.street)))]
    out += card_options(st, f.payer, cheats.PAY, f)
    return out + cheats.options(st, f.payer, cheats.PAY, f)


def _ask(st: CHState, f: CheatersRent, a: Action, table: Table) -> None:
    f.asked = due(st, f)
    f.stage = ASKED
    if st.half_rent[f.owner]:
        st.half_rent[f.owner] = False
        table.emit({"type": "half_rent_used", "seat": f.owner})
    table.emit(
        {
            "type": "rent_asked",
            "seat": f.owner,
            "from": f.payer,
            "street": f.street,
            "amount": f.asked,
        }
    )


def _waive(st: CHState, f: CheatersRent, a: Action, table: Table) -> None:
    table.emit({"type": "rent_waived", "seat": f.owner, "street": f.street})
    _unbend(st, f)
    pop(st, f)


def _unbend(st: CHState, f: CheatersRent) -> None:
    """No rent changes hands after all: a bent rent's cheats never happened."""
    if f.surplus:
        cheats.undo(st, f.owner, "price_gouging")
    if f.discount:
        cheats.undo(st, f.payer, "short_changed")
        cheats.undo(st, f.payer, "free_stay")
    f.surplus = f.discount = 0


def _pay(st: CHState, f: CheatersRent, a: Action, table: Table) -> None:
    """Honest rent goes through the money block (it may open a debt); bent rent is moved
    by hand, the event naming the rent asked (each cheat checked that the payer covers
    it, and one cheat per decision leaves nobody a way to empty the payer's pocket in
    between)."""
    payer, owner = f.payer, f.owner
    f.stage = PAYING
    st.last_rent = LastRent(owner, f.asked)
    actual = max(0, f.asked + f.surplus - f.discount)
    if actual == f.asked:
        st.edition.money.pay(st, payer, owner, f.asked, False, table)
        return
    table.emit({"type": "paid", "seat": payer, "to": owner, "amount": f.asked})
    st.cash[payer] -= actual
    st.cash[owner] += actual
    st.hidden_cash[payer] += f.asked - actual
    st.hidden_cash[owner] += actual - f.asked


def _use_card(st: CHState, f: CheatersRent, a: Action, table: Table) -> None:
    """A card played at rent (Pay No Rent) excuses the payer, who then plays it; the
    frame announces it and closes."""
    _unbend(st, f)
    f.stage = EXCUSED
    play_card(st, f.payer, a, table)


FRAMES: Frames = {
    CheatersRent: FrameType(
        KIND,
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
