"""One seat of any game as a Gymnasium environment; bots play the others (extra `rl`).

    >>> from monopolies.rl.gym_env import MonopoliesEnv
    >>> env = MonopoliesEnv(players=2, seat=0, opponents="greedy")  # Monopoly Deal
    >>> obs, info = env.reset(seed=3)
    >>> obs["observation"].shape, obs["action_mask"].shape
    ((360,), (2254,))

Observations are `{"observation": float32 vector (monopolies.rl.encode), "action_mask":
int8 vector over action ids}`; the mask is in `info["action_mask"]` too. Actions are action
ids. After the learner's action, the opponents (any `make_bot` spec, one for all or one
per other seat) play until the learner must decide again or the game ends. Reward: at the
end only, +1 for a win, -1 for a loss, 0 when nobody wins. An action the mask forbids
ends the episode at once as a loss (reward -1, `info["illegal_action"] = True`): the
engine refuses it and nothing else would make the episode end.

Version history: v0, first release.
"""

from __future__ import annotations

from typing import Any

import gymnasium as gym
import numpy as np
from gymnasium import spaces

import monopolies as mp
from monopolies.bots import Bot, SeatView, make_bot
from monopolies.engine.game import Game
from monopolies.games import DEFAULT_GAME
from monopolies.rl import final_rewards
from monopolies.rl.encode import Encoder

ILLEGAL_REWARD = -1.0


class MonopoliesEnv(gym.Env[dict[str, Any], int]):
    metadata = {"render_modes": ["ansi"]}  # noqa: RUF012 - gymnasium reads it from the class

    def __init__(
        self,
        variant: str = DEFAULT_GAME,
        players: int = 2,
        seat: int = 0,
        opponents: str | list[str] = "random",
        options: dict[str, Any] | None = None,
        render_mode: str | None = None,
    ) -> None:
        if not 0 <= seat < players:
            raise mp.BadOptions(f"seat must be 0..{players - 1}, not {seat}")
        specs = [opponents] * (players - 1) if isinstance(opponents, str) else list(opponents)
        if len(specs) != players - 1:
            raise mp.BadOptions(f"{players - 1} opponent specs needed, got {len(specs)}")
        self.variant = variant
        self.players = players
        self.seat = seat
        self.specs = specs
        self.options = dict(options or {})
        self.render_mode = render_mode
        self.encoder = Encoder(variant, players)
        n = self.num_actions = mp.VARIANTS[variant].num_actions
        self.action_space = spaces.Discrete(n)  # type: ignore[assignment]
        self.observation_space = spaces.Dict(
            {
                "observation": spaces.Box(0.0, 1.0, (self.encoder.size,), np.float32),
                "action_mask": spaces.Box(0, 1, (n,), np.int8),
            }
        )
        self.game: Game | None = None
        self.bots: dict[int, Bot] = {}

    def reset(
        self, *, seed: int | None = None, options: dict[str, Any] | None = None
    ) -> tuple[dict[str, Any], dict[str, Any]]:
        super().reset(seed=seed)
        game_seed = int(self.np_random.integers(2**62))
        self.game = mp.new_game(self.variant, self.players, game_seed, self.options)
        others = [s for s in range(self.players) if s != self.seat]
        self.bots = {
            s: make_bot(spec, self.variant, game_seed + s)
            for s, spec in zip(others, self.specs, strict=True)
        }
        self._opponents_play()
        obs = self._observation()
        return obs, {"action_mask": obs["action_mask"]}

    def step(self, action: int) -> tuple[dict[str, Any], float, bool, bool, dict[str, Any]]:
        game = self._game()
        mask = game.action_mask()
        if not (0 <= int(action) < len(mask) and mask[int(action)]):
            obs = self._observation()
            info = {"action_mask": obs["action_mask"], "illegal_action": True}
            return obs, ILLEGAL_REWARD, True, False, info
        game.act(game.action_from_id(int(action)))
        self._opponents_play()
        obs = self._observation()
        reward = final_rewards(game.result(), self.players)[self.seat] if game.over else 0.0
        return obs, reward, game.over, False, {"action_mask": obs["action_mask"]}

    def render(self) -> str | None:
        if self.render_mode != "ansi":
            return None
        game = self._game()
        return f"{game!r}\n" + "\n".join(str(e) for e in game.public_events()[-10:])

    def _opponents_play(self) -> None:
        game = self._game()
        while not game.over and game.to_act != self.seat:
            seat = game.to_act
            assert seat is not None
            game.act(self.bots[seat].choose(SeatView(game, seat)))

    def _observation(self) -> dict[str, Any]:
        game = self._game()
        mask = np.zeros(self.num_actions, np.int8)
        if game.to_act == self.seat:
            mask[np.flatnonzero(game.action_mask())] = 1
        vector = np.asarray(self.encoder.encode(game.observe(self.seat)), np.float32)
        return {"observation": vector, "action_mask": mask}

    def _game(self) -> Game:
        if self.game is None:
            raise RuntimeError("call reset() before step()")
        return self.game
