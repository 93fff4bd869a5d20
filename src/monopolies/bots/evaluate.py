"""How well each seat is doing, as shares of one win, for search bots that stop early.

A search cannot play every simulated game to its end within its budget, so it stops after
a few decisions and asks this module who is ahead. Each game describes a position by a few
numbers per seat (monopolies.bots.features: sets, money, score, what the streets will pay)
and weighs them with a table fitted to who won simulated games (score_tables); the
strengths become shares with a softmax, the model the weights were fitted as, so a share
is the estimated chance to win. A finished game gives its winners the whole point. Each
game names its strength function in its kit (monopolies.games.registry); a game that is not
registered counts as level until it ends.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import TYPE_CHECKING

from monopolies.bots.features import FEATURES, NAMES
from monopolies.bots.score_tables import TABLES
from monopolies.games.board.rules.auction import AuctionFrame
from monopolies.games.board.rules.cash import CashPayment
from monopolies.games.board.rules.trade import TradeFrame
from monopolies.games.card_game.rules.state import DISCARD
from monopolies.games.crooked_cash.rules.notes import PaymentFrame
from monopolies.games.registry import KITS

if TYPE_CHECKING:
    from monopolies.bots.base import SeatView
    from monopolies.engine.action import Action
    from monopolies.engine.game import Game
    from monopolies.games.board.rules.state import BoardState
    from monopolies.games.card_game.rules.state import CardGameState

OUT = -30.0
"""The strength of a board-game player who went bankrupt: no share of the win."""


class Weights:
    """One game's fitted table, checked against its features once, as two weight rows."""

    def __init__(self, variant: str) -> None:
        rows = TABLES[variant]
        names = tuple(name for name, _, _ in rows)
        if names != NAMES[variant]:
            raise ValueError(f"score table for {variant!r} lists {names}, not {NAMES[variant]}")
        self.start = [start for _, start, _ in rows]
        self.change = [end - start for _, start, end in rows]
        self.features = FEATURES[variant]

    def strengths(self, game: Game) -> list[float]:
        rows, progress = self.features(game)
        weights = [s + progress * d for s, d in zip(self.start, self.change, strict=True)]
        return [sum(w * f for w, f in zip(weights, row, strict=True)) for row in rows]


WEIGHTS: dict[str, Weights] = {}
"""Each game's weights, made on first use (so a refit of one table can run while another
game's table is out of step with its features)."""


def weights(variant: str) -> Weights:
    """The game's weights (ValueError when its table names other features than it has)."""
    found = WEIGHTS.get(variant)
    if found is None:
        found = WEIGHTS[variant] = Weights(variant)
    return found


def shares(game: Game) -> list[float]:
    """Each seat's share of one win: exact when the game is over, estimated before."""
    if game.over:
        winners = game.result()["winners"]
        if not winners:
            return [1.0 / game.players] * game.players
        return [1.0 / len(winners) if s in winners else 0.0 for s in range(game.players)]
    kit = KITS.get(game.variant)
    if kit is None:
        return [1.0 / game.players] * game.players
    strength: Callable[[Game], list[float]] = kit.part("strength")
    values = strength(game)
    top = max(values)
    odds = [math.exp(v - top) for v in values]
    total = sum(odds)
    return [o / total for o in odds]


def deal_strength(game: Game) -> list[float]:
    """Deal's fitted score: full sets, the sets under way, money and cards in hand."""
    return weights("deal").strengths(game)


def card_game_strength(game: Game) -> list[float]:
    """The card game's fitted score: points banked and what the hand is worth now."""
    return weights("card-game").strengths(game)


def board_strength(game: Game) -> list[float]:
    """A board edition's fitted score: cash and streets; a bankrupt seat has no chance."""
    values = weights(game.variant).strengths(game)
    alive = game.state.alive
    return [v if alive[s] else OUT for s, v in enumerate(values)]


UNSETTLED = (AuctionFrame, TradeFrame, CashPayment, PaymentFrame)
"""Board frames the scores misjudge until they end: mid-auction the street is nobody's, so
declining to buy looked as good as buying it (the other bidders' prices never counted);
mid-payment the money has not moved, so asking for rent looked worth nothing."""


def always_settled(game: Game) -> bool:
    """Deal's positions are judged wherever a search stops (its fitted scores and its
    measured strength are for that)."""
    return True


def card_game_settled(game: Game) -> bool:
    """No turn half done in the card game: a hand of 11 or 12 cards before its discards
    scores nothing for going out, so drawing looked worse than it is."""
    st: CardGameState = game.state
    return st.phase != DISCARD


def board_settled(game: Game) -> bool:
    """No auction, trade or payment under way in a board edition."""
    st: BoardState = game.state
    return not any(isinstance(frame, UNSETTLED) for frame in st.stack)


def always_searchable(view: SeatView) -> bool:
    """Every decision of the game can be judged from samples of the seat's view."""
    return True


def every_move(legal: list[Action]) -> list[Action]:
    """A search weighs every legal move."""
    return legal


def cheaters_searchable(view: SeatView) -> bool:
    """Not a chance to call "Cheat!": a sample keeps only the seat's own cheats (rulings
    CH-R9: any other record kept would tell a search what the seat cannot know), so in every
    sample a call is false and costs M100; the evidence on the table, which the greedy
    player reads, is what can say whether a call is right."""
    legal = view.legal
    return not (legal[0].kind == "no_call" and len(legal) > 1)
