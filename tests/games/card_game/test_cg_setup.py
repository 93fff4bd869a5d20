"""CG-1 (players, dummy piles), CG-2 (hands, dealer, turn order), CG-3 (the deal)."""

from __future__ import annotations

import pytest
from cg_helpers import Cards, card, events, hand, pile, rigged, trade

import monopolies as mp

# CG-1 --------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("players", "dummies"), [(2, ["dummy-1", "dummy-2"]), (3, ["dummy-1"]), (4, [])]
)
def test_cg_1_two_to_four_players_with_a_dummy_pile_at_each_empty_seat(
    players: int, dummies: list[str]
) -> None:
    g = mp.new_game("card-game", players=players, seed=3)
    obs = g.observe(0)
    assert [d["name"] for d in obs["dummies"]] == dummies
    # CG-1/CG-3: every dummy pile is dealt two face-up cards like a player's.
    assert all(len(d["trade_pile"]) == 2 for d in obs["dummies"])
    assert len(obs["players"]) == players


@pytest.mark.parametrize("players", [1, 5])
def test_cg_1_other_player_counts_are_refused(players: int) -> None:
    with pytest.raises(mp.BadOptions, match="2 to 4 players"):
        mp.new_game("card-game", players=players, seed=1)


def test_cg_1_dummy_piles_can_be_traded_with_like_a_players() -> None:
    c = Cards()
    mine, theirs = [c.prop("Boardwalk")], [c.one("go"), c.one("token")]
    g = rigged(2, piles={0: mine, "dummy-2": theirs})
    trade(g, "dummy-2", 1)
    # CG-1/CG-5: the dummy's top card came into seat 0's hand; seat 0's top card is the
    # dummy's new top.
    assert theirs[-1] in hand(g, 0)
    assert pile(g, "dummy-2") == [theirs[0], mine[0]]


# CG-2 --------------------------------------------------------------------------------


def test_cg_2_four_hands_the_dealer_moves_left_and_the_next_seat_starts() -> None:
    g = mp.new_game("card-game", players=3, seed=5, options={"max_turns_per_hand": 1})
    while not g.over:
        g.act(g.legal_actions()[0])
    deals = events(g, "hand")
    # CG-2: four hands; seat 2 deals first (seat 0 starts), then seat 0, 1, 2.
    assert [e["hand"] for e in deals] == [1, 2, 3, 4]
    assert [e["dealer"] for e in deals] == [2, 0, 1, 2]
    assert [e["first"] for e in deals] == [0, 1, 2, 0]
    assert [e["seat"] for e in events(g, "turn")] == [0, 1, 2, 0]


def test_cg_2_play_goes_left() -> None:
    g = mp.new_game("card-game", players=4, seed=2, rig={"dealer": 1})
    seen = []
    for _ in range(5):
        seat = g.to_act
        seen.append(seat)
        while g.to_act == seat:
            g.act(g.legal_actions()[0])
    # CG-2: the player left of dealer 1 starts, then play goes left around the table.
    assert seen == [2, 3, 0, 1, 2]


def test_cg_2_rigged_first_and_dealer_must_agree() -> None:
    assert mp.new_game("card-game", players=3, seed=1, rig={"first": 1, "dealer": 0}).to_act == 1
    with pytest.raises(mp.BadOptions, match="left of dealer"):
        mp.new_game("card-game", players=3, seed=1, rig={"first": 1, "dealer": 2})


# CG-3 --------------------------------------------------------------------------------


@pytest.mark.parametrize(("players", "draw"), [(2, 32), (3, 22), (4, 12)])
def test_cg_3_ten_cards_each_two_per_pile_the_rest_to_draw(players: int, draw: int) -> None:
    g = mp.new_game("card-game", players=players, seed=9)
    obs = g.observe(0)
    assert [p["hand_count"] for p in obs["players"]] == [10] * players
    assert all(len(p["trade_pile"]) == 2 for p in obs["players"])
    # CG-3: 60 - 10 per player - 2 on each of the four trade piles.
    assert obs["draw_count"] == draw
    assert obs["jackpot"] == 500
    assert events(g, "hand")[0]["trade_piles"] == [
        *(p["trade_pile"] for p in obs["players"]),
        *(d["trade_pile"] for d in obs["dummies"]),
    ]


def test_cg_3_rigged_hands_piles_and_deck_are_used() -> None:
    c = Cards()
    boardwalk, go, token = c.prop("Boardwalk"), c.one("go"), c.one("token")
    g = rigged(3, hands={1: [boardwalk]}, piles={"dummy-1": [go]}, deck=[token])
    assert hand(g, 1) == [boardwalk]
    assert pile(g, "dummy-1") == [go]
    g.act(g.legal_actions()[0])  # seat 0 draws: the rigged top card
    assert token in hand(g, 0)


def test_cg_3_bad_rigs_are_refused_clearly() -> None:
    for rig, message in (
        ({"hands": {0: [0], 1: [0]}}, "two places"),
        ({"hands": {5: [0]}}, "seats are 0..1"),
        ({"trade_piles": {"dummy-3": [1]}}, "no trade pile"),
        ({"deck": [60]}, "not a card id"),
        ({"hands": {0: list(range(55))}}, "needed"),
        ({"later_hands": [{"hands": {0: [1]}, "dice": []}]}, "may only hold"),
    ):
        with pytest.raises(mp.BadOptions, match=message):
            mp.new_game("card-game", players=2, seed=1, rig=rig)
    assert card("Boardwalk") == 21
