"""Selling to raise money, debts and bankruptcy (blocks `sales`, `debt`)."""

from __future__ import annotations

from board_helpers import act, events, kinds, matching, new, roll, state


def test_a_debt_is_raised_by_selling_then_paid() -> None:
    g = new(dice=[(2, 3)], owned={5: 1, 6: 1, 7: 1, 1: 0, 2: 0}, cash_of={0: 40}, hotels_on=[1])
    st = state(g)
    roll(g)
    act(g, "ask_rent", amount=100)
    assert g.to_act == 0 and kinds(g) == {"sell_hotel", "sell_street", "propose_trade"}
    act(g, "sell_hotel", street=1)  # half of 50, rounded up: 25
    assert st.cash[0] == 65 and not st.hotel[1] and st.hotels_left == 12
    act(g, "sell_street", street=2)  # 60: now 125 covers 100
    assert st.cash == [25, 1600] and st.owner[2] == -1


def test_selling_a_street_sells_its_hotel_first() -> None:
    g = new(dice=[(2, 3)], owned={5: 1, 6: 1, 7: 1, 1: 0, 2: 0}, cash_of={0: 0}, hotels_on=[1])
    st = state(g)
    roll(g)
    act(g, "ask_rent", amount=100)
    act(g, "sell_street", street=1, price=85)
    assert st.owner[1] == -1 and not st.hotel[1] and st.cash[0] == 85


def test_bankrupt_player_pays_all_and_leaves_the_last_one_wins() -> None:
    g = new(dice=[(2, 3)], owned={5: 1, 6: 1, 7: 1, 1: 0}, cash_of={0: 40}, max_trade_offers=0)
    # CC-17: seat 0 could sell brown 1 before rolling; it rolls.
    assert kinds(g) == {"roll", "sell_street"}
    roll(g)
    act(g, "ask_rent", amount=100)
    # Selling brown 1 is the only way to raise money: taken automatically; 100 is enough.
    assert state(g).cash == [0, 1600]
    g = new(dice=[(2, 3)], owned={5: 1, 6: 1, 7: 1}, cash_of={0: 40})
    roll(g)
    act(g, "ask_rent", amount=100)
    assert events(g, "bankrupt") == [{"type": "bankrupt", "seat": 0, "to": 1}]
    assert g.over and g.result()["winners"] == [1] and g.result()["reason"] == "last player left"
    assert events(g, "seized")[-1]["amount"] == 40


def test_a_bankrupt_players_streets_go_back_to_the_bank() -> None:
    g = new(3, dice=[(2, 3)], owned={5: 1, 6: 1, 7: 1, 10: 0}, cash_of={0: 0}, max_trade_offers=0)
    st = state(g)
    roll(g)
    act(g, "ask_rent", amount=100)
    # Selling green 10 (200) is the only choice and covers the 100 owed.
    assert st.cash == [100, 1600, 1500] and st.owner[10] == -1
    g = new(3, dice=[(2, 3)], owned={5: 1, 6: 1, 7: 1}, cash_of={0: 30})
    st = state(g)
    st.owner[3] = -1
    roll(g)
    act(g, "ask_rent", amount=100)
    assert not st.alive[0] and st.cash == [0, 1530, 1500] and not g.over
    assert g.to_act != 0, "a bankrupt player's turn is over"


def test_cc_17_a_street_may_be_sold_before_rolling_at_its_price() -> None:
    # CC-17: out of debt, at its own decision before rolling, a player may sell a street
    # to the bank at its price; a street with a hotel sells the hotel first.
    g = new(
        dice=[(1, 2), (1, 2)], owned={1: 0, 2: 0, 5: 0, 6: 1}, hotels_on=[1, 2], positions={1: 11}
    )
    st = state(g)
    assert g.to_act == 0 and {"roll", "sell_street", "sell_hotel", "propose_trade"} <= kinds(g)
    streets = {(a.street, a.price) for a in matching(g, "sell_street")}
    assert streets == {(1, 85), (2, 85), (5, 100)}, "the price, with half the hotel's"
    assert {(a.street, a.price) for a in matching(g, "sell_hotel")} == {(1, 25), (2, 25)}
    act(g, "sell_street", street=5)
    assert st.owner[5] == -1 and st.cash[0] == 1600 and g.to_act == 0
    act(g, "sell_street", street=1)
    assert [e["type"] for e in events(g, "sold_hotel", "sold_street")][-2:] == [
        "sold_hotel",
        "sold_street",
    ]
    assert st.owner[1] == -1 and not st.hotel[1] and st.cash[0] == 1685 and g.to_act == 0
    act(g, "sell_hotel", street=2)
    assert st.owner[2] == 0 and not st.hotel[2] and st.cash[0] == 1710
    roll(g)  # 3: rest
    # Seat 1 sells only on its own turn; seat 0, asked for rent on seat 1's turn, may not.
    assert g.to_act == 1 and matching(g, "sell_street", street=6)
    roll(g)  # 11 + 3: past GO to brown 2, seat 0's
    assert g.to_act == 0 and not matching(g, "sell_street") and not matching(g, "sell_hotel")
    assert not matching(g, "propose_trade"), "trades are proposed on one's own turn"
