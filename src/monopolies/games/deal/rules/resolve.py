"""Action cards against other players, one target at a time (DEAL-15, DEAL-17; rulings
D-6, D-7, D-13, D-15).

An action card that hits others (rent, Debt Collector, It's My Birthday, Sly Deal, Forced
Deal, Deal Breaker) is the game's `Pending` action until it is resolved, target by target
in seat order from the actor's left (D-6): the target's Just Say No window (DEAL-15), then
the effect, a card-by-card payment (`payment`) or a steal. Every target, and the actor for
a counter, is asked whether or not it holds Just Say No, so that being asked tells nobody
who does (D-7; the `respond: "holders"` option asks only holders, for bot-only
simulation). An odd number of Just Say Nos cancels the action for that target.
"""

from __future__ import annotations

from collections.abc import Callable

from monopolies.engine.action import Action, make
from monopolies.engine.rules import Table
from monopolies.games.deal import data
from monopolies.games.deal.rules.actions import as_int, describer
from monopolies.games.deal.rules.payment import payment_copy, settle_payment, transfer
from monopolies.games.deal.rules.sets import move_property
from monopolies.games.deal.rules.state import PAY, PLAY, RESPOND, DealState, Pending
from monopolies.games.deal.rules.turn import check_win, from_hand

CHARGES = frozenset({"rent", "debt_collector", "birthday"})
JUST_SAY_NO = next(c.id for c in data.CARDS if c.action == "just_say_no")
"""The face of every Just Say No (rulings D-17)."""


def charge(
    st: DealState, kind: str, targets: list[int], amount: int, table: Table, colour: str = ""
) -> None:
    """Rent, Debt Collector or It's My Birthday: each target owes `amount` in turn."""
    st.pending = Pending(kind, st.active, list(targets), amount=amount, colour=colour)
    next_target(st, table)


def next_target(st: DealState, table: Table) -> None:
    """Work through the remaining targets until one needs a decision."""
    pend = st.pending
    assert pend is not None
    while pend.targets:
        if check_win(st, table):
            return
        pend.jsn = 0
        if is_asked(st, pend.targets[0]):
            st.phase = RESPOND
            return
        if not _carry_out(st, table):
            return
    st.pending = None
    st.phase = PLAY


# The Just Say No window (DEAL-15; rulings D-7) -----------------------------------------


def responder(st: DealState) -> int:
    """Who answers now: the target, or after its Just Say No the actor, and so on."""
    pend = st.pending
    assert pend is not None
    return pend.targets[0] if pend.jsn % 2 == 0 else pend.actor


def may_say_no(st: DealState, seat: int) -> bool:
    """The seat holds a Just Say No and may play it (on the actor's own turn it costs a
    play with `jsn_counts_as_play`)."""
    pend = st.pending
    assert pend is not None
    if not any(data.CARDS[c].action == "just_say_no" for c in st.hands[seat]):
        return False
    return not (seat == pend.actor and st.opts["jsn_counts_as_play"] and st.plays_left < 1)


def is_asked(st: DealState, seat: int) -> bool:
    """Rulings D-7: everyone is asked (`respond: "everyone"`), or only those who could
    answer with Just Say No (`"holders"`, which shows everyone who holds one)."""
    return st.opts["respond"] == "everyone" or may_say_no(st, seat)


def legal_respond(st: DealState) -> list[Action]:
    """DEAL-15: accept always; Just Say No when the responder holds one and may play it."""
    d = describer(st.names)
    seat = responder(st)
    accept = make("accept", d, ())
    if not may_say_no(st, seat):
        return [accept]
    return [make("just_say_no", d, (("card", JUST_SAY_NO),)), accept]


def just_say_no(st: DealState, a: Action, table: Table) -> None:
    """DEAL-15: the card goes to the discard pile; the other side may answer it."""
    pend = st.pending
    assert pend is not None
    seat = responder(st)
    card = as_int(a.card)
    st.discard.append(from_hand(st, seat, card))
    if seat == pend.actor and st.opts["jsn_counts_as_play"]:
        st.plays_left -= 1
    pend.jsn += 1
    table.emit(
        {
            "type": "just_say_no",
            "seat": seat,
            "card": card,
            "level": pend.jsn,
            "target": pend.targets[0],
        }
    )
    if not is_asked(st, responder(st)):
        _chain_over(st, table)


def accept(st: DealState, a: Action, table: Table) -> None:
    table.emit({"type": "accept", "seat": responder(st)})
    _chain_over(st, table)


def _chain_over(st: DealState, table: Table) -> None:
    """Parity decides: an odd number of Just Say Nos cancels the action for this target."""
    pend = st.pending
    assert pend is not None
    if pend.jsn % 2:
        table.emit({"type": "cancelled", "target": pend.targets.pop(0), "action": pend.kind})
    elif not _carry_out(st, table):
        return
    next_target(st, table)


# The effect on one target (DEAL-12, DEAL-13, DEAL-16, DEAL-17) -------------------------


def _carry_out(st: DealState, table: Table) -> bool:
    """Apply the pending effect to the current target; False while a payment is open."""
    pend = st.pending
    assert pend is not None
    if pend.kind in CHARGES:
        pend.paid = 0
        st.phase = PAY
        return settle_payment(st, table)
    _STEALS[pend.kind](st, pend, table)
    pend.targets.pop(0)
    return True


def pay(st: DealState, a: Action, table: Table) -> None:
    """DEAL-16: one card of the payment; once it is settled, on to the next target."""
    pend = st.pending
    assert pend is not None
    payer = pend.targets[0]
    card = payment_copy(st, payer, as_int(a.card), str(a.source))
    transfer(st, payer, pend.actor, card, table)
    if settle_payment(st, table):
        next_target(st, table)


def _steal_one(st: DealState, pend: Pending, table: Table) -> None:
    """Sly Deal (DEAL-12)."""
    target = pend.targets[0]
    move_property(st, target, pend.take, pend.actor, table)
    table.emit({"type": "take", "seat": pend.actor, "from": target, "card": data.FACE[pend.take]})


def _swap(st: DealState, pend: Pending, table: Table) -> None:
    """Forced Deal (DEAL-12)."""
    target = pend.targets[0]
    move_property(st, target, pend.take, pend.actor, table)
    move_property(st, pend.actor, pend.give, target, table)
    face = data.FACE
    table.emit(
        {
            "type": "swap",
            "seat": pend.actor,
            "with": target,
            "took": face[pend.take],
            "gave": face[pend.give],
        }
    )


def _steal_set(st: DealState, pend: Pending, table: Table) -> None:
    """Deal Breaker (DEAL-13): the set moves whole, with its House and Hotel."""
    target = pend.targets[0]
    s = next(s for s in st.sets[target] if s.id == pend.set_id)
    st.sets[target].remove(s)
    st.sets[pend.actor].append(s)
    table.emit(
        {
            "type": "take_set",
            "seat": pend.actor,
            "from": target,
            "set": s.id,
            "color": s.colour,
            "cards": [data.FACE[c] for c in s.cards],
            "house": None if s.house is None else data.FACE[s.house],
            "hotel": None if s.hotel is None else data.FACE[s.hotel],
        }
    )


_STEALS: dict[str, Callable[[DealState, Pending, Table], None]] = {
    "sly_deal": _steal_one,
    "forced_deal": _swap,
    "deal_breaker": _steal_set,
}
