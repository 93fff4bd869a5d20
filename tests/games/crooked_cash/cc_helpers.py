"""Helpers for Crooked Cash scenario tests: rig a position, then act by kind and fields.

Tests use the public API only (`new_game(..., rig=...)`, `legal_actions`, `act`,
`observe`, `public_events`). `game()` builds a table where nobody can decode unless the
test gives chips (`chips={1: 2}`), so that payments that are not under test open no
window. Notes are named by value through a `Pack`, which hands out distinct ids:

    p = Pack()
    fifty = p.note(50)
    g = game(hands={0: [fifty, *p.notes(100, 2)]}, fakes=[fifty], dice=[(2, 3)])

Decisions with a single legal action are taken by the engine (rulings E-1). Before
rolling a player may also sell streets (CC-17) and propose trades (CC-19), so rolling is
rarely its only choice: tests roll with `roll(g)` (which does nothing where the engine
has already rolled), and `play_until(g, seat)` lets the other seats roll.
"""

from __future__ import annotations

from typing import Any

import pytest

import monopolies as mp
from monopolies.games.crooked_cash import data

VARIANT = "crooked-cash"
_MISSING = object()
PER = data.NOTES_PER_DENOMINATION


def street(name: str) -> int:
    """A street's id (its space) from its US or UK name."""
    for s in data.SPACES:
        if name in (s.us_name, s.uk_name):
            return s.index
    raise KeyError(name)


def chance(action: str, copy: int = 0) -> int:
    """The id of one of the two Chance cards with this action."""
    ids = [c.id for c in data.CARDS if c.deck == data.CHANCE and c.action == action]
    return ids[copy]


def chest(action: str, amount: int | None = None) -> int:
    for c in data.CARDS:
        if c.deck == data.CHEST and c.action == action and amount in (None, c.amount):
            return c.id
    raise KeyError(action)


class Pack:
    """Hands out distinct note ids of a value (from the default pack of 40 per value)."""

    def __init__(self) -> None:
        self.next = dict.fromkeys(data.DENOMINATIONS, 0)

    def note(self, value: int) -> int:
        index = data.DENOMINATIONS.index(value)
        k = self.next[value]
        assert k < PER, f"no {value} note left"
        self.next[value] += 1
        return data.NOTE_BASE + index * PER + k

    def notes(self, value: int, count: int) -> list[int]:
        return [self.note(value) for _ in range(count)]

    def hand(self, *values: int) -> list[int]:
        return [self.note(v) for v in values]


def game(
    players: int = 2,
    *,
    first: int = 0,
    dice: list[tuple[int, int]] | None = None,
    hands: dict[int, list[int]] | None = None,
    fakes: list[int] | None = None,
    held: dict[int, list[int]] | None = None,
    owned: dict[int, int] | None = None,
    hotels: list[int] | None = None,
    positions: dict[int, int] | None = None,
    jailed: list[int] | None = None,
    chips: dict[int, int] | None = None,
    chance_deck: list[int] | None = None,
    chest_deck: list[int] | None = None,
    seed: int = 1,
    **options: Any,
) -> mp.Game:
    quiet = dict.fromkeys(range(players), 0)
    quiet.update(chips or {})
    rig: dict[str, Any] = {
        "first": first,
        "dice": [list(d) for d in dice or []],
        "hands": hands or {},
        "fakes": fakes or [],
        "held": held or {},
        "owned": owned or {},
        "hotels": hotels or [],
        "positions": positions or {},
        "jailed": jailed or [],
        "chips": quiet,
    }
    if chance_deck is not None:
        rig["chance"] = chance_deck
    if chest_deck is not None:
        rig["community_chest"] = chest_deck
    return mp.new_game(VARIANT, players=players, seed=seed, options=options, rig=rig)


def matching(g: mp.Game, kind: str, **fields: Any) -> list[mp.Action]:
    out = []
    for a in g.legal_actions():
        if a.kind == kind and all(a.get(k, _MISSING) == v for k, v in fields.items()):
            out.append(a)
    return out


def pick(g: mp.Game, kind: str, **fields: Any) -> mp.Action:
    found = matching(g, kind, **fields)
    if len(found) != 1:
        listing = "\n  ".join(repr(a) for a in g.legal_actions())
        pytest.fail(
            f"expected one legal {kind} {fields}, found {len(found)}; seat "
            f"{g.to_act} may:\n  {listing}"
        )
    return found[0]


def act(g: mp.Game, kind: str, **fields: Any) -> None:
    g.act(pick(g, kind, **fields))


def has(g: mp.Game, kind: str, **fields: Any) -> bool:
    return bool(matching(g, kind, **fields))


def kinds(g: mp.Game) -> set[str]:
    return {a.kind for a in g.legal_actions()}


def roll(g: mp.Game) -> None:
    """Roll for the seat about to roll; if rolling was its only choice the engine has
    already rolled (rulings E-1) and there is nothing to do."""
    if "roll" in kinds(g):
        act(g, "roll")


def play_until(g: mp.Game, seat: int) -> None:
    """The other seats play on until `seat` decides: they pass in the window before a
    roll and roll at their own decisions before rolling (where they could also sell or
    propose a trade). Stops at any other decision of theirs."""
    while not g.over and g.to_act != seat:
        if (g.observe(0)["pending"] or {}).get("kind") == "between":
            act(g, "pass")
        elif "roll" in kinds(g):
            act(g, "roll")
        else:
            break


def pay(g: mp.Game, *values: int) -> None:
    """Pay notes of these values, one decision each (the first note offered of a value)."""
    for value in values:
        options = matching(g, "pay_note", value=value)
        assert options, f"no {value} note to pay; seat {g.to_act} may: {g.legal_actions()}"
        g.act(options[0])


def pay_alike(g: mp.Game) -> None:
    """A payer whose notes are all alike lays them one by one: it is asked for each note
    whenever it holds two or more (rulings CC-R15), even with one option."""
    while not g.over and (legal := g.legal_actions()) and len(legal) == 1:
        if legal[0].kind != "pay_note":
            break
        g.act(legal[0])


def pass_window(g: mp.Game) -> None:
    """Everyone asked to build before a roll passes."""
    while not g.over and (g.observe(0)["pending"] or {}).get("kind") == "between":
        act(g, "pass")


def player(g: mp.Game, seat: int, viewer: int | None = None) -> dict[str, Any]:
    return g.observe(seat if viewer is None else viewer)["players"][seat]


def cash(g: mp.Game) -> list[int]:
    return [p["cash"] for p in g.observe(0)["players"]]


def my_notes(g: mp.Game, seat: int) -> list[dict[str, Any]]:
    return list(g.observe(seat)["my_notes"])


def events(g: mp.Game, *types: str, since: int = 0) -> list[dict[str, Any]]:
    return [e for e in g.public_events(since) if not types or e["type"] in types]


def mark(g: mp.Game) -> int:
    return len(g.public_events())


def owner(g: mp.Game, space: int) -> int | None:
    return g.observe(0)["board"][space]["owner"]  # type: ignore[no-any-return]
