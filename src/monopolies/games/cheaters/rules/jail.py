"""Jail in Cheaters Edition: one pair of handcuffs (CH-9). Below the cheats, cards and
moves that send a player there, so each imports it at the top."""

from __future__ import annotations

from monopolies.engine.rules import Table
from monopolies.games.board.rules.movement import send_to_jail
from monopolies.games.cheaters.rules.state import CHState


def to_jail(st: CHState, seat: int, table: Table) -> None:
    """CH-9: only one player wears the handcuffs; a new prisoner frees the old one, who
    stays on the Jail space as Just Visiting."""
    for other in range(st.players):
        if other != seat and st.in_jail[other]:
            st.in_jail[other] = False
            st.jail_tries[other] = 0
            table.emit({"type": "handcuffs_passed", "seat": other, "to": seat})
    send_to_jail(st, seat, table)


def jail_space(st: CHState, seat: int, table: Table) -> None:
    """Go to Jail (the space): into the handcuffs, turn over."""
    to_jail(st, seat, table)
