"""Trading for a board-game greedy bot: buy the streets that complete a colour set, sell
streets for a premium.

A bot proposes two kinds of trade: cash for the streets of a colour set that a single
other player holds, when it holds the rest and the set is otherwise wholly owned (the
window before each roll asks it exactly then, rulings B-7), offering `PREMIUM` times their
price; and, in a debt the bank cannot cover, a street of its own for that much cash to a
player it would complete a set for. Cash goes in as few steps as the trade's item limit
allows, and it never makes the same offer twice. As the other side it accepts any trade
that completes a set for it at no more than `PREMIUM` times the price of the streets it
gets (and within what it can spend), and (if it `sells_streets`) cash of at least
`PREMIUM` times the price of the streets it gives.

Everything is read from the seat's observation, `board` (each space's `owner`) and
`pending` (the trade being answered), and from its legal actions: a trade being composed
is the one its `offer_trade` states.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from itertools import combinations_with_replacement
from typing import Any

from monopolies.bots.base import SeatView
from monopolies.engine.action import Action

Obs = dict[str, Any]
PREMIUM = 2.0
CASH_STEPS = (10, 50, 100, 500)


@dataclass(frozen=True)
class Plan:
    """A proposal: `streets` from `partner` for cash made of `steps` (with `sells`, the
    proposer's own `streets` to `partner` for that cash)."""

    partner: int
    streets: tuple[int, ...]
    steps: tuple[int, ...]
    sells: bool = False


def steps_for(target: int, budget: int, slots: int) -> tuple[int, ...] | None:
    """The fewest-dollars cash steps (at most `slots`) that reach `target` within `budget`."""
    best: tuple[int, ...] | None = None
    for n in range(1, slots + 1):
        for combo in combinations_with_replacement(CASH_STEPS, n):
            total = sum(combo)
            if target <= total <= budget and (best is None or total < sum(best)):
                best = tuple(sorted(combo, reverse=True))
    return best


def steps_within(limit: int, slots: int) -> tuple[int, ...] | None:
    """The most-dollars cash steps (at most `slots`) that stay within `limit`."""
    best: tuple[int, ...] | None = None
    for n in range(1, slots + 1):
        for combo in combinations_with_replacement(CASH_STEPS, n):
            total = sum(combo)
            if total <= limit and (best is None or total > sum(best)):
                best = tuple(sorted(combo, reverse=True))
    return best


def plan_for(
    obs: Obs,
    seat: int,
    budget: int,
    members: Mapping[str, Sequence[int]],
    price: Callable[[int], int],
    max_items: int,
) -> Plan | None:
    """The set-completing purchase this seat can afford, cheapest first; None if none."""
    board = obs["board"]
    plans = []
    for streets in members.values():
        owners = [board[s].get("owner") for s in streets]
        if None in owners or seat not in owners:
            continue
        others = {o for o in owners if o != seat}
        if len(others) != 1:
            continue
        partner = others.pop()
        wanted = tuple(s for s in streets if board[s].get("owner") == partner)
        target = int(PREMIUM * sum(price(s) for s in wanted))
        steps = steps_for(target, budget, max_items - len(wanted))
        if steps is not None:
            plans.append((sum(steps), Plan(partner, wanted, steps)))
    return min(plans, key=lambda p: p[0])[1] if plans else None


def sale_for(
    obs: Obs,
    seat: int,
    members: Mapping[str, Sequence[int]],
    price: Callable[[int], int],
    max_items: int,
) -> Plan | None:
    """The dearest sale of a street of `seat`'s that completes another player's set, for
    up to `PREMIUM` times its price and what that player holds; None if none."""
    board, players = obs["board"], obs["players"]
    plans = []
    for streets in members.values():
        owners = [board[s].get("owner") for s in streets]
        if owners.count(seat) != 1:
            continue
        others = {o for o in owners if o != seat}
        if len(others) != 1 or None in others:
            continue
        partner = others.pop()
        street = next(s for s in streets if board[s].get("owner") == seat)
        limit = min(int(PREMIUM * price(street)), int(players[partner]["cash"]))
        steps = steps_within(limit, max_items - 1)
        if steps is not None:
            plans.append((sum(steps), Plan(partner, (street,), steps, sells=True)))
    return max(plans, key=lambda p: p[0])[1] if plans else None


SIDES = {
    False: ("get", "trade_get", "trade_give_cash"),
    True: ("give", "trade_give", "trade_get_cash"),
}
"""By `Plan.sells`: the offer's side its streets are on, and the kinds that add them and cash."""


class Trader:
    """Remembers what a bot proposed, so that it never makes the same offer twice."""

    def __init__(
        self,
        members: Mapping[str, Sequence[int]],
        price: Callable[[int], int],
        sells_streets: bool = True,
        max_items: int = 3,
    ) -> None:
        self.members = members
        self.price = price
        self.sells_streets = sells_streets
        self.max_items = max_items
        self.plan: Plan | None = None
        self.offered: set[Plan] = set()

    def propose(self, view: SeatView, budget: int) -> Action | None:
        """`propose_trade` if a new set-completing purchase is affordable, else None."""
        obs, seat = view.observation, view.seat
        return self._start(
            view, plan_for(obs, seat, budget, self.members, self.price, self.max_items)
        )

    def sell(self, view: SeatView) -> Action | None:
        """`propose_trade` selling a street that completes another's set, if a new such
        sale is possible (in a debt the bank cannot cover), else None."""
        obs, seat = view.observation, view.seat
        return self._start(view, sale_for(obs, seat, self.members, self.price, self.max_items))

    def _start(self, view: SeatView, plan: Plan | None) -> Action | None:
        start = next((a for a in view.legal if a.kind == "propose_trade"), None)
        if start is None or plan is None or plan in self.offered:
            return None
        self.plan = plan
        self.offered.add(plan)
        return start

    def compose(self, view: SeatView) -> Action:
        """The next step of the planned proposal; cancel when there is no plan to follow."""
        legal = {a: a for a in view.legal}  # an action made here finds the legal one
        plan = self.plan
        cancel = legal[Action("cancel_trade")]
        if plan is None:
            return cancel
        # The trade so far, as `offer_trade` states it (listed once anything is in it).
        offer = next((a for a in view.legal if a.kind == "offer_trade"), None)
        side, street_kind, cash_kind = SIDES[plan.sells]
        streets: Any = () if offer is None else offer.get(side)
        cash = 0 if offer is None else int(offer.cash) * (-1 if plan.sells else 1)
        wanted = [Action("trade_with", to=plan.partner)]
        wanted += [
            Action(street_kind, street=s) for s in plan.streets if f"street:{s}" not in streets
        ]
        paid = cash
        for step in plan.steps:
            if paid >= step:
                paid -= step
            else:
                wanted.append(Action(cash_kind, amount=step))
        for key in wanted:
            if key in legal:
                return legal[key]
        if offer is not None and cash == sum(plan.steps):
            self.plan = None
            return offer
        self.plan = None
        return cancel

    def respond(self, view: SeatView, budget: int) -> Action:
        """Accept a premium for streets, or a set completed at no more than a premium and
        within `budget`; otherwise reject."""
        obs = view.observation
        trade = obs["pending"]
        seat = view.seat
        gets = [int(t.split(":")[1]) for t in trade["give"] if t.startswith("street:")]
        gives = [int(t.split(":")[1]) for t in trade["get"] if t.startswith("street:")]
        cards = [t for t in (*trade["give"], *trade["get"]) if not t.startswith("street:")]
        before = {i for i, s in enumerate(obs["board"]) if s.get("owner") == seat}
        after = (before | set(gets)) - set(gives)
        sets_before = sum(1 for m in self.members.values() if set(m) <= before)
        sets_after = sum(1 for m in self.members.values() if set(m) <= after)
        cash = int(trade["cash"])
        cost = max(0, -cash)
        completes = (
            sets_after > sets_before
            and cost <= PREMIUM * sum(self.price(s) for s in gets)
            and cost <= max(0, budget)
        )
        premium = (
            self.sells_streets
            and not cards
            and not gets
            and sets_after == sets_before
            and cash >= PREMIUM * sum(self.price(s) for s in gives)
        )
        kind = "accept_trade" if completes or premium else "reject_trade"
        return next(a for a in view.legal if a.kind == kind)
