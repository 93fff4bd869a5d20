"""Golden playthroughs: a rules change must show up as a reviewed diff of tests/golden/."""

from __future__ import annotations

import difflib

import pytest

from monopolies.golden import GOLDENS, Golden, path_of, playthrough


@pytest.mark.parametrize("golden", GOLDENS, ids=lambda g: g.name)
def test_golden_playthrough_is_unchanged(golden: Golden) -> None:
    expected = path_of(golden).read_text(encoding="utf-8")
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
        assert "result:" in path_of(golden).read_text(encoding="utf-8")
