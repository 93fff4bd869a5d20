"""CC-20 (debt and bankruptcy) and CC-21 (the end: last street owned, final rents, most
cash wins with fakes at face value; the round limit; the last player left)."""

from __future__ import annotations

import cc_helpers as cc

import monopolies as mp
from monopolies.games.crooked_cash import data

ALL = data.LAYOUT.streets


def test_cc_20_a_debtor_with_nothing_to_sell_goes_bankrupt_to_the_creditor() -> None:
    p = cc.Pack()
    card = cc.chance("collect")
    g = cc.game(3, hands={0: p.hand(100, 50)}, held={0: [card]}, owned={5: 1, 7: 1, 8: 1},
                hotels=[5], dice=[(2, 3), (1, 2)], max_trade_offers=0)  # fmt: skip
    cc.pass_window(g)
    cc.act(g, "roll")
    cc.act(g, "ask_rent", amount=250)
    assert cc.events(g, "bankrupt")[-1] == {"type": "bankrupt", "seat": 0, "to": 1}
    assert cc.events(g, "seized")[-1]["amount"] == 150 and cc.cash(g)[:2] == [0, 1650]
    me = cc.player(g, 0)
    assert not me["alive"] and me["held_cards"] == []
    # "Do you owe another player? Give them any Chance and Community Chest cards."
    assert [c["card"] for c in cc.player(g, 1)["held_cards"]] == [card]
    assert cc.events(g, "cards_given")[-1] == {"type": "cards_given", "seat": 0, "to": 1,
                                               "cards": [card]}  # fmt: skip
    assert cc.events(g, "turn")[-1]["seat"] == 1 and not g.over


def _bankrupt_to_seat_1(held: dict[int, list[int]]) -> mp.Game:
    """Seat 0 lands on seat 1's hotel with 150 and nothing to sell."""
    p = cc.Pack()
    return cc.game(3, hands={0: p.hand(100, 50)}, held=held, owned={5: 1, 7: 1, 8: 1},
                   hotels=[5], dice=[(2, 3), (1, 2)], max_trade_offers=0)  # fmt: skip


def test_cc_20_a_creditor_given_a_second_chance_card_keeps_the_one_it_chooses() -> None:
    given, own = cc.chance("collect"), cc.chance("double_rent")
    goojf = cc.chest("get_out_of_jail")
    for choice in ("keep_chance", "take_card"):
        g = _bankrupt_to_seat_1({0: [given, goojf], 1: [own]})
        cc.pass_window(g)
        cc.act(g, "roll")
        cc.act(g, "ask_rent", amount=250)
        # One Chance card at a time (CC-13): seat 1 chooses; the Community Chest card stays.
        assert g.to_act == 1 and cc.kinds(g) == {"keep_chance", "take_card"}
        cc.act(g, choice)
        kept, back = (own, given) if choice == "keep_chance" else (given, own)
        held = sorted(c["card"] for c in cc.player(g, 1)["held_cards"])
        assert held == sorted([kept, goojf]) and g.state.chance_deck[0] == back
        assert cc.events(g, "turn")[-1]["seat"] == 1


def test_cc_20_a_player_owing_the_bank_returns_its_cards_under_the_decks() -> None:
    p = cc.Pack()
    card, goojf = cc.chance("collect"), cc.chest("get_out_of_jail")
    g = cc.game(3, hands={0: p.hand(20)}, held={0: [card, goojf]}, chest_deck=[cc.chest("pay")],
                dice=[(1, 1), (1, 2)], max_trade_offers=0)  # fmt: skip
    cc.roll(g)  # Community Chest: pay 100 to the bank, with 20 and nothing to sell
    assert cc.events(g, "bankrupt")[-1]["to"] == -1 and not cc.events(g, "cards_given")
    assert g.state.chance_deck[0] == card and g.state.chest_deck[0] == goojf


def test_cc_20_a_bankrupt_players_streets_return_to_the_bank() -> None:
    p = cc.Pack()
    g = cc.game(3, hands={0: p.hand(20)}, owned={1: 0}, chest_deck=[cc.chest("pay")],
                dice=[(1, 1), (1, 2)])  # fmt: skip
    cc.roll(g)
    # Community Chest: pay 100 to the bank; selling Mediterranean (60) is not enough.
    assert g.to_act == 0
    cc.act(g, "sell_street", street=1)
    assert cc.events(g, "bankrupt")[-1]["to"] == -1
    assert g.observe(1)["board"][1]["owner"] is None
    assert sum(g.observe(1)["bank_notes"].values()) > 0


