"""Cheaters Edition's action vocabulary: how each action reads, and its stable integer id.

Ids encode what an action means: seats relative to the actor (1 = the next seat left),
bids by their step over the high bid, streets and spaces by number, cards by id. Layout
of the id table (in this order):

    the kinds without fields (roll, buy, pass, land, no_call, ...),
    bid[step], trade_with[offset], trade cash[give/get, step],
    street actions[kind, street] (buy_hotel, sell_street, trade_give/get, choose),
    choose[pay / jail], trade cards[give/get, card], discard_card[card],
    choose_deck[deck], choose_player[offset], place_token[space],
    use_card[card, target], call_cheat[offset, card], cheat[card, params]
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import cache
from typing import TYPE_CHECKING, Any

from monopolies.engine.action import Action, Describer, make
from monopolies.games.board.rules.actions import (
    BID_RAISES,
    MAX_PLAYERS,
    block_keys,
    block_rows,
    offset,
)
from monopolies.games.board.rules.actions import SIMPLE as BLOCK_SIMPLE
from monopolies.games.board.rules.words import block_texts
from monopolies.games.cheaters import data

if TYPE_CHECKING:
    from monopolies.games.cheaters.rules.state import CHState

SIMPLE = (
    *BLOCK_SIMPLE,
    "land",
    "no_call",
    "do_card",
)
STREET_KINDS = ("buy_hotel", "sell_street", "trade_give", "trade_get")
SIZE = data.LAYOUT.size
KEPT = tuple(c.id for c in data.CARDS if c.keep)
# What a kept card aims at when played: a seat, a street, or nothing.
CARD_TARGET = {
    "send_to_jail": "seat",
    "half_rent": "seat",
    "free_hotel": "street",
    "move_hotel": "street",
    "send_back": "street",
    "sell_to_bank": "street",
}


def money(amount: int) -> str:
    return f"M{amount:,}"


def money_in(names: str) -> Callable[[int], str]:
    """Amounts as this naming prints them: M100 (UK) or $100 (US)."""
    sign = "$" if names == "us" else "M"
    return lambda amount: f"{sign}{amount:,}"


def printed(text: str, names: str) -> str:
    """A card's printed text (written in M) in this naming's money."""
    return re.sub(r"\bM(?=\d)", "$", text) if names == "us" else text


def card_text(card: int, names: str = "uk") -> str:
    """A card's name (a cheat's) or text up to its reminder in brackets, in this naming's
    money."""
    if card >= data.CHEAT_BASE:
        return data.cheat(card).name
    return printed(data.CARDS[card].text.split(" (")[0], names)


@cache
def describer(names: str) -> Callable[[Action], str]:
    """A function reading an action aloud in this naming ("us" or "uk")."""
    spaces = data.LAYOUT.spaces

    money = money_in(names)

    def street(value: Any) -> str:
        return spaces[int(value)].name(names)

    def card(value: Any) -> str:
        return card_text(int(value), names)

    def space(value: Any) -> str:
        """A space by name, and by number where several share the name (Chance)."""
        name = spaces[int(value)].name(names)
        shared = sum(1 for s in spaces if s.name(names) == name) > 1
        return f"{name} (space {value})" if shared else name

    def use(a: Action) -> str:
        text = f"Play {card(a.card)}"
        target = a.get("target")
        if target is None:
            return text
        if CARD_TARGET.get(data.CARDS[int(a.card)].action) == "seat":
            return f"{text}: seat {target}"
        return f"{text}: {street(target)}"

    # How each thing a cheat names reads (`data.Cheat.params`).
    read: dict[str, Callable[[Any], str]] = {
        "street": street,
        "other": street,
        "target": str,
        "spaces": str,
        "instead": card,
    }

    def cheat(a: Action) -> str:
        c = data.cheat(int(a.card))
        if not c.aim:
            return f"Cheat ({c.name}): {printed(c.text, names)}"
        words = {p: read[p](a.get(p)) for p in c.params}
        return f"Cheat ({c.name}): " + c.aim.format(amount=money(c.amount), **words)

    texts = block_texts(data.LAYOUT, names, money, card)
    texts.update(
        {
            "use_card": use,
            "cheat": cheat,
            "land": lambda a: "Carry on (the space acts)",
            "do_card": lambda a: "Do what the card says",
            "no_call": lambda a: "Don't call Cheat!",
            "call_cheat": lambda a: (
                f"Call Cheat! on seat {a.accused}: {data.cheat(int(a.card)).name}"
            ),
            "discard_card": lambda a: f"Discard {card(a.card)}",
            "choose_deck": lambda a: (
                "Draw Chance" if a.deck == data.CHANCE else "Draw Community Chest"
            ),
            "choose_player": lambda a: f"Swap places with seat {a.target}",
            "place_token": lambda a: f"Put seat {a.target}'s token on {space(a.space)}",
        }
    )

    def describe(a: Action) -> str:
        text = texts.get(a.kind)
        return text(a) if text else a.kind.replace("_", " ")

    return describe


class CheatActions:
    """One Cheat card's actions in one naming, each made once (cheats are offered at most
    decisions): the card alone (`plain`), aimed at a value of its one parameter (`at`),
    or at values of its two (`pair`), in the order of the card's `params` (a street, a
    seat, a count of spaces or a card id: every one below the board's size)."""

    __slots__ = ("_one", "_plain", "_two", "card", "describe")

    def __init__(self, describe: Describer, card: data.Cheat) -> None:
        self.describe = describe
        self.card = card
        self._plain: Action | None = None
        self._one: list[Action | None] = [None] * SIZE
        two = len(card.params) == 2
        self._two: list[list[Action | None]] = [[None] * SIZE for _ in range(SIZE)] if two else []

    def plain(self) -> Action:
        found = self._plain
        if found is None:
            found = self._plain = self.make(())
        return found

    def at(self, value: int) -> Action:
        found = self._one[value]
        if found is None:
            found = self._one[value] = self.make((value,))
        return found

    def pair(self, first: int, second: int) -> Action:
        row = self._two[first]
        found = row[second]
        if found is None:
            found = row[second] = self.make((first, second))
        return found

    def make(self, values: tuple[int, ...]) -> Action:
        """The action afresh: the card, then each of its parameters named."""
        named = tuple(zip(self.card.params, values, strict=True))
        return make("cheat", self.describe, (("card", self.card.id), *named))

    def made(self) -> list[tuple[tuple[int, ...], Action]]:
        """Every action made so far, with the values it is aimed at."""
        made: list[tuple[tuple[int, ...], Action | None]] = [((), self._plain)]
        made += [((v,), a) for v, a in enumerate(self._one)]
        made += [((v, w), a) for v, row in enumerate(self._two) for w, a in enumerate(row)]
        return [(values, a) for values, a in made if a is not None]

    def stale(self) -> list[tuple[int, ...]]:
        """The values of every action made that differs from a new one: none, ever."""
        return [values for values, a in self.made() if a != self.make(values)]


