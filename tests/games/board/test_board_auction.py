"""Buy or auction, and English auctions in seat order (blocks `purchase`, `auction`)."""

from __future__ import annotations

from board_helpers import act, events, kinds, matching, new, roll, state


def test_buying_pays_the_price_and_takes_the_deed() -> None:
    g = new(dice=[(2, 3)])
    roll(g)
    act(g, "buy", street=5)
    st = state(g)
    assert st.owner[5] == 0 and st.cash[0] == 1400


def test_a_player_who_cannot_pay_goes_straight_to_auction() -> None:
    g = new(3, dice=[(2, 3)], cash_of={0: 50})
    roll(g)
    assert events(g, "auction")[-1]["bidders"] == [1, 2, 0]
    assert g.to_act == 1


def test_bids_rise_by_any_ten_within_cash_and_a_passer_may_bid_again() -> None:
    g = new(3, dice=[(2, 3)], cash_of={2: 65})
    roll(g)
    act(g, "decline", street=5)
    assert [a.amount for a in matching(g, "bid")] == list(range(10, 1001, 10))
    act(g, "pass")  # seat 1
    assert [a.amount for a in matching(g, "bid")] == [10, 20, 30, 40, 50, 60], "seat 2: 65"
    act(g, "bid", amount=50)  # seat 2
    act(g, "bid", amount=60)  # seat 0
    act(g, "bid", amount=70)  # seat 1 passed before, bids now
    # Seat 2 (60 cash) cannot raise: passed over; seat 0 passes; seat 1 wins at 70.
    assert g.to_act == 0
    act(g, "pass")
    st = state(g)
    assert st.owner[5] == 1 and st.cash[1] == 1430
    assert [e["seat"] for e in events(g, "bid")] == [2, 0, 1]


def test_cc_8_a_bidder_who_stays_out_is_not_asked_again_until_the_auction_ends() -> None:
    # CC-8, CH-4 (rulings B-2): passing is for now, staying out holds to the end.
    g = new(3, dice=[(2, 3)])
    roll(g)
    act(g, "decline", street=5)
    act(g, "stay_out")  # seat 1
    act(g, "bid", amount=10)  # seat 2
    asked = []
    for amount in (20, 30, 40, 50):
        asked.append(g.to_act)
        act(g, "bid", amount=amount)
    assert asked == [0, 2, 0, 2], "seat 1 is never asked again"
    assert state(g).top.out == [1]
    act(g, "pass")  # seat 0: everyone still in but the high bidder has passed
    assert state(g).owner[5] == 2 and events(g, "auction_won")[-1]["bid"] == 50
    assert [e["seat"] for e in events(g, "stay_out")] == [1]


def test_staying_out_is_offered_only_where_a_pass_would_not_end_the_auction() -> None:
    g = new(dice=[(2, 3)])
    roll(g)
    act(g, "decline", street=5)
    act(g, "stay_out")  # seat 1: seat 0 may still bid
    # Seat 0's pass ends the auction, so "stay out" would be the same choice: not offered.
    assert "stay_out" not in kinds(g)
    act(g, "pass")
    assert state(g).owner[5] == -1 and events(g, "auction_unsold")


def test_no_bid_leaves_the_street_with_the_bank() -> None:
    g = new(dice=[(2, 3)])
    roll(g)
    act(g, "decline", street=5)
    act(g, "pass")
    act(g, "pass")
    assert state(g).owner[5] == -1 and events(g, "auction_unsold")
