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
NEWEST = 2  # news lines kept before the other new ones
YOU = re.compile(r"\b(you|your|yours)\b", re.IGNORECASE)
YOUR_TURN = re.compile(r"Turn \d+[^:]*: your turn\.?$")
"""A turn's heading ("Turn 22 (round 8): your turn"): the status line says it already."""


@dataclass(frozen=True)
class Page:
    """What one decision shows besides the menu: `news` ends with the `fresh` sentences
    that are new since the person's last decision (those before are for context)."""

    summary: RenderableType
    news: Sequence[Text]
    now: Text | None
    fresh: int = 0


RESTATED = 2
"""The most of the newest sentences a question can say again (an action, and the Just Say
No said to it)."""


def restated(news: Sequence[Text], now: Text | None) -> int:
    """How many of the newest sentences the question says again: it begins with the first
    of them and holds the rest ("Cleo played Deal Breaker on your full green set. Answer
    with Just Say No?"; "You played Sly Deal to take Ben's Tennessee Ave; Ben said Just
    Say No. …"). On the lines above it they would read as told twice."""
    if now is None:
        return 0
    said = now.plain
    for count in range(min(RESTATED, len(news)), 0, -1):
        first, *rest = (text.plain.rstrip(".!") for text in news[-count:])
        if said.startswith(first) and all(sentence in said for sentence in rest):
            return count
    return 0


def height(console: Console, renderable: RenderableType) -> int:
    """Lines `renderable` takes at the console's width."""
    return len(console.render_lines(renderable, console.options, pad=False))


def status_height(console: Console, summary: RenderableType) -> int:
    """Lines of the table's status line (turn, whose turn: the first line of a game's
    summary), kept however crowded the screen; whole, so it never ends mid-phrase."""
    first = summary.renderables[0] if isinstance(summary, Group) and summary.renderables else ""
    return max(1, height(console, first))


def menu_room(console: Console, page: Page, rows: int) -> int:
    """Lines left for the menu once the table, the question, the news that may not be
    folded (and a line counting what is) and the prompt have theirs: the menu folds
    further rather than push news about the person off the screen."""
    news = told_height(console, page) + 1
    return max(MIN_MENU, news_room(console, page, rows) - height(console, page.summary) - 1 - news)


def fits(console: Console, page: Page, menu_lines: int, rows: int) -> bool:
    """Whether the news `must_tell` keeps, and the line counting what is folded, fit
    beside a menu of `menu_lines` and the table (squeezed to its status line if need be,
    `squeezed`); when not, the news is shown a screen at a time before the decision."""
    table = min(height(console, page.summary), status_height(console, page.summary) + 1)
    room = news_room(console, page, rows) - table - 1 - menu_lines
    return told_height(console, page) + 1 <= room


def told_height(console: Console, page: Page) -> int:
    """Lines the news `must_tell` keeps takes."""
    return sum(height(console, page.news[i]) for i in must_tell(page.news, page.fresh))


def measure(console: Console) -> Measure:
    """How many lines a menu takes on this console, wrapped lines counted."""
    return lambda items: height(console, menu.render(items))


def compose(console: Console, page: Page, items: list[Item], back: bool, rows: int) -> Group:
    """The screen, never taller than `rows` less the prompt's line: the table, the news
    (as much as fits), the question, the menu. When the menu and the news `must_tell`
    keeps leave the table too few lines, the table keeps its first lines and counts the
    rest (`t` shows it whole)."""
    room = news_room(console, page, rows)
    whole = height(console, page.summary) + 1
    table = menu.render(items, back, room - whole)
    if height(console, table) + whole > room:
        table = menu.render(items, back, room - status_height(console, page.summary) - 2)
    room -= height(console, table)
    told = told_height(console, page)
    reserved = told + 1 if page.fresh else 0
    top = [squeezed(console, page.summary, room - reserved - 1), Rule(style="dim")]
    room -= height(console, Group(*top))
    now = [Text.assemble(page.now, style="yellow")] if page.now is not None else []
    return Group(*top, *latest(console, page.news, page.fresh, room), *now, table)


def squeezed(
    console: Console, summary: RenderableType, rows: int, hint: str = " (t: table)"
) -> RenderableType:
    """The table in `rows` lines: whole if it fits, else its first lines (the status line
    at the least) and a line counting the rest, with `hint` saying where to see them."""
    lines = console.render_lines(summary, console.options, pad=False, new_lines=True)
    if len(lines) <= rows:
        return summary
    kept = max(status_height(console, summary), rows - 1)
    more = len(lines) - kept
    count = Text(f"… {more} more {_lines(more)} of the table{hint}", style="dim")
    return Group(Segments(_joined(lines[:kept])), count)


def _lines(n: int) -> str:
    return "line" if n == 1 else "lines"


def news_room(console: Console, page: Page, rows: int) -> int:
    """Lines for the table, the news and the menu: all but the question's and the prompt's."""
    taken = PROMPT + (height(console, page.now) if page.now is not None else 0)
    return rows - taken


def must_tell(news: Sequence[Text], fresh: int) -> list[int]:
    """The news a screen may never fold: every new sentence that names the person. What
    others did to them, and where the dice or a verdict took them ("You rolled 3+4 and
    moved to Go to Jail", "You called Cheat! on Ben: guilty"), read alike to a program
    as what they chose ("You banked 3M"); the one line that costs is kept too."""
    first = len(news) - fresh
    return [i for i in range(first, len(news)) if names_you(news[i])]


def latest(console: Console, news: Sequence[Text], fresh: int, room: int) -> list[Text]:
    """The news that fits in `room` lines, in order: what `must_tell` keeps first (the
    session shows it a screen at a time beforehand when it cannot fit, `fits`), then the
    newest two, the other new sentences, newest first, and older ones for context. New
    sentences left out are counted on a line of their own, which says whether any of
    them names the person."""
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
        told.insert(0, fold_line(len(left), any(names_you(news[i]) for i in left)))
    return told


def fold_line(count: int, about_you: bool) -> Text:
    """ "… 3 more events since your last decision, some about you (l: log)"."""
    about = "some about you" if about_you else "none about you"
    more = "event" if count == 1 else "events"
    return Text(f"… {count} more {more} since your last decision, {about} (l: log)", style="dim")


def names_you(text: Text) -> bool:
    """Whether a sentence is about the viewer, whom every sentence calls "you" (a turn's
    heading tells nothing the status line does not)."""
    return YOU.search(text.plain) is not None and YOUR_TURN.match(text.plain) is None


def pages(console: Console, renderable: RenderableType, rows: int) -> list[Segments]:
    """`renderable` cut into screens of `rows` lines, to show one at a time."""
    lines = console.render_lines(renderable, console.options, pad=False, new_lines=True)
    return [Segments(_joined(lines[k : k + rows])) for k in range(0, len(lines), rows)] or [
        Segments([])
    ]


def _joined(lines: list[list[Segment]]) -> list[Segment]:
    return [segment for line in lines for segment in line]
