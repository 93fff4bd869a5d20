"""Wheels compile the engine, the rules and the bots with mypyc; editable installs do not.

An editable install (what `uv run` and `uv sync` make of a checkout) stays pure Python, so
an edit takes effect at once: a compiled module next to its source would shadow it. A
wheel (`uv build`, `pip install .`, `uv sync --no-editable`) compiles the modules listed in
pyproject.toml, about twice as fast. `MONOPOLIES_PURE=1` builds a pure wheel (for a machine
without a C compiler).
"""

from __future__ import annotations

import os
from typing import Any

from hatch_mypyc.plugin import MypycBuildHook


def _compiling(version: str) -> bool:
    return version != "editable" and not os.environ.get("MONOPOLIES_PURE")


class CompiledEngineHook(MypycBuildHook):
    PLUGIN_NAME = "custom"

    def initialize(self, version: str, build_data: dict[str, Any]) -> None:
        if _compiling(version):
            super().initialize(version, build_data)

    def finalize(self, version: str, build_data: dict[str, Any], artifact_path: str) -> None:
        """hatch-mypyc compiles in place: the wheel holds the modules now, so take them out of
        the source tree before an editable install imports them instead of the sources."""
        if _compiling(version):
            self.clean([version])


def get_build_hook() -> type[CompiledEngineHook]:
    """The hook hatchling loads (the module also imports the class it extends)."""
    return CompiledEngineHook
