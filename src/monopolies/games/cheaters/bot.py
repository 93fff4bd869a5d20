"""A sensible casual Cheaters Edition player with a `vigilance` (0-1), reading only its
seat's observation: at most decisions its typed facts (`SeatFacts`, drawn from the same
observation) and the recent public events; the whole observation for rare decisions.

Honest play is `board_greedy`'s core, shared with the Crooked Cash player: it values
streets by price (or three rents) and by how close they bring it to a set, buys what it
can afford, bids up to a street's value, always asks for rent, builds hotels, keeps the
better card, and accepts a trade only to complete a set (it makes no offers). This module
adds the cheats, the calls and the handcuffs.

Cheating: it attempts a cheat when the expected gain beats the expected penalty, both
read from the Cheat card's numbers (`data.Cheat`: the sum, the bonus, the fine, Jail).
Nobody can see how watchful the others are, so it estimates the risk from what the table
has shown: the share of settled cheats that were caught (every call and every cheat that
got away is announced), starting from a prior of one caught in four (`PRIOR`); with no
opponent able to afford a call, there is no risk. A careless table is thus soon cheated blind, a
watchful one soon deters cheating. It attempts at most one cheat between two windows (a
second would only add evidence against it).

Calling "Cheat!": in each window, with probability `vigilance`, it compares the table
with what the public events explain and calls the likeliest cheat, naming the card by the
evidence each cheat declares it leaves (`cheat_cards.Evidence`: its sign, its sum, the
public event that comes with it). Cash is read against the table's ledger
(`announced_cash`): a player holding more than the events explain, and whether anyone
holds as much less, is a cash sign; the sum, and the passing of GO, the money cards and
the rents between the two that period, name the card. Tokens, handcuffs, deeds and
hotels are read against its own memory of the table, moved on by the events since it
last looked: each of their signs names one card. When it missed events it only resyncs.
It never calls without evidence, nor with less than the M100 a false call costs.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from typing import Any, Final

from monopolies.bots.base import SeatView
from monopolies.engine.action import Action
from monopolies.games.board.bot import (
    CORE_PREFERENCE,
    DECIDERS,
    BoardGreedy,
    EditionNumbers,
    bid,
    decide,
)
from monopolies.games.cheaters import data
from monopolies.games.cheaters.rules.cheat_cards import (
    ASKED_RENT,
    CARD_SUM,
    CASH_FROM_BANK,
    CASH_FROM_PLAYER,
    CASH_SIGNS,
    DEED_TAKEN,
    DEEDS_SWAPPED,
    DREW_MONEY,
    HANDCUFFS,
    HOTEL_DOWN,
    HOTEL_UP,
    NO_RENT,
    OTHER_TOKEN,
    OWED_RENT,
    OWN_TOKEN,
    PART_OF_RENT,
    PASSED_GO,
    RULES,
    SUMS,
    WHOLE_RENT,
    CheatRule,
)
from monopolies.games.cheaters.rules.facts import UNOWNED, SeatFacts

Obs = dict[str, Any]
SPACES: Final = data.SPACES
MEMBERS: Final = data.LAYOUT.members
SIZE: Final = data.LAYOUT.size
STREETS: Final[tuple[int, ...]] = data.LAYOUT.streets
IS_STREET: Final[list[bool]] = [space in STREETS for space in range(SIZE)]
PRIOR: Final = (1, 4)  # the risk before any cheat is settled: caught, settled (a Beta prior)
MARGIN: Final = 10.0  # the least expected gain worth a cheat
JAIL: Final = float(data.JAIL_FEE)  # what a turn in the handcuffs is worth avoiding


def _worth(c: data.Cheat) -> tuple[float, float]:
    """What a cheat is worth to the cheater, read from its card: (if it gets away with it,
    if it is caught), before the context adds to it (a hotel's or a street's value, a
    rent): the cash it takes and the bonus, against the fine and Jail."""
    ok = float(c.bonus + (c.amount if c.repays else 0))
    bad = -float(c.fine + c.fine_per_gain * c.amount + (JAIL if c.jail else 0.0))
    return ok, bad


WORTH: Final[dict[str, tuple[float, float]]] = {c.action: _worth(c) for c in data.CHEATS}
# The most a cheat can be worth, for those whose worth depends on the position (a hotel,
# a street, a rent, a landing, a card): a cheat that could not pay even then is not
# looked at.
BEST_CASE: Final = {
    "hotel_sneak": float(data.cheat(data.CHEAT_BY_ACTION["hotel_sneak"]).gain),
    "slippery_deed": 1000.0,
    "property_swap": 1000.0,
    "free_stay": 1000.0,
    "squatters_rule": 1000.0,
    "trick_dice": 400.0,
    "counterfeit_chance": 400.0,
}
CHEAT_ACTION: Final[dict[object, str]] = {c.id: c.action for c in data.CHEATS}
# The same by card id as a list ("" for the other cards' ids): a cheat's card is read for
# every cheat listed.
CARD_ACTION: Final[list[str]] = [CHEAT_ACTION.get(i, "") for i in range(max(data.CHEAT_IDS) + 1)]
FALSE_ACCUSATION: Final[int] = data.FALSE_ACCUSATION  # what a false call costs
MONEY: Final = data.MONEY_ACTIONS
EDITION: Final = EditionNumbers(
    spaces=SPACES,
    members=MEMBERS,
    streets=STREETS,
    rent_worth=3,
    offers_trades=False,
    sells_streets=False,
    preference={**CORE_PREFERENCE, "land": 4, "no_call": 4, "cheat": -9, "call_cheat": -9},
)


class CheatersGreedy(BoardGreedy):
    def __init__(
        self,
        seed: int | None = None,
        vigilance: float = 0.5,
        reserve: int = 60,
        set_bonus: float = 0.6,
    ) -> None:
        if not 0.0 <= float(vigilance) <= 1.0:
            raise TypeError(f"vigilance must be between 0 and 1, not {vigilance!r}")
        super().__init__(EDITION, seed, reserve, set_bonus, proposes=False)
        self.vigilance = float(vigilance)
        # The table as last seen in a window (moved on by the events since, it says what
        # the table should show), and the last event seen then (None: none seen).
        self.memory: SeatFacts | None = None
        self.last_event: Obs | None = None
        # Opponents who could call, as last seen (1 until the bot first looks); settled
        # cheats seen, and how many were caught; the last event counted.
        self.callers = 1
        self.caught, self.settled = PRIOR
        self.seen: Obs | None = None
        self.cheated = False  # a cheat attempted since its last window
        # The cheats worth trying by the exact risk, never stale: the key is all they
        # depend on (rounding the risk cost more than the rest of a look at the cheats).
        self.tempting_at: dict[float, frozenset[str]] = {}

    def choose(self, view: SeatView) -> Action:
        if view.legal[0].kind == "no_call":  # half of all decisions: no option list needed
            return _window(self, view)
        return decide(self, view, _DECIDERS)

    # The core's hooks ------------------------------------------------------------------

    def money(self, view: SeatView) -> int:
        return _cash(view)

    def owners(self, view: SeatView) -> list[int]:
        return _facts(view).owner

    def pay_or_jail_cost(self, view: SeatView) -> int:
        """Not counted: the bot weighs its cash alone (its facts do not show the pending
        fee, and counting it, as the Crooked Cash player does, would change its games)."""
        return 0

    def own_move(self, view: SeatView) -> Action | None:
        return self.best_cheat(view)

    def card_to_play(self, view: SeatView, cards: list[Action]) -> Action | None:
        facts = _facts(view)
        best: Action | None = None
        score = 0.0
        for a in cards:
            value = _card_now(self, facts, data.CARDS[int(a.card)].action, a.get("target"))
            if value > score:
                best, score = a, value
        return best

    # Cheating ---------------------------------------------------------------------------

    def look(self, facts: SeatFacts, events: list[Obs]) -> None:
        """Count the opponents who could call now (they need the price of a false call),
        and the cheats settled since the last look: caught or got away."""
        seat = facts.seat
        cash, alive = facts.cash, facts.alive
        callers = 0
        for p in range(len(cash)):
            if cash[p] >= FALSE_ACCUSATION and alive[p] and p != seat:
                callers += 1
        self.callers = callers
        start = 0
        seen = self.seen
        for k in range(len(events) - 1, -1, -1):
            if events[k] is seen:
                start = k + 1
                break
        for k in range(start, len(events)):
            e = events[k]
            kind: str = e["type"]
            settled = kind == "cheat_revealed" or (kind == "cheat_called" and e["guilty"])
            if settled:
                self.settled += 1
                if kind == "cheat_called":
                    self.caught += 1
        if events:
            self.seen = events[-1]

    def risk(self) -> float:
        """The chance a cheat is caught, as the table has shown it."""
        return self.caught / self.settled if self.callers else 0.0

    def worth_trying(self) -> frozenset[str]:
        """The cheats that could pay at the present risk (rounded to a hundredth)."""
        p = self.risk()
        found = self.tempting_at.get(p)
        if found is None:
            if len(self.tempting_at) > WORTH_CACHE:
                self.tempting_at.clear()
            found = self.tempting_at[p] = _tempting(round(p, 2))
        return found

    def cheat_value(
        self,
        facts: SeatFacts,
        events: list[Obs],
        a: Action,
        action: str,
        p: float,
        values: dict[int, float] | None = None,
    ) -> float:
        """What cheat `a`, of its card's `action`, is worth at risk `p`; `values` remembers
        street values for the calls of one decision (the table does not change within it).
        A cheat's fields are all whole numbers."""
        known = {} if values is None else values
        ok, bad = WORTH[action]
        if action == "escape":
            ok += JAIL
        elif action == "hotel_sneak":
            ok = float(SPACES[_whole(a, "street")].hotel_cost)
            bad = -ok
        elif action == "slippery_deed":
            street = _whole(a, "street")
            ok = self._known_value(facts, street, known)
            bad = -float(SPACES[street].price)
        elif action == "property_swap":
            theirs, mine = _whole(a, "other"), _whole(a, "street")
            ok = self._known_value(facts, theirs, known) - self._known_value(facts, mine, known)
            bad -= max(0, SPACES[theirs].price - SPACES[mine].price)
        elif action in ("free_stay", "squatters_rule"):
            amount = _rent_amount(facts, events)
            ok, bad = amount, -amount
        elif action == "trick_dice":
            ok += _landing_value(self, facts, _whole(a, "spaces") - _last_roll(facts, events))
        elif action == "counterfeit_chance":
            ok = float(data.CARDS[_whole(a, "instead")].amount)
            bad = -ok
        return (1 - p) * ok + p * bad

    def _known_value(self, facts: SeatFacts, street: int, known: dict[int, float]) -> float:
        found = known.get(street)
        if found is None:
            found = known[street] = self.street_value(facts.owner, facts.seat, street)
        return found

    def best_cheat(self, view: SeatView) -> Action | None:
        """The cheat worth most, if any is worth MARGIN. The engine lists cheats last, and
        the table is read only when a cheat could pay at the risk last seen."""
        legal = view.legal
        if legal[-1].kind != "cheat" or self.cheated:
            return None
        worth = self.worth_trying()
        options: list[tuple[Action, str]] = []  # with its card's action, read once
        for a in reversed(legal):
            if a.kind != "cheat":
                break
            card = a.get("card")
            action = CARD_ACTION[card] if isinstance(card, int) else ""
            if action in worth:
                options.append((a, action))
        if not options:
            return None
        facts = _facts(view)
        events = view.recent_events()
        self.look(facts, events)
        p = self.risk()
        worth = self.worth_trying()
        best, score = None, MARGIN
        values: dict[int, float] = {}
        for a, action in options:
            if action not in worth:
                continue
            value = self.cheat_value(facts, events, a, action, p, values)
            if value > score:
                best, score = a, value
        self.cheated = best is not None
        return best


