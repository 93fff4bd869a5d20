"""Reinforcement-learning adapters (extras `rl` and `spiel`): every game as a standard env.

- `monopolies.rl.pettingzoo_env.env(variant, players=2)`: a PettingZoo AEC environment,
  all seats learning; observations are `{"observation": float32 vector, "action_mask":
  int8 vector}` (the mask is all zeros for an agent whose turn it is not).
- `monopolies.rl.gym_env.MonopoliesEnv(variant, players=2, seat=0, opponents="random")`: a
  Gymnasium env for one seat; the other seats are bots (any `make_bot` spec).
- `monopolies.rl.spiel.register()`: registers `python_monopolies_<game>` OpenSpiel games.

The encoding of observations is documented in `monopolies.rl.encode`; actions are the
engine's stable integer ids (`game.action_id`, `VARIANTS[v].num_actions`). Rewards come
only at the end: +1 to each winner, -1 to each loser, 0 to everyone when nobody wins.
This package imports numpy, gymnasium, pettingzoo and pyspiel only in the submodules
that need them; the rest of monopolies never imports it.
"""

from __future__ import annotations

from typing import Any


def final_rewards(result: dict[str, Any], players: int) -> list[float]:
    """+1 per winner, -1 per loser, all 0 without a winner."""
    winners = set(result["winners"])
    if not winners:
        return [0.0] * players
    return [1.0 if s in winners else -1.0 for s in range(players)]
