"""CH-1 … CH-14, CH-18, CH-19 and every option, set up with `rig=`."""

from __future__ import annotations

import random

import pytest
from ch_helpers import (
    QUIET,
    act,
    card,
    cash,
    cheat_id,
    events,
    find,
    game,
    kinds,
    no_calls,
    pass_build,
    pay,
    pending,
    roll,
    street,
)

import monopolies as mp
from monopolies.games.cheaters import data

CHANCE, CHEST = data.CHANCE, data.CHEST


def test_ch_1_setup_cash_free_hotel_decks_and_five_cheats() -> None:
    g = game(3)
    view = g.observe(0)
    assert [p["cash"] for p in view["players"]] == [1500] * 3
    pentonville = view["board"][street("Pentonville Road")]
    assert pentonville["hotel"] and pentonville["owner"] is None
    assert view["hotels_left"] == 15
    assert len(view["cheats_face_up"]) == 5 and view["cheat_deck"] == 10
    assert view["chance_deck"] == 16 and view["community_chest_deck"] == 16


def test_ch_1_the_highest_roller_starts() -> None:
    g = game(3, first=None, dice=[(1, 1), (6, 6), (2, 3)])
    assert g.observe(0)["active"] == 1
    assert events(g, "start_roll")[0]["rolls"] == {"0": 2, "1": 12, "2": 5}


def test_ch_1_prices_and_rents_follow_the_spec() -> None:
    spaces = data.SPACES
    assert spaces[street("Whitehall")].price == 20
    assert spaces[street("Leicester Square")].price == 130
    assert spaces[street("Bond Street")].price == 0
    assert spaces[street("Whitehall")].rent == 70, "half the classic price 140"
    assert spaces[street("Mayfair")].hotel_rent == 1000 and spaces[35].hotel_cost == 400
    assert data.verified is False and "our design" in data.origin


def test_ch_1_the_free_hotel_goes_to_whoever_buys_pentonville_road() -> None:
    g = game(dice=[(4, 4)])
    roll(g)
    act(g, "buy", street=8)
    view = g.observe(1)
    assert view["board"][8]["owner"] == 0 and view["board"][8]["hotel"]
    assert cash(g)[0] == 1500 - 120


def test_ch_2_a_double_rolls_again_and_the_third_goes_to_jail() -> None:
    twenty = card(CHEST, "collect", 20)
    g = game(owned={8: 0}, dice=[(1, 1), (3, 3), (2, 2)], community_chest=[twenty])
    roll(g)
    roll(g)
    assert g.observe(0)["players"][0]["position"] == 8
    roll(g)
    assert events(g, "third_double") and g.observe(0)["players"][0]["in_jail"]
    assert g.observe(0)["players"][0]["position"] == 9 and pending(g) == "call"


def test_ch_3_go_pays_200() -> None:
    g = game(positions={0: 30}, dice=[(2, 4)])
    roll(g)
    assert events(g, "go") and cash(g)[0] == 1700
    twenty = card(CHEST, "collect", 20)
    g = game(positions={0: 33}, dice=[(2, 3)], community_chest=[twenty])
    roll(g)
    assert g.observe(0)["players"][0]["position"] == 2 and events(g, "go")


def test_ch_4_decline_auctions_anyone_may_bid_unsold_stays_with_the_bank() -> None:
    g = game(3, dice=[(2, 3)], jailed=[2])
    roll(g)
    act(g, "decline", street=5)
    assert events(g, "auction")[-1]["bidders"] == [1, 2, 0]
    while pending(g) == "auction":
        act(g, "pass")
    assert events(g, "auction_unsold") and g.observe(0)["board"][5]["owner"] is None


