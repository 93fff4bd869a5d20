"""Two dice from the rig script (`rig["dice"]`, stored in the state) or the game's RNG."""

from __future__ import annotations

import random

from monopolies.engine.rules import Table
from monopolies.games.board.rules.state import BoardState


def roll(st: BoardState, table: Table) -> tuple[int, int]:
    if st.dice:
        a, b = st.dice.pop(0)
        return a, b
    rng = table.rng
    return die(rng), die(rng)


def die(rng: random.Random) -> int:
    """`rng.randint(1, 6)`, the same draws (CPython's: three random bits, again while they
    are 6 or 7) at a tenth of the cost: randint and randrange are Python-level calls."""
    bits = rng.getrandbits(3)
    while bits >= 6:
        bits = rng.getrandbits(3)
    return bits + 1


def starting_player(st: BoardState, table: Table) -> int:
    """CC-1 / CH-1: everyone rolls both dice; the highest starts, ties roll again."""
    contenders = list(range(st.players))
    while True:
        totals = {seat: sum(roll(st, table)) for seat in contenders}
        table.emit({"type": "start_roll", "rolls": {str(s): t for s, t in totals.items()}})
        best = max(totals.values())
        contenders = [s for s, t in totals.items() if t == best]
        if len(contenders) == 1:
            return contenders[0]
