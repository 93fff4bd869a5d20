"""Every test of the suite that takes a `variant` runs for each game of `suite.GAMES`."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from suite import GAMES, registered


@pytest.fixture(params=GAMES)
def variant(request: pytest.FixtureRequest) -> Iterator[str]:
    with registered(str(request.param)) as name:
        yield name
