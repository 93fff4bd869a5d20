"""A sensible casual Crooked Cash player, reading only its seat's observation.

What it shares with the Cheaters player (street values, bidding, hotels, trades, raising
money) is `board_greedy`'s core; this module adds the notes, the decoder and Chance. It
values streets by price and by how close they bring it to a complete colour set, buys
every street it can afford, bids up to a street's value (keeping a small reserve), always asks
for rent, builds hotels, spends the notes it knows are fake first (and otherwise the note
that leaves the least change), decodes when a payment holds a large note or comes from a
player caught before, and decodes every Chance card it can (a fake pays 100). It trades
as `board_trading` says: cash for the streets that complete its sets, streets for a
premium (`greedy:trade=0` makes no offers, to measure what trading is worth). No
look-ahead.

Three options play the notes otherwise, for the search bot's policy
(`POLICIES` in its search module, where simulated games chose them): `decode_at` is the
smallest note worth a chip (`500` keeps both chips for the notes where a fake costs most),
`caught_at` the same for a payer caught before (0: any note), and `pay=smallest` pays
with the smallest notes first, so that whoever decodes the payment finds nothing large.

The observation is read only for decisions that need it, so easy decisions stay cheap.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Final

from monopolies.bots.base import SeatView
from monopolies.engine.action import Action
from monopolies.games.board.bot import (
    CORE_PREFERENCE,
    DECIDERS,
    UNOWNED,
    BoardGreedy,
    EditionNumbers,
    decide,
)
from monopolies.games.crooked_cash import data

Obs = dict[str, Any]
SPACES = data.SPACES
LARGE_NOTE = 100  # the smallest note the medium player spends a decoder chip on
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
EDITION: Final = EditionNumbers(
    spaces=SPACES,
    members=data.LAYOUT.members,
    streets=data.LAYOUT.streets,
    rent_worth=0,
    offers_trades=True,
    sells_streets=True,
    preference={**CORE_PREFERENCE, "no_decode": 3},
)


class CrookedCashGreedy(BoardGreedy):
    def __init__(
        self,
        seed: int | None = None,
        reserve: int = 60,
        set_bonus: float = 0.6,
        trade: int = 1,
        decode_at: int = LARGE_NOTE,
        caught_at: int = 0,
        pay: str = "covering",
    ) -> None:
        for name, value in (("decode_at", decode_at), ("caught_at", caught_at)):
            if isinstance(value, bool) or not isinstance(value, int) or value < 0:
                raise TypeError(f"{name} must be a whole number >= 0, not {value!r}")
        if pay not in PAYING:
            raise TypeError(f"pay must be one of {', '.join(PAYING)}, not {pay!r}")
        # `greedy:trade=0` answers offers but makes none
        super().__init__(EDITION, seed, reserve, set_bonus, proposes=bool(trade))
        self.decode_at = decode_at
        self.caught_at = caught_at
        self.pays_with: Callable[[list[Action]], Action] = PAYING[pay]
        # `pay_note_choice` by the options it was given: the place of its choice in them
        # (equal actions from a game with the other street names read in those names).
        self.paid: dict[tuple[Action, ...], int] = {}

    def choose(self, view: SeatView) -> Action:
        return decide(self, view, _DECIDERS)

    def money(self, view: SeatView) -> int:
        return int(view.observation["players"][view.seat]["cash"])

    def owners(self, view: SeatView) -> list[int]:
        return [_owner(space) for space in view.observation["board"]]

    def pay_or_jail_cost(self, view: SeatView) -> int:
        return int(view.observation["pending"]["amount"])

    def card_to_play(self, view: SeatView, cards: list[Action]) -> Action | None:
        """Cards worth playing now, best first; jail cards only to leave Jail."""
        best: Action | None = None
        score = 0.0
        for a in cards:
            c = data.CARDS[int(a.card)]
            value = _card_now(self, view, c.action, a.get("target"))
            if value > score:
                best, score = a, value
        return best


def _owner(space: Obs) -> int:
    """A board entry's owner (the observation shows None for nobody)."""
    owner = space.get("owner")
    return UNOWNED if owner is None else int(owner)


