"""Words for the web client, from the same terminal views people read at the console.

Events become sentences, the seat to act gets its situation ("Pay 4M to seat 2") and a
heading per legal action, and every game its title and one-screen rules. A game without
a terminal view yet still plays: its events read as their type, its menu as one group.
"""

from __future__ import annotations

from typing import Any

from rich.text import Text

from monopolies.engine.errors import UnknownVariant
from monopolies.engine.game import Game
from monopolies.terminal import choices
from monopolies.terminal.lineup import Lineup
from monopolies.terminal.views import View, view_for

Json = dict[str, Any]


def terminal_view(variant: str) -> View | None:
    try:
        return view_for(variant)
    except UnknownVariant:
        return None


def title(variant: str) -> str:
    view = terminal_view(variant)
    return view.title if view else variant


def rules_text(variant: str) -> str:
    view = terminal_view(variant)
    return Text.from_markup(view.rules).plain if view else ""


def lineup(players: int, seat: int | None = None) -> Lineup:
    return Lineup(tuple("" for _ in range(players)), seat)


def event_text(variant: str, event: Json, options: Json, players: int) -> str | None:
    """One public event as a sentence naming seats by number; None if another tells it."""
    view = terminal_view(variant)
    if view is None:
        return str(event.get("type", "event")).replace("_", " ")
    text = view.event(event, options, lineup(players))
    return text.plain if text is not None else None


def situation(variant: str, obs: Json, events: list[Json]) -> str | None:
    view = terminal_view(variant)
    if view is None or obs["seat"] is None:
        return None
    text = view.situation(obs, lineup(len(obs["players"]), obs["seat"]), events)
    return text.plain if text is not None else None


def menu(game: Game, obs: Json) -> list[Json]:
    """The seat's legal actions in observe order, each with its words and menu heading,
    and the two-step fields of the menu contract (`terminal.choices`) where they apply."""
    view = terminal_view(game.variant)
    legal = game.legal_actions()
    groups = [view.group(json, obs) if view else "Your move" for json in obs["legal"]]
    steps = choices.steps(game.variant, obs["legal"], groups, obs)
    return [
        {"text": step.text or game.describe(action), "group": group, **step.fields()}
        for action, group, step in zip(legal, groups, steps, strict=True)
    ]
