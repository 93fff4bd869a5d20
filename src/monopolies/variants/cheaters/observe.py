"""What one seat of a Cheaters game may know (CH-15).

Everyone sees the board, tokens, handcuffs, deeds, hotels, cash, how many Chance and
Community Chest cards each player holds (and which, for its own), the face-up Cheat
cards (the ones the next window may name), the decks' sizes, and what is
being decided now. `announced_cash` is what the public events account for (a careful
player's ledger): cash that differs from it is the evidence of a cheat. A seat also sees
its own cheats not yet settled (`my_cheats`). Nobody sees another player's cheats, a
loaded die, a rent's secret surplus or discount, or the order of the decks.
"""

from __future__ import annotations

from collections.abc import Callable

from monopolies.board import auction, between, hotels, purchase, trade
from monopolies.board.state import BANK, NOBODY, Frame
from monopolies.engine.rules import Json
from monopolies.variants.cheaters import cards, cheats, data, moves, rent
from monopolies.variants.cheaters.state import CHState

CARD_VIEWS = tuple(
    {"card": c.id, "deck": c.deck, "action": c.action, "text": c.text} for c in data.CARDS
)
HIDDEN_CARD = {deck: {"deck": deck} for deck in (data.CHANCE, data.CHEST)}
CHEAT_VIEWS = {
    c.id: {
        "card": c.id,
        "action": c.action,
        "name": c.name,
        "text": c.text,
        "reward": c.reward,
        "penalty": c.penalty,
    }
    for c in data.CHEATS
}
STREETS = frozenset(data.LAYOUT.streets)


def _static_board(names: str) -> tuple[Json, ...]:
    out = []
    for space in data.SPACES:
        entry: Json = {"space": space.index, "kind": space.kind, "name": space.name(names)}
        if space.colour:
            entry["color"] = space.colour
            entry["price"] = space.price
        out.append(entry)
    return tuple(out)


STATIC = {names: _static_board(names) for names in ("us", "uk")}
BOARD_CACHE = 10_000
_BOARDS: dict[tuple[object, ...], list[Json]] = {}


def _board(st: CHState) -> list[Json]:
    """The board, shared by observations of the same deeds and hotels (read-only)."""
    key = (st.names, tuple(st.owner), tuple(st.hotel))
    board = _BOARDS.get(key)
    if board is None:
        if len(_BOARDS) > BOARD_CACHE:
            _BOARDS.clear()
        owner, hotel = st.owner, st.hotel
        board = _BOARDS[key] = [
            {**entry, "owner": None if owner[i] == BANK else owner[i], "hotel": hotel[i]}
            if i in STREETS
            else entry
            for i, entry in enumerate(STATIC[st.names])
        ]
    return board


def _held(st: CHState, p: int, seat: int) -> list[Json]:
    if p == seat:
        return [CARD_VIEWS[c] for c in st.held[p]]
    return [HIDDEN_CARD[data.CARDS[c].deck] for c in st.held[p]]


def _player(st: CHState, p: int, seat: int, streets: list[int]) -> Json:
    return {
        "seat": p,
        "position": st.position[p],
        "cash": st.cash[p],
        "announced_cash": st.cash[p] - st.hidden_cash[p],
        "in_jail": st.in_jail[p],
        "jail_tries": st.jail_tries[p],
        "alive": st.alive[p],
        "home": st.home[p],
        "half_rent": st.half_rent[p],
        "streets": streets,
        "held_cards": _held(st, p, seat),
        "trade_offers_left": max(0, st.opts["max_trade_offers"] - st.offers[p]),
    }


def _my_cheats(st: CHState, seat: int) -> list[Json]:
    """Own cheats not yet settled (a loaded die shows its value)."""
    out = [{**CHEAT_VIEWS[r[1]], "details": r[3:]} for r in st.records if r[0] == seat]
    return out + ([{"loaded_die": st.loaded[seat]}] if st.loaded[seat] else [])


# What is being decided now, by frame kind (never a frame's secret fields).


def _auction(st: CHState, f: Frame) -> Json:
    return {
        "lot": "hotel" if f.street == auction.HOTEL_LOT else f.street,
        "high_bid": f.amount,
        "high_bidder": None if f.other == NOBODY else f.other,
        "bidders": list(f.queue),
        "bidder": f.queue[f.card] if f.stage == auction.BIDDING else None,
    }


def _trade(st: CHState, f: Frame) -> Json:
    give, get = trade.summary(f)
    return {
        "proposer": f.seat,
        "partner": None if f.other == NOBODY else f.other,
        "give": list(give),
        "get": list(get),
        "cash": f.amount,
        "offered": f.stage >= trade.RESPOND,
    }


def _street_frame(st: CHState, f: Frame) -> Json:
    return {"seat": f.seat, "street": f.street, "amount": f.amount}


def _rent(st: CHState, f: Frame) -> Json:
    return {
        "owner": f.seat,
        "payer": f.other,
        "street": f.street,
        "asked": f.amount if f.stage != rent.ASK else None,
    }


def _window(st: CHState, f: Frame) -> Json:
    return {"seat": f.seat, "asking": f.queue[0] if f.queue else None}


def _seat_only(st: CHState, f: Frame) -> Json:
    return {"seat": f.seat}


def _amount(st: CHState, f: Frame) -> Json:
    return {"seat": f.seat, "amount": f.amount}


def _card(st: CHState, f: Frame) -> Json:
    return {"seat": f.seat, "card": f.card}


def _place(st: CHState, f: Frame) -> Json:
    return {"seat": f.seat, "target": f.other}


PENDING: dict[str, Callable[[CHState, Frame], Json]] = {
    auction.KIND: _auction,
    trade.KIND: _trade,
    purchase.KIND: _street_frame,
    hotels.KIND: _street_frame,
    cards.HALF_BUY: _street_frame,
    rent.KIND: _rent,
    between.KIND: _window,
    cheats.CALL: _window,
    cheats.PLACE: _place,
    cards.PAY_OR_JAIL: _amount,
    cards.LIMIT: _card,
    cards.USE: _card,
    moves.MOVED: _seat_only,
}


def pending(st: CHState) -> Json | None:
    if st.over or not st.stack:
        return None
    f = st.stack[-1]
    view = {"kind": f.kind}
    view.update(PENDING.get(f.kind, _seat_only)(st, f))
    return view


def observe(st: CHState, seat: int) -> Json:
    streets: list[list[int]] = [[] for _ in range(st.players)]
    owner = st.owner
    for s in data.LAYOUT.streets:
        if owner[s] != BANK:
            streets[owner[s]].append(s)
    return {
        "names": st.names,
        "active": st.active,
        "round": st.round,
        "board": _board(st),
        "hotels_left": st.hotels_left,
        "cheats_face_up": [CHEAT_VIEWS[c] for c in st.face_up if c >= 0],
        "callable": list(st.callable),
        "ultimate": st.opts["ultimate"],
        "ending": st.ending,
        "chance_deck": len(st.chance_deck),
        "community_chest_deck": len(st.chest_deck),
        "cheat_deck": len(st.cheat_deck),
        "my_cheats": _my_cheats(st, seat),
        "pending": pending(st),
        "context": [f.kind for f in st.stack],
        "players": [_player(st, p, seat, streets[p]) for p in range(st.players)],
    }
