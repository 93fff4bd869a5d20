"""A game's look at the terminal: the table it draws from one seat's observation.

Each game builds one `GameConsole` in its `console` module and names it in its kit; what
the game says (events, questions, menus) is its words (`words.game.GameWords`). A console
reads only an observation (`Game.observe(seat)`), never a `Game`, so it cannot show
anything a seat may not know.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Protocol

from rich.console import RenderableType

from monopolies.games.registry import kit_for
from monopolies.words.people import Lineup

Json = dict[str, Any]


class Board(Protocol):
    def __call__(
        self, obs: Json, lineup: Lineup, show_hand: bool, before: Json | None = None
    ) -> RenderableType: ...


class Summary(Protocol):
    def __call__(self, obs: Json, lineup: Lineup, before: Json | None = None) -> RenderableType: ...


@dataclass(frozen=True)
class GameConsole:
    """One game at the terminal.

    `board(obs, lineup, show_hand, before)` draws the whole table as `obs` sees it, with
    `show_hand` the observing seat's own things too, marking what is new since the
    observation `before`; `summary(obs, lineup, before)` the table and the seat's own things
    in a few lines (one screen at 80×24 holds them, the news and the menu).
    """

    board: Board
    summary: Summary


def console_for(variant: str) -> GameConsole:
    """The game's console, named in its kit; UnknownVariant for a game nobody registered."""
    console: GameConsole = kit_for(variant).part("console")
    return console
