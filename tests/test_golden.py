"""Golden playthroughs: a rules change must show up as a reviewed diff of tests/golden/."""

from __future__ import annotations

import difflib
from dataclasses import replace
from pathlib import Path

import pytest

import monopolies as mp
from monopolies.games.registry import Golden
from monopolies.golden import goldens, id_table, id_table_path, path_of, playthrough

HERE = Path(__file__).resolve().parent / "golden"


@pytest.mark.parametrize(("variant", "golden"), goldens(), ids=[g.name for _, g in goldens()])
def test_golden_playthrough_is_unchanged(variant: str, golden: Golden) -> None:
    expected = path_of(golden, HERE).read_text(encoding="utf-8")
    actual = playthrough(variant, golden)
    if actual != expected:
        diff = "".join(
            list(
                difflib.unified_diff(
                    expected.splitlines(True), actual.splitlines(True), "golden", "now", n=2
                )
            )[:60]
        )
        pytest.fail(
            "the game now plays differently from its golden file; if the rules change is "
            f"intended run `python -m monopolies.golden --write` and review:\n{diff}"
        )


def test_golden_games_end() -> None:
    for _, golden in goldens():
        assert "result:" in path_of(golden, HERE).read_text(encoding="utf-8")


def test_every_game_keeps_a_golden_playthrough_of_random_moves_and_one_of_its_greedy_bots() -> None:
    for greedy in (False, True):
        assert {v for v, g in goldens() if g.greedy == greedy} == set(mp.VARIANTS), greedy


def test_a_greedy_golden_is_played_by_the_greedy_bots() -> None:
    variant, golden = next((v, g) for v, g in goldens() if g.greedy)
    head = path_of(golden, HERE).read_text(encoding="utf-8").splitlines()[0]
    assert head.endswith("greedy bots (seat s seeded seed * 10 + s)")
    assert playthrough(variant, golden) != playthrough(variant, replace(golden, greedy=False))


def test_every_golden_file_is_a_kits_golden() -> None:
    """A golden file no kit names would never be checked again."""
    named = {path_of(g, HERE) for _, g in goldens()} | {id_table_path(v, HERE) for v in mp.VARIANTS}
    assert set(HERE.glob("*.txt")) == named


@pytest.mark.parametrize("variant", sorted(mp.VARIANTS))
def test_action_ids_are_unchanged(variant: str) -> None:
    path = id_table_path(variant, HERE)
    assert path.exists(), f"no id table for {variant}: run python -m monopolies.golden --write"
    assert path.read_text(encoding="utf-8") == id_table(variant), (
        f"the integer action ids of {variant} changed; trained policies depend on them. If "
        "intended, bump the rules version, run `python -m monopolies.golden --write` and review"
    )
