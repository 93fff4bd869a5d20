"""Cheaters Edition's public events as sentences ("Seat 2 called Cheat! on you: Bank Heist —
guilty!").

The event dicts are the ones `board/` and `variants/cheaters/` emit; every type has a
sentence here. A cheat itself emits no event, so no sentence here can give one away;
calls, revealed cheats and their rewards are public.
"""

from __future__ import annotations

from typing import Any

from rich.text import Text

from monopolies.games.board.words import EventText, reader, sentences, who
from monopolies.games.cheaters import data
from monopolies.games.cheaters.rules.actions import card_text, money_in, printed
from monopolies.games.deal.text import sentence
from monopolies.words.lineup import Lineup, upper_first

Json = dict[str, Any]


def space(i: int, names: str) -> str:
    return data.SPACES[i].name(names)


def _paid(e: Json, n: str, lu: Lineup) -> Text:
    return sentence(f"{who(e['seat'], lu)} paid {who(e['to'], lu)} {money_in(n)(e['amount'])}.")


def _called(e: Json, n: str, lu: Lineup) -> Text:
    name = data.cheat(e["card"]).name
    head = sentence(f"{lu.who(e['seat'])} called Cheat! on {lu.who(e['accused'])}: {name} — ")
    if e["guilty"]:
        penalty = printed(data.cheat(e["card"]).penalty, n)
        return Text.assemble(head, ("guilty! ", "bold red"), f"{penalty}.")
    fine = money_in(n)(data.FALSE_ACCUSATION)
    return Text.assemble(
        head, ("innocent: ", "bold green"), f"{lu.does(e['seat'], 'pays')} {fine}."
    )


def _revealed(e: Json, n: str, lu: Lineup) -> Text:
    c = data.cheat(e["card"])
    reward = f" and collected {money_in(n)(e['reward'])}" if e["reward"] else ""
    text = printed(c.text, n)
    return Text.assemble(
        (f"{upper_first(lu.who(e['seat']))} got away with it: ", "bold magenta"),
        f"{c.name} ({text[:1].lower()}{text[1:]}){reward}.",
    )


def _deck(e: Json) -> str:
    return "Chance" if e["deck"] == data.CHANCE else "Community Chest"


def _card(e: Json, n: str, lu: Lineup) -> Text:
    """A card kept face down is not read aloud: the event names only its deck."""
    if "card" not in e:
        return sentence(f"{lu.who(e['seat'])} drew {_deck(e)} and kept it face down.")
    text = printed(data.CARDS[e["card"]].text, n)
    return sentence(f'{lu.who(e["seat"])} drew {_deck(e)}: "{text}".')


def _discard(e: Json, n: str, lu: Lineup) -> Text:
    if "card" not in e:
        return sentence(f"{lu.who(e['seat'])} put a {_deck(e)} card under the deck unseen.")
    return sentence(f'{lu.who(e["seat"])} discarded "{printed(card_text(e["card"]), n)}".')


def _lot(e: Json, n: str) -> str:
    return "the last hotel" if e["lot"] == "hotel" else space(e["lot"], n)


EVENTS: dict[str, EventText] = {
    **sentences(data.SPACES, money_in, card_text),
    "setup": lambda e, n, lu: sentence(
        f"{e['players']} players with {money_in(n)(data.START_CASH)} each; "
        f"{lu.does(e['first'], 'starts')}. Five Cheat cards lie face up."
    ),
    "go": lambda e, n, lu: sentence(f"{lu.who(e['seat'])} passed GO: {money_in(n)(e['amount'])}."),
    "reward": lambda e, n, lu: sentence(
        f"The bank paid {lu.who(e['seat'])} {money_in(n)(e['amount'])}."
    ),
    "paid": _paid,
    "handcuffs_passed": lambda e, n, lu: sentence(
        f"{lu.does(e['seat'], 'hands')} the handcuffs to {lu.who(e['to'])} and "
        f"{lu.verb(e['seat'], 'is')} Just Visiting."
    ),
    "station": lambda e, n, lu: sentence(
        f"{lu.who(e['seat'])} rode on to {space(e['to'], n)}: turn over."
    ),
    "auction_again": lambda e, n, lu: sentence(f"{_lot(e, n)} is auctioned again."),
    "rent_excused": lambda e, n, lu: sentence(
        f"{lu.does(e['seat'], 'pays')} no rent on {space(e['street'], n)} (card)."
    ),
    "half_rent_used": lambda e, n, lu: sentence(f"{lu.who(e['seat'])} may ask only half rent."),
    "payment_off": lambda e, n, lu: sentence(
        f"{lu.who(e['seat'])} could not pay {money_in(n)(e['amount'])}: called off."
    ),
    "debt": lambda e, n, lu: sentence(
        f"{lu.does(e['seat'], 'owes')} {money_in(n)(e['amount'])} more than "
        f"{lu.they(e['seat'])} hold and must raise it."
    ),
    "deed_returned": lambda e, n, lu: sentence(f"{space(e['street'], n)} went back to the bank."),
    "hotel_removed": lambda e, n, lu: sentence(
        f"The hotel on {space(e['street'], n)} went back to the bank."
    ),
    "card": _card,
    "discard_card": _discard,
    "swap_places": lambda e, n, lu: sentence(
        f"{lu.who(e['seat'])} swapped places with {lu.who(e['with'])}."
    ),
    "cheat_called": _called,
    "cheat_revealed": _revealed,
    "cheat_card": lambda e, n, lu: sentence(
        f'New Cheat card face up: "{data.cheat(e["new"]).name}" '
        f'(replacing "{data.cheat(e["old"]).name}").'
    ),
    "token_back": lambda e, n, lu: sentence(
        f"{lu.whose(e['seat'])} token goes back to {space(e['to'], n)}."
    ),
    "token_placed": lambda e, n, lu: sentence(
        f"{lu.who(e['seat'])} put {lu.whose(e['target'])} token on {space(e['to'], n)}."
    ),
    "deeds_swapped_back": lambda e, n, lu: sentence(
        f"{lu.who(e['seat'])} and {lu.who(e['with'])} swap their deeds back."
    ),
    "end_game_begins": lambda e, n, lu: Text(
        "Every property is bought: everyone plays on to GO, and stops there.", style="bold"
    ),
    "home": lambda e, n, lu: sentence(
        f"{lu.does(e['seat'], 'is')} home on GO and {lu.verb(e['seat'], 'sits')} out."
    ),
}


event = reader(EVENTS, "uk")
