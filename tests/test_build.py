"""The mypyc build: what pyproject.toml lists is compiled in a wheel, and never shadows the
sources of a checkout. CI runs the suite twice, the second time on the compiled wheel with
MONOPOLIES_EXPECT_COMPILED=1."""

from __future__ import annotations

import importlib
import os
import tomllib
from pathlib import Path

import pytest

import monopolies as mp

ROOT = Path(__file__).resolve().parents[1]
HOOK = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["hatch"][
    "build"
]["targets"]["wheel"]["hooks"]["custom"]


def _listed_modules() -> list[str]:
    excluded = {ROOT / p for p in HOOK["exclude"]}
    files: set[Path] = set()
    for entry in HOOK["include"]:
        path = ROOT / entry
        files |= set(path.rglob("*.py")) if path.is_dir() else {path}
    names = []
    for file in sorted(files - excluded):
        parts = file.relative_to(ROOT / "src").with_suffix("").parts
        names.append(".".join(parts[:-1] if parts[-1] == "__init__" else parts))
    return names


def test_the_compiled_list_names_existing_hot_paths() -> None:
    names = _listed_modules()
    assert "monopolies.engine.game" in names and "monopolies.games.board.rules.flow" in names
    assert all((ROOT / p).exists() for p in HOOK["include"] + HOOK["exclude"])


def test_no_compiled_module_shadows_a_source_in_the_checkout() -> None:
    stale = sorted(str(p.relative_to(ROOT)) for p in (ROOT / "src").rglob("*.so"))
    assert not stale, f"compiled modules in src/ would shadow their sources: {stale[:5]}"


def test_compiled_says_which_build_runs() -> None:
    assert mp.compiled() == bool(os.environ.get("MONOPOLIES_EXPECT_COMPILED"))


@pytest.mark.skipif(
    not os.environ.get("MONOPOLIES_EXPECT_COMPILED"), reason="only on the compiled wheel"
)
@pytest.mark.parametrize("name", _listed_modules())
def test_the_wheel_runs_the_compiled_module(name: str) -> None:
    assert str(importlib.import_module(name).__file__).endswith(".so")
