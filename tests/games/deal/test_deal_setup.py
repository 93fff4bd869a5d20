"""DEAL-1 (players and setup), DEAL-2 (draw), DEAL-3 (empty draw pile)."""

from __future__ import annotations

import pytest
from deal_helpers import Cards, act, cards_of, deal, events, face, mark

import monopolies as mp


def cards_in_play(g: mp.Game) -> int:
    o = g.observe(0)
    return o["draw_count"] + len(o["discard"]) + sum(p["hand_count"] for p in o["players"])


# DEAL-1 ------------------------------------------------------------------------------


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_deal_1_two_to_five_players_use_one_deck(players: int) -> None:
    g = mp.new_game("deal", players=players, seed=7)
    # DEAL-1: one deck of 106 cards; 5 dealt to each, the first player then drew 2.
    assert cards_in_play(g) == 106
    assert events(g, "deal")[0]["decks"] == 1
    counts = [p["hand_count"] for p in g.observe(0)["players"]]
    assert counts == [7] + [5] * (players - 1)


@pytest.mark.parametrize("players", [6, 8, 10])
def test_deal_1_six_to_ten_players_use_two_decks(players: int) -> None:
    g = mp.new_game("deal", players=players, seed=7)
    # DEAL-1: two decks shuffled together, 212 cards.
    assert cards_in_play(g) == 212
    assert events(g, "deal")[0]["decks"] == 2
    counts = [p["hand_count"] for p in g.observe(0)["players"]]
    assert counts == [7] + [5] * (players - 1)
    assert len(mp.VARIANTS["deal"].cards()) == 212


def test_deal_1_second_deck_cards_exist_only_with_six_players() -> None:
    second_boardwalk = 106 + cards_of(kind="property")[21]
    g = mp.new_game("deal", players=6, seed=1, rig={"hands": {0: [21, second_boardwalk]}})
    assert g.observe(0)["hand"].count(21) == 2  # a copy is named by its face (D-17)
    with pytest.raises(mp.BadOptions):
        mp.new_game("deal", players=5, seed=1, rig={"hands": {0: [second_boardwalk]}})


@pytest.mark.parametrize("players", [1, 11])
def test_deal_1_player_count_out_of_range_is_refused(players: int) -> None:
    with pytest.raises(mp.BadOptions):
        mp.new_game("deal", players=players, seed=1)


def test_deal_1_seat_0_starts_and_play_goes_left() -> None:
    g = mp.new_game("deal", players=3, seed=3)
    # DEAL-1: seat 0 starts (default), then seat 1, seat 2, seat 0 again.
    assert g.to_act == 0
    seen = []
    for _ in range(3):
        seen.append(g.to_act)
        act(g, "end_turn")
    seen.append(g.to_act)
    assert seen == [0, 1, 2, 0]
    assert [e["seat"] for e in events(g, "turn")] == [0, 1, 2, 0]


def test_deal_1_rigged_hands_and_deck_are_used() -> None:
    c = Cards()
    boardwalk, park = c.prop("Boardwalk"), c.prop("Park Place")
    one, two = c.money(1), c.money(2)
    g = deal(c, hands={0: [boardwalk], 1: [park]}, draws=[one, two])
    assert sorted(g.observe(0)["hand"]) == sorted([boardwalk, one, two])
    assert g.observe(1)["hand"] == [park]


# DEAL-2 ------------------------------------------------------------------------------


def test_deal_2_turn_starts_by_drawing_two() -> None:
    g = mp.new_game("deal", players=2, seed=5)
    # DEAL-2: 5 dealt + 2 drawn.
    assert len(g.observe(0)["hand"]) == 7
    draw = events(g, "draw")[0]
    assert (draw["seat"], draw["count"]) == (0, 2)
    before = g.observe(1)["draw_count"]
    act(g, "end_turn")
    assert len(g.observe(1)["hand"]) == 7
    assert g.observe(1)["draw_count"] == before - 2


def test_deal_2_empty_hand_draws_five_at_game_start() -> None:
    g = mp.new_game("deal", players=2, seed=5, rig={"hands": {0: []}})
    # DEAL-2: no cards in hand -> draw 5.
    assert len(g.observe(0)["hand"]) == 5
    assert events(g, "draw")[0]["count"] == 5


