"""CG-4 (draw), CG-5 (trade), CG-6 (hand limit), CG-7 (public piles), CG-13 (end of pile)."""

from __future__ import annotations

import random
from collections import Counter

from cg_helpers import Cards, act, discard_any, events, hand, kinds, mark, pile, rigged, trade

import monopolies as mp
from monopolies.games.card_game import data

# CG-4 --------------------------------------------------------------------------------


def test_cg_4_draw_takes_the_top_card_then_one_discard_onto_ones_own_pile() -> None:
    c = Cards()
    top, second = c.one("token"), c.one("go")
    g = rigged(2, deck=[top, second])
    before = g.observe(0)["draw_count"]
    start = mark(g)
    act(g, "draw")
    assert top in hand(g, 0) and len(hand(g, 0)) == 11
    # CG-4: the drawn card is secret: the event names the seat, not the card.
    assert events(g, "draw", since=start) == [{"type": "draw", "seat": 0, "draw_count": before - 1}]
    assert kinds(g) == {"discard"}
    card = hand(g, 0)[0]
    act(g, "discard", card=card)
    # CG-4: face up on top of seat 0's own trade pile; the turn passes.
    assert pile(g, 0)[-1] == card and len(hand(g, 0)) == 10
    assert g.to_act == 1


def test_cg_4_a_turn_is_a_draw_or_a_trade() -> None:
    g = mp.new_game("card-game", players=2, seed=4)
    assert kinds(g) == {"draw", "trade"}


# CG-5 --------------------------------------------------------------------------------


def test_cg_5_trade_two_gives_ones_top_cards_and_takes_the_partners() -> None:
    c = Cards()
    mine = [c.prop("Boardwalk"), c.prop("Park Place")]
    theirs = [c.one("go"), c.one("token")]
    g = rigged(3, piles={0: mine, 1: theirs})
    start = mark(g)
    trade(g, 1, 2)
    # CG-5: seat 1's top two are in seat 0's hand, seat 0's top two in seat 1's hand.
    assert set(theirs) <= set(hand(g, 0)) and set(mine) <= set(hand(g, 1))
    assert pile(g, 0) == [] and pile(g, 1) == []
    assert events(g, "trade", since=start) == [
        {"type": "trade", "seat": 0, "with": 1, "gave": mine, "took": theirs}
    ]
    # The trader is now at 12 and discards two (CG-6).
    assert g.observe(0)["discards_left"] == 2


def test_cg_5_cards_given_to_a_dummy_become_its_top_in_order() -> None:
    c = Cards()
    mine = [c.prop("Boardwalk"), c.prop("Park Place")]
    theirs = [c.one("go"), c.one("token"), c.one("hotel")]
    g = rigged(3, piles={0: mine, "dummy-1": theirs})
    trade(g, "dummy-1", 2)
    assert pile(g, "dummy-1") == [theirs[0], *mine]
    assert set(theirs[1:]) <= set(hand(g, 0))


def test_cg_5_both_piles_must_hold_enough_cards() -> None:
    c = Cards()
    g = rigged(
        2,
        piles={0: [c.one("go"), c.one("go")], 1: [c.one("token")], "dummy-1": [], "dummy-2": []},
    )
    trades = {(a.get("with"), a.count) for a in g.legal_actions() if a.kind == "trade"}
    # CG-5: seat 1's pile holds one card: trade one only; empty dummy piles: no trade.
    assert trades == {(1, 1)}


def test_cg_5_no_trade_from_an_empty_pile() -> None:
    g = rigged(2, piles={0: []})
    # Seat 0 has nothing to give: drawing was its only choice, taken for it (rulings E-1).
    assert [e["type"] for e in events(g)][-1] == "draw"
    assert g.observe(0)["phase"] == "discard"


# CG-6 --------------------------------------------------------------------------------


def test_cg_6_a_player_pushed_over_ten_waits_for_the_end_of_their_own_turn() -> None:
    c = Cards()
    mine = [c.one("go"), c.one("go")]
    g = rigged(2, piles={0: mine, 1: c.many("token", 3)})
    trade(g, 1, 2)
    discard_any(g)
    discard_any(g)
    # CG-6: seat 1 holds 12 and is not asked to discard on seat 0's turn.
    assert g.observe(0)["players"][1]["hand_count"] == 12
    assert g.to_act == 1 and g.observe(1)["phase"] == "turn"
    act(g, "draw")
    # After drawing: one discard for the draw, two for the excess.
    assert g.observe(1)["discards_left"] == 3
    for _ in range(3):
        assert g.to_act == 1
        discard_any(g)
    assert len(hand(g, 1)) == 10 and g.to_act == 0


