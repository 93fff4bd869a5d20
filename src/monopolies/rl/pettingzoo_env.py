"""Every game as a PettingZoo AEC environment with action masks (extra `rl`).

    >>> from monopolies.rl.pettingzoo_env import env
    >>> e = env(players=2)  # the default game, Monopoly Deal
    >>> e.reset(seed=1)
    >>> obs, reward, terminated, truncated, info = e.last()
    >>> obs["observation"].shape, int(obs["action_mask"].sum()) > 1
    ((360,), True)

Agents are `player_0` ... `player_{P-1}` (seat numbers). The acting agent is always the
seat the engine asks (`game.to_act`); decisions with one legal action are taken by the
engine and never reach an agent. Actions: `Discrete(VARIANTS[v].num_actions)`, the stable
action ids; an action the mask forbids raises `monopolies.IllegalAction` and changes
nothing. Observations: `monopolies.rl.encode` of `game.observe(agent's seat)` plus the
mask. Rewards: at the end only (see `monopolies.rl.final_rewards`). Games always end (turn
caps are rules), so there is no truncation. `reset(seed=s)` makes the game's own seed
from `s`; resets without a seed continue that seed's sequence.

Version history: v0, first release.
"""

from __future__ import annotations

import random
from typing import Any

import numpy as np
from gymnasium import spaces
from pettingzoo import AECEnv  # type: ignore[import-untyped]

import monopolies as mp
from monopolies.engine.game import Game
from monopolies.games import DEFAULT_GAME
from monopolies.rl import final_rewards
from monopolies.rl.encode import Encoder


class MonopoliesAEC(AECEnv):  # type: ignore[misc]
    metadata = {  # noqa: RUF012 - PettingZoo reads it from the class
        "name": "monopolies_v0",
        "render_modes": ["ansi"],
        "is_parallelizable": False,
    }

    def __init__(
        self,
        variant: str = DEFAULT_GAME,
        players: int = 2,
        options: dict[str, Any] | None = None,
        render_mode: str | None = None,
    ) -> None:
        super().__init__()
        self.variant = variant
        self.players = players
        self.options = dict(options or {})
        self.render_mode = render_mode
        self.encoder = Encoder(variant, players)
        self.metadata = {**self.metadata, "name": f"monopolies_{variant.replace('-', '_')}_v0"}
        self.possible_agents = [f"player_{s}" for s in range(players)]
        n = mp.VARIANTS[variant].num_actions
        self.action_spaces = {a: spaces.Discrete(n) for a in self.possible_agents}
        self.observation_spaces = {
            a: spaces.Dict(
                {
                    "observation": spaces.Box(0.0, 1.0, (self.encoder.size,), np.float32),
                    "action_mask": spaces.Box(0, 1, (n,), np.int8),
                }
            )
            for a in self.possible_agents
        }
        self._seeds = random.Random()
        self.game: Game | None = None

    def observation_space(self, agent: str) -> spaces.Space[Any]:
        return self.observation_spaces[agent]

    def action_space(self, agent: str) -> spaces.Space[Any]:
        return self.action_spaces[agent]

    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        if seed is not None:
            self._seeds = random.Random(seed)
        self.game = mp.new_game(
            self.variant, self.players, self._seeds.getrandbits(63), self.options
        )
        self.agents = self.possible_agents[:]
        self.rewards = dict.fromkeys(self.agents, 0.0)
        self._cumulative_rewards = dict.fromkeys(self.agents, 0.0)
        self.terminations = dict.fromkeys(self.agents, False)
        self.truncations = dict.fromkeys(self.agents, False)
        self.infos: dict[str, dict[str, Any]] = {a: {} for a in self.agents}
        self._select()

    def observe(self, agent: str) -> dict[str, Any]:
        game = self._game()
        seat = self.possible_agents.index(agent)
        mask = np.zeros(mp.VARIANTS[self.variant].num_actions, np.int8)
        if game.to_act == seat:
            mask[np.flatnonzero(game.action_mask())] = 1
        vector = np.asarray(self.encoder.encode(game.observe(seat)), np.float32)
        return {"observation": vector, "action_mask": mask}

    def step(self, action: int | None) -> None:
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        game = self._game()
        assert action is not None
        game.act(game.action_from_id(int(action)))
        self._cumulative_rewards[agent] = 0.0
        self.rewards = dict.fromkeys(self.agents, 0.0)
        if game.over:
            for a, r in zip(self.agents, final_rewards(game.result(), self.players), strict=True):
                self.rewards[a] = r
            self.terminations = dict.fromkeys(self.agents, True)
        self._select()
        self._accumulate_rewards()

    def render(self) -> str | None:
        if self.render_mode != "ansi":
            return None
        game = self._game()
        return f"{game!r}\n" + "\n".join(str(e) for e in game.public_events()[-10:])

    def close(self) -> None:
        self.game = None

    def _select(self) -> None:
        game = self._game()
        self.agent_selection = self.possible_agents[0 if game.over else game.to_act or 0]

    def _game(self) -> Game:
        if self.game is None:
            raise RuntimeError("call reset() before using the environment")
        return self.game


def env(variant: str = DEFAULT_GAME, players: int = 2, **kwargs: Any) -> MonopoliesAEC:
    """The AEC environment for one game (keyword arguments: options, render_mode)."""
    return MonopoliesAEC(variant, players, **kwargs)
