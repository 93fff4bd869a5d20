"""Tokens in Cheaters Edition: stations (CH-7), the roll's move with
its "moved" moment for cheats (CH-2, CH-15), and the way home at the end (CH-18); the
handcuffs are `jail`'s.

Frame "moved" (`frames.Moved`): before the space acts the player may cheat (Trick Dice,
Extra Allowance, Identity Theft), then `land`s. The frame is pushed when the table offers
a moved cheat, whatever the player has done (rulings CH-R15).
"""

from __future__ import annotations

from typing import Final

from monopolies.engine.action import Action
from monopolies.engine.rules import Table
from monopolies.games.board.rules.edition import Frames, FrameType
from monopolies.games.board.rules.flow import plain, pop
from monopolies.games.board.rules.movement import collect_salary, land
from monopolies.games.cheaters import data
from monopolies.games.cheaters.rules.cheats import moved_cheats
from monopolies.games.cheaters.rules.frames import MOVED, Moved
from monopolies.games.cheaters.rules.state import CHState

SIZE: Final = data.LAYOUT.size


def stops_at_go(st: CHState, seat: int) -> bool:
    """CH-18: once every property is bought, a token stops on GO."""
    return st.ending


def on_go(st: CHState, seat: int, table: Table) -> None:
    """CH-18: in the end game a player who reaches GO is home and sits out."""
    if st.ending and not st.home[seat]:
        st.home[seat] = True
        if seat == st.active:
            st.again = False
        table.emit({"type": "home", "seat": seat})


def land_station(st: CHState, seat: int, table: Table) -> None:
    """CH-7: not for sale; move on to the next station (passing GO pays) and the turn
    ends, a double's extra turn included."""
    start = st.position[seat]
    nxt = data.LAYOUT.first_of_kind(start, data.STATION)
    if seat == st.active:
        st.again = False
    if nxt < start and st.ending:
        nxt = data.GO_SPACE
    st.position[seat] = nxt
    table.emit({"type": "station", "seat": seat, "from": start, "to": nxt})
    if nxt < start:
        collect_salary(st, seat, table)


def move_roll(st: CHState, seat: int, d1: int, d2: int, table: Table) -> None:
    """Move by a roll; if a cheat is possible now, the player decides before landing."""
    start = st.position[seat]
    steps = d1 + d2
    if start + steps > SIZE and st.ending:
        steps = SIZE - start
    end = (start + steps) % SIZE
    st.position[seat] = end
    table.emit({"type": "move", "seat": seat, "from": start, "to": end, "dice": [d1, d2]})
    passed = start + steps >= SIZE
    if passed:
        collect_salary(st, seat, table)
    frame = Moved(seat, start, steps, passed, tokens=list(st.position))
    if moved_cheats(st, frame, mine=False):
        st.stack.append(frame)
    else:
        land(st, seat, table)


def _seat(st: CHState, f: Moved) -> int:
    return f.seat


def _wait(st: CHState, f: Moved, table: Table) -> bool:
    return True


def _legal(st: CHState, f: Moved) -> list[Action]:
    return [plain(st, "land"), *moved_cheats(st, f)]


def _land(st: CHState, f: Moved, a: Action, table: Table) -> None:
    """The token lands. A token that is not where the roll's event left it (a cheat moved
    it: Trick Dice, Identity Theft) is told where it stands now, so the log never leaves
    a player where they are not (issue 31); the cheat stays unnamed, as on the board."""
    pop(st, f)
    for seat, (told, now) in enumerate(zip(f.tokens, st.position, strict=True)):
        if told != now:
            table.emit({"type": "token_moved", "seat": seat, "from": told, "to": now})
    if not f.moved_other:
        land(st, f.seat, table)


FRAMES: Frames = {Moved: FrameType(MOVED, _seat, _wait, _legal, {"land": _land})}
