"""How well each seat is doing, as shares of one win, for search bots that stop early.

A search cannot play every simulated game to its end within a budget of a few hundred
iterations, so it stops after a few decisions and asks this module who is ahead. Each
variant has a strength function over public observations (sets laid, money, score); the
strengths become shares with a softmax, so a finished game gives its winners the whole
point and a position one complete set ahead in Deal is worth about 0.85 of it.
Each game names its strength function in its kit (monopolies.kits); a game that is not
registered counts as level until it ends.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from monopolies.kits import KITS
from monopolies.variants.deal import data as deal_data

if TYPE_CHECKING:
    from monopolies.engine.game import Game

Obs = dict[str, Any]
DEAL_SIZE = {c.name: c.size for c in deal_data.COLOURS}
DEAL_SETS_TO_WIN = 3


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
    weights = [math.exp(v - top) for v in values]
    total = sum(weights)
    return [w / total for w in weights]


def deal_strength(game: Game) -> list[float]:
    """Complete sets dominate; then progress towards sets; then money to pay with."""
    out = []
    for p in game.observe(0, legal=False)["players"]:
        full = min(p["full_sets"], DEAL_SETS_TO_WIN)
        partial = 0.0
        for s in p["sets"]:
            if not s["full"]:
                partial = max(partial, len(s["cards"]) / DEAL_SIZE[s["color"]])
                partial += 0.15 * len(s["cards"]) / DEAL_SIZE[s["color"]]
        out.append(0.7 * full + 0.35 * partial + 0.03 * min(p["bank_total"], 12))
    return [4.0 * v for v in out]


def card_game_strength(game: Game) -> list[float]:
    """Points banked so far plus what the current hand would score if laid down now."""
    out = []
    for seat in range(game.players):
        obs = game.observe(seat, legal=False)
        me = obs["players"][seat]
        laid = obs.get("hand_worth", {}).get("laid_down") or 0
        out.append((me["score"] + laid) / 400.0)
    return out


def board_strength(game: Game) -> list[float]:
    """Cash plus what owned streets cost (twice that with a hotel), in units of 300."""
    obs = game.observe(0, legal=False)
    worth = [float(p.get("cash", 0)) for p in obs["players"]]
    for space in obs.get("board", []):
        owner = space.get("owner")
        if owner is not None:
            worth[owner] += space.get("price", 0) * (2 if space.get("hotel") else 1)
    return [w / 300.0 for w in worth]
