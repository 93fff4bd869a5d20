"""Monopoly Deal rules DEAL-1 … DEAL-22 (shared/spec/rules/deal.md) over `DealState`.

`legal` lists every action of the seat to act; `apply` carries one out. Action cards that
hit other players are resolved one target at a time, in seat order from the actor's left:
the target's Just Say No window (DEAL-15), then the effect (a card-by-card payment, DEAL-16,
or a steal). Decisions without a real choice (paying everything one has) are never asked,
except the Just Say No window: every target, and the actor for a counter, is asked
whether or not it holds the card, so that being asked tells nobody who does (rulings
D-7; the `respond: "holders"` option asks only holders, for bot-only simulation).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from monopolies.engine.action import Action, make
from monopolies.engine.errors import BadOptions
from monopolies.engine.rules import Json, Table
from monopolies.games.deal import data
from monopolies.games.deal.rules.actions import describer
from monopolies.games.deal.rules.state import (
    DISCARD,
    GIVE,
    OVER,
    PAY,
    PLAY,
    RESPOND,
    DealState,
    Pending,
    PropertySet,
)

CARDS = data.CARDS
KIND = tuple(c.kind for c in CARDS)
ACTION = tuple(c.action for c in CARDS)
VALUE = tuple(c.value for c in CARDS)
TYPE = tuple(c.type for c in CARDS)
CARD_COLOURS = tuple(c.colours for c in CARDS)
RAINBOW = tuple(c.rainbow for c in CARDS)
WILD = tuple(c.kind == "wild" for c in CARDS)
RAINBOW_IDS = frozenset(c.id for c in CARDS if c.rainbow)
SIZE = {c.name: c.size for c in data.COLOURS}
RENTS = {c.name: c.rents for c in data.COLOURS}
BUILDABLE = {c.name: c.buildable for c in data.COLOURS}
ON_TABLE = ("property", "wild")

CHARGES = frozenset({"rent", "debt_collector", "birthday"})

TURN_LIMIT = "turn limit"
THREE_SETS = "three full sets"
ENDINGS = (TURN_LIMIT, THREE_SETS)


# Setup (DEAL-1) ---------------------------------------------------------------------


def setup(players: int, opts: Json, rig: Json, table: Table) -> DealState:
    decks = data.decks_for(players)
    st = DealState(players, decks, opts)
    count = data.DECK_SIZE * decks
    rigged_hands = _rigged_hands(rig.get("hands", {}), players, count)
    rigged_deck = _card_list(rig.get("deck", []), count, "deck")
    placed = [c for hand in rigged_hands.values() for c in hand] + rigged_deck
    if len(set(placed)) != len(placed):
        raise _bad_rig("a card is rigged into two places")
    taken = set(placed)
    rest = [c for c in range(count) if c not in taken]
    table.rng.shuffle(rest)
    for seat in range(players):
        if seat in rigged_hands:
            st.hands[seat] = list(rigged_hands[seat])
        else:
            st.hands[seat], rest = rest[: data.START_HAND], rest[data.START_HAND :]
    st.draw = list(reversed(rigged_deck + rest))
    if "first" in rig:
        first = rig["first"]
        if isinstance(first, bool) or not isinstance(first, int) or not 0 <= first < players:
            raise _bad_rig(f"first must be a seat 0..{players - 1}, not {first!r}")
    elif opts["first_player"] == "random":
        first = table.rng.randrange(players)
    else:
        first = 0
    table.emit({"type": "deal", "players": players, "decks": decks, "first": first})
    _start_turn(st, first, table)
    return st


def _bad_rig(message: str) -> Exception:
    return BadOptions(f"bad rig: {message}")


def _card_list(cards: Any, count: int, what: str) -> list[int]:
    if not isinstance(cards, list | tuple):
        raise _bad_rig(f"{what} must be a list of card ids")
    for c in cards:
        if isinstance(c, bool) or not isinstance(c, int) or not 0 <= c < count:
            raise _bad_rig(f"{what} holds {c!r}, not a card id 0..{count - 1}")
    return list(cards)


def _rigged_hands(hands: Any, players: int, count: int) -> dict[int, list[int]]:
    if not isinstance(hands, dict):
        raise _bad_rig("hands must map seats to lists of card ids")
    out: dict[int, list[int]] = {}
    for seat, cards in hands.items():
        s = int(seat) if isinstance(seat, str) and seat.isdigit() else seat
        if isinstance(s, bool) or not isinstance(s, int) or not 0 <= s < players:
            raise _bad_rig(f"hands names seat {seat!r}; seats are 0..{players - 1}")
        out[s] = _card_list(cards, count, f"hand of seat {s}")
    return out


# Turn structure (DEAL-2, 3, 4, 19, 20, 21) -------------------------------------------


def _start_turn(st: DealState, seat: int, table: Table) -> None:
    st.active = seat
    st.turn += 1
    st.plays_left = data.PLAYS_PER_TURN
    st.moves_left = st.opts["max_rearrangements"]
    st.phase = PLAY
    table.emit({"type": "turn", "seat": seat, "turn": st.turn})
    _tidy_all(st, seat, table)
    if _check_win(st, table):
        return
    _draw(st, seat, data.DRAW_NORMAL if st.hands[seat] else data.DRAW_EMPTY_HAND, table)


def _draw(st: DealState, seat: int, count: int, table: Table) -> None:
    """DEAL-2/3: draw from the top, reshuffling the discard pile when the pile runs out."""
    got = 0
    hand = st.hands[seat]
    for _ in range(count):
        if not st.draw:
            if not st.discard:
                break
            st.draw, st.discard = st.discard, []
            table.rng.shuffle(st.draw)
            table.emit({"type": "reshuffle", "cards": len(st.draw)})
        card = st.draw.pop()
        hand.append(card)
        got += 1
        for s in range(st.players):
            if card in st.known_bottom[s]:
                st.known_bottom[s].discard(card)
                if s != seat:
                    st.known_hand[s][card] = seat
    table.emit({"type": "draw", "seat": seat, "count": got, "draw_count": len(st.draw)})


def _end_turn(st: DealState, a: Action, table: Table) -> None:
    if len(st.hands[st.active]) > data.HAND_LIMIT:
        st.phase = DISCARD
        return
    _finish_turn(st, table)


def _finish_turn(st: DealState, table: Table) -> None:
    table.emit({"type": "end_turn", "seat": st.active})
    if st.turn >= st.opts["max_turns"]:
        _game_over(st, None, TURN_LIMIT, table)
        return
    _start_turn(st, (st.active + 1) % st.players, table)


def _discard(st: DealState, a: Action, table: Table) -> None:
    """DEAL-19: down to 7, to the bottom of the draw pile (or the discard pile by option)."""
    seat, card = st.active, _int(a.card)
    _from_hand(st, seat, card)
    if st.opts["excess_to"] == "discard":
        st.discard.append(card)
        table.emit({"type": "discard", "seat": seat, "card": card, "to": "discard"})
    else:
        st.draw.insert(0, card)
        st.known_bottom[seat].add(card)
        table.emit({"type": "discard", "seat": seat, "to": "draw_bottom"})
    if len(st.hands[seat]) <= data.HAND_LIMIT:
        _finish_turn(st, table)


def _game_over(st: DealState, winner: int | None, reason: str, table: Table) -> None:
    st.phase = OVER
    st.winner = winner
    st.reason = reason
    st.pending = None
    table.emit(
        {"type": "game_over", "winners": [] if winner is None else [winner], "reason": reason}
    )


def full_colours(st: DealState, seat: int) -> set[str]:
    return {s.colour for s in st.sets[seat] if is_full(s)}


def _check_win(st: DealState, table: Table) -> bool:
    """DEAL-20: the active player wins the moment it holds; others only by option."""
    if st.phase == OVER:
        return True
    order = [st.active]
    if st.opts["win_any_time"]:
        order += [(st.active + k) % st.players for k in range(1, st.players)]
    for seat in order:
        if len(full_colours(st, seat)) >= data.SETS_TO_WIN:
            _game_over(st, seat, THREE_SETS, table)
            return True
    return False


# Sets (DEAL-6, 7, 8, 14, 18) ---------------------------------------------------------


def is_full(s: PropertySet) -> bool:
    """DEAL-8: full at the colour's count, and a set of any-colour wilds alone never is."""
    return len(s.cards) >= SIZE[s.colour] and not RAINBOW_IDS.issuperset(s.cards)


