"""The sentences for the shared board blocks' public events, in each board edition's words.

Both board editions (Crooked Cash, Cheaters) emit the same events from `board/` (turns,
moves, Jail, deeds, auctions, rent, hotels, trades, debts), and read them alike but for
their money, their spaces' names and their cards' texts; `sentences` builds them once from
those, and each edition's events module adds or replaces the sentences of its own events.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from rich.text import Text

from monopolies.games.board.rules.layout import Space
from monopolies.games.deal.text import sentence
from monopolies.words.lineup import Lineup, upper_first

Json = dict[str, Any]
Money = Callable[[int], str]
EventText = Callable[[Json, str, Lineup], "Text | None"]
BANK = -1


def who(seat: int, lu: Lineup) -> str:
    """A seat, or the bank, as the subject or object of a sentence."""
    return "the bank" if seat == BANK else lu.who(seat)


def sentences(
    spaces: Sequence[Space], money: Callable[[str], Money], card_text: Callable[[int], str]
) -> dict[str, EventText]:
    """Every shared event's sentence; `money(names)` writes amounts in that naming."""

    def space(i: int, names: str) -> str:
        return spaces[i].name(names)

    def lot(e: Json, n: str) -> str:
        return "the last hotel" if e["lot"] == "hotel" else space(e["lot"], n)

    def move(e: Json, n: str, lu: Lineup) -> Text:
        rolled = f" rolled {e['dice'][0]}+{e['dice'][1]} and" if "dice" in e else ""
        return sentence(f"{lu.who(e['seat'])}{rolled} moved to {space(e['to'], n)}.")

    def trade_offer(e: Json, n: str, lu: Lineup) -> Text:
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

    def game_over(e: Json, n: str, lu: Lineup) -> Text:
        winners = " and ".join(lu.who(s) for s in e["winners"])
        return Text(f"Game over ({e['reason']}): {winners} won with the most cash.", style="bold")

    return {
        "start_roll": lambda e, n, lu: sentence(
            "Starting rolls: "
            + ", ".join(f"{lu.who(int(s))} {t}" for s, t in e["rolls"].items())
            + "."
        ),
        "turn": lambda e, n, lu: Text(
            f"Turn {e['turn']} (round {e['round']}): {lu.whose(e['seat'])} turn", style="bold"
        ),
        "move": move,
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
            f"{lu.who(e['seat'])} rolled a third double and went to Jail."
        ),
        "deed": lambda e, n, lu: sentence(
            f"{lu.does(e['seat'], 'now owns')} {space(e['street'], n)} ({e['how']})."
        ),
        "decline": lambda e, n, lu: sentence(
            f"{lu.who(e['seat'])} did not buy {space(e['street'], n)}: it goes to auction."
        ),
        "auction": lambda e, n, lu: sentence(f"Auction for {lot(e, n)}."),
        "bid": lambda e, n, lu: sentence(
            f"{lu.who(e['seat'])} bid {money(n)(e['amount'])} for {lot(e, n)}."
        ),
        "pass": lambda e, n, lu: sentence(f"{lu.who(e['seat'])} passed."),
        "stay_out": lambda e, n, lu: sentence(f"{lu.who(e['seat'])} stayed out of the auction."),
        "auction_won": lambda e, n, lu: sentence(
            f"{lu.who(e['seat'])} won {lot(e, n)} for {money(n)(e['bid'])}."
        ),
        "auction_unsold": lambda e, n, lu: sentence(
            f"Nobody bid: {lot(e, n)} stays with the bank."
        ),
        "rent_asked": lambda e, n, lu: sentence(
            f"{lu.who(e['seat'])} asked {lu.who(e['from'])} for {money(n)(e['amount'])} rent "
            f"on {space(e['street'], n)}."
        ),
        "rent_waived": lambda e, n, lu: sentence(
            f"{lu.who(e['seat'])} did not ask for rent on {space(e['street'], n)}."
        ),
        "bankrupt": lambda e, n, lu: Text(
            f"{upper_first(lu.who(e['seat']))} went bankrupt and left the game.", style="bold"
        ),
        "seized": lambda e, n, lu: sentence(
            f"All of {lu.whose(e['seat'])} cash ({money(n)(e['amount'])}) went to "
            f"{who(e['to'], lu)}."
        ),
        "sold_street": lambda e, n, lu: sentence(
            f"{lu.who(e['seat'])} sold {space(e['street'], n)} to the bank for "
            f"{money(n)(e['price'])}."
        ),
        "hotel": lambda e, n, lu: sentence(
            f"{lu.who(e['seat'])} put a hotel on {space(e['street'], n)} ({e['how']})."
        ),
        "hotel_moved": lambda e, n, lu: sentence(
            f"{lu.who(e['seat'])} moved the hotel from {space(e['from'], n)} to "
            f"{space(e['to'], n)}."
        ),
        "contest_hotel": lambda e, n, lu: sentence(
            f"{lu.does(e['seat'], 'wants')} the last hotel too: it will be auctioned."
        ),
        "trade_offer": trade_offer,
        "trade_rejected": lambda e, n, lu: sentence(
            f"{lu.who(e['seat'])} rejected {lu.whose(e['from'])} trade."
        ),
        "trade_done": lambda e, n, lu: sentence(
            f"{lu.who(e['with'])} accepted: the trade is done"
            + ("." if e["complete"] else " (some items were no longer there).")
        ),
        "trade_off": lambda e, n, lu: sentence("The trade's cash was not paid: the trade is off."),
        "play_card": lambda e, n, lu: sentence(
            f'{lu.who(e["seat"])} played "{card_text(e["card"])}".'
        ),
        "final_rent": lambda e, n, lu: sentence(
            f"{lu.who(e['seat'])} collected {money(n)(e['amount'])} in final rents."
        ),
        "game_over": game_over,
    }


def reader(
    events: dict[str, EventText], default_names: str
) -> Callable[[Json, Json, Lineup], Text | None]:
    """An edition's `event(e, options, lineup)`: its sentence, or the raw fields of an event
    with none (so a new event shows up at once, if plainly)."""

    def event(e: Json, options: Json, lineup: Lineup) -> Text | None:
        render = events.get(e["type"])
        if render is None:
            fields = ", ".join(f"{k}={v}" for k, v in e.items() if k != "type")
            return Text(f"{e['type']}: {fields}")
        return render(e, options.get("names", default_names), lineup)

    return event
