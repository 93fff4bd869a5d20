"""The greedy player both board editions share: one core, one table of numbers per edition.

What a casual player does the same way in Crooked Cash and in Cheaters Edition is decided
here: what a street is worth, bidding, building hotels, paying to leave Jail or going,
contesting the last hotel, raising money, trading. An edition's bot subclasses
`BoardGreedy` (as python-chess gives a variant its hooks on one class): it gives its
numbers as an `EditionNumbers`, says how it reads the table (`money`, `owners`), and adds only
its own decisions, through the hooks `own_move` and `card_to_play` and deciders for the
kinds of move only it has (notes and Chance in Crooked Cash; cheats, calls and handcuffs
in Cheaters Edition).

Where the editions' players differ today, the difference is a number in their `EditionNumbers`
(or a hook's answer), never a branch here.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Final, TypeVar

from monopolies.bots.base import SeatView
from monopolies.engine.action import Action
from monopolies.games.board.rules.auction import MIN_RAISE, QUICK_RAISES
from monopolies.games.board.rules.layout import Space
from monopolies.games.board.rules.state import BANK
from monopolies.games.board.trading import Trader

UNOWNED: Final = BANK  # an owner in `owners`: nobody
HOTEL_LOT_VALUE: Final = 250.0  # what the last hotel, auctioned, is worth to a greedy player
BID_SHARE: Final = 0.9  # of a street's value: room for the next bidder's mistake
PAY_OR_JAIL_RESERVES: Final = 3  # pays rather than go to Jail with this many reserves left
CONTEST_COST: Final = 300  # contests the last hotel with this much above its reserve
OPEN_STREETS_FOR_FEE: Final = 6  # pays to leave Jail early while this many streets are unowned
SET_DONE_BONUS: Final = 1.5  # a street that completes a set is worth this much more

CORE_PREFERENCE: Final[dict[str, int]] = {
    "roll": 5,
    "pass": 4,
    "roll_for_doubles": 2,
    "cancel_trade": 1,
    "reject_trade": 1,
    "waive_rent": -9,
}
"""Fallback preferences when no decider applies (higher first); an edition adds its kinds."""


@dataclass(frozen=True)
class EditionNumbers:
    """One board edition's numbers for the shared greedy player."""

    spaces: tuple[Space, ...]
    members: Mapping[str, tuple[int, ...]]
    """Each colour's streets."""
    streets: tuple[int, ...]
    rent_worth: int
    """A street is worth at least this many of its rents (0: its price alone)."""
    offers_trades: bool
    """Proposes cash for the streets that complete its sets (board_trading)."""
    sells_streets: bool
    """Accepts cash at a premium for its streets (board_trading)."""
    preference: Mapping[str, int]
    """`CORE_PREFERENCE` and the edition's own kinds."""


class BoardGreedy:
    """The shared player; an edition's bot subclasses it and overrides the hooks below."""

    name = "greedy"

    def __init__(
        self,
        edition: EditionNumbers,
        seed: int | None,
        reserve: int,
        set_bonus: float,
        proposes: bool,
    ) -> None:
        self.edition = edition
        self.rng = random.Random(seed)
        self.reserve = reserve
        self.set_bonus = set_bonus
        self.proposes = proposes and edition.offers_trades
        spaces = edition.spaces
        self.trader = Trader(
            edition.members, lambda street: spaces[street].price, edition.sells_streets
        )

    # Hooks: how an edition reads its table, and its own moves -----------------------------

    def money(self, view: SeatView) -> int:
        """The seat's cash."""
        raise NotImplementedError

    def owners(self, view: SeatView) -> list[int]:
        """Each space's owner, a seat or UNOWNED."""
        raise NotImplementedError

    def pay_or_jail_cost(self, view: SeatView) -> int:
        """What paying instead of going to Jail costs, as this player weighs it."""
        raise NotImplementedError

    def own_move(self, view: SeatView) -> Action | None:
        """A move of the edition's own worth more than the honest one now, if any (asked
        before rolling, and on buying or rent when no card applies)."""
        return None

    def card_to_play(self, view: SeatView, cards: list[Action]) -> Action | None:
        """The `use_card` among `cards` worth playing now, if any."""
        return None

    # Valuing streets -------------------------------------------------------------------

    def street_value(self, owner: list[int], seat: int, street: int) -> float:
        """Its price (or `rent_worth` rents), plus a bonus for each street of its colour
        this seat would then hold, unless another player holds one."""
        edition = self.edition
        space = edition.spaces[street]
        members = edition.members[space.colour]
        mine, blocked = 0, False
        for s in members:
            held = owner[s]
            if held == seat:
                mine += 1
            elif held != UNOWNED and s != street:
                blocked = True
        value = float(max(space.price, space.rent * edition.rent_worth))
        if not blocked:
            value *= 1 + self.set_bonus * (mine + 1) / len(members)
            if mine + 1 == len(members):
                value *= SET_DONE_BONUS
        return value

    def hotel_to_build(self, view: SeatView, options: list[Action]) -> Action | None:
        """The hotel with the highest rent that leaves twice the reserve, if any."""
        money = self.money(view)
        spaces = self.edition.spaces
        fine = [a for a in options if money - int(a.cost) >= self.reserve * 2]
        return max(fine, key=lambda a: spaces[int(a.street)].hotel_rent) if fine else None


