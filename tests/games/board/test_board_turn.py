"""Dice, movement, GO salary, doubles, the third double and the round limit (blocks
`turn`, `movement`, `dice`), on the plain-cash test board."""

from __future__ import annotations

import random

from board_helpers import act, events, kinds, new, pass_window, roll, state

from monopolies.engine.action import make
from monopolies.games.board.rules.dice import die
from monopolies.games.board.rules.flow import describer, plain


def test_a_die_draws_what_randint_draws() -> None:
    """`dice.die` is `randint(1, 6)` done cheaply: the same seeds must give the same games."""
    for seed in range(20):
        ours, theirs = random.Random(seed), random.Random(seed)
        assert [die(ours) for _ in range(200)] == [theirs.randint(1, 6) for _ in range(200)]
        assert ours.random() == theirs.random()


def test_a_remembered_plain_action_is_the_one_made_afresh() -> None:
    """`flow.plain` remembers no-field actions per naming: each is the interned action, and
    it reads in the game's own naming."""
    st = state(new())
    for kind in ("roll", "land", "pass", "propose_trade"):
        action = plain(st, kind)
        assert action == make(kind, describer(st), ()) and plain(st, kind) is action
        assert str(action) == str(make(kind, describer(st), ()))


def test_roll_moves_and_passing_go_pays_the_salary() -> None:
    g = new(dice=[(4, 4), (2, 3)])
    roll(g)
    roll(g)
    moves = events(g, "move")
    # A double (4, 4) to Free Parking, then another roll: 8 + 5 -> brown 1, passing GO.
    assert [(m["seat"], m["to"], m["dice"]) for m in moves] == [(0, 8, [4, 4]), (0, 1, [2, 3])]
    assert [e["amount"] for e in events(g, "go")] == [200]
    assert state(g).cash[0] == 1700 and kinds(g) == {"buy", "decline"}


def test_the_third_double_goes_to_jail_without_moving() -> None:
    g = new(dice=[(1, 1), (1, 1), (3, 3)])
    st = state(g)
    roll(g)  # 2: brown 2, unowned
    act(g, "decline", street=2)
    act(g, "pass")  # seat 1 passes in the auction
    act(g, "pass")  # seat 0 passes: unsold
    roll(g)  # 4: Jail, just visiting
    roll(g)  # third double: Jail, no move
    assert st.in_jail[0] and st.position[0] == 4
    assert events(g, "third_double") and g.to_act == 1


def test_a_double_onto_go_to_jail_gives_no_extra_roll() -> None:
    g = new(dice=[(2, 2), (1, 2)], positions={0: 5})
    st = state(g)
    roll(g)
    assert st.in_jail[0] and st.position[0] == 4
    assert g.to_act == 1, "no extra roll"
    roll(g)
    assert [m["seat"] for m in events(g, "move")] == [0, 1], "seat 1 rolled next"


def test_the_round_limit_ends_the_game_with_final_rents() -> None:
    g = new(dice=[(1, 2)] * 4, owned={1: 0, 2: 0}, max_rounds=1)
    roll(g)  # seat 0: 3, rest
    pass_window(g)  # before seat 1's roll seat 0 could build, and does not
    roll(g)  # seat 1: 3, rest
    assert g.over and g.result()["reason"] == "round limit"
    # Seat 0 collects the set rent (60) on each brown street once.
    assert [e["amount"] for e in events(g, "final_rent")] == [120]
    assert g.result()["winners"] == [0] and g.result()["scores"] == [1620, 1500]
    assert state(g).round == 1  # the last round played, not the one that never began
