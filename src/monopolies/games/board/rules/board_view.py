"""The board every seat sees (names, prices, deeds and hotels), remembered on the edition.

It changes a few dozen times a game and is read at every observation, so the edition keeps
one `BoardView` (`Edition.board`) that hands out the same lists while the deeds and hotels
are the same. Every remembered list is found by every input it shows, or compared with
them by value, so none can go stale.
"""

from __future__ import annotations

from typing import Final

from monopolies.engine.rules import Json
from monopolies.games.board.rules.layout import Layout
from monopolies.games.board.rules.state import BANK, BoardState

BOARD_CACHE: Final = 10_000


def _static_board(layout: Layout, names: str) -> tuple[Json, ...]:
    """What never changes about each space, per naming."""
    out = []
    for space in layout.spaces:
        entry: Json = {"space": space.index, "kind": space.kind, "name": space.name(names)}
        if space.colour:
            entry["color"] = space.colour
            entry["price"] = space.price
            # The deed's printed figures: what a player reads on tapping the street.
            entry["rent"] = space.rent
            entry["set_rent"] = space.set_rent
            entry["hotel_rent"] = space.hotel_rent
            entry["hotel_cost"] = space.hotel_cost
        out.append(entry)
    return tuple(out)


class BoardView:
    """The board of a state, as a list of spaces shared by every observation of the same
    naming, deeds and hotels (callers must not change it)."""

    def __init__(self, layout: Layout) -> None:
        self.static = {names: _static_board(layout, names) for names in ("us", "uk")}
        self.streets = frozenset(layout.streets)
        # Boards by (naming, owners, hotels); at most BOARD_CACHE, then begun afresh.
        self.boards: dict[tuple[object, ...], list[Json]] = {}
        # One street's entry per (naming, street, owner, hotel), shared by the boards: a
        # few hundred at most.
        self.entries: dict[tuple[object, ...], Json] = {}
        # The last board handed out, with copies of the naming, deeds and hotels it shows:
        # most observations follow one of the same deeds and hotels, and comparing two
        # lists is cheaper than hashing them.
        self.last_names = ""
        self.last_owner: list[int] = []
        self.last_hotel: list[bool] = []
        self.last_board: list[Json] = []

    def view(self, st: BoardState) -> list[Json]:
        names, owner, hotel = st.names, st.owner, st.hotel
        if self.last_owner == owner and self.last_hotel == hotel and self.last_names == names:
            return self.last_board
        key = (names, tuple(owner), tuple(hotel))
        seen = self.boards.get(key)
        if seen is None:
            if len(self.boards) > BOARD_CACHE:
                self.boards.clear()
            seen = self.boards[key] = self._board(names, owner, hotel)
        self.last_names, self.last_owner, self.last_hotel = names, list(owner), list(hotel)
        self.last_board = seen
        return seen

    def _board(self, names: str, owner: list[int], hotel: list[bool]) -> list[Json]:
        entries, streets = self.entries, self.streets
        out = []
        for i, entry in enumerate(self.static[names]):
            if i in streets:
                held_by, built = owner[i], hotel[i]
                entry_key = (names, i, held_by, built)
                found = entries.get(entry_key)
                if found is None:
                    shown = None if held_by == BANK else held_by
                    found = entries[entry_key] = {**entry, "owner": shown, "hotel": built}
                entry = found
            out.append(entry)
        return out