# Risks are ratios of small counts: a few hundred at most in a game.
WORTH_CACHE: Final = 10_000


@cache
def _tempting(p: float) -> frozenset[str]:
    """The cheats that could pay when caught with probability `p`; where the worth
    depends on the position, caught costs as much as it gains."""
    out: set[str] = set()
    for action, (ok, bad) in WORTH.items():
        best = BEST_CASE.get(action, ok)
        worst = min(bad, -best) if action in BEST_CASE else bad
        if (1 - p) * best + p * worst > MARGIN:
            out.add(action)
    return frozenset(out)


def _facts(view: SeatView) -> SeatFacts:
    facts = view.facts()
    if not isinstance(facts, SeatFacts):
        raise TypeError(f"the Cheaters greedy bot plays Cheaters Edition only, not {facts!r}")
    return facts


def _whole(a: Action, name: str) -> int:
    """A whole-number field of `a` (`Action.get`: a plain call, where `a.street` goes
    through `__getattr__`)."""
    value = a.get(name)
    if not isinstance(value, int):
        raise TypeError(f"{a!r} has no whole number {name!r}")
    return value


def _cash(view: SeatView) -> int:
    facts = _facts(view)
    return facts.cash[facts.seat]


def _rent_amount(facts: SeatFacts, events: list[Obs]) -> float:
    if facts.rent_asked:
        return float(facts.rent_asked)
    for e in reversed(events):
        if e["type"] == "paid":
            return float(e["amount"])
    return 0.0


