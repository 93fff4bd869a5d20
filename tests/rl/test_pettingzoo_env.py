"""The PettingZoo AEC environments pass PettingZoo's own API and seed tests."""

from __future__ import annotations

import random

import pytest

import monopolies as mp

pytest.importorskip("pettingzoo")
from pettingzoo.test import api_test, seed_test

from monopolies.rl.pettingzoo_env import env


@pytest.mark.filterwarnings("ignore::UserWarning")
@pytest.mark.parametrize("variant", sorted(mp.VARIANTS))
def test_api_and_seed_tests_pass(variant: str) -> None:
    api_test(env(variant, 2), num_cycles=60)
    seed_test(lambda: env(variant, 3), num_cycles=40)


def test_a_whole_game_pays_the_winner_and_ends_every_agent() -> None:
    e = env("deal", 2)
    e.reset(seed=4)
    rng = random.Random(4)
    totals = dict.fromkeys(e.possible_agents, 0.0)
    for agent in e.agent_iter():
        obs, reward, terminated, truncated, _ = e.last()
        totals[agent] += reward
        if terminated or truncated:
            e.step(None)
            continue
        legal = obs["action_mask"].nonzero()[0]
        e.step(int(rng.choice(legal)))
    assert e.game is not None and e.game.result()["winners"]
    assert sorted(totals.values()) == [-1.0, 1.0]
    assert e.agents == []


def test_an_action_the_mask_forbids_is_refused_and_changes_nothing() -> None:
    e = env("deal", 2)
    e.reset(seed=1)
    obs = e.observe(e.agent_selection)
    forbidden = int((obs["action_mask"] == 0).nonzero()[0][0])
    before = e.game.save() if e.game else None
    with pytest.raises(mp.IllegalAction):
        e.step(forbidden)
    assert e.game is not None and e.game.save() == before
