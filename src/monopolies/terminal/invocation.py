"""How to type a `monopolies` command here, for the commands a game prints when it ends.

README users run `uv run monopolies play …`, and a bare `monopolies replay …` is not on
their shell's PATH; people who installed the package have it. So the printed command
starts the way this one was started.
"""

from __future__ import annotations

import os
import shlex
import shutil
import sys
from pathlib import Path


def command(*words: str | Path) -> str:
    """`command("replay", path)` -> "uv run monopolies replay replays/deal-1.json"."""
    return " ".join([_program(), *(shlex.quote(str(word)) for word in words)])


def _program() -> str:
    if os.environ.get("UV_RUN_RECURSION_DEPTH"):
        return "uv run monopolies"
    if shutil.which("monopolies"):
        return "monopolies"
    return f"{shlex.quote(sys.executable)} -m monopolies"
