"""How every game's view starts a player's row: the turn mark, then the seat's name, bold
for the person at the keyboard."""

from __future__ import annotations

from typing import Any

from rich.text import Text

from monopolies.words.people import Lineup

Json = dict[str, Any]


def _mark(obs: Json, seat: int) -> str:
    return "▶ " if seat == obs["active"] and not obs["over"] else "  "


def _style(seat: int, lineup: Lineup) -> str:
    return "bold" if seat == lineup.human else ""


def seat_cell(obs: Json, lineup: Lineup, seat: int) -> Text:
    """A seat's cell in a table of players."""
    return Text(_mark(obs, seat) + lineup.title(seat), style=_style(seat, lineup))


def seat_start(obs: Json, lineup: Lineup, seat: int) -> Text:
    """A seat's one-line summary as it starts, its name padded so the lines line up."""
    pad = max(len(lineup.title(q["seat"])) for q in obs["players"])
    return Text(f"{_mark(obs, seat)}{lineup.title(seat):<{pad}}", style=_style(seat, lineup))
