"""What a spectator may see: only what every seat sees alike.

The engine has no observation for "no seat", so the spectator view is the common part of
every seat's `observe`: a value is kept only where all seats' observations hold the same
value at the same place. Anything private to a seat (its hand, its notes, what it has
decoded, its legal moves) differs between seats and falls away. Tables of dicts keyed by
seat, space or card (the players, the board, held cards) are compared entry by entry, so
a public table keeps its public parts when one entry carries a private extra (a card's
`fake` flag its holder may see); any other list is kept only if it is equal for every
seat. Events are public by contract (`Game.public_events`).

A private value can still coincide for every seat now and then (two hands worth the same),
so each game's private places are also learned once from seeded random games: any place
where seats' observations ever differed there is never shown to a spectator.
"""

from __future__ import annotations

import random
from functools import cache
from typing import Any

import msgspec

import monopolies
from monopolies.engine.game import Game

Json = dict[str, Any]
_MISSING = object()
Path = tuple[str, ...]
ANY = "*"
"""A path step that stands for every entry of a table."""
PROBE_SEEDS = 6
PROBE_STEPS = 400
IDENTITIES = ("seat", "space", "card")
"""Keys that name what a table entry is about; entries are merged only when one agrees."""


def common(values: list[Any]) -> Any:
    """The part of `values` equal in all of them, or _MISSING if there is none."""
    first = values[0]
    if all(isinstance(v, dict) for v in values):
        out = {}
        for key in first:
            merged = common([v.get(key, _MISSING) for v in values])
            if merged is not _MISSING:
                out[key] = merged
        return out
    if _same_table(values):
        return [common([v[i] for v in values]) for i in range(len(first))]
    if any(v is _MISSING for v in values):
        return _MISSING
    return first if all(v == first for v in values) else _MISSING


def _same_table(values: list[Any]) -> bool:
    first = values[0]
    if not isinstance(first, list) or not first:
        return False
    if not all(isinstance(v, list) and len(v) == len(first) for v in values):
        return False
    for i, entry in enumerate(first):
        if not all(isinstance(v[i], dict) for v in values):
            return False
        if not any(
            key in entry and all(v[i].get(key, _MISSING) == entry[key] for v in values)
            for key in IDENTITIES
        ):
            return False
    return True


def differing(values: list[Any], path: Path, out: set[Path]) -> None:
    """Add to `out` every place where `values` (one observation per seat) disagree."""
    first = values[0]
    if all(isinstance(v, dict) for v in values):
        for key in set().union(*values):
            if not all(key in v for v in values):
                out.add((*path, key))
            else:
                differing([v[key] for v in values], (*path, key), out)
    elif _same_table(values):
        for i in range(len(first)):
            differing([v[i] for v in values], (*path, ANY), out)
    elif not all(v == first for v in values):
        out.add(path)


@cache
def private_places(variant: str) -> frozenset[Path]:
    """Places in this game's observations that have differed between seats in probe games."""
    rules = monopolies.VARIANTS[variant]
    out: set[Path] = set()
    rng = random.Random(0)
    for seed in range(PROBE_SEEDS):
        players = rules.min_players + seed % (min(rules.max_players, 4) - rules.min_players + 1)
        game = monopolies.new_game(variant, players, seed=seed)
        for step in range(PROBE_STEPS):
            if game.over:
                break
            if step % 5 == 0:
                differing([game.observe(s) for s in range(players)], (), out)
            legal = game.legal_actions()
            game.act(legal[rng.randrange(len(legal))])
    return frozenset(out)


def _drop(value: Any, path: Path) -> None:
    if not path:
        return
    head, rest = path[0], path[1:]
    if head == ANY and isinstance(value, list):
        for entry in value:
            _drop(entry, rest)
    elif isinstance(value, dict) and head in value:
        if rest:
            _drop(value[head], rest)
        else:
            del value[head]


def spectator_view(game: Game) -> Json:
    """The table as someone who holds no seat sees it."""
    merged = common([game.observe(seat) for seat in range(game.players)])
    # A fresh copy: the merged view shares lists with the engine's (cached) observations.
    view: Json = msgspec.json.decode(msgspec.json.encode(merged)) if merged else {}
    for path in private_places(game.variant):
        _drop(view, path)
    view["seat"] = None
    view["legal"] = []
    return view
