"""One decision on one screen: the table and your things, the news that concerns you, the
question and the menu, fitted to the terminal's height (80×24 at the least).

The plain mode (pipes, screen readers, `--plain`) prints everything in order and scrolls;
this mode clears the screen for each decision and keeps what is needed on it: the menu
always fits (`words.menu.fold` folds it to the lines left), the news gets the lines that remain,
newest and those naming you first. `t`, `l` and `?` open the whole table, the whole log and
the rules in a pager.
"""

from __future__ import annotations

import re
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
YOU = re.compile(r"\b(you|your|yours)\b", re.IGNORECASE)
YOUR_DOING = re.compile(r"(Turn \d+[^:]*: )?(You|Your)\b")


@dataclass(frozen=True)
class Page:
    """What one decision shows besides the menu: `news` ends with the `fresh` sentences
    that are new since the person's last decision (those before are for context)."""

    summary: RenderableType
    news: Sequence[Text]
    now: Text | None
    fresh: int = 0


def height(console: Console, renderable: RenderableType) -> int:
    """Lines `renderable` takes at the console's width."""
    return len(console.render_lines(renderable, console.options, pad=False))


def menu_room(console: Console, page: Page, rows: int) -> int:
    """Lines left for the menu once the table, the question, a line of news and the
    prompt have theirs."""
    return max(MIN_MENU, news_room(console, page, rows) - height(console, page.summary) - 2)


def fits(console: Console, page: Page, menu_lines: int, rows: int) -> bool:
    """Whether the news `must_tell` keeps fits beside the table and a menu of
    `menu_lines`; when not, it is shown a screen at a time before the decision."""
    room = news_room(console, page, rows) - height(console, page.summary) - 1 - menu_lines
    return sum(height(console, page.news[i]) for i in must_tell(page.news, page.fresh)) <= room


def measure(console: Console) -> Measure:
    """How many lines a menu takes on this console, wrapped lines counted."""
    return lambda items: height(console, menu.render(items))


def compose(console: Console, page: Page, items: list[Item], back: bool, rows: int) -> Group:
    """The screen: table, news (as much as fits), the question, the menu. A chooser's page
    leaves out the table when both do not fit (`0` goes back to it)."""
    top: list[RenderableType] = [page.summary, Rule(style="dim")]
    room = news_room(console, page, rows)
    table = menu.render(items, back, room - height(console, Group(*top)))
    if back and height(console, Group(*top, table)) > room:
        top = []
        table = menu.render(items, back, room)
    room -= height(console, Group(*top, table))
    now = [Text.assemble(page.now, style="yellow")] if page.now is not None else []
    return Group(*top, *latest(console, page.news, page.fresh, room), *now, table)


def news_room(console: Console, page: Page, rows: int) -> int:
    """Lines for the table, the news and the menu: all but the question's and the prompt's."""
    taken = PROMPT + (height(console, page.now) if page.now is not None else 0)
    return rows - taken


def must_tell(news: Sequence[Text], fresh: int) -> list[int]:
    """The news a screen may never fold: every new sentence about what others did to you
    (it names you, and you are not the one who did it: "You drew…" you know)."""
    first = len(news) - fresh
    return [i for i in range(first, len(news)) if names_you(news[i]) and not _yours(news[i])]


def latest(console: Console, news: Sequence[Text], fresh: int, room: int) -> list[Text]:
    """The news that fits in `room` lines, in order: what `must_tell` keeps first (the
    session shows it a screen at a time beforehand when it cannot fit, `fits`), then the
    newest two, the other new sentences, newest first, and older ones for context. New
    sentences left out are counted on a line of their own."""
    first_new, newest = len(news) - fresh, len(news) - NEWEST
    must = must_tell(news, fresh)
    others = sorted(
        set(range(len(news))) - set(must), key=lambda i: (i < newest, i < first_new, -i)
    )
    kept: list[int] = []
    used = 0
    for i in [*reversed(must), *others]:
        need = height(console, news[i])
        if used + need < room:  # a line is kept for the count of what is left out
            kept.append(i)
            used += need
    told = [news[i] for i in sorted(kept)]
    left = [i for i in range(first_new, len(news)) if i not in kept]
    if left:
        about = "some about you" if set(left) & set(must) else "none about you"
        more = "event" if len(left) == 1 else "events"
        fold = f"… {len(left)} more {more} since your last decision, {about} (l: log)"
        told.insert(0, Text(fold, style="dim"))
    return told


def names_you(text: Text) -> bool:
    """Whether a sentence is about the viewer, whom every sentence calls "you"."""
    return YOU.search(text.plain) is not None


def _yours(text: Text) -> bool:
    """Whether a sentence tells what the viewer did ("You drew…", "Your turn")."""
    return YOUR_DOING.match(text.plain) is not None


def pages(console: Console, renderable: RenderableType, rows: int) -> list[Segments]:
    """`renderable` cut into screens of `rows` lines, to show one at a time."""
    lines = console.render_lines(renderable, console.options, pad=False, new_lines=True)
    return [Segments(_joined(lines[k : k + rows])) for k in range(0, len(lines), rows)] or [
        Segments([])
    ]


def _joined(lines: list[list[Segment]]) -> list[Segment]:
    return [segment for line in lines for segment in line]
