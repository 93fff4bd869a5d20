"""Clients that are slow on purpose: a request trickled a byte at a time is cut off at
its deadline (uvicorn has none of its own), bytes that are not HTTP get a JSON answer, and
a WebSocket that never reads is dropped with its queue (docs/server.md, "Limits")."""

from __future__ import annotations

import asyncio
import base64
import contextlib
import json
import os
import socket
import time
from pathlib import Path

import pytest
from server_helpers import Server, running
from uvicorn.protocols.websockets.websockets_sansio_impl import WebSocketsSansIOProtocol

from monopolies.server import live, memory
from monopolies.server.guards import SECURITY_HEADERS
from monopolies.server.protocols import LINGER_SECONDS

KEPT = b"GET /api/games HTTP/1.1\r\nHost: x\r\nUser-Agent: slow\r\n\r\n"
REQUEST = KEPT.replace(b"\r\n\r\n", b"\r\nConnection: close\r\n\r\n")


def _trickle(server: Server, data: bytes, every: float, limit: float) -> tuple[bytes, float]:
    """Send `data` a byte each `every` seconds, reading meanwhile; what came back and when
    the server closed the connection (fails if it has not by `limit`)."""
    start = time.monotonic()
    answer = b""
    with socket.create_connection(("127.0.0.1", server.port), timeout=limit) as s:
        s.settimeout(every)
        for byte in data:
            try:
                s.sendall(bytes([byte]))
            except (BrokenPipeError, ConnectionResetError):
                break
            try:
                chunk = s.recv(65536)
            except TimeoutError:
                continue
            except ConnectionResetError:  # a byte sent after the answer: the reset is ours
                return answer, time.monotonic() - start
            answer += chunk
            if not chunk:
                break
        s.settimeout(max(0.1, start + limit - time.monotonic()))
        with contextlib.suppress(ConnectionResetError):
            while chunk := s.recv(65536):
                answer += chunk
    return answer, time.monotonic() - start


def test_a_request_trickled_a_byte_at_a_time_is_cut_off_at_its_deadline(tmp_path: Path) -> None:
    with running(tmp_path, request_seconds=1.0) as server:
        answer, took = _trickle(server, REQUEST, every=0.2, limit=5.0)
        assert 0.9 < took < 3.0, took
        head, _, body = answer.partition(b"\r\n\r\n")
        assert head.startswith(b"HTTP/1.1 408 ")
        assert (
            body
            == b'{"detail": "the request did not arrive within 1 s", "reason": "request_timeout"}'
        )
        assert b"x-frame-options: DENY" in head
        # Within the deadline, a slow request is answered.
        answer, _ = _trickle(server, REQUEST, every=0.002, limit=5.0)
        assert answer.startswith(b"HTTP/1.1 200 ")


def test_a_connection_that_sends_nothing_is_closed(tmp_path: Path) -> None:
    with running(tmp_path, request_seconds=1.0) as server:
        start = time.monotonic()
        with socket.create_connection(("127.0.0.1", server.port), timeout=5) as s:
            answer = s.recv(65536)
        assert answer.startswith(b"HTTP/1.1 408 ") and time.monotonic() - start < 3.0


def test_the_next_request_on_a_kept_alive_connection_has_its_own_deadline(
    tmp_path: Path,
) -> None:
    with running(tmp_path, request_seconds=1.0) as server:
        with socket.create_connection(("127.0.0.1", server.port), timeout=5) as s:
            s.sendall(KEPT)
            first = s.recv(65536)
            assert first.startswith(b"HTTP/1.1 200 ")
            time.sleep(1.5)  # idle between requests: uvicorn's keep-alive time (5 s) counts
            start = time.monotonic()
            for byte in KEPT:
                try:
                    s.sendall(bytes([byte]))
                except (BrokenPipeError, ConnectionResetError):
                    break
                time.sleep(0.25)
            answer = s.recv(65536)
        assert answer.startswith(b"HTTP/1.1 408 ") and time.monotonic() - start < 3.0


def test_bytes_that_are_not_http_get_a_json_answer(tmp_path: Path) -> None:
    with running(tmp_path) as server:
        with socket.create_connection(("127.0.0.1", server.port), timeout=5) as s:
            s.sendall(b"\x16\x03\x01 not http\r\n\r\n")
            answer = s.recv(65536)
        head, _, body = answer.partition(b"\r\n\r\n")
        assert head.startswith(b"HTTP/1.1 400 ") and b'"reason": "bad_request"' in body
        for name, value in SECURITY_HEADERS.items():
            assert f"{name.lower()}: {value}".encode() in head


def _raw_websocket(server: Server, code: str) -> socket.socket:
    """A WebSocket by hand, which reads nothing unless asked (a library would answer the
    server's close and pings by itself)."""
    s = socket.socket()
    s.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)  # small: the server's fills fast
    s.connect(("127.0.0.1", server.port))
    key = base64.b64encode(os.urandom(16)).decode()
    head = (
        f"GET /ws/{code} HTTP/1.1\r\nHost: 127.0.0.1:{server.port}\r\nUpgrade: websocket\r\n"
        f"Connection: Upgrade\r\nSec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n\r\n"
    )
    s.sendall(head.encode())
    answer = b""
    while b"\r\n\r\n" not in answer:  # the 101; uvicorn drops bytes sent before it
        answer += s.recv(1)
    return s


