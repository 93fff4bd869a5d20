"""Menu entries as two-step choices: the card or move first, then the one thing that varies.

A turn can offer dozens of moves that differ in one parameter (which colour a wild moves
to, whose property a Sly Deal takes, which note pays). Each legal action gets a `Step`:
the first step it shares with its siblings (`choice`), what sets it apart (`option`), the
consequence of a costly move (`warning`) and the card of the seat's own it uses (`card`).
Entries sharing a menu group and a choice collapse into one chooser, in the terminal
(`terminal.menu`) and in the browser (`server.narration.menu`, docs in the menu contract).

Pure: reads only the acting seat's observation and the action's JSON form, so nothing
here can show what the seat may not know.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from typing import Any

from monopolies.games.board.rules.auction import QUICK_RAISES
from monopolies.games.card_game import data as card_game_data
from monopolies.games.cheaters import data as cheaters_data
from monopolies.games.cheaters.rules import actions as cheaters_actions
from monopolies.games.crooked_cash import data as crooked_cash_data
from monopolies.games.crooked_cash.rules import actions as crooked_cash_actions
from monopolies.games.deal import data as deal_data
from monopolies.games.deal.rules.actions import card_name, colour_label
from monopolies.games.registry import KITS
from monopolies.words.lineup import Lineup

Json = dict[str, Any]

MAX_OPTIONS = 12  # a chooser with more options splits by its `split` (the target seat)


@dataclass(frozen=True)
class Step:
    """How one legal action sits in a two-step menu (every field optional).

    `split` is a finer `choice` for when a chooser would be too long ("Sly Deal" becomes
    "Sly Deal on seat 2"). `text`, where set, says the move
    more fully than the edition's describer can without the table ("Move Property
    Wildcard (any colour) from your yellow set to brown"): menus read it instead.
    `amount` is the number an option stands for where a chooser may be answered by typing
    it (a bid), and `quick` whether the option is also offered as a line or button of its
    own (the quick raises); the others are reached by typing.
    """

    choice: str | None = None
    option: str | None = None
    warning: str | None = None
    card: int | None = None
    split: str | None = None
    text: str | None = None
    amount: int | None = None
    quick: bool = True

    def fields(self) -> Json:
        """The menu-contract fields that are set (`choice` only with its `option`)."""
        out: Json = {}
        if self.choice is not None and self.option is not None:
            out["choice"] = self.choice
            out["option"] = self.option
        if self.warning is not None:
            out["warning"] = self.warning
        if self.card is not None:
            out["card"] = self.card
        if self.amount is not None:
            out["amount"] = self.amount
            out["quick"] = self.quick
        return out


Describe = Callable[[Json, Json, Lineup], Step]


def steps(variant: str, actions: Sequence[Json], groups: Sequence[str], obs: Json) -> list[Step]:
    """One Step per action (JSON forms, in order), choosers of one option made plain."""
    lineup = Lineup(tuple("" for _ in obs["players"]), obs["seat"])
    kit = KITS.get(variant)
    table: dict[str, Describe] = kit.part("menu_steps") if kit is not None else {}
    raw = [_step(table, a, obs, lineup) for a in actions]
    return settle(raw, groups)


def _step(table: dict[str, Describe], action: Json, obs: Json, lineup: Lineup) -> Step:
    describe = table.get(action["kind"])
    return describe(action, obs, lineup) if describe else Step()


def settle(raw: Sequence[Step], groups: Sequence[str]) -> list[Step]:
    """Split choosers longer than MAX_OPTIONS by their `split`, and drop the choice of a
    chooser with a single option (it is then one plain line)."""

    def key(i: int, s: Step) -> tuple[str, str | None]:
        return (groups[i], s.choice)

    sized = Counter(key(i, s) for i, s in enumerate(raw))
    split = [
        replace(s, choice=s.split) if s.choice and s.split and sized[key(i, s)] > MAX_OPTIONS else s
        for i, s in enumerate(raw)
    ]
    sized = Counter(key(i, s) for i, s in enumerate(split))
    return [
        s
        if s.choice and sized[key(i, s)] > 1
        else replace(s, choice=None, option=None, amount=None, quick=True)
        for i, s in enumerate(split)
    ]


# Deal -------------------------------------------------------------------------------------


def _deal_set_of(obs: Json, seat: int, card: int) -> str | None:
    """The colour of the set on `seat`'s table holding `card`, if it is on the table."""
    player = next(p for p in obs["players"] if p["seat"] == seat)
    return next((s["color"] for s in player["sets"] if card in s["cards"]), None)


