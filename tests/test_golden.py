"""Golden playthroughs: a rules change must show up as a reviewed diff of tests/golden/."""

from __future__ import annotations

import difflib
from pathlib import Path

import pytest

import monopolies as mp
from monopolies.golden import GOLDENS, Golden, id_table, id_table_path, path_of, playthrough

HERE = Path(__file__).resolve().parent / "golden"


@pytest.mark.parametrize("golden", GOLDENS, ids=lambda g: g.name)
def test_golden_playthrough_is_unchanged(golden: Golden) -> None:
    expected = path_of(golden, HERE).read_text(encoding="utf-8")
    actual = playthrough(golden)
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
    for golden in GOLDENS:
        assert "result:" in path_of(golden, HERE).read_text(encoding="utf-8")


@pytest.mark.parametrize("variant", sorted(mp.VARIANTS))
def test_action_ids_are_unchanged(variant: str) -> None:
    path = id_table_path(variant, HERE)
    assert path.exists(), f"no id table for {variant}: run python -m monopolies.golden --write"
    assert path.read_text(encoding="utf-8") == id_table(variant), (
        f"the integer action ids of {variant} changed; trained policies depend on them. If "
        "intended, bump the rules version, run `python -m monopolies.golden --write` and review"
    )
