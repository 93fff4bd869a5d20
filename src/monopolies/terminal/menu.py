"""The numbered menu of legal actions at the terminal, and the prompt that reads a choice
until it is valid (the menu is folded by `words.menu`, as the browser's is). A menu may
have a default entry, chosen by Enter alone: the routine pass of a window, the table's
proposal for a payment (`words.chores`).

Answers are a number, `?`/`help`, `h`/`hint` (the expert bot's three best moves, see
`bots.hints`), `t`/`table` (the whole table), `l`/`log` (every event so far) or `q`/`quit`;
anything else is refused with a message saying what would be right, and the question is
asked again. End of input counts as quit. A line of several moves (a chooser, or a folded
group) opens a page of them, where `0` goes back; a chooser of amounts also takes any of
its amounts typed.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from enum import Enum

from rich.console import Console
from rich.table import Table
from rich.text import Text

from monopolies.words.menu import (
    LONG_MENU,
    Entry,
    Item,
    Measure,
    first_page,
    heading_over,
    open_page,
    span,
)


class Command(Enum):
    HELP = "help"
    HINT = "hint"
    QUIT = "quit"
    BACK = "back"
    TABLE = "table"
    LOG = "log"
    DEFAULT = "default"


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
        if heading_over(items, k):
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


def parse(answer: str, count: int, back: bool = False, default: bool = False) -> int | Command:
    """The 0-based index chosen, or a command (Command.DEFAULT for Enter alone when the
    menu has a `default`); raises BadAnswer."""
    text = answer.strip().lower()
    go_back = "0 to go back, " if back else ""
    number_words = "1" if count == 1 else f"a number from 1 to {count}"
    expected = f"type {number_words}, {go_back}? for help, h for a hint, or q to quit"
    if not text and default:
        return Command.DEFAULT
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


def prompt(count: int, back: bool, default: str | None = None) -> str:
    """The question under a menu of `count` lines ("Your choice (1-4, …", "(1, …" for one)."""
    numbers = "1" if count == 1 else f"1-{count}"
    back_word = "0 back, " if back else ""
    if default is not None:
        return f"Your choice ({numbers}, {back_word}Enter: {default}; ? help, h hint, q quit): "
    return f"Your choice ({numbers}, {back_word}? help, h hint, t table, l log, q quit): "


Refuse = Callable[[Text], None]  # says why an answer was refused, before it is asked again


def ask(
    console: Console,
    count: int,
    read: Callable[[str], str],
    detail: Callable[[Command], None],
    back: bool = False,
    default: str | None = None,
    refuse: Refuse | None = None,
) -> int | Command:
    """Ask until a valid answer: the chosen index, Command.QUIT, Command.BACK, or
    Command.DEFAULT for Enter when there is a `default` (what Enter does, in words);
    `detail` shows what help, hint, table and log ask for, `refuse` why an answer is
    not one (printed under the menu when not given)."""
    while True:
        try:
            answer = read(prompt(count, back, default))
        except EOFError:
            console.print()
            return Command.QUIT
        try:
            choice = parse(answer, count, back, default is not None)
        except BadAnswer as e:
            (refuse or console.print)(Text(str(e), style="yellow"))
            continue
        if choice in DETAILS:
            assert isinstance(choice, Command)
            detail(choice)
        else:
            return choice


Show = Callable[[list[Item], bool], None]  # draws a menu page (its items; whether 0 goes back)
Redraw = Callable[[list[Item], bool, Text], None]
"""Draws a menu page again with why an answer was refused, so the screen keeps its height."""


def choose(
    console: Console,
    entries: Sequence[Entry],
    read: Callable[[str], str],
    show: Show,
    detail: Callable[[Command], None],
    limit: int = LONG_MENU,
    measure: Measure | None = None,
    default: int | None = None,
    default_says: str | None = None,
    redraw: Redraw | None = None,
) -> int | None:
    """Show the menu of entries and return the chosen entry, None to quit. `show` draws a
    page; after a detail (help, hint, table, log) the page is drawn again. A line of several
    entries opens their page (a folded group, then a chooser), where `0` goes back. On the
    first page, Enter alone chooses the `default` entry, if any (the prompt says it as
    `default_says`, else as the entry's text). A refused answer is said by `redraw`
    with the page, or printed under it."""
    pages = [first_page(entries, limit, measure)]
    while True:
        items = pages[-1]
        said = None
        if default is not None and len(pages) == 1:
            said = default_says or entries[default].text
        pick = _pick(console, items, read, show, detail, len(pages) > 1, said, redraw)
        if pick is Command.DEFAULT:
            assert default is not None
            return default
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


def ask_amount(
    console: Console, chosen: Sequence[Entry], read: Callable[[str], str]
) -> int | Command:
    """Ask for one of the `chosen` entries' amounts, typed ("370", "M370", "1,010"): its
    position in `chosen`, Command.BACK for `0` or an empty answer, Command.QUIT for `q` or
    the end of input. Anything else is refused with the amounts that would be right."""
    amounts = [e.amount for e in chosen]
    amounts_said = span(chosen)
    while True:
        try:
            answer = read(f"Type an amount from {amounts_said} (0 back, q quit): ")
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
            Text(
                f"{answer.strip()!r} is not one of the amounts: type one from {amounts_said}.",
                "yellow",
            )
        )


def _pick(
    console: Console,
    items: list[Item],
    read: Callable[[str], str],
    show: Show,
    detail: Callable[[Command], None],
    back: bool,
    default: str | None = None,
    redraw: Redraw | None = None,
) -> int | Command:
    """Draw one page and ask; after a detail, draw the page again."""
    show(items, back)

    def again(command: Command) -> None:
        detail(command)
        show(items, back)

    def refuse(message: Text) -> None:
        assert redraw is not None
        redraw(items, back, message)

    return ask(console, len(items), read, again, back, default, refuse if redraw else None)