def _last_roll(facts: SeatFacts, events: list[Obs]) -> int:
    """The count of the seat's last roll (its last move with dice)."""
    for e in reversed(events):
        if e["type"] == "move" and e["seat"] == facts.seat and "dice" in e:
            return int(sum(e["dice"]))
    return 0


def _landing_value(bot: CheatersGreedy, facts: SeatFacts, steps: int) -> float:
    """Trick Dice is worth `steps` more (or fewer) spaces than the roll to reach an
    unowned street, not to reach a rent."""
    seat = facts.seat
    owner = facts.owner
    here = facts.position[seat]
    there = (here + steps) % SIZE
    worth = 0.0
    if IS_STREET[there] and owner[there] == UNOWNED:
        worth += bot.street_value(owner, seat, there) * 0.3
    if IS_STREET[here] and owner[here] not in (UNOWNED, seat):
        worth += SPACES[here].rent
    if IS_STREET[there] and owner[there] not in (UNOWNED, seat):
        worth -= SPACES[there].rent
    return worth


# Its own deciders --------------------------------------------------------------------


def _bid(bot: CheatersGreedy, view: SeatView, options: list[Action]) -> Action:
    facts = _facts(view)
    bot.look(facts, view.recent_events())
    return bid(bot, view, options, facts.owner, facts.cash[facts.seat])


