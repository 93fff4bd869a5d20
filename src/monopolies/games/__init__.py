"""The games: one package each, and one line here that registers each.

A game's package holds everything about it (its rules, its words, its views, its bots; see
docs/adding-a-game.md) and declares its part in every front end in its `kit` module; the
generic code (terminal, server, simulate, bots, RL, review) asks the registry
(`monopolies.games.registry`) and never names a game.
"""

from __future__ import annotations

from importlib import import_module

from monopolies.games.registry import register

BUILT_IN = (
    "monopolies.games.deal.kit",
    "monopolies.games.card_game.kit",
    "monopolies.games.crooked_cash.kit",
    "monopolies.games.cheaters.kit",
)
"""The kit module of every game that comes with monopolies, one line a game."""
DEFAULT_GAME = "deal"
"""The game a front end starts when nobody names one."""

for _kit in BUILT_IN:
    register(import_module(_kit).KIT)
