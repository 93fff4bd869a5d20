"""Trades between players, as a short sequence of decisions (CC-19, CH-12).

Frame "trade" (`TradeFrame`): `proposer` proposes to `partner` (NOBODY until chosen).
Stage PARTNER picks the other player; COMPOSE adds one item at a time (a street or
tradeable card either way, or cash in steps; at most the edition's `max_trade_items`),
then offers or cancels; RESPOND lets `partner` accept or reject; PAYING waits for the
trade's cash. `items` holds the streets and cards (encoded below), `cash` the net cash
from `proposer` to `partner` (negative: the other way) and `cash_steps` how many cash
steps were added (each counts as an item).

Starting a proposal counts as one of the player's `max_trade_offers` for the turn, so
every game ends however players trade (rulings B-6). Hotels never change hands: a traded street's
hotel is sold to the bank first where hotels are sold (Crooked Cash) and moves with the
street where they are not (Cheaters). If the cash is called off (a fake note caught and
too little left), the trade is off.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Final

from monopolies.engine.action import Action, make
from monopolies.engine.rules import Table
from monopolies.games.board.rules.edition import ApplyFn, Frames, FrameType
from monopolies.games.board.rules.flow import actor, describer, plain, pop, push, seats_from
from monopolies.games.board.rules.layout import streets_of
from monopolies.games.board.rules.sales import sell_hotel
from monopolies.games.board.rules.state import NOBODY, BoardState, Frame

KIND: Final = "trade"
PARTNER, COMPOSE, RESPOND, PAYING = 0, 1, 2, 3
# Item codes: what the proposer gives or gets, and whether it is a street or a card.
GIVE_STREET, GET_STREET, GIVE_CARD, GET_CARD = 0, 1000, 2000, 3000
CASH_STEPS = (10, 50, 100, 500)


@dataclass(eq=False)
class TradeFrame(Frame):
    proposer: int
    partner: int = NOBODY
    stage: int = PARTNER
    items: list[int] = field(default_factory=list)
    cash: int = 0
    cash_steps: int = 0


def start_options(st: BoardState, seat: int) -> list[Action]:
    """`propose_trade` while `seat` has offers left this turn and someone to trade with
    (CC-19: any terms; the cap on offers is what keeps every game finite, rulings B-6)."""
    if st.offers[seat] >= st.opts["max_trade_offers"]:
        return []
    if any(st.alive[s] for s in range(st.players) if s != seat):
        return [plain(st, "propose_trade")]
    return []


def start_trade(st: BoardState, seat: int) -> None:
    """Open a proposal by `seat`; it counts against the turn's `max_trade_offers`."""
    st.offers[seat] += 1
    push(st, TradeFrame(seat))


def _propose(st: BoardState, f: Frame, a: Action, table: Table) -> None:
    start_trade(st, actor(st))


def partners(st: BoardState, f: TradeFrame) -> list[int]:
    """Whom the proposer may propose to: every other player still in the game."""
    return seats_from(st, f.proposer)


def _who(st: BoardState, f: TradeFrame) -> int:
    return f.partner if f.stage == RESPOND else f.proposer


def _run(st: BoardState, f: TradeFrame, table: Table) -> bool:
    if f.stage == PAYING:
        pop(st, f)
        if st.outcome:
            _execute(st, f, table)
        else:
            table.emit({"type": "trade_off", "seat": f.proposer, "with": f.partner})
        return False
    if not st.alive[f.proposer] or (f.partner != NOBODY and not st.alive[f.partner]):
        pop(st, f)
        return False
    if f.stage == PARTNER:
        choice = partners(st, f)
        if len(choice) == 1:
            f.partner, f.stage = choice[0], COMPOSE
    return True


def _split(f: TradeFrame) -> tuple[list[int], list[int], list[int], list[int]]:
    give = [i - GIVE_STREET for i in f.items if GIVE_STREET <= i < GET_STREET]
    get = [i - GET_STREET for i in f.items if GET_STREET <= i < GIVE_CARD]
    give_cards = [i - GIVE_CARD for i in f.items if GIVE_CARD <= i < GET_CARD]
    get_cards = [i - GET_CARD for i in f.items if i >= GET_CARD]
    return give, get, give_cards, get_cards


def summary(f: TradeFrame) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """What the proposer gives and gets, as short tags ("street:12", "card:24")."""
    give, get, give_cards, get_cards = _split(f)
    return (
        tuple([f"street:{s}" for s in give] + [f"card:{c}" for c in give_cards]),
        tuple([f"street:{s}" for s in get] + [f"card:{c}" for c in get_cards]),
    )


def _legal(st: BoardState, f: TradeFrame) -> list[Action]:
    d = describer(st)
    if f.stage == PARTNER:
        out = [make("trade_with", d, (("to", s),)) for s in partners(st, f)]
        return [*out, make("cancel_trade", d, ())]
    if f.stage == RESPOND:
        return [make("accept_trade", d, ()), make("reject_trade", d, ())]
    out = []
    if len(f.items) + f.cash_steps < st.edition.max_trade_items:
        out = _add_options(st, f)
    if f.items or f.cash:
        give, get = summary(f)
        fields = (("cash", f.cash), ("get", get), ("give", give), ("to", f.partner))
        out.append(make("offer_trade", d, fields))
    out.append(make("cancel_trade", d, ()))
    return out


