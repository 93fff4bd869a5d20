"""CC-2 (turn, doubles), CC-3 (GO), CC-4 (resting spaces), CC-5 (Go to Jail), CC-6
(Trains) and CC-22 (the window before each roll).

Before each roll a player may also sell (CC-17) or propose a trade (CC-19), so every
roll here is an explicit `roll(g)`; the events tell what happened.
"""

from __future__ import annotations

from cc_helpers import act, events, game, kinds, pay, player, roll

import monopolies as mp


def moves(g: mp.Game) -> list[tuple[int, int, int]]:
    return [(e["seat"], e["from"], e["to"]) for e in events(g, "move")]


def test_cc_2_a_double_rolls_again_and_the_third_goes_to_jail_without_moving() -> None:
    g = game(positions={0: 14}, owned={26: 0}, dice=[(2, 2), (4, 4), (3, 3), (1, 2)])
    for _ in range(3):
        assert g.to_act == 0
        roll(g)
    assert g.to_act == 1, "the turn passed to seat 1"
    roll(g)
    assert moves(g)[:2] == [(0, 14, 18), (0, 18, 26)]
    assert events(g, "third_double")[0]["dice"] == [3, 3]
    me = player(g, 0)
    assert me["in_jail"] and me["position"] == 9
    assert moves(g)[2][0] == 1, "the turn passed to seat 1"


def test_cc_3_passing_or_landing_on_go_pays_200_and_turns_chips_green() -> None:
    g = game(positions={0: 33}, chips={0: 0}, dice=[(1, 2), (1, 2)])
    roll(g)
    assert moves(g)[0] == (0, 33, 0)
    assert events(g, "go")[0] == {"type": "go", "seat": 0, "amount": 200}
    me = player(g, 0)
    assert me["cash"] == 1700 and me["chips"] == 2
    g = game(positions={0: 34}, chips={0: 1}, dice=[(1, 2)])
    roll(g)
    assert moves(g) == [(0, 34, 1)] and kinds(g) == {"buy", "decline"}
    assert player(g, 0)["cash"] == 1700 and player(g, 0)["chips"] == 2


def test_cc_4_jail_visit_and_free_parking_rest_and_do_not_restore_chips() -> None:
    g = game(positions={0: 14, 1: 5}, chips={0: 0}, dice=[(1, 3), (1, 3), (1, 2)])
    roll(g)  # seat 0
    roll(g)  # seat 1
    assert moves(g)[:2] == [(0, 14, 18), (1, 5, 9)]
    assert player(g, 0)["chips"] == 0 and player(g, 0)["cash"] == 1500
    assert not player(g, 1)["in_jail"], "landing on Jail is just visiting"


def test_cc_5_go_to_jail_goes_straight_without_salary_and_ends_a_double() -> None:
    g = game(positions={0: 23}, dice=[(2, 2), (1, 2)])
    roll(g)
    assert g.to_act == 1, "no extra roll after being sent to Jail"
    roll(g)
    me = player(g, 0)
    assert me["in_jail"] and me["position"] == 9 and me["cash"] == 1500
    assert not events(g, "go")
    assert moves(g)[1][0] == 1, "no extra roll after being sent to Jail"


def test_cc_6_a_train_advances_to_the_next_unowned_street_to_buy() -> None:
    g = game(owned={5: 1, 7: 1}, dice=[(1, 3)])
    roll(g)
    assert moves(g) == [(0, 0, 4), (0, 4, 8)]
    assert kinds(g) == {"buy", "decline"}
    act(g, "buy", street=8)
    pay(g, 100, 20)
    assert g.observe(0)["board"][8]["owner"] == 0


def test_cc_6_a_train_past_go_pays_and_turns_chips_green() -> None:
    g = game(positions={0: 29}, chips={0: 0}, owned={34: 1, 35: 1, 1: 1}, dice=[(1, 2)])
    act(g, "pass")  # seat 1 could build on dark blue before seat 0 rolls; it does not
    roll(g)
    assert moves(g) == [(0, 29, 32), (0, 32, 3)]
    assert player(g, 0)["cash"] == 1700 and player(g, 0)["chips"] == 2


def test_cc_22_before_each_roll_only_players_who_can_build_are_asked() -> None:
    g = game(3, owned={1: 1, 3: 1, 5: 2}, dice=[(4, 5), (4, 5)])
    # Before seat 0 rolls: seat 1 can build on brown; seat 2 cannot build anything.
    assert g.to_act == 1 and kinds(g) == {"buy_hotel", "pass"}
    act(g, "buy_hotel", street=1)
    pay(g, 100)
    assert g.to_act == 1, "a player may build more than one hotel"
    act(g, "pass")
    assert g.to_act == 0 and "roll" in kinds(g)
    roll(g)
    # Seat 0 rolled to Jail (just visiting); before seat 1's own roll nobody else is asked.
    assert moves(g)[0] == (0, 0, 9)
    assert g.to_act == 1 and "roll" in kinds(g)
