"""CC-19: trades of streets, cash and Get Out of Jail Free, proposed on one's own turn
in small steps; hotels never change hands; others may decode the cash; offers capped."""

from __future__ import annotations

from cc_helpers import (
    Pack,
    act,
    cash,
    chance,
    chest,
    events,
    game,
    has,
    kinds,
    matching,
    owner,
    pass_window,
    pay,
    player,
    roll,
)

BROWN_A, BROWN_B = 1, 3


def test_cc_19_a_trade_is_proposed_composed_offered_and_accepted() -> None:
    goojf = chest("get_out_of_jail")
    p = Pack()
    g = game(
        owned={BROWN_A: 0, BROWN_B: 1, 5: 0},
        held={1: [goojf, chance("collect")]},
        hands={0: p.hand(100, 50)},
    )
    pass_window(g)  # seat 1, asked first about the split set (CC-22), passes
    assert kinds(g) == {"roll", "sell_street", "propose_trade"}
    act(g, "propose_trade")  # seat 1 is the only partner: chosen without asking
    assert not has(g, "trade_get_card", card=chance("collect")), "Chance cards never trade"
    act(g, "trade_get", street=BROWN_B)
    act(g, "trade_get_card", card=goojf)
    act(g, "trade_give_cash", amount=100)
    assert kinds(g) == {"offer_trade", "cancel_trade"}
    act(g, "offer_trade")
    assert g.to_act == 1 and kinds(g) == {"accept_trade", "reject_trade"}
    act(g, "accept_trade")
    pay(g, 100)
    assert owner(g, BROWN_B) == 0 and cash(g)[:1] == [50]
    assert [c["card"] for c in player(g, 0)["held_cards"]] == [goojf]
    assert events(g, "trade_done")[-1]["complete"]


def test_cc_19_a_rejected_trade_changes_nothing() -> None:
    g = game(owned={BROWN_A: 0, BROWN_B: 1})
    pass_window(g)  # seat 1, asked first about the split set (CC-22), passes
    act(g, "propose_trade")
    act(g, "trade_get", street=BROWN_B)
    act(g, "offer_trade")
    act(g, "reject_trade")
    assert owner(g, BROWN_B) == 1 and events(g, "trade_rejected")


def test_cc_19_a_traded_streets_hotel_goes_back_to_the_bank_first() -> None:
    owned = {BROWN_A: 0, BROWN_B: 1, 5: 0, 7: 0, 8: 0}
    g = game(owned=owned, hotels=[5])
    pass_window(g)  # seat 1, asked first about the split set (CC-22), passes
    assert has(g, "buy_hotel"), "seat 0 could build before rolling; it trades instead"
    act(g, "propose_trade")
    act(g, "trade_give", street=5)
    act(g, "trade_get", street=BROWN_B)
    act(g, "offer_trade")
    act(g, "accept_trade")
    board = g.observe(0)["board"]
    assert board[5]["owner"] == 1 and not board[5]["hotel"] and board[3]["owner"] == 0
    assert events(g, "sold_hotel")[-1] == {
        "type": "sold_hotel",
        "seat": 0,
        "street": 5,
        "price": 50,
    }


def test_cc_19_players_outside_the_trade_may_decode_its_cash() -> None:
    p = Pack()
    fake = p.note(100)
    g = game(3, owned={BROWN_A: 0, BROWN_B: 1}, hands={0: [fake, p.note(100)]},
             fakes=[fake], chips={1: 2, 2: 2})  # fmt: skip
    pass_window(g)  # seat 1, asked first about the split set (CC-22), passes
    act(g, "propose_trade")
    act(g, "trade_with", to=1)
    act(g, "trade_get", street=BROWN_B)
    act(g, "trade_give_cash", amount=100)
    act(g, "offer_trade")
    act(g, "accept_trade")  # seat 0's two 100s look alike: one choice, laid down at once
    assert g.to_act == 2, "seat 1 receives the cash and may not decode it"
    act(g, "decode_note", value=100)
    # Caught: seat 0 pays 100 again with its other note, which seat 2 may decode too.
    act(g, "no_decode")
    assert owner(g, BROWN_B) == 0 and cash(g) == [0, 1600, 1600]


def test_cc_19_trade_cash_called_off_cancels_the_trade() -> None:
    p = Pack()
    fake = p.note(100)
    g = game(3, owned={BROWN_A: 0, BROWN_B: 1}, hands={0: [fake, p.note(50)]},
             fakes=[fake], chips={2: 2})  # fmt: skip
    pass_window(g)  # seat 1, asked first about the split set (CC-22), passes
    act(g, "propose_trade")
    act(g, "trade_with", to=1)
    act(g, "trade_get", street=BROWN_B)
    act(g, "trade_give_cash", amount=100)
    act(g, "offer_trade")
    act(g, "accept_trade")
    pay(g, 100)
    act(g, "decode_note", value=100)
    assert events(g, "trade_off") and owner(g, BROWN_B) == 1 and cash(g)[0] == 50


def test_option_max_trade_offers_caps_proposals_per_turn() -> None:
    g = game(owned={BROWN_A: 0, BROWN_B: 1}, max_trade_offers=1)
    pass_window(g)
    act(g, "propose_trade")
    act(g, "cancel_trade")
    # CC-19: no offer left this turn; seat 0 may still sell (CC-17) or roll.
    assert g.to_act == 0 and kinds(g) == {"roll", "sell_street"}
    roll(g)
    assert events(g, "move")[0]["seat"] == 0
    g = game(owned={BROWN_A: 0, BROWN_B: 1})
    pass_window(g)
    for _ in range(3):
        act(g, "propose_trade")
        act(g, "cancel_trade")
    assert not matching(g, "propose_trade"), "the default allows three"
    assert g.to_act == 0 and kinds(g) == {"roll", "sell_street"}
    g = game(owned={BROWN_A: 0, BROWN_B: 1}, max_trade_offers=0)
    assert kinds(g) == {"roll", "sell_street"}, "no proposals at all"


def test_cc_19_a_trade_may_be_proposed_to_any_player_on_any_terms() -> None:
    # No colour to complete, no debt, not in Jail: seat 0 may still propose, to anyone.
    g = game(3, owned={1: 0, 5: 0, 7: 1}, dice=[(4, 5), (2, 3)])
    assert g.to_act == 0 and kinds(g) == {"roll", "sell_street", "propose_trade"}
    act(g, "propose_trade")
    assert {a.to for a in matching(g, "trade_with")} == {1, 2}
    act(g, "trade_with", to=2)
    act(g, "trade_give", street=BROWN_A)  # a street for nothing: any terms
    act(g, "offer_trade")
    assert g.to_act == 2
    act(g, "accept_trade")
    assert owner(g, BROWN_A) == 2
    assert g.to_act == 0 and has(g, "propose_trade"), "two offers left this turn"
    roll(g)  # to Jail, just visiting
    # Seat 1's turn: it may propose; seat 0, asked for rent, may not (nor sell).
    assert g.to_act == 1 and has(g, "propose_trade")
    roll(g)  # to Oriental Avenue, seat 0's
    assert g.to_act == 0 and kinds(g) == {"ask_rent", "waive_rent"}
