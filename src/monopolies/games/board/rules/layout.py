"""The board as data: 36 spaces, the streets among them, colour sets and their rents.

Editions build a `Layout` from their own table of `Space`s (names, prices, rents, hotel
costs); the functions here read it and the state (who owns what) and never hard-code a
number.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Final

from monopolies.games.board.rules.state import BANK

if TYPE_CHECKING:
    from monopolies.games.board.rules.state import BoardState

STREET: Final = "street"


@dataclass(frozen=True, slots=True)
class Space:
    """One board space. Only streets have a colour, prices and rents (others hold 0)."""

    index: int
    kind: str
    us_name: str
    uk_name: str
    colour: str = ""
    price: int = 0
    rent: int = 0
    set_rent: int = 0
    hotel_rent: int = 0
    hotel_cost: int = 0

    def name(self, names: str) -> str:
        return self.uk_name if names == "uk" else self.us_name


class SetOwners:
    """Who holds the colour sets under one table of owners: `complete`, each set in one
    player's hands as (owner, its streets), and `holders`, those owners; `split`, each set
    wholly owned by exactly two players as (set index, owner of each street): the sets one
    trade, and only a trade, can complete."""

    __slots__ = ("_chances", "complete", "holders", "split")

    def __init__(self, groups: tuple[tuple[int, ...], ...], owner: tuple[int, ...]) -> None:
        complete: list[tuple[int, tuple[int, ...]]] = []
        split: list[tuple[int, ...]] = []
        for gi, members in enumerate(groups):
            owners = tuple(owner[s] for s in members)
            if BANK in owners:
                continue
            holders = len(set(owners))
            if holders == 1:
                complete.append((owners[0], members))
            elif holders == 2:
                split.append((gi, *owners))
        self.complete = tuple(complete)
        self.holders = frozenset(holder for holder, _ in complete)
        self.split = tuple(split)
        self._chances: dict[int, tuple[int, ...]] = {}

    def chances(self, seat: int) -> tuple[int, ...]:
        """The split sets `seat` has a share of, flattened (remembered per seat: asked at
        every roll, and nothing else goes into it)."""
        found = self._chances.get(seat)
        if found is None:
            found = self._chances[seat] = tuple(
                x for entry in self.split if seat in entry[1:] for x in entry
            )
        return found


SETS_CACHE: Final = 4096


class Layout:
    """Lookups over a tuple of spaces, computed once per edition."""

    __slots__ = (
        "_last_owner",
        "_last_sets",
        "_sets",
        "colour_of",
        "colours",
        "groups",
        "kinds",
        "members",
        "price",
        "size",
        "spaces",
        "streets",
    )

    def __init__(self, spaces: tuple[Space, ...]) -> None:
        assert [s.index for s in spaces] == list(range(len(spaces))), "spaces out of order"
        self.spaces = spaces
        self.size = len(spaces)
        self.kinds = tuple(s.kind for s in spaces)
        self.streets = tuple(s.index for s in spaces if s.kind == STREET)
        self.price = tuple(s.price for s in spaces)
        self.colour_of = tuple(s.colour for s in spaces)
        colours: list[str] = []
        for s in spaces:
            if s.kind == STREET and s.colour not in colours:
                colours.append(s.colour)
        self.colours = tuple(colours)
        self.members = {c: tuple(i for i in self.streets if spaces[i].colour == c) for c in colours}
        self.groups = tuple(self.members[c] for c in colours)
        self._sets: dict[tuple[int, ...], SetOwners] = {}
        # The table of owners last asked about (a copy) and its answer: most asks in a row
        # are about the same owners, and comparing two lists is cheaper than hashing one.
        # Compared by value, so it cannot go stale.
        self._last_owner: list[int] = []
        self._last_sets: SetOwners | None = None

    def set_owners(self, owner: list[int]) -> SetOwners:
        """The colour sets' holders under this table of owners. Asked several times at every
        roll while owners change a few dozen times a game, so answers are cached by the
        whole table of owners, their only input: an entry never goes stale (the cache is
        emptied when it grows past SETS_CACHE tables)."""
        last = self._last_sets
        if last is not None and owner == self._last_owner:
            return last
        key = tuple(owner)
        sets = self._sets.get(key)
        if sets is None:
            if len(self._sets) >= SETS_CACHE:
                self._sets.clear()
            sets = self._sets[key] = SetOwners(self.groups, key)
        self._last_owner, self._last_sets = list(owner), sets
        return sets

    def first_of_kind(self, start: int, kind: str) -> int:
        """The first space of `kind` strictly after `start`, going forward round the board."""
        for step in range(1, self.size + 1):
            space = (start + step) % self.size
            if self.kinds[space] == kind:
                return space
        raise ValueError(f"no {kind} space on the board")


def owns_set(st: BoardState, seat: int, colour: str) -> bool:
    owner = st.owner
    return all(owner[s] == seat for s in st.edition.layout.members[colour])


def rent_due(st: BoardState, street: int) -> int:
    """CC-9 / CH-5: the hotel rent with a hotel, set rent on a complete set, else base."""
    space = st.edition.layout.spaces[street]
    if st.hotel[street]:
        return space.hotel_rent
    owner = st.owner[street]
    if owner != BANK and owns_set(st, owner, space.colour):
        return space.set_rent
    return space.rent


def streets_of(st: BoardState, seat: int) -> list[int]:
    owner = st.owner
    return [s for s in st.edition.layout.streets if owner[s] == seat]


def unowned(st: BoardState) -> list[int]:
    owner = st.owner
    return [s for s in st.edition.layout.streets if owner[s] == BANK]


def all_owned(st: BoardState) -> bool:
    """Whether every street has an owner (`not unowned(st)` without building the list:
    asked at the start of every turn)."""
    owner = st.owner
    return all(owner[s] != BANK for s in st.edition.layout.streets)


def next_unowned(st: BoardState, start: int) -> int | None:
    """The first unowned street after `start` going forward (CC-6), None if all are owned."""
    layout = st.edition.layout
    owner, kinds, size = st.owner, layout.kinds, layout.size
    for step in range(1, size + 1):
        space = (start + step) % size
        if kinds[space] == STREET and owner[space] == BANK:
            return space
    return None