def _deal_where(obs: Json, lineup: Lineup, seat: int, card: int) -> str:
    """ "seat 2's orange set" / "your orange set"."""
    colour = _deal_set_of(obs, seat, card)
    shown = colour_label(colour, obs["names"]) if colour else "?"
    return f"{lineup.whose(seat)} {shown} set"


def _deal_take(title: str) -> Describe:
    def step(a: Json, obs: Json, lu: Lineup) -> Step:
        names = obs["names"]
        where = _deal_where(obs, lu, a["target"], a["take"])
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
    card = deal_data.CARDS[a["card"]]
    pend = obs.get("pending") or {}
    owed = pend.get("amount", 0) - pend.get("paid", 0)
    warning = None
    if card.value > owed and "actor" in pend:
        warning = f"{card.value - owed}M more than you owe: no change is given."
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
    where = _deal_where(obs, lu, obs["seat"], a["card"])
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
        f"{card_name(a['card'], obs['names'])} from {_deal_where(obs, lu, obs['seat'], a['card'])}"
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
    card = deal_data.CARDS[a["card"]]
    if card.kind == "money":
        return Step("Bank a card", f"{card.value}M", card=a["card"])
    warning = (
        f"{card_name(card.id, names)} becomes {card.value}M in your bank and cannot be played."
    )
    return Step("Bank a card", f"{card_name(card.id, names)} as {card.value}M", warning, a["card"])


def _deal_card(a: Json, obs: Json, lu: Lineup) -> Step:
    return Step(card=a.get("card"))