def _land(bot: CheatersGreedy, view: SeatView, options: list[Action]) -> Action:
    cheat = bot.best_cheat(view)
    return cheat if cheat is not None else options[0]


def _card_now(bot: CheatersGreedy, facts: SeatFacts, action: str, target: Any) -> float:
    if action == "get_out_of_jail":
        return 10.0
    if action in ("free_hotel", "move_hotel"):
        return float(SPACES[int(target)].hotel_rent / 100)
    if action == "send_back":
        return float(SPACES[int(target)].price / 100)
    if action in ("send_to_jail", "half_rent"):
        return 2.0 if target == _richest(facts) else 0.0
    if action == "sell_to_bank":
        return 1.0 if facts.cash[facts.seat] < bot.reserve else 0.0
    return 0.0


def _richest(facts: SeatFacts) -> int:
    """The opponent with the most streets, then the most cash (the first such seat)."""
    owner, cash, alive = facts.owner, facts.cash, facts.alive
    best, most = UNOWNED, (-1, -1)
    for p in range(len(cash)):
        if p != facts.seat and alive[p]:
            here = (owner.count(p), cash[p])
            if here > most:
                best, most = p, here
    return best


def _discard(bot: CheatersGreedy, view: SeatView, options: list[Action]) -> Action:
    """Keep Get Out of Jail Free and hotel cards; discard the other."""
    keep = ("get_out_of_jail", "free_hotel", "move_hotel", "no_rent")

    def rank(a: Action) -> int:
        action = data.CARDS[int(a.card)].action
        return keep.index(action) if action in keep else len(keep)

    return max(options, key=rank)


