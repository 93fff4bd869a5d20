"""benchmarks/tune_policy.py's `--write`: the policy table stays valid, formatted Python,
with the game's entry replaced (one row or several) and the others kept."""

from __future__ import annotations

import runpy
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

BENCHMARKS = Path(__file__).parents[2] / "benchmarks"


@pytest.fixture
def tuner(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Any:
    monkeypatch.syspath_prepend(str(BENCHMARKS))
    import tune_policy

    table = tmp_path / "policy_tables.py"
    shutil.copy(tune_policy.TABLE, table)
    monkeypatch.setattr(tune_policy, "TABLE", table)
    return tune_policy


def written(path: Path) -> dict[str, Any]:
    policies: dict[str, Any] = runpy.run_path(str(path))["POLICIES"]
    return policies


def test_write_replaces_one_entry_and_keeps_the_file_formatted(tuner: Any) -> None:
    before = written(tuner.TABLE)
    tuner.write("cheaters", {2: {"vigilance": 0.75}}, "one row, a comment long enough " * 5)
    after = written(tuner.TABLE)
    assert after["cheaters"] == ((2, {"vigilance": 0.75}),)
    assert after["crooked-cash"] == before["crooked-cash"]
    tuner.write("cheaters", {2: {}, 4: {"vigilance": 1.0}}, "two rows")
    tuner.write("deal", {2: {}}, "a game with no entry yet")
    after = written(tuner.TABLE)
    assert after["cheaters"] == ((2, {}), (4, {"vigilance": 1.0}))
    assert after["deal"] == ((2, {}),)
    assert after["crooked-cash"] == before["crooked-cash"]
    text = tuner.TABLE.read_text()
    assert text.count('"cheaters":') == 1 and "# two rows" in text and "one row" not in text
    check = [sys.executable, "-m", "ruff", "format", "--check", str(tuner.TABLE)]
    assert subprocess.run(check, capture_output=True).returncode == 0
