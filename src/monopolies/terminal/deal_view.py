"""Monopoly Deal at the terminal: the table, a hand, what is being asked, events as sentences.

Reads only an observation (`Game.observe(seat)`), the public events and the card tables,
so nothing of another seat's hand can reach the screen. Colours are rich styles that degrade
to plain text on terminals without colour; every colour is also written out in words.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from typing import Any

from rich import box
from rich.console import Group, RenderableType
from rich.table import Table
from rich.text import Text

from monopolies.terminal.lineup import Lineup
from monopolies.variants.deal import data
from monopolies.variants.deal.actions import card_name, colour_label

Json = dict[str, Any]

COLOUR_STYLE = {
    "brown": "rgb(160,95,45)",
    "light_blue": "rgb(120,200,240)",
    "pink": "rgb(230,90,170)",
    "orange": "rgb(255,140,0)",
    "red": "rgb(225,45,45)",
    "yellow": "rgb(235,205,0)",
    "green": "rgb(40,170,80)",
    "dark_blue": "rgb(80,110,240)",
    "railroad": "rgb(170,170,170)",
    "utility": "rgb(190,190,140)",
}
KIND_STYLE = {"money": "bold", "action": "bold italic", "rent": "italic", "wild": "italic"}

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
ACTION_NAME = {name: display for name, display, _, _ in data.ACTIONS}
PENDING_NAME = {"charge": "charge", "sly_deal": "Sly Deal", "forced_deal": "Forced Deal",
                "deal_breaker": "Deal Breaker"}
GROUPS = {
    "lay": "Lay a property",
    "bank": "Bank a card",
    "rent": "Charge rent",
    "rearrange": "Move a wild (free, no play used)",
    "end_turn": "Finish",
    "pay": "Pay with",
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
[bold]q[/] quits (you can save the replay)."""


# Cards and colours ----------------------------------------------------------------------


def colour_text(colour: str, names: str) -> Text:
    return Text(colour_label(colour, names), style=COLOUR_STYLE.get(colour, ""))


def chip(colour: str, names: str) -> Text:
    """A coloured square and the colour's name: readable with or without colour."""
    return Text.assemble(("■ ", COLOUR_STYLE.get(colour, "")), colour_text(colour, names))


def card_text(card: int, names: str, colour: str | None = None, short: bool = False) -> Text:
    """A card's name styled by its colour (or `colour`, where a wild is laid)."""
    c = data.CARDS[card]
    name = card_name(card, names)
    if short and c.kind == "wild":
        name = name.replace("Property Wildcard", "Wild")
    if colour is None and c.kind == "property":
        colour = c.colours[0]
    style = COLOUR_STYLE.get(colour, "") if colour else KIND_STYLE.get(c.kind, "")
    return Text(name, style=style)


def _money(card: int, names: str) -> Text:
    c = data.CARDS[card]
    if c.kind == "money":
        return Text(f"{c.value}M", style="bold")
    return Text.assemble(card_text(card, names), f" ({c.value}M)")


def _what(card: int, names: str) -> Text:
    """What a hand card is for, in a few words."""
    c = data.CARDS[card]
    if c.kind == "property":
        size = data.COLOUR[c.colours[0]].size
        return Text.assemble(chip(c.colours[0], names), f" property, set of {size}")
    if c.kind == "wild":
        if c.rainbow:
            return Text("wild, any colour (worth nothing as payment)")
        return Text.assemble("wild: ", *_or(c.colours, names))
    if c.kind == "rent":
        if c.rainbow:
            return Text("rent on any colour you have, charged to one player")
        return Text.assemble("rent on ", *_or(c.colours, names), ", charged to everyone")
    if c.kind == "action":
        return Text(ACTION_EFFECT.get(c.action, ""))
    return Text("money")


def _or(colours: tuple[str, ...], names: str) -> list[Text | str]:
    parts: list[Text | str] = []
    for i, colour in enumerate(colours):
        if i:
            parts.append(" or ")
        parts.append(colour_text(colour, names))
    return parts


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


