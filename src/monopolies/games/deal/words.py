"""Deal's public events as sentences ("Seat 2 charged everyone 4M rent on green.").

The event dicts are the ones `variants/deal/rules.py` emits; every type has a sentence here,
except a Double The Rent play, which the rent sentence already tells.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from rich.text import Text

from monopolies.games.deal import data
from monopolies.games.deal.text import card_text, colour_text, money_text, sentence
from monopolies.words.lineup import Lineup

Json = dict[str, Any]

PENDING_NAME = {
    "rent": "rent",
    "debt_collector": "Debt Collector",
    "birthday": "It's My Birthday",
    "sly_deal": "Sly Deal",
    "forced_deal": "Forced Deal",
    "deal_breaker": "Deal Breaker",
}


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
        doubled = (
            " (doubled)" if len(e["doubles"]) == 1 else " (doubled twice)" if e["doubles"] else ""
        )
        return sentence(
            f"{who} charged {whom} {e['amount']}M rent on ",
            colour_text(e["color"], names),
            doubled,
            ".",
        )
    if action == "debt_collector":
        return sentence(
            f"{who} played Debt Collector: {e['amount']}M from {lineup.who(e['targets'][0])}."
        )
    if action == "birthday":
        return sentence(f"{who} played It's My Birthday: {e['amount']}M from everyone.")
    if action == "sly_deal":
        return sentence(
            f"{who} played Sly Deal on {lineup.whose(e['targets'][0])} ",
            card_text(e["take"], names),
            ".",
        )
    if action == "forced_deal":
        return sentence(
            f"{who} played Forced Deal to take {lineup.whose(e['targets'][0])} ",
            card_text(e["take"], names),
            ".",
        )
    if action == "deal_breaker":
        return sentence(
            f"{who} played Deal Breaker on {lineup.whose(e['targets'][0])} full ",
            colour_text(e["color"], names),
            " set.",
        )
    return sentence(f"{who} played ", card_text(e["card"], names), ".")


def _taken_set(e: Json, names: str, lineup: Lineup) -> Text:
    cards = Text(", ").join(card_text(c, names, e["color"], short=True) for c in e["cards"])
    extras = "".join(f" +{b.capitalize()}" for b in ("house", "hotel") if e[b] is not None)
    return sentence(
        f"{lineup.who(e['seat'])} took {lineup.whose(e['from'])} full ",
        colour_text(e["color"], names),
        " set (",
        cards,
        f"){extras}.",
    )


def _paid(e: Json, names: str, lineup: Lineup) -> Text:
    who, to = lineup.who(e["seat"]), lineup.who(e["to"])
    amount, owed = e["amount"], e["owed"]
    if amount == 0:
        return sentence(f"{who} had nothing to pay {to} ({owed}M owed).")
    if amount < owed:
        return sentence(f"{who} paid {to} {amount}M of {owed}M owed (all there was).")
    if amount > owed:
        return sentence(f"{who} paid {to} {amount}M for {owed}M owed (no change is given).")
    return sentence(f"{who} paid {to} {amount}M.")


def _game_over(e: Json, names: str, lineup: Lineup) -> Text:
    if not e["winners"]:
        return Text(f"Game over: {e['reason']}, nobody won.", style="bold")
    winners = " and ".join(lineup.who(s) for s in e["winners"])
    return Text(f"Game over: {winners} won with {e['reason']}!", style="bold")


EventText = Callable[[Json, str, Lineup], "Text | None"]

EVENTS: dict[str, EventText] = {
    "deal": lambda e, n, lu: sentence(
        f"Dealt {e['players']} hands of {data.START_HAND} from {_plural(e['decks'], 'deck')}; "
        f"first turn: {lu.who(e['first'])}."
    ),
    "turn": lambda e, n, lu: Text(f"Turn {e['turn']}: {lu.whose(e['seat'])} turn", style="bold"),
    "reshuffle": lambda e, n, lu: Text(
        f"The discard pile ({e['cards']} cards) was shuffled into a new draw pile."
    ),
    "draw": lambda e, n, lu: sentence(
        f"{lu.who(e['seat'])} drew {_plural(e['count'], 'card')} "
        f"({e['draw_count']} left in the draw pile)."
    ),
    "end_turn": lambda e, n, lu: sentence(f"{lu.who(e['seat'])} ended the turn."),
    "discard": lambda e, n, lu: (
        sentence(f"{lu.who(e['seat'])} discarded ", card_text(e["card"], n), " (hand limit).")
        if "card" in e
        else sentence(f"{lu.who(e['seat'])} put a card under the draw pile (hand limit).")
    ),
    "game_over": _game_over,
    "building_orphaned": lambda e, n, lu: sentence(
        f"{lu.whose(e['seat'])} ",
        card_text(e["card"], n),
        " went to the bank" if e["to"] == "bank" else " was discarded",
        ": its set is no longer full.",
    ),
    "play": _play_text,
    "bank": lambda e, n, lu: sentence(
        f"{lu.who(e['seat'])} banked ", money_text(e["card"], n), "."
    ),
    "lay": lambda e, n, lu: sentence(
        f"{lu.who(e['seat'])} laid ",
        card_text(e["card"], n, e["color"]),
        *(() if data.CARDS[e["card"]].kind == "property" else (" as ", colour_text(e["color"], n))),
        ".",
    ),
    "rearrange": lambda e, n, lu: sentence(
        f"{lu.who(e['seat'])} moved ",
        card_text(e["card"], n, e["color"], short=True),
        " from ",
        colour_text(e["from"], n),
        " to ",
        colour_text(e["color"], n),
        ".",
    ),
    "house": lambda e, n, lu: sentence(
        f"{lu.who(e['seat'])} built a House on the ", colour_text(e["color"], n), " set."
    ),
    "hotel": lambda e, n, lu: sentence(
        f"{lu.who(e['seat'])} built a Hotel on the ", colour_text(e["color"], n), " set."
    ),
    "just_say_no": lambda e, n, lu: sentence(f"{lu.who(e['seat'])} said Just Say No!"),
    "accept": lambda e, n, lu: sentence(f"{lu.who(e['seat'])} let it stand."),
    "give": lambda e, n, lu: sentence(
        f"{lu.who(e['seat'])} offered ", card_text(e["card"], n), f" to {lu.who(e['target'])}."
    ),
    "cancelled": lambda e, n, lu: sentence(
        f"The {PENDING_NAME.get(e['action'], e['action'])} against {lu.who(e['target'])} "
        "was cancelled."
    ),
    "take": lambda e, n, lu: sentence(
        f"{lu.who(e['seat'])} took ", card_text(e["card"], n), f" from {lu.who(e['from'])}."
    ),
    "swap": lambda e, n, lu: sentence(
        f"{lu.who(e['seat'])} swapped ",
        card_text(e["gave"], n),
        f" for {lu.whose(e['with'])} ",
        card_text(e["took"], n),
        ".",
    ),
    "take_set": _taken_set,
    "paid": _paid,
    "pay": lambda e, n, lu: sentence(
        f"{lu.who(e['seat'])} gave {lu.who(e['to'])} ", money_text(e["card"], n), "."
    ),
}


def event(e: Json, options: Json, lineup: Lineup) -> Text | None:
    render = EVENTS.get(e["type"])
    if render is None:
        fields = ", ".join(f"{k}={v}" for k, v in e.items() if k != "type")
        return Text(f"{e['type']}: {fields}")
    return render(e, options.get("names", "us"), lineup)
