"""Rent the owner must ask for: base, set and hotel rent (block `rent`)."""

from __future__ import annotations

from board_helpers import act, events, kinds, new, roll, state


def test_rent_is_owed_only_when_asked() -> None:
    g = new(dice=[(2, 3), (1, 2)], owned={5: 1})
    roll(g)
    assert g.to_act == 1 and kinds(g) == {"ask_rent", "waive_rent"}
    act(g, "waive_rent")
    assert events(g, "rent_waived") and not events(g, "paid")


def test_asked_rent_is_paid_base_set_and_hotel() -> None:
    g = new(dice=[(2, 3)], owned={5: 1})
    roll(g)
    act(g, "ask_rent", amount=50)
    assert state(g).cash == [1450, 1550]
    g = new(dice=[(2, 3)], owned={5: 1, 6: 1, 7: 1})
    roll(g)
    act(g, "ask_rent", amount=100)
    g = new(dice=[(2, 3)], owned={5: 1, 6: 1, 7: 1}, hotels_on=[5])
    roll(g)
    act(g, "ask_rent", amount=250)


def test_an_owner_in_jail_still_collects() -> None:
    g = new(dice=[(2, 3)], owned={5: 1}, jailed=[1])
    roll(g)
    act(g, "ask_rent", amount=50)
    assert state(g).cash == [1450, 1550]
