"""Hotels from a complete set, the limited supply and the last-hotel auction (`hotels`)."""

from __future__ import annotations

from board_helpers import act, events, kinds, matching, new, state


def test_hotels_need_a_complete_set_and_cost_the_hotel_price() -> None:
    g = new(owned={1: 0, 5: 0, 6: 0})
    assert not matching(g, "buy_hotel")
    g = new(owned={1: 0, 2: 0})
    assert {a.street for a in matching(g, "buy_hotel")} == {1, 2}
    act(g, "buy_hotel", street=1)
    st = state(g)
    assert st.hotel[1] and st.cash[0] == 1450 and st.hotels_left == 11
    assert {a.street for a in matching(g, "buy_hotel")} == {2}


def test_no_hotel_left_no_building() -> None:
    g = new(owned={1: 0, 2: 0}, hotels=0)
    assert not matching(g, "buy_hotel")


def test_the_last_hotel_without_rivals_is_bought_at_cost() -> None:
    g = new(owned={1: 0, 2: 0}, hotels=1)
    act(g, "buy_hotel", street=2)
    assert state(g).hotel[2] and state(g).cash[0] == 1450


def test_the_last_hotel_is_auctioned_when_another_wants_it() -> None:
    g = new(3, owned={1: 0, 2: 0, 5: 2, 6: 2, 7: 2}, hotels=1)
    assert g.to_act == 0
    act(g, "buy_hotel", street=1)
    assert g.to_act == 2 and kinds(g) == {"contest_hotel", "pass"}
    act(g, "contest_hotel")
    assert events(g, "auction")[-1]["bidders"] == [2, 0]
    act(g, "bid", amount=10)  # seat 2
    act(g, "bid", amount=60)  # seat 0
    act(g, "pass")  # seat 2
    st = state(g)
    assert st.hotel[1] and st.hotels_left == 0 and st.cash[0] == 1440