def test_deal_2_empty_hand_draws_five_on_a_later_turn() -> None:
    c = Cards()
    m = c.money(1)
    g = deal(c, hands={0: [m], 1: []})
    act(g, "bank", card=m)
    start = mark(g)
    act(g, "end_turn")
    draw = events(g, "draw", since=start)[0]
    # DEAL-2: seat 1 starts its turn with an empty hand and draws 5.
    assert (draw["seat"], draw["count"]) == (1, 5)
    assert len(g.observe(1)["hand"]) == 5


def test_deal_2_played_out_hand_draws_five_next_turn() -> None:
    c = Cards()
    a, b, d = c.money(1), c.money(2), c.money(3)
    g = deal(c, hands={0: [a]}, draws=[b, d], deck=[c.filler(), c.filler()])
    act(g, "bank", card=a)
    act(g, "bank", card=b)
    act(g, "bank", card=d)  # third play: the turn ends by itself (rulings E-1)
    assert g.to_act == 1
    start = mark(g)
    act(g, "end_turn")
    # DEAL-2: seat 0 ran out of cards, so it takes 5 at the start of its next turn.
    assert events(g, "draw", since=start)[0]["count"] == 5
    assert len(g.observe(0)["hand"]) == 5


# DEAL-3 ------------------------------------------------------------------------------


def _thin_pile_game() -> tuple[mp.Game, list[int]]:
    """Seat 0 holds two Pass Go, the draw pile holds two cards, seat 1 holds the rest."""
    pass_go = cards_of(action="pass_go")[:2]
    deck = [39, 40]
    rest = [i for i in range(106) if i not in pass_go and i not in deck]
    g = mp.new_game(
        "deal", players=2, seed=2, rig={"first": 0, "hands": {0: pass_go, 1: rest}, "deck": deck}
    )
    return g, pass_go


def test_deal_3_empty_pile_reshuffles_the_discard_pile() -> None:
    g, pass_go = _thin_pile_game()
    assert g.observe(0)["draw_count"] == 0
    start = mark(g)
    act(g, "pass_go", card=pass_go[0])
    # DEAL-3: the played Pass Go went to the discard pile, which became the new draw pile;
    # only 1 card was there to draw.
    assert events(g, "reshuffle", since=start) == [{"type": "reshuffle", "cards": 1}]
    draw = events(g, "draw", since=start)[0]
    assert (draw["count"], draw["draw_count"]) == (1, 0)
    o = g.observe(0)
    assert pass_go[0] in o["hand"] and o["discard"] == [] and o["draw_count"] == 0


def test_deal_3_both_piles_empty_draws_nothing() -> None:
    g, _ = _thin_pile_game()
    hand_before = len(g.observe(1)["hand"])
    start = mark(g)
    act(g, "end_turn")
    # DEAL-3: draw pile and discard pile both empty: seat 1 draws what there is (nothing).
    draw = events(g, "draw", since=start)[0]
    assert (draw["seat"], draw["count"]) == (1, 0)
    assert events(g, "reshuffle", since=start) == []
    assert len(g.observe(1)["hand"]) == hand_before


def test_deal_3_reshuffle_in_the_middle_of_a_draw() -> None:
    pass_go = cards_of(action="pass_go")[:2]
    deck = [39, 40, 41]
    rest = [i for i in range(106) if i not in pass_go and i not in deck]
    g = mp.new_game(
        "deal", players=2, seed=2, rig={"first": 0, "hands": {0: pass_go, 1: rest}, "deck": deck}
    )
    assert g.observe(0)["draw_count"] == 1
    start = mark(g)
    act(g, "pass_go", card=pass_go[0])
    # DEAL-3: the last card of the pile, then the reshuffled discard pile (the Pass Go).
    seq = [e["type"] for e in events(g, "reshuffle", "draw", since=start)]
    assert seq == ["reshuffle", "draw"]
    assert events(g, "draw", since=start)[0]["count"] == 2
    assert {face(41), face(pass_go[0])} <= set(g.observe(0)["hand"])
