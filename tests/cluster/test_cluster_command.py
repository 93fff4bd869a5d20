"""`monopolies cluster` and `serve --cluster` refuse what cannot work, in one line, and
the HAProxy configuration kept in deploy/ is the one the command runs."""

from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner

from monopolies.cli import app
from monopolies.server.cluster import haproxy_config

PG = "postgresql+psycopg://nobody@nowhere/monopolies"


def test_deploy_haproxy_cfg_is_what_the_command_runs() -> None:
    kept = Path(__file__).parents[2] / "deploy" / "haproxy.cfg"
    assert kept.read_text() == haproxy_config("127.0.0.1", 8000, [8001, 8002])


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["cluster", "--db", "sqlite:///x.db"], "shares one PostgreSQL database"),
        (["cluster", "--db", PG, "--haproxy", "no-such-proxy"], "no 'no-such-proxy'"),
        (["cluster", "--db", PG, "--processes", "0"], "--processes"),
        (["cluster", "--db", PG, "--haproxy", "true"], "cannot use the database"),
        (["serve", "--cluster", "--db", "sqlite:///x.db"], "--cluster needs a PostgreSQL --db"),
    ],
)
def test_a_cluster_needs_postgresql_and_haproxy(args: list[str], message: str) -> None:
    result = CliRunner().invoke(app, args)
    assert result.exit_code == 2
    assert message in result.output


def test_docs_deploy_shows_that_configuration() -> None:
    root = Path(__file__).parents[2]
    shown = (root / "docs" / "deploy.md").read_text()
    kept = (root / "deploy" / "haproxy.cfg").read_text().splitlines()
    assert all(line in shown for line in kept if line and not line.startswith("#"))
