"""Who decides, what they may do, and which rule carries it out: the index of Deal's rules.

`legal` lists the actions of the seat to act by the phase the game is in; `apply` carries
one out by its kind and then checks for a win (rulings D-8). Each rule lives in the module
of its topic: `dealing` (setup), `turn` (drawing, ending the turn, the hand limit, the
end), `plays` (the play phase: banking, laying, rearranging), `action_cards` (rent, Debt
Collector, Birthday, Pass Go, Sly Deal, Forced Deal, Deal Breaker, House, Hotel), `resolve`
(action cards against players: Just Say No, then the effect), `payment` (paying card by
card), `sets` (the collection: full sets, rent, tidying).
"""

from __future__ import annotations

from collections.abc import Callable

from monopolies.engine.action import Action
from monopolies.engine.rules import Table
from monopolies.games.deal.rules import action_cards, payment, plays, resolve, turn
from monopolies.games.deal.rules.state import DISCARD, GIVE, OVER, PAY, PLAY, RESPOND, DealState


def _nothing(st: DealState) -> list[Action]:
    """Once the game is over nobody may act."""
    return []


LEGAL: dict[str, Callable[[DealState], list[Action]]] = {
    PLAY: plays.legal_play,
    RESPOND: resolve.legal_respond,
    PAY: payment.legal_pay,
    GIVE: action_cards.legal_give,
    DISCARD: turn.legal_discard,
    OVER: _nothing,
}

APPLY: dict[str, Callable[[DealState, Action, Table], None]] = {
    "bank": plays.bank,
    "lay": plays.lay,
    "rearrange": plays.rearrange,
    "rent": action_cards.rent,
    "debt_collector": action_cards.debt_collector,
    "birthday": action_cards.birthday,
    "pass_go": action_cards.pass_go,
    "sly_deal": action_cards.sly_deal,
    "forced_deal": action_cards.forced_deal,
    "give": action_cards.give,
    "deal_breaker": action_cards.deal_breaker,
    "house": action_cards.build,
    "hotel": action_cards.build,
    "end_turn": turn.end_turn,
    "discard": turn.discard,
    "just_say_no": resolve.just_say_no,
    "accept": resolve.accept,
    "pay": resolve.pay,
}


def legal(st: DealState) -> list[Action]:
    return LEGAL[st.phase](st)


def apply(st: DealState, a: Action, table: Table) -> None:
    APPLY[a.kind](st, a, table)
    turn.check_win(st, table)


def to_act(st: DealState) -> int | None:
    """The active player, except in a Just Say No window (the responder) and a payment
    (the payer); nobody once the game is over."""
    if st.phase == OVER:
        return None
    if st.phase == RESPOND:
        return resolve.responder(st)
    if st.phase == PAY:
        assert st.pending is not None
        return st.pending.targets[0]
    return st.active
