"""A sensible casual Monopoly Deal player, reading only its seat's observation.

It scores each legal action by what it gains now: lay properties towards sets, bank money,
charge the rent that extracts most, answer with Just Say No when the loss it saves is
large, and pay with the cards it needs least. No look-ahead; ties go to the earlier action.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from monopolies.bots.base import SeatView
from monopolies.engine.action import Action
from monopolies.games.deal import data

Obs = dict[str, Any]
CARDS = data.CARDS
SIZE = {c.name: c.size for c in data.COLOURS}
SET_BONUS = 20.0
LAST_SET_BONUS = 1000.0


class DealGreedy:
    name = "greedy"

    def __init__(self, seed: int | None = None, jsn_threshold: int = 4) -> None:
        self.rng = random.Random(seed)
        self.jsn_threshold = jsn_threshold

    def choose(self, view: SeatView) -> Action:
        obs = view.observation
        me = obs["players"][view.seat]
        scored = [(self._score(a, obs, me, view.seat), i, a) for i, a in enumerate(view.legal)]
        best = max(s for s, _, _ in scored)
        ties = [a for s, _, a in scored if s == best]
        return ties[0] if len(ties) == 1 else ties[self.rng.randrange(len(ties))]

    def _score(self, a: Action, obs: Obs, me: Obs, seat: int) -> float:
        return _SCORERS.get(a.kind, _zero)(self, a, obs, me, seat)

    # Helpers ---------------------------------------------------------------------------

    @staticmethod
    def progress_gain(me: Obs, colour: str, change: int) -> float:
        """Value of adding (change=+1) or removing (-1) one card to my `colour` cards."""
        held = sum(len(s["cards"]) for s in me["sets"] if s["color"] == colour and not s["full"])
        full_colours = {s["color"] for s in me["sets"] if s["full"]}
        size = SIZE[colour]
        if change > 0:
            if held + 1 >= size:
                if colour in full_colours:
                    return 2.0
                return LAST_SET_BONUS if len(full_colours) >= 2 else SET_BONUS
            return 3.0 + 4.0 * (held + 1) / size
        return -(3.0 + 4.0 * held / size)

    @staticmethod
    def wealth(player: Obs) -> int:
        props: int = sum(CARDS[c].value for s in player["sets"] for c in s["cards"])
        return int(player["bank_total"]) + props

    def extract(self, obs: Obs, target: int, amount: int) -> float:
        return float(min(amount, self.wealth(obs["players"][target])))


def _zero(bot: DealGreedy, a: Action, obs: Obs, me: Obs, seat: int) -> float:
    return 0.0


def _lay(bot: DealGreedy, a: Action, obs: Obs, me: Obs, seat: int) -> float:
    colour = str(a.color)
    card = CARDS[int(a.card)]
    if card.rainbow and not any(s["color"] == colour and not s["full"] for s in me["sets"]):
        return 0.5
    return 10.0 + bot.progress_gain(me, colour, +1)


def _rearrange(bot: DealGreedy, a: Action, obs: Obs, me: Obs, seat: int) -> float:
    source = _set_with(me, int(a.card), str(a.get("from")))
    if source["full"]:
        return -50.0
    gain = bot.progress_gain(me, str(a.color), +1) + bot.progress_gain(me, source["color"], -1)
    return gain if gain >= SET_BONUS else -1.0


def _bank(bot: DealGreedy, a: Action, obs: Obs, me: Obs, seat: int) -> float:
    card = CARDS[int(a.card)]
    if card.kind == "money":
        return 6.0 + card.value * 0.5
    keep = {
        "just_say_no": 3.0,
        "deal_breaker": 5.0,
        "sly_deal": 1.5,
        "forced_deal": 1.0,
        "double_rent": 0.5,
        "house": 1.0,
        "hotel": 1.0,
    }.get(card.action, 0.0)
    poor = 4.0 if me["bank_total"] < 5 else 0.0
    return 1.0 + card.value * 0.4 + poor - keep


def _rent(bot: DealGreedy, a: Action, obs: Obs, me: Obs, seat: int) -> float:
    amount = int(a.amount)
    target = a.get("target")
    others = [p for p in range(len(obs["players"])) if p != seat]
    targets = others if target is None else [int(a.target)]
    gain = sum(bot.extract(obs, t, amount) for t in targets)
    doubles = a.get("doubles") or ()
    assert isinstance(doubles, tuple)
    return 2.0 + gain - 2.5 * len(doubles)


def _debt(bot: DealGreedy, a: Action, obs: Obs, me: Obs, seat: int) -> float:
    return 1.0 + bot.extract(obs, int(a.target), data.DEBT_COLLECTOR_AMOUNT)


def _birthday(bot: DealGreedy, a: Action, obs: Obs, me: Obs, seat: int) -> float:
    return 1.0 + sum(
        bot.extract(obs, p, data.BIRTHDAY_AMOUNT) for p in range(len(obs["players"])) if p != seat
    )


def _pass_go(bot: DealGreedy, a: Action, obs: Obs, me: Obs, seat: int) -> float:
    return 15.0 if obs["plays_left"] >= 2 else 4.0


def _set_with(player: Obs, card: int, colour: str) -> Obs:
    """The set of `colour` an action naming `card` there moves it from: an unfinished one
    if it holds the card (as the rules choose, rulings E-2)."""
    holding = [s for s in player["sets"] if s["color"] == colour and card in s["cards"]]
    return min(holding, key=lambda s: bool(s["full"]))


def _sly(bot: DealGreedy, a: Action, obs: Obs, me: Obs, seat: int) -> float:
    if CARDS[int(a.take)].rainbow:
        return 8.0
    return 8.0 + bot.progress_gain(me, str(a.color), +1)


def _forced(bot: DealGreedy, a: Action, obs: Obs, me: Obs, seat: int) -> float:
    """What the take gains, less the cheapest thing it could give (chosen next)."""
    gain = bot.progress_gain(me, str(a.color), +1)
    loose = [s["color"] for s in me["sets"] if not s["full"] for _ in s["cards"]]
    loss = max((bot.progress_gain(me, colour, -1) for colour in loose), default=-10.0)
    return gain + loss + 2.0


def _give(bot: DealGreedy, a: Action, obs: Obs, me: Obs, seat: int) -> float:
    return bot.progress_gain(me, str(a.color), -1) - 0.1 * CARDS[int(a.card)].value


def _breaker(bot: DealGreedy, a: Action, obs: Obs, me: Obs, seat: int) -> float:
    colour = str(a.color)
    mine = {s["color"] for s in me["sets"] if s["full"]}
    if colour in mine:
        return 12.0
    return LAST_SET_BONUS if len(mine) >= 2 else 60.0


def _build(bot: DealGreedy, a: Action, obs: Obs, me: Obs, seat: int) -> float:
    return 9.0 if a.kind == "house" else 10.0


def _just_say_no(bot: DealGreedy, a: Action, obs: Obs, me: Obs, seat: int) -> float:
    pend = obs["pending"]
    stake = _stake(bot, obs, pend)
    return 1.0 if stake >= bot.jsn_threshold else -1.0


def _stake(bot: DealGreedy, obs: Obs, pend: Obs) -> float:
    """How much the pending action moves between actor and target (either way)."""
    kind = pend["kind"]
    if kind == "deal_breaker":
        return 100.0
    if kind in ("rent", "debt_collector", "birthday"):
        return float(min(pend["amount"], bot.wealth(obs["players"][pend["targets"][0]])))
    if kind == "sly_deal":
        return 3.0 + CARDS[pend["take"]].value
    return 3.0


def _pay(bot: DealGreedy, a: Action, obs: Obs, me: Obs, seat: int) -> float:
    """Pay as little as possible, with money first and then the least useful property."""
    pend = obs["pending"]
    owed = float(pend["amount"] - pend["paid"])
    card = int(a.card)
    value = CARDS[card].value
    source = a.get("source")
    if source == "bank":
        over = value - owed
        return -over if over >= 0 else -0.1 * (owed - value) - 0.5
    if CARDS[card].kind == "action":
        return -12.0 - value  # a House or Hotel
    s = _set_with(me, card, str(source))
    held = len(s["cards"])
    return -20.0 - held * 3.0 - (25.0 if s["full"] else 0.0) - max(0, value - owed)


def _discard(bot: DealGreedy, a: Action, obs: Obs, me: Obs, seat: int) -> float:
    card = CARDS[int(a.card)]
    keep = {"property": 8.0, "wild": 7.0, "money": 2.0 + card.value * 0.3}.get(card.kind, 3.0)
    if card.action in ("deal_breaker", "just_say_no"):
        keep = 9.0
    return -keep


_SCORERS: dict[str, Callable[[DealGreedy, Action, Obs, Obs, int], float]] = {
    "lay": _lay,
    "rearrange": _rearrange,
    "bank": _bank,
    "rent": _rent,
    "debt_collector": _debt,
    "birthday": _birthday,
    "pass_go": _pass_go,
    "sly_deal": _sly,
    "forced_deal": _forced,
    "give": _give,
    "deal_breaker": _breaker,
    "house": _build,
    "hotel": _build,
    "just_say_no": _just_say_no,
    "accept": _zero,
    "pay": _pay,
    "discard": _discard,
    "end_turn": _zero,
}