def test_ch_4_a_bid_raises_by_any_ten_up_to_the_bidders_cash() -> None:
    """ "Bids start at M10, and anyone can increase the bid by as little as M10": a raise of
    any whole ten, never above the bidder's cash (here M475: bids up to M470)."""
    g = game(dice=[(2, 3)], cash={1: 475})
    roll(g)
    act(g, "decline", street=5)
    assert [a.amount for a in g.legal_actions() if a.kind == "bid"] == list(range(10, 471, 10))
    act(g, "bid", amount=230)
    act(g, "bid", amount=240)  # seat 0 raises by the least
    assert [e["amount"] for e in events(g, "bid")] == [230, 240]


def test_ch_4_bond_street_is_free() -> None:
    g = game(positions={0: 27}, dice=[(1, 3)])
    roll(g)
    act(g, "buy", street=street("Bond Street"), price=0)
    assert cash(g)[0] == 1500


def test_ch_5_rent_is_asked_base_set_and_hotel() -> None:
    g = game(owned={5: 1}, dice=[(2, 3)])
    roll(g)
    assert kinds(g) >= {"ask_rent", "waive_rent"}
    act(g, "ask_rent", amount=50)
    pay(g)
    assert cash(g) == [1450, 1550]
    g = game(owned={5: 1, 7: 1, 8: 1}, dice=[(2, 3)])
    pass_build(g)
    roll(g)
    act(g, "ask_rent", amount=100)
    pay(g)
    g = game(owned={5: 1}, hotels=[5], dice=[(2, 3)])
    roll(g)
    act(g, "waive_rent", street=5)
    assert cash(g) == [1500, 1500] and events(g, "rent_waived")


def test_ch_6_a_card_to_do_now_and_a_card_to_keep() -> None:
    g = game(dice=[(3, 3)], community_chest=[card(CHEST, "collect", 200)])
    roll(g)
    assert cash(g)[0] == 1700
    keep = card(CHANCE, "no_rent")
    g = game(dice=[(2, 4)], chance=[keep])
    roll(g)
    assert [c["card"] for c in g.observe(0)["my_cards"]] == [keep]
    assert g.observe(1)["players"][0]["held_cards"] == [{"deck": CHANCE}], "face down"
    assert g.observe(0)["players"][0]["held_cards"] == [{"deck": CHANCE}], "the same for all"
    assert events(g, "card")[-1] == {"type": "card", "seat": 0, "deck": CHANCE, "kept": True}


def test_ch_6_a_second_card_of_a_deck_means_using_or_discarding_one() -> None:
    held, new = card(CHANCE, "get_out_of_jail"), card(CHANCE, "no_rent")
    g = game(dice=[(2, 4)], chance=[new], held={0: [held]})
    roll(g)
    assert pending(g) == "card_limit"
    assert {a.card for a in g.legal_actions() if a.kind == "discard_card"} == {held, new}
    act(g, "discard_card", card=held)
    assert [c["card"] for c in g.observe(0)["my_cards"]] == [new]
    assert g.observe(0)["chance_deck"] == 15


def test_ch_7_a_station_moves_on_and_ends_the_turn_even_after_a_double() -> None:
    g = game(dice=[(2, 2), (1, 1)])
    roll(g)
    assert g.observe(0)["players"][0]["position"] == 13
    assert pending(g) == "call", "the double's extra turn is lost"
    g = game(positions={0: 28}, dice=[(2, 2)])
    roll(g)
    assert g.observe(0)["players"][0]["position"] == 4 and events(g, "go")


def test_ch_8_free_parking_draws_from_the_chosen_deck() -> None:
    pay = card(CHEST, "collect", 50)
    g = game(positions={0: 12}, dice=[(3, 3)], community_chest=[pay])
    roll(g)
    assert pending(g) == "free_parking"
    act(g, "choose_deck", deck=CHEST)
    assert events(g, "card")[-1]["card"] == pay


def test_ch_9_a_new_prisoner_frees_the_old_one() -> None:
    g = game(jailed=[1], positions={0: 24}, dice=[(1, 2)])
    roll(g)
    view = g.observe(0)["players"]
    assert view[0]["in_jail"] and not view[1]["in_jail"] and view[1]["position"] == 9
    assert events(g, "handcuffs_passed")


