"""Words for the web client, from the same terminal views people read at the console.

Events become sentences naming the room's people ("Bob played Sly Deal"), the seat to act
gets its situation ("Pay 4M to Bob") and a heading per legal action, and every game its
title and one-screen rules. Everyone else is told whom the table waits for by the client,
so a question is only ever put to the person who must answer it. A game without a terminal
view yet still plays: its events read as their type, its menu as one group.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from rich.text import Text

from monopolies.engine.errors import UnknownVariant
from monopolies.engine.game import Game
from monopolies.terminal import choices
from monopolies.terminal.views import View, view_for
from monopolies.words.lineup import Lineup

Json = dict[str, Any]


def terminal_view(variant: str) -> View | None:
    try:
        return view_for(variant)
    except UnknownVariant:
        return None


def title(variant: str) -> str:
    view = terminal_view(variant)
    return view.title if view else variant


TERMINAL_ONLY = ("The menu:",)
"""Lines of the terminal's one-screen rules that are about the terminal's keys."""


def rules_text(variant: str) -> str:
    """The game's one-screen rules, without the lines about the terminal's own keys."""
    view = terminal_view(variant)
    if view is None:
        return ""
    lines = Text.from_markup(view.rules).plain.splitlines()
    return "\n".join(line for line in lines if not line.startswith(TERMINAL_ONLY))


def lineup(names: Sequence[str], seat: int | None = None) -> Lineup:
    """The room's people by name ("Bob", "Bot Ada (hard)"), `seat` as "you"."""
    return Lineup(tuple(names), seat, (), tuple(names))


def event_text(variant: str, event: Json, options: Json, names: Sequence[str]) -> str | None:
    """One public event as a sentence naming the people at the table (`names`, by seat);
    None if another event tells it."""
    view = terminal_view(variant)
    if view is None:
        return str(event.get("type", "event")).replace("_", " ")
    text = view.event(event, options, lineup(names))
    return text.plain if text is not None else None


def situation(variant: str, obs: Json, events: list[Json], names: Sequence[str]) -> str | None:
    """What is asked of the observing seat, in the second person; None when it is not the
    one to act (the client then says whom the table waits for)."""
    view = terminal_view(variant)
    if view is None or obs["seat"] is None or obs["to_act"] != obs["seat"]:
        return None
    text = view.situation(obs, lineup(names, obs["seat"]), events)
    return text.plain if text is not None else None


def score_label(variant: str) -> str:
    """What a game's result scores count ("Full sets", "Cash")."""
    view = terminal_view(variant)
    return view.score_label if view else "Score"


NAMED_FIELDS = ("text", "choice", "option", "warning")
"""The menu entry's words that may name a seat ("Debt Collector: seat 2 pays you 5M")."""


def menu(game: Game, obs: Json, names: Sequence[str] = ()) -> list[Json]:
    """The seat's legal actions in observe order, each with its words and menu heading,
    and the two-step fields of the menu contract (`terminal.choices`) where they apply;
    with the room's `names`, the words call the other seats by them."""
    view = terminal_view(game.variant)
    legal = game.legal_actions()
    groups = [view.group(json, obs) if view else "Your move" for json in obs["legal"]]
    steps = choices.steps(game.variant, obs["legal"], groups, obs)
    named = lineup(names, obs["seat"]).named
    entries = []
    for action, group, step in zip(legal, groups, steps, strict=True):
        entry = {"text": step.text or game.describe(action), "group": group, **step.fields()}
        for key in NAMED_FIELDS:
            if key in entry:
                entry[key] = named(entry[key])
        entries.append(entry)
    return entries
