"""CC-7 (buy or auction), CC-8 (auctions), CC-16 (hotels) and CC-17 (selling)."""

from __future__ import annotations

import pytest
from cc_helpers import Pack, act, cash, events, game, has, kinds, matching, owner, pay, player, roll

import monopolies as mp


def test_cc_7_buying_pays_the_price_in_notes_and_takes_the_deed() -> None:
    p = Pack()
    g = game(hands={0: p.hand(50, 50, 20, 10)}, dice=[(2, 3)])
    roll(g)
    assert kinds(g) == {"buy", "decline"}
    act(g, "buy", street=5, price=100)
    pay(g, 50, 50)
    assert owner(g, 5) == 0 and cash(g)[0] == 30


def test_cc_7_a_player_who_cannot_pay_the_price_goes_to_auction() -> None:
    p = Pack()
    g = game(3, hands={0: p.hand(50, 20)}, dice=[(2, 3)])
    roll(g)
    assert events(g, "auction")[0]["bidders"] == [1, 2, 0]
    assert g.to_act == 1 and kinds(g) == {"bid", "pass", "stay_out"}


def test_cc_8_everyone_bids_in_order_from_the_lander_any_ten_up_to_their_cash() -> None:
    p = Pack()
    hands = {0: p.hand(500), 1: p.hand(100, 20), 2: p.hand(50, 10)}
    g = game(3, hands=hands, jailed=[2], dice=[(2, 3)])
    roll(g)
    act(g, "decline", street=5)
    # Seat 1 first (left of the lander), then seat 2 (in Jail, still bids), then seat 0.
    # "Bidding starts at M10 and anyone can increase the bid by as little as M10."
    assert [a.amount for a in matching(g, "bid")] == list(range(10, 121, 10))
    act(g, "pass")
    assert g.to_act == 2 and [a.amount for a in matching(g, "bid")] == [10, 20, 30, 40, 50, 60]
    act(g, "bid", amount=50)
    assert g.to_act == 0
    act(g, "bid", amount=60)
    act(g, "bid", amount=110)  # seat 1 passed before and bids again
    # Seat 2 (60 in cash) cannot raise and is not asked; seat 0 passes: seat 1 wins.
    assert g.to_act == 0
    act(g, "pass")
    assert events(g, "auction_won")[-1] == {
        "type": "auction_won",
        "seat": 1,
        "lot": 5,
        "bid": 110,
    }
    pay(g, 100)  # then the 20 is the only note left to pay: laid down without asking
    assert owner(g, 5) == 1 and cash(g)[1] == 10


def test_cc_8_one_bid_raises_by_any_ten_up_to_a_thousand() -> None:
    """Any raise of at least M10, up to the bidder's cash; a single bid raises the high bid
    by at most M1,000 (a bound on one decision's choices, rulings B-2)."""
    p = Pack()
    g = game(hands={0: p.hand(500), 1: p.hand(500, 500, 500)}, dice=[(2, 3)])
    roll(g)
    act(g, "decline", street=5)
    amounts = [a.amount for a in matching(g, "bid")]
    assert amounts[0] == 10 and amounts[-1] == 1000 and len(amounts) == 100
    act(g, "bid", amount=370)
    assert [a.amount for a in matching(g, "bid")] == list(range(380, 501, 10))
    with pytest.raises(mp.IllegalAction):
        g.act(mp.Action("bid", amount=375, lot=5))


def test_cc_8_no_bid_leaves_the_deed_with_the_bank() -> None:
    g = game(dice=[(2, 3), (1, 2)])
    roll(g)
    act(g, "decline", street=5)
    act(g, "pass")
    act(g, "pass")
    assert events(g, "auction_unsold") and owner(g, 5) is None