def _deck(bot: CheatersGreedy, view: SeatView, options: list[Action]) -> Action:
    return options[0]


def _swap(bot: CheatersGreedy, view: SeatView, options: list[Action]) -> Action:
    """Swap with the token just short of GO (the salary comes sooner)."""
    position = _facts(view).position
    return max(options, key=lambda a: position[int(a.target)])


def _place(bot: CheatersGreedy, view: SeatView, options: list[Action]) -> Action:
    """Put the caught cheater just past GO: the longest way to the next salary."""
    return next(a for a in options if int(a.space) == 1)


# Calling "Cheat!" -----------------------------------------------------------------------


def _window(bot: CheatersGreedy, view: SeatView) -> Action:
    """With probability `vigilance` look at the evidence and call the likeliest cheat.
    The draw comes first: a bot that will not check reads nothing."""
    bot.cheated = False
    legal = view.legal
    if (
        len(legal) > 1
        and legal[1].kind == "call_cheat"
        and bot.rng.random() < bot.vigilance
        and _cash(view) >= FALSE_ACCUSATION  # anyone may call; it risks only what it holds
    ):
        facts = _facts(view)
        events = view.recent_events()
        suspects = _evidence(bot, facts, events)
        bot.look(facts, events)
        for seat, card in suspects:
            call = next(
                (a for a in legal if a.get("accused") == seat and a.get("card") == card), None
            )
            if call is not None:
                return call
    return legal[0]


def _evidence(bot: CheatersGreedy, facts: SeatFacts, events: list[Obs]) -> list[tuple[int, int]]:
    """(seat, cheat card) the evidence points at, likeliest first; updates the memory."""
    new = _new_events(bot, events)
    memory = bot.memory
    if memory is not None and memory.seat != facts.seat:
        # A search's policy answers for every seat: another seat's table is no memory.
        memory = None
    bot.memory = facts
    suspects = _cash_suspects(facts, new or [])
    if memory is not None and new is not None and not _board_cheat_open(facts):
        expected = _replay(memory, new)
        if expected is not None:
            suspects += _table_suspects(facts, expected)
    return suspects


# The signs on tokens, hotels and deeds: its own open cheat of one of these would read as
# another player's (it reads cash and handcuffs for the others only).
_BOARD_SIGNS: Final = frozenset(
    {OWN_TOKEN, OTHER_TOKEN, HOTEL_UP, HOTEL_DOWN, DEED_TAKEN, DEEDS_SWAPPED}
)
_BOARD_CHEATS: Final = frozenset(r.card.action for r in RULES if r.evidence.sign in _BOARD_SIGNS)


def _board_cheat_open(facts: SeatFacts) -> bool:
    """Its own cheat on the board is not settled: the table differs from the events."""
    return any(action in _BOARD_CHEATS for action in facts.my_cheats)


def _new_events(bot: CheatersGreedy, events: list[Obs]) -> list[Obs] | None:
    """The events since the last look, or None if some were missed (the game hands out
    its own event objects, so the last one seen is found by identity)."""
    last = bot.last_event
    bot.last_event = events[-1] if events else None
    if last is None:
        return None
    for k in range(len(events) - 1, -1, -1):
        if events[k] is last:
            return events[k + 1 :]
    return None


class Tokens:
    """Tokens, handcuffs, deeds and hotels as the events say they should be (lists as in
    `SeatFacts`)."""

    def __init__(
        self, position: list[int], in_jail: list[bool], owner: list[int], hotel: list[bool]
    ) -> None:
        self.position = position
        self.in_jail = in_jail
        self.owner = owner
        self.hotel = hotel


