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

from monopolies.engine.rules import Json
from monopolies.games.board.rules import rig as board_rig
from monopolies.games.board.rules.rig import bad, integer, listed, mapping
from monopolies.games.cheaters import data
from monopolies.games.cheaters.rules.state import CHState

KEYS = frozenset(
    {"first", "dice", "chance", "community_chest", "cheat"}
    | {"held", "owned", "hotels", "positions", "jailed", "cash", "ending"}
)


def _kept_one_per_deck(cards: list[int]) -> None:
    for deck in (data.CHANCE, data.CHEST):
        if sum(1 for c in cards if data.CARDS[c].deck == deck) > 1:
            raise bad("a player holds at most one card of each deck")
    if any(not data.CARDS[c].keep for c in cards):
        raise bad("only cards that are kept can be held")


def held(st: CHState, script: Json) -> dict[int, list[int]]:
    return board_rig.held(script, st.players, data.CHEAT_BASE - 1, _kept_one_per_deck)


def table(st: CHState, script: Json) -> None:
    """Deeds, hotels, tokens, Jail, cash and the end game as scripted."""
    layout = data.LAYOUT
    board_rig.owned(st, script, layout)
    board_rig.hotels(st, script, layout, owned_only=False)
    board_rig.positions(st, script, layout)
    jailed = listed(script.get("jailed", []), "jailed")
    if len(jailed) > 1:
        raise bad("only one player wears the handcuffs")
    board_rig.jail(st, jailed, data.JAIL_SPACE)
    last = st.players - 1
    for seat, cash in mapping(script, "cash").items():
        st.cash[integer(seat, "a seat", 0, last)] = integer(cash, "cash", 0, 10**9)
    ending = script.get("ending", False)
    if not isinstance(ending, bool):
        raise bad("ending must be true or false")
    st.ending = ending
