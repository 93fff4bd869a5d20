"""`--plain`: the game as lines of text a screen reader reads well, and pipes and logs too.

The table is drawn with rich as everywhere, then each line is made plain on its way out:
box drawing goes, symbols a reader would spell out ("black square") go or become a word,
and a table row's columns are joined by "; " on one line (the console is wide enough that
rich never wraps a row). Prompts stand on lines of their own, and an answer read from a
pipe is echoed after them, so a transcript reads in order.
"""

from __future__ import annotations

import io
import re
import sys
from collections.abc import Callable
from typing import IO, cast

from rich.console import Console, RenderableType

WIDTH = 10_000
"""Wide enough that no row or sentence is ever wrapped: one line per event, per row."""

BOX = re.compile("[\u2500-\u257f]")
COLUMNS = re.compile(" {2,}")
SYMBOLS = str.maketrans({"\u25a0": "", "\u25b6": "*", "\u2713": "", "\u25c6": "here: "})
"""■ before a colour, ▶ before whose turn it is, ✓ before "full", ◆ before the tokens on
a board space."""
TALLY = re.compile("(\u25cf*)(\u25cb*)")
"""●●○: two of three (a Crooked Cash player's decoder chips)."""


def _tally(match: re.Match[str]) -> str:
    full, empty = match.groups()
    return f"{len(full)} of {len(full) + len(empty)}" if full or empty else ""


def plain_line(line: str) -> str | None:
    """One rendered line, plain; None for a line that only drew boxes or rules."""
    text = TALLY.sub(_tally, BOX.sub(" ", line).translate(SYMBOLS)).strip()
    if not text and line.strip():
        return None
    return COLUMNS.sub("; ", text)


def plain_lines(console: Console, renderable: RenderableType) -> list[str]:
    """What `renderable` prints on `console`, as plain lines, without printing it."""
    with console.capture() as captured:
        console.print(renderable)
    lines = (plain_line(line) for line in captured.get().splitlines())
    return [line for line in lines if line]


FIELD = "; "
"""How `plain_line` joins a table row's columns."""


def headed_rows(lines: list[str]) -> dict[str, list[str]]:
    """Each table row among `lines` (the whole line: a player has a row in more than one
    table) with its table's column names. A heading is a row of three or more columns with
    no digit in it, and the rows under it with as many columns are its table's; a board's
    rows, which start with a space's number, lie across its sides and are not a table's."""
    rows: dict[str, list[str]] = {}
    heading: list[str] = []
    for line in lines:
        fields = line.split(FIELD)
        if len(fields) >= 3 and not any(ch.isdigit() for ch in line):
            heading = fields
        elif heading and len(fields) == len(heading) and not line[:1].isdigit():
            rows[line] = heading
        elif len(fields) > 1:  # a line of one field is a cell's second line, in the table
            heading = []
    return rows


def _who(name: str) -> str:
    """A row's player without the mark of whose turn it is ("* Ben" is Ben)."""
    return name.removeprefix("* ")


def changed_rows(before: list[str], after: list[str]) -> list[str]:
    """The lines of `after` not in `before`; a table row says which column each changed
    value is in ("Ben (medium): cash $1,380, streets 1"), a screen reader having no
    column to look up."""
    seen = set(before)
    old = {_who(line.split(FIELD)[0]): line.split(FIELD) for line in before}
    headings = headed_rows(after)
    return [_described(line, headings, old) for line in after if line not in seen]


def _described(line: str, headings: dict[str, list[str]], old: dict[str, list[str]]) -> str:
    fields = line.split(FIELD)
    heading = headings.get(line)
    if heading is None:
        return line
    was = old.get(_who(fields[0]), [])
    said = [
        f"{name.lower()} {value}"
        for k, (name, value) in enumerate(zip(heading, fields, strict=True))
        if k > 0 and (len(was) != len(fields) or was[k] != value)
    ]
    return f"{fields[0]}: {', '.join(said)}" if said else fields[0]


class PlainText(io.TextIOBase):
    """A text stream that writes each line plain (`plain_line`) to `out`."""

    def __init__(self, out: IO[str]) -> None:
        self.out = out
        self.pending = ""
        self.blank = True  # the last line written was empty: never two in a row

    def writable(self) -> bool:
        return True

    def isatty(self) -> bool:
        return False

    def write(self, text: str) -> int:
        self.pending += text
        *lines, self.pending = self.pending.split("\n")
        for line in lines:
            plain = plain_line(line)
            if plain is None or (not plain and self.blank):
                continue
            self.out.write(plain + "\n")
            self.blank = not plain
        return len(text)

    def flush(self) -> None:
        """A prompt waiting for its answer is written as it is."""
        if self.pending:
            self.out.write(self.pending)
            self.pending = ""
            self.blank = False
        self.out.flush()


def plain_console(out: IO[str]) -> Console:
    return Console(
        file=cast(IO[str], PlainText(out)),  # a TextIOBase, which typeshed does not call IO
        width=WIDTH,
        color_system=None,
        highlight=False,
        emoji=False,
        force_terminal=False,
    )


def plain_reader(console: Console, read: Callable[[str], str]) -> Callable[[str], str]:
    """`read` with its prompt on a line of its own; an answer from a pipe is echoed."""
    echo = not sys.stdin.isatty()

    def plain_read(prompt: str) -> str:
        console.print(prompt.strip())
        answer = read("")
        if echo:
            console.print(f"> {answer}")
        return answer

    return plain_read