def test_ch_9_in_jail_rent_is_collected_but_no_card_but_get_out_of_jail_is_played() -> None:
    g = game(jailed=[1], owned={5: 1}, dice=[(2, 3)])
    roll(g)
    act(g, "ask_rent", amount=50)
    pay(g)
    assert cash(g) == [1450, 1550]
    to_jail = card(CHANCE, "send_to_jail")
    g = game(jailed=[0], held={0: [to_jail]})
    assert find(g, "use_card") is None
    goojf = card(CHANCE, "get_out_of_jail")
    g = game(jailed=[0], held={0: [goojf]})
    act(g, "use_card", card=goojf)
    assert not g.observe(0)["players"][0]["in_jail"]


def test_ch_10_leaving_jail_by_fee_by_double_and_after_three_misses() -> None:
    g = game(jailed=[0], dice=[QUIET])
    act(g, "pay_jail_fee")
    assert cash(g)[0] == 1450 and not g.observe(0)["players"][0]["in_jail"]
    g = game(jailed=[0], dice=[(3, 3)], community_chest=[card(CHEST, "collect", 20)])
    act(g, "roll_for_doubles")
    assert events(g, "leave_jail")[-1]["how"] == "double"
    assert g.observe(0)["players"][0]["position"] == 15 and pending(g) == "call", "no extra roll"
    g = game(jailed=[0], cash={0: 40}, dice=[(1, 2)])
    roll_for = find(g, "roll_for_doubles")
    assert find(g, "pay_jail_fee") is None and roll_for is not None


def test_ch_10_the_escape_artist_leaves_without_paying() -> None:
    row = ["escape", "bank_heist", "pickpocket", "slippery_deed", "hotel_sneak"]
    g = game(jailed=[0], cheats=row)
    act(g, "cheat", card=cheat_id("escape"))
    assert not g.observe(1)["players"][0]["in_jail"] and cash(g)[0] == 1500
    assert not events(g, "leave_jail")


def test_ch_11_hotels_are_bought_on_sets_never_sold_and_stay_with_the_street() -> None:
    g = game(owned={1: 0, 3: 0})
    act(g, "buy_hotel", street=1)
    assert g.observe(0)["board"][1]["hotel"] and cash(g)[0] == 1400
    assert "sell_hotel" not in kinds(g) and "sell_street" not in kinds(g)
    chest = card(CHEST, "sell_to_bank")
    g = game(owned={1: 0, 3: 0}, hotels=[1], held={0: [chest]})
    act(g, "use_card", card=chest, target=1)
    view = g.observe(0)
    assert view["board"][1]["owner"] is None and view["board"][1]["hotel"]
    assert cash(g)[0] == 1560


def test_ch_12_trade_offers_are_capped_per_turn() -> None:
    g = game(owned={1: 0})
    for _ in range(3):
        act(g, "propose_trade")
        act(g, "cancel_trade")
    assert "propose_trade" not in kinds(g)
    g = game(options={"max_trade_offers": 0})
    assert "propose_trade" not in kinds(g)


def test_ch_12_get_out_of_jail_free_cards_trade() -> None:
    goojf = card(CHEST, "get_out_of_jail")
    g = game(held={0: [goojf]})
    act(g, "propose_trade")
    act(g, "trade_give_card", card=goojf)
    act(g, "trade_get_cash", amount=50)
    act(g, "offer_trade")
    act(g, "accept_trade")
    assert cash(g) == [1550, 1450]


def test_ch_13_raising_cash_sells_a_hotel_street_for_the_hotel_rent() -> None:
    g = game(cash={0: 100}, owned={1: 0, 5: 1}, hotels=[1, 5], dice=[(2, 3)])
    roll(g)
    act(g, "ask_rent", amount=250)
    pay(g)
    assert pending(g) == "debt" and "sell_street" in kinds(g)
    act(g, "sell_street", street=1, price=150)
    view = g.observe(0)
    assert view["board"][1]["hotel"] and view["board"][1]["owner"] is None


