"""The database the server tests run against: SQLite always, PostgreSQL too when
MONOPOLIES_TEST_POSTGRES names a cluster (.ci/run starts a throwaway one with
.ci/postgres); each test gets a database of its own, dropped afterwards."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from postgres_databases import NO_POSTGRES, POSTGRES, postgres_database


@pytest.fixture(params=["sqlite", "postgresql"])
def db_url(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[str]:
    if request.param == "sqlite":
        yield f"sqlite:///{tmp_path}/rooms.db"
        return
    if not POSTGRES:
        pytest.skip(NO_POSTGRES)
    yield from postgres_database()
