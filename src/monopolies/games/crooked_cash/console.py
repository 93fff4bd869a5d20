"""Crooked Cash at the terminal: the 36-space board, the players, the face-up Chance cards,
your notes, and what is being asked (including whether to decode someone's payment).

Reads only an observation (`Game.observe(seat)`) and the public events, so no note id
or fake flag another seat holds can reach the screen. Events read as sentences in
`crooked_cash_events`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from rich import box
from rich.table import Table
from rich.text import Text

from monopolies.games.board import console as board_view
from monopolies.games.board.console import (
    BLOCK_GROUPS,
    contest_question,
    rent_question,
    round_line,
    seat_line,
    short_name,
    street_name,
    streets,
    trade_question,
    whereabouts,
    window_question,
)
from monopolies.games.board.words import who
from monopolies.games.crooked_cash import data
from monopolies.games.crooked_cash import words as crooked_cash_events
from monopolies.games.crooked_cash.rules.actions import card_text, money
from monopolies.terminal.seat_rows import seat_cell
from monopolies.words.lineup import Lineup, upper_first

Json = dict[str, Any]

RULES = f"""\
[bold]Crooked Cash in one screen[/]
• Roll, move, and do what the space says. Buy an unowned street or it is auctioned
  (anyone bids; a bid raises the last by 10 or more). The game ends the moment every street is
  owned; then everyone collects one rent per street, and the most cash wins.
• Rent is only owed if the owner asks for it. A complete colour set doubles rent;
  a hotel (one per street, {data.HOTELS} in all) raises it to the hotel rent.
• Money is notes of 10, 20, 50, 100 and 500, and some are [bold]fake[/] - nobody knows
  which, not even their holder. You pay note by note and get change.
