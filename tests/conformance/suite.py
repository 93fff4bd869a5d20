"""The games the conformance suite proves: every registered game, and Pig (tests/toy_game.py,
a whole game in one file, registered while a test plays it) — a game the four editions are
not like: perfect information, a short game, every action id legal at every decision. So
the suite states what it needs of a game and assumes nothing more."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

import monopolies as mp
import toy_game
from monopolies.games import registry

GAMES = [*sorted(mp.VARIANTS), toy_game.RULES.name]


@contextmanager
def registered(name: str) -> Iterator[str]:
    """Game `name` playable for a while: Pig is registered and then forgotten."""
    if name in mp.VARIANTS:
        yield name
        return
    registry.register(toy_game.KIT)
    try:
        yield name
    finally:
        registry.unregister(name)
