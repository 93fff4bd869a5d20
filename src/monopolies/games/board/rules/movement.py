"""Moving tokens: forward by a roll or to a space, GO's salary, and Jail (CC-3, CC-5, CH-3).

Passing or landing on GO pays the salary (and whatever the edition adds, e.g. green
decoder chips); going to Jail never passes GO.
"""

from __future__ import annotations

from monopolies.engine.rules import Table
from monopolies.games.board.rules.state import BoardState


def collect_salary(st: BoardState, seat: int, table: Table) -> None:
    edition = st.edition
    table.emit({"type": "go", "seat": seat, "amount": edition.salary})
    edition.money.reward(st, seat, edition.salary, table)
    edition.on_go(st, seat, table)


def move_by(
    st: BoardState, seat: int, steps: int, table: Table, dice: tuple[int, int] | None = None
) -> None:
    """Move forward `steps` spaces (the `dice` rolled, if any), collect the salary when
    passing GO, resolve the space. Where the edition says so the token stops on GO."""
    edition = st.edition
    size = edition.layout.size
    start = st.position[seat]
    if start + steps > size and edition.stops_at_go(st, seat):
        steps = size - start
    end = (start + steps) % size
    st.position[seat] = end
    event = {"type": "move", "seat": seat, "from": start, "to": end}
    if dice is not None:
        event["dice"] = list(dice)
    table.emit(event)
    if start + steps >= size:
        collect_salary(st, seat, table)
    land(st, seat, table)


def advance_to(st: BoardState, seat: int, space: int, table: Table) -> None:
    """Move forward to `space` (cards, Trains), passing GO if the way goes round."""
    start = st.position[seat]
    size = st.edition.layout.size
    move_by(st, seat, (space - start) % size or size, table)


def land(st: BoardState, seat: int, table: Table) -> None:
    """Do what the space under `seat`'s token says (the edition's table by space kind)."""
    edition = st.edition
    space = st.position[seat]
    edition.land[edition.layout.kinds[space]](st, seat, table)


def send_to_jail(st: BoardState, seat: int, table: Table) -> None:
    """Straight to Jail, no salary; a player sent there on their turn rolls no more."""
    st.position[seat] = st.edition.jail_space
    st.in_jail[seat] = True
    st.jail_tries[seat] = 0
    if seat == st.active:
        st.again = False
    table.emit({"type": "jail", "seat": seat})


def free_from_jail(st: BoardState, seat: int, table: Table, how: str) -> None:
    st.in_jail[seat] = False
    st.jail_tries[seat] = 0
    table.emit({"type": "leave_jail", "seat": seat, "how": how})
