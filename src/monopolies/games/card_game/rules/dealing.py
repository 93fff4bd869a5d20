"""Dealing a hand (CG-3) from the seeded shuffle or from a rig script.

Rig keys (all optional; see also API.md):

- `first`: the seat that starts the first hand, or `dealer`: the first hand's dealer
  (the seat to the dealer's left starts, CG-2). Both may be given if they agree.
- `hands`: `{seat: [card ids]}` for the first hand (any size); other seats get 10 each.
- `trade_piles`: `{seat or "dummy-1"/"dummy-2": [card ids, top LAST]}` for the first
  hand; other piles get 2 each.
- `deck`: `[card ids, top first]`: the first hand's draw pile; the rest follow shuffled.
- `later_hands`: a list of `{"hands", "trade_piles", "deck"}` scripts for hands 2, 3, …

Cards named nowhere are shuffled with the game's RNG and dealt as usual.
"""

from __future__ import annotations

from typing import Any

from monopolies.engine.errors import BadOptions
from monopolies.engine.rules import Json, Table
from monopolies.games.card_game import data
from monopolies.games.card_game.rules.state import CardGameState, Script

HAND_KEYS = frozenset({"hands", "trade_piles", "deck"})


def pile_name(players: int, pile: int) -> int | str:
    """How actions and observations name trade pile `pile`: a seat, or "dummy-N"."""
    return pile if pile < players else f"dummy-{pile - players + 1}"


# PILE_INDEX[players]: every pile's name on a table of that size -> its index.
PILE_INDEX: dict[int, dict[int | str, int]] = {
    players: {pile_name(players, pile): pile for pile in range(data.PILES)}
    for players in range(1, data.PILES + 1)
}


def pile_index(players: int, name: Any) -> int:
    """Inverse of pile_name; raises ValueError for a pile that is not on this table."""
    if type(name) is int or type(name) is str:  # exactly: True is no seat
        pile = PILE_INDEX[players].get(name)
        if pile is not None:
            return pile
    if isinstance(name, int) and not isinstance(name, bool) and 0 <= name < players:
        return name
    if isinstance(name, str) and name.startswith("dummy-") and name[6:].isdigit():
        pile = players + int(name[6:]) - 1
        if players <= pile < data.PILES:
            return pile
    elif isinstance(name, str) and name.isdigit():
        return pile_index(players, int(name))
    dummies = [f"dummy-{i}" for i in range(1, data.PILES - players + 1)]
    raise ValueError(f"no trade pile {name!r}; piles: seats 0..{players - 1} {dummies}")


def first_dealer(players: int, opts: Json, rig: Json, table: Table) -> int:
    """The first hand's dealer (CG-2): from the rig, else seat 0 starts or a random seat."""
    dealer = None
    if "dealer" in rig:
        dealer = _seat(rig["dealer"], players, "dealer")
    if "first" in rig:
        by_first = (_seat(rig["first"], players, "first") - 1) % players
        if dealer is not None and dealer != by_first:
            raise _bad(f"first {rig['first']} does not sit left of dealer {dealer}")
        dealer = by_first
    if dealer is not None:
        return dealer
    if opts["first_player"] == "random":
        return table.rng.randrange(players)
    return players - 1


def scripts(players: int, rig: Json) -> list[Script]:
    """The rigged deals, first hand first (an empty list when nothing is rigged)."""
    out: list[Script] = []
    first = {k: rig[k] for k in HAND_KEYS if k in rig}
    later = rig.get("later_hands", [])
    if not isinstance(later, list | tuple):
        raise _bad("later_hands must be a list of {hands, trade_piles, deck} scripts")
    for i, part in enumerate([first, *later]):
        if not isinstance(part, dict) or set(part) - HAND_KEYS:
            raise _bad(f"hand {i + 1}'s script may only hold {sorted(HAND_KEYS)}")
        out.append(_script(players, part, i + 1))
    while out and out[-1] == ({}, {}, []):
        out.pop()
    return out


