"""Monopoly: The Card Game at the terminal: the trade piles, the money, a hand by colour
(its words are `words`).

Reads only an observation (`Game.observe(seat)`), so nothing of another seat's hand can
reach the screen except what every seat saw traded into it.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from rich import box
from rich.console import Group, RenderableType
from rich.table import Table
from rich.text import Text

from monopolies.games.card_game import data
from monopolies.games.card_game.words import card_text, cards_text, money, pile_owner
from monopolies.terminal.console import GameConsole
from monopolies.terminal.seat_rows import seat_cell, seat_start
from monopolies.words.colours import COLOUR_STYLE
from monopolies.words.people import Lineup
from monopolies.words.sentences import plural

Json = dict[str, Any]

IMPROVEMENTS = ("house", "hotel", "token")
VALUES = data.VALUES


def _chip(group: str) -> Text:
    return Text.assemble(("■ ", COLOUR_STYLE.get(group, "")), data.GROUP[group].label)


def _status(obs: Json, lineup: Lineup) -> Text:
    text = Text.assemble(
        (f"Hand {obs['hand_number']} of {obs['hands_to_play']}", "bold"),
        f" · dealer {lineup.who(obs['dealer'])}",
    )
    if obs["over"]:
        text.append(" · game over")
    else:
        text.append(f" · {lineup.whose(obs['active'])} turn")  # its number: the log's
    text.append(f" · draw pile {obs['draw_count']} · ")
    text.append(f"Free Parking jackpot {money(obs['jackpot'])}", style="bold cyan")
    return text


def _pile(cards: list[int]) -> Text:
    if not cards:
        return Text("empty", style="dim")
    return Text.assemble(cards_text(cards), (" ← top", "dim"))


def _table(obs: Json, lineup: Lineup) -> Table:
    table = Table(box=box.SIMPLE_HEAD, expand=True, pad_edge=False, show_edge=False)
    table.add_column("Player", no_wrap=True)
    table.add_column("Hand", justify="right")
    table.add_column("Money", justify="right")
    table.add_column("Trade pile (bottom to top)", ratio=3)
    table.add_column("Known in their hand (traded in)", ratio=2)
    for p in obs["players"]:
        seat = p["seat"]
        name = seat_cell(obs, lineup, seat)
        known = cards_text(p["known_in_hand"]) if p["known_in_hand"] else Text("—", style="dim")
        table.add_row(name, str(p["hand_count"]), money(p["score"]), _pile(p["trade_pile"]), known)
    for d in obs["dummies"]:
        table.add_row(
            Text(f"  {pile_owner(d['name'], lineup)}", style="dim"),
            "—",
            "—",
            _pile(d["trade_pile"]),
            "",
        )
    return table


def _new(obs: Json, before: Json | None) -> Counter[int]:
    """Cards not in the hand at the seat's last decision (none marked after a deal: the
    whole hand is new, and the title says so)."""
    if before is None or _dealt_since(obs, before):
        return Counter()
    return Counter(obs["hand"]) - Counter(before["hand"])


def _marked(cards: list[int], new: Counter[int]) -> list[tuple[int, bool]]:
    """Each card with whether it is new: copies of a card share an id (rulings CG-R16), so
    only as many of an id are marked as arrived."""
    left = Counter(new)
    out = []
    for c in cards:
        out.append((c, left[c] > 0))
        left[c] -= 1
    return out


def _dealt_since(obs: Json, before: Json | None) -> bool:
    return before is not None and before["hand_number"] != obs["hand_number"]


def _your_hand(obs: Json, before: Json | None) -> str:
    return "Your new hand" if _dealt_since(obs, before) else "Your hand"


def _hand(obs: Json, before: Json | None) -> Table:
    """The hand by colour group, then improvements and bonus cards; new cards marked."""
    hand = obs["hand"]
    new = _new(obs, before)
    worth = obs["hand_worth"]
    out = worth["going_out"]
    title = f"{_your_hand(obs, before)} ({plural(len(hand), 'card')}) · laid down now: "
    title += money(worth["laid_down"])
    if out is not None:
        title += f" · complete: going out scores {money(out)}"
    table = Table(
        title=title,
        title_justify="left",
        title_style="bold",
        box=box.SIMPLE_HEAD,
        pad_edge=False,
        show_edge=False,
    )
    table.add_column("Group", no_wrap=True)
    table.add_column("Cards")

    def listed(cards: list[int]) -> Text:
        parts = []
        for c, fresh in _marked(cards, new):
            part = card_text(c)
            if fresh:
                part.append(" new", "green")
            parts.append(part)
        return Text(", ").join(parts)

    for group in data.GROUPS:
        mine = [c for c in hand if data.CARDS[c].group == group.name]
        if mine:
            label = _chip(group.name)
            complete = len(mine) >= group.need
            label.append(f" {len(mine)}/{group.need}")
            if group.need < len(group.properties):
                label.append(f" (up to {len(group.properties)})", style="dim")
            if complete:
                label.append(" ✓", style="bold green")
            table.add_row(label, listed(mine))
    improvements = [c for c in hand if data.CARDS[c].kind in IMPROVEMENTS]
    bonuses = [c for c in hand if not data.CARDS[c].group and c not in improvements]
    if improvements:
        table.add_row(Text("Improvements", style="bold"), listed(improvements))
    if bonuses:
        table.add_row(Text("Bonus cards", style="bold"), listed(bonuses))
    return table


def board(obs: Json, lineup: Lineup, show_hand: bool, before: Json | None = None) -> Group:
    parts: list[RenderableType] = [_status(obs, lineup), _table(obs, lineup)]
    if show_hand:
        parts.append(_hand(obs, before))
    return Group(*parts)


def _player_line(p: Json, obs: Json, lineup: Lineup) -> Text:
    seat = p["seat"]
    line = seat_start(obs, lineup, seat)
    line.append(f" {plural(p['hand_count'], 'card')} · {money(p['score'])} · pile: ")
    line.append_text(_top(p["trade_pile"]))
    if p["known_in_hand"] and seat != lineup.human:  # which: on the whole table (`t`)
        line.append(f" · {len(p['known_in_hand'])} known from trades (t)", style="dim")
    return line


def _top(pile: list[int]) -> Text:
    """The top two cards of a trade pile, top last (the ones a trade can take)."""
    if not pile:
        return Text("empty", style="dim")
    more = Text(f"{len(pile) - 2} more, ", style="dim") if len(pile) > 2 else Text()
    top = Text(", ").join(_short(c) for c in pile[-2:])
    return Text.assemble(more, top, (" ←top", "dim"))


def _hand_lines(obs: Json, before: Json | None) -> Text:
    """The hand by colour group on a line or two, new cards marked."""
    hand = obs["hand"]
    new = _new(obs, before)
    worth = obs["hand_worth"]
    line = Text(f"{_your_hand(obs, before)} ({len(hand)}, laid down now ", style="bold")
    line.append(money(worth["laid_down"]), style="bold")
    if worth["going_out"] is not None:
        line.append(f", going out {money(worth['going_out'])}", style="bold green")
    line.append("): ", style="bold")
    parts: list[Text] = []
    for group in data.GROUPS:
        mine = [c for c in hand if data.CARDS[c].group == group.name]
        if mine:
            part = _chip(group.name)
            part.append(f" {len(mine)}/{group.need}")
            if len(mine) >= group.need:
                part.append("✓", style="bold green")
            part.append(" ")
            part.append_text(_listed(mine, new))
            parts.append(part)
    others = [c for c in hand if not data.CARDS[c].group]
    if others:
        parts.append(_listed(others, new))
    line.append_text(Text(" · ").join(parts))
    return line


SHORT = (
    (" Avenue", " Ave"),
    (" Place", " Pl"),
    (" Railroad", " RR"),
    ("House card (1 house)", "House"),
    ("House card (2 houses)", "2 Houses"),
    ("House card (3 houses)", "3 Houses"),
)


def _short(card: int) -> Text:
    """A card's name in few letters, for the one-screen hand."""
    text = card_text(card)
    for long, short in SHORT:
        text.plain = text.plain.replace(long, short)
    return text


def _listed(cards: list[int], new: Counter[int]) -> Text:
    parts = []
    for c, fresh in _marked(cards, new):
        part = _short(c)
        if fresh:
            part.append(" new", "green")
        parts.append(part)
    return Text(", ").join(parts)


def summary(obs: Json, lineup: Lineup, before: Json | None = None) -> Group:
    """The table and your hand in a few lines, for the one-screen terminal."""
    lines: list[RenderableType] = [_status(obs, lineup)]
    lines += [_player_line(p, obs, lineup) for p in obs["players"]]
    for d in obs["dummies"]:
        line = Text(f"  {pile_owner(d['name'], lineup)}: ", style="dim")
        line.append_text(_top(d["trade_pile"]))
        lines.append(line)
    if obs["seat"] is not None:
        lines.append(_hand_lines(obs, before))
    return Group(*lines)


CONSOLE = GameConsole(
    board=board,
    summary=summary,
)