def _add_options(st: BoardState, f: TradeFrame) -> list[Action]:
    d = describer(st)
    items = set(f.items)
    me, them = f.proposer, f.partner
    out = [
        make("trade_give", d, (("street", s),))
        for s in streets_of(st, me)
        if GIVE_STREET + s not in items
    ]
    out += [
        make("trade_get", d, (("street", s),))
        for s in streets_of(st, them)
        if GET_STREET + s not in items
    ]
    tradeable = st.edition.tradeable_cards
    out += [
        make("trade_give_card", d, (("card", c),))
        for c in tradeable(st, me)
        if GIVE_CARD + c not in items
    ]
    out += [
        make("trade_get_card", d, (("card", c),))
        for c in tradeable(st, them)
        if GET_CARD + c not in items
    ]
    money = st.edition.money
    mine, theirs = money.cash(st, me), money.cash(st, them)
    out += [
        make("trade_give_cash", d, (("amount", step),))
        for step in CASH_STEPS
        if f.cash + step <= mine
    ]
    out += [
        make("trade_get_cash", d, (("amount", step),))
        for step in CASH_STEPS
        if f.cash - step >= -theirs
    ]
    return out


def _with(st: BoardState, f: TradeFrame, a: Action, table: Table) -> None:
    f.partner = int(a.to)
    f.stage = COMPOSE


def _add(code: int) -> ApplyFn:
    def add(st: BoardState, f: TradeFrame, a: Action, table: Table) -> None:
        f.items.append(code + int(a.street if code < GIVE_CARD else a.card))

    return add


def _cash(sign: int) -> ApplyFn:
    def add(st: BoardState, f: TradeFrame, a: Action, table: Table) -> None:
        f.cash += sign * int(a.amount)
        f.cash_steps += 1

    return add


def _offer(st: BoardState, f: TradeFrame, a: Action, table: Table) -> None:
    give, get = summary(f)
    table.emit(
        {
            "type": "trade_offer",
            "seat": f.proposer,
            "to": f.partner,
            "give": list(give),
            "get": list(get),
            "cash": f.cash,
        }
    )
    f.stage = RESPOND


def _cancel(st: BoardState, f: TradeFrame, a: Action, table: Table) -> None:
    pop(st, f)


def _reject(st: BoardState, f: TradeFrame, a: Action, table: Table) -> None:
    table.emit({"type": "trade_rejected", "seat": f.partner, "from": f.proposer})
    pop(st, f)


def _accept(st: BoardState, f: TradeFrame, a: Action, table: Table) -> None:
    if f.cash == 0:
        pop(st, f)
        _execute(st, f, table)
        return
    f.stage = PAYING
    payer, payee = (f.proposer, f.partner) if f.cash > 0 else (f.partner, f.proposer)
    st.edition.money.pay(st, payer, payee, abs(f.cash), True, table)


def _execute(st: BoardState, f: TradeFrame, table: Table) -> None:
    """Hand over streets and cards that are still where they were when offered."""
    give, get, give_cards, get_cards = _split(f)
    moved = [_move_street(st, f.proposer, f.partner, s, table) for s in give]
    moved += [_move_street(st, f.partner, f.proposer, s, table) for s in get]
    moved += [_move_card(st, f.proposer, f.partner, c) for c in give_cards]
    moved += [_move_card(st, f.partner, f.proposer, c) for c in get_cards]
    table.emit(
        {"type": "trade_done", "seat": f.proposer, "with": f.partner, "complete": all(moved)}
    )


def _move_street(st: BoardState, giver: int, taker: int, street: int, table: Table) -> bool:
    if st.owner[street] != giver:
        return False
    if st.hotel[street] and st.edition.hotel_sale(st, street) is not None:
        sell_hotel(st, giver, street, table)
    st.owner[street] = taker
    return True


def _move_card(st: BoardState, giver: int, taker: int, card: int) -> bool:
    if card not in st.held[giver]:
        return False
    st.held[giver].remove(card)
    st.held[taker].append(card)
    return True


TRADE_ACTIONS = {"propose_trade": _propose}
FRAMES: Frames = {
    TradeFrame: FrameType(
        KIND,
        _who,
        _run,
        _legal,
        {
            "trade_with": _with,
            "trade_give": _add(GIVE_STREET),
            "trade_get": _add(GET_STREET),
            "trade_give_card": _add(GIVE_CARD),
            "trade_get_card": _add(GET_CARD),
            "trade_give_cash": _cash(1),
            "trade_get_cash": _cash(-1),
            "offer_trade": _offer,
            "cancel_trade": _cancel,
            "accept_trade": _accept,
            "reject_trade": _reject,
        },
    )
}
