"""DEAL-20 (winning), DEAL-22 (public and hidden information), with rulings D-8, D-12."""

from __future__ import annotations

import json

import pytest
from deal_helpers import (
    Cards,
    act,
    bank,
    deal,
    events,
    forced_deal,
    full_set,
    kinds,
    lay,
    mark,
    player,
    sets_of,
)

import monopolies as mp

# DEAL-20 -----------------------------------------------------------------------------


def test_deal_20_three_full_sets_of_different_colours_win_the_moment_they_hold() -> None:
    c = Cards()
    penn = c.prop("Pennsylvania Ave")
    g = deal(
        c,
        tables={
            0: [
                *full_set(c, "brown"),
                *full_set(c, "dark_blue"),
                lay(c.prop("Pacific Ave")),
                lay(c.prop("North Carolina Ave")),
            ]
        },
        hands={0: [penn, c.money(1)]},
    )
    assert not g.over
    act(g, "lay", card=penn)
    # DEAL-20: third full colour, on seat 0's own turn, with plays left: game over.
    assert g.over and g.to_act is None and g.legal_actions() == []
    assert g.result()["winners"] == [0]
    assert g.result()["reason"] == "three full sets"
    assert g.result()["scores"] == [3, 0]
    with pytest.raises(mp.IllegalAction):
        g.act(mp.Action("end_turn"))


def test_deal_20_two_full_sets_of_one_colour_count_once() -> None:
    c = Cards()
    wild, rainbow = c.wild("light_blue", "brown"), c.rainbow()
    g = deal(
        c,
        tables={0: [*full_set(c, "brown"), *full_set(c, "dark_blue")]},
        hands={0: [wild, rainbow]},
    )
    act(g, "lay", card=wild, color="brown")
    act(g, "lay", card=rainbow, color="brown")
    # DEAL-20 / rulings D-12: three full sets, but only two colours: no win.
    assert [s["full"] for s in sets_of(g, 0)].count(True) == 3
    assert not g.over
    assert player(g, 0)["full_sets"] == 2


def test_deal_20_a_win_while_being_paid_counts_at_once() -> None:
    c = Cards()
    collector, penn, five = c.action("debt_collector"), c.prop("Pennsylvania Ave"), c.money(5)
    g = deal(
        c,
        tables={
            0: [
                *full_set(c, "brown"),
                *full_set(c, "dark_blue"),
                lay(c.prop("Pacific Ave")),
                lay(c.prop("North Carolina Ave")),
            ],
            1: [lay(penn), bank(five)],
        },
        hands={0: [collector]},
    )
    act(g, "debt_collector", card=collector, target=1)
    act(g, "pay", card=penn)
    # Rulings D-8: Pennsylvania Ave completes seat 0's green set mid-payment: seat 0 wins
    # at once, though 1M is still owed.
    assert g.over and g.result()["winners"] == [0]


def _gift_game(**options: object) -> tuple[mp.Game, int]:
    """Seat 0's Forced Deal gives seat 1 the card that completes seat 1's third colour."""
    c = Cards()
    forced, breaker = c.action("forced_deal"), c.action("deal_breaker")
    kentucky, pacific = c.prop("Kentucky Ave"), c.prop("Pacific Ave")
    g = deal(
        c,
        tables={
            0: [lay(kentucky)],
            1: [
                *full_set(c, "brown"),
                *full_set(c, "dark_blue"),
                lay(c.prop("Indiana Ave")),
                lay(c.prop("Illinois Ave")),
                lay(pacific),
            ],
        },
        hands={0: [forced, breaker], 1: [c.money(1)]},
        deck=[c.money(2), c.money(3)],
        options=options,
    )
    forced_deal(g, forced, pacific, kentucky)
    return g, breaker


def test_deal_20_a_win_on_another_players_turn_waits_for_the_own_turn() -> None:
    g, _ = _gift_game()
    # DEAL-20: seat 1 now holds three full colours, but it is seat 0's turn.
    assert player(g, 1)["full_sets"] == 3
    assert not g.over and g.to_act == 0
    pile = g.observe(0)["draw_count"]
    start = mark(g)
    act(g, "end_turn")
    # Rulings D-8: seat 1 wins at the start of its turn, before drawing.
    assert g.over and g.result()["winners"] == [1]
    assert [e["type"] for e in events(g, since=start)] == ["end_turn", "turn", "game_over"]
    assert g.observe(0)["draw_count"] == pile


