"""The Cheaters turn (CH-2, CH-10, CH-13, CH-16, CH-18) on the board's turn frame.

It is the board's "turn" frame with four differences: the cheat window opens before each
turn but the first (CH-16); the end game starts at the first turn after every property
has been bought, and players home on GO sit out (CH-18); before rolling a player may
play kept cards and cheat, but sells to the bank only to raise money (CH-13); and the
roll stops for the "moved" moment (`moves.move_roll`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from monopolies.engine.action import Action
from monopolies.engine.rules import Table
from monopolies.games.board.rules import stages
from monopolies.games.board.rules import turn as board_turn
from monopolies.games.board.rules.edition import Frames, FrameType
from monopolies.games.board.rules.flow import plain
from monopolies.games.board.rules.hotels import build_options
from monopolies.games.board.rules.jail import options as jail_options
from monopolies.games.board.rules.layout import all_owned
from monopolies.games.board.rules.stages import TurnFrame
from monopolies.games.board.rules.state import Frame
from monopolies.games.board.rules.trade import start_options
from monopolies.games.cheaters import data
from monopolies.games.cheaters.rules import cards, cheats
from monopolies.games.cheaters.rules.frames import Drawn, Moved
from monopolies.games.cheaters.rules.jail import to_jail
from monopolies.games.cheaters.rules.moves import move_roll
from monopolies.games.cheaters.rules.rent_frame import ASKED, CheatersRent
from monopolies.games.cheaters.rules.state import CHState

BOARD: Final = board_turn.FRAMES[TurnFrame]
ALL_HOME: Final = "everyone back on GO"


@dataclass(eq=False)
class CheatersTurn(TurnFrame):
    """The board's turn frame, and whether this turn's cheat window has been held."""

    window_held: bool = False


def _run(st: CHState, f: CheatersTurn, table: Table) -> bool:
    if f.stage == stages.END:
        f.window_held = False
    elif f.stage == stages.START:
        return _start(st, f, table)
    return BOARD.run(st, f, table)


def _start(st: CHState, f: CheatersTurn, table: Table) -> bool:
    if st.ending and _everyone_home(st):
        if not _window(st, f, table):  # CH-16: one last window before the count
            st.edition.end_game(st, ALL_HOME, table)
        return False
    if _sits_out(st, f) or _window(st, f, table):
        return False
    if not st.ending and all_owned(st):
        _begin_ending(st, table)
        if _everyone_home(st):
            st.edition.end_game(st, ALL_HOME, table)
            return False
        if _sits_out(st, f):
            return False
    return BOARD.run(st, f, table)


def _window(st: CHState, f: CheatersTurn, table: Table) -> bool:
    """CH-16: the window for calling "Cheat!" on the turn that ended, held once before each
    turn but the first, and once more before the final count (a cheat on the last turn can
    be caught like any other); whether it opened now."""
    if f.window_held:
        return False
    f.window_held = True
    if st.turn == 0:
        return False
    ended, st.active = st.active, f.seat
    cheats.open_window(st, ended, table)
    return True


def _everyone_home(st: CHState) -> bool:
    """CH-18: the game ends when everyone still in it is home on GO."""
    return all(st.home[s] for s in range(st.players) if st.alive[s])


def _sits_out(st: CHState, f: CheatersTurn) -> bool:
    """CH-18: a player home on GO sits out its turns."""
    if st.ending and st.home[f.seat]:
        f.stage = stages.END
        return True
    return False


def after_deed(st: CHState, table: Table) -> None:
    """CH-18: the end game begins the moment a deed leaving the bank (bought, won at
    auction, taken by a card) leaves none there, so the extra roll of a double already
    stops on GO (rulings CH-R10). A secret Slippery Deed gives no deed in public."""
    if not st.ending and all_owned(st):
        _begin_ending(st, table)


def _begin_ending(st: CHState, table: Table) -> None:
    """CH-18: every property is bought; players on GO are home already."""
    st.ending = True
    table.emit({"type": "end_game_begins"})
    for seat in range(st.players):
        if st.alive[seat] and st.position[seat] == data.GO_SPACE and not st.in_jail[seat]:
            st.home[seat] = True
            table.emit({"type": "home", "seat": seat})


def guarded(st: CHState, f: Frame) -> bool:
    """Whether decision `f` is one a seat's secrets can narrow to a single option (its
    own cheats done, its face-down cards): the roll, the moment after a move or a drawn
    money card, and paying a rent. Such a decision is always asked, so being asked
    gives nothing away."""
    if isinstance(f, TurnFrame):
        return f.stage == stages.PREROLL
    return isinstance(f, (Moved, Drawn)) or (isinstance(f, CheatersRent) and f.stage == ASKED)


def _legal(st: CHState, f: CheatersTurn) -> list[Action]:
    seat = f.seat
    out = jail_options(st, seat) if st.in_jail[seat] else [plain(st, "roll")]
    out += build_options(st, seat)
    out += start_options(st, seat)
    out += cards.card_options(st, seat, cards.PREROLL, f)
    out += cheats.options(st, seat, cheats.PREROLL, f)
    return out


def _roll(st: CHState, f: CheatersTurn, a: Action, table: Table) -> None:
    """CH-2: roll and move; the third double goes to Jail (with the handcuffs)."""
    board_turn.roll_and_move(st, f, table, to_jail, move_roll)


def start(st: CHState, first: int) -> None:
    """The game's first turn, `first`'s (CH-1)."""
    board_turn.start(st, CheatersTurn(first))


FRAMES: Frames = {
    CheatersTurn: FrameType(
        board_turn.KIND,
        BOARD.who,
        _run,
        _legal,
        {k: v for k, v in {**BOARD.actions, "roll": _roll}.items() if not k.startswith("sell_")},
    )
}
