"""Scripted setups, for scenario tests and tutorials (`new_game(..., rig={...})`).

The keys API.md names: `first` (seat), `dice` ([[3, 4], ...], used before the RNG),
`chance`, `community_chest` and `cheat` (card ids, top first; the first five Cheat cards
go face up). Cheaters adds, so that any position can be set up in a few lines: `held`
({seat: [card ids]}), `owned` ({street: seat}), `hotels` ([streets]; the free hotel on
Pentonville Road is always there), `positions` ({seat: space}), `jailed` ([seat], one at
most: the handcuffs), `cash` ({seat: amount}), `ending` (true: every property counts as
bought and the end game is on). Seats and streets may be given as strings (JSON keys).
"""

from __future__ import annotations

import random
from typing import Any

from monopolies.engine.errors import BadOptions
from monopolies.engine.rules import Json
from monopolies.variants.cheaters import data
from monopolies.variants.cheaters.state import CHState

KEYS = frozenset(
    {"first", "dice", "chance", "community_chest", "cheat"}
    | {"held", "owned", "hotels", "positions", "jailed", "cash", "ending"}
)


def bad(message: str) -> BadOptions:
    return BadOptions(f"bad rig: {message}")


def _int(value: Any, what: str, low: int, high: int) -> int:
    if isinstance(value, str) and value.lstrip("-").isdigit():
        value = int(value)
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise bad(f"{what} must be {low}..{high}, not {value!r}")
    return value


def _mapping(script: Json, key: str) -> dict[Any, Any]:
    value = script.get(key, {})
    if not isinstance(value, dict):
        raise bad(f"{key} must map seats (or streets) to values")
    return value


def _list(value: Any, what: str) -> list[Any]:
    if not isinstance(value, list | tuple):
        raise bad(f"{what} must be a list")
    return list(value)


def held(st: CHState, script: Json) -> dict[int, list[int]]:
    out: dict[int, list[int]] = {}
    last = data.CHEAT_BASE - 1
    for seat, ids in _mapping(script, "held").items():
        s = _int(seat, "a seat in held", 0, st.players - 1)
        out[s] = [_int(c, "a card id", 0, last) for c in _list(ids, "held")]
        for deck in (data.CHANCE, data.CHEST):
            if sum(1 for c in out[s] if data.CARDS[c].deck == deck) > 1:
                raise bad("a player holds at most one card of each deck")
        if any(not data.CARDS[c].keep for c in out[s]):
            raise bad("only cards that are kept can be held")
    every = [c for ids in out.values() for c in ids]
    if len(set(every)) != len(every):
        raise bad("a card is held twice")
    return out


def deck(
    script: Json, key: str, ids: tuple[int, ...], taken: set[int], rng: random.Random
) -> list[int]:
    """A deck top first: the rigged cards, then the rest (less held cards) shuffled."""
    rigged = _list(script.get(key, []), key)
    if any(c not in ids or c in taken for c in rigged) or len(set(rigged)) != len(rigged):
        raise bad(f"{key} must list distinct card ids from {ids[0]}..{ids[-1]}, none held")
    rest = [c for c in ids if c not in rigged and c not in taken]
    rng.shuffle(rest)
    return rigged + rest


def table(st: CHState, script: Json) -> None:
    """Deeds, hotels, tokens, Jail, cash and the end game as scripted."""
    layout = data.LAYOUT
    last = st.players - 1
    for street, seat in _mapping(script, "owned").items():
        s = _int(street, "an owned street", 0, layout.size - 1)
        if layout.kinds[s] != "street":
            raise bad(f"space {s} is not a street")
        st.owner[s] = _int(seat, "an owner", 0, last)
    for street in _list(script.get("hotels", []), "hotels"):
        s = _int(street, "a hotel's street", 0, layout.size - 1)
        if layout.kinds[s] != "street" or st.hotel[s]:
            raise bad(f"a hotel needs a street without one, not {s}")
        st.hotel[s] = True
        st.hotels_left -= 1
    for seat, space in _mapping(script, "positions").items():
        st.position[_int(seat, "a seat", 0, last)] = _int(space, "a space", 0, layout.size - 1)
    jailed = _list(script.get("jailed", []), "jailed")
    if len(jailed) > 1:
        raise bad("only one player wears the handcuffs")
    for seat in jailed:
        s = _int(seat, "a jailed seat", 0, last)
        st.in_jail[s] = True
        st.position[s] = data.JAIL_SPACE
    for seat, cash in _mapping(script, "cash").items():
        st.cash[_int(seat, "a seat", 0, last)] = _int(cash, "cash", 0, 10**9)
    ending = script.get("ending", False)
    if not isinstance(ending, bool):
        raise bad("ending must be true or false")
    st.ending = ending


def dice(script: Json) -> list[list[int]]:
    out: list[list[int]] = []
    for pair in _list(script.get("dice", []), "dice"):
        ok = isinstance(pair, list | tuple) and len(pair) == 2
        if not ok or not all(isinstance(d, int) and 1 <= d <= 6 for d in pair):
            raise bad(f"dice holds {pair!r}, not a pair of dice 1..6")
        out.append([int(pair[0]), int(pair[1])])
    return out


def first(script: Json, players: int) -> int:
    return _int(script["first"], "first", 0, players - 1)
