"""Deal's action vocabulary: how each action reads, and its stable integer id.

Ids encode what an action means, not which physical copy it uses, so they are the same in
every game: cards by *type* (identical cards are one choice, and actions name a card by
its face, rulings D-17), table cards with the colour of the set they lie in, seats
relative to the actor (1 = the next seat left), sets by colour and rank among the owner's
sets of that colour. Layout of the id table (in this order):

    end_turn, accept, just_say_no, birthday, pass_go,
    bank[type], discard[type], lay[type, colour], rearrange[type, from, colour],
    rent[type, colour, seat offset or 0 for everyone, doubles 0-2],
    debt_collector[offset], sly_deal[offset, type, colour], forced_deal[offset, type,
    colour], give[type, colour], deal_breaker[offset, colour, rank], house[colour, rank],
    hotel[colour, rank], pay_bank[type], pay[type, colour]
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from typing import TYPE_CHECKING, Any

from monopolies.engine.action import Action
from monopolies.games.deal import data

if TYPE_CHECKING:
    from monopolies.games.deal.rules.state import DealState

MAX_PLAYERS = 10
MAX_DOUBLES = data.PLAYS_PER_TURN - 1
MAX_RANK = data.max_sets_per_colour()

_SIMPLE = ("end_turn", "accept", "just_say_no", "birthday", "pass_go")


def card_name(card: int, names: str = "us") -> str:
    c = data.CARDS[card]
    return c.uk_name if names == "uk" else c.us_name


def colour_label(colour: str, names: str = "us") -> str:
    c = data.COLOUR[colour]
    return c.uk_label if names == "uk" else c.us_label


@cache
def describer(names: str) -> Callable[[Action], str]:
    """A function reading an action aloud in this naming ("us" or "uk")."""

    def name(card: Any) -> str:
        return card_name(int(card), names)

    def value(card: Any) -> int:
        return data.CARDS[int(card)].value

    def colour(a: Action) -> str:
        return colour_label(str(a.color), names)

    def rent(a: Action) -> str:
        doubles = a.get("doubles") or ()
        assert isinstance(doubles, tuple)
        target = a.get("target")
        who = "everyone" if target is None else f"seat {target}"
        extra = f", with {len(doubles)} Double The Rent" if doubles else ""
        return f"Charge rent on {colour(a)} ({a.amount}M) to {who}{extra}"

    def pay(a: Action) -> str:
        card = data.CARDS[int(a.card)]
        if a.get("source") == "bank":
            if card.kind == "money":
                return f"Pay {card.value}M from your bank"
            return f"Pay {name(a.card)} from your bank ({card.value}M)"
        where = colour_label(str(a.get("source")), names)
        if card.kind == "action":
            return f"Pay the {name(a.card)} on your {where} set ({card.value}M)"
        return f"Pay {name(a.card)} from your {where} set ({card.value}M)"

    texts: dict[str, Callable[[Action], str]] = {
        "bank": lambda a: (
            f"Bank {name(a.card)}"
            + ("" if data.CARDS[int(a.card)].kind == "money" else f" as {value(a.card)}M")
        ),
        "lay": lambda a: (
            f"Lay {name(a.card)} as {colour(a)}" + (" (new set)" if a.set == "new" else "")
        ),
        "rearrange": lambda a: (
            f"Move {name(a.card)} from {colour_label(str(a.get('from')), names)} to {colour(a)}"
        ),
        "rent": rent,
        "debt_collector": lambda a: f"Debt Collector: seat {a.target} pays you 5M",
        "birthday": lambda a: "It's My Birthday: everyone pays you 2M",
        "pass_go": lambda a: "Pass Go: draw 2 cards",
        "sly_deal": lambda a: (
            f"Sly Deal: take {name(a.take)} from seat {a.target}'s {colour(a)} set"
        ),
        "forced_deal": lambda a: (
            f"Forced Deal: take {name(a.take)} from seat {a.target}'s {colour(a)} set"
        ),
        "give": lambda a: f"Give {name(a.card)} from your {colour(a)} set in exchange",
        "deal_breaker": lambda a: f"Deal Breaker: take seat {a.target}'s full {colour(a)} set",
        "house": lambda a: f"Put a House on your {colour(a)} set",
        "hotel": lambda a: f"Put a Hotel on your {colour(a)} set",
        "end_turn": lambda a: "End the turn",
        "discard": lambda a: f"Discard {name(a.card)}",
        "just_say_no": lambda a: "Just Say No!",
        "accept": lambda a: "Accept (no Just Say No)",
        "pay": pay,
    }

    def describe(a: Action) -> str:
        text = texts.get(a.kind)
        return text(a) if text else a.kind

    return describe


def _rank(st: DealState, owner: int, set_id: Any) -> int:
    colour = next(s.colour for s in st.sets[owner] if s.id == set_id)
    same = sorted(s.id for s in st.sets[owner] if s.colour == colour)
    return same.index(set_id)


def _offset(st: DealState, seat: Any) -> int:
    return (int(seat) - st.active) % st.players


def action_key(st: DealState, a: Action) -> tuple[Any, ...]:
    kind = a.kind
    if kind in _SIMPLE:
        return (kind,)
    cards = data.CARDS
    if kind in ("bank", "discard"):
        return (kind, cards[as_int(a.card)].type)
    if kind == "lay":
        return (kind, cards[as_int(a.card)].type, a.color)
    if kind == "rearrange":
        return (kind, cards[as_int(a.card)].type, a.get("from"), a.color)
    if kind == "rent":
        target = a.get("target")
        doubles = a.get("doubles") or ()
        assert isinstance(doubles, tuple)
        offset = 0 if target is None else _offset(st, target)
        return (kind, cards[as_int(a.card)].type, a.color, offset, len(doubles))
    if kind == "debt_collector":
        return (kind, _offset(st, a.target))
    if kind in ("sly_deal", "forced_deal"):
        return (kind, _offset(st, a.target), cards[as_int(a.take)].type, a.color)
    if kind == "give":
        return (kind, cards[as_int(a.card)].type, a.color)
    if kind == "deal_breaker":
        target = as_int(a.target)
        return (kind, _offset(st, target), a.color, _rank(st, target, a.set))
    if kind in ("house", "hotel"):
        return (kind, a.color, _rank(st, st.active, a.set))
    if kind == "pay":
        card = as_int(a.card)
        if a.get("source") == "bank":
            return ("pay_bank", cards[card].type)
        return (kind, cards[card].type, a.get("source"))
    return ("unknown", kind)


def as_int(value: Any) -> int:
    """An action's whole-number field (a card, seat, set id or amount), checked."""
    if isinstance(value, bool) or not isinstance(value, int):
        raise TypeError(f"expected a card id, seat, set id or amount, got {value!r}")
    return value


