"""The numbered menu of legal actions, and the prompt that reads a choice until it is valid.

Answers are a number, `?`/`help`, `h`/`hint` (the hard bot's three best moves, see
`bots.hints`), `t`/`table` (the whole table), `l`/`log` (every event so far) or `q`/`quit`;
anything else is refused with a message saying what would be right, and the question is
asked again. End of input counts as quit.
Moves that differ in one thing (terminal.choices: which colour a wild moves to, whose
property a Sly Deal takes) are one line that opens a second menu of those options, where
`0` goes back; a menu still longer than its lines on the screen folds its biggest groups
the same way. A chooser of amounts (a bid) lists its quick options and a line that asks
for any other amount, typed.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from enum import Enum

from rich.console import Console
from rich.table import Table
from rich.text import Text

LONG_MENU = 14  # lines (headings included) a menu may take when nothing says otherwise


class Command(Enum):
    HELP = "help"
    HINT = "hint"
    QUIT = "quit"
    BACK = "back"
    TABLE = "table"
    LOG = "log"


WORDS = {
    "?": Command.HELP,
    "help": Command.HELP,
    "h": Command.HINT,
    "hint": Command.HINT,
    "q": Command.QUIT,
    "quit": Command.QUIT,
    "exit": Command.QUIT,
    "t": Command.TABLE,
    "table": Command.TABLE,
    "l": Command.LOG,
    "log": Command.LOG,
}
DETAILS = (
    Command.HELP,
    Command.HINT,
    Command.TABLE,
    Command.LOG,
)  # shown on demand, then the menu again
BACK_WORDS = {"0", "b", "back"}


class BadAnswer(ValueError):
    """An answer that is not a choice; the message says what to type instead."""


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
    entries: Sequence[Entry], limit: int = LONG_MENU, measure: Measure | None = None
) -> list[Item]:
    """The top menu for entries in menu order: one line per chooser, then, while the menu
    takes more than `limit` lines (by `measure`, or one a line), its group of most lines
    folded into one line."""
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
    items = [_opens(item) for item in items]
    while size(items) > limit:
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
    return len(items) + sum(1 for k in range(len(items)) if _heading_over(items, k))


def _heading_over(items: Sequence[Item], k: int) -> bool:
    """Whether a heading line goes over item `k`: the first of a run of its group."""
    item = items[k]
    return not item.whole and (k == 0 or items[k - 1].heading != item.heading)


def _opens(item: Item) -> Item:
    """A line for several entries says how many it opens."""
    if len(item.entries) == 1:
        return item
    text = item.text.rstrip("…")
    return Item(item.heading, f"{text}… ({len(item.entries)} choices)", item.entries)


def render(items: Sequence[Item], back: bool = False, rows: int | None = None) -> Table:
    """Numbered lines under group headings; a page of one group longer than `rows` lines
    goes in columns (a Cheaters token can go to any of 40 spaces)."""
    if rows is not None and len({i.heading for i in items}) == 1:
        columns = -(-len(items) // max(1, rows - 1 - back))
        if columns > 1:
            return _columns(items, back, columns)
    grid = Table.grid(padding=(0, 1))
    grid.add_column(justify="right", style="bold cyan", min_width=4)
    grid.add_column()
    for k, item in enumerate(items):
        if _heading_over(items, k):
            grid.add_row("", Text(item.heading, style="bold underline"))
        grid.add_row(str(k + 1), item.text)
    if back:
        grid.add_row("0", Text("Back to all choices", style="dim"))
    return grid


def _columns(items: Sequence[Item], back: bool, columns: int) -> Table:
    grid = Table.grid(padding=(0, 1), expand=True)
    for _ in range(columns):
        grid.add_column(ratio=1, no_wrap=True, overflow="ellipsis")
    grid.add_row(Text(items[0].heading, style="bold underline"))
    height = -(-len(items) // columns)
    for row in range(height):
        cells = []
        for column in range(columns):
            k = column * height + row
            if k < len(items):
                cells.append(Text.assemble((f"{k + 1:>3} ", "bold cyan"), items[k].text))
        grid.add_row(*cells)
    if back:
        grid.add_row(Text.assemble(("  0 ", "bold cyan"), ("Back to all choices", "dim")))
    return grid


def parse(answer: str, count: int, back: bool = False) -> int | Command:
    """The 0-based index chosen, or a command; raises BadAnswer."""
    text = answer.strip().lower()
    go_back = "0 to go back, " if back else ""
    expected = f"type a number from 1 to {count}, {go_back}? for help, h for a hint, or q to quit"
    if not text:
        raise BadAnswer(f"Please choose an action: {expected}.")
    if text in WORDS:
        return WORDS[text]
    if back and text in BACK_WORDS:
        return Command.BACK
    try:
        number = int(text)
    except ValueError:
        raise BadAnswer(f"{answer.strip()!r} is not a number: {expected}.") from None
    if not 1 <= number <= count:
        raise BadAnswer(f"There is no action {number}: {expected}.")
    return number - 1


def prompt(count: int, back: bool) -> str:
    back_word = "0 back, " if back else ""
    return f"Your choice (1-{count}, {back_word}? help, h hint, t table, l log, q quit): "


def ask(
    console: Console,
    count: int,
    read: Callable[[str], str],
    detail: Callable[[Command], None],
    back: bool = False,
) -> int | Command:
    """Ask until a valid answer: the chosen index, Command.QUIT, or Command.BACK;
    `detail` shows what help, hint, table and log ask for."""
    while True:
        try:
            answer = read(prompt(count, back))
        except EOFError:
            console.print()
            return Command.QUIT
        try:
            choice = parse(answer, count, back)
        except BadAnswer as e:
            console.print(Text(str(e), style="yellow"))
            continue
        if choice in DETAILS:
            assert isinstance(choice, Command)
            detail(choice)
        else:
            return choice


Show = Callable[[list[Item], bool], None]  # draws a menu page (its items; whether 0 goes back)


def choose(
    console: Console,
    entries: Sequence[Entry],
    read: Callable[[str], str],
    show: Show,
    detail: Callable[[Command], None],
    limit: int = LONG_MENU,
    measure: Measure | None = None,
) -> int | None:
    """Show the menu of entries and return the chosen entry, None to quit. `show` draws a
    page; after a detail (help, hint, table, log) the page is drawn again. A line of several
    entries opens their page (a folded group, then a chooser), where `0` goes back."""
    pages = [first_page(entries, limit, measure)]
    while True:
        items = pages[-1]
        pick = _pick(console, items, read, show, detail, back=len(pages) > 1)
        if pick is Command.QUIT:
            return None
        if pick is Command.BACK:
            pages.pop()
            continue
        assert isinstance(pick, int)
        item = items[pick]
        if item.typed:
            typed = ask_amount(console, [entries[i] for i in item.entries], read)
            if typed is Command.QUIT:
                return None
            if typed is not Command.BACK:
                assert isinstance(typed, int)
                return item.entries[typed]
            continue
        if len(item.entries) == 1:
            return item.entries[0]
        pages.append(open_page(entries, item))


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
    return [*quick, Item(heading, f"Another amount ({_span(chosen)})", tuple(inner), typed=True)]


def _span(chosen: Sequence[Entry]) -> str:
    """ "M20 to M1,010": the options of the lowest and the highest amount."""
    low = min(chosen, key=lambda e: e.amount or 0)
    high = max(chosen, key=lambda e: e.amount or 0)
    return f"{low.option} to {high.option}"


def ask_amount(
    console: Console, chosen: Sequence[Entry], read: Callable[[str], str]
) -> int | Command:
    """Ask for one of the `chosen` entries' amounts, typed ("370", "M370", "1,010"): its
    position in `chosen`, Command.BACK for `0` or an empty answer, Command.QUIT for `q` or
    the end of input. Anything else is refused with the amounts that would be right."""
    amounts = [e.amount for e in chosen]
    span = _span(chosen)
    while True:
        try:
            answer = read(f"Type an amount from {span} (0 back, q quit): ")
        except EOFError:
            console.print()
            return Command.QUIT
        text = answer.strip().lower()
        if text in ("", *BACK_WORDS):
            return Command.BACK
        if WORDS.get(text) is Command.QUIT:
            return Command.QUIT
        digits = "".join(ch for ch in text if ch.isdigit())
        if digits and text.lstrip("m$").replace(",", "").isdigit() and int(digits) in amounts:
            return amounts.index(int(digits))
        console.print(
            Text(f"{answer.strip()!r} is not one of the amounts: type one from {span}.", "yellow")
        )


def _pick(
    console: Console,
    items: list[Item],
    read: Callable[[str], str],
    show: Show,
    detail: Callable[[Command], None],
    back: bool,
) -> int | Command:
    """Draw one page and ask; after a detail, draw the page again."""
    show(items, back)

    def again(command: Command) -> None:
        detail(command)
        show(items, back)

    return ask(console, len(items), read, again, back)
