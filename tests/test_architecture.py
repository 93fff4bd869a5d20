"""Layering rules from STYLE.md and DESIGN.md, checked on the source so they stay true:
the rules are pure, a game is one folder, and the generic code names no game."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import monopolies as mp

SRC = Path(__file__).resolve().parents[1] / "src" / "monopolies"
FRONT_ENDS = (
    "server",
    "sim",
    "rl",
    "cli",
    "terminal",
    "bots",
    "replay",
    "golden",
    "review",
    "words",
    "web",
)
GENERIC = ("terminal", "server", "web", "rl", "sim", "bots", "review", "words")
"""The folders every game shares: they ask the registry and never name a game."""
GAME_IDS = re.compile(r"""["'](deal|card-game|crooked-cash|cheaters)["']""")
GAME_MODULES = re.compile(r"monopolies\.games\.(?!registry\b)\w+")


def _pure_files() -> list[Path]:
    """The engine and every game's rules, data and information model: standard library and
    engine only."""
    games = SRC / "games"
    return [
        *(SRC / "engine").rglob("*.py"),
        *games.glob("*/rules/**/*.py"),
        *games.glob("*/data.py"),
        *games.glob("*/visibility.py"),
    ]


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
    files = _pure_files()
    assert len(files) > 60
    for path in files:
        for name in _imports(path):
            top = name.split(".")[0]
            if top == "monopolies":
                parts = name.split(".")
                assert parts[1] not in FRONT_ENDS, f"{path} imports front end {name}"
                if parts[1] == "games" and len(parts) > 3:
                    assert parts[3] in ("rules", "data", "visibility"), f"{path} imports {name}"
            else:
                assert top in _stdlib(), f"{path} imports third-party {name}"


def test_the_generic_code_names_no_game() -> None:
    """terminal/, server/, web/, rl/, sim/, bots/, review/ and words/ ask the registry: no
    file named after a game, no game id, no import of a game's package."""
    for folder in GENERIC:
        for path in (SRC / folder).rglob("*"):
            if path.suffix not in (".py", ".js"):
                continue
            text = path.read_text(encoding="utf-8")
            assert not GAME_IDS.search(text), f"{path} names a game"
            assert not GAME_MODULES.search(text), f"{path} imports a game"
            stem = path.stem.replace("-", "_")
            assert not any(game in stem for game in ("deal", "card_game", "crooked", "cheater"))


def test_a_game_is_one_folder() -> None:
    """Every registered game's parts live in its package (or the board family's)."""
    from monopolies.games.registry import KITS, PARTS

    for kit in KITS.values():
        folder = kit.rules.__module__.split(".")[2]
        for part in PARTS:
            module = getattr(kit, part).partition(":")[0]
            assert module.startswith(("monopolies.games.", "monopolies.bots.guide")), module
            assert module.split(".")[2] in (folder, "board"), f"{kit.name}: {part} is {module}"
        assert kit.web_view in (folder, "generic")


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
