"""The example in the Crooked Cash module docstring runs as written."""

from __future__ import annotations

import doctest

import monopolies.variants.crooked_cash as crooked_cash


def test_docstring_example() -> None:
    result = doctest.testmod(crooked_cash, verbose=False)
    assert result.attempted > 0 and result.failed == 0
