"""The numbered menu of legal actions, and the prompt that reads a choice until it is valid.

Answers are a number, `?`/`help` or `q`/`quit`; anything else is refused with a message
saying what would be right, and the question is asked again. End of input counts as quit.
A long menu folds each big group (a Forced Deal can offer over a hundred swaps) into one
line that opens a second menu, where `0` goes back.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from enum import Enum

from rich.console import Console, RenderableType
from rich.table import Table
from rich.text import Text

LONG_MENU = 30  # more entries than this, and big groups are folded
BIG_GROUP = 8  # a group with more entries than this is folded in a long menu


class Command(Enum):
    HELP = "help"
    QUIT = "quit"
    BACK = "back"


WORDS = {
    "?": Command.HELP,
    "h": Command.HELP,
    "help": Command.HELP,
    "q": Command.QUIT,
    "quit": Command.QUIT,
    "exit": Command.QUIT,
}
BACK_WORDS = {"0", "b", "back"}


class BadAnswer(ValueError):
    """An answer that is not a choice; the message says what to type instead."""


@dataclass(frozen=True)
class Item:
    """One numbered line: a single entry, or a folded group of entries."""

    heading: str
    text: str
    entries: tuple[int, ...]


def arrange(groups: Sequence[str]) -> list[int]:
    """Menu order: entries of one group together, groups in order of first appearance."""
    first: dict[str, int] = {}
    for i, group in enumerate(groups):
        first.setdefault(group, i)
    return sorted(range(len(groups)), key=lambda i: (first[groups[i]], i))


def fold(entries: Sequence[tuple[str, str]]) -> list[Item]:
    """The top menu for (group, text) entries in menu order."""
    sizes: dict[str, int] = {}
    for heading, _ in entries:
        sizes[heading] = sizes.get(heading, 0) + 1
    folding = len(entries) > LONG_MENU
    items: list[Item] = []
    for i, (heading, text) in enumerate(entries):
        if folding and sizes[heading] > BIG_GROUP:
            if not items or items[-1].heading != heading:
                items.append(Item(heading, f"{sizes[heading]} choices (opens a list)…", ()))
            last = items[-1]
            items[-1] = Item(heading, last.text, (*last.entries, i))
        else:
            items.append(Item(heading, text, (i,)))
    return items


def render(items: Sequence[Item], back: bool = False) -> Table:
    """Numbered lines under group headings."""
    grid = Table.grid(padding=(0, 1))
    grid.add_column(justify="right", style="bold cyan", min_width=4)
    grid.add_column()
    group = None
    for number, item in enumerate(items, 1):
        if item.heading != group:
            grid.add_row("", Text(item.heading, style="bold underline"))
            group = item.heading
        grid.add_row(str(number), item.text)
    if back:
        grid.add_row("0", Text("Back to all choices", style="dim"))
    return grid


def parse(answer: str, count: int, back: bool = False) -> int | Command:
    """The 0-based index chosen, or a command; raises BadAnswer."""
    text = answer.strip().lower()
    go_back = "0 to go back, " if back else ""
    hint = f"type a number from 1 to {count}, {go_back}? for help, or q to quit"
    if not text:
        raise BadAnswer(f"Please choose an action: {hint}.")
    if text in WORDS:
        return WORDS[text]
    if back and text in BACK_WORDS:
        return Command.BACK
    try:
        number = int(text)
    except ValueError:
        raise BadAnswer(f"{answer.strip()!r} is not a number: {hint}.") from None
    if not 1 <= number <= count:
        raise BadAnswer(f"There is no action {number}: {hint}.")
    return number - 1


def ask(
    console: Console,
    count: int,
    read: Callable[[str], str],
    show_help: Callable[[], None],
    back: bool = False,
) -> int | Command:
    """Ask until a valid answer: the chosen index, Command.QUIT, or Command.BACK."""
    prompt = f"Your choice (1-{count}, {'0 back, ' if back else ''}? help, q quit): "
    while True:
        try:
            answer = read(prompt)
        except EOFError:
            console.print()
            return Command.QUIT
        try:
            choice = parse(answer, count, back)
        except BadAnswer as e:
            console.print(Text(str(e), style="yellow"))
            continue
        if choice is Command.HELP:
            show_help()
        else:
            return choice


def choose(
    console: Console,
    entries: Sequence[tuple[str, str]],
    read: Callable[[str], str],
    rules: RenderableType,
) -> int | None:
    """Show the menu of (group, text) entries and return the chosen entry, None to quit."""
    items = fold(entries)
    while True:
        pick = _pick(console, items, read, rules, back=False)
        if pick is Command.QUIT:
            return None
        assert isinstance(pick, int)
        inner = items[pick].entries
        if len(inner) == 1:
            return inner[0]
        sub = [Item(entries[i][0], entries[i][1], (i,)) for i in inner]
        again = _pick(console, sub, read, rules, back=True)
        if again is Command.QUIT:
            return None
        if isinstance(again, int):
            return inner[again]


def _pick(
    console: Console,
    items: list[Item],
    read: Callable[[str], str],
    rules: RenderableType,
    back: bool,
) -> int | Command:
    """Print one menu and ask; help prints the rules and this menu again."""
    console.print(render(items, back))
    return ask(console, len(items), read, lambda: console.print(rules, render(items, back)), back)