def _bank_cell(player: Json, names: str) -> Text:
    """The total, then the cards: "9M" / "5M ×1, 3M, Sly Deal (3M)"."""
    text = Text(f"{player['bank_total']}M", style="bold")
    counted: dict[str, tuple[Text, int]] = {}
    for card in sorted(player["bank"], key=lambda c: (-data.CARDS[c].value, c)):
        label = _money(card, names)
        seen = counted.get(label.plain)
        counted[label.plain] = (label, 1 if seen is None else seen[1] + 1)
    if counted:
        parts = [label + Text(f" ×{n}") if n > 1 else label for label, n in counted.values()]
        text.append("\n")
        text.append_text(Text(", ").join(parts))
    return text


def _set_line(s: Json, names: str) -> Text:
    size = data.COLOUR[s["color"]].size
    line = chip(s["color"], names)
    line.append(f" {len(s['cards'])}/{size}")
    if s["full"]:
        line.append(" ✓ full", style="bold green")
    line.append(f" · rent {s['rent']}M: ", style="dim" if not s["rent"] else "")
    line.append_text(Text(", ").join(card_text(c, names, s["color"], short=True) for c in s["cards"]))
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
        mark = "▶ " if seat == obs["active"] and not obs["over"] else "  "
        player = Text(mark + lineup.title(seat), style="bold" if seat == lineup.human else "")
        full = p["full_sets"]
        if full:
            player.append(f"\n  {full} full set{'s' if full != 1 else ''}", style="green")
        sets = Text("\n").join(_set_line(s, names) for s in p["sets"]) if p["sets"] else Text("—")
        table.add_row(player, str(p["hand_count"]), _bank_cell(p, names), sets)
    return table


def _hand_table(obs: Json) -> Table:
    names = obs["names"]
    hand = obs["hand"]
    table = Table(title=f"Your hand ({len(hand)} cards)", title_justify="left", box=box.SIMPLE_HEAD,
                  pad_edge=False, show_edge=False, title_style="bold")
    table.add_column("Card", no_wrap=True)
    table.add_column("What it is")
    table.add_column("Value", justify="right")
    counts = Counter(data.CARDS[c].type for c in hand)
    shown: set[int] = set()
    for card in hand:
        kind = data.CARDS[card].type
        if kind in shown:
            continue
        shown.add(kind)
        name = card_text(card, names)
        if counts[kind] > 1:
            name.append(f" ×{counts[kind]}")
        table.add_row(name, _what(card, names), f"{data.CARDS[card].value}M")
    return table


def board(obs: Json, lineup: Lineup, show_hand: bool) -> RenderableType:
    parts: list[RenderableType] = [_status(obs, lineup), _players_table(obs, lineup)]
    if show_hand:
        parts.append(_hand_table(obs) if obs["hand"] else Text("Your hand is empty.", style="bold"))
    return Group(*parts)


# What is being asked --------------------------------------------------------------------


def _charge_source(pend: Json, events: list[Json]) -> Json | None:
    """The play event that started a pending charge (rent, Debt Collector, Birthday)."""
    for e in reversed(events):
        if e.get("type") == "play" and e.get("seat") == pend["actor"] and e.get("action") in (
            "rent", "debt_collector", "birthday"):
            return e
    return None


def _pending_what(pend: Json, obs: Json, lineup: Lineup, events: list[Json]) -> Text:
    """"Seat 2 charged you 8M rent on green", "Seat 1 played Sly Deal to take your X"."""
    names = obs["names"]
    actor, target = lineup.who(pend["actor"]), pend["targets"][0]
    kind = pend["kind"]
    if kind == "charge":
        source = _charge_source(pend, events)
        charged = f"{actor} charged {lineup.who(target)} {pend['amount']}M"
        if source is not None and source["action"] == "rent":
            return _sentence(charged, " rent on ", colour_text(source["color"], names))
        if source is not None:
            return _sentence(charged, f" with {ACTION_NAME[source['action']]}")
        return _sentence(charged)
    if kind == "sly_deal":
        return _sentence(f"{actor} played Sly Deal to take {lineup.whose(target)} ",
                         card_text(pend["take"], names))
    if kind == "forced_deal":
        return _sentence(f"{actor} played Forced Deal to take {lineup.whose(target)} ",
                         card_text(pend["take"], names), " for ", card_text(pend["give"], names))
    owner = next(p for p in obs["players"] if p["seat"] == target)
    colour = next((s["color"] for s in owner["sets"] if s["id"] == pend.get("set")), None)
    shown = colour_text(colour, names) if colour is not None else ""
    return _sentence(f"{actor} played Deal Breaker on {lineup.whose(target)} full ", shown, " set")


