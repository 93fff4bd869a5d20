"""What the `monopolies` commands share on their command lines: `--option key=value`
words and `--bots` lists.

The `--bots` list is split on commas, but a bot spec may itself hold commas
(`greedy:a=1,b=2`), so a piece that is only `key=value` belongs to the spec before it.
"""

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


def split_specs(text: str) -> list[str]:
    """`"greedy:a=1,b=2,random"` -> `["greedy:a=1,b=2", "random"]`."""
    specs: list[str] = []
    for piece in (p.strip() for p in text.split(",")):
        if not piece:
            raise BadOptions(f"empty bot name in --bots {text!r}")
        if specs and "=" in piece and ":" not in piece:
            specs[-1] += "," + piece
        else:
            specs.append(piece)
    return specs
