"""A fresh PostgreSQL database per test on the cluster MONOPOLIES_TEST_POSTGRES names
(.ci/run starts a throwaway one with .ci/postgres), dropped afterwards."""

from __future__ import annotations

import os
import secrets
from collections.abc import Iterator

from sqlalchemy import create_engine, text
from sqlalchemy.engine import make_url

POSTGRES = os.environ.get("MONOPOLIES_TEST_POSTGRES")
NO_POSTGRES = "set MONOPOLIES_TEST_POSTGRES to a PostgreSQL URL (.ci/postgres makes one)"


def postgres_database() -> Iterator[str]:
    """Yields the URL of a new, empty database; drops it (connections and all) after."""
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