• When someone else pays (not the bank's rewards), you may spend a green [bold]decoder
  chip[/] to check one of their notes: a fake is yours to keep and they pay again.
  Chips turn green again at GO. You cannot decode from Jail.
• Chance: take one of the three face-up cards (one at a time). Half are fake: when
  someone plays one, you may decode it; a fake does nothing and pays you \
{data.DECODE_REWARD}.
• Fake notes still count at face value at the end: spend the ones you know are fake.
[bold]The menu[/]: type an action's number and Enter; [bold]?[/] shows this help, \
[bold]h[/] suggests the three best moves (hints), [bold]q[/] quits (you can save the replay)."""


def held_text(c: Json) -> str:
    """A kept card as its holder sees it, or a face-down one as others do (rulings CC-R14)."""
    return card_text(c["card"]) if "card" in c else "a face-down Community Chest card"


# The board -------------------------------------------------------------------------------


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
    for column in ("Player", "Cash", "Notes", "Chips", "Where", "Streets", "Cards"):
        table.add_column(column)
    board = obs["board"]
    for p in obs["players"]:
        seat = p["seat"]
        player = seat_cell(obs, lineup, seat)
        if not p["alive"]:
            table.add_row(player, Text("bankrupt", style="dim"), "", "", "", "", "")
            continue
        where = short_name(board[p["position"]]["name"]) + (" (in Jail)" if p["in_jail"] else "")
        if p["caught"]:
            player.append(f"\n  caught {p['caught']}×", style="red")
        cards = ", ".join(
            held_text(c) + (" (fake!)" if c.get("fake") else "") for c in p["held_cards"]
        )
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
    text = round_line(obs, lineup, "streets")
    faces = [card_text(c["card"]) for c in obs["chance_face_up"] if c is not None]
    text.append("\nFace-up Chance: ", style="bold")
    text.append(" | ".join(faces) or "none")
    return text


def _my_notes(obs: Json) -> Text:
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
    if p["held_cards"]:
        line.append(" · " + ", ".join(held_text(c) for c in p["held_cards"]))
    return line


# What is being asked ----------------------------------------------------------------------


def _owes(seat: int, lu: Lineup) -> str:
    return "You owe" if seat == lu.human else f"{upper_first(who(seat, lu))} owes"


def _payment(p: Json, obs: Json, lu: Lineup) -> Text:
    m = money(obs["names"])
    on_table = sum(p["on_table"])
    owes = _owes(p["payer"], lu)
    if p["mode"] == "change":
        return Text(
            f"{owes} {who(p['payee'], lu)} {m(p['owed'])} "
            f"change ({m(on_table)} given so far): give notes adding up exactly; break a "
            "bigger note at the bank if you must."
        )
    return Text(
        f"{owes} {who(p['payee'], lu)} {m(p['owed'])} ({m(on_table)} on the table). "
        "Lay notes down one at a time until they cover it; change comes back."
    )


def _decode(p: Json, obs: Json, lu: Lineup) -> Text:
    m = money(obs["names"])
    values = ", ".join(m(v) for v in p["notes"])
    payer = who(p["payer"], lu)
    what = f"{upper_first(payer)} {lu.verb(p['payer'], 'is')} handing "
    what += f"{who(p['payee'], lu)} {values}."
    return Text(
        f"{what} Spend a green chip to decode one? A fake is yours to keep, and the payer "
        "must pay that much again."
    )


def _card_decode(p: Json, obs: Json, lu: Lineup) -> Text:
    return Text(
        f'{upper_first(lu.does(p["seat"], "plays"))} "{card_text(p["card"])}". Spend a green '
        "chip to decode it? A fake does nothing and pays you "
        f"{money(obs['names'])(data.DECODE_REWARD)}."
    )


def _auction(p: Json, obs: Json, lu: Lineup) -> Text:
    m = money(obs["names"])
    lot = "the last hotel" if p["lot"] == "hotel" else street_name(obs, p["lot"])
    if p["high_bidder"] is None:
        return Text(f"Auction for {lot}: no bid yet (bids open at {m(10)}).")
    return Text(
        f"Auction for {lot}: {m(p['high_bid'])} bid by {lu.who(p['high_bidder'])}. "
        "Raise or pass (you may bid again later)."
    )


def _buy(p: Json, obs: Json, lu: Lineup) -> Text:
    price = obs["board"][p["street"]]["price"]
    return Text(
        f"{street_name(obs, p['street'])} is for sale at {money(obs['names'])(price)}: buy it, "
        "or it goes to auction."
    )


def _debt(p: Json, obs: Json, lu: Lineup) -> Text:
    m = money(obs["names"])
    return Text(
        f"You must raise {m(p['amount'])} in cash: sell hotels or streets to the bank, "
        "or offer a trade. With nothing left to sell you are bankrupt."
    )


SITUATIONS: dict[str, Callable[[Json, Json, Lineup], Text]] = {
    "payment": _payment,
    "decode": _decode,
    "card_decode": _card_decode,
    "auction": _auction,
    "rent": lambda p, obs, lu: rent_question(p, obs, lu, money(obs["names"])),
    "buy": _buy,
    "trade": trade_question,
    "debt": _debt,
    "between": window_question,
    "build": contest_question,
    "chance": lambda p, obs, lu: Text("Take one of the face-up Chance cards."),
    "chest_choice": lambda p, obs, lu: Text(
        f"Pay {money(obs['names'])(p['amount'])} or go to Jail?"
    ),
    "use_card": lambda p, obs, lu: Text("Choose your street for the hotel."),
    "place_hotel": lambda p, obs, lu: Text("Choose a street for the hotel you won."),
}


GROUPS = {
    **BLOCK_GROUPS,
    "pay_note": "Pay",
    "decode_note": "Decode",
    "decode_card": "Decode",
    "no_decode": "Decode",
    "take_chance": "Chance",
    "keep_chance": "Chance",
    "sell_hotel": "Raise money",
}


VIEW = board_view.edition_view(
    "Monopoly Crooked Cash",
    RULES,
    money=money,
    status=_status,
    players=_players,
    player_line=_player_line,
    own=_my_notes,
    situations=SITUATIONS,
    groups=GROUPS,
    event=crooked_cash_events.event,
)
