"""Every game registered with OpenSpiel as `python_monopolies_<game>` (extra `spiel`).

    >>> import pyspiel
    >>> from monopolies.rl import spiel
    >>> names = spiel.register()
    >>> game = pyspiel.load_game("python_monopolies_deal", {"players": 2, "seed": 7})
    >>> state = game.new_initial_state()
    >>> state.current_player(), len(state.observation_tensor(0))
    (0, 360)

Fact sheet: sequential; registered as deterministic: shuffles, dice and fakes come from the
engine's RNG inside each state, seeded from parameter `seed` (each new initial state takes
the next seed), so there are no chance nodes and a state's future is fixed by its hidden
RNG state, which no observation shows (OpenSpiel's "sampled stochastic" mode would fit
better, but Python games cannot provide the RNG state it asks for); imperfect information
with observation strings and tensors only (`monopolies.rl.encode`; no information-state
tensors: a seat's full history is not kept as one); terminal rewards +1 per winner, -1
per loser, 0 for all without a winner (general sum, since wins may be shared); actions are
the engine's stable action ids. `resample_from_infostate(player, sampler)` is the
engine's `Game.resample` (every card the player cannot see redrawn, the future reseeded),
seeded by two draws from OpenSpiel's sampler, so OpenSpiel's own `ISMCTSBot` (with
`use_observation_string=True`) plays these games. Parameters: `players` (default 2),
`seed` (default 0) and `options` (the game's house rules as a JSON object string, default
"{}"). Cloning a state clones the engine's game (copy-on-write, cheap).
"""

from __future__ import annotations

import json
import random
from typing import Any

import numpy as np
import pyspiel  # type: ignore[import-not-found]

import monopolies as mp
from monopolies.engine.game import Game
from monopolies.games import DEFAULT_GAME
from monopolies.rl import final_rewards
from monopolies.rl.encode import Encoder

PREFIX = "python_monopolies_"
MAX_GAME_LENGTH = 100_000


def game_name(variant: str) -> str:
    return PREFIX + variant.replace("-", "_")


def register() -> list[str]:
    """Register every game (again is harmless); returns the OpenSpiel names."""
    known = set(pyspiel.registered_names())
    names = []
    for variant in sorted(mp.VARIANTS):
        name = game_name(variant)
        if name not in known:
            game_type = _game_type(variant)
            cls = type(
                f"Monopolies{variant.title().replace('-', '')}Game",
                (SpielGame,),
                {"variant": variant, "game_type": game_type},
            )
            pyspiel.register_game(game_type, cls)
        names.append(name)
    return names


def _game_type(variant: str) -> pyspiel.GameType:
    rules = mp.VARIANTS[variant]
    return pyspiel.GameType(
        short_name=game_name(variant),
        long_name=f"Monopolies {variant}",
        dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
        chance_mode=pyspiel.GameType.ChanceMode.DETERMINISTIC,
        information=pyspiel.GameType.Information.IMPERFECT_INFORMATION,
        utility=pyspiel.GameType.Utility.GENERAL_SUM,
        reward_model=pyspiel.GameType.RewardModel.TERMINAL,
        max_num_players=rules.max_players,
        min_num_players=rules.min_players,
        provides_information_state_string=False,
        provides_information_state_tensor=False,
        provides_observation_string=True,
        provides_observation_tensor=True,
        parameter_specification={"players": 2, "seed": 0, "options": "{}"},
    )


class SpielGame(pyspiel.Game):  # type: ignore[misc]
    variant: str = DEFAULT_GAME
    game_type: pyspiel.GameType

    def __init__(self, params: dict[str, Any] | None = None) -> None:
        params = {"players": 2, "seed": 0, "options": "{}", **(params or {})}
        self.players = int(params["players"])
        self.options = mp.VARIANTS[self.variant].check_options(
            self.players, json.loads(str(params["options"]))
        )
        info = pyspiel.GameInfo(
            num_distinct_actions=mp.VARIANTS[self.variant].num_actions,
            max_chance_outcomes=0,
            num_players=self.players,
            min_utility=-1.0,
            max_utility=1.0,
            max_game_length=MAX_GAME_LENGTH,
        )
        super().__init__(self.game_type, info, params)
        self.encoder = Encoder(self.variant, self.players)
        self.seeds = random.Random(int(params["seed"]))

    def new_initial_state(self) -> SpielState:
        match = mp.new_game(self.variant, self.players, self.seeds.getrandbits(63), self.options)
        return SpielState(self, _Match(match))

    def make_py_observer(
        self, iig_obs_type: Any = None, params: dict[str, Any] | None = None
    ) -> SpielObserver:
        if params:
            raise ValueError(f"observation parameters are not supported; got {params}")
        if iig_obs_type is not None and iig_obs_type.perfect_recall:
            raise ValueError("only observations (perfect_recall=False) are provided")
        return SpielObserver(self.encoder)


class _Match:
    """Holds the engine's game so that OpenSpiel's deepcopy of a state uses Game.clone."""

    __slots__ = ("game",)

    def __init__(self, game: Game) -> None:
        self.game = game

    def __deepcopy__(self, memo: dict[int, Any]) -> _Match:
        return _Match(self.game.clone())


class SpielState(pyspiel.State):  # type: ignore[misc]
    def __init__(self, game: SpielGame, match: _Match) -> None:
        super().__init__(game)
        self.match = match

    def current_player(self) -> int:
        to_act = self.match.game.to_act
        return int(pyspiel.PlayerId.TERMINAL) if to_act is None else to_act

    def _legal_actions(self, player: int) -> list[int]:
        game = self.match.game
        if player != game.to_act:
            return []
        return [i for i, ok in enumerate(game.action_mask()) if ok]

    def _apply_action(self, action: int) -> None:
        game = self.match.game
        game.act(game.action_from_id(int(action)))

    def _action_to_string(self, player: int, action: int) -> str:
        game = self.match.game
        try:
            return game.describe(game.action_from_id(int(action)))
        except mp.IllegalAction:
            return f"action {action}"

    def is_terminal(self) -> bool:
        return self.match.game.over

    def returns(self) -> list[float]:
        game = self.match.game
        if not game.over:
            return [0.0] * game.players
        return final_rewards(game.result(), game.players)

    def resample_from_infostate(self, player_id: int, probability_sampler: Any) -> SpielState:
        """A state the player cannot tell from this one: its hidden cards and future redrawn."""
        seed = int(probability_sampler() * 2**32) << 32 | int(probability_sampler() * 2**32)
        return SpielState(self.get_game(), _Match(self.match.game.resample(player_id, seed)))

    def __str__(self) -> str:
        return repr(self.match.game)


class SpielObserver:
    """OpenSpiel's PyObserver: `tensor`/`dict` from `monopolies.rl.encode`."""

    def __init__(self, encoder: Encoder) -> None:
        self.encoder = encoder
        self.tensor = np.zeros(encoder.size, np.float32)
        self.dict = {"observation": self.tensor}

    def set_from(self, state: SpielState, player: int) -> None:
        self.tensor[:] = self.encoder.encode(state.match.game.observe(player))

    def string_from(self, state: SpielState, player: int) -> str:
        obs = state.match.game.observe(player)
        obs.pop("events")
        return json.dumps(obs, sort_keys=True)
