"""The numbered menu of legal actions, and the prompt that reads a choice until it is valid.

Answers are a number, `?`/`help` or `q`/`quit`; anything else is refused with a message
saying what would be right, and the question is asked again. End of input counts as quit.
Moves that differ in one thing (terminal.choices: which colour a wild moves to, whose
property a Sly Deal takes) are one line that opens a second menu of those options, where
`0` goes back; a menu still too long for one screen folds its big groups the same way.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from enum import Enum

from rich.console import Console, RenderableType
from rich.table import Table
from rich.text import Text

LONG_MENU = 12  # more lines than this, and big groups are folded too (fits 80×24)
BIG_GROUP = 3  # a group of more lines than this is folded in a long menu


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
class Entry:
    """One legal action as the menu shows it: its heading, its sentence, and (from
    terminal.choices) the chooser it belongs to, its option there, and its warning."""

    heading: str
    text: str
    choice: str | None = None
    option: str | None = None
    warning: str | None = None

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


def arrange(groups: Sequence[str]) -> list[int]:
    """Menu order: entries of one group together, groups in order of first appearance."""
    first: dict[str, int] = {}
    for i, group in enumerate(groups):
        first.setdefault(group, i)
    return sorted(range(len(groups)), key=lambda i: (first[groups[i]], i))


def fold(entries: Sequence[Entry]) -> list[Item]:
    """The top menu for entries in menu order: one line per chooser, and each big group
    one line too if the menu is still longer than LONG_MENU."""
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
    if len(items) <= LONG_MENU:
        return items
    lines: dict[str, int] = {}
    for item in items:
        lines[item.heading] = lines.get(item.heading, 0) + 1
    folded: list[Item] = []
    first: dict[str, int] = {}
    for item in items:
        if lines[item.heading] <= BIG_GROUP:
            folded.append(item)
            continue
        i = first.setdefault(item.heading, len(folded))
        if i == len(folded):
            folded.append(Item(item.heading, "", ()))
        folded[i] = Item(item.heading, "", (*folded[i].entries, *item.entries))
    return [_opens(item) if not item.text else item for item in folded]


def _opens(item: Item) -> Item:
    """A line for several entries says how many it opens."""
    if len(item.entries) == 1:
        return item
    text = f"{item.text}… " if item.text else ""
    return Item(item.heading, f"{text}({len(item.entries)} choices)", item.entries)


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
    entries: Sequence[Entry],
    read: Callable[[str], str],
    rules: RenderableType,
) -> int | None:
    """Show the menu of entries and return the chosen entry, None to quit."""
    items = fold(entries)
    while True:
        pick = _pick(console, items, read, rules, back=False)
        if pick is Command.QUIT:
            return None
        assert isinstance(pick, int)
        inner = items[pick].entries
        if len(inner) == 1:
            return inner[0]
        same = len({entries[i].choice for i in inner}) == 1
        sub = [
            Item(
                items[pick].text if same else entries[i].heading, _sub_text(entries[i], same), (i,)
            )
            for i in inner
        ]
        again = _pick(console, sub, read, rules, back=True)
        if again is Command.QUIT:
            return None
        if isinstance(again, int):
            return inner[again]


def _sub_text(entry: Entry, same_choice: bool) -> str:
    return entry.short if same_choice and entry.choice else entry.line


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