# Deciders, by the first kind in `_ORDER` that is legal ------------------------------------


def _decode_note(bot: CrookedCashGreedy, view: SeatView, options: list[Action]) -> Action:
    payer = int(options[0].payer)
    largest = max(options, key=lambda a: int(a.value))
    value = int(largest.value)
    if value >= bot.decode_at:
        return largest
    suspect = value >= bot.caught_at and payer >= 0
    if suspect and view.observation["players"][payer]["caught"] > 0:
        return largest
    return next(a for a in view.legal if a.kind == "no_decode")


def _decode_card(bot: CrookedCashGreedy, view: SeatView, options: list[Action]) -> Action:
    return options[0]


def _pay(bot: CrookedCashGreedy, view: SeatView, options: list[Action]) -> Action:
    """`pay_note_choice`, remembered by the options (a payment asks at every note; the
    choice depends on nothing else, so an entry never goes stale)."""
    key = tuple(options)
    place = bot.paid.get(key)
    if place is None:
        if len(bot.paid) >= PAY_MEMO:
            bot.paid.clear()
        place = bot.paid[key] = options.index(bot.pays_with(options))
    return options[place]


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


def smallest_note_choice(options: list[Action]) -> Action:
    """Known fakes first (the largest); then the smallest note, unknown before known real:
    a decoder takes one note of a payment, so a payment of small notes risks little."""
    best: Action | None = None
    best_key: tuple[int, int, int] = (0, 0, 0)
    for a in options:
        value = int(a.value)
        known = a.get("known")
        key = (1, value, 0) if known == "fake" else (0, -value, known != "real")
        if best is None or key > best_key:
            best, best_key = a, key
    assert best is not None
    return best


PAYING: Final[dict[str, Callable[[list[Action]], Action]]] = {
    "covering": pay_note_choice,
    "smallest": smallest_note_choice,
}
"""How a player picks the next note of a payment, by the `pay` option."""


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
        return bot.street_value(bot.owners(view), seat, street) / 100 if enough else 0.0
    if action == "send_to_jail":
        richest = max((p for p in obs["players"] if p["seat"] != seat and p["alive"]),
                      key=lambda p: (len(p["streets"]), p["cash"]))  # fmt: skip
        return 2.0 if target == richest["seat"] else 0.0
    return 0.0


def _take_chance(bot: CrookedCashGreedy, view: SeatView, options: list[Action]) -> Action:
    best = max(options, key=lambda a: CARD_VALUE[data.CARDS[int(a.card)].action])
    keep = [a for a in view.legal if a.kind == "keep_chance"]
    if keep:
        held = [c for c in view.observation["my_cards"] if c["deck"] == data.CHANCE]
        if held and CARD_VALUE[held[0]["action"]] >= CARD_VALUE[data.CARDS[int(best.card)].action]:
            return keep[0]
    return best


def _take_card(bot: CrookedCashGreedy, view: SeatView, options: list[Action]) -> Action:
    """Given a second Chance card by a bankrupt debtor: keep the one worth more."""
    held = [c for c in view.observation["my_cards"] if c["deck"] == data.CHANCE]
    given = CARD_VALUE[data.CARDS[int(options[0].card)].action]
    if held and CARD_VALUE[held[0]["action"]] >= given:
        return next(a for a in view.legal if a.kind == "keep_chance")
    return options[0]


Decider = Callable[[CrookedCashGreedy, SeatView, list[Action]], Action]
_DECIDERS: Final[dict[str, Decider]] = {
    **DECIDERS,
    "decode_note": _decode_note,
    "decode_card": _decode_card,
    "pay_note": _pay,
    "take_chance": _take_chance,
    "take_card": _take_card,
}
