"""CG-14 (winning), the options of shared/spec/rules/card-game.md (default and switched),
and the rulings on identical cards and integer ids."""

from __future__ import annotations

import pytest
from cg_helpers import Cards, act, events, hand, ids_of, mark, money, rigged, trade

import monopolies as mp
from monopolies.games.card_game import data

# CG-14 -------------------------------------------------------------------------------


def quick_hands(options: dict[str, object], seed: int = 3) -> mp.Game:
    """A game whose hands last one turn each (turn cap 1), played to the end."""
    g = mp.new_game("card-game", players=3, seed=seed, options={"max_turns_per_hand": 1, **options})
    while not g.over:
        g.act(next(a for a in g.legal_actions() if a.kind != "go_out"))
    return g


def test_cg_14_after_four_hands_the_most_money_wins() -> None:
    g = quick_hands({})
    result = g.result()
    assert len(events(g, "hand")) == 4 and result["reason"] == "all hands played"
    assert result["scores"] == money(g) == events(g, "scores")[-1]["scores"]
    top = max(result["scores"])
    assert result["winners"] == [s for s, m in enumerate(result["scores"]) if m == top]
    assert events(g, "game_over")[0]["winners"] == result["winners"]


def test_cg_14_a_tie_is_shared() -> None:
    c = Cards()
    hands = {
        0: [*c.many("go", 3), *c.filler(7)],
        1: [*c.many("go", 3), *c.many("token", 6), c.one("hotel")],
    }
    g = rigged(2, hands=hands, draw=[c.one("hotel")], options={"hands": 1})
    act(g, "draw")
    act(g, "discard", card=ids_of("hotel")[0])  # either Hotel: both are named 37
    # Three GO each ($600): both win.
    assert g.result() == {"winners": [0, 1], "scores": [600, 600], "reason": "all hands played"}


# Options -----------------------------------------------------------------------------


def test_option_hands_default_four_and_switched() -> None:
    assert mp.new_game("card-game", players=2, seed=1).options["hands"] == 4
    g = quick_hands({"hands": 2})
    assert len(events(g, "hand")) == 2


def test_option_target_default_none_and_switched_ends_at_a_hands_end() -> None:
    assert mp.new_game("card-game", players=2, seed=1).options["target"] == 0
    c = Cards()
    out = [*c.group("brown"), *c.many("token", 6), *c.many("go", 2)]
    drawn = c.filler(1)[0]
    g = rigged(2, hands={0: out}, draw=[drawn, *c.filler(1)], options={"target": 5000})
    act(g, "draw")
    act(g, "go_out", card=drawn)
    # $150 + 6 x $1,000 + $400 reaches $5,000 at the end of the first of four hands.
    assert g.over and g.result()["reason"] == "target reached"
    assert g.result()["winners"] == [0]


def test_option_max_turns_per_hand_default_200_and_switched() -> None:
    assert mp.new_game("card-game", players=2, seed=1).options["max_turns_per_hand"] == 200
    g = quick_hands({"max_turns_per_hand": 2, "hands": 1})
    assert [e["reason"] for e in events(g, "hand_over")] == ["turn limit"]
    assert [e["seat"] for e in events(g, "turn")] == [0, 1]


def test_option_first_player_default_seat_0_and_random() -> None:
    assert mp.new_game("card-game", players=3, seed=1).to_act == 0
    firsts = {mp.new_game("card-game", 3, s, {"first_player": "random"}).to_act for s in range(20)}
    assert firsts == {0, 1, 2}


def test_option_values_default_table_and_replaced() -> None:
    c = Cards()
    out = [*c.group("green"), *c.many("go", 4), *c.many("free_parking", 3)]
    drawn = c.filler(1)[0]
    for values, expected in (({}, 900 + 1500), ({"green": 1000, "go_four": 2000}, 3000)):
        g = rigged(2, hands={0: out}, draw=[drawn], options={"values": values})
        act(g, "draw")
        start = mark(g)
        act(g, "go_out", card=drawn)
        assert events(g, "score", since=start)[0]["amount"] == expected
        assert g.observe(0)["values"] == values


@pytest.mark.parametrize(
    ("values", "message"),
    [
        ("cheap", "JSON object"),
        ({"purple": 5}, "unknown value name"),
        ({"green": -1}, "whole number"),
        ({"green": 2.5}, "whole number"),
        ({"green": True}, "whole number"),
    ],
)
def test_option_values_are_checked(values: object, message: str) -> None:
    with pytest.raises(mp.BadOptions, match=message):
        mp.new_game("card-game", players=2, options={"values": values})


def test_the_values_table_is_marked_unverified_with_its_origin() -> None:
    assert data.verified is False and "spec" in data.origin
    assert data.VALUES["green"] == 900 and data.VALUES["jackpot"] == 500


# Rulings -----------------------------------------------------------------------------


def test_ruling_cg_r4_identical_cards_are_one_choice_named_by_their_face() -> None:
    c = Cards()
    gos = c.many("go", 3)
    g = rigged(2, hands={0: [gos[0], gos[1], *c.filler(8)]}, piles={1: [gos[2]]})
    trade(g, 1, 1)
    # Rulings E-2 and CG-R4: one discard per kind of card, named by the lowest GO id
    # whichever copies the hand holds (CG-R16).
    offered = [a.card for a in g.legal_actions() if a.kind == "discard"]
    assert [x for x in offered if x in gos] == [gos[0]]
    assert hand(g, 0).count(gos[0]) == 3


def test_integer_ids_name_trade_partners_relative_to_the_actor() -> None:
    g = mp.new_game("card-game", players=3, seed=2)
    ids = {a.get("with"): g.action_id(a) for a in g.legal_actions() if a.get("count") == 1}
    while g.to_act == 0:
        g.act(next(a for a in g.legal_actions() if a.kind != "trade"))
    later = {a.get("with"): g.action_id(a) for a in g.legal_actions() if a.get("count") == 1}
    # Seat 0's trade with seat 1 and seat 1's with seat 2 are both "the next seat left".
    assert ids[1] == later[2] and ids[2] == later[0] and ids["dummy-1"] == later["dummy-1"]
    assert mp.VARIANTS["card-game"].num_actions == 1 + 10 + 2 * data.NUM_FACES
