"""CC-19: trades of streets, cash and Get Out of Jail Free, proposed on one's own turn
in small steps; hotels never change hands; others may decode the cash; offers capped."""

from __future__ import annotations

import cc_helpers as cc

import monopolies as mp

BROWN_A, BROWN_B = 1, 3


def test_cc_19_a_trade_is_proposed_composed_offered_and_accepted() -> None:
    goojf = cc.chest("get_out_of_jail")
    p = cc.Pack()
    g = cc.game(
        owned={BROWN_A: 0, BROWN_B: 1, 5: 0},
        held={1: [goojf, cc.chance("collect")]},
        hands={0: p.hand(100, 50)},
    )
    cc.pass_window(g)  # seat 1, asked first about the split set (CC-22), passes
    assert cc.kinds(g) == {"roll", "sell_street", "propose_trade"}
    cc.act(g, "propose_trade")  # seat 1 is the only partner: chosen without asking
    assert not cc.has(g, "trade_get_card", card=cc.chance("collect")), "Chance cards never trade"
    cc.act(g, "trade_get", street=BROWN_B)
    cc.act(g, "trade_get_card", card=goojf)
    cc.act(g, "trade_give_cash", amount=100)
    assert cc.kinds(g) == {"offer_trade", "cancel_trade"}
    cc.act(g, "offer_trade")
    assert g.to_act == 1 and cc.kinds(g) == {"accept_trade", "reject_trade"}
    cc.act(g, "accept_trade")
    cc.pay(g, 100)
    assert cc.owner(g, BROWN_B) == 0 and cc.cash(g)[:1] == [50]
    assert [c["card"] for c in cc.player(g, 0)["held_cards"]] == [goojf]
    assert cc.events(g, "trade_done")[-1]["complete"]


def test_cc_19_a_rejected_trade_changes_nothing() -> None:
    g = cc.game(owned={BROWN_A: 0, BROWN_B: 1})
    cc.pass_window(g)  # seat 1, asked first about the split set (CC-22), passes
    cc.act(g, "propose_trade")
    cc.act(g, "trade_get", street=BROWN_B)
    cc.act(g, "offer_trade")
    cc.act(g, "reject_trade")
    assert cc.owner(g, BROWN_B) == 1 and cc.events(g, "trade_rejected")


def test_cc_19_a_traded_streets_hotel_goes_back_to_the_bank_first() -> None:
    owned = {BROWN_A: 0, BROWN_B: 1, 5: 0, 7: 0, 8: 0}
    g = cc.game(owned=owned, hotels=[5])
    cc.pass_window(g)  # seat 1, asked first about the split set (CC-22), passes
    assert cc.has(g, "buy_hotel"), "seat 0 could build before rolling; it trades instead"
    cc.act(g, "propose_trade")
    cc.act(g, "trade_give", street=5)
    cc.act(g, "trade_get", street=BROWN_B)
    cc.act(g, "offer_trade")
    cc.act(g, "accept_trade")
    board = g.observe(0)["board"]
    assert board[5]["owner"] == 1 and not board[5]["hotel"] and board[3]["owner"] == 0
    assert cc.events(g, "sold_hotel")[-1] == {
        "type": "sold_hotel",
        "seat": 0,
        "street": 5,
        "price": 50,
    }


def offer_100_for_brown_b(g: mp.Game) -> None:
    """Seat 1 passes its window; seat 0 offers 100 for seat 1's brown street."""
    cc.pass_window(g)  # seat 1, asked first about the split set (CC-22), passes
    cc.act(g, "propose_trade")
    cc.act(g, "trade_with", to=1)
    cc.act(g, "trade_get", street=BROWN_B)
    cc.act(g, "trade_give_cash", amount=100)
    cc.act(g, "offer_trade")


