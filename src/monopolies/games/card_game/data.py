"""Monopoly: The Card Game's deck and money as data: 60 cards, ten groups, one values table.

Origin: the deck (counts, kinds, the 28 US property names, houses per House card) is from
the 2017 Winning Moves rulebook (seed 004) as tabulated in shared/spec/rules/card-game.md.
The printed cards also show each group's value and each house's value, but no public
source reproduces them: `VALUES` is the spec's own table, derived from the classic board's
prices so that richer groups are worth more. Hence `verified = False`; `options.values`
replaces any entry with a printed figure when one is found.

Card ids (stable): 0-27 properties in board order, 28-36 House cards (28-31 one house,
32-35 two houses, 36 three houses), 37-38 Hotels, 39-44 Tokens, 45-50 GO, 51-55 Free
Parking, 56-57 Wilds (Mr. Monopoly), 58 Go To Jail, 59 Get Out Of Jail Free.

A *face* is what a card is, whichever physical copy: every property is its own face
(face = card id), identical bonus and improvement cards share one. Scoring and the
integer action ids work on faces. Every seat sees copies of a face as one card (rulings
CG-R16): observations, events and actions name a card by its face's *representative*,
the lowest id of that face (`FACE_ID`), so a property keeps its own id; the physical ids
stay inside the state.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

verified = False
origin = (
    "deck: 2017 rulebook (seed 004) via shared/spec/rules/card-game.md; values: the spec's "
    "own table derived from board prices (printed values not public)"
)

DECK_SIZE = 60
HAND_SIZE = 10
PILE_START = 2  # face-up cards dealt onto each trade pile (CG-3)
PILES = 4  # trade piles on the table: one per seat, dummies at the empty seats (CG-1)
MAX_TRADE = 2  # cards given and taken in one trade (CG-5)
MAX_HOUSES = 4  # houses a complete hand may hold (CG-8)
GO_SET = 4  # GO cards that together score `go_four` (bonus table)


@dataclass(frozen=True, slots=True)
class Group:
    """A property group. `need` is how many of its cards make it complete; `colour` groups
    satisfy CG-8's "at least one complete colour group" and take houses and hotels."""

    name: str
    label: str
    properties: tuple[str, ...]
    need: int
    colour: bool


GROUPS: tuple[Group, ...] = (
    Group("brown", "brown", ("Mediterranean Avenue", "Baltic Avenue"), 2, True),
    Group(
        "light_blue",
        "light blue",
        ("Oriental Avenue", "Vermont Avenue", "Connecticut Avenue"),
        3,
        True,
    ),
    Group("pink", "pink", ("St. Charles Place", "States Avenue", "Virginia Avenue"), 3, True),
    Group("orange", "orange", ("St. James Place", "Tennessee Avenue", "New York Avenue"), 3, True),
    Group("red", "red", ("Kentucky Avenue", "Indiana Avenue", "Illinois Avenue"), 3, True),
    Group("yellow", "yellow", ("Atlantic Avenue", "Ventnor Avenue", "Marvin Gardens"), 3, True),
    Group(
        "green",
        "green",
        ("Pacific Avenue", "North Carolina Avenue", "Pennsylvania Avenue"),
        3,
        True,
    ),
    Group("dark_blue", "dark blue", ("Park Place", "Boardwalk"), 2, True),
    Group(
        "railroad",
        "railroads",
        ("Reading Railroad", "Pennsylvania Railroad", "B. & O. Railroad", "Short Line"),
        2,
        False,
    ),
    Group("utility", "utilities", ("Electric Company", "Water Works"), 2, False),
)
GROUP = {g.name: g for g in GROUPS}

# (kind, name, count, houses shown) for every card that is not a property, in id order.
OTHERS: tuple[tuple[str, str, int, int], ...] = (
    ("house", "House card (1 house)", 4, 1),
    ("house", "House card (2 houses)", 4, 2),
    ("house", "House card (3 houses)", 1, 3),
    ("hotel", "Hotel", 2, 0),
    ("token", "Token", 6, 0),
    ("go", "GO", 6, 0),
    ("free_parking", "Free Parking", 5, 0),
    ("wild", "Wild (Mr. Monopoly)", 2, 0),
    ("go_to_jail", "Go To Jail", 1, 0),
    ("jail_free", "Get Out Of Jail Free", 1, 0),
)

