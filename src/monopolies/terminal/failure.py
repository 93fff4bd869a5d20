"""How every command says it failed: one red "Error:" line (or paragraph) on standard
error and exit status 2, whichever command and whatever went wrong, so that a person and a
script read every failure the same way."""

from __future__ import annotations

import typer
from rich.console import Console
from rich.text import Text

from monopolies.terminal.printable import printable

USAGE_ERROR = 2


def reason(error: Exception) -> str:
    """The error in words: a file the system refused is named with the system's reason, as
    Unix tools do ("game.json: permission denied"), not Python's "[Errno 13] ..."."""
    if isinstance(error, OSError) and error.strerror:
        why = error.strerror[:1].lower() + error.strerror[1:]
        return f"{error.filename}: {why}" if error.filename else why
    return str(error)


def fail(error: Exception) -> typer.Exit:
    """Print `error` and give the exit to raise."""
    message = printable(reason(error), newlines=True)  # it may quote a file
    Console(stderr=True, highlight=False).print(Text.assemble(("Error: ", "bold red"), message))
    return typer.Exit(USAGE_ERROR)
