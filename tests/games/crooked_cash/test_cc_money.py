"""CC-10 (paying note by note, change, breaking a note), CC-11 (decoding payments and
change, never rewards) and CC-12 (what each player knows), with `owners_see_fakes`."""

from __future__ import annotations

from typing import Any

from cc_helpers import Pack, act, cash, events, game, kinds, matching, my_notes, pay, player, roll

import monopolies as mp

ORIENTAL = 5


def rent_game(p: Pack, payer: list[int], owner: list[int], **kw: Any) -> mp.Game:
    """Seat 0 lands on seat 1's Oriental Avenue (rent 50) and seat 1 asks for it."""
    g = game(hands={0: payer, 1: owner}, owned={ORIENTAL: 1}, dice=[(2, 3)], **kw)
    roll(g)
    act(g, "ask_rent", amount=50)
    return g


def test_cc_10_notes_are_paid_one_at_a_time_until_they_cover_the_amount() -> None:
    p = Pack()
    g = rent_game(p, p.hand(20, 20, 20, 500), p.hand(10))
    assert {a.value for a in matching(g, "pay_note")} == {20, 500}
    pay(g, 20)
    assert g.observe(0)["pending"]["on_table"] == [20] and g.to_act == 0
    pay(g, 20)
    pay(g, 20)  # 60 covers 50: seat 1 owes 10 change and gives its only 10 at once
    assert events(g, "paid")[-1]["as"] == "change"
    assert cash(g) == [510, 60]


def test_cc_10_the_bank_gives_change_from_the_top_of_its_piles() -> None:
    p = Pack()
    g = game(hands={0: p.hand(500)}, dice=[(2, 3)])
    roll(g)
    act(g, "buy", street=ORIENTAL)  # the 500 is the only note: paid at once
    paid = events(g, "paid")
    assert paid[0]["notes"] == [500] and paid[1] == {
        "type": "paid",
        "seat": -1,
        "to": 0,
        "amount": 400,
        "owed": 400,
        "as": "change",
        "notes": [100, 100, 100, 100],
    }
    assert player(g, 0)["notes"]["100"] == 4


def test_cc_10_change_needing_a_broken_note_is_made_in_one_step() -> None:
    p = Pack()
    g = rent_game(p, p.hand(100, 500), p.hand(500), chips={0: 2})
    pay(g, 100)
    act(g, "no_decode")  # seat 0 may check the change it gets (CC-11)
    # Seat 1 owes 50 change and holds a 500 and the 100 it got: the 100 is broken at the
    # bank into two 50s and one goes back, in one step with one event (rulings CC-R5).
    change = events(g, "paid")[-1]
    assert change == {"type": "paid", "seat": 1, "to": 0, "amount": 50, "owed": 50,
                      "as": "change", "notes": [50], "broke": [100]}  # fmt: skip
    assert not events(g, "break_note") and cash(g) == [550, 550]
    assert player(g, 1)["notes"] == {"10": 0, "20": 0, "50": 1, "100": 0, "500": 1}


def test_cc_10_a_long_run_of_breaks_is_one_step_and_one_decode_chance() -> None:
    p = Pack()
    # Seat 0 pays a 50 rent with a 500; seat 1, holding 500s only, owes 450 change.
    g = rent_game(p, p.hand(500), p.hand(500, 500), chips={2: 2}, players=3)
    assert g.to_act == 2 and g.observe(2)["pending"]["payer"] == 0
    act(g, "no_decode")  # the rent
    # The change: seat 2 is asked once about it, as about any payment; seat 1 never is.
    assert g.to_act == 2 and g.observe(2)["pending"]["payer"] == 1
    act(g, "no_decode")
    change = events(g, "paid")[-1]
    assert change["as"] == "change" and change["amount"] == 450 and sum(change["notes"]) == 450
    assert change["broke"] and not events(g, "break_note") and cash(g)[:2] == [450, 1050]
    assert [e["payer"] for e in g.public_events() if e["type"] == "decode"] == []


