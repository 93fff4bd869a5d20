"""Golden playthroughs: a rules change must show up as a reviewed diff of tests/golden/."""

from __future__ import annotations

import difflib
from pathlib import Path

import pytest

import monopolies as mp
from monopolies.golden import goldens, id_table, id_table_path, path_of, playthrough
from monopolies.kits import Golden

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


def test_every_game_keeps_a_golden_playthrough() -> None:
    assert {variant for variant, _ in goldens()} == set(mp.VARIANTS)


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
