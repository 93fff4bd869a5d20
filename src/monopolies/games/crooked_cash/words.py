"""Everything Crooked Cash says, in every front end: its events as sentences ("Seat 2
decoded one of your $50 notes: fake!"), what is asked of a player (including whether to
decode someone's payment), its menu, its rules in one screen.

The event dicts are the ones the board blocks and `rules/` emit; every type has a sentence
here. Events never name note ids (nobody sees another player's notes), so neither do
these sentences.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from rich.text import Text

from monopolies.games.board.words import (
    BANK,
    BLOCK_GROUPS,
    EventText,
    block_steps,
    contest_question,
    debt_question,
    debt_sentence,
    edition_words,
    reader,
    rent_question,
    sentences,
    street_name,
    trade_question,
    who,
    window_question,
)
from monopolies.games.crooked_cash import data, paying
from monopolies.games.crooked_cash.rules import actions
from monopolies.games.crooked_cash.rules.actions import card_text, money, printed
from monopolies.games.crooked_cash.rules.edition import LAST_STREET
from monopolies.games.crooked_cash.rules.notes import SMALLEST, in_notes
from monopolies.words.game import Routine
from monopolies.words.people import Lineup, upper_first
from monopolies.words.sentences import sentence
from monopolies.words.steps import Describe, Step

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
    """A card to keep is not read aloud when it lies face down (rulings CC-R14); a sum no
    notes can pay is said as the whole notes paid (rulings CC-R3: "Pay $25" is $30), so
    the payments that follow add up."""
    if "card" not in e:
        return sentence(f"{lu.who(e['seat'])} drew Community Chest and kept it face down.")
    kept = " and kept it" if e.get("kept") else ""
    card = data.CARDS[e["card"]]
    text = printed(card.text, n)
    paid = in_notes(card.amount)
    m = money(n)
    whole = (
        f" (rounded up to {m(paid)}: no note is smaller than {m(SMALLEST)})"
        if paid != card.amount
        else ""
    )
    return sentence(f'{lu.who(e["seat"])} drew Community Chest: "{text}"{whole}{kept}.')


def _cards_given(e: Json, n: str, lu: Lineup) -> Text:
    named = [f'"{card_text(c, n)}"' for c in e["cards"]]
    down = e.get("face_down", 0)
    if down:
        named.append(f"{down} face-down Community Chest card{'s' if down > 1 else ''}")
    return sentence(
        f"{upper_first(lu.who(e['to']))} got {lu.whose(e['seat'])} cards: {', '.join(named)}."
    )


def _decode(e: Json, n: str, lu: Lineup) -> Text:
    verdict = (
        ("fake! " + upper_first(lu.does(e["seat"], "keeps")) + " it.", "bold red")
        if e["fake"]
        else "real."
    )
    whose = "the bank's" if e["payer"] == BANK else lu.whose(e["payer"])
    return Text.assemble(
        sentence(f"{lu.who(e['seat'])} decoded one of {whose} {money(n)(e['value'])} notes: "),
        verdict,
    )


def _decode_card(e: Json, n: str, lu: Lineup) -> Text:
    text = card_text(e["card"], n)
    if e["fake"]:
        return Text.assemble(
            sentence(f'{lu.who(e["seat"])} decoded {lu.whose(e["holder"])} "{text}": '),
            ("fake! ", "bold red"),
            f"It does nothing, and {lu.who(e['seat'])} collected {money(n)(data.DECODE_REWARD)}.",
        )
    return sentence(f'{lu.who(e["seat"])} decoded {lu.whose(e["holder"])} "{text}": real.')


def _lot(e: Json, n: str) -> str:
    return "the last hotel" if e["lot"] == "hotel" else space(e["lot"], n)


def _aims_at_seat(card: int) -> bool:
    c = data.CARDS[card]
    return actions.TARGET.get((c.deck, c.action)) == "seat"


EVENTS: dict[str, EventText] = {
    **sentences(data.SPACES, money, card_text, _aims_at_seat),
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
    "debt": lambda e, n, lu: debt_sentence(e, money(n), lu),
    "sold_hotel": lambda e, n, lu: sentence(
        f"{lu.who(e['seat'])} sold the hotel on {space(e['street'], n)} for {money(n)(e['price'])}."
    ),
    "chest": _chest,
    "take_chance": lambda e, n, lu: sentence(
        f'{lu.who(e["seat"])} took the Chance card "{card_text(e["card"], n)}"'
        + (f' and put back "{card_text(e["returned"], n)}"' if e["returned"] is not None else "")
        + "."
    ),
    "keep_chance": lambda e, n, lu: sentence(
        f"{lu.who(e['seat'])} kept the Chance card already in hand."
    ),
    "cards_given": _cards_given,
}


event = reader(EVENTS, "us")


# What is being asked ----------------------------------------------------------------------


RULES = f"""\
[bold]Crooked Cash in one screen[/]
• Roll, move, and do what the space says. Buy an unowned street or it is auctioned
  (anyone may bid, raising by 10 or more). The game ends the moment every street
  is owned; then everyone collects one rent per street, and the most cash wins.
