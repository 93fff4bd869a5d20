"""The play phase: what the player whose turn it is may do (DEAL-4, DEAL-5, DEAL-6,
DEAL-7; rulings D-1, D-17, E-2), and the plays that are not action cards.

Up to three plays a turn (DEAL-4): for each face in hand (identical cards once, rulings
E-2, D-17), lay a property as a colour it shows (DEAL-6), bank anything else (DEAL-5),
or play an action card (`action_cards`). Besides the plays, moving wilds between colours
(DEAL-7, at most `max_rearrangements` a turn, so that every game ends), and ending the
turn (`turn`).
"""

from __future__ import annotations

from monopolies.engine.action import Action, Describer, make
from monopolies.engine.rules import Table
from monopolies.games.deal import data
from monopolies.games.deal.rules.action_cards import OPTIONS, rent_options
from monopolies.games.deal.rules.actions import as_int, describer
from monopolies.games.deal.rules.sets import (
    ON_TABLE,
    add_property,
    distinct_table_cards,
    is_full,
    table_copy,
    take_from_set,
)
from monopolies.games.deal.rules.state import DealState
from monopolies.games.deal.rules.turn import from_hand, one_of_each


def legal_play(st: DealState) -> list[Action]:
    p = st.active
    d = describer(st.names)
    out: list[Action] = []
    open_ids = _open_ids(st, p)
    if st.plays_left > 0:
        hand = st.hands[p]
        doubles = [data.FACE[c] for c in hand if data.CARDS[c].action == "double_rent"]
        for c in one_of_each(hand):
            card = data.CARDS[c]
            if card.kind in ON_TABLE:
                for colour in card.colours:
                    out.append(
                        make(
                            "lay",
                            d,
                            (("card", c), ("color", colour), ("set", open_ids.get(colour, "new"))),
                        )
                    )
                continue
            out.append(make("bank", d, (("card", c),)))
            if card.kind == "rent":
                out += rent_options(st, p, c, doubles, d)
            elif card.kind == "action":
                options = OPTIONS.get(card.action)
                if options is not None:
                    out += options(st, p, c, d)
    if st.moves_left > 0:
        out += _rearrange_options(st, p, open_ids, d)
    out.append(make("end_turn", d, ()))
    return out


def _open_ids(st: DealState, p: int) -> dict[str, int]:
    """Colour -> id of p's unfinished set of that colour."""
    return {s.colour: s.id for s in st.sets[p] if not is_full(s)}


def _rearrange_options(
    st: DealState, p: int, open_ids: dict[str, int], d: Describer
) -> list[Action]:
    """DEAL-7: a wild may move to any other colour it shows. Identical wilds of one colour
    are one choice (rulings E-2): the one in an unfinished set, whose move breaks nothing."""
    out: list[Action] = []
    offered = distinct_table_cards(st.sets[p])
    for s in st.sets[p]:
        for c in s.cards:
            card = data.CARDS[c]
            if card.kind != "wild" or c not in offered:
                continue
            for colour in card.colours:
                if colour != s.colour:
                    fields = (
                        ("card", data.FACE[c]),
                        ("color", colour),
                        ("from", s.colour),
                        ("set", open_ids.get(colour, "new")),
                    )
                    out.append(make("rearrange", d, fields))
    return out


def bank(st: DealState, a: Action, table: Table) -> None:
    """DEAL-5: money or an action card into the bank, at its value."""
    card = from_hand(st, st.active, as_int(a.card))
    st.bank[st.active].append(card)
    st.plays_left -= 1
    table.emit({"type": "bank", "seat": st.active, "card": data.FACE[card]})


def lay(st: DealState, a: Action, table: Table) -> None:
    """DEAL-6: a property into the collection, as the colour chosen."""
    card, colour = from_hand(st, st.active, as_int(a.card)), str(a.color)
    add_property(st, st.active, card, colour, table)
    st.plays_left -= 1
    table.emit({"type": "lay", "seat": st.active, "card": data.FACE[card], "color": colour})


def rearrange(st: DealState, a: Action, table: Table) -> None:
    """DEAL-7: a wild moves to another colour; this uses no play."""
    card = table_copy(st.sets[st.active], as_int(a.card), str(a.get("from")))
    colour = str(a.color)
    old = take_from_set(st, st.active, card, table)
    add_property(st, st.active, card, colour, table)
    st.moves_left -= 1
    table.emit(
        {"type": "rearrange", "seat": st.active, "card": a.card, "from": old, "color": colour}
    )