def has_colour(s: PropertySet) -> bool:
    return not RAINBOW_IDS.issuperset(s.cards)


def rent_of(s: PropertySet) -> int:
    """DEAL-9: the ladder for the cards held (capped), +3 House, +4 Hotel on a full set."""
    if not has_colour(s):
        return 0
    ladder = RENTS[s.colour]
    rent = ladder[min(len(s.cards), len(ladder)) - 1]
    if is_full(s):
        if s.house is not None:
            rent += data.HOUSE_RENT
        if s.hotel is not None:
            rent += data.HOTEL_RENT
    return rent


def open_set(st: DealState, seat: int, colour: str) -> PropertySet | None:
    for s in st.sets[seat]:
        if s.colour == colour and not is_full(s):
            return s
    return None


def _add_property(st: DealState, seat: int, card: int, colour: str, table: Table) -> None:
    s = open_set(st, seat, colour)
    if s is None:
        st.sets[seat].append(PropertySet(st.next_set_id, colour, [card]))
        st.next_set_id += 1
    else:
        s.cards.append(card)
        if len(s.cards) > SIZE[colour] and seat == st.active:
            tidy(st, seat, colour, table)


def find_set(st: DealState, seat: int, card: int) -> PropertySet:
    for s in st.sets[seat]:
        if card in s.cards:
            return s
    raise ValueError(f"card {card} is in none of seat {seat}'s sets")


