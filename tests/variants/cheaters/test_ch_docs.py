"""The examples in the Cheaters module docstring and in docs/cheaters.md run as written."""

from __future__ import annotations

import doctest
import re
from pathlib import Path

import monopolies.variants.cheaters as cheaters

DOC = Path(__file__).resolve().parents[3] / "docs" / "cheaters.md"


def test_docstring_example() -> None:
    result = doctest.testmod(cheaters, verbose=False)
    assert result.attempted > 0 and result.failed == 0


def test_doc_python_examples_run() -> None:
    blocks = re.findall(r"```python\n(.*?)```", DOC.read_text(encoding="utf-8"), flags=re.S)
    assert blocks
    for block in blocks:
        exec(compile(block, str(DOC), "exec"), {})
