"""Selling to the bank to raise money (CC-17, CC-20, CH-13).

A street sells for the edition's price (its printed price by default). Where hotels are
sold back (Crooked Cash), a street's hotel goes first, for the edition's hotel price, and
can also be sold on its own; where they are not (Cheaters) the hotel stays on the street.
"""

from __future__ import annotations

from monopolies.engine.action import Action, make
from monopolies.engine.rules import Table
from monopolies.games.board.rules.deeds import return_to_bank
from monopolies.games.board.rules.edition import Describer
from monopolies.games.board.rules.flow import actor, describer
from monopolies.games.board.rules.layout import streets_of
from monopolies.games.board.rules.state import BoardState, Frame


def sale_options(st: BoardState, seat: int) -> list[Action]:
    edition = st.edition
    hotel_sale, street_sale, hotel = edition.hotel_sale, edition.street_sale, st.hotel
    d = describer(st)
    sales = edition.memo(street_sales)
    out: list[Action] = []
    for street in streets_of(st, seat):
        hotel_price = hotel_sale(st, street) if hotel[street] else None
        out += sales.get((d, street, street_sale(st, street), hotel_price))
    return out


def street_sales(
    d: Describer, street: int, price: int, hotel_price: int | None
) -> tuple[Action, ...]:
    """The sale actions of one street (offered before every roll, so remembered:
    `sale_options`)."""
    sell_street = (("price", price + (hotel_price or 0)), ("street", street))
    actions: tuple[Action, ...] = (make("sell_street", d, sell_street),)
    if hotel_price is not None:
        sell = make("sell_hotel", d, (("price", hotel_price), ("street", street)))
        actions = (sell, *actions)
    return actions


def sell_hotel(st: BoardState, seat: int, street: int, table: Table) -> None:
    price = st.edition.hotel_sale(st, street)
    assert price is not None and st.hotel[street], "no hotel to sell"
    st.hotel[street] = False
    st.hotels_left += 1
    table.emit({"type": "sold_hotel", "seat": seat, "street": street, "price": price})
    st.edition.money.reward(st, seat, price, table)


def sell_street(st: BoardState, seat: int, street: int, table: Table) -> None:
    edition = st.edition
    if st.hotel[street] and edition.hotel_sale(st, street) is not None:
        sell_hotel(st, seat, street, table)
    price = edition.street_sale(st, street)
    return_to_bank(st, street, table)
    table.emit({"type": "sold_street", "seat": seat, "street": street, "price": price})
    edition.money.reward(st, seat, price, table)


def _sell_hotel(st: BoardState, f: Frame, a: Action, table: Table) -> None:
    sell_hotel(st, actor(st), int(a.street), table)


def _sell_street(st: BoardState, f: Frame, a: Action, table: Table) -> None:
    sell_street(st, actor(st), int(a.street), table)


SALE_ACTIONS = {"sell_hotel": _sell_hotel, "sell_street": _sell_street}
