"""Scripted setups, for scenario tests and tutorials (`new_game(..., rig={...})`).

The keys API.md names: `first` (seat), `dice` ([[3, 4], ...], used before the RNG),
`chance` and `community_chest` (card ids, top first; the first three Chance cards go face
up), `fakes` (exactly these note and Chance card ids are fake). Crooked Cash adds, so that
any position can be set up in a few lines: `hands` ({seat: [note ids]}: exactly these
notes instead of the deal), `held` ({seat: [card ids]}), `owned` ({street: seat}),
`hotels` ([streets], on owned streets), `positions` ({seat: space}), `jailed` ([seats]),
`chips` ({seat: green chips}). Seats and streets may be given as strings (JSON keys).
"""

from __future__ import annotations

import random
from typing import Any

from monopolies.engine.errors import BadOptions
from monopolies.engine.rules import Json
from monopolies.variants.crooked_cash import data
from monopolies.variants.crooked_cash.state import CCState


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


def fakes(st: CCState, script: Json, per: int, count: int, rng: random.Random) -> None:
    """Which notes and Chance cards are fake: the rig's list exactly, else drawn at random
    (`count` of each value, one card of each Chance pair)."""
    if "fakes" in script:
        for i in _list(script["fakes"], "fakes"):
            ok = isinstance(i, int) and not isinstance(i, bool)
            if not ok or not (i in data.CHANCE_IDS or data.NOTE_BASE <= i < len(st.values)):
                raise bad(f"fakes holds {i!r}, not a note or Chance card id")
            st.fake[i] = True
        return
    for i in range(len(data.DENOMINATIONS)):
        first = data.NOTE_BASE + i * per
        for note in rng.sample(range(first, first + per), count):
            st.fake[note] = True
    for k in range(len(data.CHANCE_ACTIONS)):
        st.fake[2 * k + rng.randrange(2)] = True


def hands(st: CCState, script: Json) -> dict[int, list[int]]:
    out: dict[int, list[int]] = {}
    last = len(st.values) - 1
    for seat, notes in _mapping(script, "hands").items():
        s = _int(seat, "a seat in hands", 0, st.players - 1)
        out[s] = [_int(n, "a note id", data.NOTE_BASE, last) for n in _list(notes, "a hand")]
    every = [n for notes in out.values() for n in notes]
    if len(set(every)) != len(every):
        raise bad("a note is in two hands")
    return out


def held(st: CCState, script: Json) -> dict[int, list[int]]:
    out: dict[int, list[int]] = {}
    for seat, ids in _mapping(script, "held").items():
        s = _int(seat, "a seat in held", 0, st.players - 1)
        out[s] = [_int(c, "a card id", 0, data.NOTE_BASE - 1) for c in _list(ids, "held")]
        if sum(1 for c in out[s] if data.CARDS[c].deck == data.CHANCE) > 1:
            raise bad("a player holds at most one Chance card")
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


def table(st: CCState, script: Json) -> None:
    """Deeds, hotels, tokens, Jail and chips as scripted."""
    layout = data.LAYOUT
    last = st.players - 1
    for street, seat in _mapping(script, "owned").items():
        s = _int(street, "an owned street", 0, layout.size - 1)
        if layout.kinds[s] != "street":
            raise bad(f"space {s} is not a street")
        st.owner[s] = _int(seat, "an owner", 0, last)
    for street in _list(script.get("hotels", []), "hotels"):
        s = _int(street, "a hotel's street", 0, layout.size - 1)
        if st.owner[s] < 0 or st.hotel[s]:
            raise bad(f"a hotel needs an owned street without one, not {s}")
        st.hotel[s] = True
        st.hotels_left -= 1
    for seat, space in _mapping(script, "positions").items():
        st.position[_int(seat, "a seat", 0, last)] = _int(space, "a space", 0, layout.size - 1)
    for seat in _list(script.get("jailed", []), "jailed"):
        s = _int(seat, "a jailed seat", 0, last)
        st.in_jail[s] = True
        st.position[s] = data.JAIL_SPACE
    for seat, chips in _mapping(script, "chips").items():
        st.chips[_int(seat, "a seat", 0, last)] = _int(chips, "chips", 0, data.CHIPS)


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
