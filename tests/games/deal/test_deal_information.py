"""What a seat may learn of hidden cards (DEAL-22; rulings D-17, D-18, D-19): copies of a
card are one card, the hand-limit discard is always asked, and a sample after a reshuffle
keeps to the reshuffled cards."""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

from deal_helpers import Cards, act, cards_of, events, face, faces

import monopolies as mp
from monopolies.games.deal.visibility import other_copies

JSN = cards_of(action="just_say_no")


def _everything_seen(g: mp.Game) -> list[Any]:
    """All any seat or a spectator sees, the public events and the legal moves."""
    views = [g.observe(seat) for seat in (*range(g.players), None)]
    return [views, g.public_events(), g.legal_actions()]


def _play_alike(a: mp.Game, b: mp.Game, rng: random.Random, steps: int) -> None:
    """Play both games with the same moves, checking nobody can tell them apart."""
    for _ in range(steps):
        assert _everything_seen(a) == _everything_seen(b)
        if a.over:
            return
        action = rng.choice(a.legal_actions())
        a.act(action)
        b.act(action)


def _jsn_rig(held: list[int]) -> dict[str, Any]:
    """Seat 0 holds a Debt Collector; seat 1 the Just Say No copies `held`; the other
    copies lie at the bottom of the deck, where nobody draws them soon."""
    c = Cards()
    collector = c.action("debt_collector")
    c.used |= set(JSN)
    hand0 = [collector] + [c.filler() for _ in range(4)]
    hand1 = held + [c.filler() for _ in range(5 - len(held))]
    bottom = [j for j in JSN if j not in held]
    rest = [i for i in range(106) if i not in c.used]
    return {"first": 0, "hands": {0: hand0, 1: hand1}, "deck": rest + bottom}


def test_deal_15_which_just_say_no_copies_a_seat_holds_shows_nowhere() -> None:
    # Rulings D-17: seat 1 holds one Just Say No, or two; whichever copies, a rival, a
    # spectator and the public events see the same game, the copy it played included.
    for one, other in (([JSN[0]], [JSN[2]]), ([JSN[0], JSN[1]], [JSN[1], JSN[2]])):
        a, b = (mp.new_game("deal", players=2, seed=4, rig=_jsn_rig(held)) for held in (one, other))
        for g in (a, b):
            act(g, "debt_collector", target=1)
            act(g, "just_say_no")
        assert events(a, "just_say_no") == events(b, "just_say_no")
        assert events(a, "just_say_no")[0]["card"] == face(JSN[0])
        assert a.observe(0)["discard"][-1] == face(JSN[2])
        _play_alike(a, b, random.Random(4), 300)


def test_deal_17_other_copies_in_a_hand_look_alike_to_everyone() -> None:
    # Rulings D-17 from any position: the twin world where a seat's cards are other copies
    # of their faces (twins in visibility.py) plays out the same for every seat.
    rng = random.Random(17)
    built = 0
    for seed in range(12):
        g = mp.new_game("deal", players=2 + seed % 3, seed=seed)
        for _ in range(rng.randrange(0, 120)):
            if g.over:
                break
            g.act(rng.choice(g.legal_actions()))
        seat = rng.randrange(g.players)
        state = other_copies(g.state, seat, rng)
        if state is None:
            continue
        twin = g.clone()
        twin.state = state
        assert twin.save() != g.save(), "the twin must hold other copies"
        g.rules.check(state)
        _play_alike(g, twin, random.Random(seed), 150)
        built += 1
    assert built >= 8


def test_deal_19_the_discard_is_asked_even_when_every_card_is_alike() -> None:
    # Rulings D-18: ten Pass Go in hand, one choice of card to discard, asked all the same:
    # taking it would show everyone the hand holds nothing else.
    pass_go = cards_of(action="pass_go")
    rest = [i for i in range(106) if i not in pass_go]
    rig = {"first": 0, "hands": {0: pass_go[:8], 1: rest[:5]}, "deck": pass_go[8:]}
    g = mp.new_game("deal", players=2, seed=1, rig=rig)
    act(g, "end_turn")
    for left in (10, 9, 8):
        assert g.to_act == 0 and g.observe(0)["phase"] == "discard"
        assert g.observe(0)["hand"] == [face(pass_go[0])] * left
        assert [a.kind for a in g.legal_actions()] == ["discard"]
        g.act(g.legal_actions()[0])
    assert g.to_act == 1


def _reshuffled() -> tuple[mp.Game, list[int], list[int]]:
    """Two players; seat 1 held 97 cards and discarded 92 of them face up (excess_to:
    "discard"), and seat 0's draw turned the discard pile into the draw pile. Returns the
    game, the faces reshuffled and the two seat 0 drew from them."""
    ids = list(range(106))
    random.Random(5).shuffle(ids)
    rig = {"first": 0, "hands": {0: ids[:5], 1: ids[9:]}, "deck": ids[5:9]}
    g = mp.new_game("deal", players=2, seed=3, options={"excess_to": "discard"}, rig=rig)
    act(g, "end_turn")
    act(g, "end_turn")
    while g.to_act == 1:
        g.act(g.legal_actions()[0])
    assert events(g, "reshuffle")
    drawn = Counter(g.observe(0)["hand"]) - Counter(faces(ids[:7]))
    return g, [e["card"] for e in events(g, "discard")], list(drawn.elements())


def test_deal_3_after_a_reshuffle_a_sample_draws_only_reshuffled_cards() -> None:
    # Rulings D-19: everyone saw which faces went into the new draw pile; a sample never
    # puts there a card that can only be in a hand.
    g, reshuffled, drawn = _reshuffled()
    assert len(reshuffled) == 92 and len(drawn) == 2
    for seat in (0, 1):
        mine = Counter(g.observe(seat)["hand"])
        room = Counter(reshuffled) - Counter(drawn if seat == 0 else [])
        for n in range(100):
            sample = g.resample(seat, random.Random(n))
            pile = Counter(faces(sample.state.draw))
            assert not pile - room, "a card the reshuffle cannot have left in the pile"
            assert Counter(sample.observe(seat)["hand"]) == mine
            sample.rules.check(sample.state)
    # Without the rule the pile would often hold seat 1's cards that were never discarded.
    assert Counter(faces(g.state.hands[1])) - Counter(reshuffled)


def test_deal_22_a_card_nobody_has_seen_is_sampled_into_a_rival_hand_at_its_share() -> None:
    # A face of which seat 0 has seen no copy lands in seat 1's hand as often as seat 1's
    # share of the places seat 0 cannot see (its hand against the draw pile).
    g = mp.new_game("deal", players=2, seed=8)
    mine = g.observe(0)["hand"]
    money = [faces(cards_of(kind="money", value=v)) for v in (1, 2, 3, 4, 5, 10)]
    copies = next(m for m in money if m[0] not in mine)
    hand1, pile = g.observe(0)["players"][1]["hand_count"], g.observe(0)["draw_count"]
    expected = len(copies) * hand1 / (hand1 + pile)
    runs = 1500
    held = sum(
        g.resample(0, random.Random(n)).observe(1)["hand"].count(copies[0]) for n in range(runs)
    )
    assert abs(held / runs - expected) < 0.05, (held / runs, expected)
