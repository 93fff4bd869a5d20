"""Deeds and hotels changing hands: the bank to a player, a player back to the bank.

Every change of ownership goes through here, so the edition hears of each new owner
(`after_deed`, where Crooked Cash ends the game once the last street is owned) and the
hotel supply stays counted.
"""

from __future__ import annotations

from monopolies.engine.rules import Table
from monopolies.games.board.rules.state import BANK, BoardState


def give_deed(st: BoardState, seat: int, street: int, table: Table, how: str) -> None:
    """A street leaves the bank for `seat` (bought, won at auction, taken by a card)."""
    st.owner[street] = seat
    table.emit({"type": "deed", "seat": seat, "street": street, "how": how})
    st.edition.after_deed(st, table)


def return_to_bank(st: BoardState, street: int, table: Table) -> None:
    """A street goes back to the bank unowned; its hotel goes back to the supply, unless
    the edition's hotels are never sold back (then it stays on the street, CH-11)."""
    st.owner[street] = BANK
    if st.hotel[street] and st.edition.hotel_sale(st, street) is not None:
        st.hotel[street] = False
        st.hotels_left += 1


def buildable_streets(st: BoardState, seat: int) -> list[int]:
    """Streets where `seat` may put a hotel from a complete set (CC-16, CH-11)."""
    hotel = st.hotel
    return [
        s
        for holder, members in st.edition.layout.set_owners(st.owner).complete
        if holder == seat
        for s in members
        if not hotel[s]
    ]


def place_hotel(st: BoardState, seat: int, street: int, table: Table, how: str) -> None:
    """One hotel from the supply onto `street` (bought, won, or a card's free hotel)."""
    assert st.hotels_left > 0 and not st.hotel[street], "no hotel to place there"
    st.hotels_left -= 1
    st.hotel[street] = True
    table.emit({"type": "hotel", "seat": seat, "street": street, "how": how})