• Rent is only owed if the owner asks for it. A complete colour set doubles rent;
  a hotel (one per street, {data.HOTELS} in all) raises it to the hotel rent.
• Money is notes of 10, 20, 50, 100 and 500, and some are [bold]fake[/] - nobody knows
  which, not even their holder. You pay note by note and get change.
• When someone else pays (not the bank's rewards), you may spend a green [bold]decoder
  chip[/] to check one of their notes: a fake is yours to keep and they pay again.
  Chips turn green again at GO. You cannot decode from Jail.
• Chance: take one of the three face-up cards (one at a time). Half are fake: when
  someone plays one, you may decode it; a fake does nothing and pays you \
${data.DECODE_REWARD} (M{data.DECODE_REWARD} in the UK naming).
• Fake notes still count at face value at the end: spend the ones you know are fake.
[bold]The menu[/]: type an action's number and Enter; [bold]?[/] shows this help, \
[bold]h[/] suggests the three best moves (hints), [bold]q[/] quits (you can save the replay)."""


def held_text(c: Json) -> str:
    """A kept card as its holder sees it, or a face-down one as others do (rulings CC-R14)."""
    return card_text(c["card"]) if "card" in c else "a face-down Community Chest card"


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
        f"{owes} {who(p['payee'], lu)} {m(p['owed'])} ({m(on_table)} laid down so far). "
        "Pay with notes that cover it; change comes back."
    )


def _decode_question(p: Json, obs: Json, lu: Lineup) -> Text:
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
    card = card_text(p["card"], obs["names"])
    return Text(
        f'{upper_first(lu.who(p["seat"]))} played "{card}". Spend a green '
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
        f"{debt_question(p, obs, m)}: sell hotels or streets to the bank, or offer a trade. "
        "With nothing left to sell you are bankrupt."
    )


SITUATIONS: dict[str, Callable[[Json, Json, Lineup], Text]] = {
    "payment": _payment,
    "decode": _decode_question,
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


# The menu ---------------------------------------------------------------------------------


def _money(obs: Json) -> Callable[[int], str]:
    return actions.money(obs["names"])


def _street(obs: Json, space: Any) -> str:
    return str(data.LAYOUT.spaces[int(space)].name(obs["names"]))


def _known(a: Json) -> str:
    return f" (known {a['known']})" if a.get("known") else ""


def _note(title: str) -> Describe:
    def step(a: Json, obs: Json, lu: Lineup) -> Step:
        return Step(title, f"{_money(obs)(a['value'])} note{_known(a)}")

    return step


STEPS: dict[str, Describe] = {
    **block_steps(_money, _street, actions.card_text, _aims_at_seat),
    "pay_note": _note("Pay with…"),
    "decode_note": lambda a, obs, lu: Step(
        "Decode",
        f"one of {'the bank' if a['payer'] == -1 else lu.who(a['payer'])}'s "
        f"{_money(obs)(a['value'])} notes",
    ),
    "decode_card": lambda a, obs, lu: Step(
        "Decode", f"the {actions.card_text(a['card'], obs['names'])} card"
    ),
    "take_chance": lambda a, obs, lu: Step(
        "Take a Chance card",
        f"card {a['slot'] + 1}: {actions.card_text(a['card'], obs['names'])}",
    ),
}


WORDS = edition_words(
    "Monopoly Crooked Cash",
    RULES,
    event=event,
    situations=SITUATIONS,
    groups=GROUPS,
    steps=STEPS,
    windows={"no_decode": Routine("Decode")},
    payment=paying.proposal,
    money=actions.money,
    endings={LAST_STREET: "every street is owned, and the most cash wins"},
)
