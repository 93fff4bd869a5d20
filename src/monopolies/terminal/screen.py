"""One decision on one screen: the table and your things, the news that concerns you, the
question and the menu, fitted to the terminal's height (80×24 at the least).

The plain mode (pipes, screen readers, `--plain`) prints everything in order and scrolls;
this mode clears the screen for each decision and keeps what is needed on it: the menu
always fits (`words.menu.fold` folds it to the lines left), the news gets the lines that remain,
newest and those naming you first. `t`, `l` and `?` open the whole table, the whole log and
the rules in a pager.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from rich.console import Console, Group, RenderableType
from rich.rule import Rule
from rich.segment import Segment, Segments
from rich.text import Text

from monopolies.terminal import menu
from monopolies.words.menu import Item, Measure

MIN_MENU = 6  # lines the menu keeps however crowded the table
PROMPT = 1  # the prompt line under the menu
NEWEST = 2  # news lines kept before those naming you


@dataclass(frozen=True)
class Page:
    """What one decision shows besides the menu."""

    summary: RenderableType
    news: Sequence[Text]
    now: Text | None


def height(console: Console, renderable: RenderableType) -> int:
    """Lines `renderable` takes at the console's width."""
    return len(console.render_lines(renderable, console.options, pad=False))


def menu_room(console: Console, page: Page, rows: int) -> int:
    """Lines left for the menu once the table, the question, a line of news and the
    prompt have theirs."""
    taken = height(console, page.summary) + PROMPT + 2
    if page.now is not None:
        taken += height(console, page.now)
    return max(MIN_MENU, rows - taken)


def measure(console: Console) -> Measure:
    """How many lines a menu takes on this console, wrapped lines counted."""
    return lambda items: height(console, menu.render(items))


def compose(console: Console, page: Page, items: list[Item], back: bool, rows: int) -> Group:
    """The screen: table, news (as much as fits), the question, the menu. A chooser's page
    leaves out the table when both do not fit (`0` goes back to it)."""
    now = [Text.assemble(page.now, style="yellow")] if page.now is not None else []
    top: list[RenderableType] = [page.summary, Rule(style="dim")]
    room = rows - PROMPT - sum(height(console, t) for t in now)
    table = menu.render(items, back, room - height(console, Group(*top)))
    if back and height(console, Group(*top, table)) > room:
        top = []
        table = menu.render(items, back, room)
    room -= height(console, Group(*top, table))
    news = latest(console, page.news, room)
    return Group(*top, *news, *now, table)


def latest(console: Console, news: Sequence[Text], room: int) -> list[Text]:
    """The news that fits in `room` lines, in order: the newest two first, then those
    naming you, then the others, newest first."""
    newest = len(news) - NEWEST
    ranked = sorted(
        range(len(news)),
        key=lambda i: (0 if i >= newest else 1 if _names_you(news[i]) else 2, -i),
    )
    chosen: list[int] = []
    used = 0
    for i in ranked:
        need = height(console, news[i])
        if used + need > room:
            continue
        chosen.append(i)
        used += need
    return [news[i] for i in sorted(chosen)]


def _names_you(text: Text) -> bool:
    words = text.plain.lower().replace("'", " ").split()
    return "you" in words or "your" in words


def pages(console: Console, renderable: RenderableType, rows: int) -> list[Segments]:
    """`renderable` cut into screens of `rows` lines, to show one at a time."""
    lines = console.render_lines(renderable, console.options, pad=False, new_lines=True)
    return [Segments(_joined(lines[k : k + rows])) for k in range(0, len(lines), rows)] or [
        Segments([])
    ]


def _joined(lines: list[list[Segment]]) -> list[Segment]:
    return [segment for line in lines for segment in line]
