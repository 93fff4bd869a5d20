"""Layering rules from STYLE.md, checked on the source so they stay true."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import monopolies as mp

SRC = Path(__file__).resolve().parents[1] / "src" / "monopolies"
PURE = ("engine", "variants", "board")
FRONT_ENDS = ("server", "sim", "rl", "cli", "terminal", "bots", "replay", "golden", "review")


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


def test_no_import_cycles() -> None:
    """Every module of src/monopolies imports only modules below it: an import inside a
    function counts too (a cycle hidden that way is still a cycle). Imports under `if
    TYPE_CHECKING:` are left out: they never run, so they only name types. Importing a
    submodule also runs its package's `__init__`; that implied edge is left out too."""
    graph = _import_graph()
    cycle = _a_cycle(graph)
    assert cycle is None, "import cycle: " + " -> ".join(cycle or [])


def test_the_cycle_check_names_a_cycle() -> None:
    graph = {"a": {"b"}, "b": {"c"}, "c": {"a", "d"}, "d": set()}
    assert _a_cycle(graph) == ["a", "b", "c", "a"]
    assert _a_cycle({"a": {"b"}, "b": set()}) is None


def _module_name(path: Path) -> str:
    parts = list(path.relative_to(SRC.parent).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _import_graph() -> dict[str, set[str]]:
    """module -> the monopolies modules it imports (`from pkg import mod` names `pkg.mod`)."""
    paths = {_module_name(p): p for p in SRC.rglob("*.py")}
    graph: dict[str, set[str]] = {}
    for name, path in paths.items():
        tree = ast.parse(path.read_text(encoding="utf-8"))
        typing_only = {
            id(node)
            for block in ast.walk(tree)
            if isinstance(block, ast.If) and _is_type_checking(block.test)
            for stmt in block.body
            for node in ast.walk(stmt)
        }
        found: set[str] = set()
        for node in ast.walk(tree):
            if id(node) in typing_only:
                continue
            if isinstance(node, ast.Import):
                found |= {alias.name for alias in node.names if alias.name in paths}
            elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
                for alias in node.names:
                    full = f"{node.module}.{alias.name}"
                    if full in paths:
                        found.add(full)
                    elif node.module in paths:
                        found.add(node.module)
        graph[name] = found - {name}
    return graph


def _is_type_checking(test: ast.expr) -> bool:
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING"
    )


def _a_cycle(graph: dict[str, set[str]]) -> list[str] | None:
    """One import cycle as a path that ends where it starts, or None (depth-first)."""
    done: set[str] = set()
    path: list[str] = []
    on_path: set[str] = set()

    def visit(node: str) -> list[str] | None:
        path.append(node)
        on_path.add(node)
        for nxt in sorted(graph.get(node, ())):
            if nxt in on_path:
                return [*path[path.index(nxt) :], nxt]
            if nxt not in done:
                found = visit(nxt)
                if found is not None:
                    return found
        path.pop()
        on_path.discard(node)
        done.add(node)
        return None

    for start in sorted(graph):
        if start not in done:
            found = visit(start)
            if found is not None:
                return found
    return None
