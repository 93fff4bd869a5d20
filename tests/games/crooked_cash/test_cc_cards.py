"""CC-13 (taking and holding Chance cards), CC-14 (decoding a Chance card), CC-15
(Community Chest), and what each card does."""

from __future__ import annotations

import cc_helpers as cc

from monopolies.games.crooked_cash import data


def test_cc_13_take_one_of_three_face_up_cards_and_the_slot_is_refilled() -> None:
    deck = [
        cc.chance("collect"),
        cc.chance("send_to_jail"),
        cc.chance("chips_green"),
        cc.chance("advance_to_go"),
    ]
    g = cc.game(chance_deck=deck, dice=[(2, 4)])
    cc.roll(g)
    assert {a.slot for a in cc.matching(g, "take_chance")} == {0, 1, 2}
    assert not cc.has(g, "keep_chance")
    cc.act(g, "take_chance", slot=1)
    view = g.observe(1)
    assert [c["card"] for c in view["chance_face_up"]] == [deck[0], deck[3], deck[2]]
    held = view["players"][0]["held_cards"]
    assert held == [
        {
            "card": deck[1],
            "deck": "chance",
            "action": "send_to_jail",
            "text": "Send any player to Jail",
        }
    ], "the action of a held card is public, whether it is real is not"


def test_cc_13_one_card_at_a_time_landing_again_may_swap_it() -> None:
    held = cc.chance("collect")
    deck = [cc.chance("send_to_jail"), cc.chance("chips_green"), cc.chance("advance_to_go")]
    g = cc.game(held={0: [held]}, chance_deck=deck, dice=[(2, 4)])
    cc.act(g, "roll")
    assert cc.kinds(g) == {"take_chance", "keep_chance"}
    cc.act(g, "take_chance", slot=0)
    assert [c["card"] for c in cc.player(g, 0)["held_cards"]] == [deck[0]]
    assert cc.events(g, "take_chance")[-1]["returned"] == held
    assert g.observe(0)["chance_deck"] == 20, "the refill came off, the swapped card went under"
    assert g.state.chance_deck[0] == held


def test_cc_13_a_card_is_played_when_its_holder_chooses() -> None:
    card = cc.chance("collect")
    g = cc.game(held={0: [card]}, dice=[(1, 2)])
    assert cc.kinds(g) == {"roll", "use_card", "propose_trade"}
    cc.act(g, "use_card", card=card)
    assert cc.cash(g)[0] == 1650 and cc.player(g, 0)["held_cards"] == []
    assert g.state.chance_deck[0] == card, "a used card goes under the deck"


def test_cc_14_a_decoded_fake_does_nothing_and_pays_the_decoder_100() -> None:
    card = cc.chance("collect")
    g = cc.game(held={0: [card]}, fakes=[card], chips={1: 2}, dice=[(1, 2)])
    cc.act(g, "use_card", card=card)
    assert g.to_act == 1 and cc.kinds(g) == {"decode_card", "no_decode"}
    cc.act(g, "decode_card")
    assert cc.events(g, "decode_card")[-1] == {
        "type": "decode_card",
        "seat": 1,
        "holder": 0,
        "card": card,
        "fake": True,
    }
    assert cc.cash(g) == [1500, 1600] and cc.player(g, 1)["chips"] == 1
    assert g.observe(0)["players"][0]["caught"] == 1


def test_cc_14_a_decoded_real_card_acts_and_an_undecoded_fake_acts_too() -> None:
    card = cc.chance("collect")
    g = cc.game(held={0: [card]}, chips={1: 2}, dice=[(1, 2)])
    cc.act(g, "use_card", card=card)
    cc.act(g, "decode_card")
    assert cc.events(g, "decode_card")[-1]["fake"] is False and cc.cash(g) == [1650, 1500]
    g = cc.game(held={0: [card]}, fakes=[card], chips={1: 2}, dice=[(1, 2)])
    cc.act(g, "use_card", card=card)
    cc.act(g, "no_decode")
    assert cc.cash(g) == [1650, 1500]


