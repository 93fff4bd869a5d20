"""The OpenSpiel registrations pass OpenSpiel's own random simulation test."""

from __future__ import annotations

import json

import pytest

import monopolies as mp

pyspiel = pytest.importorskip("pyspiel")
from monopolies.rl import spiel  # noqa: E402

# House rules that keep random games short: the checker inspects every state.
SHORT: dict[str, dict[str, object]] = {
    "deal": {"max_turns": 30},
    "card-game": {"hands": 1, "max_turns_per_hand": 40},
    "crooked-cash": {"max_rounds": 6},
    "cheaters": {"max_rounds": 6},
}


@pytest.mark.parametrize("variant", sorted(mp.VARIANTS))
def test_random_sim_test_passes(variant: str) -> None:
    spiel.register()
    options = json.dumps(SHORT.get(variant, {}))
    game = pyspiel.load_game(
        spiel.game_name(variant), {"players": 2, "seed": 1, "options": options}
    )
    pyspiel.random_sim_test(game, num_sims=2, serialize=False, verbose=False)


def test_states_clone_independently_and_observe_only_their_seat() -> None:
    spiel.register()
    game = pyspiel.load_game("python_monopolies_deal", {"players": 2, "seed": 3})
    state = game.new_initial_state()
    copy = state.clone()
    state.apply_action(state.legal_actions()[0])
    assert copy.history() == [] and len(state.history()) == 1
    assert len(state.observation_tensor(0)) == 360
    seen = json.loads(state.observation_string(1))
    assert seen["seat"] == 1 and seen["hand"] == state.match.game.observe(1)["hand"]


def test_openspiel_ismcts_plays_through_resample_from_infostate() -> None:
    """OpenSpiel's own ISMCTSBot searches our states: resampled states keep the player's view."""
    np = pytest.importorskip("numpy")
    from open_spiel.python.algorithms import ismcts, mcts

    spiel.register()
    game = pyspiel.load_game("python_monopolies_deal", {"players": 2, "seed": 5})
    state = game.new_initial_state()
    player = state.current_player()
    sampled = state.resample_from_infostate(player, pyspiel.UniformProbabilitySampler(0.0, 1.0))
    assert sampled.observation_string(player) == state.observation_string(player)
    assert (
        sampled.match.game.observe(1 - player)["hand"]
        != state.match.game.observe(1 - player)["hand"]
    )
    rng = np.random.RandomState(0)
    bot = ismcts.ISMCTSBot(
        game,
        mcts.RandomRolloutEvaluator(1, rng),
        uct_c=2.0,
        max_simulations=8,
        random_state=rng,
        use_observation_string=True,
        allow_inconsistent_action_sets=True,
    )
    for _ in range(3):
        state.apply_action(bot.step(state))
    assert len(state.history()) == 3
