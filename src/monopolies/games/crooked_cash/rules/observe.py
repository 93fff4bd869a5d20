"""What one seat of a Crooked Cash game may know (CC-12).

Everyone sees the board, tokens, deeds, hotels, cash and how many notes of each value
each player holds, decoder chips, the face-up and held Chance cards (their action, not
whether they are real) and what is being decided now. A seat sees its own notes by value,
with `known_fake` on those it has learned (a fake it took by decoding, a note it received
after it was decoded real, or all its own with `owners_see_fakes`), and its own kept cards
(`my_cards`). Decoding results are public events. Nobody sees which note is which (no
note's own id is ever shown), fake flags, or the order of the decks (visibility.py).
"""

from __future__ import annotations

from monopolies.engine.rules import Json
from monopolies.games.board.rules import rent
from monopolies.games.board.rules.auction import AuctionFrame, PlaceHotelFrame
from monopolies.games.board.rules.between import BetweenFrame
from monopolies.games.board.rules.debt import DebtFrame
from monopolies.games.board.rules.each import EachFrame
from monopolies.games.board.rules.hotels import BuildFrame
from monopolies.games.board.rules.observe import (
    FrameView,
    auction_view,
    build_view,
    buy_view,
    context,
    pending_view,
    rent_view,
    streets_by_owner,
    trade_view,
    window_view,
)
from monopolies.games.board.rules.purchase import BuyFrame
from monopolies.games.board.rules.rent import RentFrame
from monopolies.games.board.rules.stages import TurnFrame
from monopolies.games.board.rules.state import Frame
from monopolies.games.board.rules.trade import TradeFrame
from monopolies.games.crooked_cash import data
from monopolies.games.crooked_cash.rules.cards import (
    CardDecode,
    ChanceTake,
    ChestChoice,
    KeepOne,
    UseCard,
)
from monopolies.games.crooked_cash.rules.notes import PaymentFrame
from monopolies.games.crooked_cash.rules.payment import DecodeFrame
from monopolies.games.crooked_cash.rules.state import CCState

DENOMINATIONS = data.DENOMINATIONS
PILE_KEYS = tuple(str(v) for v in DENOMINATIONS)
NOTE_CARD = {
    value: data.NOTE_BASE + i * data.NOTES_PER_DENOMINATION for i, value in enumerate(DENOMINATIONS)
}
"""The id each value's notes are shown by: the first of its value in `cards()`."""


CARD_VIEWS = tuple(
    {"card": data.face(c.id), "deck": c.deck, "action": c.action, "text": c.text}
    for c in data.CARDS
)
FACE_DOWN_VIEW = {"deck": data.CHEST}


def _card(st: CCState, card: int, mine: bool) -> Json:
    """A held card as everyone sees it (shared, read-only), or with `mine` as its holder
    does: by its face, never by which copy of a Chance pair it is, with `fake` where that
    is known (rulings CC-R7); another's face-down Community Chest card by its deck alone
    (CC-R14)."""
    if card in data.FACE_DOWN and not mine:
        return FACE_DOWN_VIEW
    view = CARD_VIEWS[card]
    if (
        card < data.NOTE_BASE
        and data.CARDS[card].deck == data.CHANCE
        and (card in st.public or (mine and st.opts["owners_see_fakes"]))
    ):
        return {**view, "fake": st.fake[card]}
    return view


def _players(st: CCState, streets: list[list[int]]) -> list[Json]:
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
            "held_cards": [_card(st, c, False) for c in held[p]] if held[p] else [],
            "chips": chips[p],
            "notes": dict(zip(PILE_KEYS, counts[p], strict=True)),
            "caught": caught[p],
            "trade_offers_left": limit - offers[p] if offers[p] < limit else 0,
        }
        for p in range(st.players)
    ]


def _my_notes(st: CCState, seat: int) -> list[Json]:
    """The seat's notes by value and by what it knows of each (`known_fake` where it has
    learned it), smallest first. A note is shown by the first id of its value in the card
    list, never by its own: ids would tell a note the bank printed new (always real) from
    one that has been round the table."""
    values, fake = st.values, st.fake
    known = None if st.opts["owners_see_fakes"] else st.known[seat]
    notes = []
    for note in st.hands[seat]:
        value = values[note]
        if known is not None and note not in known:
            notes.append((value, -1))
        else:
            notes.append((value, int(fake[note])))
    return [
        {"id": NOTE_CARD[value], "value": value}
        if truth < 0
        else {"id": NOTE_CARD[value], "value": value, "known_fake": bool(truth)}
        for value, truth in sorted(notes)
    ]


# What is being decided now, by frame class.


def _payment(st: CCState, f: PaymentFrame) -> Json:
    values = st.values
    return {
        "payer": f.payer,
        "payee": f.payee,
        "owed": f.owed,
        "on_table": sorted(values[n] for n in f.notes),
        "mode": "change" if f.change else "payment",
    }


def _decode(st: CCState, f: DecodeFrame) -> Json:
    return {
        "payer": f.payer,
        "payee": f.payee,
        "decoder": f.decoders[0] if f.decoders else None,
        "notes": sorted(st.values[n] for n in f.notes),
    }


def _card_view(seat: int, card: int) -> Json:
    return {"seat": seat, "card": data.face(card), "action": data.CARDS[card].action}


def _use(st: CCState, f: UseCard | KeepOne) -> Json:
    return _card_view(f.seat, f.card)


def _card_decode(st: CCState, f: CardDecode) -> Json:
    return _card_view(f.holder, f.card)


def _turn(st: CCState, f: TurnFrame) -> Json:
    return {"seat": f.seat, "amount": f.failed_roll}


def _seat_only(st: CCState, f: ChanceTake | PlaceHotelFrame) -> Json:
    seat = f.seat if isinstance(f, ChanceTake) else f.winner
    return {"seat": seat, "amount": 0}


def _seat_amount(st: CCState, f: ChestChoice | EachFrame | DebtFrame) -> Json:
    seat = f.debtor if isinstance(f, DebtFrame) else f.seat
    return {"seat": seat, "amount": f.amount}


PENDING: dict[type[Frame], FrameView[CCState]] = {
    TurnFrame: _turn,
    BetweenFrame: window_view,
    BuyFrame: buy_view,
    AuctionFrame: auction_view,
    PlaceHotelFrame: _seat_only,
    RentFrame: rent_view(rent.ASK),
    BuildFrame: build_view,
    DebtFrame: _seat_amount,
    TradeFrame: trade_view,
    EachFrame: _seat_amount,
    PaymentFrame: _payment,
    DecodeFrame: _decode,
    ChanceTake: _seat_only,
    KeepOne: _use,
    UseCard: _use,
    CardDecode: _card_decode,
    ChestChoice: _seat_amount,
}


pending = pending_view(PENDING)


def observe(st: CCState, seat: int | None) -> Json:
    streets = streets_by_owner(st, data.LAYOUT)
    view: Json = {
        "names": st.names,
        "active": st.active,
        "round": st.round,
        "board": st.edition.board.view(st),
        "hotels_left": st.hotels_left,
        "chance_face_up": [None if c < 0 else _card(st, c, False) for c in st.face_up],
        "chance_deck": len(st.chance_deck),
        "community_chest_deck": len(st.chest_deck),
        "bank_notes": {k: len(p) for k, p in zip(PILE_KEYS, st.piles, strict=True)},
        "pending": pending(st),
        "context": context(st),
        "players": _players(st, streets),
    }
    if seat is not None:
        view["my_notes"] = _my_notes(st, seat)
        view["my_cards"] = [_card(st, c, True) for c in st.held[seat]]
    return view
