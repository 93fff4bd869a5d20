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

from monopolies.engine.rules import Json
from monopolies.games.board.rules import rig as board_rig
from monopolies.games.board.rules.rig import bad, integer, listed, mapping
from monopolies.games.crooked_cash import data
from monopolies.games.crooked_cash.rules.state import CCState


def fakes(st: CCState, script: Json, per: int, count: int, rng: random.Random) -> None:
    """Which notes and Chance cards are fake: the rig's list exactly, else drawn at random
    (`count` of each value, one card of each Chance pair)."""
    if "fakes" in script:
        for i in listed(script["fakes"], "fakes"):
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
    for seat, notes in mapping(script, "hands").items():
        s = integer(seat, "a seat in hands", 0, st.players - 1)
        out[s] = [integer(n, "a note id", data.NOTE_BASE, last) for n in listed(notes, "a hand")]
    every = [n for notes in out.values() for n in notes]
    if len(set(every)) != len(every):
        raise bad("a note is in two hands")
    return out


def _one_chance(cards: list[int]) -> None:
    if sum(1 for c in cards if data.CARDS[c].deck == data.CHANCE) > 1:
        raise bad("a player holds at most one Chance card")


def held(st: CCState, script: Json) -> dict[int, list[int]]:
    return board_rig.held(script, st.players, data.NOTE_BASE - 1, _one_chance)


def table(st: CCState, script: Json) -> None:
    """Deeds, hotels, tokens, Jail and chips as scripted."""
    layout = data.LAYOUT
    board_rig.owned(st, script, layout)
    board_rig.hotels(st, script, layout, owned_only=True)
    board_rig.positions(st, script, layout)
    board_rig.jail(st, listed(script.get("jailed", []), "jailed"), data.JAIL_SPACE)
    for seat, chips in mapping(script, "chips").items():
        st.chips[integer(seat, "a seat", 0, st.players - 1)] = integer(
            chips, "chips", 0, data.CHIPS
        )