@cache
def action_table() -> list[tuple[Any, ...]]:
    types = data.TYPE_CARD
    colours = data.COLOUR_NAMES
    offsets = range(1, MAX_PLAYERS)
    ranks = range(MAX_RANK)
    table: list[tuple[Any, ...]] = [(k,) for k in _SIMPLE]
    bankable = [t for t in types if t.kind in ("money", "action", "rent")]
    on_table = [(t.type, k) for t in types if t.kind in ("property", "wild") for k in t.colours]
    table += [("bank", t.type) for t in bankable]
    table += [("discard", t.type) for t in types]
    table += [
        ("lay", t.type, k) for t in types if t.kind in ("property", "wild") for k in t.colours
    ]
    table += [
        ("rearrange", t.type, old, k)
        for t in types
        if t.kind == "wild"
        for old in t.colours
        for k in t.colours
        if k != old
    ]
    for t in types:
        if t.kind != "rent":
            continue
        for k in t.colours:
            for offset in offsets if len(t.colours) == len(data.ALL) else (0,):
                table += [("rent", t.type, k, offset, n) for n in range(MAX_DOUBLES + 1)]
    table += [("debt_collector", o) for o in offsets]
    table += [("sly_deal", o, t, k) for o in offsets for t, k in on_table]
    table += [("forced_deal", o, t, k) for o in offsets for t, k in on_table]
    table += [("give", t, k) for t, k in on_table]
    table += [("deal_breaker", o, k, r) for o in offsets for k in colours for r in ranks]
    buildable = [k for k in colours if data.COLOUR[k].buildable]
    table += [("house", k, r) for k in buildable for r in ranks]
    table += [("hotel", k, r) for k in buildable for r in ranks]
    table += [("pay_bank", t.type) for t in bankable]
    table += [("pay", t, k) for t, k in on_table if not types[t].rainbow]
    table += [
        ("pay", t.type, k) for t in types if t.action in ("house", "hotel") for k in buildable
    ]
    return table
