"""What the common spaces do when a token stops on them (an edition's `land` table uses
these and adds its own: Chance, Community Chest, Trains or stations)."""

from __future__ import annotations

from monopolies.engine.rules import Table
from monopolies.games.board.rules.movement import send_to_jail
from monopolies.games.board.rules.purchase import offer
from monopolies.games.board.rules.rent import open_rent
from monopolies.games.board.rules.state import BANK, BoardState


def street(st: BoardState, seat: int, table: Table) -> None:
    """CC-7, CC-9: an unowned street is bought or auctioned; another's asks for rent."""
    space = st.position[seat]
    owner = st.owner[space]
    if owner == BANK:
        offer(st, seat, space, table)
    elif owner != seat:
        open_rent(st, owner, seat, space)


def rest(st: BoardState, seat: int, table: Table) -> None:
    """GO (paid on the way in), Jail / Just Visiting, Free Parking: nothing happens."""


def go_to_jail(st: BoardState, seat: int, table: Table) -> None:
    """CC-5: straight to Jail; the turn is over even after a double."""
    send_to_jail(st, seat, table)
