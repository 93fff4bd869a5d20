"""The end of a game as a panel: who won and why, and every seat's score."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from rich import box
from rich.console import Group
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from monopolies.words.people import Lineup, upper_first


def headline(result: dict[str, Any], lineup: Lineup, why: Callable[[str], str] = str) -> str:
    """One line: who won and why, e.g. You win: three full sets! (`why` tells the result's
    reason in words: `GameWords.why`)."""
    winners, said = result["winners"], why(result["reason"])
    if not winners:
        return f"No winner: {said}."
    if lineup.human in winners:
        return f"You win: {said}!"
    names = " and ".join(lineup.who(s) for s in winners)
    return f"{upper_first(names)} won: {said}."


def render(
    result: dict[str, Any],
    lineup: Lineup,
    score: str = "Score",
    said: Callable[[int], str] = "{:,}".format,
    why: Callable[[str], str] = str,
) -> Panel:
    """The result panel; `score` names what the scores count (the view's `score_label`),
    `said` writes one (with its currency: `GameWords.score_text`), `why` the reason the
    game ended (`GameWords.why`)."""
    scores = Table(box=box.SIMPLE_HEAD, show_edge=False, pad_edge=False)
    scores.add_column("Player")
    scores.add_column(score, justify="right")
    for seat, points in enumerate(result["scores"]):
        style = "bold green" if seat in result["winners"] else ""
        shown = said(points) if isinstance(points, int) else str(points)
        scores.add_row(Text(lineup.title(seat), style=style), Text(shown, style=style))
    return Panel(
        Group(Text(headline(result, lineup, why), style="bold"), scores),
        title="Result",
        border_style="green",
        expand=False,
    )
