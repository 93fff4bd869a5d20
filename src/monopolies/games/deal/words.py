"""Everything Monopoly Deal says, in every front end: its cards, its events as sentences,
what is asked of a player, its menu, its rules in one screen.

Colours are rich styles that degrade to plain text on terminals without colour, and every
colour is also written out in words, so nothing depends on seeing it. The terminal shows
these `Text`s styled; the server, the review and simulate read their plain text.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from rich.text import Text

from monopolies.games.deal import data
from monopolies.games.deal.rules.actions import card_name, colour_label
from monopolies.games.deal.rules.turn import THREE_SETS, TURN_LIMIT
from monopolies.words.colours import COLOUR_STYLE
from monopolies.words.game import GameWords, Routine
from monopolies.words.people import Lineup
from monopolies.words.sentences import plural, sentence
from monopolies.words.steps import Describe, Step

Json = dict[str, Any]


# Cards and colours ------------------------------------------------------------------------


KIND_STYLE = {"money": "bold", "action": "bold italic", "rent": "italic", "wild": "italic"}


ACTION_NAME = {name: display for name, display, _, _ in data.ACTIONS}


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


def money_text(card: int, names: str) -> Text:
    c = data.CARDS[card]
    if c.kind == "money":
        return Text(f"{c.value}M", style="bold")
    return Text.assemble(card_text(card, names), f" ({c.value}M)")


def colours_or(colours: tuple[str, ...], names: str) -> list[Text | str]:
    parts: list[Text | str] = []
    for i, colour in enumerate(colours):
        if i:
            parts.append(" or ")
        parts.append(colour_text(colour, names))
    return parts


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


# Events -----------------------------------------------------------------------------------


PENDING_NAME = {
    "rent": "rent",
    "debt_collector": "Debt Collector",
    "birthday": "It's My Birthday",
    "sly_deal": "Sly Deal",
    "forced_deal": "Forced Deal",
    "deal_breaker": "Deal Breaker",
}


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
            f"{who} played Sly Deal to take {lineup.whose(e['targets'][0])} ",
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


def _paid(e: Json, names: str, lineup: Lineup) -> Text | None:
    """The sum of a payment whose cards were told one by one ("Ben gave you 5M."): told
    only where it adds something (short, or over with no change), so a payment of what
    was owed is told once."""
    who, to = lineup.who(e["seat"]), lineup.who(e["to"])
    amount, owed = e["amount"], e["owed"]
    if amount == 0:
        return sentence(f"{who} had nothing to pay {to} ({owed}M owed).")
    if amount < owed:
        return sentence(f"{who} paid {to} {amount}M of {owed}M owed (all there was).")
    if amount > owed:
        return sentence(f"{who} paid {to} {amount}M for {owed}M owed (no change is given).")
    return None


def _game_over(e: Json, names: str, lineup: Lineup) -> Text:
    if not e["winners"]:
        return Text(f"Game over: {e['reason']}, nobody won.", style="bold")
    winners = " and ".join(lineup.who(s) for s in e["winners"])
    return Text(f"Game over: {winners} won with {e['reason']}!", style="bold")


EventText = Callable[[Json, str, Lineup], "Text | None"]


EVENTS: dict[str, EventText] = {
    "deal": lambda e, n, lu: sentence(
        f"Dealt {e['players']} hands of {data.START_HAND} from {plural(e['decks'], 'deck')}; "
        f"first turn: {lu.who(e['first'])}."
    ),
    "turn": lambda e, n, lu: Text(f"Turn {e['turn']}: {lu.whose(e['seat'])} turn", style="bold"),
    "reshuffle": lambda e, n, lu: Text(
        f"The discard pile ({e['cards']} cards) was shuffled into a new draw pile."
    ),
    "draw": lambda e, n, lu: sentence(
        f"{lu.who(e['seat'])} drew {plural(e['count'], 'card')} "
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


# What is being asked ----------------------------------------------------------------------


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


def what_it_is(card: int, names: str) -> Text:
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


# The menu ---------------------------------------------------------------------------------


def _deal_where(obs: Json, lineup: Lineup, seat: int, colour: str) -> str:
    """ "seat 2's orange set" / "your orange set": where a table card lies, as the action
    names it (a face can lie in sets of two colours, rulings D-17)."""
    return f"{lineup.whose(seat)} {colour_label(colour, obs['names'])} set"


def _deal_take(title: str) -> Describe:
    def step(a: Json, obs: Json, lu: Lineup) -> Step:
        names = obs["names"]
        where = _deal_where(obs, lu, a["target"], a["color"])
        take = f"take {card_name(a['take'], names)} from {where}"
        return Step(
            title,
            take,
            card=a["card"],
            split=f"{title} on {lu.who(a['target'])}",
            text=f"{title}: {take}",
        )

    return step


def _deal_rent(a: Json, obs: Json, lu: Lineup) -> Step:
    names = obs["names"]
    colour = colour_label(a["color"], names)
    doubles = len(a.get("doubles") or ())
    amount = a["amount"]  # already doubled
    who = "everyone" if a.get("target") is None else lu.who(a["target"])
    twice = ("", ", with Double The Rent", ", with two Double The Rent")[doubles]
    return Step(
        f"{card_name(a['card'], names)} on {colour}",
        f"charge {who} {amount}M{twice}",
        card=a["card"],
    )


def _deal_pay(a: Json, obs: Json, lu: Lineup) -> Step:
    """A card paid from the bank or the table; a long chooser splits by value (bank) or
    by set (table)."""
    names = obs["names"]
    card = data.CARDS[a["card"]]
    pend = obs.get("pending") or {}
    owed = pend.get("amount", 0) - pend.get("paid", 0)
    warning = None
    if card.value > owed and "actor" in pend:
        warning = f"{card.value - owed}M too much: no change is given."
    name = card_name(card.id, names)
    if a.get("source") == "bank":
        option = f"{card.value}M" if card.kind == "money" else f"{name} ({card.value}M)"
        finer = f"Pay {card.value}M from your bank"
        return Step("Pay from your bank", option, warning, a["card"], split=finer)
    colour = colour_label(a["source"], names)
    option = f"{name} from your {colour} set ({card.value}M)"
    finer = f"Pay from your {colour} set"
    return Step("Pay from your table", option, warning, a["card"], split=finer)


def _deal_wild(a: Json, obs: Json, lu: Lineup) -> Step:
    names = obs["names"]
    where = _deal_where(obs, lu, obs["seat"], a["from"])
    to = f"{colour_label(a['color'], names)}{' (new set)' if a.get('set') == 'new' else ''}"
    wild = card_name(a["card"], names)
    short = wild.replace("Property Wildcard", "Wild")
    return Step(
        f"{wild} in {where}",
        f"move to {to}",
        card=a["card"],
        text=f"Move {short} from {where} to {to}",
    )


def _deal_give(a: Json, obs: Json, lu: Lineup) -> Step:
    what = (
        f"{card_name(a['card'], obs['names'])} from {_deal_where(obs, lu, obs['seat'], a['color'])}"
    )
    return Step("Give in exchange", what, card=a["card"], text=f"Give {what} in exchange")


def _deal_lay(a: Json, obs: Json, lu: Lineup) -> Step:
    names = obs["names"]
    into = " (new set)" if a.get("set") == "new" else ""
    return Step(
        f"Lay {card_name(a['card'], names)}",
        f"as {colour_label(a['color'], names)}{into}",
        card=a["card"],
    )


def _deal_bank(a: Json, obs: Json, lu: Lineup) -> Step:
    names = obs["names"]
    card = data.CARDS[a["card"]]
    if card.kind == "money":
        return Step("Bank a card", f"{card.value}M", card=a["card"])
    warning = (
        f"{card_name(card.id, names)} becomes {card.value}M in your bank and cannot be played."
    )
    return Step("Bank a card", f"{card_name(card.id, names)} as {card.value}M", warning, a["card"])


def _deal_card(a: Json, obs: Json, lu: Lineup) -> Step:
    return Step(card=a.get("card"))


STEPS: dict[str, Describe] = {
    "lay": _deal_lay,
    "bank": _deal_bank,
    "rearrange": _deal_wild,
    "rent": _deal_rent,
    "sly_deal": _deal_take("Sly Deal"),
    "forced_deal": _deal_take("Forced Deal"),
    "give": _deal_give,
    "deal_breaker": lambda a, obs, lu: Step(
        "Deal Breaker",
        f"take {lu.whose(a['target'])} full {colour_label(a['color'], obs['names'])} set",
        card=a["card"],
    ),
    "debt_collector": lambda a, obs, lu: Step(
        "Debt Collector",
        f"{lu.who(a['target'])} pays you {data.DEBT_COLLECTOR_AMOUNT}M",
        card=a["card"],
    ),
    "house": lambda a, obs, lu: Step(
        "House", f"on your {colour_label(a['color'], obs['names'])} set", card=a["card"]
    ),
    "hotel": lambda a, obs, lu: Step(
        "Hotel", f"on your {colour_label(a['color'], obs['names'])} set", card=a["card"]
    ),
    "discard": lambda a, obs, lu: Step(
        "Discard", card_name(a["card"], obs["names"]), card=a["card"]
    ),
    "pay": _deal_pay,
    "pass_go": _deal_card,
    "birthday": _deal_card,
    "just_say_no": _deal_card,
}


# The cards' faces in the browser -------------------------------------------------------

CARD_TEXTS = {
    "pass_go": "Draw 2 extra cards.",
    "deal_breaker": "Take a complete set of properties from any player, with its House and Hotel.",
    "just_say_no": (
        "Cancel an action played against you. Play it any time, even on another player's turn."
    ),
    "sly_deal": "Take a property from any player. It cannot be part of a full set.",
    "forced_deal": (
        "Swap one of your properties with another player's. Neither can be part of a full set."
    ),
    "debt_collector": f"One player of your choice pays you {data.DEBT_COLLECTOR_AMOUNT}M.",
    "birthday": f"It's your birthday: every player pays you {data.BIRTHDAY_AMOUNT}M.",
    "double_rent": (
        "Play with a Rent card: the rent is doubled. "
        f"Counts as one of your {data.PLAYS_PER_TURN} plays."
    ),
    "house": f"Add to a full set (not railroads or utilities): +{data.HOUSE_RENT}M rent.",
    "hotel": f"Add to a full set that has a House: +{data.HOTEL_RENT}M rent.",
}


def card_face(card: Json) -> Json:
    """What a card's face says in the browser: a property's rent ladder (its set's size is
    the ladder's length), an action card's text."""
    if card["kind"] == "property":
        return {"rents": list(data.COLOUR[card["colors"][0]].rents)}
    if card["kind"] == "action":
        return {"text": CARD_TEXTS[card["action"]]}
    return {}


WORDS = GameWords(
    "Monopoly Deal",
    RULES,
    "Full sets",
    event=event,
    situation=situation,
    group=group,
    steps=STEPS,
    card_face=card_face,
    windows={"accept": Routine("Just Say No!")},
    endings={
        THREE_SETS: "three full sets on the table",
        TURN_LIMIT: "the turn limit came before anyone had three full sets",
    },
)
