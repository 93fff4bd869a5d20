"""Hostile WebSockets: no message escapes the rate limit (before the hello, or too large),
the hello has a deadline counted from the accept, and one address holds a bounded number
of sockets (docs/server.md, "Limits")."""

from __future__ import annotations

import contextlib
import json
import time
from pathlib import Path
from typing import Any

from server_helpers import Server, running
from websockets.exceptions import ConnectionClosed
from websockets.sync.client import ClientConnection, connect

from monopolies.server.limits import REOPENS_PER_MINUTE

FLOODING = {"messages_per_second": 1, "message_burst": 2, "flood_messages": 10}


def _socket(server: Server, code: str) -> ClientConnection:
    return connect(server.base.replace("http", "ws") + f"/ws/{code}", open_timeout=10)


def _until_closed(ws: ClientConnection, limit: float = 10.0) -> list[dict[str, Any]]:
    """Every message the server sends until it closes the socket (fails after `limit`)."""
    answers = []
    deadline = time.monotonic() + limit
    with contextlib.suppress(ConnectionClosed):
        while True:
            left = deadline - time.monotonic()
            assert left > 0, f"still open after {limit} s: {answers[-3:]}"
            answers.append(json.loads(ws.recv(timeout=left)))
    return answers


def _send_all(ws: ClientConnection, texts: list[str]) -> None:
    for text in texts:
        with contextlib.suppress(ConnectionClosed):
            ws.send(text)


def test_messages_before_the_hello_spend_the_budget_and_a_flood_is_closed(
    tmp_path: Path,
) -> None:
    with running(tmp_path, **FLOODING) as server:
        made = server.create("deal", [None, "easy"], name="Ann")
        with _socket(server, made["code"]) as ws:
            _send_all(ws, [json.dumps({"type": "ping"})] * 40)
            reasons = [a["reason"] for a in _until_closed(ws)]
        assert reasons.count("bad_message") <= 3  # "say hello first", within the burst
        assert reasons.count("slow_down") == 1 and reasons[-1] == "flood"
        assert ws.close_code == 1000
        ann = server.player(made["code"], made["token"])  # an honest client still gets in
        assert ann.state["you"] == 0
        ann.close()


def test_messages_over_the_size_limit_spend_the_budget_too(tmp_path: Path) -> None:
    with running(tmp_path, **FLOODING) as server:
        made = server.create("deal", [None, "easy"], name="Ann")
        ann = server.player(made["code"], made["token"])
        _send_all(ann.ws, ["x" * 10_000] * 40)
        reasons = [a.get("reason") for a in _until_closed(ann.ws)]
        assert "bad_message" in reasons  # "message too large", within the burst
        assert reasons.count("slow_down") == 1 and reasons[-1] == "flood"
        with _socket(server, made["code"]) as ws:  # before the hello, the same
            _send_all(ws, ["y" * 10_000] * 40)
            assert [a["reason"] for a in _until_closed(ws)][-1] == "flood"


def test_the_hello_deadline_counts_from_the_accept(tmp_path: Path) -> None:
    with running(tmp_path, hello_seconds=1.0) as server:
        made = server.create("deal", [None, "easy"], name="Ann")
        with _socket(server, made["code"]) as ws:
            opened = time.monotonic()
            answers: list[dict[str, Any]] = []
            with contextlib.suppress(ConnectionClosed):
                while time.monotonic() - opened < 5:  # a message every 0.2 s, never a hello
                    ws.send(json.dumps({"type": "ping"}))
                    with contextlib.suppress(TimeoutError):
                        while True:
                            answers.append(json.loads(ws.recv(timeout=0.2)))
            waited = time.monotonic() - opened
        assert 0.9 < waited < 4.0, waited  # not restarted: 5 s of messages would outlast it
        assert answers[-1]["reason"] == "hello_timeout" and answers[-1]["status"] == 408
        assert ws.close_code == 4408


def test_an_address_holds_a_bounded_number_of_sockets(tmp_path: Path) -> None:
    with running(tmp_path, sockets_per_address=3) as server:
        made = server.create("deal", [None, "easy"], name="Ann")
        ann = server.player(made["code"], made["token"])
        watchers = [server.player(made["code"], None) for _ in range(2)]
        _refused(
            server,
            made["code"],
            "too many connections from your address (at most 3)",
            429,
            "too_many_sockets",
        )
        # Closing a socket frees its slot at once: a person reconnecting gets straight in.
        for _ in range(3):
            ann.close()
            _freed(server, 2)
            ann = server.player(made["code"], made["token"])
            assert ann.state["you"] == 0
        for player in (ann, *watchers):
            player.close()
        _freed(server, 0)


