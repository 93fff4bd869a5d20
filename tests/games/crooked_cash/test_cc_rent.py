"""CC-9: rent is asked for by the owner at once (ask or waive); base, set and hotel rent;
an owner in Jail still collects."""

from __future__ import annotations

from typing import Any

from cc_helpers import Pack, act, cash, events, game, kinds, pass_window, pay, roll

import monopolies as mp


def landed(owned: dict[int, int], **kw: Any) -> mp.Game:
    """Seat 0 lands on Oriental Avenue (5) with a 500 note and a 50 note."""
    p = Pack()
    g = game(hands={0: p.hand(500, 50)}, owned=owned, dice=[(2, 3)], **kw)
    pass_window(g)
    roll(g)
    return g


def test_cc_9_the_owner_is_asked_and_a_waived_rent_is_not_owed() -> None:
    g = landed({5: 1})
    assert g.to_act == 1 and kinds(g) == {"ask_rent", "waive_rent"}
    act(g, "waive_rent")
    assert events(g, "rent_waived") and not events(g, "paid")


def test_cc_9_base_rent_is_half_the_price() -> None:
    g = landed({5: 1})
    act(g, "ask_rent", amount=50)
    pay(g, 50)
    assert cash(g)[:2] == [500, 1550]


def test_cc_9_set_rent_doubles_and_a_hotel_gives_hotel_rent() -> None:
    g = landed({5: 1, 7: 1, 8: 1})
    act(g, "ask_rent", amount=100)
    g = landed({5: 1, 7: 1, 8: 1}, hotels=[5])
    act(g, "ask_rent", amount=250)


def test_cc_9_an_owner_in_jail_still_collects() -> None:
    g = landed({5: 1}, jailed=[1])
    act(g, "ask_rent", amount=50)
    pay(g, 50)
    assert cash(g)[1] == 1550
