"""Reading the rig keys every board edition shares (`new_game(..., rig={...})`).

The keys API.md names (`first`, `dice`, the decks) and the table keys both editions add
(`held`, `owned`, `hotels`, `positions`, `jailed`) are read and checked here once, with the
same errors; each edition's `rig.py` reads its own keys and states the limits that differ
(which cards may be held, whether a hotel needs an owner, how many may be jailed). Seats and
streets may be given as strings (JSON keys).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from monopolies.engine.errors import BadOptions
from monopolies.engine.rules import Json
from monopolies.games.board.rules.layout import Layout
from monopolies.games.board.rules.state import BoardState


def bad(message: str) -> BadOptions:
    return BadOptions(f"bad rig: {message}")


def integer(value: Any, what: str, low: int, high: int) -> int:
    """An int in low..high, also from a JSON key's digits."""
    if isinstance(value, str) and value.lstrip("-").isdigit():
        value = int(value)
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise bad(f"{what} must be {low}..{high}, not {value!r}")
    return value


def mapping(script: Json, key: str) -> dict[Any, Any]:
    value = script.get(key, {})
    if not isinstance(value, dict):
        raise bad(f"{key} must map seats (or streets) to values")
    return value


def listed(value: Any, what: str) -> list[Any]:
    if not isinstance(value, list | tuple):
        raise bad(f"{what} must be a list")
    return list(value)


def held(
    script: Json, players: int, last_card: int, check: Callable[[list[int]], None]
) -> dict[int, list[int]]:
    """Each seat's held cards (ids 0..last_card); `check` raises on a hand the edition's
    rules forbid; no card may be held twice."""
    out: dict[int, list[int]] = {}
    for seat, ids in mapping(script, "held").items():
        s = integer(seat, "a seat in held", 0, players - 1)
        out[s] = [integer(c, "a card id", 0, last_card) for c in listed(ids, "held")]
        check(out[s])
    every = [c for ids in out.values() for c in ids]
    if len(set(every)) != len(every):
        raise bad("a card is held twice")
    return out


def deck(
    script: Json, key: str, ids: tuple[int, ...], taken: set[int], rng: random.Random
) -> list[int]:
    """A deck top first: the rigged cards, then the rest (less held cards) shuffled."""
    rigged = listed(script.get(key, []), key)
    if any(c not in ids or c in taken for c in rigged) or len(set(rigged)) != len(rigged):
        raise bad(f"{key} must list distinct card ids from {ids[0]}..{ids[-1]}, none held")
    rest = [c for c in ids if c not in rigged and c not in taken]
    rng.shuffle(rest)
    return rigged + rest


def owned(st: BoardState, script: Json, layout: Layout) -> None:
    for street, seat in mapping(script, "owned").items():
        s = integer(street, "an owned street", 0, layout.size - 1)
        if layout.kinds[s] != "street":
            raise bad(f"space {s} is not a street")
        st.owner[s] = integer(seat, "an owner", 0, st.players - 1)


def hotels(st: BoardState, script: Json, layout: Layout, *, owned_only: bool) -> None:
    """Hotels on the listed streets (`owned_only`: a hotel needs an owner, as in Crooked
    Cash; Cheaters' free hotel may stand on an unowned street)."""
    needs = "an owned street" if owned_only else "a street"
    for street in listed(script.get("hotels", []), "hotels"):
        s = integer(street, "a hotel's street", 0, layout.size - 1)
        fits = st.owner[s] >= 0 if owned_only else layout.kinds[s] == "street"
        if not fits or st.hotel[s]:
            raise bad(f"a hotel needs {needs} without one, not {s}")
        st.hotel[s] = True
        st.hotels_left -= 1


def positions(st: BoardState, script: Json, layout: Layout) -> None:
    last = st.players - 1
    for seat, space in mapping(script, "positions").items():
        st.position[integer(seat, "a seat", 0, last)] = integer(
            space, "a space", 0, layout.size - 1
        )


def jail(st: BoardState, seats: list[Any], jail_space: int) -> None:
    for seat in seats:
        s = integer(seat, "a jailed seat", 0, st.players - 1)
        st.in_jail[s] = True
        st.position[s] = jail_space


def dice(script: Json) -> list[list[int]]:
    out: list[list[int]] = []
    for pair in listed(script.get("dice", []), "dice"):
        ok = isinstance(pair, list | tuple) and len(pair) == 2
        if not ok or not all(isinstance(d, int) and 1 <= d <= 6 for d in pair):
            raise bad(f"dice holds {pair!r}, not a pair of dice 1..6")
        out.append([int(pair[0]), int(pair[1])])
    return out


def first(script: Json, players: int) -> int:
    return integer(script["first"], "first", 0, players - 1)