B = TypeVar("B", bound=BoardGreedy)


def decide(
    bot: B, view: SeatView, deciders: Mapping[str, Callable[[B, SeatView, list[Action]], Action]]
) -> Action:
    """Decide by the kind of decision, which the first legal action tells: `deciders` are
    the edition's, by the first kind, each given the legal actions of that kind."""
    legal = view.legal
    first = legal[0].kind
    if first in ROLLING:
        return before_rolling(bot, view)
    if legal[-1].kind == "pass" and first in WINDOW:
        return window(bot, view)
    decider = deciders.get(first)
    if decider is not None:
        return decider(bot, view, [a for a in legal if a.kind == first])
    return default(bot, view)


def default(bot: BoardGreedy, view: SeatView) -> Action:
    preference = bot.edition.preference
    return max(view.legal, key=lambda a: preference.get(a.kind, 0))


def before_rolling(bot: BoardGreedy, view: SeatView) -> Action:
    """The edition's own move if it pays, else a card worth playing, else build, else leave
    Jail (paying while many streets are still to buy), else roll."""
    legal = view.legal
    own = bot.own_move(view)
    if own is not None:
        return own
    cards: list[Action] = []
    hotels: list[Action] = []
    fee: Action | None = None
    for a in legal:
        kind = a.kind
        if kind == "cheat":  # Cheaters lists its cheats last, often dozens
            break
        if kind == "use_card":
            cards.append(a)
        elif kind == "buy_hotel":
            hotels.append(a)
        elif kind == "pay_jail_fee" and fee is None:
            fee = a
    if cards:
        card = bot.card_to_play(view, cards)
        if card is not None:
            return card
    if hotels:
        build = bot.hotel_to_build(view, hotels)
        if build is not None:
            return build
    if fee is not None:
        owner = bot.owners(view)
        unowned = sum(1 for s in bot.edition.streets if owner[s] == UNOWNED)
        if unowned >= OPEN_STREETS_FOR_FEE:
            return fee
    return next(a for a in legal if a.kind in ("roll", "roll_for_doubles"))


def window(bot: BoardGreedy, view: SeatView) -> Action:
    """Before another player's roll: build if it would on its own turn, else propose a
    set-completing purchase, else pass."""
    hotels = [a for a in view.legal if a.kind == "buy_hotel"]
    if hotels:
        build = bot.hotel_to_build(view, hotels)
        if build is not None:
            return build
    trade = bot.trader.propose(view, bot.money(view) - bot.reserve) if bot.proposes else None
    return trade if trade is not None else view.legal[-1]


def bid(
    bot: BoardGreedy, view: SeatView, options: list[Action], owner: list[int], money: int
) -> Action:
    """The highest quick raise within the lot's value and the cash above the reserve; else
    stay out (bids only rise, so a lot too dear now stays too dear)."""
    options = quick_bids(options)
    lot = options[0].lot
    seat = view.seat
    if lot == "hotel":
        value = HOTEL_LOT_VALUE
    else:
        value = bot.street_value(owner, seat, int(str(lot))) * BID_SHARE
    limit = min(value, money - bot.reserve)
    affordable = [a for a in options if int(a.amount) <= limit]
    if affordable:
        return max(affordable, key=lambda a: int(a.amount))
    out = [a for a in view.legal if a.kind in ("stay_out", "pass")]
    return max(out, key=lambda a: a.kind == "stay_out")


