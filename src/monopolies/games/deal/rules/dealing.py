"""Setting up a game (DEAL-1): one deck for 2-5 players, two for 6-10, five cards each,
from the seeded shuffle or from a rig.

Rig keys: `first` (the seat that starts), `hands` ({seat: [card ids]}), `deck` ([card
ids], top first). Cards named nowhere are shuffled and dealt as usual.
"""

from __future__ import annotations

from typing import Any

from monopolies.engine.errors import BadOptions
from monopolies.engine.rules import Json, Table
from monopolies.games.deal import data
from monopolies.games.deal.rules.state import DealState
from monopolies.games.deal.rules.turn import start_turn


def setup(players: int, opts: Json, rig: Json, table: Table) -> DealState:
    decks = data.decks_for(players)
    st = DealState(players, decks, opts)
    count = data.DECK_SIZE * decks
    rigged_hands = _rigged_hands(rig.get("hands", {}), players, count)
    rigged_deck = _card_list(rig.get("deck", []), count, "deck")
    placed = [c for hand in rigged_hands.values() for c in hand] + rigged_deck
    if len(set(placed)) != len(placed):
        raise _bad_rig("a card is rigged into two places")
    taken = set(placed)
    rest = [c for c in range(count) if c not in taken]
    table.rng.shuffle(rest)
    for seat in range(players):
        if seat in rigged_hands:
            st.hands[seat] = list(rigged_hands[seat])
        else:
            st.hands[seat], rest = rest[: data.START_HAND], rest[data.START_HAND :]
    st.draw = list(reversed(rigged_deck + rest))
    if "first" in rig:
        first = rig["first"]
        if isinstance(first, bool) or not isinstance(first, int) or not 0 <= first < players:
            raise _bad_rig(f"first must be a seat 0..{players - 1}, not {first!r}")
    elif opts["first_player"] == "random":
        first = table.rng.randrange(players)
    else:
        first = 0
    table.emit({"type": "deal", "players": players, "decks": decks, "first": first})
    start_turn(st, first, table)
    return st


def _bad_rig(message: str) -> Exception:
    return BadOptions(f"bad rig: {message}")


def _card_list(cards: Any, count: int, what: str) -> list[int]:
    if not isinstance(cards, list | tuple):
        raise _bad_rig(f"{what} must be a list of card ids")
    for c in cards:
        if isinstance(c, bool) or not isinstance(c, int) or not 0 <= c < count:
            raise _bad_rig(f"{what} holds {c!r}, not a card id 0..{count - 1}")
    return list(cards)


def _rigged_hands(hands: Any, players: int, count: int) -> dict[int, list[int]]:
    if not isinstance(hands, dict):
        raise _bad_rig("hands must map seats to lists of card ids")
    out: dict[int, list[int]] = {}
    for seat, cards in hands.items():
        s = int(seat) if isinstance(seat, str) and seat.isdigit() else seat
        if isinstance(s, bool) or not isinstance(s, int) or not 0 <= s < players:
            raise _bad_rig(f"hands names seat {seat!r}; seats are 0..{players - 1}")
        out[s] = _card_list(cards, count, f"hand of seat {s}")
    return out