def test_cc_10_change_is_exact_and_never_asked_for() -> None:
    p = Pack()
    g = rent_game(p, p.hand(100), p.hand(50, 20, 20, 20))
    assert events(g, "paid")[-1]["notes"] == [50] and cash(g) == [50, 160]
    assert g.to_act == 1 and "roll" in kinds(g), "seat 1 was never asked about the change"


def test_cc_11_a_decoder_catches_a_fake_keeps_it_and_the_payer_pays_again() -> None:
    p = Pack()
    fake = p.note(50)
    g = rent_game(p, [fake, *p.hand(50, 100)], p.hand(10), players=3, chips={2: 2}, fakes=[fake])
    pay(g, 50)
    # The lowest id of seat 0's 50s is the fake one: a test detail, the payer cannot tell.
    assert g.to_act == 2 and kinds(g) == {"decode_note", "no_decode"}
    act(g, "decode_note", value=50)
    assert events(g, "decode")[-1] == {
        "type": "decode",
        "seat": 2,
        "payer": 0,
        "value": 50,
        "fake": True,
    }
    assert g.to_act == 0, "seat 0 pays 50 again"
    pay(g, 50)
    assert g.to_act == 2  # the new note may be decoded too (one chip left)
    act(g, "no_decode")
    assert player(g, 2)["cash"] == 1550 and player(g, 2)["chips"] == 1
    assert player(g, 1)["cash"] == 60 and player(g, 0)["cash"] == 100
    assert player(g, 0, 0)["caught"] == 1
    mine = {n["id"]: n for n in my_notes(g, 2)}
    assert mine[fake]["known_fake"] is True


def test_cc_11_who_may_decode() -> None:
    p = Pack()
    g = rent_game(p, p.hand(50, 100), p.hand(10), players=4, chips={0: 2, 2: 0, 3: 2}, jailed=[3])
    # Seat 0 pays, seat 1 has no green chip, seat 2 neither, seat 3 is in Jail: nobody is asked.
    pay(g, 50)
    assert events(g, "paid")[-1]["to"] == 1 and not events(g, "decode")
    g = rent_game(p := Pack(), p.hand(50, 100), p.hand(10), players=4, chips={1: 1, 2: 1, 3: 2})
    pay(g, 50)
    # From the payer's left, the receiver (seat 1) included.
    assert g.to_act == 1
    act(g, "no_decode")
    assert g.to_act == 2
    act(g, "no_decode")
    assert g.to_act == 3


def test_cc_11_the_receiver_may_decode_a_rent_paid_to_it() -> None:
    # Two players: the owner is the only one who can check the rent, and a fake $50 paid
    # as rent is caught by the owner, who keeps it and is paid again (UK rulebook: "any
    # other player may spend a decoder chip ... You can never check your own money").
    p = Pack()
    fake = p.note(50)
    g = rent_game(p, [fake, *p.hand(50, 100)], p.hand(10), chips={1: 2}, fakes=[fake])
    pay(g, 50)
    assert g.to_act == 1 and kinds(g) == {"decode_note", "no_decode"}
    act(g, "decode_note", value=50)
    assert events(g, "decode")[-1] == {
        "type": "decode",
        "seat": 1,
        "payer": 0,
        "value": 50,
        "fake": True,
    }
    assert g.to_act == 0, "seat 0 pays the rent again"
    pay(g, 50)
    act(g, "no_decode")  # the owner may check the new note too (one chip left)
    assert player(g, 1)["cash"] == 10 + 50 + 50 and player(g, 1)["chips"] == 1
    assert player(g, 0)["cash"] == 100
    assert {n["id"]: n for n in my_notes(g, 1)}[fake]["known_fake"] is True