_MOVES: Final = frozenset({"move", "station", "token_back", "token_placed", "swap_places"})
# Events after which the table is not worth comparing: a bankruptcy or a settled cheat
# moves tokens, deeds and hotels in ways the bot does not follow.
_STALE: Final = frozenset({"bankrupt", "cheat_called", "cheat_revealed", "deeds_swapped_back"})


def _replay(memory: SeatFacts, events: list[Obs]) -> Tokens | None:
    """The table as the events say it should be; None if it cannot be told."""
    pos, jail = memory.position[:], memory.in_jail[:]
    owner, hotel = memory.owner[:], memory.hotel[:]
    last_offer: Obs | None = None
    for e in events:
        kind: str = e["type"]
        if kind in _MOVES:
            who = int(e["target"] if kind == "token_placed" else e["seat"])
            if kind == "swap_places":
                pos[e["with"]] = pos[e["seat"]]
            pos[who] = e["to"]
        elif kind == "jail":
            pos[e["seat"]], jail[e["seat"]] = data.JAIL_SPACE, True
        elif kind in ("leave_jail", "handcuffs_passed"):
            jail[e["seat"]] = False
        elif kind == "deed":
            owner[e["street"]] = e["seat"]
        elif kind in ("sold_street", "deed_returned"):
            owner[e["street"]] = UNOWNED
        elif kind == "hotel":
            hotel[e["street"]] = True
        elif kind == "hotel_moved":
            hotel[e["from"]], hotel[e["to"]] = False, True
        elif kind == "hotel_removed":
            hotel[e["street"]] = False
        elif kind == "trade_offer":
            last_offer = e
        elif kind == "trade_done" and last_offer is not None:
            for tag in last_offer["give"]:
                if tag.startswith("street:"):
                    owner[int(tag[7:])] = last_offer["to"]
            for tag in last_offer["get"]:
                if tag.startswith("street:"):
                    owner[int(tag[7:])] = last_offer["seat"]
        elif kind in _STALE:
            return None
    return Tokens(pos, jail, owner, hotel)


# Each sign on the table names one card.
BY_SIGN: Final[dict[str, int]] = {
    r.evidence.sign: r.card.id for r in RULES if r.evidence.sign not in CASH_SIGNS
}
# A cash sign names one of several: the readings of each, from the most telling (a cheat
# that an event of the period must come with before one that needs none, then the sum
# that names the card most exactly).
CASH_READINGS: Final[dict[str, list[CheatRule]]] = {
    sign: sorted(
        [r for r in RULES if r.evidence.sign == sign],
        key=lambda r: (not r.evidence.goes_with, SUMS.index(r.evidence.sum)),
    )
    for sign in CASH_SIGNS
}


def _table_suspects(facts: SeatFacts, expected: Tokens) -> list[tuple[int, int]]:
    """The signs on tokens, handcuffs, hotels and deeds, and whose each is: a token moved
    on its own turn is its own cheat, on another player's turn that player's (the turn the
    window judges; on the bot's own turn only its own cheats could have); a hotel gone,
    the mover's too."""
    me, mover = facts.seat, facts.turn_ended
    out: list[tuple[int, int]] = []
    position, was_at = facts.position, expected.position
    for seat in range(len(position)):
        if seat != me and was_at[seat] != position[seat]:
            if seat == mover:
                out.append((seat, BY_SIGN[OWN_TOKEN]))
            elif mover != me:
                out.append((mover, BY_SIGN[OTHER_TOKEN]))
    in_jail, was_in = facts.in_jail, expected.in_jail
    for seat in range(len(in_jail)):
        if seat != me and was_in[seat] and not in_jail[seat]:
            out.append((seat, BY_SIGN[HANDCUFFS]))
    owner, hotel, had = facts.owner, facts.hotel, expected.hotel
    if had != hotel:
        for s in range(len(hotel)):
            held_by = owner[s]
            if hotel[s] and not had[s] and held_by not in (UNOWNED, me):
                out.append((held_by, BY_SIGN[HOTEL_UP]))
            elif had[s] and not hotel[s] and mover != me:
                out.append((mover, BY_SIGN[HOTEL_DOWN]))
    held = expected.owner
    if held == owner:
        return out
    for s in range(len(owner)):
        now = owner[s]
        if now in (UNOWNED, me, held[s]):
            continue
        swapped = any(held[t] == now and owner[t] == held[s] for t in range(len(owner)))
        out.append((now, BY_SIGN[DEEDS_SWAPPED if swapped else DEED_TAKEN]))
    return out


