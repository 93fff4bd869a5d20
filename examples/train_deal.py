"""Train a tiny policy for Monopoly Deal with REINFORCE, and show that it beats random.

    python examples/train_deal.py --episodes 400 --eval 200

The policy scores each legal action id `a` as `kind[k(a)] + bias[a] + W[k(a)] . x`, where
`k(a)` is the action's kind (lay, rent, bank, ...), `x` the observation vector of
`monopolies.rl.encode` and the three tables start at zero (a uniformly random player).
It plays 2-player games in the Gymnasium environment against the random bot, seats
alternating, and after each game moves every choice it made towards (win) or away from
(loss) what it did: policy gradient with a running-mean baseline, numpy only. It prints
the win rate against random before training (the uniform policy, sampled) and after
(the trained policy's most likely action).
It learns mostly which kinds of move pay (laying properties, charging rent) and wins most
games against random after a few hundred; the greedy and ismcts bots are much stronger.
"""

from __future__ import annotations

import argparse
import json
import sys

import numpy as np

import monopolies as mp
from monopolies.rl.gym_env import MonopoliesEnv


class Policy:
    def __init__(self, observation_size: int) -> None:
        table = mp.VARIANTS["deal"].action_table()
        kinds = sorted({key[0] for key in table})
        self.kind_of = np.array([kinds.index(key[0]) for key in table])
        self.kind = np.zeros(len(kinds))
        self.bias = np.zeros(len(table))
        self.weights = np.zeros((len(kinds), observation_size))

    def probabilities(self, legal: np.ndarray, x: np.ndarray) -> np.ndarray:
        kinds = self.kind_of[legal]
        logits = self.kind[kinds] + self.bias[legal] + self.weights[kinds] @ x
        logits -= logits.max()
        p = np.exp(logits)
        return np.asarray(p / p.sum())

    def learn(
        self, legal: np.ndarray, x: np.ndarray, p: np.ndarray, chosen: int, step: float
    ) -> None:
        """Move the log-probability of `chosen` by `step` (the gradient of a softmax)."""
        grad = -p
        grad[chosen] += 1.0
        kinds = self.kind_of[legal]
        np.add.at(self.kind, kinds, step * grad)
        np.add.at(self.bias, legal, step * grad)
        np.add.at(self.weights, kinds, 0.1 * step * np.outer(grad, x))


def play(env: MonopoliesEnv, policy: Policy, rng: np.random.Generator, seed: int, greedy: bool):
    """One game; returns the final reward and the choices made (legal ids, x, p, index)."""
    obs, _ = env.reset(seed=seed)
    choices = []
    done, reward = False, 0.0
    while not done:
        legal = np.flatnonzero(obs["action_mask"])
        x = obs["observation"]
        p = policy.probabilities(legal, x)
        j = int(np.argmax(p)) if greedy else int(rng.choice(len(legal), p=p))
        choices.append((legal, x, p, j))
        obs, reward, done, _, _ = env.step(int(legal[j]))
    return float(reward), choices


def win_rate(policy: Policy, envs: list[MonopoliesEnv], games: int, greedy: bool) -> float:
    """Share of `games` won against random (seats alternating; the same seeds every time)."""
    rng = np.random.default_rng(0)
    results = [play(envs[g % 2], policy, rng, 10**6 + g, greedy)[0] for g in range(games)]
    return sum(r > 0 for r in results) / games


def train(episodes: int, evaluation: int, seed: int = 0, rate: float = 0.05) -> dict[str, float]:
    envs = [MonopoliesEnv("deal", players=2, seat=s, opponents="random") for s in (0, 1)]
    policy = Policy(envs[0].encoder.size)
    rng = np.random.default_rng(seed)
    before = win_rate(policy, envs, evaluation, greedy=False)
    baseline = 0.0
    for episode in range(episodes):
        reward, choices = play(envs[episode % 2], policy, rng, seed * 10**5 + episode, False)
        advantage = reward - baseline
        baseline += 0.05 * (reward - baseline)
        for legal, x, p, j in choices:
            policy.learn(legal, x, p, j, rate * advantage)
    after = win_rate(policy, envs, evaluation, greedy=True)
    return {"episodes": episodes, "games": evaluation, "before": before, "after": after}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--episodes", type=int, default=400, help="training games")
    parser.add_argument("--eval", type=int, default=200, help="evaluation games vs random")
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()
    print(json.dumps(train(args.episodes, args.eval, args.seed)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
