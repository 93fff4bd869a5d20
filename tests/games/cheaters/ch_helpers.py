"""Helpers for Cheaters Edition scenario tests: rig a position, then act by kind and fields.

Tests use the public API only (`new_game(..., rig=...)`, `legal_actions`, `act`,
`observe`, `public_events`). Cheat cards are named by action (`cheat_id("bank_heist")`);
`game(cheats=[...])` puts those face up first. Decisions with a single legal action are
taken by the engine, so a test acts only where a player has a real choice.
"""

from __future__ import annotations

from typing import Any

import monopolies as mp
from monopolies.games.cheaters import data
from monopolies.games.cheaters.rules.facts import SeatFacts

VARIANT = "cheaters"
QUIET = (4, 5)  # from GO to Just Visiting: nothing happens there
# Face-up cheats unless a test names its own: none of them asks anything of a move or a
# card, and a rent's decisions are asked anyway.
TURN_CHEATS = ["bank_heist", "escape", "slippery_deed", "hotel_sneak", "pickpocket"]


def street(name: str) -> int:
    for s in data.SPACES:
        if name in (s.us_name, s.uk_name):
            return s.index
    raise KeyError(name)


def cheat_id(action: str) -> int:
    return data.CHEAT_BY_ACTION[action]


def card(deck: str, action: str, amount: int | None = None) -> int:
    for c in data.CARDS:
        if c.deck == deck and c.action == action and amount in (None, c.amount):
            return c.id
    raise KeyError(action)


def game(
    players: int = 2,
    *,
    first: int | None = 0,
    cheats: list[str] | None = None,
    options: dict[str, Any] | None = None,
    seed: int = 1,
    **rig: Any,
) -> mp.Game:
    script: dict[str, Any] = dict(rig)
    if first is not None:
        script["first"] = first
    script["cheat"] = [cheat_id(c) for c in (TURN_CHEATS if cheats is None else cheats)]
    return mp.new_game(VARIANT, players=players, seed=seed, options=options or {}, rig=script)


def find(g: mp.Game, kind: str, **fields: Any) -> mp.Action | None:
    for a in g.legal_actions():
        if a.kind == kind and all(a.get(k) == v for k, v in fields.items()):
            return a
    return None


def act(g: mp.Game, kind: str, **fields: Any) -> None:
    a = find(g, kind, **fields)
    assert a is not None, (
        f"{kind} {fields} is not legal; legal: {[str(x) for x in g.legal_actions()]}"
    )
    g.act(a)


def kinds(g: mp.Game) -> set[str]:
    return {a.kind for a in g.legal_actions()}


def events(g: mp.Game, kind: str, since: int = 0) -> list[dict[str, Any]]:
    return [e for e in g.public_events(since) if e["type"] == kind]


def cash(g: mp.Game) -> list[int]:
    return [p["cash"] for p in g.observe(0)["players"]]


def pending(g: mp.Game) -> str | None:
    p = g.observe(0)["pending"]
    return None if p is None else str(p["kind"])


def roll(g: mp.Game) -> None:
    """Roll if rolling is a choice now (the engine rolls by itself when it is the only one)."""
    if find(g, "roll") is not None:
        act(g, "roll")


def no_calls(g: mp.Game) -> None:
    """Everyone asked in the window declines to call."""
    while pending(g) == "call":
        act(g, "no_call")


def pass_build(g: mp.Game) -> None:
    while pending(g) == "between":
        act(g, "pass")


def pay(g: mp.Game) -> None:
    """The payer pays the rent asked (always asked: rulings CH-R15)."""
    if find(g, "pay_rent") is not None:
        act(g, "pay_rent")


def land(g: mp.Game) -> None:
    """Carry on after the move, if the engine has not (only "land" was left)."""
    if find(g, "land") is not None:
        act(g, "land")


def cheats_in(game: mp.Game) -> list[mp.Action]:
    return [a for a in game.legal_actions() if a.kind == "cheat"]


# The facts (`Game.facts`) a cheat may change in another seat's view: the table evidence.
FACT_EVIDENCE = ("cash", "position", "in_jail", "owner", "hotel")


def facts_of(game: mp.Game, seat: int) -> dict[str, Any]:
    """A seat's typed facts as a dict, to compare."""
    f = game.facts(seat)
    assert isinstance(f, SeatFacts)
    return {
        "seat": f.seat,
        "active": f.active,
        "cash": f.cash,
        "announced": f.announced,
        "alive": f.alive,
        "position": f.position,
        "in_jail": f.in_jail,
        "owner": f.owner,
        "hotel": f.hotel,
        "my_cheats": f.my_cheats,
        "rent_asked": f.rent_asked,
        "turn_ended": f.turn_ended,
    }
