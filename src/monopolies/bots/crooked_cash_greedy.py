"""A sensible casual Crooked Cash player, reading only its seat's observation.

It values streets by price and by how close they bring it to a complete colour set, buys
every street it can afford, bids up to a street's value (keeping a small reserve), always asks
for rent, builds hotels, spends the notes it knows are fake first (and otherwise the note
that leaves the least change), decodes when a payment holds a large note or comes from a
player caught before, and decodes every Chance card it can (a fake pays 100). It trades
as `board_trading` says: cash for the streets that complete its sets, streets for a
premium (`greedy:trade=0` makes no offers, to measure what trading is worth). No
look-ahead.

The observation is read only for decisions that need it, so easy decisions stay cheap.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from monopolies.bots.base import SeatView
from monopolies.bots.board_greedy import best_hotel, bid_up_to, cash
from monopolies.bots.board_trading import Trader
from monopolies.engine.action import Action
from monopolies.variants.crooked_cash import data

Obs = dict[str, Any]
SPACES = data.SPACES
MEMBERS = data.LAYOUT.members
LARGE_NOTE = 100
# How much a held Chance card is worth to this bot (for taking and swapping).
CARD_VALUE = {
    "collect": 150,
    "free_hotel": 140,
    "move_hotel": 120,
    "collect_from_each": 90,
    "half_price": 80,
    "rent_holiday": 70,
    "double_rent": 60,
    "advance_to_unowned": 60,
    "get_out_of_jail": 50,
    "advance_to_go": 50,
    "send_to_jail": 30,
    "chips_green": 20,
}


class CrookedCashGreedy:
    name = "greedy"

    def __init__(
        self, seed: int | None = None, reserve: int = 60, set_bonus: float = 0.6, trade: int = 1
    ) -> None:
        self.rng = random.Random(seed)
        self.reserve = reserve
        self.set_bonus = set_bonus
        self.proposes = bool(trade)  # `greedy:trade=0` answers offers but makes none
        self.trader = Trader(MEMBERS, lambda street: SPACES[street].price)

    def choose(self, view: SeatView) -> Action:
        """Decide by the kind of decision, which the first legal action tells."""
        legal = view.legal
        first = legal[0].kind
        if first in _ROLLING:
            return _before_rolling(self, view)
        if legal[-1].kind == "pass" and first in _WINDOW:
            return _window(self, view)
        decider = _DECIDERS.get(first)
        if decider is not None:
            return decider(self, view, [a for a in legal if a.kind == first])
        return _default(view)

    # Valuing streets -------------------------------------------------------------------

    def street_value(self, obs: Obs, seat: int, street: int) -> float:
        """Price, plus a bonus for each street of its colour this seat would then hold."""
        board = obs["board"]
        colour = SPACES[street].colour
        members = MEMBERS[colour]
        mine = sum(1 for s in members if board[s].get("owner") == seat)
        blocked = any(board[s].get("owner") not in (None, seat) for s in members if s != street)
        value = float(SPACES[street].price)
        if not blocked:
            value *= 1 + self.set_bonus * (mine + 1) / len(members)
            if mine + 1 == len(members):
                value *= 1.5
        return value


# Deciders, by the first kind in `_ORDER` that is legal ------------------------------------


def _decode_note(bot: CrookedCashGreedy, view: SeatView, options: list[Action]) -> Action:
    payer = int(options[0].payer)
    largest = max(options, key=lambda a: int(a.value))
    if int(largest.value) >= LARGE_NOTE:
        return largest
    obs = view.observation
    if payer >= 0 and obs["players"][payer]["caught"] > 0:
        return largest
    return next(a for a in view.legal if a.kind == "no_decode")


def _decode_card(bot: CrookedCashGreedy, view: SeatView, options: list[Action]) -> Action:
    return options[0]


def _pay(bot: CrookedCashGreedy, view: SeatView, options: list[Action]) -> Action:
    """`pay_note_choice`, remembered by the options (a payment asks at every note; the
    choice depends on nothing else, so an entry never goes stale)."""
    key = tuple(options)
    choice = _PAID.get(key)
    if choice is None:
        if len(_PAID) >= PAY_MEMO:
            _PAID.clear()
        choice = _PAID[key] = pay_note_choice(options)
    return choice


_PAID: dict[tuple[Action, ...], Action] = {}
PAY_MEMO = 50_000


def pay_note_choice(options: list[Action]) -> Action:
    """Known fakes first (the largest); then the smallest note covering what is still
    owed, unknown notes before known real ones; else the largest note."""
    left = int(options[0].owed)
    best: Action | None = None
    best_key: tuple[int, int, int] = (0, 0, 0)
    for a in options:
        value = int(a.value)
        known = a.get("known")
        if known == "fake":
            key = (3, value, 0)
        elif value >= left:
            key = (2, -value, known != "real")
        else:
            key = (1, value, known != "real")
        if best is None or key > best_key:
            best, best_key = a, key
    assert best is not None
    return best


def _ask_rent(bot: CrookedCashGreedy, view: SeatView, options: list[Action]) -> Action:
    cards = [a for a in view.legal if a.kind == "use_card"]
    return cards[0] if cards else options[0]


def _rent_pay(bot: CrookedCashGreedy, view: SeatView, options: list[Action]) -> Action:
    cards = [a for a in view.legal if a.kind == "use_card"]
    return cards[0] if cards else options[0]


def _buy(bot: CrookedCashGreedy, view: SeatView, options: list[Action]) -> Action:
    """Buy whatever it can afford (it is only offered then), at half price by card if it can."""
    cards = [a for a in view.legal if a.kind == "use_card"]
    return cards[0] if cards else options[0]


def _bid(bot: CrookedCashGreedy, view: SeatView, options: list[Action]) -> Action:
    obs = view.observation
    return bid_up_to(
        view,
        options,
        lambda street: bot.street_value(obs, view.seat, street),
        bot.reserve,
        cash(view),
    )


def _hotel(bot: CrookedCashGreedy, view: SeatView, options: list[Action]) -> Action:
    build = best_hotel(cash(view), options, bot.reserve, lambda street: SPACES[street].hotel_rent)
    return build if build is not None else _default(view)


def _use_card(bot: CrookedCashGreedy, view: SeatView, options: list[Action]) -> Action:
    """Cards worth playing now, best first; jail cards only to leave Jail."""
    best: Action | None = None
    score = 0.0
    for a in options:
        c = data.CARDS[int(a.card)]
        value = _card_now(bot, view, c.action, a.get("target"))
        if value > score:
            best, score = a, value
    return best if best is not None else _default(view)


def _card_now(bot: CrookedCashGreedy, view: SeatView, action: str, target: Any) -> float:
    """What playing a card is worth now (the observation is read only for the cards whose
    worth depends on the table)."""
    if action in ("collect", "collect_from_each", "get_out_of_jail"):
        return 10.0
    if action in ("free_hotel", "move_hotel"):
        return float(SPACES[int(target)].hotel_rent / 100)
    obs, seat = view.observation, view.seat
    me = obs["players"][seat]
    if action == "chips_green":
        return 5.0 if me["chips"] == 0 else 0.0
    if action == "advance_to_go":
        return 3.0 if me["position"] >= 27 else 0.0
    if action == "advance_to_unowned":
        street = int(target)
        enough = me["cash"] - SPACES[street].price >= bot.reserve
        return bot.street_value(obs, seat, street) / 100 if enough else 0.0
    if action == "send_to_jail":
        richest = max((p for p in obs["players"] if p["seat"] != seat and p["alive"]),
                      key=lambda p: (len(p["streets"]), p["cash"]))  # fmt: skip
        return 2.0 if target == richest["seat"] else 0.0
    return 0.0


def _take_chance(bot: CrookedCashGreedy, view: SeatView, options: list[Action]) -> Action:
    best = max(options, key=lambda a: CARD_VALUE[data.CARDS[int(a.card)].action])
    keep = [a for a in view.legal if a.kind == "keep_chance"]
    if keep:
        me = view.observation["players"][view.seat]
        held = [c for c in me["held_cards"] if c["deck"] == data.CHANCE]
        if held and CARD_VALUE[held[0]["action"]] >= CARD_VALUE[data.CARDS[int(best.card)].action]:
            return keep[0]
    return best


def _take_card(bot: CrookedCashGreedy, view: SeatView, options: list[Action]) -> Action:
    """Given a second Chance card by a bankrupt debtor: keep the one worth more."""
    me = view.observation["players"][view.seat]
    held = [c for c in me["held_cards"] if c["deck"] == data.CHANCE]
    given = CARD_VALUE[data.CARDS[int(options[0].card)].action]
    if held and CARD_VALUE[held[0]["action"]] >= given:
        return next(a for a in view.legal if a.kind == "keep_chance")
    return options[0]


def _choose(bot: CrookedCashGreedy, view: SeatView, options: list[Action]) -> Action:
    texts = [a.option for a in options]
    if "pay" in texts or "jail" in texts:
        pending = view.observation["pending"]
        pay = [a for a in options if a.option == "pay"]
        if pay and cash(view) - int(pending["amount"]) >= 3 * bot.reserve:
            return pay[0]
        return next(a for a in options if a.option == "jail")
    return max(options, key=lambda a: SPACES[int(str(a.option))].hotel_rent)


def _contest(bot: CrookedCashGreedy, view: SeatView, options: list[Action]) -> Action:
    if cash(view) >= 300 + bot.reserve:
        return options[0]
    return _default(view)


def _sell(bot: CrookedCashGreedy, view: SeatView, options: list[Action]) -> Action:
    """Raise money giving up the least: hotels first, then the least valuable street."""
    hotels = [a for a in view.legal if a.kind == "sell_hotel"]
    if hotels:
        return min(hotels, key=lambda a: SPACES[int(a.street)].hotel_rent)
    obs = view.observation
    return min(options, key=lambda a: bot.street_value(obs, view.seat, int(a.street)))


def _before_rolling(bot: CrookedCashGreedy, view: SeatView) -> Action:
    """Play a card worth playing, else build, else leave Jail (paying while many streets
    are still to buy), else roll."""
    legal = view.legal
    cards = [a for a in legal if a.kind == "use_card"]
    if cards:
        card = _use_card(bot, view, cards)
        if card.kind == "use_card":
            return card
    hotels = [a for a in legal if a.kind == "buy_hotel"]
    if hotels:
        build = _hotel(bot, view, hotels)
        if build.kind == "buy_hotel":
            return build
    fee = [a for a in legal if a.kind == "pay_jail_fee"]
    if fee:
        board = view.observation["board"]
        unowned = sum(1 for s in board if s["kind"] == "street" and s["owner"] is None)
        if unowned >= 6:
            return fee[0]
    return next(a for a in legal if a.kind in ("roll", "roll_for_doubles"))


def _window(bot: CrookedCashGreedy, view: SeatView) -> Action:
    """Before another player's roll: build if it would on its own turn, else propose a
    set-completing purchase, else pass."""
    hotels = [a for a in view.legal if a.kind == "buy_hotel"]
    if hotels:
        build = _hotel(bot, view, hotels)
        if build.kind == "buy_hotel":
            return build
    trade = bot.trader.propose(view, cash(view) - bot.reserve) if bot.proposes else None
    return trade if trade is not None else view.legal[-1]


def _respond(bot: CrookedCashGreedy, view: SeatView, options: list[Action]) -> Action:
    return bot.trader.respond(view)


def _trade_steps(bot: CrookedCashGreedy, view: SeatView, options: list[Action]) -> Action:
    return bot.trader.compose(view)


def _default(view: SeatView) -> Action:
    return max(view.legal, key=lambda a: _PREFERENCE.get(a.kind, 0))


# Fallback preferences when nothing above applies (higher first).
_PREFERENCE = {
    "roll": 5,
    "pass": 4,
    "no_decode": 3,
    "roll_for_doubles": 2,
    "cancel_trade": 1,
    "reject_trade": 1,
    "waive_rent": -9,
}

Decider = Callable[[CrookedCashGreedy, SeatView, list[Action]], Action]
_DECIDERS: dict[str, Decider] = {
    "decode_note": _decode_note,
    "decode_card": _decode_card,
    "pay_note": _pay,
    "ask_rent": _ask_rent,
    "pay_rent": _rent_pay,
    "buy": _buy,
    "decline": _buy,
    "bid": _bid,
    "take_chance": _take_chance,
    "take_card": _take_card,
    "choose": _choose,
    "contest_hotel": _contest,
    "sell_hotel": _sell,
    "sell_street": _sell,
    "accept_trade": _respond,
    "trade_give": _trade_steps,
    "trade_get": _trade_steps,
    "trade_with": _trade_steps,
    "trade_give_card": _trade_steps,
    "trade_get_card": _trade_steps,
    "trade_give_cash": _trade_steps,
    "trade_get_cash": _trade_steps,
    "offer_trade": _trade_steps,
    "cancel_trade": _trade_steps,
    "buy_hotel": _hotel,
    "use_card": _use_card,
}
_ROLLING = frozenset({"roll", "pay_jail_fee", "roll_for_doubles"})
_WINDOW = frozenset({"buy_hotel", "propose_trade"})