DEAL: dict[str, Describe] = {
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
        f"{lu.who(a['target'])}: {deal_data.DEBT_COLLECTOR_AMOUNT}M",
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


# The Card Game ------------------------------------------------------------------------------


def _partner(target: Any, lu: Lineup) -> str:
    if isinstance(target, str):
        return target.replace("dummy-", "dummy pile ")
    return lu.who(target)


def _cg_name(card: int) -> str:
    return card_game_data.CARDS[card].name


CARD_GAME: dict[str, Describe] = {
    "trade": lambda a, obs, lu: Step(
        f"Trade with {_partner(a['with'], lu)}",
        f"{a['count']} card{'s' if a['count'] != 1 else ''}",
    ),
    "discard": lambda a, obs, lu: Step("Discard", _cg_name(a["card"]), card=a["card"]),
    "go_out": lambda a, obs, lu: Step(
        "Go out",
        f"discarding {_cg_name(a['card'])}",
        "The hand ends now: everyone lays down and scores.",
        card=a["card"],
    ),
}


# The board editions (Crooked Cash, Cheaters) ------------------------------------------------


def _board(
    money: Callable[[Json], Callable[[int], str]],
    street: Callable[[Json, Any], str],
    card: Callable[[int], str],
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
        "trade_give_card": lambda a, obs, lu: Step("Offer", card(a["card"]), card=a["card"]),
        "trade_give_cash": lambda a, obs, lu: Step("Offer", f"{m(obs, a['amount'])} more"),
        "trade_get": lambda a, obs, lu: Step("Ask for", street(obs, a["street"])),
        "trade_get_card": lambda a, obs, lu: Step("Ask for", card(a["card"])),
        "trade_get_cash": lambda a, obs, lu: Step("Ask for", f"{m(obs, a['amount'])} more"),
        "choose": lambda a, obs, lu: Step(
            "Choose",
            {"pay": "pay", "jail": "go to Jail"}.get(a["option"]) or street(obs, a["option"]),
        ),
        "use_card": lambda a, obs, lu: Step(
            f"Play {card(a['card'])}",
            _target(a, obs, lu, street, aims_at_seat),
            card=a["card"],
        ),
    }


def _target(
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


def _cc_aims_at_seat(card: int) -> bool:
    c = crooked_cash_data.CARDS[card]
    return crooked_cash_actions.TARGET.get((c.deck, c.action)) == "seat"


def _ch_aims_at_seat(card: int) -> bool:
    return cheaters_actions.CARD_TARGET.get(cheaters_data.CARDS[card].action) == "seat"


def _cc_money(obs: Json) -> Callable[[int], str]:
    return crooked_cash_actions.money(obs["names"])


def _cc_street(obs: Json, space: Any) -> str:
    return str(crooked_cash_data.LAYOUT.spaces[int(space)].name(obs["names"]))


def _known(a: Json) -> str:
    return f" (known {a['known']})" if a.get("known") else ""


def _cc_note(title: str) -> Describe:
    def step(a: Json, obs: Json, lu: Lineup) -> Step:
        return Step(title, f"{_cc_money(obs)(a['value'])} note{_known(a)}")

    return step


CROOKED_CASH: dict[str, Describe] = {
    **_board(_cc_money, _cc_street, crooked_cash_actions.card_text, _cc_aims_at_seat),
    "pay_note": _cc_note("Pay with…"),
    "decode_note": lambda a, obs, lu: Step(
        "Decode",
        f"one of {'the bank' if a['payer'] == -1 else lu.who(a['payer'])}'s "
        f"{_cc_money(obs)(a['value'])} notes",
    ),
    "decode_card": lambda a, obs, lu: Step(
        "Decode", f"the {crooked_cash_actions.card_text(a['card'])} card"
    ),
    "take_chance": lambda a, obs, lu: Step(
        "Take a Chance card",
        f"card {a['slot'] + 1}: {crooked_cash_actions.card_text(a['card'])}",
    ),
}


def _ch_money(obs: Json) -> Callable[[int], str]:
    return cheaters_actions.money_in(obs["names"])


def _ch_street(obs: Json, space: Any) -> str:
    return str(cheaters_data.LAYOUT.spaces[int(space)].name(obs["names"]))


def _cheat(a: Json, obs: Json, lu: Lineup) -> Step:
    """A cheat: its card first, then what it aims at (`data.Cheat.aim`), and the penalty
    if it is caught as the warning."""
    c = cheaters_data.cheat(a["card"])
    names = obs["names"]
    read: dict[str, Callable[[Any], str]] = {
        "street": lambda v: _ch_street(obs, v),
        "other": lambda v: _ch_street(obs, v),
        "target": str,
        "spaces": str,
        "instead": lambda v: cheaters_actions.printed(cheaters_actions.card_text(int(v)), names),
    }
    words = {p: read[p](a[p]) for p in c.params}
    amount = cheaters_actions.money_in(names)(c.amount)
    penalty = cheaters_actions.printed(c.penalty, names)
    return Step(
        f"Cheat: {c.name}",
        c.aim.format(amount=amount, **words) if c.aim else None,
        f"If someone calls Cheat! on it: {penalty[:1].lower()}{penalty[1:]}.",
        a["card"],
    )


CHEATERS: dict[str, Describe] = {
    **_board(_ch_money, _ch_street, cheaters_actions.card_text, _ch_aims_at_seat),
    "cheat": _cheat,
    "call_cheat": lambda a, obs, lu: Step(
        f"Call Cheat! on {lu.who(a['accused'])}",
        cheaters_data.cheat(a["card"]).name,
        f"If {lu.who(a['accused'])} is innocent, you pay {_ch_money(obs)(100)}.",
    ),
    "discard_card": lambda a, obs, lu: Step(
        "Discard", cheaters_actions.card_text(a["card"]), card=a["card"]
    ),
    "choose_player": lambda a, obs, lu: Step("Swap places with", lu.who(a["target"])),
    "place_token": lambda a, obs, lu: Step(
        f"Put {lu.whose(a['target'])} token on…", _ch_street(obs, a["space"])
    ),
}
