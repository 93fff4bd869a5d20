"""`--plain`: lines a screen reader reads well (issue 31 item 9): no box drawing or
symbols, a table row or an event per line, the prompt on its own line, the table whole once
(and on `t`) and then only the rows that changed, each saying its columns."""

from __future__ import annotations

import io
import re

import pytest
from rich.console import Console

from monopolies.terminal import play
from monopolies.terminal.plain import changed_rows, plain_line

SHORT = {
    "deal": ["max_turns=6"],
    "card-game": ["hands=1"],
    "crooked-cash": ["max_rounds=3"],
    "cheaters": ["max_rounds=3"],
}
DRAWN = re.compile("[\u2500-\u257f\u25a0-\u25ff\u2713]")


def plain_game(variant: str) -> str:
    console = Console(file=io.StringIO(), width=80, color_system=None)
    answers = iter(["t", "l", *["1"] * 2000])
    request = play.PlayRequest(
        variant,
        players=2,
        bots="greedy",
        seed=4,
        options=SHORT[variant],
        save_replay=False,
        plain=True,
    )
    play.play(console, request, lambda prompt: next(answers))
    out = console.file.getvalue()  # type: ignore[attr-defined]
    assert isinstance(out, str)
    return out


@pytest.mark.parametrize("variant", sorted(SHORT))
def test_plain_output_is_lines_of_words(variant: str) -> None:
    out = plain_game(variant)
    lines = out.splitlines()
    assert not DRAWN.findall(out), sorted(set(DRAWN.findall(out)))
    assert all(line == line.strip() for line in lines)
    assert "\n\n\n" not in out
    prompts = [k for k, line in enumerate(lines) if line.startswith("Your choice (")]
    assert len(prompts) > 5
    assert all(lines[k].endswith(":") and lines[k + 1].startswith("> ") for k in prompts)
    assert "Changed on the table (t shows all of it):" in lines
    # The whole table (its player header) at the first decision and on `t`, then only at
    # the end: a screen reader read 36 spaces and the players' table at every turn.
    playing = lines[: lines.index("Final table")]
    assert sum(line.startswith("Player;") for line in playing) == 2
    decisions = out.split("· your decision")[1:]
    assert all("\nNow\n" in d for d in decisions), "a heading before every question"


def test_a_changed_row_says_its_columns() -> None:
    before = ["Player; Cash; Streets", "You; $1,500; 0", "* Ben (medium); $1,000; 2"]
    after = ["Player; Cash; Streets", "* You; $1,500; 1", "Ben (medium); $1,200; 3"]
    assert changed_rows(before, after) == [
        "* You: streets 1",
        "Ben (medium): cash $1,200, streets 3",
    ]


def test_a_board_row_is_not_a_table_row() -> None:
    before = ["GO → Jail; Jail → Free; Free → GO", "0 GO; 9 Jail; 18 Free"]
    after = ["GO → Jail; Jail → Free; Free → GO", "0 GO; 9 Jail; here: you; 18 Free"]
    assert changed_rows(before, after) == ["0 GO; 9 Jail; here: you; 18 Free"]


def test_a_line_is_made_plain() -> None:
    assert plain_line("│ ▶ You   $1,500   ●●○   GO  ◆you,Ben │") == (
        "* You; $1,500; 2 of 3; GO; here: you,Ben"
    )
    assert plain_line("╰──────╯") is None
    assert plain_line("") == ""
    assert plain_line("  ■ orange 1/3 · rent 1M  ") == "orange 1/3 · rent 1M"