def _take_from_set(st: DealState, seat: int, card: int, table: Table) -> str:
    """Remove a property from its set. On the owner's own turn its colour is tidied at
    once; on anyone else's the set stays as it is, buildings and all, until the owner's
    turn begins (DEAL-7: a player rearranges only on their own turn; rulings D-16). A set
    left with no cards cannot hold its buildings: they are orphaned at once (DEAL-18)."""
    s = find_set(st, seat, card)
    s.cards.remove(card)
    if not s.cards:
        _orphan_buildings(st, seat, [b for b in (s.hotel, s.house) if b is not None], table)
        st.sets[seat].remove(s)
    if seat == st.active:
        tidy(st, seat, s.colour, table)
    return s.colour


def tidy(st: DealState, seat: int, colour: str, table: Table) -> None:
    """Rulings D-1 and D-16 on the owner's own turn: regroup one colour; a set that is
    full again keeps its buildings, and the buildings of a set left unfinished go to the
    owner's bank (DEAL-18; the discard pile by option)."""
    _orphan_buildings(st, seat, reform(st, seat, colour), table)
    for s in st.sets[seat]:
        if s.colour == colour and not is_full(s):
            _orphan_buildings(st, seat, [b for b in (s.hotel, s.house) if b is not None], table)
            s.house = s.hotel = None


def _tidy_all(st: DealState, seat: int, table: Table) -> None:
    """At the start of a turn: what others' turns broke in the seat's collection waits
    for it (rulings D-16)."""
    for colour in dict.fromkeys(s.colour for s in st.sets[seat]):
        tidy(st, seat, colour, table)


def _orphan_buildings(st: DealState, seat: int, buildings: list[int], table: Table) -> None:
    to_bank = st.opts["orphan_buildings"] == "bank"
    for building in buildings:
        (st.bank[seat] if to_bank else st.discard).append(building)
        table.emit(
            {
                "type": "building_orphaned",
                "seat": seat,
                "card": building,
                "to": "bank" if to_bank else "discard",
            }
        )


