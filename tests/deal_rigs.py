"""Rigged Deal games shared by the tests of more than one front end."""

from __future__ import annotations

import monopolies as mp
from monopolies.engine.game import Game


def cards_aimed_at_two_players() -> Game:
    """Three players; seat 0 to act holding a Sly Deal and a Debt Collector, seat 1 with
    Park Place laid, seat 2 with Illinois Ave laid: every target menu names both."""
    rig = {"first": 0, "hands": {0: [74, 80], 1: [20], 2: [13]}}
    game = mp.new_game("deal", 3, seed=1, rig=rig)
    script = [(0, "end_turn", None), (1, "lay", 20), (1, "end_turn", None), (2, "lay", 13),
              (2, "end_turn", None)]  # fmt: skip
    for seat, kind, card in script:
        assert game.to_act == seat
        legal = game.legal_actions()
        game.act(next(a for a in legal if a.kind == kind and card in (None, a.get("card"))))
    return game