# The values table (CG-10, CG-11, CG-12): (name, dollars, what it is). `options.values`
# may replace any entry by name.
VALUE_ROWS: tuple[tuple[str, int, str], ...] = (
    ("brown", 150, "complete brown group"),
    ("brown_house", 50, "each house on brown"),
    ("light_blue", 300, "complete light blue group"),
    ("light_blue_house", 50, "each house on light blue"),
    ("pink", 450, "complete pink group"),
    ("pink_house", 100, "each house on pink"),
    ("orange", 550, "complete orange group"),
    ("orange_house", 100, "each house on orange"),
    ("red", 700, "complete red group"),
    ("red_house", 150, "each house on red"),
    ("yellow", 800, "complete yellow group"),
    ("yellow_house", 150, "each house on yellow"),
    ("green", 900, "complete green group"),
    ("green_house", 200, "each house on green"),
    ("dark_blue", 750, "complete dark blue group"),
    ("dark_blue_house", 200, "each house on dark blue"),
    ("railroad_2", 400, "two railroads"),
    ("railroad_3", 600, "three railroads"),
    ("railroad_4", 800, "all four railroads"),
    ("utility", 300, "both utilities"),
    ("hotel", 500, "a hotel on the improved group (with exactly 4 houses)"),
    ("token", 1000, "each token, for the player who went out"),
    ("go", 200, "each GO card (and each beyond four)"),
    ("go_four", 1500, "four GO cards together"),
    ("jail_free", 50, "Get Out Of Jail Free, unless it cancels Go To Jail"),
    ("jackpot", 500, "the Free Parking jackpot at the start, and what a tie adds"),
)
VALUES: dict[str, int] = {name: amount for name, amount, _ in VALUE_ROWS}


@dataclass(frozen=True, slots=True)
class Card:
    """One physical card. `group` is set for properties, `houses` for House cards."""

    id: int
    kind: str
    name: str
    face: int
    group: str = ""
    houses: int = 0


def _build() -> tuple[Card, ...]:
    cards: list[Card] = []
    for group in GROUPS:
        for name in group.properties:
            cards.append(Card(len(cards), "property", name, len(cards), group.name))
    face = len(cards)
    for kind, name, count, houses in OTHERS:
        first = len(cards)
        cards += [Card(first + i, kind, name, face, houses=houses) for i in range(count)]
        face += 1
    return tuple(cards)


CARDS: tuple[Card, ...] = _build()
NUM_FACES: int = 1 + max(c.face for c in CARDS)
FACE_CARD: tuple[Card, ...] = tuple(next(c for c in CARDS if c.face == f) for f in range(NUM_FACES))
FACE_COUNT: tuple[int, ...] = tuple(sum(1 for c in CARDS if c.face == f) for f in range(NUM_FACES))
FACE: Final[tuple[int, ...]] = tuple(c.face for c in CARDS)
"""card id -> its face"""
FACE_ID: Final[tuple[int, ...]] = tuple(FACE_CARD[c.face].id for c in CARDS)
"""card id -> the id every seat knows it by: the lowest id of its face"""


# Which values-table entry a card kind is worth on its own (the rest depend on the hand).
KIND_VALUE = {"hotel": "hotel", "token": "token", "go": "go", "jail_free": "jail_free"}


def card_value(card: Card, values: dict[str, int]) -> int:
    """A card's own value for listings: its complete group's value for a property (two
    railroads for a railroad), its table entry for a bonus or improvement, else 0."""
    if card.kind == "property":
        return values[card.group if card.group != "railroad" else "railroad_2"]
    key = KIND_VALUE.get(card.kind)
    return values[key] if key else 0


def face_of(kind: str, houses: int = 0) -> int:
    """The face of a non-property kind (and, for House cards, how many houses it shows)."""
    return next(c.face for c in CARDS if c.kind == kind and c.houses == houses)


assert [c.id for c in CARDS] == list(range(DECK_SIZE)), "the deck table must hold 60 cards"
assert sum(1 for c in CARDS if c.kind == "property") == 28, "28 property cards"