def reform(st: DealState, seat: int, colour: str) -> list[int]:
    """Keep one colour canonical: full sets as they are, every other card in at most one
    unfinished set, except that cards enough for a new full set form one (each full set
    needs a coloured card; coloured cards fill first, any-colour wilds after). Buildings
    of the regrouped sets go onto the full sets formed, in order; those left over are
    returned (Hotel before House)."""
    mine = st.sets[seat]
    loose = [
        s for s in mine if s.colour == colour and not (is_full(s) and len(s.cards) == SIZE[colour])
    ]
    if len(loose) <= 1 and not (loose and len(loose[0].cards) > SIZE[colour]):
        return []
    size = SIZE[colour]
    pool = [c for s in loose for c in s.cards]
    ids = [s.id for s in loose]
    built = [(s.house, s.hotel) for s in loose if s.house is not None or s.hotel is not None]
    for s in loose:
        mine.remove(s)
    coloured = [c for c in pool if not RAINBOW[c]]
    rainbows = [c for c in pool if RAINBOW[c]]
    n_full = min(len(coloured), len(pool) // size)
    groups: list[list[int]] = [[coloured[i]] for i in range(n_full)]
    rest = coloured[n_full:] + rainbows
    for g in groups:
        while len(g) < size:
            g.append(rest.pop(0))
    if rest:
        groups.append(rest)
    for k, g in enumerate(groups):
        if ids:
            set_id = ids.pop(0)
        else:
            set_id = st.next_set_id
            st.next_set_id += 1
        house, hotel = built.pop(0) if k < n_full and built else (None, None)
        mine.append(PropertySet(set_id, colour, g, house, hotel))
    return [b for house, hotel in built for b in (hotel, house) if b is not None]


# Legal actions -----------------------------------------------------------------------


def legal(st: DealState) -> list[Action]:
    return _LEGAL[st.phase](st)


def _describe(st: DealState) -> Callable[[Action], str]:
    return describer(st.names)


def _hand_reps(hand: list[int]) -> list[int]:
    """One card per type (the lowest id): identical cards make identical choices."""
    best: dict[int, int] = {}
    for c in hand:
        t = TYPE[c]
        if t not in best or c < best[t]:
            best[t] = c
    return sorted(best.values())


def _legal_play(st: DealState) -> list[Action]:
    p = st.active
    d = _describe(st)
    out: list[Action] = []
    open_ids = _open_ids(st, p)
    if st.plays_left > 0:
        hand = st.hands[p]
        reps = _hand_reps(hand)
        doubles = sorted(c for c in hand if ACTION[c] == "double_rent")
        for c in reps:
            kind = KIND[c]
            if kind in ON_TABLE:
                for colour in CARD_COLOURS[c]:
                    out.append(
                        make(
                            "lay",
                            d,
                            (("card", c), ("color", colour), ("set", open_ids.get(colour, "new"))),
                        )
                    )
                continue
            out.append(make("bank", d, (("card", c),)))
            if kind == "rent":
                out += _rent_options(st, p, c, doubles, d)
            elif kind == "action":
                maker = _ACTION_OPTIONS.get(ACTION[c])
                if maker is not None:
                    out += maker(st, p, c, d)
    if st.moves_left > 0:
        out += _rearrange_options(st, p, open_ids, d)
    out.append(make("end_turn", d, ()))
    return out


def _others(st: DealState, p: int) -> list[int]:
    """Every other seat, starting left of p."""
    return [(p + k) % st.players for k in range(1, st.players)]


def _rent_options(
    st: DealState, p: int, card: int, doubles: list[int], d: Callable[[Action], str]
) -> list[Action]:
    out: list[Action] = []
    wild = len(CARD_COLOURS[card]) == len(data.ALL)
    max_doubles = min(len(doubles), st.plays_left - 1)
    for colour in CARD_COLOURS[card]:
        best: PropertySet | None = None
        for s in st.sets[p]:
            if (
                s.colour == colour
                and has_colour(s)
                and (best is None or rent_of(s) > rent_of(best))
            ):
                best = s
        if best is None:
            continue
        base = rent_of(best)
        for n in range(max_doubles + 1):
            used = tuple(doubles[:n])
            amount = base << n
            fields = (
                ("amount", amount),
                ("card", card),
                ("color", colour),
                ("doubles", used),
                ("set", best.id),
            )
            if wild:
                out += [make("rent", d, (*fields, ("target", q))) for q in _others(st, p)]
            else:
                out.append(make("rent", d, fields))
    return out


def _pass_go_options(st: DealState, p: int, c: int, d: Callable[[Action], str]) -> list[Action]:
    return [make("pass_go", d, (("card", c),))]


def _birthday_options(st: DealState, p: int, c: int, d: Callable[[Action], str]) -> list[Action]:
    return [make("birthday", d, (("card", c),))]


def _debt_options(st: DealState, p: int, c: int, d: Callable[[Action], str]) -> list[Action]:
    return [make("debt_collector", d, (("card", c), ("target", q))) for q in _others(st, p)]


def distinct_table_cards(sets: list[PropertySet]) -> set[int]:
    """Of identical cards in one colour (copies from two decks, identical wilds), the one
    offered (rulings E-2): one in an unfinished set if there is one, as moving it breaks
    nothing; so no two choices read the same."""
    chosen: dict[tuple[int, str], int] = {}
    for s in sorted(sets, key=is_full):
        for c in s.cards:
            chosen.setdefault((TYPE[c], s.colour), c)
    return set(chosen.values())


def _stealable(st: DealState, q: int) -> list[tuple[int, str]]:
    """(card, colour of its set) for q's cards not in a full set, identical ones once."""
    offered = distinct_table_cards(st.sets[q])
    return [(x, s.colour) for s in st.sets[q] if not is_full(s) for x in s.cards if x in offered]


def _sly_options(st: DealState, p: int, c: int, d: Callable[[Action], str]) -> list[Action]:
    return [
        make("sly_deal", d, (("card", c), ("color", colour), ("take", x), ("target", q)))
        for q in _others(st, p)
        for x, colour in _stealable(st, q)
    ]


def givable(st: DealState, p: int) -> list[tuple[int, str]]:
    """DEAL-12: what p may give in a Forced Deal (not from a full set, unless by option)."""
    if st.opts["forced_deal_from_own_full_set"]:
        offered = distinct_table_cards(st.sets[p])
        return [(y, s.colour) for s in st.sets[p] for y in s.cards if y in offered]
    return _stealable(st, p)


def _forced_options(st: DealState, p: int, c: int, d: Callable[[Action], str]) -> list[Action]:
    """The card to take; the card to give is the next decision (a split, not a product)."""
    if not givable(st, p):
        return []
    return [
        make("forced_deal", d, (("card", c), ("color", colour), ("take", x), ("target", q)))
        for q in _others(st, p)
        for x, colour in _stealable(st, q)
    ]


def _breaker_options(st: DealState, p: int, c: int, d: Callable[[Action], str]) -> list[Action]:
    return [
        make("deal_breaker", d, (("card", c), ("color", s.colour), ("set", s.id), ("target", q)))
        for q in _others(st, p)
        for s in st.sets[q]
        if is_full(s)
    ]


def _house_options(st: DealState, p: int, c: int, d: Callable[[Action], str]) -> list[Action]:
    return [
        make("house", d, (("card", c), ("color", s.colour), ("set", s.id)))
        for s in st.sets[p]
        if BUILDABLE[s.colour] and is_full(s) and s.house is None
    ]


def _hotel_options(st: DealState, p: int, c: int, d: Callable[[Action], str]) -> list[Action]:
    return [
        make("hotel", d, (("card", c), ("color", s.colour), ("set", s.id)))
        for s in st.sets[p]
        if BUILDABLE[s.colour] and is_full(s) and s.house is not None and s.hotel is None
    ]


_ACTION_OPTIONS: dict[
    str, Callable[[DealState, int, int, Callable[[Action], str]], list[Action]]
] = {
    "pass_go": _pass_go_options,
    "birthday": _birthday_options,
    "debt_collector": _debt_options,
    "sly_deal": _sly_options,
    "forced_deal": _forced_options,
    "deal_breaker": _breaker_options,
    "house": _house_options,
    "hotel": _hotel_options,
}


def _open_ids(st: DealState, p: int) -> dict[str, int]:
    """Colour -> id of p's unfinished set of that colour."""
    return {s.colour: s.id for s in st.sets[p] if not is_full(s)}


def _rearrange_options(
    st: DealState, p: int, open_ids: dict[str, int], d: Callable[[Action], str]
) -> list[Action]:
    """DEAL-7: a wild may move to any other colour it shows. Identical wilds of one colour
    are one choice (rulings E-2): the one in an unfinished set, whose move breaks nothing."""
    out: list[Action] = []
    offered = distinct_table_cards(st.sets[p])
    for s in st.sets[p]:
        for c in s.cards:
            if not WILD[c] or c not in offered:
                continue
            for colour in CARD_COLOURS[c]:
                if colour != s.colour:
                    fields = (
                        ("card", c),
                        ("color", colour),
                        ("from", s.colour),
                        ("set", open_ids.get(colour, "new")),
                    )
                    out.append(make("rearrange", d, fields))
    return out


def responder(st: DealState) -> int:
    pend = st.pending
    assert pend is not None
    return pend.targets[0] if pend.jsn % 2 == 0 else pend.actor


def _legal_respond(st: DealState) -> list[Action]:
    """DEAL-15: accept always; Just Say No when the responder holds one and may play it."""
    d = _describe(st)
    seat = responder(st)
    accept = make("accept", d, ())
    if not may_say_no(st, seat):
        return [accept]
    jsn = min(c for c in st.hands[seat] if ACTION[c] == "just_say_no")
    return [make("just_say_no", d, (("card", jsn),)), accept]


def payable(st: DealState, seat: int, distinct: bool = True) -> list[int]:
    """DEAL-16: bank cards, properties (not any-colour wilds) and buildings on sets.

    With `distinct`, identical bank cards and identical cards of one colour on the table
    are offered once (they are the same choice) and a House under a Hotel is left out
    (the Hotel must go first). Buildings come before the cards under them, so paying
    everything in order never empties a set that still carries buildings (which would
    orphan them instead of paying them over, rulings D-16).
    """
    out = _hand_reps(st.bank[seat]) if distinct else list(st.bank[seat])
    offered = distinct_table_cards(st.sets[seat]) if distinct else None
    for s in st.sets[seat]:
        if s.hotel is not None:
            out.append(s.hotel)
        if s.house is not None and (s.hotel is None or not distinct):
            out.append(s.house)
        out += [c for c in s.cards if not RAINBOW[c] and (offered is None or c in offered)]
    return out


def payable_total(st: DealState, seat: int) -> int:
    total = sum(VALUE[c] for c in st.bank[seat])
    for s in st.sets[seat]:
        total += sum(VALUE[c] for c in s.cards)
        if s.hotel is not None:
            total += VALUE[s.hotel]
        if s.house is not None:
            total += VALUE[s.house]
    return total


def _legal_pay(st: DealState) -> list[Action]:
    """DEAL-16: one card at a time, each named with where it lies (bank or a set)."""
    d = _describe(st)
    pend = st.pending
    assert pend is not None
    payer = pend.targets[0]
    bank = st.bank[payer]
    out = []
    for c in payable(st, payer):
        source = "bank" if c in bank else _set_holding(st, payer, c).colour
        out.append(make("pay", d, (("card", c), ("source", source))))
    return out


def _set_holding(st: DealState, seat: int, card: int) -> PropertySet:
    """The set a card lies in, or the set a building stands on."""
    for s in st.sets[seat]:
        if card in s.cards or card == s.house or card == s.hotel:
            return s
    raise ValueError(f"card {card} is on none of seat {seat}'s sets")


def _legal_discard(st: DealState) -> list[Action]:
    d = _describe(st)
    return [make("discard", d, (("card", c),)) for c in _hand_reps(st.hands[st.active])]


def _legal_give(st: DealState) -> list[Action]:
    d = _describe(st)
    return [make("give", d, (("card", y), ("color", k))) for y, k in givable(st, st.active)]


def _legal_over(st: DealState) -> list[Action]:
    return []


_LEGAL: dict[str, Callable[[DealState], list[Action]]] = {
    PLAY: _legal_play,
    RESPOND: _legal_respond,
    PAY: _legal_pay,
    GIVE: _legal_give,
    DISCARD: _legal_discard,
    OVER: _legal_over,
}


def to_act(st: DealState) -> int | None:
    if st.phase == OVER:
        return None
    if st.phase == RESPOND:
        return responder(st)
    if st.phase == PAY:
        assert st.pending is not None
        return st.pending.targets[0]
    return st.active


# Applying actions --------------------------------------------------------------------


def apply(st: DealState, a: Action, table: Table) -> None:
    _APPLY[a.kind](st, a, table)
    _check_win(st, table)


def _int(value: object) -> int:
    assert isinstance(value, int)
    return value


def _from_hand(st: DealState, seat: int, card: int) -> None:
    st.hands[seat].remove(card)
    for known in st.known_hand:
        if known:
            known.pop(card, None)


def _use_play(st: DealState, card: int, table: Table, **event: Any) -> None:
    """Move a played card from the hand to the discard pile (DEAL-22) and count the play."""
    _from_hand(st, st.active, card)
    st.discard.append(card)
    st.plays_left -= 1
    table.emit({"type": "play", "seat": st.active, "card": card, **event})


def _bank(st: DealState, a: Action, table: Table) -> None:
    """DEAL-5."""
    card = _int(a.card)
    _from_hand(st, st.active, card)
    st.bank[st.active].append(card)
    st.plays_left -= 1
    table.emit({"type": "bank", "seat": st.active, "card": card})


def _lay(st: DealState, a: Action, table: Table) -> None:
    """DEAL-6."""
    card, colour = _int(a.card), str(a.color)
    _from_hand(st, st.active, card)
    _add_property(st, st.active, card, colour, table)
    st.plays_left -= 1
    table.emit({"type": "lay", "seat": st.active, "card": card, "color": colour})


def _rearrange(st: DealState, a: Action, table: Table) -> None:
    """DEAL-7."""
    card, colour = _int(a.card), str(a.color)
    old = _take_from_set(st, st.active, card, table)
    _add_property(st, st.active, card, colour, table)
    st.moves_left -= 1
    table.emit({"type": "rearrange", "seat": st.active, "card": card, "from": old, "color": colour})


def _rent(st: DealState, a: Action, table: Table) -> None:
    """DEAL-9, DEAL-10."""
    card = _int(a.card)
    doubles = a.doubles
    assert isinstance(doubles, tuple)
    target = a.get("target")
    targets = [_int(target)] if target is not None else _others(st, st.active)
    amount = _int(a.amount)
    _use_play(
        st,
        card,
        table,
        action="rent",
        color=a.color,
        amount=amount,
        targets=targets,
        doubles=list(doubles),
    )
    for dbl in doubles:
        _use_play(st, _int(dbl), table, action="double_rent")
    _charge(st, "rent", targets, amount, table, str(a.color))


def _debt_collector(st: DealState, a: Action, table: Table) -> None:
    """DEAL-11."""
    target = _int(a.target)
    _use_play(
        st,
        _int(a.card),
        table,
        action="debt_collector",
        targets=[target],
        amount=data.DEBT_COLLECTOR_AMOUNT,
    )
    _charge(st, "debt_collector", [target], data.DEBT_COLLECTOR_AMOUNT, table)


def _birthday(st: DealState, a: Action, table: Table) -> None:
    """DEAL-11."""
    targets = _others(st, st.active)
    _use_play(
        st, _int(a.card), table, action="birthday", targets=targets, amount=data.BIRTHDAY_AMOUNT
    )
    _charge(st, "birthday", targets, data.BIRTHDAY_AMOUNT, table)


def _pass_go(st: DealState, a: Action, table: Table) -> None:
    """DEAL-11."""
    _use_play(st, _int(a.card), table, action="pass_go")
    _draw(st, st.active, data.PASS_GO_DRAW, table)


def _sly_deal(st: DealState, a: Action, table: Table) -> None:
    """DEAL-12."""
    target, take = _int(a.target), _int(a.take)
    _use_play(st, _int(a.card), table, action="sly_deal", targets=[target], take=take)
    st.pending = Pending("sly_deal", st.active, [target], take=take)
    _next_target(st, table)


def _forced_deal(st: DealState, a: Action, table: Table) -> None:
    """DEAL-12: the card to take is named; the player chooses what to give next."""
    target, take = _int(a.target), _int(a.take)
    _use_play(st, _int(a.card), table, action="forced_deal", targets=[target], take=take)
    st.pending = Pending("forced_deal", st.active, [target], take=take)
    st.phase = GIVE


def _give(st: DealState, a: Action, table: Table) -> None:
    """DEAL-12: the second half of a Forced Deal; then the target may answer (DEAL-15)."""
    pend = st.pending
    assert pend is not None
    pend.give = _int(a.card)
    table.emit({"type": "give", "seat": pend.actor, "card": pend.give, "target": pend.targets[0]})
    _next_target(st, table)


def _deal_breaker(st: DealState, a: Action, table: Table) -> None:
    """DEAL-13."""
    target, set_id = _int(a.target), _int(a.set)
    _use_play(
        st, _int(a.card), table, action="deal_breaker", targets=[target], set=set_id, color=a.color
    )
    st.pending = Pending("deal_breaker", st.active, [target], set_id=set_id)
    _next_target(st, table)


def _build(st: DealState, a: Action, table: Table) -> None:
    """DEAL-14."""
    card, set_id = _int(a.card), _int(a.set)
    _from_hand(st, st.active, card)
    s = next(s for s in st.sets[st.active] if s.id == set_id)
    if a.kind == "house":
        s.house = card
    else:
        s.hotel = card
    st.plays_left -= 1
    table.emit({"type": a.kind, "seat": st.active, "card": card, "set": set_id, "color": s.colour})


# Resolving action cards against players (DEAL-15, 16, 17) ----------------------------


def _charge(
    st: DealState, kind: str, targets: list[int], amount: int, table: Table, colour: str = ""
) -> None:
    st.pending = Pending(kind, st.active, list(targets), amount=amount, colour=colour)
    _next_target(st, table)


def may_say_no(st: DealState, seat: int) -> bool:
    pend = st.pending
    assert pend is not None
    if not any(ACTION[c] == "just_say_no" for c in st.hands[seat]):
        return False
    return not (seat == pend.actor and st.opts["jsn_counts_as_play"] and st.plays_left < 1)


def is_asked(st: DealState, seat: int) -> bool:
    """Rulings D-7: everyone is asked (`respond: "everyone"`), or only those who could
    answer with Just Say No (`"holders"`, which shows everyone who holds one)."""
    return st.opts["respond"] == "everyone" or may_say_no(st, seat)


def _next_target(st: DealState, table: Table) -> None:
    """Work through the remaining targets until one needs a decision."""
    pend = st.pending
    assert pend is not None
    while pend.targets:
        if _check_win(st, table):
            return
        pend.jsn = 0
        if is_asked(st, pend.targets[0]):
            st.phase = RESPOND
            return
        if not _carry_out(st, table):
            return
    st.pending = None
    st.phase = PLAY


def _just_say_no(st: DealState, a: Action, table: Table) -> None:
    pend = st.pending
    assert pend is not None
    seat = responder(st)
    card = _int(a.card)
    _from_hand(st, seat, card)
    st.discard.append(card)
    if seat == pend.actor and st.opts["jsn_counts_as_play"]:
        st.plays_left -= 1
    pend.jsn += 1
    table.emit(
        {
            "type": "just_say_no",
            "seat": seat,
            "card": card,
            "level": pend.jsn,
            "target": pend.targets[0],
        }
    )
    if not is_asked(st, responder(st)):
        _chain_over(st, table)


def _accept(st: DealState, a: Action, table: Table) -> None:
    table.emit({"type": "accept", "seat": responder(st)})
    _chain_over(st, table)


def _chain_over(st: DealState, table: Table) -> None:
    pend = st.pending
    assert pend is not None
    if pend.jsn % 2:
        table.emit({"type": "cancelled", "target": pend.targets.pop(0), "action": pend.kind})
    elif not _carry_out(st, table):
        return
    _next_target(st, table)


def _carry_out(st: DealState, table: Table) -> bool:
    """Apply the pending effect to the current target; False while a payment is open."""
    pend = st.pending
    assert pend is not None
    if pend.kind in CHARGES:
        pend.paid = 0
        st.phase = PAY
        return _settle_payment(st, table)
    _STEALS[pend.kind](st, pend, table)
    pend.targets.pop(0)
    return True


def _move_property(st: DealState, giver: int, card: int, taker: int, table: Table) -> None:
    """DEAL-17: a property keeps its colour and joins the taker's collection."""
    colour = _take_from_set(st, giver, card, table)
    _add_property(st, taker, card, colour, table)


def _steal_one(st: DealState, pend: Pending, table: Table) -> None:
    target = pend.targets[0]
    _move_property(st, target, pend.take, pend.actor, table)
    table.emit({"type": "take", "seat": pend.actor, "from": target, "card": pend.take})


def _swap(st: DealState, pend: Pending, table: Table) -> None:
    target = pend.targets[0]
    _move_property(st, target, pend.take, pend.actor, table)
    _move_property(st, pend.actor, pend.give, target, table)
    table.emit(
        {"type": "swap", "seat": pend.actor, "with": target, "took": pend.take, "gave": pend.give}
    )


def _steal_set(st: DealState, pend: Pending, table: Table) -> None:
    target = pend.targets[0]
    s = next(s for s in st.sets[target] if s.id == pend.set_id)
    st.sets[target].remove(s)
    st.sets[pend.actor].append(s)
    table.emit(
        {
            "type": "take_set",
            "seat": pend.actor,
            "from": target,
            "set": s.id,
            "color": s.colour,
            "cards": list(s.cards),
            "house": s.house,
            "hotel": s.hotel,
        }
    )


_STEALS: dict[str, Callable[[DealState, Pending, Table], None]] = {
    "sly_deal": _steal_one,
    "forced_deal": _swap,
    "deal_breaker": _steal_set,
}


def _settle_payment(st: DealState, table: Table) -> bool:
    """Finish the payment when no choice is left: covered, nothing left, or all must go."""
    pend = st.pending
    assert pend is not None
    payer = pend.targets[0]
    owed = pend.amount - pend.paid
    while owed > 0 and 0 < payable_total(st, payer) <= owed:
        _transfer(st, payer, pend.actor, payable(st, payer, distinct=False)[0], table)
        owed = pend.amount - pend.paid
    if owed > 0 and payable_total(st, payer) > 0:
        return False
    table.emit(
        {"type": "paid", "seat": payer, "to": pend.actor, "amount": pend.paid, "owed": pend.amount}
    )
    pend.targets.pop(0)
    st.phase = PLAY
    return True


def _pay(st: DealState, a: Action, table: Table) -> None:
    pend = st.pending
    assert pend is not None
    _transfer(st, pend.targets[0], pend.actor, _int(a.card), table)
    if _settle_payment(st, table):
        _next_target(st, table)


def _transfer(st: DealState, payer: int, receiver: int, card: int, table: Table) -> None:
    pend = st.pending
    assert pend is not None
    if card in st.bank[payer]:
        st.bank[payer].remove(card)
        st.bank[receiver].append(card)
    elif KIND[card] in ON_TABLE:
        _move_property(st, payer, card, receiver, table)
    else:
        s = next(s for s in st.sets[payer] if card in (s.house, s.hotel))
        if s.hotel == card:
            s.hotel = None
        else:
            s.house = None
        st.bank[receiver].append(card)
    pend.paid += VALUE[card]
    table.emit({"type": "pay", "seat": payer, "to": receiver, "card": card})


_APPLY: dict[str, Callable[[DealState, Action, Table], None]] = {
    "bank": _bank,
    "lay": _lay,
    "rearrange": _rearrange,
    "rent": _rent,
    "debt_collector": _debt_collector,
    "birthday": _birthday,
    "pass_go": _pass_go,
    "sly_deal": _sly_deal,
    "forced_deal": _forced_deal,
    "give": _give,
    "deal_breaker": _deal_breaker,
    "house": _build,
    "hotel": _build,
    "end_turn": _end_turn,
    "discard": _discard,
    "just_say_no": _just_say_no,
    "accept": _accept,
    "pay": _pay,
}


def result(st: DealState) -> Json:
    return {
        "winners": [] if st.winner is None else [st.winner],
        "scores": [len(full_colours(st, s)) for s in range(st.players)],
        "reason": st.reason,
    }
