"""Layering rules from STYLE.md, checked on the source so they stay true."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import monopolies as mp

SRC = Path(__file__).resolve().parents[1] / "src" / "monopolies"
PURE = ("engine", "variants", "board")
FRONT_ENDS = ("server", "sim", "rl", "cli", "terminal", "bots", "replay", "golden")


def _imports(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names |= {alias.name for alias in node.names}
        elif isinstance(node, ast.ImportFrom) and node.module:
            names.add(node.module)
    return names


def test_no_variant_name_inside_the_engine_core() -> None:
    words = [re.escape(v) for v in mp.VARIANTS] + ["card_game", "crooked_cash"]
    pattern = re.compile("|".join(words), re.I)
    for path in (SRC / "engine").rglob("*.py"):
        hits = [
            line for line in path.read_text(encoding="utf-8").splitlines() if pattern.search(line)
        ]
        assert not hits, f"{path.name} names a variant: {hits}"


def test_rules_are_stdlib_only_and_know_no_front_end() -> None:
    for package in PURE:
        for path in (SRC / package).rglob("*.py") if (SRC / package).exists() else []:
            for name in _imports(path):
                top = name.split(".")[0]
                if top == "monopolies":
                    part = name.split(".")[1] if "." in name else ""
                    assert part not in FRONT_ENDS, f"{path} imports front end {name}"
                else:
                    assert top in _stdlib(), f"{path} imports third-party {name}"


def _stdlib() -> frozenset[str]:
    import sys

    # mypy_extensions: `mypyc_attr`, a no-op decorator unless the package is compiled.
    return frozenset(sys.stdlib_module_names) | {"__future__", "mypy_extensions"}
