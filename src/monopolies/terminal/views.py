"""The look of a game at the terminal: what a view provides (each game's kit names its view).

A view turns what one seat may know (`Game.observe(seat)`) and the public events into rich
renderables. It never sees a `Game`, so it cannot show anything a seat may not know.
"""

from __future__ import annotations

from typing import Any, Protocol

from rich.console import RenderableType
from rich.text import Text

from monopolies.engine.errors import UnknownVariant
from monopolies.games.registry import KITS
from monopolies.words.lineup import Lineup

Json = dict[str, Any]


class View(Protocol):
    """What the terminal needs to show one game."""

    title: str
    rules: str
    score_label: str  # what `result()["scores"]` count
    moments: frozenset[str]  # event types after which the one-screen table shows all news

    def board(
        self, obs: Json, lineup: Lineup, show_hand: bool, before: Json | None = None
    ) -> RenderableType:
        """The table as `obs` sees it; with `show_hand`, the observing seat's hand too,
        marking what is new since the observation `before`."""
        ...

    def summary(self, obs: Json, lineup: Lineup, before: Json | None = None) -> RenderableType:
        """The table and the observing seat's own things in a few lines (one screen at
        80×24 holds them, the news and the menu); `board` is the full table."""
        ...

    def situation(self, obs: Json, lineup: Lineup, events: list[Json]) -> Text | None:
        """What is being asked of the seat to act and why (a payment, a Just Say No)."""
        ...

    def event(self, event: Json, options: Json, lineup: Lineup) -> Text | None:
        """One public event as a sentence (`options`: the game's); None if another tells it."""
        ...

    def group(self, action: Json, obs: Json) -> str:
        """The menu heading for a legal action (JSON form) of the seat that sees `obs`."""
        ...


def view_for(variant: str) -> View:
    """The game's view, named in its kit (monopolies.games.registry)."""
    kit = KITS.get(variant)
    if kit is None:
        raise UnknownVariant(
            f"there is no terminal view for {variant!r} yet; terminal games: {sorted(KITS)}"
        )
    view: View = kit.part("terminal_view")
    return view
