"""Paying a debt, card by card (DEAL-16, DEAL-17; rulings D-4, D-5, D-14).

A payer pays from the cards in front of it: its bank, its properties (not any-colour
wilds, which have no value) and the buildings on its sets (a Hotel before the House under
it, D-4), one card at a time, until the debt is covered; no change is given. When all it
could pay is no more than it still owes, everything goes at once without asking (D-5), and
the rest is forgiven. Money, action cards and buildings go to the receiver's bank,
properties to its collection (DEAL-17). The `pay` action is carried out in `resolve`,
which goes on to the action card's next target once the payment is settled.
"""

from __future__ import annotations

from monopolies.engine.action import Action, make
from monopolies.engine.rules import Table
from monopolies.games.deal import data
from monopolies.games.deal.rules.actions import describer
from monopolies.games.deal.rules.sets import ON_TABLE, distinct_table_cards, move_property
from monopolies.games.deal.rules.state import PLAY, DealState, PropertySet
from monopolies.games.deal.rules.turn import first_copies, one_of_each


def payable(st: DealState, seat: int, distinct: bool = True) -> list[int]:
    """DEAL-16: bank cards, properties (not any-colour wilds) and buildings on sets.

    With `distinct`, identical bank cards and identical cards of one colour on the table
    are offered once (they are the same choice) and a House under a Hotel is left out
    (the Hotel must go first). Buildings come before the cards under them, so paying
    everything in order never empties a set that still carries buildings (which would
    orphan them instead of paying them over, rulings D-16).
    """
    bank = st.bank[seat]
    return (first_copies(bank) if distinct else list(bank)) + _table_payable(st, seat, distinct)


def _table_payable(st: DealState, seat: int, distinct: bool) -> list[int]:
    out: list[int] = []
    offered = distinct_table_cards(st.sets[seat]) if distinct else None
    for s in st.sets[seat]:
        if s.hotel is not None:
            out.append(s.hotel)
        if s.house is not None and (s.hotel is None or not distinct):
            out.append(s.house)
        out += [
            c for c in s.cards if not data.CARDS[c].rainbow and (offered is None or c in offered)
        ]
    return out


def payable_total(st: DealState, seat: int) -> int:
    """What the seat could pay in all (any-colour wilds count nothing: their value is 0)."""
    cards = data.CARDS
    total = sum(cards[c].value for c in st.bank[seat])
    for s in st.sets[seat]:
        total += sum(cards[c].value for c in s.cards)
        if s.hotel is not None:
            total += cards[s.hotel].value
        if s.house is not None:
            total += cards[s.house].value
    return total


def legal_pay(st: DealState) -> list[Action]:
    """DEAL-16: one card at a time, each named by its face with where it lies (bank or
    the colour of a set, D-14); copies alike in one place are one choice (D-17)."""
    d = describer(st.names)
    pend = st.pending
    assert pend is not None
    payer = pend.targets[0]
    face = data.FACE
    offered = {(f, "bank"): None for f in one_of_each(st.bank[payer])}
    for c in _table_payable(st, payer, True):
        offered[face[c], _set_holding(st, payer, c).colour] = None
    return [make("pay", d, (("card", f), ("source", source))) for f, source in offered]


def _set_holding(st: DealState, seat: int, card: int) -> PropertySet:
    """The set a card lies in, or the set a building stands on."""
    for s in st.sets[seat]:
        if card in s.cards or card == s.house or card == s.hotel:
            return s
    raise ValueError(f"card {card} is on none of seat {seat}'s sets")


def payment_copy(st: DealState, seat: int, card: int, source: str) -> int:
    """The copy a `pay {card, source}` action hands over: the first of face `card` in the
    bank, or the one offered on a set of colour `source` (rulings D-17)."""
    face = data.FACE
    if source == "bank":
        return next(c for c in st.bank[seat] if face[c] == card)
    return next(
        c
        for c in _table_payable(st, seat, True)
        if face[c] == card and _set_holding(st, seat, c).colour == source
    )


def transfer(st: DealState, payer: int, receiver: int, card: int, table: Table) -> None:
    """DEAL-17: one card of the payment changes hands."""
    pend = st.pending
    assert pend is not None
    if card in st.bank[payer]:
        st.bank[payer].remove(card)
        st.bank[receiver].append(card)
    elif data.CARDS[card].kind in ON_TABLE:
        move_property(st, payer, card, receiver, table)
    else:
        s = next(s for s in st.sets[payer] if card in (s.house, s.hotel))
        if s.hotel == card:
            s.hotel = None
        else:
            s.house = None
        st.bank[receiver].append(card)
    pend.paid += data.CARDS[card].value
    table.emit({"type": "pay", "seat": payer, "to": receiver, "card": data.FACE[card]})


def settle_payment(st: DealState, table: Table) -> bool:
    """Finish the payment when no choice is left: covered, nothing left, or all must go
    (D-5). False while the payer still has a choice to make."""
    pend = st.pending
    assert pend is not None
    payer = pend.targets[0]
    owed = pend.amount - pend.paid
    while owed > 0 and 0 < payable_total(st, payer) <= owed:
        transfer(st, payer, pend.actor, payable(st, payer, distinct=False)[0], table)
        owed = pend.amount - pend.paid
    if owed > 0 and payable_total(st, payer) > 0:
        return False
    table.emit(
        {"type": "paid", "seat": payer, "to": pend.actor, "amount": pend.paid, "owed": pend.amount}
    )
    pend.targets.pop(0)
    st.phase = PLAY
    return True
