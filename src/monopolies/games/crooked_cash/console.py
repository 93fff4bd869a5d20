"""Crooked Cash at the terminal: the 36-space board, the players, the face-up Chance cards
and your notes (its words are `words`).

Reads only an observation (`Game.observe(seat)`), so no note id or fake flag another seat
holds can reach the screen.
"""

from __future__ import annotations

from typing import Any

from rich import box
from rich.table import Table
from rich.text import Text

from monopolies.games.board.console import (
    edition_console,
    round_line,
    seat_line,
    short_name,
    streets,
    whereabouts,
)
from monopolies.games.crooked_cash import data
from monopolies.games.crooked_cash.rules.actions import card_text, money
from monopolies.games.crooked_cash.words import held_text
from monopolies.terminal.seat_rows import seat_cell
from monopolies.words.people import Lineup

Json = dict[str, Any]


# The players -----------------------------------------------------------------------------


def _chips(p: Json) -> Text:
    return Text("●" * p["chips"], style="green") + Text(
        "○" * (data.CHIPS - p["chips"]), style="red"
    )


def _notes(counts: Json, names: str) -> str:
    """Notes by value, largest first ("$500×2 $100×3")."""
    m = money(names)
    pairs = sorted(((int(v), n) for v, n in counts.items() if n), reverse=True)
    return " ".join(f"{m(v)}×{n}" for v, n in pairs)


def _players(obs: Json, lineup: Lineup) -> Table:
    names = obs["names"]
    table = Table(box=box.SIMPLE_HEAD, expand=True, pad_edge=False, show_edge=False)
    board = obs["board"]
    # No space's name is cut ("Mediterra… Ave" at 80 columns): "Where" is as wide as the
    # longest word of a name; the cards' column wraps instead.
    longest = max(len(word) for space in board for word in short_name(space["name"]).split())
    for column in ("Player", "Cash", "Notes", "Chips", "Where", "Streets", "Cards"):
        table.add_column(column, min_width=longest if column == "Where" else None)
    for p in obs["players"]:
        seat = p["seat"]
        player = seat_cell(obs, lineup, seat)
        if not p["alive"]:
            table.add_row(player, Text("bankrupt", style="dim"), "", "", "", "", "")
            continue
        where = whereabouts(p, obs)
        if p["caught"]:
            player.append(f"\n  caught {p['caught']}×", style="red")
        held = obs["my_cards"] if seat == obs["seat"] else p["held_cards"]
        cards = ", ".join(held_text(c) + (" (fake!)" if c.get("fake") else "") for c in held)
        table.add_row(
            player,
            Text(money(names)(p["cash"]), style="bold"),
            _notes(p["notes"], names),
            _chips(p),
            where,
            str(len(p["streets"])),
            cards or "—",
        )
    return table


def _status(obs: Json, lineup: Lineup) -> Text:
    text = round_line(obs, lineup, ("street", "streets"))
    faces = [card_text(c["card"], obs["names"]) for c in obs["chance_face_up"] if c is not None]
    text.append("\nFace-up Chance: ", style="bold")
    text.append(" | ".join(faces) or "none")
    return text


def _my_notes(obs: Json, lineup: Lineup) -> Text:
    names = obs["names"]
    m = money(names)
    by_value: dict[int, list[Json]] = {}
    for note in obs["my_notes"]:
        by_value.setdefault(note["value"], []).append(note)
    text = Text("Your notes: ", style="bold")
    parts = []
    for value in sorted(by_value, reverse=True):
        group = by_value[value]
        fakes = sum(1 for n in group if n.get("known_fake") is True)
        reals = sum(1 for n in group if n.get("known_fake") is False)
        learned = [f"{fakes} known fake"] if fakes else []
        learned += [f"{reals} known real"] if reals else []
        known = f" ({', '.join(learned)})" if learned else ""
        parts.append(f"{m(value)}×{len(group)}{known}")
    text.append("  ".join(parts) or "none")
    return text


def _player_line(p: Json, obs: Json, lineup: Lineup) -> Text:
    line = seat_line(p, obs, lineup)
    if not p["alive"]:
        return line
    line.append(f" {money(obs['names'])(p['cash'])}", style="bold")
    line.append(" ")
    line.append_text(_chips(p))
    line.append(f" · {whereabouts(p, obs)} · {streets(len(p['streets']))}")
    if p["caught"]:
        line.append(f" · caught {p['caught']}×", style="red")
    held = obs["my_cards"] if p["seat"] == obs["seat"] else p["held_cards"]  # yours, read
    if held:
        line.append(" · " + ", ".join(held_text(c) for c in held))
    return line


# What is being asked ----------------------------------------------------------------------


CONSOLE = edition_console(
    money=money,
    status=_status,
    players=_players,
    player_line=_player_line,
    own=_my_notes,
)
