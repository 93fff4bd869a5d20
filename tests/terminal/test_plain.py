"""`--plain`: lines a screen reader reads well (issue 31 item 9): no box drawing or
symbols, a table row or an event per line, the prompt on its own line, the table whole once
a turn and then only what changed."""

from __future__ import annotations

import io
import re

import pytest
from rich.console import Console

from monopolies.terminal import play
from monopolies.terminal.plain import plain_line

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
    # The whole table (its player header) at the first decision of a turn and on `t`,
    # not at each decision.
    headers = sum(line.startswith("Player;") for line in lines)
    assert headers < len(prompts)


def test_a_line_is_made_plain() -> None:
    assert plain_line("│ ▶ You   $1,500   ●●○   GO  ◆you,Ben │") == (
        "* You; $1,500; 2 of 3; GO; here: you,Ben"
    )
    assert plain_line("╰──────╯") is None
    assert plain_line("") == ""
    assert plain_line("  ■ orange 1/3 · rent 1M  ") == "orange 1/3 · rent 1M"