# Integer ids -------------------------------------------------------------------------------


def _card_key(st: CHState, a: Action) -> tuple[Any, ...]:
    card = int(a.card)
    target = a.get("target")
    if target is not None and CARD_TARGET.get(data.CARDS[card].action) == "seat":
        target = offset(st, target)
    return ("use_card", card, target)


def _cheat_key(st: CHState, a: Action) -> tuple[Any, ...]:
    card = int(a.card)
    params = data.cheat(card).params
    values = [offset(st, a.target) if p == "target" else a.get(p) for p in params]
    return ("cheat", card, *values)


_KEYS: dict[str, Callable[[CHState, Action], tuple[Any, ...]]] = {
    **block_keys(STREET_KINDS),
    "discard_card": lambda st, a: ("discard_card", a.card),
    "choose_deck": lambda st, a: ("choose_deck", a.deck),
    "choose_player": lambda st, a: ("choose_player", offset(st, a.target)),
    "place_token": lambda st, a: ("place_token", a.space),
    "use_card": _card_key,
    "call_cheat": lambda st, a: ("call_cheat", offset(st, a.accused), a.card),
    "cheat": _cheat_key,
}


def action_key(st: CHState, a: Action) -> tuple[Any, ...]:
    if a.kind in SIMPLE:
        return (a.kind,)
    key = _KEYS.get(a.kind)
    return key(st, a) if key else ("unknown", a.kind)


def _param_values(param: str) -> list[Any]:
    streets = list(data.LAYOUT.streets)
    return {
        "street": streets,
        "other": streets,
        "target": list(range(1, MAX_PLAYERS)),
        "spaces": list(range(data.TRICK_DICE[0], data.TRICK_DICE[1] + 1)),
        "instead": [c.id for c in data.CARDS if c.action in data.MONEY_ACTIONS],
    }[param]


@cache
def action_table() -> list[tuple[Any, ...]]:
    streets = data.LAYOUT.streets
    offsets = range(1, MAX_PLAYERS)
    table: list[tuple[Any, ...]] = [(k,) for k in SIMPLE]
    table += [("bid", step) for step in BID_RAISES]
    table += block_rows(STREET_KINDS, streets, sorted(data.GOOJF))
    table += [("discard_card", c) for c in KEPT]
    table += [("choose_deck", d) for d in (data.CHANCE, data.CHEST)]
    table += [("choose_player", o) for o in offsets]
    table += [("place_token", s) for s in range(data.LAYOUT.size)]
    for card in KEPT:
        target = CARD_TARGET.get(data.CARDS[card].action)
        if target == "seat":
            table += [("use_card", card, o) for o in offsets]
        elif target == "street":
            table += [("use_card", card, s) for s in streets]
        else:
            table.append(("use_card", card, None))
    table += [("call_cheat", o, c) for o in offsets for c in data.CHEAT_IDS]
    for c in data.CHEATS:
        params = c.params
        combos: list[tuple[Any, ...]] = [()]
        for p in params:
            combos = [(*combo, v) for combo in combos for v in _param_values(p)]
        table += [("cheat", c.id, *combo) for combo in combos]
    return table
