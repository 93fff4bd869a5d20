"""What a search bot needs of both board editions alike: who is ahead in a position, when
a position can be judged, and which moves are worth weighing.

A search calls the strength once per iteration on a *sampled* game, so the features read
that game's whole state directly and stay cheap. Each edition fits its own table over
these features (its `search` module) and adds what it alone needs.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from monopolies.bots.evaluate import Weights
from monopolies.games.board.bot import quick_bids
from monopolies.games.board.rules.auction import AuctionFrame
from monopolies.games.board.rules.cash import CashPayment
from monopolies.games.board.rules.layout import rent_due
from monopolies.games.board.rules.state import BANK, Frame
from monopolies.games.board.rules.trade import TradeFrame

if TYPE_CHECKING:
    from monopolies.bots.base import SeatView
    from monopolies.engine.action import Action
    from monopolies.engine.game import Game
    from monopolies.games.board.rules.state import BoardState

NAMES: tuple[str, ...] = (
    "cash",
    "final rents",
    "street prices",
    "complete sets",
    "hotels",
    "in jail",
)

OUT = -30.0
"""The strength of a player who went bankrupt: no share of the win."""
UNSETTLED: tuple[type[Frame], ...] = (AuctionFrame, TradeFrame, CashPayment)
"""Frames the scores misjudge until they end: mid-auction the street is nobody's, so
declining to buy looked as good as buying it (the other bidders' prices never counted);
mid-payment the money has not moved, so asking for rent looked worth nothing."""


def features(game: Game) -> tuple[list[list[float]], float]:
    """Money and what the streets will pay at the end (CC-21, CH-18), in hundreds.

    Progress is the share of streets owned: both board games end once every street has
    been bought. Two features fitted well and searched badly, so they are gone: cards
    held (worth a third of a street each, so the search never played one) and whose turn
    it is (which favoured any move that kept the turn)."""
    st: BoardState = game.state
    edition = st.edition
    layout = edition.layout
    money = edition.money
    rows = [[0.0] * len(NAMES) for _ in range(st.players)]
    owned = 0
    for street in layout.streets:
        owner = st.owner[street]
        if owner == BANK:
            continue
        owned += 1
        row = rows[owner]
        row[1] += rent_due(st, street) / 100.0
        row[2] += layout.price[street] / 100.0
        if st.hotel[street]:
            row[4] += 1.0
    for colour_streets in layout.groups:
        first = st.owner[colour_streets[0]]
        if first != BANK and all(st.owner[s] == first for s in colour_streets):
            rows[first][3] += 1.0
    for seat in range(st.players):
        row = rows[seat]
        row[0] = money.cash(st, seat) / 100.0
        row[5] = 1.0 if st.in_jail[seat] else 0.0
    return rows, owned / len(layout.streets)


def strength(weights: Weights) -> Callable[[Game], list[float]]:
    """An edition's fitted score: cash and streets; a bankrupt seat has no chance."""

    def judge(game: Game) -> list[float]:
        values = weights.strengths(game)
        alive = game.state.alive
        return [v if alive[s] else OUT for s, v in enumerate(values)]

    return judge


def settled(*more: type[Frame]) -> Callable[[Game], bool]:
    """Whether no auction, trade or payment is under way (nor a frame of the edition's own
    in `more`, such as its own payments)."""
    frames = UNSETTLED + more

    def judge(game: Game) -> bool:
        st: BoardState = game.state
        return not any(isinstance(frame, frames) for frame in st.stack)

    return judge


TRADE_STEPS = frozenset(
    {
        "trade_with",
        "trade_give",
        "trade_get",
        "trade_give_card",
        "trade_get_card",
        "trade_give_cash",
        "trade_get_cash",
    }
)
"""Choosing the partner of a trade being built and adding a street, a card or cash to it:
the trade is graded where it is offered."""


def reviewable(view: SeatView, played: Action) -> bool:
    """A review grades a trade where it is proposed and where it is offered or given up,
    not at each thing added to it."""
    return played.kind not in TRADE_STEPS


def search_moves(legal: list[Action]) -> list[Action]:
    """The moves a search weighs: every one, but of a bid's raises only the quick ones."""
    if legal[0].kind != "bid":
        return legal
    bids = [a for a in legal if a.kind == "bid"]
    return quick_bids(bids) + legal[len(bids) :]
