"""The registry of variants: game id -> rules. Adding a game adds one line here."""

from __future__ import annotations

from typing import Any

from monopolies.engine.rules import Rules
from monopolies.variants.card_game import RULES as CARD_GAME
from monopolies.variants.cheaters import RULES as CHEATERS
from monopolies.variants.crooked_cash import RULES as CROOKED_CASH
from monopolies.variants.deal import RULES as DEAL

VARIANTS: dict[str, Rules[Any]] = {
    DEAL.name: DEAL,
    CARD_GAME.name: CARD_GAME,
    CROOKED_CASH.name: CROOKED_CASH,
    CHEATERS.name: CHEATERS,
}
