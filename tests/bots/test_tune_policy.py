"""benchmarks/tune_policy.py's `--write`: the game's search module stays valid, formatted
Python, with its `POLICIES` replaced (one row or several, or none before) and the rest
kept."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

BENCHMARKS = Path(__file__).parents[2] / "benchmarks"


@pytest.fixture
def tuner(monkeypatch: pytest.MonkeyPatch) -> Any:
    monkeypatch.syspath_prepend(str(BENCHMARKS))
    import tune_policy

    return tune_policy


def copy(tables: Any, variant: str, tmp_path: Path) -> Path:
    path = tmp_path / f"{variant.replace('-', '_')}_search.py"
    shutil.copy(tables.search_module(variant), path)
    return path


def test_write_replaces_the_policies_and_keeps_the_module_formatted(
    tuner: Any, tmp_path: Path
) -> None:
    import search_tables

    path = copy(search_tables, "cheaters", tmp_path)
    table = search_tables.table_value(path, "TABLE")
    tuner.write("cheaters", {2: {"vigilance": 0.75}}, "one row, a comment long enough " * 5, path)
    assert search_tables.table_value(path, "POLICIES") == ((2, {"vigilance": 0.75}),)
    tuner.write("cheaters", {2: {}, 4: {"vigilance": 1.0}}, "two rows", path)
    assert search_tables.table_value(path, "POLICIES") == ((2, {}), (4, {"vigilance": 1.0}))
    assert search_tables.table_value(path, "TABLE") == table, "the rest is kept"
    text = path.read_text()
    assert text.count("POLICIES: Policies = (") == 1 and "# two rows" in text
    assert "one row" not in text
    check = [sys.executable, "-m", "ruff", "format", "--check", str(path)]
    assert subprocess.run(check, capture_output=True).returncode == 0


def test_a_game_that_follows_the_medium_player_gets_its_first_rows(
    tuner: Any, tmp_path: Path
) -> None:
    import search_tables

    path = copy(search_tables, "deal", tmp_path)
    assert search_tables.table_value(path, "POLICIES") == ()
    tuner.write("deal", {2: {}}, "a game with no options yet", path)
    assert search_tables.table_value(path, "POLICIES") == ((2, {}),)
