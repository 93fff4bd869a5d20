"""The window before each roll (CC-22): the other players may build out of turn.

Frame "between": `seat` is about to roll; `queue` holds the other players still to be
asked, in seat order from `seat`'s left. A player is asked only while it can build a
hotel it can afford; it may build several, and `pass` moves the window on. Trades and
sales are made on one's own turn (rulings B-5 to B-7).
"""

from __future__ import annotations

from monopolies.board.edition import FrameType
from monopolies.board.flow import describer, pop, push, seats_from
from monopolies.board.hotels import BUILD_ACTIONS, build_options, can_build
from monopolies.board.state import BoardState, Frame
from monopolies.engine.action import Action, make
from monopolies.engine.rules import Table

KIND = "between"


def open_between(st: BoardState, table: Table) -> None:
    if st.hotels_left <= 0 or not _some_set_is_complete(st):
        return
    queue = seats_from(st, st.active)
    if any(can_build(st, s) for s in queue):
        push(st, Frame(KIND, st.active, queue=queue))


def _some_set_is_complete(st: BoardState) -> bool:
    """A quick look before asking anyone: is any colour set in one player's hands?"""
    owner = st.owner
    for members in st.edition.layout.groups:
        first = owner[members[0]]
        if first >= 0 and all(owner[s] == first for s in members):
            return True
    return False


def _who(st: BoardState, f: Frame) -> int:
    return f.queue[0]


def _run(st: BoardState, f: Frame, table: Table) -> bool:
    queue = f.queue
    while queue and not (st.alive[queue[0]] and can_build(st, queue[0])):
        queue.pop(0)
    if queue:
        return True
    pop(st, f)
    return False


def _legal(st: BoardState, f: Frame) -> list[Action]:
    seat = f.queue[0]
    out = build_options(st, seat)
    out.append(make("pass", describer(st), ()))
    return out


def _pass(st: BoardState, f: Frame, a: Action, table: Table) -> None:
    f.queue.pop(0)


FRAMES = {KIND: FrameType(_who, _run, _legal, {"pass": _pass, **BUILD_ACTIONS})}
