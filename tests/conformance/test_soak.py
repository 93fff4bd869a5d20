"""Soak: many random games of every game of the suite (`conftest.GAMES`) with every
invariant checked at every step.

The short version runs in CI; the long one is marked slow: `uv run --extra dev pytest -m slow`.
"""

from __future__ import annotations

import random

import pytest

import monopolies as mp


def soak(variant: str, games: int) -> None:
    rules = mp.VARIANTS[variant]
    counts = range(rules.min_players, rules.max_players + 1)
    for seed in range(games):
        players = counts[seed % len(counts)]
        game = mp.new_game(variant, players=players, seed=10_000 + seed)
        rng = random.Random(seed)
        while not game.over:
            game.act(rng.choice(game.legal_actions()))
            rules.check(game.state)
        assert game.result()["reason"]


def test_soak_short(variant: str) -> None:
    soak(variant, games=12)


@pytest.mark.slow
def test_soak_long(variant: str) -> None:
    soak(variant, games=3000)