def test_cc_16_hotels_need_a_complete_set_one_per_street() -> None:
    p = Pack()
    g = game(hands={0: p.hand(100, 100, 50)}, owned={1: 0, 3: 0, 5: 0}, held={0: []})
    assert {a.street for a in matching(g, "buy_hotel")} == {1, 3}
    act(g, "buy_hotel", street=1)
    pay(g, 100)
    view = g.observe(0)
    assert view["board"][1]["hotel"] and view["hotels_left"] == 11
    assert {a.street for a in matching(g, "buy_hotel")} == {3}


def test_cc_16_the_last_hotel_is_auctioned_when_another_player_wants_it() -> None:
    p = Pack()
    others = [10, 11, 12, 14, 16, 17, 19, 21, 22, 24, 25]  # 11 hotels already up
    owned = dict.fromkeys(others, 1) | {1: 0, 3: 0, 26: 1}
    hands = {0: p.hand(100, 50), 1: p.hand(100, 100)}  # seat 1 cannot afford 300 at cost
    g = game(hands=hands, owned=owned, hotels=others)
    act(g, "buy_hotel", street=1)
    # Seat 1 could use the last hotel too: it is asked, wants it, and the hotel is auctioned.
    assert g.to_act == 1 and kinds(g) == {"contest_hotel", "pass"}
    act(g, "contest_hotel")
    assert events(g, "auction")[-1]["lot"] == "hotel"
    act(g, "bid", amount=50)  # seat 1
    act(g, "bid", amount=100)  # seat 0
    act(g, "pass")  # seat 1
    pay(g, 100)
    assert g.observe(0)["board"][1]["hotel"] and g.observe(0)["hotels_left"] == 0
    assert not has(g, "buy_hotel")


def test_cc_17_selling_a_street_with_a_hotel_sells_the_hotel_first_for_half() -> None:
    p = Pack()
    owned = {28: 1, 29: 1, 31: 1, 1: 0, 3: 0}
    g = game(hands={0: p.hand(20)}, owned=owned, hotels=[1], positions={0: 27 - 5}, dice=[(3, 3)])
    # Seat 0 lands on Pacific (28): seat 1 asks 300 (set rent); seat 0 must raise money.
    act(g, "pass")  # seat 1 may build before seat 0 rolls
    roll(g)
    act(g, "ask_rent", amount=300)
    assert {a.kind for a in g.legal_actions()} >= {"sell_hotel", "sell_street"}
    assert has(g, "sell_street", street=1, price=110)  # 60 + half of the 100 hotel
    act(g, "sell_street", street=1)
    view = g.observe(0)
    assert view["board"][1]["owner"] is None and not view["board"][1]["hotel"]
    assert events(g, "sold_hotel")[-1]["price"] == 50
    assert player(g, 0)["cash"] == 130


def test_cc_17_a_street_may_be_sold_before_rolling_on_ones_own_turn_at_its_price() -> None:
    # CC-17: out of debt, at its own decision before rolling, seat 0 may sell a street to
    # the bank at its price; a street with a hotel sells the hotel first, for half.
    g = game(owned={1: 0, 3: 0, 5: 1}, hotels=[1], dice=[(2, 3)])
    assert g.to_act == 0 and {"roll", "sell_street", "sell_hotel"} <= kinds(g)
    assert {(a.street, a.price) for a in matching(g, "sell_street")} == {(1, 110), (3, 60)}
    assert {(a.street, a.price) for a in matching(g, "sell_hotel")} == {(1, 50)}
    act(g, "sell_street", street=1)
    view = g.observe(0)
    assert view["board"][1]["owner"] is None and not view["board"][1]["hotel"]
    assert view["hotels_left"] == 12 and events(g, "sold_hotel")[-1]["price"] == 50
    assert events(g, "sold_street")[-1]["price"] == 60 and cash(g)[0] == 1610
    assert g.to_act == 0 and has(g, "sell_street", street=3), "still before rolling"
    roll(g)  # to Oriental Avenue, seat 1's
    # Seat 1 owns a street but sells only on its own turn.
    assert g.to_act == 1 and kinds(g) == {"ask_rent", "waive_rent"}
