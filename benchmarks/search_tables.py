"""Where a game's fitted search tables live, and how the tools rewrite one.

Each game keeps what its search bot was fitted to (its score weights `TABLE`, fitted by
fit_scores.py; its policy options `POLICIES`, chosen by tune_policy.py) in its search
module (`games/<game>/search.py`, named in its kit as `search`). `--write` replaces one
such table there, its comment (how it was fitted) included, and formats the file.
"""

from __future__ import annotations

import re
import subprocess
import sys
from importlib import import_module
from pathlib import Path
from typing import Any

from monopolies.bots.evaluate import Weights
from monopolies.games.registry import kit_for

SRC = Path(__file__).resolve().parents[1] / "src"


def module_name(variant: str) -> str:
    return kit_for(variant).search.partition(":")[0]


def search_module(variant: str) -> Path:
    """The source of the game's search module in this checkout (what `--write` edits; an
    installed, compiled module has no source to edit)."""
    return SRC / (module_name(variant).replace(".", "/") + ".py")


def weights_of(variant: str) -> Weights:
    """The game's fitted weights (`WEIGHTS`) over its features."""
    weights: Weights = import_module(module_name(variant)).WEIGHTS
    return weights


def rewrite(path: Path, name: str, block: str) -> None:
    """Replace the table `name` (`NAME: Type = (...)` and the comment lines above it) with
    `block`, and format the file."""
    text = path.read_text()
    pattern = re.compile(rf"(?:#[^\n]*\n)*{name}: \w+ = \((?:\)|\n(?:    .*\n)*\)|.*\))\n")
    found = pattern.search(text)
    if found is None:
        raise ValueError(f"{path} has no table {name}")
    path.write_text(text[: found.start()] + block + text[found.end() :])
    subprocess.run([sys.executable, "-m", "ruff", "format", "--quiet", str(path)], check=True)


def comment(note: str, width: int = 96) -> str:
    """A note as comment lines."""
    words, lines, line = note.split(), [], "#"
    for word in words:
        if len(line) + 1 + len(word) > width:
            lines.append(line)
            line = "#"
        line += " " + word
    lines.append(line)
    return "\n".join(lines) + "\n"


def table_value(path: Path, name: str) -> Any:
    """The value of table `name` in a copy of a search module (for tests)."""
    namespace: dict[str, Any] = {}
    exec(compile(path.read_text(), str(path), "exec"), namespace)
    return namespace[name]
