"""docs/information.md is the information models, rendered (monopolies.information_doc)."""

from __future__ import annotations

from pathlib import Path

from monopolies.information_doc import render

ROOT = Path(__file__).resolve().parent.parent


def test_the_information_page_is_rendered_from_the_models() -> None:
    written = (ROOT / "docs" / "information.md").read_text()
    assert written == render(), "run: uv run python -m monopolies.information_doc --write"
