"""The turn frame (kind "turn") and its program counters, shared by `turn`, `jail` and
whatever ends a turn early (a bankruptcy, a move card).

The turn frame sits at the bottom of the stack for the whole game.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from monopolies.games.board.rules.state import BoardState, Frame

START: Final = 0  # a new turn begins: counters, the round limit
BETWEEN: Final = 1  # the window before each roll (CC-22)
PREROLL: Final = 2  # the player's own decision: roll, leave Jail, build, trade, play a card
AFTER: Final = 3  # the space is resolved: another roll after a double, or the turn ends
END: Final = 4  # pass the turn to the next player still in the game
FEE_PAID: Final = 5  # a voluntary Jail fee was paid (or called off)
FORCED_FEE_PAID: Final = 6  # the fee after the last failed roll: move by it, or roll again
ROLL: Final = 7  # roll now, without asking: the fee is paid and the rulebook says roll again


@dataclass(eq=False)
class TurnFrame(Frame):
    """`seat`'s turn, at `stage` (one of the above); `failed_roll` is the last failed Jail
    roll while its forced fee is paid (10 * first die + second)."""

    seat: int
    stage: int = START
    failed_roll: int = 0


def turn_of(st: BoardState) -> TurnFrame:
    """The turn frame, at the bottom of the stack."""
    turn = st.stack[0]
    assert isinstance(turn, TurnFrame), "the turn frame is at the bottom of the stack"
    return turn
