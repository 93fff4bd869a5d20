"""CC-18: Jail. A prisoner still collects rent, bids, builds and trades but cannot decode;
it leaves by the fee (decodable), a card, or a double within three tries."""

from __future__ import annotations

from typing import Any

from cc_helpers import Pack, act, cash, chance, events, game, kinds, pay, play_until, player, roll

import monopolies as mp


def test_cc_18_the_fee_is_a_payment_others_may_decode_then_the_prisoner_rolls() -> None:
    p = Pack()
    fake = p.note(50)
    g = game(3, hands={0: [fake, *p.hand(50, 10)]}, fakes=[fake], jailed=[0],
             chips={2: 2}, dice=[(1, 2)])  # fmt: skip
    assert kinds(g) == {"pay_jail_fee", "roll_for_doubles", "propose_trade"}
    act(g, "pay_jail_fee")
    pay(g, 50)
    assert g.to_act == 2
    act(g, "decode_note", value=50)
    pay(g, 50)  # caught: pay again, and this note may be decoded too
    act(g, "no_decode")
    # Out of Jail with 10 left, seat 0 may roll (or propose a trade, CC-19): it rolls.
    assert not player(g, 0)["in_jail"] and cash(g)[0] == 10
    assert g.to_act == 0 and kinds(g) == {"roll", "propose_trade"}
    roll(g)
    assert events(g, "move")[-1] == {"type": "move", "seat": 0, "from": 9, "to": 12, "dice": [1, 2]}


def test_cc_18_a_fee_called_off_leaves_the_prisoner_in_jail() -> None:
    p = Pack()
    fake = p.note(50)
    g = game(3, hands={0: [fake, p.note(10)]}, fakes=[fake], jailed=[0], chips={2: 2},
             dice=[(1, 2)])  # fmt: skip
    act(g, "pay_jail_fee")
    pay(g, 50)
    act(g, "decode_note", value=50)
    # 10 left: the fee cannot be paid now; seat 0 stays in and may still roll for a double.
    assert events(g, "payment_off") and cash(g)[0] == 10
    # Rolling for a double (or proposing a trade) is all that is left: (1, 2) misses.
    assert g.to_act == 0 and kinds(g) == {"roll_for_doubles", "propose_trade"}
    act(g, "roll_for_doubles")
    assert events(g, "jail_roll")[-1]["seat"] == 0 and player(g, 0)["in_jail"]


def test_cc_18_a_chance_get_out_of_jail_card_can_be_decoded() -> None:
    card = chance("get_out_of_jail")
    g = game(held={0: [card]}, fakes=[card], jailed=[0], chips={1: 2}, dice=[(1, 2)])
    act(g, "use_card", card=card)
    act(g, "decode_card")
    assert player(g, 0)["in_jail"] and cash(g)[1] == 1600


def test_cc_18_a_double_frees_with_no_extra_roll() -> None:
    g = game(jailed=[0], dice=[(3, 3), (1, 2)])
    act(g, "roll_for_doubles")
    assert not player(g, 0)["in_jail"] and player(g, 0)["position"] == 15
    assert g.to_act == 1, "no extra roll after a double out of Jail"
    roll(g)
    assert events(g, "move")[1]["seat"] == 1


def _three_misses(dice: list[tuple[int, int]], **setup: Any) -> mp.Game:
    """Seat 0 in Jail misses three times (1, 2); seat 1 rolls (4, 5) in between."""
    p = Pack()
    misses = [(1, 2), (4, 5), (1, 2), (4, 5), (1, 2)]
    g = game(jailed=[0], hands={0: p.hand(50, 50)}, dice=misses + dice, **setup)
    for _ in range(3):
        play_until(g, 0)
        act(g, "roll_for_doubles")
    pay(g, 50)  # the fee: a payer with two notes is asked (rulings CC-R15)
    return g


def test_cc_18_after_the_third_miss_the_prisoner_pays_then_rolls_again_and_moves() -> None:
    # UK rulebook: "If you don't roll a double by your third turn in Jail, pay M50, then
    # roll again and move." The new roll is taken without asking (there is no choice).
    g = _three_misses([(4, 5)])
    assert events(g, "leave_jail")[-1]["how"] == "fee" and cash(g)[0] == 50
    assert [m["dice"] for m in events(g, "move") if m["seat"] == 0] == [[4, 5]]
    assert not player(g, 0)["in_jail"] and player(g, 0)["position"] == 18
    assert g.to_act == 1, "an ordinary roll without a double ends the turn"


def test_cc_18_the_roll_after_the_fee_is_an_ordinary_roll_a_double_rolls_again() -> None:
    g = _three_misses([(1, 1), (1, 2)], owned={11: 0, 14: 0})  # rulings CC-R13
    assert player(g, 0)["position"] == 11 and g.to_act == 0
    roll(g)
    assert player(g, 0)["position"] == 14 and g.to_act == 1


def test_cc_18_option_use_roll_moves_by_the_third_miss_as_the_fan_wiki_reads() -> None:
    g = _three_misses([], third_jail_miss="use_roll")
    assert not player(g, 0)["in_jail"] and player(g, 0)["position"] == 12
    assert cash(g)[0] == 50 and events(g, "leave_jail")[-1]["how"] == "fee"


def test_cc_18_a_prisoner_cannot_decode() -> None:
    p = Pack()
    g = game(3, hands={0: p.hand(50, 100)}, owned={5: 1}, jailed=[2], chips={2: 2},
             dice=[(2, 3)])  # fmt: skip
    roll(g)
    act(g, "ask_rent", amount=50)
    pay(g, 50)
    assert not events(g, "decode") and cash(g)[1] == 1550
