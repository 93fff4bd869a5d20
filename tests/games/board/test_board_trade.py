"""Trades as small decisions on one's own turn, the offer cap, and the window before each
roll (`trade`, `between`).

CC-19: a player may propose a trade to any other player, on any terms, at its own
decisions before rolling, while it has offers left this turn (`max_trade_offers`).
"""

from __future__ import annotations

from board_helpers import act, events, kinds, matching, new, pass_window, roll, state


def test_a_trade_is_composed_item_by_item_then_accepted() -> None:
    # Seat 0 could complete brown by getting brown 2 from seat 2: it may propose a trade.
    g = new(3, owned={1: 0, 5: 0, 2: 2})
    act(g, "propose_trade")
    act(g, "trade_with", to=2)  # seats 1 and 2 may both be asked (CC-19)
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
    act(g, "trade_with", to=2)
    act(g, "trade_get", street=2)
    act(g, "trade_give_cash", amount=100)
    act(g, "offer_trade")
    act(g, "reject_trade")
    st = state(g)
    assert st.owner[2] == 2 and st.cash == [1500, 1500, 1500]
    act(g, "propose_trade")
    act(g, "trade_with", to=2)
    act(g, "trade_get", street=2)
    act(g, "trade_give_cash", amount=100)
    act(g, "offer_trade")
    act(g, "accept_trade")
    assert st.owner[2] == 0 and st.cash[0] == 1400 and st.cash[2] == 1600


def test_cc_19_offers_are_capped_per_turn() -> None:
    g = new(dice=[(1, 2)], owned={1: 0, 2: 1}, max_trade_offers=2)
    for _ in range(2):
        act(g, "propose_trade")
        act(g, "trade_get", street=2)
        act(g, "offer_trade")
        act(g, "reject_trade")
    # CC-19: no proposal left this turn; seat 0 may still sell (CC-17) or roll.
    assert len(events(g, "trade_offer")) == 2 and not events(g, "move")
    assert g.to_act == 0 and kinds(g) == {"roll", "sell_street"}
    roll(g)  # 3: rest
    # The cap is per turn: before seat 1 rolls, the window (CC-22) asks seat 0 again about
    # the brown set only a trade can complete; then seat 1 has its own offers on its turn.
    assert events(g, "move")[0]["seat"] == 0
    assert g.to_act == 0 and kinds(g) == {"propose_trade", "pass"}
    pass_window(g)
    assert g.to_act == 1 and matching(g, "propose_trade")


def test_cc_19_a_trade_may_be_proposed_to_anyone_on_ones_own_turn() -> None:
    # No set to complete, no debt, not in Jail, and 50 in cash: seat 0 may still propose,
    # to either other player, on any terms (CC-19).
    g = new(3, owned={1: 0, 5: 1}, cash_of={0: 50})
    assert g.to_act == 0 and kinds(g) == {"roll", "sell_street", "propose_trade"}
    act(g, "propose_trade")
    assert kinds(g) == {"trade_with", "cancel_trade"}
    assert {a.to for a in matching(g, "trade_with")} == {1, 2}
    act(g, "trade_with", to=1)
    act(g, "trade_give", street=1)
    act(g, "trade_get", street=5)
    act(g, "trade_get_cash", amount=500)  # terms that help only the proposer
    act(g, "offer_trade")
    assert g.to_act == 1 and kinds(g) == {"accept_trade", "reject_trade"}
    act(g, "reject_trade")
    # With two players, the only partner is chosen without asking.
    g = new(owned={1: 0})
    act(g, "propose_trade")
    assert "trade_give" in kinds(g) and not matching(g, "trade_with")


def test_cc_19_the_offer_cap_applies_and_no_proposal_once_it_is_used_up() -> None:
    g = new(3, owned={1: 0, 5: 1})
    for _ in range(3):  # `max_trade_offers` is 3 by default
        assert matching(g, "propose_trade")
        act(g, "propose_trade")
        act(g, "cancel_trade")  # a proposal called off still counts
    assert g.to_act == 0 and kinds(g) == {"roll", "sell_street"}
    g = new(3, owned={1: 0, 5: 1}, max_trade_offers=0)
    assert kinds(g) == {"roll", "sell_street"}, "no offers at all"


def test_the_window_asks_only_who_can_build() -> None:
    g = new(3, dice=[(1, 2), (1, 2)], owned={1: 2, 2: 2, 5: 1}, windows=False)
    # Before seat 0 rolls, seat 2 can build on brown; seat 1 can build nothing.
    assert g.to_act == 2 and kinds(g) == {"buy_hotel", "pass"}
    act(g, "buy_hotel", street=1)
    assert g.to_act == 2, "a player may build several hotels in the window"
    act(g, "pass")
    # Seat 0 rolls (to 3), and before seat 1 rolls seat 2 is asked again.
    roll(g)
    assert events(g, "move")[0]["seat"] == 0
    assert g.to_act == 2 and kinds(g) == {"buy_hotel", "pass"}


