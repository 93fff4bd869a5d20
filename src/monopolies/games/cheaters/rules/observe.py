"""What one seat of a Cheaters game may know (CH-15).

Everyone sees the board, tokens, handcuffs, deeds, hotels, cash, how many Chance and
Community Chest cards each player holds (which, for its own and for Get Out of Jail Free,
which lies face up; rulings CH-R16), the face-up Cheat
cards (the ones the next window may name), the decks' sizes, and what is
being decided now. `announced_cash` is what the public events account for (a careful
player's ledger): cash that differs from it is the evidence of a cheat. A seat also sees
its own cheats not yet settled (`my_cheats`). Nobody sees another player's cheats, a
rent's secret surplus or discount, or the order of the decks.
"""

from __future__ import annotations

from monopolies.engine.rules import Json
from monopolies.games.board.rules.auction import AuctionFrame, PlaceHotelFrame
from monopolies.games.board.rules.between import BetweenFrame
from monopolies.games.board.rules.cash import CashPayment
from monopolies.games.board.rules.debt import DebtFrame
from monopolies.games.board.rules.each import EachFrame
from monopolies.games.board.rules.hotels import BuildFrame
from monopolies.games.board.rules.observe import (
    FrameView,
    auction_view,
    build_view,
    buy_view,
    context,
    debt_view,
    pending_view,
    rent_view,
    streets_by_owner,
    trade_view,
)
from monopolies.games.board.rules.purchase import BuyFrame
from monopolies.games.board.rules.stages import turn_of
from monopolies.games.board.rules.state import Frame
from monopolies.games.board.rules.trade import TradeFrame
from monopolies.games.board.rules.turn import opens_round
from monopolies.games.cheaters import data
from monopolies.games.cheaters.rules import rent_frame
from monopolies.games.cheaters.rules.cards import (
    CardLimit,
    ChoosePlayer,
    FreeParking,
    HalfBuy,
    MoveHotel,
    PayOrJail,
    SetHotel,
)
from monopolies.games.cheaters.rules.cheats import CallFrame
from monopolies.games.cheaters.rules.edition import Estate
from monopolies.games.cheaters.rules.frames import Drawn, Moved, PlaceToken
from monopolies.games.cheaters.rules.rent_frame import CheatersRent
from monopolies.games.cheaters.rules.state import CHState
from monopolies.games.cheaters.rules.turn import CheatersTurn

CARD_VIEWS: tuple[Json, ...] = tuple(
    {"card": c.id, "deck": c.deck, "action": c.action, "text": c.text} for c in data.CARDS
)
HIDDEN_CARD = {deck: {"deck": deck} for deck in (data.CHANCE, data.CHEST)}
# What another seat sees of each card: the deck of a face-down card, all of a face-up one
# (indexed by card id, as CARD_VIEWS; rulings CH-R16).
HIDDEN_BY_CARD: tuple[Json, ...] = tuple(
    HIDDEN_CARD[c.deck] if c.id in data.FACE_DOWN else CARD_VIEWS[c.id] for c in data.CARDS
)
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


def _players(st: CHState, streets: list[list[int]]) -> list[Json]:
    limit = st.opts["max_trade_offers"]
    position, cash, hidden, held, offers = st.position, st.cash, st.hidden_cash, st.held, st.offers
    in_jail, tries, alive, home, half = st.in_jail, st.jail_tries, st.alive, st.home, st.half_rent
    return [
        {
            "seat": p,
            "position": position[p],
            "cash": cash[p],
            "announced_cash": cash[p] - hidden[p],
            "in_jail": in_jail[p],
            "jail_tries": tries[p],
            "alive": alive[p],
            "home": home[p],
            "half_rent": half[p],
            "streets": list(streets[p]),
            "held_cards": [HIDDEN_BY_CARD[c] for c in held[p]] if held[p] else [],
            "trade_offers_left": limit - offers[p] if offers[p] < limit else 0,
        }
        for p in range(st.players)
    ]


