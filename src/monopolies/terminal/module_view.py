"""A game's terminal `View` made of the plain functions its view module writes.

Every game's view module writes its board, situation, event and menu-group functions as
plain functions (easy to test one by one); this puts them behind the `View` protocol of
`terminal.views`, so no view module repeats the same wrapper class.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol

from rich.console import RenderableType
from rich.text import Text

from monopolies.words.lineup import Lineup

Json = dict[str, Any]


class Board(Protocol):
    def __call__(
        self, obs: Json, lineup: Lineup, show_hand: bool, before: Json | None = None
    ) -> RenderableType: ...


class Summary(Protocol):
    def __call__(self, obs: Json, lineup: Lineup, before: Json | None = None) -> RenderableType: ...


class ModuleView:
    """A `View` (see terminal.views) that hands each call to the game's own function."""

    def __init__(
        self,
        title: str,
        rules: str,
        score_label: str,
        *,
        board: Board,
        summary: Summary,
        situation: Callable[[Json, Lineup, list[Json]], Text | None],
        event: Callable[[Json, Json, Lineup], Text | None],
        group: Callable[[Json, Json], str],
        moments: frozenset[str] = frozenset(),
    ) -> None:
        self.title = title
        self.rules = rules
        self.score_label = score_label
        self.moments = moments
        self._board = board
        self._summary = summary
        self._situation = situation
        self._event = event
        self._group = group

    def board(
        self, obs: Json, lineup: Lineup, show_hand: bool, before: Json | None = None
    ) -> RenderableType:
        return self._board(obs, lineup, show_hand, before)

    def summary(self, obs: Json, lineup: Lineup, before: Json | None = None) -> RenderableType:
        return self._summary(obs, lineup, before)

    def situation(self, obs: Json, lineup: Lineup, events: list[Json]) -> Text | None:
        return self._situation(obs, lineup, events)

    def event(self, event: Json, options: Json, lineup: Lineup) -> Text | None:
        return self._event(event, options, lineup)

    def group(self, action: Json, obs: Json) -> str:
        return self._group(action, obs)
