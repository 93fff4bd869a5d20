"""The action cards: what each offers in the play phase and what playing it does
(DEAL-9, DEAL-10, DEAL-11, DEAL-12, DEAL-13, DEAL-14, DEAL-22; rulings D-2, D-9, D-13).

Rent with Double The Rent, Debt Collector, It's My Birthday, Pass Go, Sly Deal, Forced
Deal, Deal Breaker, House and Hotel, each card's options next to its play. A played card
goes to the discard pile (DEAL-22), except a House or Hotel, which stands on its set. A
card that hits other players becomes the pending action that `resolve` works through
(Just Say No, then the payment or the steal). Every card may instead be banked (`plays`).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from monopolies.engine.action import Action, Describer, make
from monopolies.engine.rules import Table
from monopolies.games.deal import data
from monopolies.games.deal.rules.actions import as_int, describer
from monopolies.games.deal.rules.resolve import charge, next_target
from monopolies.games.deal.rules.sets import (
    distinct_table_cards,
    has_colour,
    is_full,
    rent_of,
    table_copy,
)
from monopolies.games.deal.rules.state import GIVE, DealState, Pending, PropertySet
from monopolies.games.deal.rules.turn import draw, from_hand


def _others(st: DealState, p: int) -> list[int]:
    """Every other seat, starting left of p."""
    return [(p + k) % st.players for k in range(1, st.players)]


def _use_play(st: DealState, card: int, table: Table, **event: Any) -> None:
    """Move a played card (a face) from the hand to the discard pile (DEAL-22) and count
    the play."""
    st.discard.append(from_hand(st, st.active, card))
    st.plays_left -= 1
    table.emit({"type": "play", "seat": st.active, "card": card, **event})


# Rent and Double The Rent (DEAL-9, DEAL-10; rulings D-2, D-9) --------------------------


def rent_options(
    st: DealState, p: int, card: int, doubles: list[int], d: Describer
) -> list[Action]:
    """For each colour on the card that p has a set of, the best such set (D-2), with as
    many Double The Rent as the plays left allow (D-9); the wild rent names its target."""
    out: list[Action] = []
    colours = data.CARDS[card].colours
    wild = len(colours) == len(data.ALL)
    max_doubles = min(len(doubles), st.plays_left - 1)
    for colour in colours:
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


def rent(st: DealState, a: Action, table: Table) -> None:
    """DEAL-9, DEAL-10: the two-colour rent charges everyone else, the wild rent one."""
    card = as_int(a.card)
    doubles = a.doubles
    assert isinstance(doubles, tuple)
    target = a.get("target")
    targets = [as_int(target)] if target is not None else _others(st, st.active)
    amount = as_int(a.amount)
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
        _use_play(st, as_int(dbl), table, action="double_rent")
    charge(st, "rent", targets, amount, table, str(a.color))


# Debt Collector, It's My Birthday, Pass Go (DEAL-11) -----------------------------------


def _debt_options(st: DealState, p: int, c: int, d: Describer) -> list[Action]:
    return [make("debt_collector", d, (("card", c), ("target", q))) for q in _others(st, p)]


def debt_collector(st: DealState, a: Action, table: Table) -> None:
    """DEAL-11: one chosen player owes 5M."""
    target = as_int(a.target)
    _use_play(
        st,
        as_int(a.card),
        table,
        action="debt_collector",
        targets=[target],
        amount=data.DEBT_COLLECTOR_AMOUNT,
    )
    charge(st, "debt_collector", [target], data.DEBT_COLLECTOR_AMOUNT, table)


def _birthday_options(st: DealState, p: int, c: int, d: Describer) -> list[Action]:
    return [make("birthday", d, (("card", c),))]


def birthday(st: DealState, a: Action, table: Table) -> None:
    """DEAL-11: every other player owes 2M."""
    targets = _others(st, st.active)
    _use_play(
        st, as_int(a.card), table, action="birthday", targets=targets, amount=data.BIRTHDAY_AMOUNT
    )
    charge(st, "birthday", targets, data.BIRTHDAY_AMOUNT, table)


def _pass_go_options(st: DealState, p: int, c: int, d: Describer) -> list[Action]:
    return [make("pass_go", d, (("card", c),))]


def pass_go(st: DealState, a: Action, table: Table) -> None:
    """DEAL-11: draw 2."""
    _use_play(st, as_int(a.card), table, action="pass_go")
    draw(st, st.active, data.PASS_GO_DRAW, table)


# Sly Deal and Forced Deal (DEAL-12; rulings D-13) --------------------------------------


def _stealable(st: DealState, q: int) -> list[tuple[int, str]]:
    """(face, colour of its set) for q's cards not in a full set, identical ones once."""
    offered = distinct_table_cards(st.sets[q])
    face = data.FACE
    return [
        (face[x], s.colour) for s in st.sets[q] if not is_full(s) for x in s.cards if x in offered
    ]


