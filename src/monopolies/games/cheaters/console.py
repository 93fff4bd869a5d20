"""Cheaters Edition at the terminal: the 36-space board, the players, the face-up Cheat
cards, your own secret cheats, and what is being asked (including "call Cheat!?").

Reads only an observation (`Game.observe(seat)`) and the public events, so another
player's cheats never reach the screen: you see what the table shows (tokens, cash,
deeds, hotels, card counts) and must notice the rest yourself. Your cheats are in a
private menu group and in "Your secret cheats". Events read as sentences in
`cheaters_events`.
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
from monopolies.games.cheaters import data
from monopolies.games.cheaters import words as cheaters_events
from monopolies.games.cheaters.rules.actions import card_text, money, money_in, printed
from monopolies.terminal.seat_rows import seat_cell
from monopolies.words.lineup import Lineup

Json = dict[str, Any]

RULES = f"""\
[bold]Cheaters Edition in one screen[/]
• Roll, move, do what the space says. Buy an unowned property or it is auctioned (Bond
  Street is free; Pentonville Road comes with a hotel). Rent is owed only if the owner
  asks. Stations move you on to the next station and end your turn.
• Hotels ({data.HOTELS}) go on complete sets and are never sold. Chance and Community
  Chest: do it now or keep it (one of each at most). Free Parking: draw either.
• [bold]Cheat![/] Five Cheat cards lie face up. You may try any of them at the moment it
  names (the [bold]Cheat (secret)[/] menu group): it happens at once and nobody is told.
  Others see only the table: tokens, cash, deeds, hotels, card counts.
• Before each turn everyone may [bold]call Cheat![/] on one player, naming a card. Guilty:
  the card's penalty. Innocent: the caller pays {money(data.FALSE_ACCUSATION)}. Not caught:
  the cheat is announced at the next turn and its reward paid.
• The end: once every property is bought, everyone plays on to GO and stops there. One
  last call of Cheat!, then everyone collects one rent per property; most cash wins.
[bold]The menu[/]: type an action's number and Enter; [bold]?[/] shows this help, \
[bold]h[/] suggests the three best moves (hints), [bold]q[/] quits (you can save the replay)."""


def _m(obs: Json) -> Callable[[int], str]:
    """Amounts in the observed game's naming (M100, or $100 with US names)."""
    return money_in(obs["names"])


def _players(obs: Json, lineup: Lineup) -> Table:
    table = Table(box=box.SIMPLE_HEAD, expand=True, pad_edge=False, show_edge=False)
    for column in ("Player", "Cash", "Where", "Streets", "Cards"):
        table.add_column(column)
    board = obs["board"]
    for p in obs["players"]:
        seat = p["seat"]
        player = seat_cell(obs, lineup, seat)
        if not p["alive"]:
            table.add_row(player, Text("bankrupt", style="dim"), "", "", "")
            continue
        where = short_name(board[p["position"]]["name"])
        where += " (handcuffed)" if p["in_jail"] else " (home)" if p["home"] else ""
        cards = ", ".join(
            printed(card_text(c["card"]), obs["names"])
            if "card" in c
            else f"a {c['deck'].replace('_', ' ')} card"
            for c in p["held_cards"]
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
    text = round_line(obs, lineup, "properties")
    if obs["ending"]:
        text.append(" · END GAME: everyone heads for GO", style="bold")
    text.append("\nCheat cards: ", style="bold")
    if obs["ultimate"]:
        text.append("Ultimate Cheater's Mode — every cheat is open")
    else:
        text.append(" | ".join(c["name"] for c in obs["cheats_face_up"]))
    return text


def _my_cheats(obs: Json) -> Text:
    text = Text("Your secret cheats: ", style="bold magenta")
    done = [str(c["name"]) for c in obs["my_cheats"] if "name" in c]
    text.append("; ".join(done) or "none")
    return text


def _cash(p: Json, obs: Json) -> Text:
    """Cash, and the ledger's gap: more cash than the public events account for."""
    m = _m(obs)
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


def _call(p: Json, obs: Json, lu: Lineup) -> Text:
    return Text(
        "Call Cheat!? Name one player and one Cheat card you think they used since the last "
        f"turn began. Guilty pays the penalty; if they are innocent you pay them "
        f"{_m(obs)(data.FALSE_ACCUSATION)}."
    )


def _auction(p: Json, obs: Json, lu: Lineup) -> Text:
    lot = "the last hotel" if p["lot"] == "hotel" else street_name(obs, p["lot"])
    if p["high_bidder"] is None:
        return Text(f"Auction for {lot}: no bid yet (bids open at {_m(obs)(10)}).")
    return Text(f"Auction for {lot}: {_m(obs)(p['high_bid'])} bid by {lu.who(p['high_bidder'])}.")


def _buy(p: Json, obs: Json, lu: Lineup) -> Text:
    price = obs["board"][p["street"]]["price"]
    return Text(f"{street_name(obs, p['street'])} is for sale at {_m(obs)(price)}: buy or auction?")


SITUATIONS: dict[str, Callable[[Json, Json, Lineup], Text]] = {
    "call": _call,
    "ch_rent": lambda p, obs, lu: rent_question(p, obs, lu, _m(obs)),
    "auction": _auction,
    "buy": _buy,
    "half_buy": lambda p, obs, lu: Text(
        f"Buy {street_name(obs, p['street'])} for half price ({_m(obs)(p['amount'])}), "
        "or auction it?"
    ),
    "moved": lambda p, obs, lu: Text("Your token has moved: carry on (or cheat before it lands)."),
    "drawn": lambda p, obs, lu: Text("You drew a money card: do it (or cheat before it acts)."),
    "trade": trade_question,
    "debt": lambda p, obs, lu: Text(
        "You must raise money: sell properties to the bank (a hotel street sells for its "
        "hotel rent; the hotel stays) or offer a trade."
    ),
    "between": window_question,
    "build": contest_question,
    "free_parking": lambda p, obs, lu: Text("Free Parking: draw Chance or Community Chest?"),
    "card_limit": lambda p, obs, lu: Text(
        "You may hold one card of each deck: discard or use one."
    ),
    "pay_or_jail": lambda p, obs, lu: Text(f"Pay {_m(obs)(p['amount'])} or go to Jail?"),
    "place_token": lambda p, obs, lu: Text(
        f"You caught {lu.who(p['target'])}'s Identity Theft: put their token on any space."
    ),
}


GROUPS = {
    **BLOCK_GROUPS,
    "cheat": "Cheat (secret)",
    "call_cheat": "Call Cheat!",
    "no_call": "Call Cheat!",
    "discard_card": "Cards",
    "choose_deck": "Cards",
}


VIEW = board_view.edition_view(
    "Monopoly Cheaters Edition",
    RULES,
    money=money_in,
    status=_status,
    players=_players,
    player_line=_player_line,
    own=_my_cheats,
    situations=SITUATIONS,
    groups=GROUPS,
    event=cheaters_events.event,
)
