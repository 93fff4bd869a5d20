"""The classic 36-space board both board editions print, and how a space table is built.

Origin: shared/spec/rules/crooked-cash.md and cheaters.md, which both take the classic
street names and prices and derive rents and hotel costs from them by the same formulas.
An edition's `data.py` names what it changes (its railway spaces, any changed prices) and
calls `build_spaces`; each table here is written once so that the two boards cannot drift.
"""

from __future__ import annotations

from collections.abc import Mapping

from monopolies.games.board.rules.layout import STREET, Space

US_STREETS = (
    "Mediterranean Avenue", "Baltic Avenue", "Oriental Avenue", "Vermont Avenue",
    "Connecticut Avenue", "St. Charles Place", "States Avenue", "Virginia Avenue",
    "St. James Place", "Tennessee Avenue", "New York Avenue", "Kentucky Avenue",
    "Indiana Avenue", "Illinois Avenue", "Atlantic Avenue", "Ventnor Avenue",
    "Marvin Gardens", "Pacific Avenue", "North Carolina Avenue", "Pennsylvania Avenue",
    "Park Place", "Boardwalk",
)  # fmt: skip
UK_STREETS = (
    "Old Kent Road", "Whitechapel Road", "The Angel Islington", "Euston Road",
    "Pentonville Road", "Pall Mall", "Whitehall", "Northumberland Avenue", "Bow Street",
    "Marlborough Street", "Vine Street", "Strand", "Fleet Street", "Trafalgar Square",
    "Leicester Square", "Coventry Street", "Piccadilly", "Regent Street", "Oxford Street",
    "Bond Street", "Park Lane", "Mayfair",
)  # fmt: skip
# The classic prices, street by street: rents are derived from these.
CLASSIC_PRICES = (
    60, 60, 100, 100, 120, 140, 140, 160, 180, 180, 200, 220, 220, 240, 260, 260, 280,
    300, 300, 320, 350, 400,
)  # fmt: skip
# Names of the spaces that are not streets, by kind (the same in both namings).
SPACE_NAMES = {
    "go": "GO",
    "community_chest": "Community Chest",
    "chance": "Chance",
    "jail": "Jail / Just Visiting",
    "free_parking": "Free Parking",
    "go_to_jail": "Go to Jail",
}


def layout_row(railway: str) -> tuple[str, ...]:
    """The board, space by space: a colour for streets, else the space's kind (`railway`:
    the edition's kind for the four railway spaces)."""
    return (
        "go", "brown", "community_chest", "brown", railway, "light_blue", "chance",
        "light_blue", "light_blue", "jail", "pink", "pink", "pink", railway, "orange",
        "community_chest", "orange", "orange", "free_parking", "red", "chance", "red", "red",
        railway, "yellow", "yellow", "yellow", "go_to_jail", "green", "green",
        "community_chest", "green", railway, "chance", "dark_blue", "dark_blue",
    )  # fmt: skip


def round_up_10(value: float) -> int:
    return int(-(-value // 10) * 10)


def round_10(value: float) -> int:
    """To the nearest 10, halves up (875 -> 880)."""
    return int((value + 5) // 10 * 10)


def hotel_cost(space: int) -> int:
    """100 on the first side, 200 on the second, 300 on the third, 400 on the fourth."""
    return 100 * (space // 9 + 1)


def build_spaces(
    row: tuple[str, ...],
    names: Mapping[str, str],
    named_spaces: Mapping[int, tuple[str, str]],
    price_changes: Mapping[int, int],
) -> tuple[Space, ...]:
    """The spaces of `row`: `named_spaces` ({space: (US name, UK name)}) and the kinds in
    `names` are not streets; streets take the classic names, their price (or the edition's
    change, by street number) and rents from the classic price."""
    spaces: list[Space] = []
    street = 0
    for index, what in enumerate(row):
        if index in named_spaces:
            us, uk = named_spaces[index]
            spaces.append(Space(index, what, us, uk))
            continue
        if what in names:
            name = names[what]
            spaces.append(Space(index, what, name, name))
            continue
        classic = CLASSIC_PRICES[street]
        rent = round_up_10(classic / 2)
        spaces.append(
            Space(
                index,
                STREET,
                US_STREETS[street],
                UK_STREETS[street],
                colour=what,
                price=price_changes.get(street, classic),
                rent=rent,
                set_rent=2 * rent,
                hotel_rent=round_10(classic * 2.5),
                hotel_cost=hotel_cost(index),
            )
        )
        street += 1
    return tuple(spaces)
