"""What one seat of a Crooked Cash game may know (CC-12).

Everyone sees the board, tokens, deeds, hotels, cash and how many notes of each value
each player holds, decoder chips, the face-up and held Chance cards (their action, not
whether they are real) and what is being decided now. A seat sees its own note ids, with
`known_fake` on those it has learned (a fake it took by decoding, a note it received after
it was decoded real, or all its own with `owners_see_fakes`). Decoding results are public
events. Nobody sees note ids in other hands, fake flags, or the order of the decks.
"""

from __future__ import annotations

from collections.abc import Callable

from monopolies.board import auction, between, hotels, purchase, rent, trade
from monopolies.board.observe import (
    auction_view,
    board_view,
    pending_view,
    rent_view,
    seat_amount_view,
    street_view,
    streets_by_owner,
    trade_view,
    window_view,
)
from monopolies.board.state import Frame
from monopolies.engine.rules import Json
from monopolies.variants.crooked_cash import cards, data, payment
from monopolies.variants.crooked_cash.notes import EXACT, PAYMENT
from monopolies.variants.crooked_cash.state import CCState

DENOMINATIONS = data.DENOMINATIONS
PILE_KEYS = tuple(str(v) for v in DENOMINATIONS)


CARD_VIEWS = tuple(
    {"card": data.face(c.id), "deck": c.deck, "action": c.action, "text": c.text}
    for c in data.CARDS
)


def _card(st: CCState, card: int, seat: int, holder: int) -> Json:
    """A card as everyone sees it (shared, read-only): by its face, never by which copy of
    a Chance pair it is, with `fake` where that is known (rulings CC-R7)."""
    view = CARD_VIEWS[card]
    if (
        card < data.NOTE_BASE
        and data.CARDS[card].deck == data.CHANCE
        and (card in st.public or (holder == seat and st.opts["owners_see_fakes"]))
    ):
        return {**view, "fake": st.fake[card]}
    return view


_board = board_view(data.LAYOUT)


def _players(st: CCState, seat: int, streets: list[list[int]]) -> list[Json]:
    """Every player as everyone sees them (one loop: an observation is made at many
    decisions)."""
    position, cash, in_jail, jail_tries = st.position, st.cash, st.in_jail, st.jail_tries
    alive, held, chips, counts, caught = st.alive, st.held, st.chips, st.counts, st.caught
    limit, offers = st.opts["max_trade_offers"], st.offers
    return [
        {
            "seat": p,
            "position": position[p],
            "cash": cash[p],
            "in_jail": in_jail[p],
            "jail_tries": jail_tries[p],
            "alive": alive[p],
            "streets": streets[p],
            "held_cards": [_card(st, c, seat, p) for c in held[p]] if held[p] else [],
            "chips": chips[p],
            "notes": dict(zip(PILE_KEYS, counts[p], strict=True)),
            "caught": caught[p],
            "trade_offers_left": limit - offers[p] if offers[p] < limit else 0,
        }
        for p in range(st.players)
    ]


def _my_notes(st: CCState, seat: int) -> list[Json]:
    values, fake = st.values, st.fake
    known = None if st.opts["owners_see_fakes"] else st.known[seat]
    if known is not None and not known:
        return [{"id": note, "value": values[note]} for note in sorted(st.hands[seat])]
    return [
        {"id": note, "value": values[note]}
        if known is not None and note not in known
        else {"id": note, "value": values[note], "known_fake": fake[note]}
        for note in sorted(st.hands[seat])
    ]


# What is being decided now, by frame kind.


def _payment(st: CCState, f: Frame) -> Json:
    values = st.values
    mode = "change" if f.flag & EXACT else "payment"
    return {
        "payer": f.seat,
        "payee": f.other,
        "owed": f.amount,
        "on_table": sorted(values[n] for n in f.items),
        "mode": mode,
    }


def _decode(st: CCState, f: Frame) -> Json:
    return {
        "payer": f.seat,
        "payee": f.other,
        "decoder": f.queue[0] if f.queue else None,
        "notes": sorted(st.values[n] for n in f.items),
    }


def _use(st: CCState, f: Frame) -> Json:
    return {"seat": f.seat, "card": data.face(f.card), "action": data.CARDS[f.card].action}


PENDING: dict[str, Callable[[CCState, Frame], Json]] = {
    PAYMENT: _payment,
    payment.DECODE: _decode,
    auction.KIND: auction_view,
    trade.KIND: trade_view,
    purchase.KIND: street_view,
    hotels.KIND: street_view,
    rent.KIND: rent_view(rent.ASK),
    cards.USE: _use,
    cards.CARD_DECODE: _use,
    cards.KEEP_ONE: _use,
    between.KIND: window_view,
}


pending = pending_view(PENDING, seat_amount_view)


def observe(st: CCState, seat: int) -> Json:
    streets = streets_by_owner(st, data.LAYOUT)
    return {
        "names": st.names,
        "active": st.active,
        "round": st.round,
        "board": _board(st),
        "hotels_left": st.hotels_left,
        "chance_face_up": [None if c < 0 else _card(st, c, seat, -1) for c in st.face_up],
        "chance_deck": len(st.chance_deck),
        "community_chest_deck": len(st.chest_deck),
        "bank_notes": {k: len(p) for k, p in zip(PILE_KEYS, st.piles, strict=True)},
        "my_notes": _my_notes(st, seat),
        "pending": pending(st),
        "context": [f.kind for f in st.stack],
        "players": _players(st, seat, streets),
    }
