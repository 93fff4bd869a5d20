"""The fitted position scores: one table per game, read the way they were fitted, and
they rank positions the way the games are won."""

from __future__ import annotations

import math
from importlib import import_module

import pytest

import monopolies as mp
from monopolies.bots import SeatView, make_bot
from monopolies.bots.evaluate import Weights, shares
from monopolies.engine.game import Game
from monopolies.games.board.rules.state import BANK
from monopolies.games.registry import KITS


def weights(variant: str) -> Weights:
    """The fitted weights of a game, in its search module (`WEIGHTS`)."""
    module = import_module(KITS[variant].search.partition(":")[0])
    found: Weights = module.WEIGHTS
    return found


def test_every_game_has_a_fitted_table_naming_its_features() -> None:
    for variant in mp.VARIANTS:
        assert weights(variant).fitted(), variant


@pytest.mark.parametrize("variant", sorted(mp.VARIANTS))
def test_features_have_one_row_per_seat_and_progress_within_0_and_1(variant: str) -> None:
    game = mp.new_game(variant, players=3, seed=4)
    bots = {s: make_bot("greedy", variant, s) for s in range(3)}
    for _ in range(300):
        if game.over:
            break
        rows, progress = weights(variant).features(game)
        assert len(rows) == 3
        assert all(len(row) == len(weights(variant).names) for row in rows)
        assert 0.0 <= progress <= 1.0
        assert sum(shares(game)) == pytest.approx(1.0)
        seat = game.to_act
        assert seat is not None
        game.act(bots[seat].choose(SeatView(game, seat)))


def _weights_are_read_as_fitted(game: Game) -> list[float]:
    """The strengths by hand from the table: sum of (start + progress x change) x feature."""
    rows, progress = weights(game.variant).features(game)
    table = weights(game.variant).table
    return [
        sum(
            (start + progress * (end - start)) * f
            for (_, start, end), f in zip(table, row, strict=True)
        )
        for row in rows
    ]


@pytest.mark.parametrize("variant", ["deal", "card-game"])
def test_shares_are_the_softmax_of_the_table(variant: str) -> None:
    game = mp.new_game(variant, players=2, seed=2)
    strengths = _weights_are_read_as_fitted(game)
    top = max(strengths)
    expected = [math.exp(v - top) for v in strengths]
    assert shares(game) == pytest.approx([e / sum(expected) for e in expected])


def test_deal_two_full_sets_more_is_far_ahead() -> None:
    # DEAL-8 (full sets), DEAL-20 (three win): whenever greedy games reach a position where
    # one seat has two full sets more than the other, the scores give it most of the win.
    checked = 0
    for seed in range(6):
        game = mp.new_game("deal", players=2, seed=seed)
        bots = {s: make_bot("greedy", "deal", s) for s in range(2)}
        while not game.over:
            full = [p["full_sets"] for p in game.observe(0, legal=False)["players"]]
            for seat in range(2):
                if full[seat] - full[1 - seat] >= 2:
                    checked += 1
                    assert shares(game)[seat] > 0.7
            seat = game.to_act
            assert seat is not None
            game.act(bots[seat].choose(SeatView(game, seat)))
    assert checked > 0


def test_a_bankrupt_board_player_has_no_share() -> None:
    game = mp.new_game("crooked-cash", players=3, seed=3, rig={"first": 0})
    game.state.alive[2] = False  # a sample of a position after a bankruptcy
    assert shares(game)[2] < 1e-9


@pytest.mark.parametrize("variant", ["crooked-cash", "cheaters"])
def test_owning_a_complete_set_with_hotels_is_ahead(variant: str) -> None:
    # CC-21 / CH-18: the streets pay out at the end, most with hotels on a complete set.
    probe = mp.new_game(variant, players=2, seed=5, rig={"first": 0})
    layout = probe.state.edition.layout
    darkest = max(layout.groups, key=lambda g: layout.price[g[0]])
    rig = {"first": 0, "owned": {s: 0 for s in darkest}, "hotels": list(darkest)}
    game = mp.new_game(variant, players=2, seed=5, rig=rig)
    assert all(game.state.owner[s] == 0 for s in darkest)
    assert game.state.owner[layout.streets[0]] == BANK
    assert shares(game)[0] > 0.6
