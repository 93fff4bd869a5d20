"""What both board editions (Crooked Cash, Cheaters) say alike, in each edition's words.

Both emit the same events from the shared blocks (`games/board/rules`: turns, moves, Jail,
deeds, auctions, rent, hotels, trades, debts), ask about the same decisions (rent, trades,
the window before a roll, the last hotel) and offer the same moves (bids, sales, trades,
kept cards), and read them alike but for their money, their spaces' names and their
cards' texts; this builds those sentences, questions and menu steps once from those, and
each edition's words add or replace its own.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any, Final

from rich.text import Text

from monopolies.games.board.rules.auction import QUICK_RAISES
from monopolies.games.board.rules.debt import LAST_PLAYER
from monopolies.games.board.rules.layout import Space
from monopolies.games.board.rules.turn import ROUND_LIMIT
from monopolies.words.game import GameWords, Routine
from monopolies.words.people import Lineup, upper_first
from monopolies.words.sentences import sentence
from monopolies.words.steps import Describe, Step

Json = dict[str, Any]
Money = Callable[[int], str]
EventText = Callable[[Json, str, Lineup], "Text | None"]
Situation = Callable[[Json, Json, Lineup], Text]
BANK = -1


def who(seat: int, lu: Lineup) -> str:
    """A seat, or the bank, as the subject or object of a sentence."""
    return "the bank" if seat == BANK else lu.who(seat)


# Why the winners won, by the game's end reason (else: the most cash). With one player
# left nobody was outcounted, and the reason already says why.
WON_BY: Final = {LAST_PLAYER: ""}
# Why a board game ended, as its result's headline says it (`GameWords.endings`); each
# edition adds its own ending.
ENDINGS: Final = {
    ROUND_LIMIT: "the round limit came, and the most cash wins",
    LAST_PLAYER: "everyone else went bankrupt",
}
# How a hotel went up, by the `hotel` event's `how`: its words, never the raw tag ("put a
# hotel on Mayfair (bought)").
HOTEL_PUT: Final = {
    "bought": "{who} built a hotel on {street}.",
    "auction": "{who} put the last hotel, won at auction, on {street}.",
    "card": "{who} put a free hotel on {street} with a card.",
    "cheat undone": "{whose} hotel on {street} is back up (the cheat undone).",
}


def sentences(
    spaces: Sequence[Space],
    money: Callable[[str], Money],
    card_text: Callable[[int, str], str],
    aims_at_seat: Callable[[int], bool],
) -> dict[str, EventText]:
    """Every shared event's sentence; `money(names)` writes amounts in that naming,
    `card_text(card, names)` a card's text in it, and `aims_at_seat(card)` says a played
    card's target is a player (named: "choosing Cleo"), not a street (told by what
    follows)."""

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
                out.append(space(int(ident), n) if kind == "street" else card_text(int(ident), n))
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
        why = WON_BY.get(e["reason"], " with the most cash")
        return Text(f"Game over ({e['reason']}): {winners} won{why}.", style="bold")

    def hotel(e: Json, n: str, lu: Lineup) -> Text:
        return sentence(
            HOTEL_PUT[e["how"]].format(
                who=lu.who(e["seat"]), whose=lu.whose(e["seat"]), street=space(e["street"], n)
            )
        )

    def play_card(e: Json, n: str, lu: Lineup) -> Text:
        chosen = e.get("target")
        on = (
            f", choosing {lu.who(chosen)}" if chosen is not None and aims_at_seat(e["card"]) else ""
        )
        return sentence(f'{lu.who(e["seat"])} played "{card_text(e["card"], n)}"{on}.')

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
        "hotel": hotel,
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
        "play_card": play_card,
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


# What is being asked ----------------------------------------------------------------------


def street_name(obs: Json, street: int) -> str:
    return str(obs["board"][street]["name"])


def rent_question(p: Json, obs: Json, lu: Lineup, money: Money) -> Text:
    street = street_name(obs, p["street"])
    if p["asked"] is None:
        return Text(f"{upper_first(lu.who(p['payer']))} landed on your {street}: ask for rent?")
    asked = f"asked {lu.who(p['payer'])} for {money(p['asked'])} rent on {street}."
    return Text(f"{upper_first(lu.who(p['owner']))} {asked}")


def trade_question(p: Json, obs: Json, lu: Lineup) -> Text:
    if p["offered"]:
        return Text(f"Accept {lu.whose(p['proposer'])} trade?")
    return Text("Compose your trade item by item, then offer it (or cancel).")


def window_question(p: Json, obs: Json, lu: Lineup) -> Text:
    return Text(
        f"Before {lu.does(p['seat'], 'rolls')}: build a hotel, or propose a trade for a colour "
        "set one trade would complete?"
    )


def contest_question(p: Json, obs: Json, lu: Lineup) -> Text:
    return Text("Someone wants the last hotel: do you want it too?")


# Menu headings of the block actions both editions offer (trades go under "Trade").
BLOCK_GROUPS = {
    "buy_hotel": "Build",
    "contest_hotel": "Build",
    "use_card": "Play a card",
    "bid": "Auction",
    "sell_street": "Raise money",
    "ask_rent": "Rent",
    "waive_rent": "Rent",
    "pay_rent": "Rent",
    "buy": "Buy",
    "decline": "Buy",
}


def menu_group(kind: str, groups: Mapping[str, str]) -> str:
    """The menu heading of an action kind: every trade step under "Trade", else `groups`
    (the edition's, with `BLOCK_GROUPS`), else "Your move"."""
    if kind.startswith("trade") or kind.endswith("_trade"):
        return "Trade"
    return groups.get(kind, "Your move")


def ask(obs: Json, lineup: Lineup, questions: Mapping[str, Situation]) -> Text | None:
    """The question `questions` asks for the pending decision's kind, if any."""
    pending = obs.get("pending")
    if pending is None:
        return None
    render = questions.get(pending["kind"])
    return render(pending, obs, lineup) if render else None


# The menu ---------------------------------------------------------------------------------


def debt_sentence(e: Json, money: Money, lu: Lineup) -> Text:
    """A debt opened: what is owed, what the debtor holds, and the difference to raise."""
    short = e["amount"] - e["cash"]
    return sentence(
        f"{lu.does(e['seat'], 'owes')} {money(e['amount'])} and {lu.verb(e['seat'], 'holds')} "
        f"{money(e['cash'])}: {lu.they(e['seat'])} must raise {money(short)} more."
    )


def debt_question(p: Json, obs: Json, money: Money) -> str:
    """The debtor's question: the shortfall now (what is owed less the cash held, which
    grows as the debtor sells), then how to raise it."""
    cash = obs["players"][obs["seat"]]["cash"]
    return (
        f"You owe {money(p['amount'])} and hold {money(cash)}: you must raise "
        f"{money(p['amount'] - cash)} more"
    )


def debt_ways(obs: Json, ways: Mapping[str, str]) -> str:
    """The ways the debtor has now of raising money, from `ways` (its words by action kind,
    in the order said) whose kind is legal: a debtor with no street left is not told to
    sell one."""
    legal = {a["kind"] for a in obs["legal"]}
    return " or ".join(said for kind, said in ways.items() if kind in legal)


def block_steps(
    money: Callable[[Json], Callable[[int], str]],
    street: Callable[[Json, Any], str],
    card: Callable[[int, str], str],
    aims_at_seat: Callable[[int], bool],
) -> dict[str, Describe]:
    """Steps shared by the board editions: bids, sales, trades, kept cards (a card whose
    target is a seat when `aims_at_seat(card)`, else a street)."""

    def m(obs: Json, amount: Any) -> str:
        return money(obs)(int(amount))

    return {
        "bid": lambda a, obs, lu: Step(
            "Bid",
            m(obs, a["amount"]),
            amount=a["amount"],
            quick=a["amount"] - obs["pending"]["high_bid"] in QUICK_RAISES,
        ),
        "sell_street": lambda a, obs, lu: Step(
            "Sell to the bank",
            f"{street(obs, a['street'])} for {m(obs, a['price'])}",
        ),
        "sell_hotel": lambda a, obs, lu: Step(
            "Sell to the bank",
            f"the hotel on {street(obs, a['street'])} for {m(obs, a['price'])}",
        ),
        "buy_hotel": lambda a, obs, lu: Step(
            "Buy a hotel", f"on {street(obs, a['street'])} for {m(obs, a['cost'])}"
        ),
        "trade_with": lambda a, obs, lu: Step("Trade with", lu.who(a["to"])),
        "trade_give": lambda a, obs, lu: Step("Offer", street(obs, a["street"])),
        "trade_give_card": lambda a, obs, lu: Step(
            "Offer", card(a["card"], obs["names"]), card=a["card"]
        ),
        "trade_give_cash": lambda a, obs, lu: Step("Offer", f"{m(obs, a['amount'])} more"),
        "trade_get": lambda a, obs, lu: Step("Ask for", street(obs, a["street"])),
        "trade_get_card": lambda a, obs, lu: Step("Ask for", card(a["card"], obs["names"])),
        "trade_get_cash": lambda a, obs, lu: Step("Ask for", f"{m(obs, a['amount'])} more"),
        "choose": lambda a, obs, lu: Step(
            "Choose",
            {"pay": "pay", "jail": "go to Jail"}.get(a["option"]) or street(obs, a["option"]),
        ),
        "use_card": lambda a, obs, lu: Step(
            f"Play {card(a['card'], obs['names'])}",
            target(a, obs, lu, street, aims_at_seat),
            card=a["card"],
        ),
    }


def target(
    a: Json,
    obs: Json,
    lu: Lineup,
    street: Callable[[Json, Any], str],
    aims_at_seat: Callable[[int], bool],
) -> str | None:
    target = a.get("target")
    if target is None:
        return None
    if 0 <= int(target) < len(obs["players"]) and aims_at_seat(a["card"]):
        return lu.who(target)
    return street(obs, target)


def edition_words(
    title: str,
    rules: str,
    *,
    event: Callable[[Json, Json, Lineup], Text | None],
    situations: Mapping[str, Situation],
    groups: Mapping[str, str],
    steps: Mapping[str, Describe],
    windows: Mapping[str, Routine] | None = None,
    money: Callable[[str], Callable[[int], str]],
    payment: Callable[[Json], Json | None] | None = None,
    endings: Mapping[str, str] | None = None,
) -> GameWords:
    """A board edition's words from its own: its `event` sentences, its questions by
    pending kind (`situations`), its menu `groups` and `steps`, its routine `windows` and
    `payment` proposal and its own `endings` beside the board's (`GameWords`); its scores
    count cash, written by `money(names)`."""
    return GameWords(
        title,
        rules,
        "Cash",
        event=event,
        situation=lambda obs, lineup, events: ask(obs, lineup, situations),
        group=lambda action, obs: menu_group(action["kind"], groups),
        steps=steps,
        windows=windows or {},
        payment=payment or (lambda obs: None),
        out=bankrupt,
        score_text=lambda score, options: money(options["names"])(score),
        endings={**ENDINGS, **(endings or {})},
    )


def bankrupt(obs: Json) -> str | None:
    """Why the observing seat is out of the game: a bankrupt player's token leaves the board."""
    seat = obs["seat"]
    if seat is None or obs["players"][seat]["alive"]:
        return None
    return "you went bankrupt"
