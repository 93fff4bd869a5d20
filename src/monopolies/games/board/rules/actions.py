"""The integer ids of the board blocks' actions, shared by every board edition.

An id encodes what an action means: seats relative to the actor (1 = the next seat left),
bids by their step over the high bid, streets by space number, cards by id. Each edition's
id table starts with its simple kinds (these first), then the bids, then (after any rows of
its own) `block_rows`, then the rows of its own actions; its key function starts from
`block_keys`. Keeping these here keeps the two editions' ids for the same block action
alike.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import Any, Final

from monopolies.engine.action import Action
from monopolies.games.board.rules.auction import MAX_RAISE, MIN_RAISE
from monopolies.games.board.rules.flow import actor
from monopolies.games.board.rules.state import BoardState
from monopolies.games.board.rules.trade import CASH_STEPS

MAX_PLAYERS: Final = 6
BID_RAISES: Final = tuple(range(MIN_RAISE, MAX_RAISE + 1, MIN_RAISE))
# The block actions that carry no field worth an id of its own.
SIMPLE = (
    "roll",
    "pay_jail_fee",
    "roll_for_doubles",
    "buy",
    "decline",
    "pass",
    "ask_rent",
    "waive_rent",
    "pay_rent",
    "contest_hotel",
    "propose_trade",
    "offer_trade",
    "cancel_trade",
    "accept_trade",
    "reject_trade",
    "stay_out",
    "declare_bankruptcy",
)

Key = Callable[[Any, Action], tuple[Any, ...]]


def offset(st: BoardState, seat: Any) -> int:
    """A seat as the actor sees it: 1 is the next seat to its left."""
    return (int(seat) - actor(st)) % st.players


def block_keys(street_kinds: Iterable[str]) -> dict[str, Key]:
    """The id keys of the block actions with fields (`street_kinds`: the edition's actions
    keyed by their street alone)."""
    keys: dict[str, Key] = {
        "bid": lambda st, a: ("bid", int(a.amount) - st.top.high_bid),
        "trade_with": lambda st, a: ("trade_with", offset(st, a.to)),
        "trade_give_cash": lambda st, a: ("trade_give_cash", a.amount),
        "trade_get_cash": lambda st, a: ("trade_get_cash", a.amount),
        "trade_give_card": lambda st, a: ("trade_give_card", a.card),
        "trade_get_card": lambda st, a: ("trade_get_card", a.card),
        "choose": lambda st, a: ("choose", a.option),
    }
    keys.update({k: (lambda st, a: (a.kind, a.street)) for k in street_kinds})
    return keys


def block_rows(
    street_kinds: tuple[str, ...], streets: Sequence[int], trade_cards: Sequence[int]
) -> list[tuple[Any, ...]]:
    """The id table's rows for trading, street actions and choices, in id order."""
    rows: list[tuple[Any, ...]] = [("trade_with", o) for o in range(1, MAX_PLAYERS)]
    rows += [(k, step) for k in ("trade_give_cash", "trade_get_cash") for step in CASH_STEPS]
    rows += [(k, s) for k in (*street_kinds, "choose") for s in streets]
    rows += [("choose", "pay"), ("choose", "jail")]
    rows += [(k, c) for k in ("trade_give_card", "trade_get_card") for c in trade_cards]
    return rows
