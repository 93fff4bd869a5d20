"""The menu of a decision, folded: how legal moves become the lines a person chooses from,
in the terminal and in the browser alike.

Moves that differ in one thing (`words.steps`: which colour a wild moves to, whose property
a Sly Deal takes) are one line, a chooser, that opens a second page of those options; a
menu still longer than the lines it has folds its biggest groups the same way (the
terminal gives it its screen's lines; the browser, which scrolls, no limit). A chooser of
amounts (a bid) lists its quick options and a line that asks for any other amount, typed.
The server sends the browser the folded menu (`words.narration.menu_items`), so both
front ends fold by this one rule.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

LONG_MENU = 14  # lines (headings included) a menu may take when nothing says otherwise


@dataclass(frozen=True)
class Entry:
    """One legal action as the menu shows it: its heading, its sentence, and (from
    terminal.choices) the chooser it belongs to, its option there, and its warning."""

    heading: str
    text: str
    choice: str | None = None
    option: str | None = None
    warning: str | None = None
    amount: int | None = None
    quick: bool = True

    @property
    def line(self) -> str:
        """The sentence with its warning, as a line of the top menu."""
        return f"{self.text} ({self.warning})" if self.warning else self.text

    @property
    def short(self) -> str:
        """The option with its warning, as a line of its chooser."""
        text = self.option or self.text
        return f"{text} ({self.warning})" if self.warning else text


@dataclass(frozen=True)
class Item:
    """One numbered line: a single entry, or a folded chooser or group of entries."""

    heading: str
    text: str
    entries: tuple[int, ...]
    whole: bool = False  # a whole group on one line: its text names it, no heading over it
    inner: tuple[Item, ...] = ()  # a whole group's own lines, its page when opened
    typed: bool = False  # asks for an amount, typed, among its entries' amounts


def arrange(groups: Sequence[str]) -> list[int]:
    """Menu order: entries of one group together, groups in order of first appearance."""
    first: dict[str, int] = {}
    for i, group in enumerate(groups):
        first.setdefault(group, i)
    return sorted(range(len(groups)), key=lambda i: (first[groups[i]], i))


Measure = Callable[[Sequence["Item"]], int]  # the lines a menu takes (wrapped, on a screen)


def fold(
    entries: Sequence[Entry], limit: int | None = LONG_MENU, measure: Measure | None = None
) -> list[Item]:
    """The top menu for entries in menu order: one line per chooser, then, while the menu
    takes more than `limit` lines (by `measure`, or one a line; None: no limit), its group
    of most lines folded into one line."""
    size = measure or lines
    items: list[Item] = []
    where: dict[tuple[str, str], int] = {}
    for i, e in enumerate(entries):
        if e.choice is None:
            items.append(Item(e.heading, e.line, (i,)))
            continue
        at = where.setdefault((e.heading, e.choice), len(items))
        if at == len(items):
            items.append(Item(e.heading, e.choice, ()))
        items[at] = Item(e.heading, items[at].text, (*items[at].entries, i))
    items = [_opens(item, entries) for item in items]
    while limit is not None and size(items) > limit:
        counts: dict[str, int] = {}
        for item in items:
            if not item.whole:  # a group's lines and its heading
                counts[item.heading] = counts.get(item.heading, 1) + 1
        foldable = [h for h in counts if counts[h] > 2 or _opens_more(items, h)]
        if not foldable:
            break
        biggest = max(foldable, key=lambda heading: counts[heading])
        lines_of = tuple(item for item in items if item.heading == biggest)
        inner = tuple(i for item in lines_of for i in item.entries)
        at = next(k for k, item in enumerate(items) if item.heading == biggest)
        rest = [item for item in items if item.heading != biggest]
        text = f"{biggest}… ({len(inner)} choices)"
        whole = Item(biggest, text, inner, whole=True, inner=lines_of)
        items = [*rest[:at], whole, *rest[at:]]
    return items


def _opens_more(items: Sequence[Item], heading: str) -> bool:
    """Whether the group's one line opens a chooser (folding it then saves its heading)."""
    return any(len(item.entries) > 1 for item in items if item.heading == heading)


def lines(items: Sequence[Item]) -> int:
    """The lines `render` takes: the items and a heading over each run of one group."""
    return len(items) + sum(1 for k in range(len(items)) if heading_over(items, k))


def heading_over(items: Sequence[Item], k: int) -> bool:
    """Whether a heading line goes over item `k`: the first of a run of its group."""
    item = items[k]
    return not item.whole and (k == 0 or items[k - 1].heading != item.heading)


def _opens(item: Item, entries: Sequence[Entry]) -> Item:
    """A line for several entries says how many it opens, or the amounts it takes."""
    if len(item.entries) == 1:
        return item
    text = item.text.rstrip("…")
    chosen = [entries[i] for i in item.entries]
    more = span(chosen) if any(not e.quick for e in chosen) else f"{len(chosen)} choices"
    return Item(item.heading, f"{text}… ({more})", item.entries)


def first_page(
    entries: Sequence[Entry], limit: int = LONG_MENU, measure: Measure | None = None
) -> list[Item]:
    """The menu's first page: `fold`ed to `limit` lines, a single line opened."""
    return _opened(entries, fold(entries, limit, measure))


def open_page(entries: Sequence[Entry], item: Item) -> list[Item]:
    """The page a line of several entries opens (a single line on it opened too)."""
    return _opened(entries, _page(entries, item))


def _page(entries: Sequence[Entry], item: Item) -> list[Item]:
    """What a line of several entries opens: its group's lines, or its options."""
    return list(item.inner) if item.inner else options(entries, item.entries)


def _opened(entries: Sequence[Entry], items: list[Item]) -> list[Item]:
    """A page of a single line that opens more is that line opened: no one-line menu."""
    while len(items) == 1 and len(items[0].entries) > 1:
        items = _page(entries, items[0])
    return items


def options(entries: Sequence[Entry], inner: Sequence[int]) -> list[Item]:
    """A chooser's page: its options under its name (and its warning, if all share it),
    or the entries' own lines if they do not share a chooser. A chooser of amounts lists
    its quick options and one line for typing any of its amounts."""
    chosen = [entries[i] for i in inner]
    if len({e.choice for e in chosen}) != 1 or chosen[0].choice is None:
        return [Item(e.heading, e.line, (i,)) for e, i in zip(chosen, inner, strict=True)]
    warnings = {e.warning for e in chosen}
    if len(warnings) == 1 and None not in warnings:
        heading = f"{chosen[0].choice} ({chosen[0].warning})"
        items = [
            Item(heading, e.option or e.text, (i,)) for e, i in zip(chosen, inner, strict=True)
        ]
    else:
        heading = chosen[0].choice
        items = [Item(heading, e.short, (i,)) for e, i in zip(chosen, inner, strict=True)]
    if all(e.quick for e in chosen):
        return items
    quick = [item for item, e in zip(items, chosen, strict=True) if e.quick]
    return [*quick, Item(heading, f"Another amount ({span(chosen)})", tuple(inner), typed=True)]


def span(chosen: Sequence[Entry]) -> str:
    """ "M20 to M1,010, in tens": the options of the lowest and the highest amount, and the
    step between amounts."""
    amounts = sorted(e.amount or 0 for e in chosen)
    low = min(chosen, key=lambda e: e.amount or 0)
    high = max(chosen, key=lambda e: e.amount or 0)
    step = amounts[1] - amounts[0] if len(amounts) > 1 else 0
    tens = {10: ", in tens", 100: ", in hundreds"}.get(step, "")
    return f"{low.option} to {high.option}{tens}"
