"""The database the server tests run against: SQLite always, PostgreSQL too when
MONOPOLIES_TEST_POSTGRES names a cluster (.ci/run starts a throwaway one with
.ci/postgres); each test gets a database of its own, dropped afterwards."""

from __future__ import annotations

import os
import secrets
from collections.abc import Iterator
from pathlib import Path

import pytest
from sqlalchemy import create_engine, text
from sqlalchemy.engine import make_url

POSTGRES = os.environ.get("MONOPOLIES_TEST_POSTGRES")


def _postgres_database() -> Iterator[str]:
    assert POSTGRES is not None
    base = make_url(POSTGRES)
    name = f"test_{secrets.token_hex(6)}"
    admin = create_engine(base, isolation_level="AUTOCOMMIT")
    with admin.connect() as connection:
        connection.execute(text(f'CREATE DATABASE "{name}"'))
    try:
        yield base.set(database=name).render_as_string(hide_password=False)
    finally:
        with admin.connect() as connection:
            connection.execute(text(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)'))
        admin.dispose()


@pytest.fixture(params=["sqlite", "postgresql"])
def db_url(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[str]:
    if request.param == "sqlite":
        yield f"sqlite:///{tmp_path}/rooms.db"
        return
    if not POSTGRES:
        pytest.skip("set MONOPOLIES_TEST_POSTGRES to a PostgreSQL URL (.ci/postgres makes one)")
    yield from _postgres_database()