def test_deal_20_a_waiting_win_must_still_hold_on_the_own_turn() -> None:
    g, breaker = _gift_game()
    act(g, "deal_breaker", card=breaker, color="red")
    act(g, "end_turn")
    # DEAL-20: seat 0 broke it up in time: seat 1 has two full colours at its turn.
    assert not g.over and g.to_act == 1


@pytest.mark.parametrize("any_time", [False, True])
def test_deal_20_when_two_players_qualify_at_once_the_active_player_wins(any_time: bool) -> None:
    c = Cards()
    forced = c.action("forced_deal")
    kentucky, med = c.prop("Kentucky Ave"), c.prop("Mediterranean Ave")
    g = deal(
        c,
        tables={
            0: [
                *full_set(c, "dark_blue"),
                *full_set(c, "utility"),
                lay(c.prop("Baltic Ave")),
                lay(kentucky),
            ],
            1: [
                *full_set(c, "yellow"),
                *full_set(c, "orange"),
                lay(c.prop("Indiana Ave")),
                lay(c.prop("Illinois Ave")),
                lay(med),
            ],
        },
        hands={0: [forced]},
        options={"win_any_time": any_time},
    )
    forced_deal(g, forced, med, kentucky)
    # DEAL-20: brown completes for seat 0 and red for seat 1 in the same swap; seat 0,
    # whose turn it is, wins (with or without win_any_time).
    assert player(g, 0)["full_sets"] == 3 and player(g, 1)["full_sets"] == 3
    assert g.over and g.result()["winners"] == [0]


# DEAL-22 -----------------------------------------------------------------------------


def _two_games() -> tuple[mp.Game, mp.Game]:
    """Identical but for which of Boardwalk / Park Place seat 0 holds (the other is deep in
    the draw pile)."""
    c = Cards()
    boardwalk, park = c.prop("Boardwalk"), c.prop("Park Place")
    draws = [c.money(1), c.money(2)]
    hand0, hand1 = [c.money(3)], [c.money(4)]
    games = []
    for mine, hidden in ((boardwalk, park), (park, boardwalk)):
        games.append(
            mp.new_game(
                "deal",
                players=2,
                seed=9,
                rig={
                    "first": 0,
                    "hands": {0: [mine, *hand0], 1: hand1},
                    "deck": [*draws, c.money(5), hidden],
                },
            )
        )
    return games[0], games[1]


def test_deal_22_hands_are_private() -> None:
    a, b = _two_games()
    # DEAL-22: seat 1 cannot tell the two games apart.
    assert json.dumps(a.observe(1), sort_keys=True) == json.dumps(b.observe(1), sort_keys=True)
    assert a.observe(0)["hand"] != b.observe(0)["hand"]
    assert "hand" not in a.observe(1)["players"][0]


def test_deal_22_counts_and_the_table_are_public() -> None:
    c = Cards()
    boardwalk, five = c.prop("Boardwalk"), c.money(5)
    g = deal(c, hands={0: [boardwalk, five]})
    act(g, "lay", card=boardwalk)
    act(g, "bank", card=five)
    o = g.observe(1)
    # DEAL-22: hand counts, the draw pile's size, banks and sets are seen by everyone.
    assert o["players"][0]["hand_count"] == len(g.observe(0)["hand"])
    assert o["draw_count"] == g.observe(0)["draw_count"]
    assert o["players"][0]["bank"] == [five]
    assert [s["cards"] for s in o["players"][0]["sets"]] == [[boardwalk]]


def test_deal_22_played_cards_go_face_up_to_the_discard_pile() -> None:
    c = Cards()
    go, rent = c.action("pass_go"), c.rent("brown", "light_blue")
    g = deal(c, tables={0: full_set(c, "brown")}, hands={0: [go, rent]})
    act(g, "pass_go", card=go)
    act(g, "rent", card=rent, color="brown", doubles=())
    # DEAL-22: the action card and the rent card are on the discard pile, top last,
    # visible to seat 1.
    assert g.observe(1)["discard"] == [go, rent]
    assert "bank" in kinds(g)