def situation(obs: Json, lineup: Lineup, events: list[Json]) -> Text | None:
    pend = obs.get("pending")
    phase = obs["phase"]
    if phase == "discard":
        count = next(p["hand_count"] for p in obs["players"] if p["seat"] == obs["active"])
        return Text(f"End of turn with {count} cards in hand: discard {count - data.HAND_LIMIT} "
                    f"to get down to {data.HAND_LIMIT}.")
    if pend is None:
        return None
    text = _pending_what(pend, obs, lineup, events)
    if phase == "pay":
        owed = pend["amount"] - pend["paid"]
        text.append(f"; {pend['paid']}M paid so far, {owed}M to go. Pay from "
                    f"{lineup.whose(pend['payer'])} bank or properties; no change is given.")
    elif phase == "respond" and pend["just_say_no"] % 2:
        text.append(f"; {lineup.who(pend['targets'][0])} said Just Say No. "
                    "Answer with a Just Say No of your own?")
    elif phase == "respond":
        text.append(". Answer with Just Say No?")
    return text


# Events as sentences ---------------------------------------------------------------------


def _sentence(first: str, *parts: Text | str) -> Text:
    """Parts joined into a sentence starting with a capital ("you ..." -> "You ...")."""
    return Text.assemble(first[:1].upper() + first[1:], *parts)


def _plural(n: int, word: str) -> str:
    return f"{n} {word}{'' if n == 1 else 's'}"


def _play_text(e: Json, names: str, lineup: Lineup) -> Text | None:
    who = lineup.who(e["seat"])
    action = e["action"]
    if action == "double_rent":
        return None
    if action == "rent":
        targets = e["targets"]
        whom = "everyone" if len(targets) > 1 else lineup.who(targets[0])
        doubled = " (doubled)" if len(e["doubles"]) == 1 else " (doubled twice)" if e["doubles"] else ""
        return _sentence(f"{who} charged {whom} {e['amount']}M rent on ",
                         colour_text(e["color"], names), doubled, ".")
    if action == "debt_collector":
        return _sentence(f"{who} played Debt Collector: {lineup.who(e['targets'][0])} "
                         f"owes {e['amount']}M.")
    if action == "birthday":
        return _sentence(f"{who} played It's My Birthday: everyone owes {e['amount']}M.")
    if action == "sly_deal":
        return _sentence(f"{who} played Sly Deal on {lineup.whose(e['targets'][0])} ",
                         card_text(e["take"], names), ".")
    if action == "forced_deal":
        return _sentence(f"{who} played Forced Deal: {lineup.whose(e['targets'][0])} ",
                         card_text(e["take"], names), " for ", card_text(e["give"], names), ".")
    if action == "deal_breaker":
        return _sentence(f"{who} played Deal Breaker on {lineup.whose(e['targets'][0])} full ",
                         colour_text(e["color"], names), " set.")
    return _sentence(f"{who} played ", card_text(e["card"], names), ".")


def _taken_set(e: Json, names: str, lineup: Lineup) -> Text:
    cards = Text(", ").join(card_text(c, names, e["color"], short=True) for c in e["cards"])
    extras = "".join(f" +{b.capitalize()}" for b in ("house", "hotel") if e[b] is not None)
    return _sentence(f"{lineup.who(e['seat'])} took {lineup.whose(e['from'])} full ",
                     colour_text(e["color"], names), " set (", cards, f"){extras}.")


def _paid(e: Json, names: str, lineup: Lineup) -> Text:
    who, to = lineup.who(e["seat"]), lineup.who(e["to"])
    amount, owed = e["amount"], e["owed"]
    if amount == 0:
        return _sentence(f"{who} had nothing to pay {to} ({owed}M owed).")
    if amount < owed:
        return _sentence(f"{who} paid {to} {amount}M of {owed}M owed (all there was).")
    over = f" ({amount - owed}M over, no change)" if amount > owed else ""
    return _sentence(f"{who} paid {to} {amount}M{over}.")


def _game_over(e: Json, names: str, lineup: Lineup) -> Text:
    if not e["winners"]:
        return Text(f"Game over: {e['reason']}, nobody won.", style="bold")
    winners = " and ".join(lineup.who(s) for s in e["winners"])
    return Text(f"Game over: {winners} won with {e['reason']}!", style="bold")


EventText = Callable[[Json, str, Lineup], "Text | None"]

