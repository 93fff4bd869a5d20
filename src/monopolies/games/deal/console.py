"""Monopoly Deal at the terminal: the table and a hand (its words are `words`).

Reads only an observation (`Game.observe(seat)`), so nothing of another seat's hand can
reach the screen.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from rich import box
from rich.console import Group, RenderableType
from rich.table import Table
from rich.text import Text

from monopolies.games.deal import data
from monopolies.games.deal.words import card_text, chip, colour_text, what_it_is
from monopolies.terminal.console import GameConsole
from monopolies.terminal.seat_rows import seat_cell, seat_start
from monopolies.words.people import Lineup
from monopolies.words.sentences import plural

Json = dict[str, Any]


# The table ------------------------------------------------------------------------------


def _status(obs: Json, lineup: Lineup) -> Text:
    names = obs["names"]
    text = Text.assemble(("Turn ", "bold"), (str(obs["turn"]), "bold"))
    if obs["over"]:
        text.append(" · game over")
    else:
        text.append(f" · {lineup.whose(obs['active'])} turn")
        if obs["phase"] == "play":
            text.append(f" · {obs['plays_left']} play{'s' if obs['plays_left'] != 1 else ''} left")
    text.append(f" · draw pile {obs['draw_count']} · discard pile {len(obs['discard'])}")
    if obs["discard"]:
        text.append_text(Text.assemble(" (top: ", card_text(obs["discard"][-1], names), ")"))
    return text


def _bank_cell(player: Json) -> Text:
    """The total, then the notes by value ("4M ×2"): banked action cards are plain money."""
    text = Text(f"{player['bank_total']}M", style="bold")
    values = Counter(data.CARDS[c].value for c in player["bank"])
    if values:
        notes = (
            f"{v}M ×{n}" if n > 1 else f"{v}M" for v, n in sorted(values.items(), reverse=True)
        )
        text.append("\n" + ", ".join(notes), style="dim")
    return text


def _set_line(s: Json, names: str) -> Text:
    size = data.COLOUR[s["color"]].size
    line = chip(s["color"], names)
    line.append(f" {len(s['cards'])}/{size}")
    if s["full"]:
        line.append(" ✓ full", style="bold green")
    line.append(f" · rent {s['rent']}M: ", style="dim" if not s["rent"] else "")
    line.append_text(
        Text(", ").join(card_text(c, names, s["color"], short=True) for c in s["cards"])
    )
    for building in ("house", "hotel"):
        if s[building] is not None:
            line.append(f" +{building.capitalize()}", style="bold")
    return line


def _players_table(obs: Json, lineup: Lineup) -> Table:
    names = obs["names"]
    table = Table(box=box.SIMPLE_HEAD, expand=True, pad_edge=False, show_edge=False)
    table.add_column("Player", no_wrap=True)
    table.add_column("Hand", justify="right")
    table.add_column("Bank", ratio=1)
    table.add_column("Properties", ratio=3)
    for p in obs["players"]:
        seat = p["seat"]
        player = seat_cell(obs, lineup, seat)
        full = p["full_sets"]
        if full:  # on the seat's own line: under it, it read as the next seat's
            player.append(f" · {full} full", style="green")
        sets = Text("\n").join(_set_line(s, names) for s in p["sets"]) if p["sets"] else Text("—")
        table.add_row(player, str(p["hand_count"]), _bank_cell(p), sets)
    return table


def _hand_table(obs: Json, before: Json | None) -> Table:
    """The hand, one row per card type; cards not in `before`'s hand are marked new."""
    names = obs["names"]
    hand = obs["hand"]
    table = Table(
        title=f"Your hand ({plural(len(hand), 'card')})",
        title_justify="left",
        box=box.SIMPLE_HEAD,
        pad_edge=False,
        show_edge=False,
        title_style="bold",
    )
    table.add_column("Card", no_wrap=True)
    table.add_column("What it is")
    table.add_column("Value", justify="right")
    counts = Counter(data.CARDS[c].type for c in hand)
    new = counts - Counter(data.CARDS[c].type for c in before["hand"]) if before else Counter()
    shown: set[int] = set()
    for card in hand:
        kind = data.CARDS[card].type
        if kind in shown:
            continue
        shown.add(kind)
        name = card_text(card, names)
        if counts[kind] > 1:
            name.append(f" ×{counts[kind]}")
        if new[kind]:
            name.append(" new" if new[kind] == counts[kind] else f" ({new[kind]} new)", "green")
        table.add_row(name, what_it_is(card, names), f"{data.CARDS[card].value}M")
    return table


def board(obs: Json, lineup: Lineup, show_hand: bool, before: Json | None = None) -> Group:
    parts: list[RenderableType] = [_status(obs, lineup), _players_table(obs, lineup)]
    if show_hand:
        empty = Text("Your hand is empty.", style="bold")
        parts.append(_hand_table(obs, before) if obs["hand"] else empty)
    return Group(*parts)


# One screen -----------------------------------------------------------------------------


def _set_chip(s: Json, names: str) -> Text:
    """A set in a few characters: "red 2/3", "green 3/3✓+H"."""
    size = data.COLOUR[s["color"]].size
    chip_text = colour_text(s["color"], names)  # the colour's own style marks it
    chip_text.append(f" {len(s['cards'])}/{size}")
    if s["full"]:
        chip_text.append("✓", style="bold green")
    for building, mark in (("house", "+H"), ("hotel", "+Ht")):
        if s[building] is not None:
            chip_text.append(mark, style="bold")
    return chip_text


def _player_line(p: Json, obs: Json, lineup: Lineup) -> Text:
    seat = p["seat"]
    line = seat_start(obs, lineup, seat)
    line.append(f" {plural(p['hand_count'], 'card')} · bank {p['bank_total']}M")
    if p["full_sets"]:
        full = p["full_sets"]
        line.append(f" · {full} full set{'s' if full != 1 else ''}", style="green")
    if p["sets"]:
        line.append(" · ")
        line.append_text(Text(" ").join(_set_chip(s, obs["names"]) for s in p["sets"]))
    return line


def _hand_line(obs: Json, before: Json | None) -> Text:
    """The hand on a line or two: names, counts, and what is new since `before`."""
    names = obs["names"]
    hand = obs["hand"]
    counts = Counter(data.CARDS[c].type for c in hand)
    new = counts - Counter(data.CARDS[c].type for c in before["hand"]) if before else Counter()
    parts: list[Text] = []
    shown: set[int] = set()
    for card in hand:
        kind = data.CARDS[card].type
        if kind in shown:
            continue
        shown.add(kind)
        part = card_text(card, names, short=True)
        if data.CARDS[card].kind != "money":
            part.append(f" {data.CARDS[card].value}M", style="dim")
        if counts[kind] > 1:
            part.append(f" ×{counts[kind]}")
        if new[kind]:
            part.append(" new", style="green")
        parts.append(part)
    line = Text(f"Your hand ({len(hand)}): ", style="bold")
    line.append_text(Text(" · ").join(parts) if parts else Text("empty"))
    return line


def summary(obs: Json, lineup: Lineup, before: Json | None = None) -> Group:
    """The table and your hand in a few lines, for the one-screen terminal."""
    lines: list[RenderableType] = [_status(obs, lineup)]
    lines += [_player_line(p, obs, lineup) for p in obs["players"]]
    if obs["seat"] is not None:
        lines.append(_hand_line(obs, before))
    return Group(*lines)


# What is being asked --------------------------------------------------------------------


CONSOLE = GameConsole(board=board, summary=summary)