def givable(st: DealState, p: int) -> list[tuple[int, str]]:
    """DEAL-12: what p may give in a Forced Deal (not from a full set, unless by option)."""
    if st.opts["forced_deal_from_own_full_set"]:
        offered = distinct_table_cards(st.sets[p])
        face = data.FACE
        return [(face[y], s.colour) for s in st.sets[p] for y in s.cards if y in offered]
    return _stealable(st, p)


def _sly_options(st: DealState, p: int, c: int, d: Describer) -> list[Action]:
    return _take_options("sly_deal", st, p, c, d)


def _forced_options(st: DealState, p: int, c: int, d: Describer) -> list[Action]:
    """The card to take; the card to give is the next decision (a split, not a product)."""
    return _take_options("forced_deal", st, p, c, d) if givable(st, p) else []


def _take_options(kind: str, st: DealState, p: int, c: int, d: Describer) -> list[Action]:
    """Action card `c` aimed at each property another player may lose (DEAL-12)."""
    return [
        make(kind, d, (("card", c), ("color", colour), ("take", x), ("target", q)))
        for q in _others(st, p)
        for x, colour in _stealable(st, q)
    ]


def sly_deal(st: DealState, a: Action, table: Table) -> None:
    """DEAL-12: take one property not in a full set."""
    _take_named(st, a, table)
    next_target(st, table)


def forced_deal(st: DealState, a: Action, table: Table) -> None:
    """DEAL-12: the card to take is named; the player chooses what to give next."""
    _take_named(st, a, table)
    st.phase = GIVE


def _take_named(st: DealState, a: Action, table: Table) -> None:
    """Play the card and hold the copy of the named property the target has laid."""
    target, take = as_int(a.target), as_int(a.take)
    _use_play(st, as_int(a.card), table, action=a.kind, targets=[target], take=take)
    copy = table_copy(st.sets[target], take, str(a.color))
    st.pending = Pending(a.kind, st.active, [target], take=copy)


def legal_give(st: DealState) -> list[Action]:
    """Rulings D-13: the second decision of a Forced Deal, the card to give."""
    d = describer(st.names)
    return [make("give", d, (("card", y), ("color", k))) for y, k in givable(st, st.active)]


def give(st: DealState, a: Action, table: Table) -> None:
    """DEAL-12: the second half of a Forced Deal; then the target may answer (DEAL-15)."""
    pend = st.pending
    assert pend is not None
    pend.give = table_copy(st.sets[pend.actor], as_int(a.card), str(a.color))
    table.emit({"type": "give", "seat": pend.actor, "card": a.card, "target": pend.targets[0]})
    next_target(st, table)


# Deal Breaker (DEAL-13) ----------------------------------------------------------------


def _breaker_options(st: DealState, p: int, c: int, d: Describer) -> list[Action]:
    return [
        make("deal_breaker", d, (("card", c), ("color", s.colour), ("set", s.id), ("target", q)))
        for q in _others(st, p)
        for s in st.sets[q]
        if is_full(s)
    ]


def deal_breaker(st: DealState, a: Action, table: Table) -> None:
    """DEAL-13: take one full set, with its House and Hotel."""
    target, set_id = as_int(a.target), as_int(a.set)
    _use_play(
        st,
        as_int(a.card),
        table,
        action="deal_breaker",
        targets=[target],
        set=set_id,
        color=a.color,
    )
    st.pending = Pending("deal_breaker", st.active, [target], set_id=set_id)
    next_target(st, table)


# House and Hotel (DEAL-14) -------------------------------------------------------------


def _house_options(st: DealState, p: int, c: int, d: Describer) -> list[Action]:
    return [
        make("house", d, (("card", c), ("color", s.colour), ("set", s.id)))
        for s in st.sets[p]
        if data.COLOUR[s.colour].buildable and is_full(s) and s.house is None
    ]


def _hotel_options(st: DealState, p: int, c: int, d: Describer) -> list[Action]:
    return [
        make("hotel", d, (("card", c), ("color", s.colour), ("set", s.id)))
        for s in st.sets[p]
        if data.COLOUR[s.colour].buildable
        and is_full(s)
        and s.house is not None
        and s.hotel is None
    ]


def build(st: DealState, a: Action, table: Table) -> None:
    """DEAL-14: a House on a full set, a Hotel on one with a House."""
    card, set_id = from_hand(st, st.active, as_int(a.card)), as_int(a.set)
    s = next(s for s in st.sets[st.active] if s.id == set_id)
    if a.kind == "house":
        s.house = card
    else:
        s.hotel = card
    st.plays_left -= 1
    table.emit(
        {"type": a.kind, "seat": st.active, "card": a.card, "set": set_id, "color": s.colour}
    )


OPTIONS: dict[str, Callable[[DealState, int, int, Describer], list[Action]]] = {
    "pass_go": _pass_go_options,
    "birthday": _birthday_options,
    "debt_collector": _debt_options,
    "sly_deal": _sly_options,
    "forced_deal": _forced_options,
    "deal_breaker": _breaker_options,
    "house": _house_options,
    "hotel": _hotel_options,
}
"""What each action card offers when played as itself (rent is `rent_options`; Just Say No
and Double The Rent are never played alone)."""