def test_cc_19_everyone_but_the_payer_may_decode_trade_cash() -> None:
    p = cc.Pack()
    fake = p.note(100)
    g = cc.game(3, owned={BROWN_A: 0, BROWN_B: 1}, hands={0: [fake, p.note(100)]},
                fakes=[fake], chips={1: 2, 2: 2})  # fmt: skip
    offer_100_for_brown_b(g)
    cc.act(g, "accept_trade")
    cc.pay(g, 100)  # seat 0's two 100s look alike: one choice, still asked (CC-R15)
    assert g.to_act == 1, "the receiver of the cash may decode it (CC-11)"
    cc.act(g, "decode_note", value=100)
    # Caught: seat 1 keeps the fake and seat 0 pays 100 again with its other note, which
    # seat 1 (one chip left) and seat 2 may decode in turn.
    assert g.to_act == 1
    cc.act(g, "no_decode")
    assert g.to_act == 2
    cc.act(g, "no_decode")
    assert cc.owner(g, BROWN_B) == 0 and cc.cash(g) == [0, 1700, 1500]


def test_cc_19_trade_cash_called_off_cancels_the_trade() -> None:
    p = cc.Pack()
    fake = p.note(100)
    g = cc.game(3, owned={BROWN_A: 0, BROWN_B: 1}, hands={0: [fake, p.note(50)]},
                fakes=[fake], chips={2: 2})  # fmt: skip
    offer_100_for_brown_b(g)
    cc.act(g, "accept_trade")
    cc.pay(g, 100)
    cc.act(g, "decode_note", value=100)
    assert cc.events(g, "trade_off") and cc.owner(g, BROWN_B) == 1 and cc.cash(g)[0] == 50


def test_option_max_trade_offers_caps_proposals_per_turn() -> None:
    g = cc.game(owned={BROWN_A: 0, BROWN_B: 1}, max_trade_offers=1)
    cc.pass_window(g)
    cc.act(g, "propose_trade")
    cc.act(g, "cancel_trade")
    # CC-19: no offer left this turn; seat 0 may still sell (CC-17) or roll.
    assert g.to_act == 0 and cc.kinds(g) == {"roll", "sell_street"}
    cc.roll(g)
    assert cc.events(g, "move")[0]["seat"] == 0
    g = cc.game(owned={BROWN_A: 0, BROWN_B: 1})
    cc.pass_window(g)
    for _ in range(3):
        cc.act(g, "propose_trade")
        cc.act(g, "cancel_trade")
    assert not cc.matching(g, "propose_trade"), "the default allows three"
    assert g.to_act == 0 and cc.kinds(g) == {"roll", "sell_street"}
    g = cc.game(owned={BROWN_A: 0, BROWN_B: 1}, max_trade_offers=0)
    assert cc.kinds(g) == {"roll", "sell_street"}, "no proposals at all"


def test_cc_19_a_trade_may_be_proposed_to_any_player_on_any_terms() -> None:
    # No colour to complete, no debt, not in Jail: seat 0 may still propose, to anyone.
    g = cc.game(3, owned={1: 0, 5: 0, 7: 1}, dice=[(4, 5), (2, 3)])
    assert g.to_act == 0 and cc.kinds(g) == {"roll", "sell_street", "propose_trade"}
    cc.act(g, "propose_trade")
    assert {a.to for a in cc.matching(g, "trade_with")} == {1, 2}
    cc.act(g, "trade_with", to=2)
    cc.act(g, "trade_give", street=BROWN_A)  # a street for nothing: any terms
    cc.act(g, "offer_trade")
    assert g.to_act == 2
    cc.act(g, "accept_trade")
    assert cc.owner(g, BROWN_A) == 2
    assert g.to_act == 0 and cc.has(g, "propose_trade"), "two offers left this turn"
    cc.roll(g)  # to Jail, just visiting
    # Seat 1's turn: it may propose; seat 0, asked for rent, may not (nor sell).
    assert g.to_act == 1 and cc.has(g, "propose_trade")
    cc.roll(g)  # to Oriental Avenue, seat 0's
    assert g.to_act == 0 and cc.kinds(g) == {"ask_rent", "waive_rent"}
