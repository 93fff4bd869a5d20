"""Monopoly Deal at the terminal: the table, a hand, and what is being asked.

Reads only an observation (`Game.observe(seat)`) and the public events, so nothing of
another seat's hand can reach the screen. Events read as sentences in `deal_events`.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from rich import box
from rich.console import Group, RenderableType
from rich.table import Table
from rich.text import Text

from monopolies.games.deal import data
from monopolies.games.deal import words as deal_events
from monopolies.games.deal.text import (
    ACTION_NAME,
    card_text,
    chip,
    colour_text,
    colours_or,
    sentence,
)
from monopolies.terminal.module_view import ModuleView
from monopolies.terminal.seat_rows import seat_cell, seat_start
from monopolies.words.lineup import Lineup

Json = dict[str, Any]

ACTION_EFFECT = {
    "pass_go": "draw 2 cards",
    "deal_breaker": "take a player's full set",
    "just_say_no": "cancel an action against you",
    "sly_deal": "take a property not in a full set",
    "forced_deal": "swap a property with a player",
    "debt_collector": f"one player pays you {data.DEBT_COLLECTOR_AMOUNT}M",
    "birthday": f"everyone pays you {data.BIRTHDAY_AMOUNT}M",
    "double_rent": "play with a rent card: rent x2",
    "house": f"+{data.HOUSE_RENT}M rent on a full set",
    "hotel": f"+{data.HOTEL_RENT}M rent on a full set with a House",
}
RESPOND_QUESTION = (
    "Answer with Just Say No?",
    "Answer with a Just Say No of your own?",
    "Answer with another Just Say No?",
)
GROUPS = {
    "lay": "Lay a property",
    "bank": "Bank a card as money",
    "rent": "Charge rent",
    "debt_collector": "Debt Collector",
    "sly_deal": "Sly Deal",
    "forced_deal": "Forced Deal",
    "give": "Forced Deal: what you give",
    "deal_breaker": "Deal Breaker",
    "house": "Build",
    "hotel": "Build",
    "rearrange": "Move a wild (free, no play used)",
    "end_turn": "Finish",
    "discard": "Discard down to 7",
    "just_say_no": "Answer",
    "accept": "Answer",
}

RULES = f"""\
[bold]Monopoly Deal in one screen[/]
• Win: have [bold]{data.SETS_TO_WIN} full property sets of different colours[/] on your turn.
• Your turn: draw {data.DRAW_NORMAL} ({data.DRAW_EMPTY_HAND} if your hand is empty), then up to \
{data.PLAYS_PER_TURN} plays: bank a card, lay a property, or play an action card.
• Banked cards are money. Properties can never be banked.
• Rent: a rent card charges for your best set of a colour on the card. Two-colour rent \
charges everyone; any-colour rent charges one player. Double The Rent doubles it.
• Paying: from your bank and properties (never your hand), card by card; no change is given.
  If you cannot cover a debt, everything you have goes.
• Just Say No cancels an action against you; the player may answer with their own.
• Sly Deal / Forced Deal cannot touch full sets; Deal Breaker takes a full set.
• House (+{data.HOUSE_RENT}M) and Hotel (+{data.HOTEL_RENT}M) go on full sets \
(not railroads or utilities).
• Wilds can be moved between their colours on your turn without using a play.
• More than {data.HAND_LIMIT} cards at the end of your turn: discard down to {data.HAND_LIMIT}.
[bold]The menu[/]: type an action's number and Enter; [bold]?[/] shows this help, \
[bold]h[/] suggests the three best moves (hints), [bold]q[/] quits (you can save the replay)."""


# Cards in hand --------------------------------------------------------------------------


def _what(card: int, names: str) -> Text:
    """What a hand card is for, in a few words."""
    c = data.CARDS[card]
    if c.kind == "property":
        size = data.COLOUR[c.colours[0]].size
        return Text.assemble(chip(c.colours[0], names), f" property, set of {size}")
    if c.kind == "wild":
        if c.rainbow:
            return Text("wild, any colour (worth nothing as payment)")
        return Text.assemble("wild: ", *colours_or(c.colours, names))
    if c.kind == "rent":
        if len(c.colours) == len(data.ALL):  # the any-colour Rent (not flagged `rainbow`)
            return Text("rent on any colour you have, charged to one player")
        return Text.assemble("rent on ", *colours_or(c.colours, names), ", charged to everyone")
    if c.kind == "action":
        return Text(ACTION_EFFECT.get(c.action, ""))
    return Text("money")


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
        title=f"Your hand ({len(hand)} cards)",
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
        table.add_row(name, _what(card, names), f"{data.CARDS[card].value}M")
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
    line.append(f" {p['hand_count']} cards · bank {p['bank_total']}M")
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


