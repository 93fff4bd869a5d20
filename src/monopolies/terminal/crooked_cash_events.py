"""Crooked Cash's public events as sentences ("Seat 2 decoded one of your $50 notes: fake!").

The event dicts are the ones `board/` and `variants/crooked_cash/` emit; every type has a
sentence here. Events never name note ids (nobody sees another player's notes), so
neither do these sentences.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from rich.text import Text

from monopolies.terminal.deal_text import sentence
from monopolies.terminal.lineup import Lineup
from monopolies.variants.crooked_cash import data
from monopolies.variants.crooked_cash.actions import card_text, money

Json = dict[str, Any]
BANK = -1


def space(i: int, names: str) -> str:
    return data.SPACES[i].name(names)


def who(seat: int, lu: Lineup) -> str:
    return "the bank" if seat == BANK else lu.who(seat)


def notes(values: list[int], names: str) -> str:
    m = money(names)
    return ", ".join(m(v) for v in values) if values else "no notes"


def _move(e: Json, n: str, lu: Lineup) -> Text:
    rolled = f" rolled {e['dice'][0]}+{e['dice'][1]} and" if "dice" in e else ""
    return sentence(f"{lu.who(e['seat'])}{rolled} moved to {space(e['to'], n)}.")


def _paid(e: Json, n: str, lu: Lineup) -> Text:
    m = money(n)
    payer, to = who(e["seat"], lu), who(e["to"], lu)
    if e["as"] == "change":
        return sentence(f"{payer} gave {to} {m(e['amount'])} change ({notes(e['notes'], n)}).")
    if e["as"] == "break":
        return sentence(f"{payer} changed {notes(e['notes'], n)} at the bank.")
    return sentence(f"{payer} paid {to} {m(e['owed'])} with {notes(e['notes'], n)}.")


def _decode(e: Json, n: str, lu: Lineup) -> Text:
    verdict = ("fake! " + lu.who(e["seat"]) + " keeps it", "bold red") if e["fake"] else "real."
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
            f"It does nothing and {lu.who(e['seat'])} collects {money(n)(data.DECODE_REWARD)}.",
        )
    return sentence(f'{lu.who(e["seat"])} decoded {lu.whose(e["holder"])} "{text}": real.')


def _trade_offer(e: Json, n: str, lu: Lineup) -> Text:
    def items(tags: list[str]) -> list[str]:
        out = []
        for tag in tags:
            kind, _, ident = tag.partition(":")
            out.append(space(int(ident), n) if kind == "street" else card_text(int(ident)))
        return out

    give, get = items(e["give"]), items(e["get"])
    m = money(n)
    if e["cash"] > 0:
        give.append(m(e["cash"]))
    elif e["cash"] < 0:
        get.append(m(-e["cash"]))
    return sentence(
        f"{lu.who(e['seat'])} offered {lu.who(e['to'])} a trade: "
        f"{', '.join(give) or 'nothing'} for {', '.join(get) or 'nothing'}."
    )


def _game_over(e: Json, n: str, lu: Lineup) -> Text:
    winners = " and ".join(lu.who(s) for s in e["winners"])
    return Text(f"Game over ({e['reason']}): {winners} won with the most cash.", style="bold")


def _lot(e: Json, n: str) -> str:
    return "the last hotel" if e["lot"] == "hotel" else space(e["lot"], n)


EventText = Callable[[Json, str, Lineup], "Text | None"]

EVENTS: dict[str, EventText] = {
    "start_roll": lambda e, n, lu: sentence(
        "Starting rolls: " + ", ".join(f"{lu.who(int(s))} {t}" for s, t in e["rolls"].items()) + "."
    ),
    "setup": lambda e, n, lu: sentence(
        f"{e['players']} players with {money(n)(1500)} each; {lu.who(e['first'])} starts."
    ),
    "turn": lambda e, n, lu: Text(
        f"Turn {e['turn']} (round {e['round']}): {lu.whose(e['seat'])} turn", style="bold"
    ),
    "move": _move,
    "go": lambda e, n, lu: sentence(
        f"{lu.who(e['seat'])} collected {money(n)(e['amount'])} at GO; chips green again."
    ),
    "jail": lambda e, n, lu: sentence(f"{lu.who(e['seat'])} went to Jail."),
    "leave_jail": lambda e, n, lu: sentence(
        f"{lu.who(e['seat'])} left Jail"
        + {"fee": " paying the fee.", "double": " with a double.", "card": " with a card."}[
            e["how"]
        ]
    ),
    "jail_roll": lambda e, n, lu: sentence(
        f"{lu.who(e['seat'])} rolled {e['dice'][0]}+{e['dice'][1]} in Jail: no double."
    ),
    "third_double": lambda e, n, lu: sentence(
        f"{lu.who(e['seat'])} rolled a third double and goes to Jail."
    ),
    "deed": lambda e, n, lu: sentence(
        f"{lu.who(e['seat'])} now owns {space(e['street'], n)} ({e['how']})."
    ),
    "decline": lambda e, n, lu: sentence(
        f"{lu.who(e['seat'])} did not buy {space(e['street'], n)}: it goes to auction."
    ),
    "auction": lambda e, n, lu: sentence(f"Auction for {_lot(e, n)}."),
    "bid": lambda e, n, lu: sentence(
        f"{lu.who(e['seat'])} bid {money(n)(e['amount'])} for {_lot(e, n)}."
    ),
    "pass": lambda e, n, lu: sentence(f"{lu.who(e['seat'])} passed."),
    "auction_won": lambda e, n, lu: sentence(
        f"{lu.who(e['seat'])} won {_lot(e, n)} for {money(n)(e['bid'])}."
    ),
    "auction_unsold": lambda e, n, lu: sentence(f"Nobody bid: {_lot(e, n)} stays with the bank."),
    "auction_again": lambda e, n, lu: sentence(
        f"The winning bid was not paid: {_lot(e, n)} is auctioned again."
    ),
    "rent_asked": lambda e, n, lu: sentence(
        f"{lu.who(e['seat'])} asked {lu.who(e['from'])} for {money(n)(e['amount'])} rent "
        f"on {space(e['street'], n)}."
    ),
    "rent_waived": lambda e, n, lu: sentence(
        f"{lu.who(e['seat'])} did not ask for rent on {space(e['street'], n)}."
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
    "break_note": lambda e, n, lu: sentence(
        f"{lu.who(e['seat'])} changed a {money(n)(e['value'])} note at the bank."
    ),
    "bank_issued": lambda e, n, lu: sentence(
        f"The bank ran out of notes and issued new ones ({notes(e['notes'], n)})."
    ),
    "debt": lambda e, n, lu: sentence(
        f"{lu.who(e['seat'])} owes {money(n)(e['amount'])} more than they hold "
        f"and must raise money."
    ),
    "bankrupt": lambda e, n, lu: Text(
        f"{lu.who(e['seat']).capitalize()} went bankrupt and left the game.", style="bold"
    ),
    "seized": lambda e, n, lu: sentence(
        f"All of {lu.whose(e['seat'])} cash ({money(n)(e['amount'])}) went to {who(e['to'], lu)}."
    ),
    "sold_hotel": lambda e, n, lu: sentence(
        f"{lu.who(e['seat'])} sold the hotel on {space(e['street'], n)} for {money(n)(e['price'])}."
    ),
    "sold_street": lambda e, n, lu: sentence(
        f"{lu.who(e['seat'])} sold {space(e['street'], n)} to the bank for {money(n)(e['price'])}."
    ),
    "hotel": lambda e, n, lu: sentence(
        f"{lu.who(e['seat'])} put a hotel on {space(e['street'], n)} ({e['how']})."
    ),
    "hotel_moved": lambda e, n, lu: sentence(
        f"{lu.who(e['seat'])} moved the hotel from {space(e['from'], n)} to {space(e['to'], n)}."
    ),
    "contest_hotel": lambda e, n, lu: sentence(
        f"{lu.who(e['seat'])} wants the last hotel too: it will be auctioned."
    ),
    "trade_offer": _trade_offer,
    "trade_rejected": lambda e, n, lu: sentence(
        f"{lu.who(e['seat'])} rejected {lu.whose(e['from'])} trade."
    ),
    "trade_done": lambda e, n, lu: sentence(
        f"{lu.who(e['with'])} accepted: the trade is done"
        + ("." if e["complete"] else " (some items were no longer there).")
    ),
    "trade_off": lambda e, n, lu: sentence("The trade's cash was not paid: the trade is off."),
    "chest": lambda e, n, lu: sentence(
        f'{lu.who(e["seat"])} drew Community Chest: "{data.CARDS[e["card"]].text}".'
    ),
    "take_chance": lambda e, n, lu: sentence(
        f'{lu.who(e["seat"])} took the Chance card "{card_text(e["card"])}"'
        + (f' and put back "{card_text(e["returned"])}"' if e["returned"] is not None else "")
        + "."
    ),
    "keep_chance": lambda e, n, lu: sentence(f"{lu.who(e['seat'])} kept their Chance card."),
    "play_card": lambda e, n, lu: sentence(f'{lu.who(e["seat"])} plays "{card_text(e["card"])}".'),
    "final_rent": lambda e, n, lu: sentence(
        f"{lu.who(e['seat'])} collected {money(n)(e['amount'])} in final rents."
    ),
    "game_over": _game_over,
}


def event(e: Json, options: Json, lineup: Lineup) -> Text | None:
    render = EVENTS.get(e["type"])
    if render is None:
        fields = ", ".join(f"{k}={v}" for k, v in e.items() if k != "type")
        return Text(f"{e['type']}: {fields}")
    return render(e, options.get("names", "us"), lineup)