def _my_cheats(st: CHState, seat: int) -> list[Json]:
    """Own cheats not yet settled, with their details as the events show them
    (`CheatRecord.details`: whom it hurt, what it gained, what it changed)."""
    return [{**CHEAT_VIEWS[r.card], "details": r.details()} for r in st.records if r.seat == seat]


# What is being decided now, by frame class (never a frame's secret fields).


def _card(st: CHState, f: CardLimit | Drawn | MoveHotel) -> Json:
    """A card played (public), or the card drawn over the limit (its deck if face down)."""
    if isinstance(f, CardLimit) and f.card in data.FACE_DOWN:
        return {"seat": f.seat, "deck": data.CARDS[f.card].deck}
    return {"seat": f.seat, "card": f.card}


def _place(st: CHState, f: PlaceToken) -> Json:
    return {"seat": f.victim, "target": f.cheater}


def _call(st: CHState, f: CallFrame) -> Json:
    return {"seat": f.ended, "asking": f.queue[0] if f.queue else None}


def _window(st: CHState, f: BetweenFrame) -> Json:
    return {"seat": f.roller, "asking": f.queue[0] if f.queue else None}


def _half_buy(st: CHState, f: HalfBuy) -> Json:
    return {"seat": f.seat, "street": f.street, "amount": f.price}


def _pay_or_jail(st: CHState, f: PayOrJail) -> Json:
    return {"seat": f.seat, "amount": f.amount}


def _seat(
    st: CHState,
    f: CheatersTurn | FreeParking | ChoosePlayer | SetHotel | EachFrame | Moved,
) -> Json:
    return {"seat": f.seat}


def _seat_of_payment(st: CHState, f: CashPayment | Estate | PlaceHotelFrame) -> Json:
    if isinstance(f, PlaceHotelFrame):
        return {"seat": f.winner}
    return {"seat": f.payer if isinstance(f, CashPayment) else f.debtor}


PENDING: dict[type[Frame], FrameView[CHState]] = {
    CheatersTurn: _seat,
    BetweenFrame: _window,
    BuyFrame: buy_view,
    AuctionFrame: auction_view,
    PlaceHotelFrame: _seat_of_payment,
    CheatersRent: rent_view(rent_frame.ASK),
    BuildFrame: build_view,
    DebtFrame: debt_view,
    TradeFrame: trade_view,
    EachFrame: _seat,
    CashPayment: _seat_of_payment,
    FreeParking: _seat,
    CardLimit: _card,
    MoveHotel: _card,
    SetHotel: _seat,
    ChoosePlayer: _seat,
    PayOrJail: _pay_or_jail,
    HalfBuy: _half_buy,
    Drawn: _card,
    Moved: _seat,
    CallFrame: _call,
    PlaceToken: _place,
    Estate: _seat_of_payment,
}


pending = pending_view(PENDING)


def _round(st: CHState) -> int:
    """The round the table is in. The call window (CH-16) belongs to the turn that ended,
    so it shows that turn's round, though the count already moved on for the next turn."""
    window = next((f for f in reversed(st.stack) if isinstance(f, CallFrame)), None)
    if window is not None and opens_round(st, window.ended, turn_of(st).seat):
        return st.round - 1
    return st.round


def observe(st: CHState, seat: int | None) -> Json:
    board = st.edition.board.view(st)
    view: Json = {
        "names": st.names,
        "active": st.active,
        "round": _round(st),
        "board": board,
        "hotels_left": st.hotels_left,
        "cheats_face_up": [CHEAT_VIEWS[c] for c in st.face_up if c >= 0],
        "callable": list(st.callable),
        "ultimate": st.opts["ultimate"],
        "ending": st.ending,
        "chance_deck": len(st.chance_deck),
        "community_chest_deck": len(st.chest_deck),
        "cheat_deck": len(st.cheat_deck),
        "pending": pending(st),
        "context": context(st),
        "players": _players(st, streets_by_owner(st, data.LAYOUT)),
    }
    if seat is not None:
        view["my_cheats"] = _my_cheats(st, seat)
        view["my_cards"] = [CARD_VIEWS[c] for c in st.held[seat]]
    return view
