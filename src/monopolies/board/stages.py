"""Program counters of the turn frame (kind "turn"), shared by `turn` and `jail`.

The turn frame sits at the bottom of the stack for the whole game: `seat` is the player
whose turn it is and `amount` holds a roll waiting for a forced Jail fee to be paid (the
two dice as 10 * first + second).
"""

from typing import Final

START: Final = 0  # a new turn begins: counters, the round limit
BETWEEN: Final = 1  # the window before each roll (CC-22)
PREROLL: Final = 2  # the player's own decision: roll, leave Jail, build, trade, play a card
AFTER: Final = 3  # the space is resolved: another roll after a double, or the turn ends
END: Final = 4  # pass the turn to the next player still in the game
FEE_PAID: Final = 5  # a voluntary Jail fee was paid (or called off)
FORCED_FEE_PAID: Final = 6  # the fee after the last failed roll: move by it, or roll again
ROLL: Final = 7  # roll now, without asking: the fee is paid and the rulebook says roll again