def test_cc_22_the_hotel_offer_comes_once_a_turn_not_before_every_roll() -> None:
    # Rulings B-7: seat 2 passes on building; seat 0's double does not ask it again.
    g = new(3, dice=[(2, 2), (1, 3)], owned={1: 2, 2: 2, 5: 1}, windows=False)
    assert g.to_act == 2 and kinds(g) == {"buy_hotel", "pass"}
    act(g, "pass")
    roll(g)
    assert events(g, "move")[-1]["dice"] == [2, 2]
    assert g.to_act == 0 and "roll" in kinds(g), "no window for seat 2 before the double's roll"
    roll(g)
    # A new turn (seat 1's): the offer comes again, once.
    assert g.to_act == 2 and kinds(g) == {"buy_hotel", "pass"}
    act(g, "pass")
    assert g.to_act == 1


def test_cc_22_the_hotel_offer_comes_again_within_a_turn_when_it_changes() -> None:
    # Seat 2 can afford brown hotels (50), not blue ones (100), and passes; seat 0 rolls a
    # double onto blue and pays 100 rent: blue hotels are on offer now, so it is asked.
    g = new(3, dice=[(3, 3)], owned={1: 2, 2: 2, 5: 2, 6: 2, 7: 2}, cash_of={2: 60},
            windows=False)  # fmt: skip
    assert g.to_act == 2 and {a.street for a in matching(g, "buy_hotel")} == {1, 2}
    act(g, "pass")
    roll(g)
    act(g, "ask_rent")
    assert state(g).cash[2] == 160
    assert g.to_act == 2 and {a.street for a in matching(g, "buy_hotel")} == {1, 2, 5, 6, 7}


def test_cc_22_the_window_asks_about_a_set_only_a_trade_can_complete_until_passed() -> None:
    # Brown (1, 2) is split between seats 0 and 1; seat 2 has no share and is not asked.
    g = new(3, dice=[(1, 2), (1, 2), (1, 2)], owned={1: 0, 2: 1}, windows=False)
    assert g.to_act == 1 and kinds(g) == {"propose_trade", "pass"}
    act(g, "pass")
    assert g.to_act == 0 and "roll" in kinds(g), "seat 0 rolls: it is not asked in its window"
    roll(g)
    # Before seat 1 rolls, seat 0 is asked (it never passed on brown); seat 2 still not.
    assert g.to_act == 0 and kinds(g) == {"propose_trade", "pass"}
    act(g, "pass")
    assert g.to_act == 1
    roll(g)
    # Before seat 2 rolls: both passed on brown as it stands, so nobody is asked.
    assert g.to_act == 2 and "roll" in kinds(g)


def test_cc_22_a_trade_proposed_in_the_window_and_a_new_split_asks_again() -> None:
    g = new(3, dice=[(1, 2)], owned={1: 0, 2: 1}, windows=False)
    act(g, "propose_trade")  # seat 1, out of turn
    act(g, "trade_with", to=0)
    act(g, "trade_get", street=1)
    act(g, "trade_give_cash", amount=100)
    act(g, "offer_trade")
    assert g.to_act == 0 and kinds(g) == {"accept_trade", "reject_trade"}
    act(g, "accept_trade")
    st = state(g)
    assert st.owner[1] == 1 and st.cash[:2] == [1600, 1400]
    # Brown is whole now: seat 1 may build on it, but nobody has a set to trade for.
    assert g.to_act == 1 and kinds(g) == {"buy_hotel", "pass"}
    act(g, "pass")
    assert g.to_act == 0 and "roll" in kinds(g)
    g = new(3, dice=[(1, 2), (1, 2)], owned={1: 0, 2: 1}, windows=False)
    act(g, "pass")
    act(g, "propose_trade")  # seat 0 gives brown 1 to seat 2: brown is split anew
    act(g, "trade_with", to=2)
    act(g, "trade_give", street=1)
    act(g, "offer_trade")
    act(g, "accept_trade")
    roll(g)
    # Before seat 1 rolls, seat 2 has a share for the first time and is asked.
    assert g.to_act == 2 and kinds(g) == {"propose_trade", "pass"}
    act(g, "pass")
    roll(g)
    # Seat 1 passed on brown when seat 0 held the rest; with a new partner it is asked again.
    assert g.to_act == 1 and kinds(g) == {"propose_trade", "pass"}
