"""The single-seat Gymnasium environments pass Gymnasium's own checker."""

from __future__ import annotations

import pytest

import monopolies as mp

pytest.importorskip("gymnasium")
from gymnasium.utils.env_checker import check_env

from monopolies.rl.gym_env import MonopoliesEnv


@pytest.mark.parametrize("variant", sorted(mp.VARIANTS))
def test_check_env_passes(variant: str) -> None:
    check_env(MonopoliesEnv(variant, 2, seat=1, opponents="random"), skip_render_check=True)


def test_an_episode_ends_with_a_win_or_a_loss_for_the_seat() -> None:
    env = MonopoliesEnv("deal", 3, seat=2, opponents=["greedy", "random"])
    obs, _ = env.reset(seed=9)
    done, reward, steps = False, 0.0, 0
    while not done:
        action = int(obs["action_mask"].nonzero()[0][-1])
        obs, reward, done, truncated, _ = env.step(action)
        steps += 1
        assert not truncated
    assert reward in (-1.0, 1.0) and steps > 5


def test_an_illegal_action_ends_the_episode_as_a_loss() -> None:
    env = MonopoliesEnv("deal", 2)
    obs, _ = env.reset(seed=2)
    forbidden = int((obs["action_mask"] == 0).nonzero()[0][0])
    _, reward, done, _, info = env.step(forbidden)
    assert (reward, done, info["illegal_action"]) == (-1.0, True, True)


def test_bad_seats_and_opponent_lists_are_refused() -> None:
    with pytest.raises(mp.BadOptions, match="seat"):
        MonopoliesEnv("deal", 2, seat=2)
    with pytest.raises(mp.BadOptions, match="opponent"):
        MonopoliesEnv("deal", 3, opponents=["random"])
