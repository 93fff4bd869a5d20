"""Leaving Jail: the fee, a double, three tries and the forced fee (block `jail`).

Seat 1 only rolls in these games (`play_until`), and seat 0 decides again at its next
turn. A prisoner may also propose a trade (CC-19) and sell streets (CC-17) before it
tries to leave.
"""

from __future__ import annotations

from typing import Any

from board_helpers import act, events, kinds, new, play_until, roll, state

from monopolies.engine.game import Game


def jailed(dice: list[tuple[int, int]], **kw: Any) -> Game:
    return new(dice=dice, jailed=[0], **kw)


def test_prisoner_may_pay_the_fee_then_rolls_as_usual() -> None:
    g = jailed([(1, 2)])
    assert kinds(g) == {"pay_jail_fee", "roll_for_doubles", "propose_trade"}
    act(g, "pay_jail_fee")
    st = state(g)
    assert not st.in_jail[0] and st.cash[0] == 1450
    roll(g)
    assert events(g, "move")[0] == {"type": "move", "seat": 0, "from": 4, "to": 7, "dice": [1, 2]}


def test_a_double_frees_and_moves_with_no_extra_roll() -> None:
    g = jailed([(2, 2), (1, 2)])
    act(g, "roll_for_doubles")
    assert events(g, "leave_jail")[-1] == {"type": "leave_jail", "seat": 0, "how": "double"}
    assert g.to_act == 1 and "roll" in kinds(g), "no extra roll after a double"
    roll(g)
    moves = events(g, "move")
    assert moves[0]["to"] == 8 and moves[1]["seat"] == 1, "no extra roll after a double"


def test_three_failed_tries_then_the_fee_is_forced_and_the_roll_moves() -> None:
    g = jailed([(1, 2), (1, 3), (1, 2), (1, 3), (2, 5)])
    st = state(g)
    for _ in range(3):
        play_until(g, 0)
        assert st.in_jail[0] and g.to_act == 0
        act(g, "roll_for_doubles")
    assert [e["seat"] for e in events(g, "jail_roll")] == [0, 0, 0]
    assert not st.in_jail[0] and st.cash[0] == 1450 and st.position[0] == 11
    assert kinds(g) == {"buy", "decline"}


def test_the_forced_fee_is_a_debt_when_cash_is_short() -> None:
    # With 20 in cash seat 0 cannot pay the fee: it may sell brown 1 (CC-17) or propose a
    # trade (CC-19), and tries for a double three times instead.
    g = jailed([(1, 2), (1, 3), (1, 2), (1, 3), (2, 5)], owned={1: 0}, cash_of={0: 20})
    st = state(g)
    for _ in range(3):
        play_until(g, 0)
        assert kinds(g) == {"roll_for_doubles", "sell_street", "propose_trade"}
        act(g, "roll_for_doubles")
    debt = {"type": "debt", "seat": 0, "to": -1, "amount": 50, "cash": 20}
    assert events(g, "debt")[-1] == debt
    assert kinds(g) == {"sell_street", "propose_trade"}
    act(g, "sell_street", street=1)
    assert st.cash[0] == 30 and st.position[0] == 11 and not st.in_jail[0]
