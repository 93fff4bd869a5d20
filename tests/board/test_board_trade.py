"""Trades as small decisions on one's own turn, the offer cap, and the window before each
roll (`trade`, `between`)."""

from __future__ import annotations

from board_helpers import act, events, kinds, matching, new, state


def test_a_trade_is_composed_item_by_item_then_accepted() -> None:
    # Seat 0 could complete brown by getting brown 2 from seat 2: it may propose a trade.
    g = new(3, owned={1: 0, 5: 0, 2: 2})
    act(g, "propose_trade")  # the only useful partner is seat 2: chosen without asking
    act(g, "trade_give", street=5)
    act(g, "trade_get", street=2)
    act(g, "trade_give_cash", amount=10)
    assert kinds(g) == {"offer_trade", "cancel_trade"}, "three items at most"
    act(g, "offer_trade")
    assert g.to_act == 2 and kinds(g) == {"accept_trade", "reject_trade"}
    act(g, "accept_trade")
    st = state(g)
    assert st.owner[2] == 0 and st.owner[5] == 2 and st.cash[2] == 1510
    offer = events(g, "trade_offer")[-1]
    assert offer["give"] == ["street:5"] and offer["get"] == ["street:2"]


def test_trade_cash_is_paid_and_a_rejection_changes_nothing() -> None:
    g = new(3, owned={1: 0, 2: 2})
    act(g, "propose_trade")
    act(g, "trade_get", street=2)
    act(g, "trade_give_cash", amount=100)
    act(g, "offer_trade")
    act(g, "reject_trade")
    st = state(g)
    assert st.owner[2] == 2 and st.cash == [1500, 1500, 1500]
    act(g, "propose_trade")
    act(g, "trade_get", street=2)
    act(g, "trade_give_cash", amount=100)
    act(g, "offer_trade")
    act(g, "accept_trade")
    assert st.owner[2] == 0 and st.cash[0] == 1400 and st.cash[2] == 1600


def test_offers_are_capped_per_turn() -> None:
    g = new(owned={1: 0, 2: 1}, max_trade_offers=2)
    for _ in range(2):
        act(g, "propose_trade")
        act(g, "trade_get", street=2)
        act(g, "offer_trade")
        act(g, "reject_trade")
    # No proposal left this turn: rolling was seat 0's only choice and the game moved on.
    assert len(events(g, "trade_offer")) == 2 and events(g, "move")[0]["seat"] == 0


def test_trades_are_offered_only_where_they_help() -> None:
    g = new(3, owned={1: 0, 5: 1})
    assert not matching(g, "propose_trade"), "no set to complete, no debt, not in Jail"
    g = new(3, owned={1: 0, 2: 1}, cash_of={0: 50})
    assert not matching(g, "propose_trade"), "brown 2 costs more than seat 0 has"


def test_the_window_asks_only_who_can_build() -> None:
    g = new(3, dice=[(1, 2), (1, 2)], owned={1: 2, 2: 2, 5: 1}, windows=False)
    # Before seat 0 rolls, seat 2 can build on brown; seat 1 can build nothing.
    assert g.to_act == 2 and kinds(g) == {"buy_hotel", "pass"}
    act(g, "buy_hotel", street=1)
    assert g.to_act == 2, "a player may build several hotels in the window"
    act(g, "pass")
    # Seat 0 only rolls (to 3), and before seat 1 rolls seat 2 is asked again.
    assert events(g, "move")[0]["seat"] == 0
    assert g.to_act == 2 and kinds(g) == {"buy_hotel", "pass"}