def test_ch_14_bankrupt_to_a_player_gives_streets_and_cards() -> None:
    goojf = card(CHEST, "get_out_of_jail")
    rig = {"owned": {5: 1, 1: 0}, "hotels": [5], "held": {0: [goojf]}, "dice": [(2, 3)]}
    g = game(3, cash={0: 10}, **rig)
    roll(g)
    act(g, "ask_rent", amount=250)
    pay(g)
    # 60 from the bank could not cover 250: no sale to the bank, a trade or giving up.
    assert pending(g) == "debt" and kinds(g) == {"propose_trade", "declare_bankruptcy"}
    act(g, "declare_bankruptcy")
    view = g.observe(1)
    assert not view["players"][0]["alive"]
    assert len(view["players"][1]["held_cards"]) == 1 and view["players"][1]["streets"] == [1, 5]


def test_ch_14_a_debtor_the_bank_cannot_save_may_sell_to_a_player() -> None:
    """Old Kent Road completes seat 2's brown set: seat 2 pays M500 for what the bank
    would buy for M60, and the rent of 250 is paid (the rulebook: "or to another player
    for an agreed-upon price")."""
    rig = {"owned": {5: 1, 1: 0, 3: 2}, "hotels": [5], "dice": [(2, 3)]}
    g = game(3, cash={0: 10}, **rig)
    pass_build(g)
    roll(g)
    act(g, "ask_rent", amount=250)
    pay(g)
    act(g, "propose_trade")
    act(g, "trade_with", to=2)
    act(g, "trade_give", street=1)
    act(g, "trade_get_cash", amount=500)
    act(g, "offer_trade")
    assert g.to_act == 2
    act(g, "accept_trade")
    view = g.observe(0)
    assert view["players"][0]["alive"] and view["board"][1]["owner"] == 2
    assert cash(g) == [10 + 500 - 250, 1500 + 250, 1500 - 500]


def test_ch_14_a_debtor_whose_offers_are_refused_goes_bankrupt() -> None:
    """What a debtor may offer is bounded (`max_trade_offers` a turn), so every game ends."""
    rig = {"owned": {5: 1, 1: 0, 3: 2}, "hotels": [5], "dice": [(2, 3)]}
    g = game(3, cash={0: 10}, options={"max_trade_offers": 1}, **rig)
    pass_build(g)
    roll(g)
    act(g, "ask_rent", amount=250)
    pay(g)
    act(g, "propose_trade")
    act(g, "trade_with", to=2)
    act(g, "trade_give", street=1)
    act(g, "trade_get_cash", amount=500)
    act(g, "offer_trade")
    act(g, "reject_trade")
    view = g.observe(2)
    assert not view["players"][0]["alive"], "no offers left: bankrupt"
    assert view["players"][1]["streets"] == [1, 5], "the creditor takes the streets"


def test_ch_14_a_debtor_who_can_cover_it_sells_first() -> None:
    g = game(3, cash={0: 10}, owned={5: 1, 39 - 4: 0}, dice=[(2, 3)])
    roll(g)
    act(g, "ask_rent", amount=50)
    pay(g)
    assert pending(g) == "debt" and "sell_street" in kinds(g)


def test_ch_14_bankrupt_to_the_bank_auctions_the_streets() -> None:
    g = game(3, cash={0: 10}, owned={1: 0}, dice=[(1, 1)], community_chest=[card(CHEST, "pay")])
    roll(g)
    act(g, "declare_bankruptcy")  # 10 + 60 from the bank could not cover the 100
    view = g.observe(1)
    assert not view["players"][0]["alive"] and events(g, "auction")[-1]["lot"] == 1
    assert g.to_act == 1 and kinds(g) >= {"bid", "pass"}


