"""Crooked Cash's action vocabulary: how each action reads, and its stable integer id.

Ids encode what an action means, not which physical note or card it uses: a note by its
value and what the actor knows of it (unknown / known real / known fake), seats relative
to the actor (1 = the next seat left), bids by their step over the high bid, cards by
their deck and action and the target's kind. Streets keep their space number. Layout of
the id table (in this order):

    the kinds without fields (roll, buy, pass, offer_trade, ...),
    bid[step], take_chance[slot], trade_with[offset], trade cash[give/get, step],
    street actions[kind, street] (buy_hotel, sell_*, trade_give/get, choose),
    choose[pay / jail], trade cards[give/get, card], notes[kind, value, knowledge],
    decode_note[value], use_card[deck, action, target]
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from typing import TYPE_CHECKING, Any

from monopolies.engine.action import Action
from monopolies.games.board.rules.actions import (
    BID_RAISES,
    MAX_PLAYERS,
    block_keys,
    block_rows,
    offset,
)
from monopolies.games.board.rules.actions import SIMPLE as BLOCK_SIMPLE
from monopolies.games.board.rules.words import block_texts
from monopolies.games.crooked_cash import data
from monopolies.games.crooked_cash.rules.notes import KNOWN_AS

if TYPE_CHECKING:
    from monopolies.games.crooked_cash.rules.state import CCState

SIMPLE = (
    *BLOCK_SIMPLE,
    "decode_card",
    "no_decode",
    "keep_chance",
    "take_card",
)
STREET_KINDS = ("buy_hotel", "sell_hotel", "sell_street", "trade_give", "trade_get")
NOTE_KINDS = ("pay_note",)
GOOJF = tuple(c.id for c in data.CARDS if c.deck == data.CHEST and c.action == "get_out_of_jail")
# What a played card aims at: a seat, a street, or nothing.
TARGET = {
    (data.CHANCE, "free_hotel"): "street",
    (data.CHANCE, "send_to_jail"): "seat",
    (data.CHANCE, "advance_to_unowned"): "street",
    (data.CHANCE, "move_hotel"): "street",
    (data.CHEST, "free_hotel"): "street",
}
PLAYABLE = sorted(
    {(c.deck, c.action) for c in data.CARDS if c.deck == data.CHANCE or c.keep},
)


def money(names: str) -> Callable[[int], str]:
    sign = "M" if names == "uk" else "$"
    return lambda amount: f"{sign}{amount:,}"


def printed(text: str, names: str) -> str:
    """A card's text (written in $) in this naming's money."""
    return text.replace("$", "M") if names == "uk" else text


def card_text(card: int, names: str = "us") -> str:
    """A card's text up to its reminder in brackets, in this naming's money."""
    return printed(data.CARDS[card].text.split(" (")[0], names)


@cache
def describer(names: str) -> Callable[[Action], str]:
    """A function reading an action aloud in this naming ("us" or "uk")."""
    m = money(names)
    spaces = data.LAYOUT.spaces

    def street(value: Any) -> str:
        return spaces[int(value)].name(names)

    def use(a: Action) -> str:
        text = f"Play {card_text(int(a.card), names)}"
        target = a.get("target")
        if target is None:
            return text
        c = data.CARDS[int(a.card)]
        if TARGET.get((c.deck, c.action)) == "seat":
            return f"{text}: seat {target}"
        return f"{text}: {street(target)}"

    def known(a: Action) -> str:
        what = a.get("known")
        return f"known {what} " if what else ""

    def payer(a: Action) -> str:
        return "the bank's" if a.payer == -1 else f"seat {a.payer}'s"

    texts = block_texts(data.LAYOUT, names, m, lambda card: card_text(card, names))
    texts.update(
        {
            "pay_note": lambda a: (
                f"Pay with a {known(a)}{m(int(a.value))} note ({m(int(a.owed))} still owed)"
            ),
            "decode_note": lambda a: f"Decode one of {payer(a)} {m(int(a.value))} notes",
            "decode_card": lambda a: f"Decode the {card_text(int(a.card), names)} card",
            "no_decode": lambda a: "Don't decode",
            "take_chance": lambda a: (
                f"Take Chance card {int(a.slot) + 1}: {card_text(int(a.card), names)}"
            ),
            "keep_chance": lambda a: "Keep your Chance card",
            "stay_out": lambda a: "Stay out of this auction",
            "take_card": lambda a: (
                f"Take {card_text(int(a.card), names)} and put yours under the deck"
            ),
            "use_card": use,
        }
    )

    def describe(a: Action) -> str:
        text = texts.get(a.kind)
        return text(a) if text else a.kind.replace("_", " ")

    return describe


# Integer ids -------------------------------------------------------------------------------


def _note_key(st: CCState, a: Action) -> tuple[Any, ...]:
    known = a.get("known")
    return (a.kind, a.value, KNOWN_AS[known if isinstance(known, str) else None])


def _card_key(st: CCState, a: Action) -> tuple[Any, ...]:
    c = data.CARDS[int(a.card)]
    target = a.get("target")
    if target is not None and TARGET.get((c.deck, c.action)) == "seat":
        target = offset(st, target)
    return ("use_card", c.deck, c.action, target)


_KEYS: dict[str, Callable[[CCState, Action], tuple[Any, ...]]] = {
    **block_keys(STREET_KINDS),
    "take_chance": lambda st, a: ("take_chance", a.slot),
    "decode_note": lambda st, a: ("decode_note", a.value),
    "use_card": _card_key,
    **{k: _note_key for k in NOTE_KINDS},
}


def action_key(st: CCState, a: Action) -> tuple[Any, ...]:
    if a.kind in SIMPLE:
        return (a.kind,)
    key = _KEYS.get(a.kind)
    return key(st, a) if key else ("unknown", a.kind)


@cache
def action_table() -> list[tuple[Any, ...]]:
    streets = data.LAYOUT.streets
    table: list[tuple[Any, ...]] = [(k,) for k in SIMPLE]
    table += [("bid", step) for step in BID_RAISES]
    table += [("take_chance", slot) for slot in range(data.FACE_UP)]
    table += block_rows(STREET_KINDS, streets, GOOJF)
    table += [(k, v, cls) for k in NOTE_KINDS for v in data.DENOMINATIONS for cls in range(3)]
    table += [("decode_note", v) for v in data.DENOMINATIONS]
    for deck, action in PLAYABLE:
        target = TARGET.get((deck, action))
        if target == "seat":
            table += [("use_card", deck, action, o) for o in range(1, MAX_PLAYERS)]
        elif target == "street":
            table += [("use_card", deck, action, s) for s in streets]
        else:
            table.append(("use_card", deck, action, None))
    return table
