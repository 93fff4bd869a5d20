"""The parts of a board edition's observation that every edition shows alike.

Both editions show the same board (names, prices, deeds and hotels) and describe the shared
rule blocks' pending frames (auctions, trades, purchases, hotels, rent, the window before a
roll) in the same words, so those views are built here once; each edition adds the views of
its own frames and players. The builders return plain functions so that an observation,
made at every decision, pays no more calls than when each edition spelled them out.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Final, TypeVar

from monopolies.board import auction, trade
from monopolies.board.layout import Layout
from monopolies.board.state import BANK, NOBODY, BoardState, Frame
from monopolies.engine.rules import Json

S = TypeVar("S", bound=BoardState)
FrameView = Callable[[S, Frame], Json]

BOARD_CACHE: Final = 10_000


def _static_board(layout: Layout, names: str) -> tuple[Json, ...]:
    """What never changes about each space, per naming."""
    out = []
    for space in layout.spaces:
        entry: Json = {"space": space.index, "kind": space.kind, "name": space.name(names)}
        if space.colour:
            entry["color"] = space.colour
            entry["price"] = space.price
        out.append(entry)
    return tuple(out)


def board_view(layout: Layout) -> Callable[[BoardState], list[Json]]:
    """The board seen by every seat, shared by every observation of the same deeds and
    hotels: it changes a few dozen times a game and is read at every observation, so it is
    cached (callers must not change it)."""
    static = {names: _static_board(layout, names) for names in ("us", "uk")}
    streets = frozenset(layout.streets)
    boards: dict[tuple[object, ...], list[Json]] = {}
    # One street's entry per (naming, street, owner, hotel), shared by the boards: a few
    # hundred at most, and never stale, since the key holds every input.
    entries: dict[tuple[object, ...], Json] = {}

    # The last board handed out, with copies of the deeds and hotels it shows: most
    # observations follow one of the same deeds and hotels, and comparing two lists is
    # cheaper than hashing them. Compared by value, so it cannot go stale.
    last: list[tuple[str, list[int], list[bool], list[Json]]] = []

    def board(st: BoardState) -> list[Json]:
        names, owner, hotel = st.names, st.owner, st.hotel
        if last:
            was = last[0]
            if was[1] == owner and was[2] == hotel and was[0] == names:
                return was[3]
        key = (names, tuple(owner), tuple(hotel))
        seen = boards.get(key)
        if seen is None:
            if len(boards) > BOARD_CACHE:
                boards.clear()
            seen = []
            for i, entry in enumerate(static[names]):
                if i in streets:
                    held_by, built = owner[i], hotel[i]
                    entry_key = (names, i, held_by, built)
                    found = entries.get(entry_key)
                    if found is None:
                        shown = None if held_by == BANK else held_by
                        found = entries[entry_key] = {**entry, "owner": shown, "hotel": built}
                    entry = found
                seen.append(entry)
            boards[key] = seen
        last[:] = [(names, list(owner), list(hotel), seen)]
        return seen

    return board


def streets_by_owner(st: BoardState, layout: Layout) -> list[list[int]]:
    """Each seat's streets, in board order."""
    streets: list[list[int]] = [[] for _ in range(st.players)]
    owner = st.owner
    for s in layout.streets:
        if owner[s] != BANK:
            streets[owner[s]].append(s)
    return streets


def pending_view(
    views: Mapping[str, FrameView[S]], default: FrameView[S]
) -> Callable[[S], Json | None]:
    """What is being decided now: the top frame's kind and its view (`default` for frames
    with no view of their own), never a frame's secret fields; None when nothing is."""

    def pending(st: S) -> Json | None:
        if st.over or not st.stack:
            return None
        f = st.stack[-1]
        view = {"kind": f.kind}
        view.update(views.get(f.kind, default)(st, f))
        return view

    return pending


def seat_view(st: BoardState, f: Frame) -> Json:
    return {"seat": f.seat}


def seat_amount_view(st: BoardState, f: Frame) -> Json:
    return {"seat": f.seat, "amount": f.amount}


def street_view(st: BoardState, f: Frame) -> Json:
    """A purchase or hotel decision: whose, which street, at what price."""
    return {"seat": f.seat, "street": f.street, "amount": f.amount}


def window_view(st: BoardState, f: Frame) -> Json:
    """A window that asks the seats in turn (before a roll, a call of cheats)."""
    return {"seat": f.seat, "asking": f.queue[0] if f.queue else None}


def auction_view(st: BoardState, f: Frame) -> Json:
    return {
        "lot": "hotel" if f.street == auction.HOTEL_LOT else f.street,
        "high_bid": f.amount,
        "high_bidder": None if f.other == NOBODY else f.other,
        "bidders": list(f.queue),
        "out": list(f.marks),
        "bidder": f.queue[f.card] if f.stage == auction.BIDDING else None,
    }


def trade_view(st: BoardState, f: Frame) -> Json:
    give, get = trade.summary(f)
    return {
        "proposer": f.seat,
        "partner": None if f.other == NOBODY else f.other,
        "give": list(give),
        "get": list(get),
        "cash": f.amount,
        "offered": f.stage >= trade.RESPOND,
    }


def rent_view(ask_stage: int) -> FrameView[BoardState]:
    """A rent frame's view; the amount asked stays hidden while the owner has still to ask
    (`ask_stage`: each edition's rent frame numbers its own stages)."""

    def rent(st: BoardState, f: Frame) -> Json:
        return {
            "owner": f.seat,
            "payer": f.other,
            "street": f.street,
            "asked": f.amount if f.stage != ask_stage else None,
        }

    return rent