def test_ch_18_the_end_waits_for_everyone_to_reach_go() -> None:
    owned = {s: 1 for s in data.LAYOUT.streets}
    g = game(owned=owned, positions={0: 30, 1: 0}, dice=[(4, 4), (1, 1)])
    assert events(g, "end_game_begins") and g.observe(0)["players"][1]["home"]
    pass_build(g)
    roll(g)
    view = g.observe(0)
    assert view["players"][0]["position"] == 0 and view["players"][0]["home"]
    no_calls(g)  # the last window for calling "Cheat!" (CH-16)
    assert g.over and g.result()["reason"] == "everyone back on GO"
    rents = events(g, "final_rent")
    assert rents and rents[0]["seat"] == 1


def test_ch_16_a_cheat_on_the_last_turn_can_still_be_called_before_the_count() -> None:
    """A Bank Heist on the turn that brings the last player home would turn a tie into a
    win: one last window opens before the final rents, and a guilty call there settles it
    like any other (the cheater was last to act, so it is asked last)."""
    owned = {s: 1 for s in data.LAYOUT.streets}
    fill = ["bank_heist", "pickpocket", "hotel_sneak", "trick_dice", "escape"]
    g = game(cheats=fill, owned=owned, positions={0: 30, 1: 0}, dice=[(4, 4)])
    pass_build(g)
    act(g, "cheat", card=cheat_id("bank_heist"))
    roll(g)
    assert g.observe(0)["players"][0]["home"] and not g.over
    assert pending(g) == "call" and g.to_act == 1
    act(g, "call_cheat", accused=0, card=cheat_id("bank_heist"))
    assert events(g, "cheat_called")[-1]["guilty"] is True
    no_calls(g)
    assert g.over and not events(g, "cheat_revealed")
    # 1500 + 200 at GO; the heist's 100 handed back and its fine of 200 paid.
    assert g.result()["scores"][0] == 1500 + 200 - 200


def test_ch_18_round_limit_option_default_and_switched() -> None:
    assert mp.VARIANTS["cheaters"].options_spec["max_rounds"].default == 200
    g = game(options={"max_rounds": 1}, dice=[QUIET, QUIET])
    rng = random.Random(1)
    while not g.over:
        g.act(rng.choice([a for a in g.legal_actions() if a.kind != "propose_trade"]))
    assert g.result()["reason"] == "round limit"


def test_ch_16_a_call_window_shows_the_round_of_the_turn_that_ended() -> None:
    """The window after the last turn of a round belongs to that round: the table showed
    the next round's number there, and a game ended by the limit showed one past it."""
    for seed in range(6):
        g = mp.new_game("cheaters", players=3, seed=seed, options={"max_rounds": 2})
        rng = random.Random(seed)
        windows = 0
        while not g.over:
            turns = [e for e in g.public_events() if e["type"] == "turn"]
            assert g.observe(None)["round"] == turns[-1]["round"] <= 2
            windows += pending(g) == "call"
            g.act(rng.choice([a for a in g.legal_actions() if a.kind != "propose_trade"]))
        assert windows and g.observe(None)["round"] == 2


def test_ch_19_ultimate_mode_offers_every_cheat() -> None:
    g = game(options={"ultimate": True})
    offered = {a.card for a in g.legal_actions() if a.kind == "cheat"}
    assert cheat_id("bank_heist") in offered and cheat_id("slippery_deed") in offered
    g = game(cheats=["pickpocket", "slippery_deed", "hotel_sneak", "escape", "trick_dice"])
    offered = {a.card for a in g.legal_actions() if a.kind == "cheat"}
    assert cheat_id("bank_heist") not in offered


def test_names_option_uk_by_default_us_by_choice() -> None:
    assert game().observe(0)["board"][39 - 4]["name"] == "Mayfair"
    assert game(options={"names": "us"}).observe(0)["board"][35]["name"] == "Boardwalk"
    assert game(options={"names": "us"}).observe(0)["board"][4]["name"] == "Reading Railroad"


@pytest.mark.parametrize("bad", [{"jailed": [0, 1]}, {"held": {0: [1]}}, {"owned": {4: 0}}])
def test_bad_rigs_are_refused(bad: dict[str, object]) -> None:
    with pytest.raises(mp.BadOptions, match="bad rig"):
        game(**bad)  # type: ignore[arg-type]