def quick_bids(bids: list[Action]) -> list[Action]:
    """The bids that raise the high bid by one of the quick raises (bots bid in these
    steps, as people tap them; the rules allow any ten, rulings B-2)."""
    high = int(bids[0].amount) - MIN_RAISE
    return [a for a in bids if int(a.amount) - high in QUICK_RAISES]


# Deciders, by the first legal kind ------------------------------------------------------


def _bid(bot: BoardGreedy, view: SeatView, options: list[Action]) -> Action:
    return bid(bot, view, options, bot.owners(view), bot.money(view))


def _hotel(bot: BoardGreedy, view: SeatView, options: list[Action]) -> Action:
    build = bot.hotel_to_build(view, options)
    return build if build is not None else default(bot, view)


def _card_first(bot: BoardGreedy, view: SeatView, options: list[Action]) -> Action:
    """Buying or paying rent: a card that applies (half price, a rent card) comes first;
    then the edition's own move; else the first option."""
    for a in view.legal:
        if a.kind == "use_card":
            return a
    own = bot.own_move(view)
    return own if own is not None else options[0]


def _use_card(bot: BoardGreedy, view: SeatView, options: list[Action]) -> Action:
    card = bot.card_to_play(view, options)
    return card if card is not None else default(bot, view)


def _choose(bot: BoardGreedy, view: SeatView, options: list[Action]) -> Action:
    """Pay or go to Jail: pay while enough reserves stay; else the street whose hotel
    earns most (where a hotel goes)."""
    texts = [a.option for a in options]
    if "pay" in texts or "jail" in texts:
        pay = [a for a in options if a.option == "pay"]
        kept = PAY_OR_JAIL_RESERVES * bot.reserve
        if pay and bot.money(view) - bot.pay_or_jail_cost(view) >= kept:
            return pay[0]
        return next(a for a in options if a.option == "jail")
    spaces = bot.edition.spaces
    return max(options, key=lambda a: spaces[int(str(a.option))].hotel_rent)


def _contest(bot: BoardGreedy, view: SeatView, options: list[Action]) -> Action:
    if bot.money(view) >= CONTEST_COST + bot.reserve:
        return options[0]
    return default(bot, view)


def _sell(bot: BoardGreedy, view: SeatView, options: list[Action]) -> Action:
    """Raise money giving up the least: hotels first, then the least valuable street."""
    hotels = [a for a in view.legal if a.kind == "sell_hotel"]
    spaces = bot.edition.spaces
    if hotels:
        return min(hotels, key=lambda a: spaces[int(a.street)].hotel_rent)
    owner, seat = bot.owners(view), view.seat
    return min(options, key=lambda a: bot.street_value(owner, seat, int(a.street)))


def _respond(bot: BoardGreedy, view: SeatView, options: list[Action]) -> Action:
    return bot.trader.respond(view, bot.money(view) - bot.reserve)


def _last_resort(bot: BoardGreedy, view: SeatView, options: list[Action]) -> Action:
    """In a debt with no sale to the bank left: offer a street to a player it completes a
    set for; else give up."""
    sale = bot.trader.sell(view)
    if sale is not None:
        return sale
    give_up = next((a for a in view.legal if a.kind == "declare_bankruptcy"), None)
    return give_up if give_up is not None else options[0]


def _trade_steps(bot: BoardGreedy, view: SeatView, options: list[Action]) -> Action:
    return bot.trader.compose(view)


Decider = Callable[[BoardGreedy, SeatView, list[Action]], Action]
DECIDERS: Final[dict[str, Decider]] = {
    "ask_rent": _card_first,
    "pay_rent": _card_first,
    "buy": _card_first,
    "decline": _card_first,
    "bid": _bid,
    "choose": _choose,
    "contest_hotel": _contest,
    "sell_hotel": _sell,
    "sell_street": _sell,
    "accept_trade": _respond,
    "propose_trade": _last_resort,
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
"""The shared deciders; an edition's table adds (or replaces) its own kinds."""
ROLLING: Final = frozenset({"roll", "pay_jail_fee", "roll_for_doubles"})
WINDOW: Final = frozenset({"buy_hotel", "propose_trade"})
