"""monopolies: four Monopoly editions on one rules engine.

>>> import monopolies as mp
>>> game = mp.new_game("deal", players=3, seed=42)
>>> game.variant, game.players, game.over
('deal', 3, False)
>>> action = game.legal_actions()[0]
>>> mp.Action.from_json(action.to_json()) == action
True
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from monopolies.engine.action import Action
from monopolies.engine.errors import (
    BadOptions,
    CorruptSave,
    IllegalAction,
    MonopoliesError,
    UnknownVariant,
)
from monopolies.engine.game import Game
from monopolies.games.registry import VARIANTS

__all__ = [
    "VARIANTS",
    "Action",
    "BadOptions",
    "CorruptSave",
    "Game",
    "IllegalAction",
    "MonopoliesError",
    "UnknownVariant",
    "compiled",
    "load",
    "new_game",
]

__version__ = "0.1.0"


def compiled() -> bool:
    """Whether the engine runs compiled by mypyc (a wheel) rather than as Python source (a
    checkout's editable install): about twice as fast, the same games."""
    from monopolies.engine import game

    return not str(game.__file__).endswith(".py")


def _rules(variant: object) -> Any:
    if not isinstance(variant, str) or variant not in VARIANTS:
        known = ", ".join(sorted(VARIANTS))
        raise UnknownVariant(f"unknown game {variant!r}; known games: {known}")
    return VARIANTS[variant]


def new_game(
    variant: str,
    players: int,
    seed: int | None = None,
    options: Mapping[str, Any] | None = None,
    rig: Mapping[str, Any] | None = None,
) -> Game:
    """Start a game. `seed` fixes all chance; `rig` scripts it (see API.md)."""
    return Game.start(_rules(variant), players, seed, options, rig)


def load(saved: Mapping[str, Any]) -> Game:
    """Resume a game from `Game.save()` data; raises CorruptSave on anything damaged."""
    if not isinstance(saved, Mapping):
        raise CorruptSave("a save is a JSON object as written by Game.save()")
    variant = saved.get("variant")
    if not isinstance(variant, str) or variant not in VARIANTS:
        raise CorruptSave(f"the save names an unknown game {variant!r}")
    return Game.from_save(VARIANTS[variant], saved)
