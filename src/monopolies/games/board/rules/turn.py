"""The turn (CC-1, CC-2, CH-2): the window before each roll, the roll, doubles, the next
player, and the round limit.

Frame "turn" is the bottom of the stack for the whole game (stages in `stages`). Before
each roll the between-turns window runs; then the player decides (roll, or leave Jail,
build, propose a trade, play a card). A double gives another roll in the
same turn; the third double in a row sends the player to Jail without moving. When a
player's turn ends play passes left to the next player still in the game; passing the
first player starts a new round, and the game ends by the round limit once `max_rounds`
rounds are complete.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Final

from monopolies.engine.action import Action
from monopolies.engine.rules import Table
from monopolies.games.board.rules import stages
from monopolies.games.board.rules.between import open_between
from monopolies.games.board.rules.dice import roll
from monopolies.games.board.rules.edition import Frames, FrameType
from monopolies.games.board.rules.flow import plain
from monopolies.games.board.rules.hotels import BUILD_ACTIONS, build_options
from monopolies.games.board.rules.jail import JAIL_ACTIONS, fee_paid, forced_fee_paid
from monopolies.games.board.rules.jail import options as jail_options
from monopolies.games.board.rules.movement import move_by, send_to_jail
from monopolies.games.board.rules.sales import SALE_ACTIONS, sale_options
from monopolies.games.board.rules.stages import TurnFrame
from monopolies.games.board.rules.state import BoardState
from monopolies.games.board.rules.trade import TRADE_ACTIONS, start_options

KIND: Final = "turn"
MOMENT: Final = "preroll"
ROUND_LIMIT: Final = "round limit"
DOUBLES_TO_JAIL: Final = 3


def start(st: BoardState, turn: TurnFrame) -> None:
    """The game's first turn, `turn.seat`'s, at the bottom of the stack for good."""
    st.first = turn.seat
    st.round = 1
    st.stack = [turn]


def _begin(st: BoardState, f: TurnFrame, table: Table) -> bool:
    if st.round > st.opts["max_rounds"]:
        st.round = st.opts["max_rounds"]  # the last round played, as the table shows it
        st.edition.end_game(st, ROUND_LIMIT, table)
        return False
    st.active = f.seat
    st.turn += 1
    st.offers = [0] * st.players
    st.build_seen = [()] * st.players
    st.doubles = 0
    st.again = False
    table.emit({"type": "turn", "seat": f.seat, "turn": st.turn, "round": st.round})
    f.stage = stages.BETWEEN
    return False


def _between(st: BoardState, f: TurnFrame, table: Table) -> bool:
    f.stage = stages.PREROLL
    open_between(st, table)
    return False


def _preroll(st: BoardState, f: TurnFrame, table: Table) -> bool:
    if st.alive[f.seat]:
        return True
    f.stage = stages.END
    return False


def _after(st: BoardState, f: TurnFrame, table: Table) -> bool:
    again = st.again and st.alive[f.seat] and not st.in_jail[f.seat]
    f.stage = stages.BETWEEN if again else stages.END
    return False


def _end(st: BoardState, f: TurnFrame, table: Table) -> bool:
    n = st.players
    nxt = next((f.seat + k) % n for k in range(1, n + 1) if st.alive[(f.seat + k) % n])
    if opens_round(st, f.seat, nxt):
        st.round += 1
    f.seat = nxt
    f.stage = stages.START
    return False


def opens_round(st: BoardState, ended: int, nxt: int) -> bool:
    """Whether `nxt`'s turn after `ended`'s begins a new round (it is nearer the first
    player's seat, or is it)."""
    n = st.players
    return (nxt - st.first) % n <= (ended - st.first) % n


def _roll_now(st: BoardState, f: TurnFrame, table: Table) -> bool:
    """The roll the rulebook orders with no choice in it (after a forced Jail fee)."""
    _roll_and_move(st, f, table)
    return False


def _roll_and_move(st: BoardState, f: TurnFrame, table: Table) -> None:
    roll_and_move(st, f, table, send_to_jail, _move_by_roll)


def _move_by_roll(st: BoardState, seat: int, d1: int, d2: int, table: Table) -> None:
    move_by(st, seat, d1 + d2, table, (d1, d2))


def roll_and_move(
    st: Any,
    f: TurnFrame,
    table: Table,
    to_jail: Callable[[Any, int, Table], None],
    move: Callable[[Any, int, int, int, Table], None],
) -> None:
    """CC-2, CH-2: roll and move; a double rolls again, the third in a row goes to Jail
    without moving. The edition says how a token goes to Jail and moves by the dice."""
    seat = f.seat
    d1, d2 = roll(st, table)
    f.stage = stages.AFTER
    st.again = d1 == d2
    if st.again:
        st.doubles += 1
        if st.doubles >= DOUBLES_TO_JAIL:
            table.emit({"type": "third_double", "seat": seat, "dice": [d1, d2]})
            to_jail(st, seat, table)
            return
    move(st, seat, d1, d2, table)


_STAGES: Final[dict[int, Callable[[BoardState, TurnFrame, Table], bool]]] = {
    stages.START: _begin,
    stages.BETWEEN: _between,
    stages.PREROLL: _preroll,
    stages.AFTER: _after,
    stages.END: _end,
    stages.FEE_PAID: fee_paid,
    stages.FORCED_FEE_PAID: forced_fee_paid,
    stages.ROLL: _roll_now,
}


def _run(st: BoardState, f: TurnFrame, table: Table) -> bool:
    return _STAGES[f.stage](st, f, table)


def _seat(st: BoardState, f: TurnFrame) -> int:
    return f.seat


def _legal(st: BoardState, f: TurnFrame) -> list[Action]:
    seat = f.seat
    out = jail_options(st, seat) if st.in_jail[seat] else [plain(st, "roll")]
    out += build_options(st, seat)
    out += sale_options(st, seat)
    out += start_options(st, seat)
    out += st.edition.extras(st, seat, MOMENT, f)
    return out


def _roll(st: BoardState, f: TurnFrame, a: Action, table: Table) -> None:
    _roll_and_move(st, f, table)


FRAMES: Frames = {
    TurnFrame: FrameType(
        KIND,
        _seat,
        _run,
        _legal,
        {"roll": _roll, **JAIL_ACTIONS, **BUILD_ACTIONS, **SALE_ACTIONS, **TRADE_ACTIONS},
    )
}
