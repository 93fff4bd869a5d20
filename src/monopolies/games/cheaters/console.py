"""Cheaters Edition at the terminal: the 36-space board, the players, the face-up Cheat
cards and your own secret cheats (its words are `words`).

Reads only an observation (`Game.observe(seat)`), so another player's cheats never reach
the screen: you see what the table shows (tokens, cash, deeds, hotels, card counts) and
must notice the rest yourself. Your cheats are in "Your secret cheats".
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
    streets,
    whereabouts,
)
from monopolies.games.cheaters.rules.actions import card_text, money_in
from monopolies.games.cheaters.words import did, money_of
from monopolies.terminal.seat_rows import seat_cell
from monopolies.words.people import Lineup

Json = dict[str, Any]


def _players(obs: Json, lineup: Lineup) -> Table:
    table = Table(box=box.SIMPLE_HEAD, expand=True, pad_edge=False, show_edge=False)
    for column in ("Player", "Cash", "Where", "Streets", "Cards"):
        table.add_column(column)
    for p in obs["players"]:
        seat = p["seat"]
        player = seat_cell(obs, lineup, seat)
        if not p["alive"]:
            table.add_row(player, Text("bankrupt", style="dim"), "", "", "")
            continue
        where = whereabouts(p, obs, in_jail="in Jail (handcuffed)")
        where += " (home)" if p["home"] and not p["in_jail"] else ""
        cards = ", ".join(
            card_text(c["card"], obs["names"])
            if "card" in c
            else f"a {c['deck'].replace('_', ' ')} card"
            for c in (obs["my_cards"] if seat == obs["seat"] else p["held_cards"])
        )
        table.add_row(
            player,
            _cash(p, obs),
            where,
            str(len(p["streets"])),
            cards or "—",
        )
    return table


def _status(obs: Json, lineup: Lineup) -> Text:
    text = round_line(obs, lineup, ("property", "properties"))
    if obs["ending"]:
        text.append(" · END GAME: everyone heads for GO", style="bold")
    text.append("\nCheat cards: ", style="bold")
    if obs["ultimate"]:
        text.append("Ultimate Cheater's Mode — every cheat is open")
    else:
        text.append(" | ".join(c["name"] for c in obs["cheats_face_up"]))
    return text


def _my_cheats(obs: Json, lineup: Lineup) -> Text:
    """The seat's own cheats not yet settled, each with what it did (`words.did`): the
    log tells only what the table saw ("You paid Ben M50." for a rent Short Changed to
    nothing), so the truth is told here, where only the cheater reads it."""
    text = Text("Your secret cheats: ", style="bold magenta")
    seat, names = obs["seat"], obs["names"]
    done = [f"{c['name']} ({did(c, seat, names, lineup)})" for c in obs["my_cheats"] if "name" in c]
    text.append("; ".join(done) or "none")
    return text


def _cash(p: Json, obs: Json) -> Text:
    """Cash, and the ledger's gap: more cash than the public events account for."""
    m = money_of(obs)
    text = Text(m(p["cash"]), style="bold")
    gap = p["cash"] - p["announced_cash"]
    if gap:
        text.append(f" ({m(abs(gap))} {'unexplained' if gap > 0 else 'missing'})", style="red")
    return text


def _player_line(p: Json, obs: Json, lineup: Lineup) -> Text:
    line = seat_line(p, obs, lineup)
    if not p["alive"]:
        return line
    line.append(" ")
    line.append_text(_cash(p, obs))
    where = whereabouts(p, obs, "in Jail (handcuffed)") + (" (home)" if p["home"] else "")
    line.append(f" · {where} · {streets(len(p['streets']))}")
    if p["held_cards"]:
        line.append(f" · {len(p['held_cards'])} kept card{'s' if len(p['held_cards']) > 1 else ''}")
    return line


# What is being asked ----------------------------------------------------------------------


CONSOLE = edition_console(
    money=money_in,
    status=_status,
    players=_players,
    player_line=_player_line,
    own=_my_cheats,
)
