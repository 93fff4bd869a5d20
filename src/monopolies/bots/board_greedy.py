"""Deciders the greedy bots of both board games share: cash, bidding and building.

Each game's bot values streets its own way (`street_value`); what is the same is how a
greedy player turns that value into a bid and when it can afford a hotel.
"""

from __future__ import annotations

from collections.abc import Callable

from monopolies.bots.base import SeatView
from monopolies.engine.action import Action

HOTEL_LOT_VALUE = 250.0  # what the last hotel, auctioned, is worth to a greedy player
BID_SHARE = 0.9  # of a street's value: room for the next bidder's mistake


def cash(view: SeatView) -> int:
    return int(view.observation["players"][view.seat]["cash"])


def bid_up_to(
    view: SeatView,
    options: list[Action],
    street_value: Callable[[int], float],
    reserve: int,
    money: int,
) -> Action:
    """The highest bid within the lot's value and `money` above `reserve`; else stay out
    (bids only rise, so a lot too dear now stays too dear)."""
    lot = options[0].lot
    value = HOTEL_LOT_VALUE if lot == "hotel" else street_value(int(str(lot))) * BID_SHARE
    limit = min(value, money - reserve)
    affordable = [a for a in options if int(a.amount) <= limit]
    if affordable:
        return max(affordable, key=lambda a: int(a.amount))
    out = [a for a in view.legal if a.kind in ("stay_out", "pass")]
    return max(out, key=lambda a: a.kind == "stay_out")


def best_hotel(
    money: int, options: list[Action], reserve: int, hotel_rent: Callable[[int], int]
) -> Action | None:
    """The hotel with the highest rent that leaves twice `reserve` of `money`, if any."""
    fine = [a for a in options if money - int(a.cost) >= reserve * 2]
    return max(fine, key=lambda a: hotel_rent(int(a.street))) if fine else None
