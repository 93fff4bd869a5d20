"""`Layout.set_owners`: the colour sets' holders, cached by the table of owners, must follow
every change of owner (the window before a roll and hotel building read them)."""

from __future__ import annotations

from board_helpers import LAYOUT

from monopolies.games.board.rules.layout import SetOwners
from monopolies.games.board.rules.state import BANK

BROWN, BLUE, GREEN = (1, 2), (5, 6, 7), (10, 11)


def test_set_owners_follow_each_change_of_owner() -> None:
    owner = [BANK] * LAYOUT.size
    assert LAYOUT.set_owners(owner).complete == () and LAYOUT.set_owners(owner).split == ()
    for s in BLUE:
        owner[s] = 0
    owner[1], owner[2] = 0, 1
    sets = LAYOUT.set_owners(owner)
    assert sets.complete == ((0, BLUE),) and sets.split == ((0, 0, 1),) and sets.holders == {0}
    assert sets.chances(0) == sets.chances(1) == (0, 0, 1) and sets.chances(2) == ()
    owner[2] = 0  # a trade completes brown: the cached answer for the old table must not serve
    sets = LAYOUT.set_owners(owner)
    assert sets.complete == ((0, BROWN), (0, BLUE)) and sets.split == ()
    assert sets.chances(0) == sets.chances(1) == ()
    owner[6] = BANK
    assert LAYOUT.set_owners(owner).complete == ((0, BROWN),)


def test_cached_answers_equal_fresh_ones() -> None:
    owner = [BANK] * LAYOUT.size
    for step, s in enumerate([1, 5, 10, 2, 6, 11, 7]):
        owner[s] = step % 3
        cached, fresh = LAYOUT.set_owners(owner), SetOwners(LAYOUT.groups, tuple(owner))
        assert (cached.complete, cached.holders, cached.split) == (
            fresh.complete,
            fresh.holders,
            fresh.split,
        )
