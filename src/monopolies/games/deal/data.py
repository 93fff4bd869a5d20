"""Monopoly Deal's deck as data: 106 cards, colours, rents, names.

Origin: the 2008 US rulebook (seed 003) and the printed cards as tabulated in
shared/spec/rules/deal.md (counts, bank values, rent ladders, US and UK names). Verified
against that spec; every rule reads these tables rather than hard-coding numbers.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

verified = True
origin = "shared/spec/rules/deal.md deck tables (2008 printing)"

DECK_SIZE = 106
HAND_LIMIT = 7
PLAYS_PER_TURN = 3
START_HAND = 5
DRAW_NORMAL = 2
DRAW_EMPTY_HAND = 5
SETS_TO_WIN = 3
HOUSE_RENT = 3
HOTEL_RENT = 4
DEBT_COLLECTOR_AMOUNT = 5
BIRTHDAY_AMOUNT = 2
PASS_GO_DRAW = 2
ONE_DECK_MAX_PLAYERS = 5


@dataclass(frozen=True, slots=True)
class Colour:
    name: str
    size: int
    value: int
    rents: tuple[int, ...]
    us_names: tuple[str, ...]
    uk_names: tuple[str, ...]
    buildable: bool
    us_label: str
    uk_label: str


COLOURS: tuple[Colour, ...] = (
    Colour(
        "brown",
        2,
        1,
        (1, 2),
        ("Mediterranean Ave", "Baltic Ave"),
        ("Old Kent Rd", "Whitechapel Rd"),
        True,
        "brown",
        "brown",
    ),
    Colour(
        "light_blue",
        3,
        1,
        (1, 2, 3),
        ("Oriental Ave", "Vermont Ave", "Connecticut Ave"),
        ("The Angel Islington", "Euston Rd", "Pentonville Rd"),
        True,
        "light blue",
        "light blue",
    ),
    Colour(
        "pink",
        3,
        2,
        (1, 2, 4),
        ("St. Charles Pl", "States Ave", "Virginia Ave"),
        ("Pall Mall", "Whitehall", "Northumberland Ave"),
        True,
        "pink",
        "pink",
    ),
    Colour(
        "orange",
        3,
        2,
        (1, 3, 5),
        ("St. James Pl", "Tennessee Ave", "New York Ave"),
        ("Bow St", "Marlborough St", "Vine St"),
        True,
        "orange",
        "orange",
    ),
    Colour(
        "red",
        3,
        3,
        (2, 3, 6),
        ("Kentucky Ave", "Indiana Ave", "Illinois Ave"),
        ("Strand", "Fleet St", "Trafalgar Sq"),
        True,
        "red",
        "red",
    ),
    Colour(
        "yellow",
        3,
        3,
        (2, 4, 6),
        ("Atlantic Ave", "Ventnor Ave", "Marvin Gardens"),
        ("Leicester Sq", "Coventry St", "Piccadilly"),
        True,
        "yellow",
        "yellow",
    ),
    Colour(
        "green",
        3,
        4,
        (2, 4, 7),
        ("Pacific Ave", "North Carolina Ave", "Pennsylvania Ave"),
        ("Regent St", "Oxford St", "Bond St"),
        True,
        "green",
        "green",
    ),
    Colour(
        "dark_blue",
        2,
        4,
        (3, 8),
        ("Park Place", "Boardwalk"),
        ("Park Lane", "Mayfair"),
        True,
        "dark blue",
        "dark blue",
    ),
    Colour(
        "railroad",
        4,
        2,
        (1, 2, 3, 4),
        ("Reading Railroad", "Pennsylvania Railroad", "B. & O. Railroad", "Short Line"),
        (
            "King's Cross Station",
            "Marylebone Station",
            "Fenchurch St Station",
            "Liverpool St Station",
        ),
        False,
        "railroad",
        "station",
    ),
    Colour(
        "utility",
        2,
        2,
        (1, 2),
        ("Electric Company", "Water Works"),
        ("Electric Company", "Water Works"),
        False,
        "utility",
        "utility",
    ),
)
# Final: compiled rules read these tables on every decision, and mypyc keeps a Final
# module name in a C variable instead of looking it up in the module each time.
COLOUR: Final[dict[str, Colour]] = {c.name: c for c in COLOURS}
COLOUR_NAMES: Final[tuple[str, ...]] = tuple(c.name for c in COLOURS)
ALL: Final = COLOUR_NAMES

# (colours, bank value, count) — "any colour" wilds list every colour.
WILDS: tuple[tuple[tuple[str, ...], int, int], ...] = (
    (("light_blue", "brown"), 1, 1),
    (("light_blue", "railroad"), 4, 1),
    (("pink", "orange"), 2, 2),
    (("red", "yellow"), 3, 2),
    (("dark_blue", "green"), 4, 1),
    (("green", "railroad"), 4, 1),
    (("railroad", "utility"), 2, 1),
    (ALL, 0, 2),
)

MONEY: tuple[tuple[int, int], ...] = ((1, 6), (2, 5), (3, 3), (4, 3), (5, 2), (10, 1))

# (action name, display name, bank value, count)
ACTIONS: tuple[tuple[str, str, int, int], ...] = (
    ("pass_go", "Pass Go", 1, 10),
    ("deal_breaker", "Deal Breaker", 5, 2),
    ("just_say_no", "Just Say No", 4, 3),
    ("sly_deal", "Sly Deal", 3, 3),
    ("forced_deal", "Forced Deal", 3, 3),
    ("debt_collector", "Debt Collector", 3, 3),
    ("birthday", "It's My Birthday", 2, 3),
    ("double_rent", "Double The Rent", 1, 2),
    ("house", "House", 3, 3),
    ("hotel", "Hotel", 4, 2),
)

RENTS: tuple[tuple[tuple[str, ...], int, int], ...] = (
    (("brown", "light_blue"), 1, 2),
    (("pink", "orange"), 1, 2),
    (("red", "yellow"), 1, 2),
    (("dark_blue", "green"), 1, 2),
    (("railroad", "utility"), 1, 2),
    (ALL, 3, 3),
)


@dataclass(frozen=True, slots=True)
class Card:
    """One physical card. `kind`: money, action, rent, property or wild; `rainbow`: an
    any-colour property wildcard (no value; a set of them alone has no colour, rulings
    D-3), a field rather than a property because the rules ask it in their hottest loops."""

    id: int
    kind: str
    action: str
    value: int
    colours: tuple[str, ...]
    us_name: str
    uk_name: str
    type: int = -1
    rainbow: bool = False


def _colour_pair(colours: tuple[str, ...], uk: bool) -> str:
    if colours == ALL:
        return "any colour"
    return "/".join((COLOUR[c].uk_label if uk else COLOUR[c].us_label) for c in colours)


def _one_deck() -> list[tuple[str, str, int, tuple[str, ...], str, str]]:
    rows: list[tuple[str, str, int, tuple[str, ...], str, str]] = []
    for colour in COLOURS:
        for us, uk in zip(colour.us_names, colour.uk_names, strict=True):
            rows.append(("property", "", colour.value, (colour.name,), us, uk))
    for colours, value, count in WILDS:
        us = f"Property Wildcard ({_colour_pair(colours, False)})"
        uk = f"Property Wildcard ({_colour_pair(colours, True)})"
        rows += [("wild", "", value, colours, us, uk)] * count
    for value, count in MONEY:
        rows += [("money", "", value, (), f"{value}M", f"{value}M")] * count
    for action, display, value, count in ACTIONS:
        rows += [("action", action, value, (), display, display)] * count
    for colours, value, count in RENTS:
        us = f"Rent ({_colour_pair(colours, False)})"
        uk = f"Rent ({_colour_pair(colours, True)})"
        rows += [("rent", "", value, colours, us, uk)] * count
    return rows


def build_cards(decks: int) -> tuple[Card, ...]:
    """The cards of `decks` shuffled-together decks, ids 0..106*decks-1, deck by deck."""
    rows = _one_deck() * decks
    types: dict[tuple[str, str, tuple[str, ...], str], int] = {}
    cards = []
    for i, (kind, action, value, colours, us, uk) in enumerate(rows):
        t = types.setdefault((kind, action, colours, us), len(types))
        rainbow = kind == "wild" and len(colours) == len(ALL)
        cards.append(Card(i, kind, action, value, colours, us, uk, t, rainbow))
    return tuple(cards)


MAX_DECKS = 2
CARDS: Final[tuple[Card, ...]] = build_cards(MAX_DECKS)
NUM_TYPES = 1 + max(c.type for c in CARDS)
TYPE_CARD: tuple[Card, ...] = tuple(next(c for c in CARDS if c.type == t) for t in range(NUM_TYPES))
FACE: Final[tuple[int, ...]] = tuple(TYPE_CARD[c.type].id for c in CARDS)
"""Card id -> its face: the lowest id of its type. Copies of one type (alike in everything
printed on them) are one card to every seat (rulings D-17), so everything that leaves the
rules names a card by its face; the ids of the copies stay inside the state."""

COPIES: Final[dict[int, tuple[int, ...]]] = {
    f: ids for f in set(FACE) if len(ids := tuple(c.id for c in CARDS if FACE[c.id] == f)) > 1
}
"""Face -> the ids of its copies in both decks, lowest first, for faces with more than one
(a one-deck game holds the first of them)."""

assert len(_one_deck()) == DECK_SIZE, "the deck table must hold 106 cards"
assert all(
    (c.kind, c.action, c.value, c.colours, c.us_name, c.uk_name)
    == (f.kind, f.action, f.value, f.colours, f.us_name, f.uk_name)
    for c, f in zip(CARDS, (CARDS[i] for i in FACE), strict=True)
), "copies of one face must be alike in everything printed on them"


def decks_for(players: int) -> int:
    return 1 if players <= ONE_DECK_MAX_PLAYERS else 2


def max_sets_per_colour() -> int:
    """How many sets of one colour a player could ever hold with two decks (id slots)."""
    most = 0
    for colour in COLOURS:
        able = sum(1 for c in CARDS if c.kind in ("property", "wild") and colour.name in c.colours)
        most = max(most, able // colour.size + 1)
    return most
