"""Driving the `monopolies` command and rendering views in tests, for every game's CLI tests."""

from __future__ import annotations

import io

from rich.console import Console
from typer.testing import CliRunner

from monopolies.cli import app

runner = CliRunner()


def run(*args: str, input: str | None = None) -> tuple[int, str]:
    """Exit code and output of `monopolies ARGS`; a traceback is always a failure."""
    result = runner.invoke(app, list(args), input=input)
    assert "Traceback" not in result.output
    return result.exit_code, result.output


def render(*things: object, width: int = 110) -> str:
    """What rich prints for `things` on a plain console of `width` columns."""
    console = Console(file=io.StringIO(), width=width, color_system=None)
    for thing in things:
        console.print(thing)
    out = console.file.getvalue()  # type: ignore[attr-defined]
    assert isinstance(out, str)
    return out
