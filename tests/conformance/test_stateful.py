"""Hypothesis drives random legal play, with shrinking, for every game of the suite
(`conftest.GAMES`: the registered ones and Pig).

At every step: every card is in exactly one place and the variant's invariants hold; a
save/load and a clone reproduce the state; no observation of a seat that is not to act
offers it legal actions.
"""

from __future__ import annotations

import json
from collections.abc import Iterator

import hypothesis.strategies as st
import pytest
from hypothesis import HealthCheck, settings
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, rule
from suite import GAMES, registered

import monopolies as mp
from monopolies.engine.game import Game


@pytest.fixture(autouse=True)
def every_game() -> Iterator[None]:
    """Pig registered while this module's machine plays it (among every game)."""
    with registered(GAMES[-1]):
        yield


class RandomPlay(RuleBasedStateMachine):
    game: Game

    @initialize(
        variant=st.sampled_from(GAMES),
        seed=st.integers(0, 2**32),
        players_pick=st.integers(0, 100),
        short=st.booleans(),
    )
    def start(self, variant: str, seed: int, players_pick: int, short: bool) -> None:
        rules = mp.VARIANTS[variant]
        players = rules.min_players + players_pick % (rules.max_players - rules.min_players + 1)
        options = {"max_turns": 12} if short and "max_turns" in rules.options_spec else {}
        self.game = mp.new_game(variant, players=players, seed=seed, options=options)

    @rule(pick=st.integers(0, 10_000))
    def act(self, pick: int) -> None:
        if self.game.over:
            return
        legal = self.game.legal_actions()
        self.game.act(legal[pick % len(legal)])

    @rule(pick=st.integers(0, 10_000))
    def act_through_json_and_ids(self, pick: int) -> None:
        if self.game.over:
            return
        legal = self.game.legal_actions()
        action = legal[pick % len(legal)]
        same = self.game.action_from_id(self.game.action_id(action))
        self.game.act(mp.Action.from_json(json.loads(json.dumps(same.to_json()))))

    @rule()
    def save_and_load(self) -> None:
        restored = mp.load(json.loads(json.dumps(self.game.save())))
        assert restored.save() == self.game.save()
        self.game = restored

    @invariant()
    def every_card_in_one_place(self) -> None:
        if hasattr(self, "game"):
            self.game.rules.check(self.game.state)

    @invariant()
    def only_the_seat_to_act_is_offered_actions(self) -> None:
        if not hasattr(self, "game"):
            return
        for seat in range(self.game.players):
            view = self.game.observe(seat)
            assert bool(view["legal"]) == (seat == self.game.to_act)


TestRandomPlay = RandomPlay.TestCase
TestRandomPlay.settings = settings(
    max_examples=60,
    stateful_step_count=80,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow],
)
