"""Bots: they play legal moves, decide from their seat's view only, and greedy is better."""

from __future__ import annotations

import random

import pytest

import monopolies as mp
from monopolies.bots import BOT_NAMES, SeatView, make_bot, play_out

VARIANT_IDS = sorted(mp.VARIANTS)

# Greedy against random, 2 players, seats alternated: (games, seed base, least share won).
# Measured over 1,000 games or more with benchmarks/strength.py; the floors leave room for
# chance in a short run.
STRENGTH = {
    "deal": (60, 1000, 0.85),  # measured 98.7%
    "card-game": (40, 2000, 0.90),  # measured 100%
    "crooked-cash": (30, 500, 0.75),  # measured 100% over 300
    "cheaters": (20, 700, 0.75),  # measured 100% over 100
}


@pytest.mark.parametrize("name", BOT_NAMES)
@pytest.mark.parametrize("variant", VARIANT_IDS)
def test_bots_finish_games_with_only_legal_moves(variant: str, name: str) -> None:
    rules = mp.VARIANTS[variant]
    for seed in range(3):
        players = min(rules.min_players + seed, rules.max_players)
        game = mp.new_game(variant, players=players, seed=seed)
        bots = {s: make_bot(name, variant, seed * 10 + s) for s in range(players)}
        assert play_out(game, bots)["reason"]


@pytest.mark.parametrize("name", BOT_NAMES)
@pytest.mark.parametrize("variant", VARIANT_IDS)
def test_bots_decide_from_their_seats_view_only(variant: str, name: str) -> None:
    """The same bot, given games that differ only in what its seat cannot see, chooses alike.

    Greedy players move the game on, so the positions checked are the ones bots meet.
    """
    rng = random.Random(7)
    checked = 0
    for seed in range(3):
        game = mp.new_game(variant, players=3, seed=seed)
        movers = {s: make_bot("greedy", variant, s) for s in range(3)}
        while not game.over and checked < 300:
            seat = game.to_act
            assert seat is not None
            twin = game.resample(seat, random.Random(rng.random()))
            mine = make_bot(name, variant, seed).choose(SeatView(game, seat))
            theirs = make_bot(name, variant, seed).choose(SeatView(twin, seat))
            assert mine == theirs
            checked += 1
            game.act(movers[seat].choose(SeatView(game, seat)))
    assert checked >= 100


@pytest.mark.parametrize("variant", VARIANT_IDS)
def test_greedy_beats_random_in_two_player_games(variant: str) -> None:
    games, base, floor = STRENGTH[variant]
    wins = 0
    for seed in range(games):
        greedy_seat = seed % 2
        game = mp.new_game(variant, players=2, seed=base + seed)
        bots = {
            greedy_seat: make_bot("greedy", variant, seed),
            1 - greedy_seat: make_bot("random", variant, seed),
        }
        wins += greedy_seat in play_out(game, bots)["winners"]
    assert wins >= floor * games


def test_greedy_lays_towards_sets_and_wins_when_it_can() -> None:
    from monopolies.games.deal.data import CARDS

    def named(name: str) -> int:
        return next(c.id for c in CARDS if c.us_name == name)

    sets = ["Mediterranean Ave", "Baltic Ave", "Park Place", "Boardwalk"]
    sets += ["Electric Company", "Water Works"]
    money = [c.id for c in CARDS[:106] if c.kind == "money"][:9]
    game = mp.new_game(
        "deal",
        players=2,
        seed=3,
        rig={"first": 0, "hands": {0: [named(n) for n in sets], 1: []}, "deck": money},
    )
    bots = {0: make_bot("greedy", "deal", 0), 1: make_bot("greedy", "deal", 1)}
    result = play_out(game, bots)
    # Three plays on turn 1 and three on turn 3 lay all six properties: three full sets.
    assert result == {"winners": [0], "scores": [3, 0], "reason": "three full sets"}
    assert game.observe(0)["turn"] == 3


def test_bad_bot_specs_are_refused_clearly() -> None:
    with pytest.raises(mp.BadOptions, match="unknown bot"):
        make_bot("smart", "deal")
    with pytest.raises(mp.BadOptions, match="key=value"):
        make_bot("greedy:fast", "deal")
    with pytest.raises(mp.BadOptions, match="random bot takes only the option uniform"):
        make_bot("random:x=1", "deal")
    with pytest.raises(mp.BadOptions, match="bad options for greedy"):
        make_bot("greedy:nonsense=1", "deal")


def test_random_bot_picks_a_kind_of_move_first_and_uniform_on_request() -> None:
    """Rulings E-3: a card-game turn offers one draw and six trades; the baseline draws
    about half the time, `random:uniform=1` about one time in seven."""
    game = mp.new_game("card-game", players=3, seed=0)
    view = SeatView(game, game.to_act or 0)
    kinds = [a.kind for a in view.legal]
    assert kinds.count("draw") == 1 and kinds.count("trade") == 6
    for spec, low, high in (("random", 0.45, 0.55), ("random:uniform=1", 0.11, 0.18)):
        bot = make_bot(spec, "card-game", seed=1)
        draws = sum(bot.choose(view).kind == "draw" for _ in range(2000)) / 2000
        assert low < draws < high, (spec, draws)