def test_the_process_holds_a_bounded_number_of_sockets_from_all_addresses(
    tmp_path: Path,
) -> None:
    """The cap in all holds whatever addresses the sockets come from (here all are one, so
    the per-address cap is raised past it); a socket that closes frees its place at once."""
    with running(tmp_path, sockets_per_address=10, max_sockets=2) as server:
        made = server.create("deal", [None, "easy"], name="Ann")
        ann = server.player(made["code"], made["token"])
        watcher = server.player(made["code"], None)
        _refused(
            server,
            made["code"],
            "the server holds all the connections it can (2)",
            503,
            "server_full",
        )
        watcher.close()
        _freed(server, 1)
        assert server.app.state.sockets.total == 1
        ann.close()
        ann = server.player(made["code"], made["token"])
        assert ann.state["you"] == 0
        ann.close()
        _freed(server, 0)
        assert server.app.state.sockets.total == 0


def test_an_address_opens_a_bounded_number_of_sockets_a_minute(tmp_path: Path) -> None:
    """A client reconnecting in a loop is refused after `REOPENS_PER_MINUTE` sockets a
    slot, with how long to wait; each closed at once, so the open cap never applies."""
    with running(tmp_path, sockets_per_address=1) as server:
        made = server.create("deal", [None, "easy"], name="Ann")
        for _ in range(REOPENS_PER_MINUTE):
            server.player(made["code"], made["token"]).close()
            _freed(server, 0)
        with _socket(server, made["code"]) as ws:
            refusal = _until_closed(ws)
        assert [r["reason"] for r in refusal] == ["too_many_connections"]
        assert refusal[0]["status"] == 429 and 10 < refusal[0]["retry_after"] <= 15
        assert ws.close_code == 4429


def _refused(server: Server, code: str, error: str, status: int, reason: str) -> None:
    """A new socket gets one error saying why, to wait 5 s, and is closed with 4000 + status."""
    with _socket(server, code) as ws:
        refusal = _until_closed(ws)
    assert refusal == [
        {"type": "error", "error": error, "status": status, "reason": reason, "retry_after": 5}
    ]
    assert ws.close_code == 4000 + status


def _freed(server: Server, still_open: int) -> None:
    """Wait (two seconds at most) for the server to count `still_open` sockets from loopback."""
    deadline = time.monotonic() + 2.0
    while server.app.state.sockets.open.get("127.0.0.1", 0) != still_open:
        assert time.monotonic() < deadline, server.app.state.sockets.open
        time.sleep(0.01)


def _hello_or_refusal(server: Server, code: str, origin: str | None) -> dict[str, Any]:
    url = server.base.replace("http", "ws") + f"/ws/{code}"
    with connect(url, open_timeout=10, origin=origin) as ws:  # type: ignore[arg-type]
        with contextlib.suppress(ConnectionClosed):  # a refused socket may be closed by now
            ws.send(json.dumps({"type": "hello", "token": None}))
        answer: dict[str, Any] = json.loads(ws.recv(timeout=10))
    if answer["type"] == "error":
        assert ws.close_code == 4403
    return answer


def test_pages_from_other_sites_may_not_open_a_socket(tmp_path: Path) -> None:
    allowed = ("https://games.example.org",)
    with running(tmp_path, allowed_origins=allowed) as server:
        code = server.create("deal", [None, "easy"], name="Ann")["code"]
        own = f"http://127.0.0.1:{server.port}"
        # The scheme is not compared: behind a proxy that ends TLS, an https page talks
        # to a server that sees plain ws.
        https = f"https://127.0.0.1:{server.port}"
        for origin in (None, own, own.upper(), https, "https://games.example.org"):
            assert _hello_or_refusal(server, code, origin)["type"] == "state", origin
        for origin in (
            "http://evil.example",
            f"http://localhost:{server.port}",  # another name for this host: not the page's
            "http://127.0.0.1",
            "https://games.example.org:8443",
            "null",
        ):
            refusal = _hello_or_refusal(server, code, origin)
            assert refusal["reason"] == "wrong_origin" and refusal["status"] == 403, origin
            assert origin in refusal["error"]
