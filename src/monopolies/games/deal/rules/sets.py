"""A player's collection on the table: sets, when they are full, their rent, and keeping
them tidy (DEAL-6, DEAL-7, DEAL-8, DEAL-9, DEAL-17, DEAL-18, DEAL-20; rulings D-1, D-3,
D-16, D-17, E-2).

Per colour a player holds any number of full sets and, once tidied, at most one unfinished
set (rulings D-1): a card laid or received joins that set, and `tidy` regroups a colour
after a card leaves or a wild moves. A set is tidied on its owner's own turn only: what
other players' turns break waits as it lies until then (rulings D-16).
"""

from __future__ import annotations

from monopolies.engine.rules import Table
from monopolies.games.deal import data
from monopolies.games.deal.rules.state import DealState, PropertySet

ON_TABLE = ("property", "wild")  # the kinds of card laid in sets; never banked (DEAL-5)


# What a set is worth (DEAL-8, DEAL-9, DEAL-20) -----------------------------------------


def has_colour(s: PropertySet) -> bool:
    """Rulings D-3: a set made only of any-colour wilds has no colour."""
    for c in s.cards:  # noqa: SIM110 - any() over a generator: a greedy game 10% slower uncompiled
        if not data.CARDS[c].rainbow:
            return True
    return False


def is_full(s: PropertySet) -> bool:
    """DEAL-8: full at the colour's count, and a set of any-colour wilds alone never is."""
    return len(s.cards) >= data.COLOUR[s.colour].size and has_colour(s)


def rent_of(s: PropertySet) -> int:
    """DEAL-9: the ladder for the cards held (capped), +3 House, +4 Hotel on a full set."""
    if not has_colour(s):
        return 0
    ladder = data.COLOUR[s.colour].rents
    rent = ladder[min(len(s.cards), len(ladder)) - 1]
    if is_full(s):
        if s.house is not None:
            rent += data.HOUSE_RENT
        if s.hotel is not None:
            rent += data.HOTEL_RENT
    return rent


def full_colours(st: DealState, seat: int) -> set[str]:
    """DEAL-20: the colours of the seat's full sets (two full sets of one colour count once,
    rulings D-12)."""
    return {s.colour for s in st.sets[seat] if is_full(s)}


def distinct_table_cards(sets: list[PropertySet]) -> set[int]:
    """Of identical cards in one colour (copies from two decks, identical wilds), the one
    offered (rulings E-2): one in an unfinished set if there is one, as moving it breaks
    nothing; so no two choices read the same."""
    face = data.FACE
    chosen: dict[tuple[int, str], int] = {}
    for s in sorted(sets, key=is_full):
        for c in s.cards:
            chosen.setdefault((face[c], s.colour), c)
    return set(chosen.values())


def table_copy(sets: list[PropertySet], card: int, colour: str) -> int:
    """The copy an action naming face `card` in `colour` moves: the one offered
    (`distinct_table_cards`); which one is unobservable (rulings D-17)."""
    face = data.FACE
    for s in sorted(sets, key=is_full):
        if s.colour == colour:
            for c in s.cards:
                if face[c] == card:
                    return c
    raise ValueError(f"no card {card} laid as {colour}")


# Cards joining and leaving sets (DEAL-6, DEAL-7, DEAL-17) ------------------------------


def open_set(st: DealState, seat: int, colour: str) -> PropertySet | None:
    """The seat's unfinished set of the colour, if it has one."""
    for s in st.sets[seat]:
        if s.colour == colour and not is_full(s):
            return s
    return None


def add_property(st: DealState, seat: int, card: int, colour: str, table: Table) -> None:
    """DEAL-6, rulings D-1: a property joins the unfinished set of its colour or starts one."""
    s = open_set(st, seat, colour)
    if s is None:
        st.sets[seat].append(PropertySet(st.next_set_id, colour, [card]))
        st.next_set_id += 1
    else:
        s.cards.append(card)
        if len(s.cards) > data.COLOUR[colour].size and seat == st.active:
            tidy(st, seat, colour, table)


def find_set(st: DealState, seat: int, card: int) -> PropertySet:
    for s in st.sets[seat]:
        if card in s.cards:
            return s
    raise ValueError(f"card {card} is in none of seat {seat}'s sets")


