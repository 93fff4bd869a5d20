"""`monopolies serve` hands its limits to the server and uvicorn the protocols that
enforce the deadlines (uvicorn.run is replaced, so nothing listens)."""

from __future__ import annotations

import gc
from typing import Any

import pytest
import uvicorn

from cli_helpers import run
from monopolies.server.protocols import DeadlineHttp, DroppingWebSocket


@pytest.fixture(autouse=True)
def _keep_the_collector(monkeypatch: pytest.MonkeyPatch) -> None:
    """`serve` freezes what is loaded for the server's life; not the test session's."""
    monkeypatch.setattr(gc, "freeze", lambda: None)


def test_serve_passes_the_connection_limits_on(monkeypatch: pytest.MonkeyPatch) -> None:
    ran: dict[str, Any] = {}
    monkeypatch.setattr(uvicorn, "run", lambda app, **options: ran.update(app=app, **options))
    code, out = run(
        "serve",
        "--db",
        "sqlite://",
        "--sockets-per-address",
        "5",
        "--allow-origin",
        "https://games.example.org",
        "--allow-origin",
        "http://10.0.0.5:8080",
    )
    assert code == 0, out
    assert issubclass(ran["http"], DeadlineHttp) and ran["ws"] is DroppingWebSocket
    assert ran["http"].seconds == 10.0
    origins = ran["app"].state.origins
    assert origins.allows("https://games.example.org", "127.0.0.1:8000")
    assert origins.allows("http://10.0.0.5:8080", "127.0.0.1:8000")
    assert not origins.allows("https://evil.example", "127.0.0.1:8000")
    assert "--sockets-per-address" in run("serve", "--help")[1]


def test_serve_refuses_an_origin_that_is_not_one(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(uvicorn, "run", lambda app, **options: pytest.fail("it started"))
    code, out = run("serve", "--db", "sqlite://", "--allow-origin", "games.example.org")
    assert code == 2 and "not an origin: 'games.example.org'" in out