def test_cc_14_decoding_a_card_needs_a_green_chip_and_freedom() -> None:
    card = cc.chance("collect")
    g = cc.game(3, held={0: [card]}, chips={1: 0, 2: 2}, jailed=[2], dice=[(1, 2)])
    cc.act(g, "use_card", card=card)
    assert not cc.events(g, "decode_card") and cc.cash(g)[0] == 1650


def test_cc_15_community_chest_takes_the_top_card_and_it_goes_under_the_deck() -> None:
    top = cc.chest("collect", 100)
    g = cc.game(chest_deck=[top], dice=[(1, 1), (1, 2)], chips={0: 2})
    cc.roll(g)
    assert cc.events(g, "chest")[0]["card"] == top and cc.cash(g)[0] == 1600
    assert g.state.chest_deck[0] == top


def test_cc_15_keep_cards_are_kept_and_get_out_of_jail_free_is_used_later() -> None:
    goojf = cc.chest("get_out_of_jail")
    g = cc.game(chest_deck=[goojf], dice=[(1, 1), (2, 2)], positions={0: 0})
    cc.roll(g)
    assert [c["card"] for c in cc.player(g, 0)["held_cards"]] == [goojf]
    g = cc.game(held={0: [goojf]}, jailed=[0], dice=[(1, 2)])
    assert cc.has(g, "use_card", card=goojf)
    cc.act(g, "use_card", card=goojf)
    assert not cc.player(g, 0)["in_jail"] and cc.events(g, "leave_jail")[-1]["how"] == "card"


def test_cc_15_a_kept_card_lies_face_down_but_get_out_of_jail_free() -> None:
    """Rulings CC-R14 (as Cheaters' CH-R16): "If the card says to do something
    immediately, read the card out loud ... Otherwise, you may hold onto the card": a kept
    free hotel is not read aloud; Get Out of Jail Free is traded, so everyone sees it."""
    hotel, goojf = cc.chest("free_hotel"), cc.chest("get_out_of_jail")
    g = cc.game(chest_deck=[hotel, goojf], dice=[(1, 1), (6, 6)], positions={0: 0})
    cc.roll(g)  # the Community Chest on space 2: the free hotel, kept face down
    assert cc.events(g, "chest")[-1] == {"type": "chest", "seat": 0, "kept": True}
    assert cc.player(g, 0, viewer=1)["held_cards"] == [{"deck": data.CHEST}]
    assert [c["card"] for c in g.observe(0)["my_cards"]] == [hotel]
    g = cc.game(chest_deck=[goojf], dice=[(1, 1), (6, 6)], positions={0: 0})
    cc.roll(g)
    assert cc.events(g, "chest")[-1] == {"type": "chest", "seat": 0, "kept": True, "card": goojf}
    assert [c["card"] for c in cc.player(g, 0, viewer=1)["held_cards"]] == [goojf]


def test_cc_15_pay_or_go_to_jail_is_the_players_choice() -> None:
    card = cc.chest("pay_or_jail", 50)
    p = cc.Pack()
    g = cc.game(chest_deck=[card], hands={0: p.hand(50, 10)}, dice=[(1, 1)])
    cc.roll(g)
    assert cc.kinds(g) == {"choose"}
    cc.act(g, "choose", option="pay")
    cc.pay(g, 50)
    assert cc.cash(g)[0] == 10
    g = cc.game(chest_deck=[card], dice=[(1, 1)])
    cc.roll(g)
    cc.act(g, "choose", option="jail")
    assert cc.player(g, 0)["in_jail"]


def test_cc_15_pay_25_to_every_other_player_is_paid_in_whole_notes() -> None:
    card = cc.chest("pay_each")
    p = cc.Pack()
    g = cc.game(3, chest_deck=[card], hands={0: p.hand(10, 10, 10, 10, 10, 10)}, dice=[(1, 1)])
    cc.roll(g)
    cc.pay_alike(g)
    assert cc.cash(g) == [0, 1530, 1530]


def test_chance_cards_that_act_on_others() -> None:
    jail = cc.chance("send_to_jail")
    g = cc.game(3, held={0: [jail]}, dice=[(1, 2)])
    cc.act(g, "use_card", card=jail, target=2)
    assert cc.player(g, 2)["in_jail"] and cc.player(g, 2)["position"] == 9
    each = cc.chance("collect_from_each")
    p = cc.Pack()
    g = cc.game(3, held={0: [each]}, hands={1: p.hand(50), 2: p.hand(50)}, dice=[(1, 2)])
    cc.act(g, "use_card", card=each)
    assert cc.cash(g) == [1600, 0, 0]