def _cash_suspects(facts: SeatFacts, events: list[Obs]) -> list[tuple[int, int]]:
    """Players holding more than the ledger says, and the card the sums point at."""
    me = facts.seat
    cash, announced, alive = facts.cash, facts.announced, facts.alive
    for p in range(len(cash)):
        if cash[p] > announced[p] and alive[p] and p != me:
            return _name_cash_cheats(facts, events)
    return []  # the common case: nobody else holds more than the ledger says


def _name_cash_cheats(facts: SeatFacts, events: list[Obs]) -> list[tuple[int, int]]:
    """Each other player holding more than the ledger says: from the bank if nobody holds
    as much less, else from that player; the events that come with it (passing GO, a
    money card, a rent between the two) and the sum name the card."""
    me = facts.seat
    cash, announced, alive = facts.cash, facts.announced, facts.alive
    diff = {p: cash[p] - announced[p] for p in range(len(cash)) if alive[p]}
    rents: list[tuple[int, int, int]] = []  # owner, payer, amount
    passed_go: set[int] = set()
    drew_money: set[int] = set()
    for e in events:
        kind: str = e["type"]
        if kind == "rent_asked":
            rents.append((e["seat"], e["from"], e["amount"]))
        elif kind == "go":
            passed_go.add(e["seat"])
        elif kind == "card" and "card" in e and data.CARDS[e["card"]].action in MONEY:
            drew_money.add(e["seat"])
    out: list[tuple[int, int]] = []
    for seat, gain in sorted(diff.items(), key=lambda kv: -kv[1]):
        if seat == me or gain <= 0:
            continue
        loser = next((s for s, d in diff.items() if s != seat and d == -gain), None)
        came_with = {""}  # the events that came with it ("": none needed)
        rent = 0
        if loser is None:
            sign = CASH_FROM_BANK
            if seat in passed_go:
                came_with.add(PASSED_GO)
            if seat in drew_money:
                came_with.add(DREW_MONEY)
        else:
            sign = CASH_FROM_PLAYER
            between = next(((o, a) for o, p, a in rents if {o, p} == {seat, loser}), None)
            if between is None:
                came_with.add(NO_RENT)
            else:
                owner, rent = between
                came_with.add(ASKED_RENT if owner == seat else OWED_RENT)
        out.append((seat, _read_cash(sign, gain, came_with, rent)))
    return out


def _read_cash(sign: str, gain: int, came_with: set[str], rent: int) -> int:
    """The card of the most telling reading of a cash sign whose event came with it and
    whose sum fits `gain` (`rent`: the rent asked between the two), else of the least
    telling one: the likeliest when two cheats blur the sums."""
    readings = [r for r in CASH_READINGS[sign] if r.evidence.goes_with in came_with]
    for r in readings:
        if _sum_fits(r, gain, rent):
            return r.card.id
    return readings[-1].card.id


def _sum_fits(r: CheatRule, gain: int, rent: int) -> bool:
    """Whether `gain` is the sum the cheat moves (the last rent paid and a sum the card
    does not fix are not followed: they fit any)."""
    kind = r.evidence.sum
    if kind == CARD_SUM:
        return gain == r.card.amount
    if kind == PART_OF_RENT:
        return gain == r.card.amount < rent
    if kind == WHOLE_RENT:
        return gain == rent
    return True


Decider = Callable[[CheatersGreedy, SeatView, list[Action]], Action]
_DECIDERS: Final[dict[str, Decider]] = {
    **DECIDERS,
    "bid": _bid,
    "land": _land,
    "do_card": _land,
    "discard_card": _discard,
    "choose_deck": _deck,
    "choose_player": _swap,
    "place_token": _place,
}