EVENTS: dict[str, EventText] = {
    "deal": lambda e, n, lu: _sentence(
        f"Dealt {e['players']} hands of {data.START_HAND} from {_plural(e['decks'], 'deck')}; "
        f"first turn: {lu.who(e['first'])}."),
    "turn": lambda e, n, lu: Text(f"Turn {e['turn']}: {lu.whose(e['seat'])} turn", style="bold"),
    "reshuffle": lambda e, n, lu: Text(
        f"The discard pile ({e['cards']} cards) was shuffled into a new draw pile."),
    "draw": lambda e, n, lu: _sentence(
        f"{lu.who(e['seat'])} drew {_plural(e['count'], 'card')} "
        f"({e['draw_count']} left in the draw pile)."),
    "end_turn": lambda e, n, lu: _sentence(f"{lu.who(e['seat'])} ended the turn."),
    "discard": lambda e, n, lu: _sentence(
        f"{lu.who(e['seat'])} discarded ", card_text(e["card"], n), " (hand limit).")
    if "card" in e else _sentence(f"{lu.who(e['seat'])} put a card under the draw pile (hand limit)."),
    "game_over": _game_over,
    "building_orphaned": lambda e, n, lu: _sentence(
        f"{lu.whose(e['seat'])} ", card_text(e["card"], n),
        " went to the bank" if e["to"] == "bank" else " was discarded",
        ": its set is no longer full."),
    "play": _play_text,
    "bank": lambda e, n, lu: _sentence(f"{lu.who(e['seat'])} banked ", _money(e["card"], n), "."),
    "lay": lambda e, n, lu: _sentence(
        f"{lu.who(e['seat'])} laid ", card_text(e["card"], n, e["color"]),
        *(() if data.CARDS[e["card"]].kind == "property" else (" as ", colour_text(e["color"], n))),
        "."),
    "rearrange": lambda e, n, lu: _sentence(
        f"{lu.who(e['seat'])} moved ", card_text(e["card"], n, e["color"], short=True), " from ",
        colour_text(e["from"], n), " to ", colour_text(e["color"], n), "."),
    "house": lambda e, n, lu: _sentence(
        f"{lu.who(e['seat'])} built a House on the ", colour_text(e["color"], n), " set."),
    "hotel": lambda e, n, lu: _sentence(
        f"{lu.who(e['seat'])} built a Hotel on the ", colour_text(e["color"], n), " set."),
    "just_say_no": lambda e, n, lu: _sentence(f"{lu.who(e['seat'])} said Just Say No!"),
    "accept": lambda e, n, lu: _sentence(f"{lu.who(e['seat'])} let it stand."),
    "cancelled": lambda e, n, lu: _sentence(
        f"The {PENDING_NAME.get(e['action'], e['action'])} against {lu.who(e['target'])} "
        "was cancelled."),
    "take": lambda e, n, lu: _sentence(
        f"{lu.who(e['seat'])} took ", card_text(e["card"], n), f" from {lu.who(e['from'])}."),
    "swap": lambda e, n, lu: _sentence(
        f"{lu.who(e['seat'])} swapped ", card_text(e["gave"], n), f" for {lu.whose(e['with'])} ",
        card_text(e["took"], n), "."),
    "take_set": _taken_set,
    "paid": _paid,
    "pay": lambda e, n, lu: _sentence(
        f"{lu.who(e['seat'])} gave {lu.who(e['to'])} ", _money(e["card"], n), "."),
}


def event(e: Json, options: Json, lineup: Lineup) -> Text | None:
    render = EVENTS.get(e["type"])
    if render is None:
        fields = ", ".join(f"{k}={v}" for k, v in e.items() if k != "type")
        return Text(f"{e['type']}: {fields}")
    return render(e, options.get("names", "us"), lineup)


class DealView:
    """The `View` of Monopoly Deal (see terminal.views)."""

    title = "Monopoly Deal"
    rules = RULES

    def board(self, obs: Json, lineup: Lineup, show_hand: bool) -> RenderableType:
        return board(obs, lineup, show_hand)

    def situation(self, obs: Json, lineup: Lineup, events: list[Json]) -> Text | None:
        return situation(obs, lineup, events)

    def event(self, e: Json, options: Json, lineup: Lineup) -> Text | None:
        return event(e, options, lineup)

    def group(self, kind: str) -> str:
        return GROUPS.get(kind, "Play an action card")


VIEW = DealView()
