"""The numbered menu of legal actions, and the prompt that reads a choice until it is valid.

Answers are a number, `?`/`help` or `q`/`quit`; anything else is refused with a message
saying what would be right, and the question is asked again. End of input counts as quit.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from enum import Enum

from rich.console import Console
from rich.table import Table
from rich.text import Text


class Command(Enum):
    HELP = "help"
    QUIT = "quit"


WORDS = {"?": Command.HELP, "h": Command.HELP, "help": Command.HELP,
         "q": Command.QUIT, "quit": Command.QUIT, "exit": Command.QUIT}


class BadAnswer(ValueError):
    """An answer that is not a choice; the message says what to type instead."""


def arrange(groups: Sequence[str]) -> list[int]:
    """Menu order: entries of one group together, groups in order of first appearance."""
    first: dict[str, int] = {}
    for i, group in enumerate(groups):
        first.setdefault(group, i)
    return sorted(range(len(groups)), key=lambda i: (first[groups[i]], i))


def render(entries: Sequence[tuple[str, str]]) -> Table:
    """Numbered lines under group headings; entries are (group, text) in menu order."""
    grid = Table.grid(padding=(0, 1))
    grid.add_column(justify="right", style="bold cyan", min_width=4)
    grid.add_column()
    group = None
    for number, (heading, text) in enumerate(entries, 1):
        if heading != group:
            grid.add_row("", Text(heading, style="bold underline"))
            group = heading
        grid.add_row(str(number), text)
    return grid


def parse(answer: str, count: int) -> int | Command:
    """The 0-based index chosen, or a command; raises BadAnswer."""
    text = answer.strip().lower()
    hint = f"type a number from 1 to {count}, ? for help, or q to quit"
    if not text:
        raise BadAnswer(f"Please choose an action: {hint}.")
    if text in WORDS:
        return WORDS[text]
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
) -> int | None:
    """Ask until a valid choice; the chosen index, or None to quit."""
    prompt = f"Your choice (1-{count}, ? help, q quit): "
    while True:
        try:
            answer = read(prompt)
        except EOFError:
            console.print()
            return None
        try:
            choice = parse(answer, count)
        except BadAnswer as e:
            console.print(Text(str(e), style="yellow"))
            continue
        if choice is Command.HELP:
            show_help()
        elif choice is Command.QUIT:
            return None
        else:
            return choice