def _pending_what(pend: Json, obs: Json, lineup: Lineup, events: list[Json]) -> Text:
    """The pending action in words, e.g. Seat 2 charged you 8M rent on green."""
    names = obs["names"]
    actor, target = lineup.who(pend["actor"]), pend["targets"][0]
    kind = pend["kind"]
    if kind in ("rent", "debt_collector", "birthday"):
        charged = f"{actor} charged {lineup.who(target)} {pend['amount']}M"
        if kind == "rent":
            return sentence(charged, " rent on ", colour_text(pend["color"], names))
        return sentence(charged, f" with {ACTION_NAME[kind]}")
    if kind == "sly_deal":
        return sentence(
            f"{actor} played Sly Deal to take {lineup.whose(target)} ",
            card_text(pend["take"], names),
        )
    if kind == "forced_deal":
        offer: list[Text | str] = (
            [" for ", card_text(pend["give"], names)] if pend["give"] is not None else []
        )
        return sentence(
            f"{actor} played Forced Deal to take {lineup.whose(target)} ",
            card_text(pend["take"], names),
            *offer,
        )
    owner = next(p for p in obs["players"] if p["seat"] == target)
    colour = next((s["color"] for s in owner["sets"] if s["id"] == pend.get("set")), None)
    shown = colour_text(colour, names) if colour is not None else ""
    return sentence(f"{actor} played Deal Breaker on {lineup.whose(target)} full ", shown, " set")


def situation(obs: Json, lineup: Lineup, events: list[Json]) -> Text | None:
    pend = obs.get("pending")
    phase = obs["phase"]
    if phase == "discard":
        count = next(p["hand_count"] for p in obs["players"] if p["seat"] == obs["active"])
        return Text(
            f"End of turn with {count} cards in hand: discard {count - data.HAND_LIMIT} "
            f"to get down to {data.HAND_LIMIT}."
        )
    if pend is None:
        return None
    text = _pending_what(pend, obs, lineup, events)
    if phase == "pay":
        owed = pend["amount"] - pend["paid"]
        if pend["paid"]:
            text.append(f"; {pend['paid']}M paid so far, {owed}M to go")
        text.append(
            f". Pay card by card from {lineup.whose(pend['payer'])} bank or properties "
            "(not the hand); no change is given."
        )
    elif phase == "respond":
        text.append(_respond(pend, obs, lineup))
    return text


def _respond(pend: Json, obs: Json, lineup: Lineup) -> str:
    """What has been said so far, and the question: everyone asked faces it, holding a
    Just Say No or not, so the question says when there is nothing to answer with."""
    said = pend["just_say_no"]
    stage = 0 if not said else 1 if said % 2 else 2  # none, a No to counter, yours cancelled
    head = (
        ". ",
        f"; {lineup.who(pend['targets'][0])} said Just Say No. ",
        f"; {lineup.whose(pend['targets'][0])} Just Say No was cancelled by "
        f"{lineup.whose(pend['actor'])}. ",
    )[stage]
    if not any(a["kind"] == "just_say_no" for a in obs["legal"]):
        return head + "You hold no Just Say No: accept to go on."
    return head + RESPOND_QUESTION[stage]


def group(action: Json, obs: Json) -> str:
    """Menu heading; payments say where the card comes from, as two cards may share a name."""
    if action["kind"] == "pay":
        return "Pay from your bank" if action["source"] == "bank" else "Pay from your table"
    return GROUPS.get(action["kind"], "Play an action card")


# Registration ---------------------------------------------------------------------------


VIEW = ModuleView(
    "Monopoly Deal",
    RULES,
    "Full sets",
    board=board,
    summary=summary,
    situation=situation,
    event=deal_events.event,
    group=group,
)