def take_from_set(st: DealState, seat: int, card: int, table: Table) -> str:
    """Remove a property from its set. On the owner's own turn its colour is tidied at
    once; on anyone else's the set stays as it is, buildings and all, until the owner's
    turn begins (DEAL-7: a player rearranges only on their own turn; rulings D-16). A set
    left with no cards cannot hold its buildings: they are orphaned at once (DEAL-18)."""
    s = find_set(st, seat, card)
    s.cards.remove(card)
    if not s.cards:
        _orphan_buildings(st, seat, [b for b in (s.hotel, s.house) if b is not None], table)
        st.sets[seat].remove(s)
    if seat == st.active:
        tidy(st, seat, s.colour, table)
    return s.colour


def move_property(st: DealState, giver: int, card: int, taker: int, table: Table) -> None:
    """DEAL-17: a property keeps its colour and joins the taker's collection."""
    colour = take_from_set(st, giver, card, table)
    add_property(st, taker, card, colour, table)


# Tidying a colour (DEAL-18; rulings D-1, D-16) -----------------------------------------


def tidy(st: DealState, seat: int, colour: str, table: Table) -> None:
    """Rulings D-1 and D-16 on the owner's own turn: regroup one colour; a set that is
    full again keeps its buildings, and the buildings of a set left unfinished go to the
    owner's bank (DEAL-18; the discard pile by option)."""
    _orphan_buildings(st, seat, reform(st, seat, colour), table)
    for s in st.sets[seat]:
        if s.colour == colour and not is_full(s):
            _orphan_buildings(st, seat, [b for b in (s.hotel, s.house) if b is not None], table)
            s.house = s.hotel = None


def tidy_all(st: DealState, seat: int, table: Table) -> None:
    """At the start of a turn: what others' turns broke in the seat's collection waits
    for it (rulings D-16)."""
    for colour in dict.fromkeys(s.colour for s in st.sets[seat]):
        tidy(st, seat, colour, table)


def _orphan_buildings(st: DealState, seat: int, buildings: list[int], table: Table) -> None:
    """DEAL-18: buildings with no full set under them go to the owner's bank, or to the
    discard pile with `orphan_buildings: "discard"`."""
    to_bank = st.opts["orphan_buildings"] == "bank"
    for building in buildings:
        (st.bank[seat] if to_bank else st.discard).append(building)
        table.emit(
            {
                "type": "building_orphaned",
                "seat": seat,
                "card": data.FACE[building],
                "to": "bank" if to_bank else "discard",
            }
        )


def reform(st: DealState, seat: int, colour: str) -> list[int]:
    """Keep one colour canonical: full sets as they are, every other card in at most one
    unfinished set, except that cards enough for a new full set form one (each full set
    needs a coloured card; coloured cards fill first, any-colour wilds after). Buildings
    of the regrouped sets go onto the full sets formed, in order; those left over are
    returned (Hotel before House)."""
    mine = st.sets[seat]
    size = data.COLOUR[colour].size
    loose = [s for s in mine if s.colour == colour and not (is_full(s) and len(s.cards) == size)]
    if len(loose) <= 1 and not (loose and len(loose[0].cards) > size):
        return []
    pool = [c for s in loose for c in s.cards]
    ids = [s.id for s in loose]
    built = [(s.house, s.hotel) for s in loose if s.house is not None or s.hotel is not None]
    for s in loose:
        mine.remove(s)
    coloured = [c for c in pool if not data.CARDS[c].rainbow]
    rainbows = [c for c in pool if data.CARDS[c].rainbow]
    n_full = min(len(coloured), len(pool) // size)
    groups: list[list[int]] = [[coloured[i]] for i in range(n_full)]
    rest = coloured[n_full:] + rainbows
    for g in groups:
        while len(g) < size:
            g.append(rest.pop(0))
    if rest:
        groups.append(rest)
    for k, g in enumerate(groups):
        if ids:
            set_id = ids.pop(0)
        else:
            set_id = st.next_set_id
            st.next_set_id += 1
        house, hotel = built.pop(0) if k < n_full and built else (None, None)
        mine.append(PropertySet(set_id, colour, g, house, hotel))
    return [b for house, hotel in built for b in (hotel, house) if b is not None]
