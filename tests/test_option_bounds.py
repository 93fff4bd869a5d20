"""Every number option has a lower and an upper bound in the engine, and every front end
(the CLI, simulate, the server, the RL environments) refuses a value outside them with
BadOptions, so no request can build a game that never ends or fills memory."""

from __future__ import annotations

import random
import tracemalloc
from pathlib import Path

import pytest

import monopolies as mp
from cli_helpers import run
from monopolies.engine.errors import BadOptions
from monopolies.engine.rules import Option
from monopolies.sim.plan import make_job

BOUNDED = [
    (variant, key, spec)
    for variant, rules in mp.VARIANTS.items()
    for key, spec in rules.options_spec.items()
    if spec.kind is int or spec.validate is not None
]
OUT_OF_RANGE = [
    ("crooked-cash", {"notes_per_denomination": 1_000_000}),
    ("crooked-cash", {"max_rounds": 10**18}),
    ("card-game", {"hands": 10**9}),
    ("card-game", {"target": 10**30}),
    ("card-game", {"values": {"green": 10**12}}),
    ("deal", {"max_turns": 10**18}),
    ("deal", {"max_rearrangements": -1}),
    ("cheaters", {"max_trade_offers": 1000}),
]


def test_every_number_option_has_both_bounds() -> None:
    assert {key for _, key, _ in BOUNDED} >= {"max_turns", "max_rounds", "hands", "values"}
    for variant, key, spec in BOUNDED:
        assert spec.minimum is not None and spec.maximum is not None, (variant, key)
        assert spec.minimum < spec.maximum, (variant, key)


def test_a_single_bound_still_holds() -> None:
    with pytest.raises(BadOptions, match="at least 0, not -1"):
        Option(1, "a count", minimum=0).check("count", -1)
    with pytest.raises(BadOptions, match="at most 9, not 10"):
        Option(1, "a count", maximum=9).check("count", 10)


@pytest.mark.parametrize(
    ("variant", "key", "spec"), BOUNDED, ids=[f"{variant}-{key}" for variant, key, _ in BOUNDED]
)
def test_the_bounds_are_accepted_and_one_past_them_refused(
    variant: str, key: str, spec: Option
) -> None:
    assert spec.minimum is not None and spec.maximum is not None
    if spec.validate is not None:
        name = next(iter(mp.VARIANTS[variant].check_options(2, {})[key] or {"green": 0}))
        assert spec.check(key, {name: spec.maximum}) == {name: spec.maximum}
        with pytest.raises(BadOptions, match=f"{key}.{name}.*from 0 to {spec.maximum}"):
            spec.check(key, {name: spec.maximum + 1})
        return
    assert spec.check(key, spec.minimum) == spec.minimum
    assert spec.check(key, spec.maximum) == spec.maximum
    for wrong in (spec.minimum - 1, spec.maximum + 1):
        with pytest.raises(BadOptions, match=f"{key}.*from {spec.minimum} to {spec.maximum}"):
            spec.check(key, wrong)


@pytest.mark.parametrize(("variant", "options"), OUT_OF_RANGE)
def test_new_game_refuses_out_of_range_options(variant: str, options: dict[str, object]) -> None:
    with pytest.raises(BadOptions, match=r"from .* to "):
        mp.new_game(variant, 2, 1, options)


def test_the_largest_legal_games_end_and_stay_small() -> None:
    """The bounds on a game's length are for a finished game of bounded size, not only a
    refused one: the server's memory caps (docs/server.md) count on it."""
    longest = {
        "crooked-cash": (6, {"max_rounds": 500, "notes_per_denomination": 200}),
        "cheaters": (6, {"max_rounds": 500}),
        "deal": (10, {"max_turns": 5000}),
        "card-game": (4, {"hands": 50, "max_turns_per_hand": 1000}),
    }
    for variant, (players, options) in longest.items():
        rng = random.Random(3)
        tracemalloc.start()
        game = mp.new_game(variant, players, 3, options)
        for _ in range(200_000):
            if game.over:
                break
            legal = game.legal_actions()
            game.act(legal[rng.randrange(len(legal))])
        held, _ = tracemalloc.get_traced_memory()
        tracemalloc.stop()
        assert game.over, variant
        assert held < 16 * 2**20, (variant, len(game.history), held)


def test_the_cli_refuses_out_of_range_options() -> None:
    code, out = run("play", "deal", "--option", "max_turns=1000000000", "--no-replay")
    assert code == 2 and "Error:" in out and "from 1 to 5000" in out


def test_simulate_refuses_out_of_range_options() -> None:
    with pytest.raises(BadOptions, match="from 1 to 500"):
        make_job("crooked-cash", 2, ["random"], 10, 0, {"max_rounds": 10_000})
    code, out = run("simulate", "card-game", "-n", "1", "--option", "hands=1000000000")
    assert code == 2 and "from 1 to 50" in out


def test_the_rl_environments_refuse_out_of_range_options() -> None:
    pytest.importorskip("gymnasium")
    from monopolies.rl.gym_env import MonopoliesEnv

    env = MonopoliesEnv("deal", options={"max_turns": 10**18})
    with pytest.raises(BadOptions, match="from 1 to 5000"):
        env.reset(seed=0)


def test_the_server_refuses_out_of_range_options(tmp_path: Path) -> None:
    pytest.importorskip("fastapi")
    from fastapi.testclient import TestClient

    from monopolies.server.app import create_app
    from monopolies.server.settings import Settings

    app = create_app(Settings(db_url=f"sqlite:///{tmp_path}/rooms.db"))
    with TestClient(app) as client:
        body = {"game": "crooked-cash", "seats": [None, "easy"]}
        r = client.post("/api/rooms", json={**body, "options": {"notes_per_denomination": 10**6}})
        assert r.status_code == 400 and "from 6 to 200" in r.json()["detail"]
        bounds = next(g for g in client.get("/api/games").json() if g["id"] == "crooked-cash")
        assert bounds["options"]["max_rounds"]["maximum"] == 500
