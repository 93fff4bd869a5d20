"""The terminal pieces both board editions (Crooked Cash, Cheaters) draw alike.

Both show the same 36-space board from their observation's `board` and `players`; each
edition's console adds its own columns and its own things (notes, cheats). Amounts are
written with the edition's `money` (its sign, in its naming). What they say is in
`games/board/words`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from rich import box
from rich.console import Group, RenderableType
from rich.table import Table
from rich.text import Text

from monopolies.terminal.console import GameConsole
from monopolies.terminal.seat_rows import seat_start
from monopolies.words.colours import COLOUR_STYLE
from monopolies.words.people import Lineup
from monopolies.words.sentences import plural

Json = dict[str, Any]
Money = Callable[[int], str]
Part = Callable[[Json, Lineup], RenderableType]

SIDE = 9  # spaces per side of the board
ABBREVIATIONS = (
    (" Avenue", " Ave"),
    (" Place", " Pl"),
    (" Street", " St"),
    (" Road", " Rd"),
    ("Jail / Just Visiting", "Jail"),
    ("Community Chest", "Comm. Chest"),
)


def short_name(name: str) -> str:
    """Space names short enough for four board columns at 80 characters."""
    for long, short in ABBREVIATIONS:
        name = name.replace(long, short)
    return name


def whereabouts(p: Json, obs: Json, in_jail: str = "in Jail") -> str:
    """Where a player's token is, in a few words: "Boardwalk", "in Jail", "Just Visiting"."""
    if p["in_jail"]:
        return in_jail
    where = short_name(obs["board"][p["position"]]["name"])
    return "Just Visiting" if where == "Jail" else where


def streets(n: int) -> str:
    return f"{n} street{'' if n == 1 else 's'}"


def seat_line(p: Json, obs: Json, lineup: Lineup) -> Text:
    """A player's row as it starts: the turn mark and the name, padded so the rows line
    up; a bankrupt player's row ends there with the word."""
    seat = p["seat"]
    line = seat_start(obs, lineup, seat)
    if not p["alive"]:
        line.append(" bankrupt", style="dim")
    return line


def round_line(obs: Json, lineup: Lineup, place: tuple[str, str]) -> Text:
    """The status line as it starts: the round, whose turn, how many of the edition's
    streets (`place`: its word for one and for several, "property", "properties") are
    unowned and how many hotels are left ("1 hotel", never "1 hotels")."""
    text = Text.assemble(("Round ", "bold"), (str(obs["round"]), "bold"))
    if not obs["over"]:
        text.append(f" · {lineup.whose(obs['active'])} turn")
    unowned = sum(1 for s in obs["board"] if s.get("color") and s["owner"] is None)
    places = place[0] if unowned == 1 else place[1]
    text.append(f" · {unowned} {places} unowned · {plural(obs['hotels_left'], 'hotel')} left")
    return text


def _seat_tag(seat: int, lineup: Lineup) -> str:
    """A seat's token or ownership on a board space: "you", its name, or "s2"."""
    return "you" if seat == lineup.human else lineup.name(seat) or f"s{seat}"


def _space(entry: Json, obs: Json, lineup: Lineup, money: Money) -> Text:
    """One board space: number, name (in its colour), owner, hotel and tokens on it."""
    text = Text(f"{entry['space']:>2} ", style="dim")
    colour = entry.get("color")
    text.append(
        short_name(entry["name"]), style=COLOUR_STYLE.get(colour, "bold") if colour else "bold"
    )
    if colour:
        owner = entry["owner"]
        if owner is None:
            text.append(f" {money(entry['price'])}", style="dim")
        else:
            text.append(f" [{_seat_tag(owner, lineup)}]", style="bold")
        if entry["hotel"]:
            text.append(" H", style="bold magenta")
    tokens = [
        _seat_tag(p["seat"], lineup)
        for p in obs["players"]
        if p["alive"] and p["position"] == entry["space"]
    ]
    if tokens:
        text.append(f"  ◆{', '.join(tokens)}", style="bold cyan")
    return text


def board_table(obs: Json, lineup: Lineup, money: Money) -> Table:
    """The board as four columns, one per side, going round from GO."""
    table = Table(box=box.SIMPLE_HEAD, expand=True, pad_edge=False, show_edge=False)
    sides = ("GO → Jail", "Jail → Free Parking", "Free Parking → Go to Jail", "Go to Jail → GO")
    for title in sides:
        table.add_column(title, ratio=1)
    spaces = obs["board"]
    for row in range(SIDE):
        table.add_row(*(_space(spaces[side * SIDE + row], obs, lineup, money) for side in range(4)))
    return table


def edition_console(
    *,
    money: Callable[[str], Money],
    status: Callable[[Json, Lineup], Text],
    players: Part,
    player_line: Callable[[Json, Json, Lineup], Text],
    own: Callable[[Json, Lineup], Text],
) -> GameConsole:
    """A board edition's console, laid out alike for both editions from its own pieces:
    `status` lines over the board (amounts in `money(names)`) and the `players` table, or
    over one `player_line` each; then the seat's `own` things (notes, cheats)."""

    def board(
        obs: Json, lineup: Lineup, show_hand: bool, before: Json | None = None
    ) -> RenderableType:
        parts: list[RenderableType] = [
            status(obs, lineup),
            board_table(obs, lineup, money(obs["names"])),
            players(obs, lineup),
        ]
        if show_hand:
            parts.append(own(obs, lineup))
        return Group(*parts)

    def summary(obs: Json, lineup: Lineup, before: Json | None = None) -> RenderableType:
        lines: list[RenderableType] = [status(obs, lineup)]
        lines += [player_line(p, obs, lineup) for p in obs["players"]]
        if obs["seat"] is not None:
            lines.append(own(obs, lineup))
        return Group(*lines)

    return GameConsole(board=board, summary=summary)