def test_chance_free_hotel_and_moving_a_hotel_work_outside_a_set() -> None:
    free = cc.chance("free_hotel")
    g = cc.game(held={0: [free]}, owned={1: 0}, dice=[(1, 2)])
    cc.act(g, "use_card", card=free, target=1)
    assert g.observe(0)["board"][1]["hotel"], "CC-16: a card may put a hotel outside a set"
    move = cc.chance("move_hotel")
    g = cc.game(held={0: [move]}, owned={1: 0, 3: 0, 10: 1}, hotels=[10], dice=[(1, 2)])
    cc.act(g, "use_card", card=move, target=10)
    cc.act(g, "choose", option=3)
    board = g.observe(0)["board"]
    assert board[3]["hotel"] and not board[10]["hotel"] and board[3]["owner"] == 0


def test_chance_moves_are_instead_of_rolling() -> None:
    go = cc.chance("advance_to_go")
    g = cc.game(held={0: [go]}, positions={0: 30}, chips={0: 0}, dice=[(1, 2)])
    cc.act(g, "use_card", card=go)
    me = cc.player(g, 0)
    assert me["position"] == 0 and cc.cash(g)[0] == 1700 and me["chips"] == 2
    assert g.to_act == 1, "seat 0 does not roll after moving by card"
    cc.roll(g)
    assert cc.events(g, "move")[1]["seat"] == 1
    anywhere = cc.chance("advance_to_unowned")
    g = cc.game(held={0: [anywhere]}, dice=[(1, 2)])
    cc.act(g, "use_card", card=anywhere, target=35)
    assert cc.kinds(g) == {"buy", "decline"} and cc.player(g, 0)["position"] == 35


def test_chance_answers_half_price_rent_holiday_double_rent() -> None:
    half = cc.chance("half_price")
    p = cc.Pack()
    g = cc.game(held={0: [half]}, hands={0: p.hand(50, 50)}, dice=[(2, 3)])
    assert not cc.has(g, "use_card"), "half price answers a purchase"
    cc.roll(g)
    cc.act(g, "use_card", card=half)  # then 50 in 50s: asked, with one choice (CC-R15)
    cc.pay(g, 50)
    assert cc.owner(g, 5) == 0 and cc.cash(g)[0] == 50
    holiday = cc.chance("rent_holiday")
    g = cc.game(held={0: [holiday]}, owned={5: 1}, dice=[(2, 3)])
    cc.roll(g)
    cc.act(g, "ask_rent", amount=50)
    assert cc.kinds(g) == {"pay_rent", "use_card"}
    cc.act(g, "use_card", card=holiday)
    assert cc.events(g, "rent_excused") and cc.cash(g) == [1500, 1500]
    double = cc.chance("double_rent")
    p = cc.Pack()
    g = cc.game(held={1: [double]}, owned={5: 1}, hands={0: p.hand(100)}, dice=[(2, 3)])
    cc.pass_window(g)
    cc.roll(g)
    cc.act(g, "use_card", card=double)
    assert cc.events(g, "rent_asked")[-1]["amount"] == 100 and cc.cash(g)[0] == 0


def test_chance_chips_green() -> None:
    green = cc.chance("chips_green")
    g = cc.game(held={0: [green]}, chips={0: 0}, dice=[(1, 2)])
    cc.act(g, "use_card", card=green)
    assert cc.player(g, 0)["chips"] == 2


def test_a_held_card_may_not_be_played_where_it_cannot_act() -> None:
    goojf = cc.chance("get_out_of_jail")
    g = cc.game(held={0: [goojf]}, dice=[(1, 2)], seed=2)
    assert cc.kinds(g) == {"roll", "propose_trade"}, "the card cannot be played out of Jail"
    cc.roll(g)
    assert cc.events(g, "move")[0]["seat"] == 0
    assert [c["card"] for c in cc.player(g, 0)["held_cards"]] == [goojf]