def test_cg_6_discards_go_one_at_a_time_and_the_last_is_on_top() -> None:
    c = Cards()
    g = rigged(2, piles={0: [c.one("go"), c.one("go")]})
    trade(g, 1, 2)
    first, last = hand(g, 0)[0], hand(g, 0)[1]
    act(g, "discard", card=first)
    act(g, "discard", card=last)
    assert pile(g, 0) == [first, last]


# CG-7 --------------------------------------------------------------------------------


def test_cg_7_trade_piles_and_counts_are_public_hands_are_private() -> None:
    g = mp.new_game("card-game", players=3, seed=8)
    rng = random.Random(8)
    for _ in range(30):
        g.act(rng.choice(g.legal_actions()))
    views = [g.observe(s) for s in range(3)]
    for key in ("draw_count", "jackpot", "players", "dummies"):
        assert views[0][key] == views[1][key] == views[2][key]
    # Each seat sees its own hand only (by face: copies share an id, rulings CG-R16).
    held = Counter(c for v in views for c in v["hand"])
    assert all(n <= data.FACE_COUNT[data.FACE[c]] for c, n in held.items())
    assert [len(v["hand"]) for v in views] == [p["hand_count"] for p in views[0]["players"]]
    for seat in range(3):
        other = g.resample(seat, random.Random(1))
        assert other.observe(seat) == g.observe(seat)


def test_cg_7_cards_seen_going_into_a_hand_stay_known_until_discarded() -> None:
    c = Cards()
    mine, theirs = [c.prop("Boardwalk")], [c.one("token")]
    g = rigged(2, piles={0: mine, 1: theirs})
    trade(g, 1, 1)
    players = g.observe(1)["players"]
    # Every seat saw Token go into seat 0's hand and Boardwalk into seat 1's.
    assert players[0]["known_in_hand"] == theirs and players[1]["known_in_hand"] == mine
    for seed in range(10):
        sample = g.resample(0, random.Random(seed))
        assert mine[0] in sample.observe(1)["hand"]
    act(g, "discard", card=theirs[0])
    assert g.observe(1)["players"][0]["known_in_hand"] == []


# CG-13 -------------------------------------------------------------------------------


def test_cg_13_the_turn_of_the_last_card_is_played_out_then_the_hand_ends() -> None:
    c = Cards()
    last = c.one("go")
    g = rigged(2, draw=[last], options={"hands": 1})
    act(g, "draw")
    assert g.observe(0)["draw_count"] == 0 and not g.over
    start = mark(g)
    act(g, "discard", card=last)
    ends = events(g, "hand_over", since=start)
    assert ends == [{"type": "hand_over", "hand": 1, "reason": "draw pile empty", "went_out": None}]
    # CG-13: everyone is scored as under CG-11 (nobody went out).
    assert [e["went_out"] for e in events(g, "score", since=start)] == [False, False]
    assert g.over


def test_cg_13_a_hand_ends_after_max_turns_per_hand() -> None:
    g = mp.new_game("card-game", players=2, seed=6, options={"max_turns_per_hand": 3})
    while len(events(g, "hand")) == 1:
        g.act(next(a for a in g.legal_actions() if a.kind != "go_out"))
    assert events(g, "hand_over")[0]["reason"] == "turn limit"
    assert [e["seat"] for e in events(g, "turn") if e["hand"] == 1] == [0, 1, 0]


def test_cg_13_an_empty_draw_pile_leaves_only_trades_and_ends_the_hand() -> None:
    c = Cards()
    go = c.one("go")
    g = rigged(2, draw=[], piles={0: [c.one("token")], 1: [go]}, options={"hands": 1})
    # The draw pile is empty from the start (rigged): seat 0 may only trade.
    assert kinds(g) == {"trade"}
    trade(g, 1, 1)
    act(g, "discard", card=go)
    assert events(g, "hand_over")[0]["reason"] == "draw pile empty"