def test_cc_11_the_receiver_of_change_may_decode_it_the_payer_never() -> None:
    p = Pack()
    # Seat 0 pays a 50 rent with a 100; seat 1 owes 50 change. Seat 0 may check the rent?
    # No: it is its own money. It may check the change it gets back.
    g = rent_game(p, p.hand(100), p.hand(50, 500), chips={0: 2, 1: 0})
    assert events(g, "paid")[-1]["as"] == "payment"
    assert g.to_act == 0 and g.observe(0)["pending"]["payer"] == 1, "the change is checked"
    assert g.observe(0)["pending"]["notes"] == [50]
    act(g, "decode_note", value=50)
    assert events(g, "decode")[-1]["seat"] == 0 and events(g, "decode")[-1]["payer"] == 1


def test_cc_11_a_real_note_passes_and_its_receiver_knows_it_is_real() -> None:
    p = Pack()
    real = p.note(50)
    g = rent_game(p, [real, *p.hand(100)], p.hand(10), players=3, chips={2: 2})
    pay(g, 50)
    act(g, "decode_note", value=50)
    assert events(g, "decode")[-1]["fake"] is False
    assert {n["id"]: n for n in my_notes(g, 1)}[real]["known_fake"] is False
    assert "known_fake" not in {n["id"]: n for n in my_notes(g, 0)}[p.note(100) - 1]


def test_cc_11_bank_change_can_be_decoded_but_rewards_cannot() -> None:
    p = Pack()
    mine = p.hand(500)
    bank_100s = [p.note(100) for _ in range(39)]
    g = game(3, hands={0: mine}, fakes=bank_100s, chips={2: 2}, positions={0: 35}, dice=[(1, 4)])
    roll(g)
    # Passing GO pays 200 from the bank (fake 100s): a reward, not decoded.
    assert player(g, 0)["cash"] == 700 and not events(g, "decode")
    act(g, "buy", street=ORIENTAL)
    pay(g, 500)
    act(g, "no_decode")  # seat 2 could decode seat 0's 500 first
    # 400 change in (fake) 100s: seat 2 decodes one and keeps it; the bank pays again.
    assert g.to_act == 2
    act(g, "decode_note", value=100)
    assert events(g, "decode")[-1] == {
        "type": "decode",
        "seat": 2,
        "payer": -1,
        "value": 100,
        "fake": True,
    }
    # Seat 0, green again from passing GO, may check the change it gets: last, from its left.
    assert g.to_act == 0
    act(g, "no_decode")
    assert g.to_act == 2  # the bank's new 100, seat 2 first again
    act(g, "decode_note", value=100)
    assert g.to_act == 0
    act(g, "decode_note", value=100)  # seat 0 keeps the fake it found; the bank pays again
    act(g, "no_decode")
    assert player(g, 2)["cash"] == 1700 and player(g, 2)["chips"] == 0
    assert player(g, 0)["cash"] == 700 and player(g, 0)["chips"] == 1


def test_cc_12_others_see_counts_only_and_owners_do_not_see_their_fakes() -> None:
    p = Pack()
    fake = p.note(100)
    g = game(hands={0: [fake, *p.hand(50)]}, fakes=[fake], dice=[(2, 3)])
    mine = my_notes(g, 0)
    assert mine == [{"id": fake - 40, "value": 50}, {"id": fake, "value": 100}]
    other = g.observe(1)
    assert other["my_notes"] != mine and other["players"][0]["notes"]["100"] == 1
    assert "my_notes" in other and all("id" not in str(k) for k in other["players"][0])
    g = game(hands={0: [fake, *p.hand(50)]}, fakes=[fake], owners_see_fakes=True)
    assert [n.get("known_fake") for n in my_notes(g, 0)] == [False, True]


def test_cc_12_the_actions_name_what_the_payer_knows() -> None:
    p = Pack()
    fake, other = p.note(100), p.note(100)
    g = game(hands={0: [fake, other]}, fakes=[fake], dice=[(2, 3)], owners_see_fakes=True)
    roll(g)
    act(g, "buy", street=ORIENTAL)
    texts = sorted(g.describe(a) for a in g.legal_actions())
    assert texts == [
        "Pay with a known fake $100 note ($100 still owed)",
        "Pay with a known real $100 note ($100 still owed)",
    ]