def _frame(text: bytes) -> bytes:
    """A client's text frame (masked, as clients must), under 126 bytes."""
    mask = os.urandom(4)
    return (
        bytes([0x81, 0x80 | len(text)]) + mask + bytes(b ^ mask[i % 4] for i, b in enumerate(text))
    )


def _silent_watcher(server: Server, code: str) -> socket.socket:
    """A WebSocket that says hello to watch `code` and then never reads a byte."""
    s = _raw_websocket(server, code)
    s.sendall(_frame(b'{"type": "hello", "token": null}'))
    return s


def test_a_watcher_that_never_reads_is_dropped_with_its_queue(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(live, "OUTBOX_BYTES", 64 * 1024)
    with running(tmp_path) as server:
        options = {"max_rounds": 500}
        made = server.create("crooked-cash", ["easy"] * 4, options=options)
        silent = _silent_watcher(server, made["code"])
        start = time.monotonic()
        rooms = server.app.state.hub.rooms
        most = 0
        while not most or server.app.state.sockets.open.get("127.0.0.1", 0):
            assert time.monotonic() - start < 30, "the silent watcher was never dropped"
            most = max([most, *(c.queued_bytes for c in rooms[made["code"]].clients)])
            time.sleep(0.01)
        assert not rooms[made["code"]].clients and most <= 64 * 1024
        # Its socket goes too, unsent bytes and all, though it still reads nothing.
        dropped = time.monotonic()
        while any(
            isinstance(p, WebSocketsSansIOProtocol) for p in server.server.server_state.connections
        ):
            assert time.monotonic() - dropped < LINGER_SECONDS + 2, "its socket was kept"
            time.sleep(0.05)
        silent.settimeout(10)
        with pytest.raises(ConnectionResetError):  # reset, not closed after the last byte
            while silent.recv(1 << 20):
                pass


def test_a_client_whose_send_blocks_is_dropped_once_its_queue_is_full() -> None:
    async def scenario() -> None:
        async def never(_text: str) -> None:
            await asyncio.Event().wait()  # the peer's window is shut

        client = live.Client(send=never)
        pump = asyncio.create_task(client.pump())
        state = "x" * 100_000
        posted = 0
        while not client.closed:
            client.post_text(state)
            posted += 1
            await asyncio.sleep(0)
            assert client.queued_bytes <= live.OUTBOX_BYTES
        assert posted == live.OUTBOX_BYTES // len(state) + 2  # one is in the blocked send
        assert client.stopped.is_set() and client.queued_bytes == 0
        assert client.outbox.qsize() == 1 and client.outbox.get_nowait() is None  # let go
        client.post_text(state)
        assert client.outbox.empty()
        pump.cancel()

    asyncio.run(scenario())


def test_a_client_that_goes_on_sending_after_its_close_is_cut_off(tmp_path: Path) -> None:
    flooding = {"messages_per_second": 1, "message_burst": 2, "flood_messages": 10}
    with running(tmp_path, **flooding) as server:
        made = server.create("deal", [None, "easy"], name="Ann")
        with _raw_websocket(server, made["code"]) as s:
            start = time.monotonic()
            ping = _frame(b'{"type": "ping"}')
            with pytest.raises((BrokenPipeError, ConnectionResetError)):
                while time.monotonic() - start < LINGER_SECONDS + 2:  # never reading its close
                    s.sendall(ping)
            took = time.monotonic() - start
        assert took < LINGER_SECONDS / 2, took  # not left to read and discard until the linger


def test_a_drop_gives_freed_memory_back_to_the_system(monkeypatch: pytest.MonkeyPatch) -> None:
    trims: list[int] = []
    monkeypatch.setattr(memory, "_trim", trims.append)
    monkeypatch.setattr(memory, "TRIM_AFTER_SECONDS", 0.05)

    async def scenario() -> None:
        for _ in range(3):  # a crowd dropped at once: one trim
            client = live.Client(send=lambda _text: asyncio.sleep(0))
            client.post_text("x" * (live.OUTBOX_BYTES + 1))
            assert client.closed
        await asyncio.sleep(0.2)

    asyncio.run(scenario())
    assert trims == [0]


def test_a_handshake_that_is_refused_gets_a_json_answer(tmp_path: Path) -> None:
    with running(tmp_path) as server:
        code = server.create("deal", [None, "easy"], name="Ann")["code"]
        with socket.create_connection(("127.0.0.1", server.port), timeout=5) as s:
            s.sendall(
                f"GET /ws/{code} HTTP/1.1\r\nHost: x\r\nUpgrade: websocket\r\n"
                "Connection: Upgrade\r\nSec-WebSocket-Version: 13\r\n\r\n".encode()  # no key
            )
            answer = b""
            while chunk := s.recv(65536):
                answer += chunk
        head, _, body = answer.partition(b"\r\n\r\n")
        assert head.startswith(b"HTTP/1.1 400 ")
        assert json.loads(body)["reason"] == "bad_request"
        assert "Sec-WebSocket-Key" in json.loads(body)["detail"]
        for name, value in SECURITY_HEADERS.items():
            assert f"{name.lower()}: {value}".encode() in head
