"""The routine passes the front ends make for a person (docs/decisions.md) tell nobody
what the person holds: the countdown before the pass is one constant for each kind of
window, the same whatever the hand, and only the button for acting (shown to that person
alone) differs."""

from __future__ import annotations

import random
from typing import Any

import pytest

import monopolies
from monopolies.words import chores
from monopolies.words.game import words_for

Json = dict[str, Any]
EDITIONS = ("deal", "card-game", "crooked-cash", "cheaters")


def _windows(variant: str, games: int = 6, steps: int = 1500) -> list[tuple[Json, Json]]:
    """(the seat's observation, its window) at every window of random games."""
    words = words_for(variant)
    found = []
    for seed in range(games):
        game = monopolies.new_game(variant, 3 + seed % 2, seed)
        rng = random.Random(seed)
        for _ in range(steps):
            if game.over:
                break
            obs = game.observe(game.to_act)
            window = chores.window(words, obs["legal"])
            if window is not None:
                found.append((obs, window))
            game.act(rng.choice(game.legal_actions()))
    return found


@pytest.mark.parametrize("variant", EDITIONS)
def test_every_window_waits_the_same_countdown(variant: str) -> None:
    found = _windows(variant)
    if variant == "card-game":
        assert not found  # nothing routine to pass in the rummy game
        return
    assert found
    windows = words_for(variant).windows
    for obs, window in found:
        passing = obs["legal"][window["pass"]]
        assert window["seconds"] == windows[passing["kind"]].seconds
        assert (window["act"] is None) == (len(obs["legal"]) == 1)
    kinds = {obs["legal"][window["pass"]]["kind"] for obs, window in found}
    assert kinds == set(windows)  # every routine pass was met


def test_just_say_no_held_or_not_waits_alike() -> None:
    """Deal: a person asked whether to play Just Say No, holding one or not, gets the same
    countdown and the same pass; only the button differs, and only they see it."""
    held: list[Json] = []
    none: list[Json] = []
    for obs, window in _windows("deal", games=12):
        if obs["legal"][window["pass"]]["kind"] != "accept":
            continue
        jsn = any(a["kind"] == "just_say_no" for a in obs["legal"])
        (held if jsn else none).append(window)
    assert held and none
    alike = {(w["seconds"], w["pass"]) for w in held + none}
    assert len({seconds for seconds, _ in alike}) == 1
    assert {w["act"] for w in none} == {None} and {w["act"] for w in held} == {"Just Say No!"}
