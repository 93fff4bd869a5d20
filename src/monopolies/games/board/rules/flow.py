"""The frame stack as a decision process: who acts, what they may do, what a choice does.

`settle` runs the top frame until one needs a decision (or the game is over); `apply`
carries out one legal action and settles again. Blocks push and pop frames with the
helpers here, so a frame never needs to know what is below it.
"""

from __future__ import annotations

from typing import Any

from monopolies.engine.action import Action
from monopolies.engine.rules import Table
from monopolies.games.board.rules.state import BoardState, Frame


def settle(st: BoardState, table: Table) -> None:
    """Run automatic steps until someone must decide or the game is over."""
    frames = st.edition.frames
    stack = st.stack
    while not st.over:
        frame = stack[-1]
        if frames[type(frame)].run(st, frame, table):
            return


def to_act(st: BoardState) -> int | None:
    if st.over:
        return None
    frame = st.stack[-1]
    return int(st.edition.frames[type(frame)].who(st, frame))


def actor(st: BoardState) -> int:
    """The seat deciding now (while an action is being applied: the one who chose it)."""
    frame = st.stack[-1]
    return int(st.edition.frames[type(frame)].who(st, frame))


def legal(st: BoardState) -> list[Action]:
    if st.over:
        return []
    frame = st.stack[-1]
    out: list[Action] = st.edition.frames[type(frame)].legal(st, frame)
    return out


def apply(st: BoardState, action: Action, table: Table) -> None:
    frame = st.stack[-1]
    edition = st.edition
    fn = edition.frames[type(frame)].actions.get(action.kind)
    if fn is None:
        fn = edition.extra_actions[action.kind]
    fn(st, frame, action, table)
    settle(st, table)


def known_kinds(st: BoardState) -> set[str]:
    """Every action kind some frame of this edition accepts (for error messages)."""
    kinds: set[str] = set(st.edition.extra_actions)
    for ft in st.edition.frames.values():
        kinds |= set(ft.actions)
    return kinds


def push(st: BoardState, frame: Frame) -> Frame:
    st.stack.append(frame)
    return frame


def pop(st: BoardState, frame: Frame) -> None:
    """Remove `frame`, which must be on top: a frame finishes only when it is running."""
    top = st.stack.pop()
    assert top is frame, f"popped {top!r}, expected {frame!r}"


def describer(st: BoardState) -> Any:
    return st.edition.describe(st.names)


def plain(st: BoardState, kind: str) -> Action:
    """The action of `kind` with no fields (`make(kind, describer(st), ())`), remembered."""
    return st.edition.plain(st.names, kind)


def seats_from(st: BoardState, seat: int, include_self: bool = False) -> list[int]:
    """Alive seats in order starting left of `seat` (`seat` itself last if included)."""
    n = st.players
    alive = st.alive
    out = [(seat + k) % n for k in range(1, n) if alive[(seat + k) % n]]
    if include_self and 0 <= seat < n and alive[seat]:
        out.append(seat)
    return out
