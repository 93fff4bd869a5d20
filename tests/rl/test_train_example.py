"""examples/train_deal.py: a tiny policy learns to beat random in Deal."""

from __future__ import annotations

import importlib.util
from pathlib import Path
from types import ModuleType

import pytest

pytest.importorskip("gymnasium")

EXAMPLE = Path(__file__).resolve().parents[2] / "examples" / "train_deal.py"


def example() -> ModuleType:
    spec = importlib.util.spec_from_file_location("train_deal", EXAMPLE)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_training_runs_end_to_end_on_a_tiny_budget() -> None:
    result = example().train(episodes=4, evaluation=4, seed=1)
    assert set(result) == {"episodes", "games", "before", "after"}
    assert 0.0 <= result["before"] <= 1.0 and 0.0 <= result["after"] <= 1.0


@pytest.mark.slow
def test_a_few_hundred_games_of_training_beat_random() -> None:
    result = example().train(episodes=300, evaluation=100, seed=0)
    assert result["after"] >= 0.85 and result["after"] > result["before"]