def test_cc_20_a_debtor_the_bank_cannot_save_may_still_offer_a_trade() -> None:
    """No shortcut to bankruptcy (CC-20: "by selling streets (to the bank or another
    player)"): with 20 and a street the bank buys for 60 against a debt of 100, the
    debtor may still offer the street to a player; giving up is offered once no sale to
    the bank is left (rulings B-9)."""
    p = cc.Pack()
    g = cc.game(3, hands={0: p.hand(20)}, owned={1: 0, 3: 2}, chest_deck=[cc.chest("pay")],
                dice=[(1, 1), (1, 2)])  # fmt: skip
    cc.pass_window(g)  # seat 2 is asked first about the split browns (CC-22)
    cc.roll(g)
    assert cc.kinds(g) == {"sell_street", "propose_trade"}
    cc.act(g, "propose_trade")
    cc.act(g, "trade_with", to=2)
    cc.act(g, "trade_give", street=1)
    cc.act(g, "trade_get_cash", amount=100)
    cc.act(g, "offer_trade")
    cc.act(g, "accept_trade")  # seat 2 completes its browns
    cc.pay(g, 100)
    assert g.to_act == 0 and cc.kinds(g) == {"pay_note"}, "the debt is paid now"
    cc.pay(g, 100)
    assert cc.owner(g, 1) == 2 and not cc.events(g, "bankrupt")
    assert cc.player(g, 0)["alive"] and cc.cash(g)[0] == 20


def test_cc_20_with_no_sale_left_a_debtor_may_give_up() -> None:
    p = cc.Pack()
    goojf = cc.chest("get_out_of_jail")
    g = cc.game(3, hands={0: p.hand(20)}, held={0: [goojf]}, chest_deck=[cc.chest("pay")],
                dice=[(1, 1), (1, 2)])  # fmt: skip
    cc.roll(g)
    assert cc.kinds(g) == {"propose_trade", "declare_bankruptcy"}
    cc.act(g, "declare_bankruptcy")
    assert cc.events(g, "bankrupt")[-1] == {"type": "bankrupt", "seat": 0, "to": -1}


def test_cc_21_the_game_ends_the_moment_the_last_street_is_owned() -> None:
    p = cc.Pack()
    fake = p.note(500)
    owned = dict.fromkeys([s for s in ALL if s != 5], 1)
    owned[35] = 0
    g = cc.game(hands={0: [fake, *p.hand(100)]}, fakes=[fake], owned=owned, dice=[(2, 3)])
    cc.pass_window(g)
    cc.act(g, "roll")  # seat 0 could also propose a trade for Park Place
    cc.act(g, "buy", street=5)
    cc.pay(g, 100)
    assert g.over and g.result()["reason"] == "last street owned"
    final = {e["seat"]: e["amount"] for e in cc.events(g, "final_rent")}
    oriental, boardwalk = data.SPACES[5], data.SPACES[35]
    seat1 = sum(data.SPACES[s].rent for s in owned if owned[s] == 1)
    # Seat 1 owns every colour but light blue and dark blue whole: set rent there.
    whole = [s for s in owned if owned[s] == 1 and data.SPACES[s].colour not in
             ("light_blue", "dark_blue")]  # fmt: skip
    seat1 += sum(data.SPACES[s].rent for s in whole)
    assert final == {0: oriental.rent + boardwalk.rent, 1: seat1}
    # The fake 500 counts at face value.
    assert g.result()["scores"][0] == 500 + oriental.rent + boardwalk.rent
    assert g.result()["winners"] == [1]


def test_option_max_rounds_ends_the_game_by_the_round_limit() -> None:
    g = cc.game(dice=[(4, 5), (4, 5)], max_rounds=1)
    cc.roll(g)  # seat 0
    cc.roll(g)  # seat 1
    assert g.over and g.result() == {
        "winners": [0, 1],
        "scores": [1500, 1500],
        "reason": "round limit",
    }
    assert [e["seat"] for e in cc.events(g, "turn")] == [0, 1]


def test_cc_21_the_last_player_left_wins() -> None:
    p = cc.Pack()
    g = cc.game(hands={0: p.hand(10)}, owned={5: 1}, hotels=[5], dice=[(2, 3)])
    cc.roll(g)
    cc.act(g, "ask_rent", amount=250)
    assert g.over and g.result()["reason"] == "last player left"
    assert g.result()["winners"] == [1]
