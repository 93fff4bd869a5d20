"""How the board blocks' actions read aloud, in an edition's street names and money sign."""

from __future__ import annotations

from collections.abc import Callable

from monopolies.engine.action import Action
from monopolies.games.board.rules.layout import Layout

Text = Callable[[Action], str]


def block_texts(
    layout: Layout, names: str, money: Callable[[int], str], card: Callable[[int], str]
) -> dict[str, Text]:
    """Sentences for every block action; `money(100)` and `card(id)` are the edition's."""

    def street(value: object) -> str:
        return layout.spaces[int(str(value))].name(names)

    def tag(item: object) -> str:
        kind, _, ident = str(item).partition(":")
        return street(ident) if kind == "street" else card(int(ident))

    def offer(a: Action) -> str:
        # `a.get` is Action's method: the asked-for items are the field `a.get("get")`.
        gives, gets = a.get("give"), a.get("get")
        give = [tag(i) for i in gives] if isinstance(gives, tuple) else []
        get = [tag(i) for i in gets] if isinstance(gets, tuple) else []
        cash = int(a.cash)
        if cash > 0:
            give.append(money(cash))
        elif cash < 0:
            get.append(money(-cash))
        return (
            f"Offer seat {a.to} a trade: give {', '.join(give) or 'nothing'} "
            f"for {', '.join(get) or 'nothing'}"
        )

    def choose(a: Action) -> str:
        option = a.option
        if option == "pay":
            return "Pay"
        if option == "jail":
            return "Go to Jail"
        return f"Choose {street(option)}"

    def lot(a: Action) -> str:
        return "the last hotel" if a.lot == "hotel" else street(a.lot)

    return {
        "roll": lambda a: "Roll the dice",
        "pay_jail_fee": lambda a: f"Pay {money(int(a.amount))} to leave Jail",
        "roll_for_doubles": lambda a: "Roll for a double to leave Jail",
        "buy": lambda a: f"Buy {street(a.street)} for {money(int(a.price))}",
        "decline": lambda a: f"Don't buy {street(a.street)}: auction it",
        "bid": lambda a: f"Bid {money(int(a.amount))} for {lot(a)}",
        "pass": lambda a: "Pass",
        "ask_rent": lambda a: f"Ask for {money(int(a.amount))} rent on {street(a.street)}",
        "waive_rent": lambda a: f"Don't ask for rent on {street(a.street)}",
        "pay_rent": lambda a: f"Pay {money(int(a.amount))} rent on {street(a.street)}",
        "buy_hotel": lambda a: f"Buy a hotel on {street(a.street)} for {money(int(a.cost))}",
        "contest_hotel": lambda a: "I want the last hotel too: auction it",
        "choose": choose,
        "sell_hotel": lambda a: f"Sell the hotel on {street(a.street)} for {money(int(a.price))}",
        "sell_street": lambda a: f"Sell {street(a.street)} to the bank for {money(int(a.price))}",
        "propose_trade": lambda a: "Propose a trade",
        "trade_with": lambda a: f"Trade with seat {a.to}",
        "trade_give": lambda a: f"Offer {street(a.street)}",
        "trade_get": lambda a: f"Ask for {street(a.street)}",
        "trade_give_card": lambda a: f"Offer {card(int(a.card))}",
        "trade_get_card": lambda a: f"Ask for {card(int(a.card))}",
        "trade_give_cash": lambda a: f"Offer {money(int(a.amount))} more",
        "trade_get_cash": lambda a: f"Ask for {money(int(a.amount))} more",
        "offer_trade": offer,
        "cancel_trade": lambda a: "Cancel the trade",
        "accept_trade": lambda a: "Accept the trade",
        "reject_trade": lambda a: "Reject the trade",
        "declare_bankruptcy": lambda a: "Give up: declare yourself bankrupt",
    }
