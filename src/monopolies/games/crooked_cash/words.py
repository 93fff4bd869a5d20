"""Crooked Cash's public events as sentences ("Seat 2 decoded one of your $50 notes: fake!").

The event dicts are the ones `board/` and `variants/crooked_cash/` emit; every type has a
sentence here. Events never name note ids (nobody sees another player's notes), so
neither do these sentences.
"""

from __future__ import annotations

from typing import Any

from rich.text import Text

from monopolies.games.board.words import BANK, EventText, reader, sentences, who
from monopolies.games.crooked_cash import data
from monopolies.games.crooked_cash.rules.actions import card_text, money
from monopolies.games.deal.text import sentence
from monopolies.words.lineup import Lineup, upper_first

Json = dict[str, Any]


def space(i: int, names: str) -> str:
    return data.SPACES[i].name(names)


def notes(values: list[int], names: str) -> str:
    m = money(names)
    return ", ".join(m(v) for v in values) if values else "no notes"


def _paid(e: Json, n: str, lu: Lineup) -> Text:
    """A payment, or change given (with the notes broken at the bank to make it)."""
    m = money(n)
    payer, to = who(e["seat"], lu), who(e["to"], lu)
    if e["as"] == "change":
        broke = f", after changing {notes(e['broke'], n)} at the bank" if e.get("broke") else ""
        return sentence(
            f"{payer} gave {to} {m(e['amount'])} change ({notes(e['notes'], n)}){broke}."
        )
    paid = f"{payer} paid {to} {m(e['owed'])} with {notes(e['notes'], n)}"
    if e["amount"] > e["owed"]:
        total = f" ({m(e['amount'])})" if len(e["notes"]) > 1 else ""
        return sentence(f"{paid}{total}; {m(e['amount'] - e['owed'])} change is due.")
    if e["amount"] < e["owed"]:
        return sentence(f"{payer} paid {to} {m(e['amount'])} of {m(e['owed'])} owed.")
    return sentence(f"{paid}.")


def _chest(e: Json, n: str, lu: Lineup) -> Text:
    """A card to keep is not read aloud when it lies face down (rulings CC-R14)."""
    if "card" not in e:
        return sentence(f"{lu.who(e['seat'])} drew Community Chest and kept it face down.")
    kept = " and kept it" if e.get("kept") else ""
    return sentence(
        f'{lu.who(e["seat"])} drew Community Chest: "{data.CARDS[e["card"]].text}"{kept}.'
    )


def _cards_given(e: Json, n: str, lu: Lineup) -> Text:
    named = [f'"{card_text(c)}"' for c in e["cards"]]
    down = e.get("face_down", 0)
    if down:
        named.append(f"{down} face-down Community Chest card{'s' if down > 1 else ''}")
    return sentence(
        f"{upper_first(lu.who(e['to']))} got {lu.whose(e['seat'])} cards: {', '.join(named)}."
    )


def _decode(e: Json, n: str, lu: Lineup) -> Text:
    verdict = (
        ("fake! " + lu.does(e["seat"], "keeps") + " it.", "bold red") if e["fake"] else "real."
    )
    whose = "the bank's" if e["payer"] == BANK else lu.whose(e["payer"])
    return Text.assemble(
        sentence(f"{lu.who(e['seat'])} decoded one of {whose} {money(n)(e['value'])} notes: "),
        verdict,
    )


def _decode_card(e: Json, n: str, lu: Lineup) -> Text:
    text = card_text(e["card"])
    if e["fake"]:
        return Text.assemble(
            sentence(f'{lu.who(e["seat"])} decoded {lu.whose(e["holder"])} "{text}": '),
            ("fake! ", "bold red"),
            f"It does nothing, and {lu.who(e['seat'])} collected {money(n)(data.DECODE_REWARD)}.",
        )
    return sentence(f'{lu.who(e["seat"])} decoded {lu.whose(e["holder"])} "{text}": real.')


def _lot(e: Json, n: str) -> str:
    return "the last hotel" if e["lot"] == "hotel" else space(e["lot"], n)


EVENTS: dict[str, EventText] = {
    **sentences(data.SPACES, money, card_text),
    "setup": lambda e, n, lu: sentence(
        f"{e['players']} players with {money(n)(1500)} each; {lu.does(e['first'], 'starts')}."
    ),
    "go": lambda e, n, lu: sentence(
        f"{lu.who(e['seat'])} collected {money(n)(e['amount'])} at GO; chips green again."
    ),
    "auction_again": lambda e, n, lu: sentence(
        f"The winning bid was not paid: {_lot(e, n)} is auctioned again."
    ),
    "rent_excused": lambda e, n, lu: sentence(
        f"{lu.who(e['seat'])} took a rent holiday on {space(e['street'], n)}."
    ),
    "paid": _paid,
    "payment_off": lambda e, n, lu: sentence(
        f"{lu.who(e['seat'])} could not complete a payment of {money(n)(e['amount'])}: "
        "it is called off."
    ),
    "decode": _decode,
    "decode_card": _decode_card,
    "bank_issued": lambda e, n, lu: sentence(
        f"The bank ran out of notes and issued new ones ({notes(e['notes'], n)})."
    ),
    "debt": lambda e, n, lu: sentence(
        f"{lu.does(e['seat'], 'owes')} {money(n)(e['amount'])} more than "
        f"{lu.they(e['seat'])} hold and must raise money."
    ),
    "sold_hotel": lambda e, n, lu: sentence(
        f"{lu.who(e['seat'])} sold the hotel on {space(e['street'], n)} for {money(n)(e['price'])}."
    ),
    "chest": _chest,
    "take_chance": lambda e, n, lu: sentence(
        f'{lu.who(e["seat"])} took the Chance card "{card_text(e["card"])}"'
        + (f' and put back "{card_text(e["returned"])}"' if e["returned"] is not None else "")
        + "."
    ),
    "keep_chance": lambda e, n, lu: sentence(
        f"{lu.who(e['seat'])} kept {lu.whose(e['seat'])} Chance card."
    ),
    "cards_given": _cards_given,
}


event = reader(EVENTS, "us")