def _script(players: int, part: dict[str, Any], number: int) -> Script:
    hands = _mapping(part.get("hands", {}), "hands", number)
    piles = _mapping(part.get("trade_piles", {}), "trade_piles", number)
    script: Script = (
        {_seat(s, players, "hands"): _cards(c, f"hand of seat {s}") for s, c in hands.items()},
        {},
        _cards(part.get("deck", []), "deck"),
    )
    for name, cards in piles.items():
        try:
            pile = pile_index(players, name)
        except ValueError as e:
            raise _bad(str(e)) from None
        script[1][pile] = _cards(cards, f"trade pile {name}")
    validate(players, script, number)
    return script


def validate(players: int, script: Script, number: int) -> None:
    """Raise BadOptions unless the script places each card once and leaves enough to deal."""
    hands, piles, deck = script
    for seat, cards in hands.items():
        _seat(seat, players, "hands")
        _cards(cards, f"hand of seat {seat}")
    for pile, cards in piles.items():
        if not 0 <= pile < data.PILES:
            raise _bad(f"no trade pile {pile}")
        _cards(cards, f"trade pile {pile}")
    _cards(deck, "deck")
    placed = [c for h in hands.values() for c in h]
    placed += [c for p in piles.values() for c in p] + deck
    if len(set(placed)) != len(placed):
        raise _bad(f"a card is rigged into two places in hand {number}")
    need = data.HAND_SIZE * (players - len(hands)) + data.PILE_START * (data.PILES - len(piles))
    if need > data.DECK_SIZE - len(placed):
        raise _bad(
            f"hand {number}'s rigged cards leave {data.DECK_SIZE - len(placed)} to deal, "
            f"{need} are needed"
        )


def deal(st: CardGameState, table: Table) -> None:
    """Shuffle and deal the next hand (CG-3): 10 cards to each hand, 2 face up onto each
    trade pile, the rest is the draw pile."""
    script: Script = st.scripts[0] if st.scripts else ({}, {}, [])
    st.scripts = st.scripts[1:]
    hands, piles, deck = script
    taken = {c for h in hands.values() for c in h} | {c for p in piles.values() for c in p}
    taken |= set(deck)
    rest = [c for c in range(data.DECK_SIZE) if c not in taken]
    table.rng.shuffle(rest)
    for seat in range(st.players):
        if seat in hands:
            st.hands[seat] = list(hands[seat])
        else:
            st.hands[seat], rest = rest[: data.HAND_SIZE], rest[data.HAND_SIZE :]
    for pile in range(data.PILES):
        if pile in piles:
            st.piles[pile] = list(piles[pile])
        else:
            st.piles[pile], rest = rest[: data.PILE_START], rest[data.PILE_START :]
    st.draw = list(reversed(deck + rest))
    st.known = [[0] * data.NUM_FACES for _ in range(st.players)]


def _bad(message: str) -> BadOptions:
    return BadOptions(f"bad rig: {message}")


def _seat(value: Any, players: int, what: str) -> int:
    seat = int(value) if isinstance(value, str) and value.isdigit() else value
    if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < players:
        raise _bad(f"{what} names seat {value!r}; seats are 0..{players - 1}")
    return seat


def _mapping(value: Any, what: str, number: int) -> dict[Any, Any]:
    if not isinstance(value, dict):
        raise _bad(f"{what} of hand {number} must map seats (or piles) to lists of card ids")
    return value


def _cards(cards: Any, what: str) -> list[int]:
    if not isinstance(cards, list | tuple):
        raise _bad(f"{what} must be a list of card ids")
    for c in cards:
        if isinstance(c, bool) or not isinstance(c, int) or not 0 <= c < data.DECK_SIZE:
            raise _bad(f"{what} holds {c!r}, not a card id 0..{data.DECK_SIZE - 1}")
    return list(cards)
