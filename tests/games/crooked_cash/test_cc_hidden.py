"""CC-12 as hidden information: what a seat's observation shows and what `resample`
redraws (fake flags and deck order), keeping everything the seat has learned."""

from __future__ import annotations

import random

from cc_helpers import Pack, act, chance, game, my_notes, pay, roll

import monopolies as mp
from monopolies.bots import SeatView, make_bot
from monopolies.games.crooked_cash import data


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
    assert {"id": 118, "value": 50, "known_fake": True} in my_notes(g, 2)
    assert {"id": 118, "value": 50, "known_fake": False} in my_notes(g, 1)
    assert g.state.fake[fake] and fake in g.state.hands[2] and real in g.state.hands[1]
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


def test_cc_r7_a_decoded_card_s_twin_in_sight_is_known_and_kept_by_resample() -> None:
    card = chance("collect")
    twin = data.partner(card)
    g = game(held={0: [card]}, fakes=[card], chips={1: 2}, chance_deck=[twin],
             dice=[(1, 2), (1, 2)])  # fmt: skip
    act(g, "use_card", card=card)
    act(g, "decode_card")
    # The fake went under the deck; the face-up twin must be the real one, and shows so.
    for seat in range(2):
        assert g.observe(seat)["chance_face_up"][0]["fake"] is False
    for k in range(10):
        st = g.resample(0, random.Random(k)).state
        assert st.fake[card] and not st.fake[twin]


def test_cc_r7_a_pair_back_in_the_deck_is_forgotten() -> None:
    card = chance("collect")
    g = game(held={0: [card]}, fakes=[card], chips={1: 2}, dice=[(1, 2), (1, 2)])
    assert data.partner(card) in g.state.chance_deck
    act(g, "use_card", card=card)
    act(g, "decode_card")
    # Both copies are in the deck now: nobody can tell which one comes up later.
    assert not g.state.public
    flags = {g.resample(0, random.Random(k)).state.fake[card] for k in range(20)}
    assert flags == {True, False}


def _swap(card: int) -> int:
    return data.partner(card) if card in data.CHANCE_IDS else card


def _twin_games(seed: int) -> tuple[mp.Game, mp.Game]:
    """Two deals alike but for which copy of every Chance pair is which: each copy lies
    where its twin lies in the other game, with its twin's truth."""
    rng = random.Random(seed)
    chance_order = list(data.CHANCE_IDS)
    rng.shuffle(chance_order)
    chest_order = list(data.CHEST_IDS)
    rng.shuffle(chest_order)
    fakes = [2 * k + rng.randrange(2) for k in range(len(data.CHANCE_ACTIONS))]
    for i in range(len(data.DENOMINATIONS)):
        first = data.NOTE_BASE + i * data.NOTES_PER_DENOMINATION
        fakes += rng.sample(range(first, first + data.NOTES_PER_DENOMINATION), 10)
    games = []
    for relabel in (lambda c: c, _swap):
        rig = {
            "first": 0,
            "chance": [relabel(c) for c in chance_order],
            "community_chest": chest_order,
            "fakes": [relabel(c) for c in fakes],
        }
        games.append(mp.new_game("crooked-cash", players=4, seed=seed, rig=rig))
    return games[0], games[1]


def test_cc_r7_nothing_a_seat_sees_tells_the_copies_of_a_chance_pair_apart() -> None:
    """Property: swapping the two copies of every pair (place and truth) changes nothing
    any seat sees, is asked or may do, at any point of whole greedy games."""
    decoded = 0
    for seed in range(3):
        a, b = _twin_games(seed)
        bots = {s: make_bot("greedy", "crooked-cash", seed * 10 + s) for s in range(4)}
        while not a.over:
            assert a.to_act == b.to_act and a.legal_actions() == b.legal_actions()
            for seat in range(4):
                assert a.observe(seat) == b.observe(seat)
            seat = a.to_act
            assert seat is not None
            action = bots[seat].choose(SeatView(a, seat))
            a.act(action)
            b.act(action)
        assert b.over and a.public_events() == b.public_events()
        decoded += sum(1 for e in a.public_events() if e["type"] == "decode_card")
    assert decoded >= 3, "the games decode Chance cards"


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
