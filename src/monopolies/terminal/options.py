"""`--option key=value` words into a `new_game` options dict (values read as JSON if valid)."""

from __future__ import annotations

import json
from typing import Any

from monopolies.engine.errors import BadOptions


def parse_options(words: list[str]) -> dict[str, Any]:
    """`["max_turns=50", "names=uk"]` -> `{"max_turns": 50, "names": "uk"}`.

    A value that is not JSON (`uk`) is taken as a plain string, so quoting is never needed.
    """
    options: dict[str, Any] = {}
    for word in words:
        key, eq, raw = word.partition("=")
        key = key.strip()
        if not eq or not key:
            raise BadOptions(f"--option {word!r} must look like key=value, e.g. max_turns=50")
        try:
            options[key] = json.loads(raw)
        except ValueError:
            options[key] = raw
    return options
