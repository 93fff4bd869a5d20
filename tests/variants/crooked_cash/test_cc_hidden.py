"""CC-12 as hidden information: what a seat's observation shows and what `resample`
redraws (fake flags and deck order), keeping everything the seat has learned."""

from __future__ import annotations

import random

from cc_helpers import Pack, act, chance, game, my_notes, pay, roll

import monopolies as mp
from monopolies.variants.crooked_cash import data


def fake_notes(g: mp.Game) -> list[int]:
    st = g.state
    return [i for i in range(data.NOTE_BASE, len(st.fake)) if st.fake[i]]


def test_cc_12_observations_do_not_depend_on_fake_flags() -> None:
    p = Pack()
    hand = p.hand(500, 100, 50)
    a = game(3, hands={0: hand}, fakes=[hand[0]], dice=[(2, 3)])
    b = game(3, hands={0: hand}, fakes=[hand[1], chance("collect")], dice=[(2, 3)])
    for seat in range(3):
        assert a.observe(seat) == b.observe(seat)
    assert a.legal_actions() == b.legal_actions()


def test_cc_12_resample_keeps_what_the_seat_learned_and_the_fakes_per_value() -> None:
    p = Pack()
    fake, real = p.note(50), p.note(50)
    in_bank = p.notes(100, 5)
    g = game(3, hands={0: [fake, real, p.note(100)], 1: p.hand(10)}, fakes=[fake, *in_bank],
             owned={5: 1}, chips={2: 2}, dice=[(2, 3)])  # fmt: skip
    roll(g)
    act(g, "ask_rent", amount=50)
    pay(g, 50)  # the fake (lowest id)
    act(g, "decode_note", value=50)  # seat 2 takes it
    pay(g, 50)
    act(g, "decode_note", value=50)  # real: seat 1 receives it and knows it
    learned_2 = {n["id"]: n.get("known_fake") for n in my_notes(g, 2)}
    learned_1 = {n["id"]: n.get("known_fake") for n in my_notes(g, 1)}
    assert learned_2[fake] is True and learned_1[real] is False
    counts = [sum(g.state.fake[i] for i in range(len(g.state.fake)) if g.state.values[i] == v)
              for v in data.DENOMINATIONS]  # fmt: skip
    moved = 0
    for k in range(20):
        for seat in (1, 2):
            sample = g.resample(seat, random.Random(k))
            assert sample.observe(seat) == g.observe(seat)
            st = sample.state
            assert st.fake[fake] is True or seat != 2
            assert st.fake[real] is False or seat != 1
            assert [sum(st.fake[i] for i in range(len(st.fake)) if st.values[i] == v)
                    for v in data.DENOMINATIONS] == counts  # fmt: skip
            moved += fake_notes(sample) != fake_notes(g)
    assert moved >= 30, "the flags nobody knows are redrawn"


def test_resample_keeps_decoded_chance_cards_and_their_partners() -> None:
    card = chance("collect")
    g = game(held={0: [card]}, fakes=[card], chips={1: 2}, dice=[(1, 2), (1, 2)])
    act(g, "use_card", card=card)
    act(g, "decode_card")
    for k in range(10):
        st = g.resample(0, random.Random(k)).state
        assert st.fake[card] and not st.fake[data.partner(card)]


def test_resample_shuffles_only_the_unseen_top_of_a_deck() -> None:
    card = chance("collect")
    g = game(held={0: [card]}, dice=[(1, 2)])
    act(g, "use_card", card=card)  # now the bottom card, where everyone saw it go
    tops = set()
    for k in range(10):
        deck = g.resample(1, random.Random(k)).state.chance_deck
        assert deck[0] == card and sorted(deck) == sorted(g.state.chance_deck)
        tops.add(tuple(deck))
    assert len(tops) > 1


def test_cc_11_which_of_several_alike_notes_is_decoded_is_chance() -> None:
    caught = set()
    for seed in range(12):
        p = Pack()
        fake, real = p.note(50), p.note(50)
        g = game(3, hands={0: [fake, real], 1: p.hand(10)}, fakes=[fake],
                 owned={5: 1, 7: 1, 8: 1}, chips={2: 2}, dice=[(2, 3)], seed=seed)  # fmt: skip
        roll(g)
        act(g, "ask_rent", amount=100)  # both 50s go: one choice of note, all laid down
        act(g, "decode_note", value=50)
        caught.add(g.observe(2)["players"][2]["cash"] > 1500)
    assert caught == {True, False}
