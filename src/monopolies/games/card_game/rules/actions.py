"""The Card Game's action vocabulary: how each action reads, and its stable integer id.

    draw {}                        take the top card of the draw pile (CG-4)
    trade {with, count}            with: a seat, or "dummy-1" / "dummy-2"; count 1 or 2 (CG-5)
    discard {card}                 one card from the hand onto one's own trade pile (CG-4, 6)
    go_out {card}                  the turn's last discard, then go out (CG-8; rulings CG-R2)

`card` names a face by its representative id (data.FACE_ID: the lowest id of the face),
never a physical copy (rulings CG-R16); the rules move whichever copy the hand holds.
Ids encode what an action means, so they are the same in every game: cards by face,
trade partners relative to the actor (1 = the next seat left) and dummy piles as fixed
slots. Layout of the id table:

    draw, trade[offset 1-3 or dummy-1, dummy-2][count 1-2], discard[face], go_out[face]
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from typing import TYPE_CHECKING, Any

from monopolies.engine.action import Action, make
from monopolies.games.card_game import data
from monopolies.games.card_game.rules.dealing import pile_index, pile_name

if TYPE_CHECKING:
    from monopolies.games.card_game.rules.state import CardGameState

MAX_PLAYERS: int = data.PILES
DUMMY_SLOTS = tuple(f"dummy-{i}" for i in range(1, data.PILES - 1))
COUNTS = tuple(range(1, data.MAX_TRADE + 1))


def card_name(card: int) -> str:
    return data.CARDS[card].name


def partner(target: Any) -> str:
    """A trade partner as a person reads it: "seat 2", or "dummy pile 1" for "dummy-1"."""
    return dummy_name(target) if isinstance(target, str) else f"seat {target}"


def dummy_name(slot: str) -> str:
    """A dummy pile's player-facing name: the id "dummy-1" reads "dummy pile 1"."""
    return slot.replace("dummy-", "dummy pile ")


def _plural(n: Any, word: str) -> str:
    return f"{n} {word}{'' if n == 1 else 's'}"


_TEXTS: dict[str, Callable[[Action], str]] = {
    "draw": lambda a: "Draw a card",
    "trade": lambda a: f"Trade {_plural(a.count, 'card')} with {partner(a.get('with'))}",
    "discard": lambda a: f"Discard {card_name(int(a.card))}",
    "go_out": lambda a: f"Discard {card_name(int(a.card))} and go out",
}


def describe(a: Action) -> str:
    """An action as a person would say it, without the table (see `describe_on`)."""
    text = _TEXTS.get(a.kind)
    return text(a) if text else a.kind


def describe_on(st: CardGameState, a: Action) -> str:
    """An action read against the table: a trade says which cards change hands."""
    if a.kind != "trade":
        return describe(a)
    count = int(a.count)
    gives = st.piles[st.active][-count:]
    takes = st.piles[pile_index(st.players, a.get("with"))][-count:]
    names = ", ".join(card_name(c) for c in reversed(gives))
    got = ", ".join(card_name(c) for c in reversed(takes))
    return f"{describe(a)}: give {names}, take {got}"


DRAW = make("draw", describe, ())


def _trade_rows(players: int) -> tuple[tuple[tuple[int, Action, Action], ...], ...]:
    """[actor] -> (pile, trade 1 card, trade 2 cards) for every pile but the actor's own."""
    table = []
    for actor in range(players):
        row = []
        for pile in range(data.PILES):
            if pile != actor:
                name = pile_name(players, pile)
                one, two = (make("trade", describe, (("count", n), ("with", name))) for n in COUNTS)
                row.append((pile, one, two))
        table.append(tuple(row))
    return tuple(table)


# Every table size's trade rows, built once: legal-move generation only reads them.
TRADES: dict[int, tuple[tuple[tuple[int, Action, Action], ...], ...]] = {
    players: _trade_rows(players) for players in range(1, MAX_PLAYERS + 1)
}


# [card id] -> the action on a card of its face (one object per face, naming the
# representative id)
_DISCARD = tuple(make("discard", describe, (("card", c.id),)) for c in data.FACE_CARD)
_GO_OUT = tuple(make("go_out", describe, (("card", c.id),)) for c in data.FACE_CARD)
DISCARD = tuple(_DISCARD[f] for f in data.FACE)
GO_OUT = tuple(_GO_OUT[f] for f in data.FACE)


def action_key(st: CardGameState, a: Action) -> tuple[Any, ...]:
    kind = a.kind
    if kind == "draw":
        return (kind,)
    if kind == "trade":
        target = a.get("with")
        slot = target if isinstance(target, str) else (_card(target) - st.active) % st.players
        return (kind, slot, a.count)
    if kind in ("discard", "go_out"):
        return (kind, data.CARDS[_card(a.card)].face)
    return ("unknown", kind)


def _card(value: Any) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise TypeError(f"expected a card id or seat, got {value!r}")
    return value


@cache
def action_table() -> list[tuple[Any, ...]]:
    slots: list[int | str] = [*range(1, MAX_PLAYERS), *DUMMY_SLOTS]
    table: list[tuple[Any, ...]] = [("draw",)]
    table += [("trade", slot, n) for slot in slots for n in COUNTS]
    table += [("discard", f) for f in range(data.NUM_FACES)]
    table += [("go_out", f) for f in range(data.NUM_FACES)]
    return table
