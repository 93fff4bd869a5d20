"""Clients that are slow on purpose: a request trickled a byte at a time is cut off at
its deadline (uvicorn has none of its own), bytes that are not HTTP get a JSON answer, and
a WebSocket that never reads is dropped with its queue (docs/server.md, "Limits")."""

from __future__ import annotations

import socket
import time
from pathlib import Path

from server_helpers import Server, running

from monopolies.server.guards import SECURITY_HEADERS

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
            answer += chunk
            if not chunk:
                break
        s.settimeout(max(0.1, start + limit - time.monotonic()))
        while chunk := s.recv(65536):
            answer += chunk
    return answer, time.monotonic() - start


def test_a_request_trickled_a_byte_at_a_time_is_cut_off_at_its_deadline(tmp_path: Path) -> None:
    with running(tmp_path, request_seconds=1.0) as server:
        answer, took = _trickle(server, REQUEST, every=0.2, limit=5.0)
        assert 0.9 < took < 2.0, took
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
        assert answer.startswith(b"HTTP/1.1 408 ") and time.monotonic() - start < 2.0


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
        assert answer.startswith(b"HTTP/1.1 408 ") and time.monotonic() - start < 2.0


def test_bytes_that_are_not_http_get_a_json_answer(tmp_path: Path) -> None:
    with running(tmp_path) as server:
        with socket.create_connection(("127.0.0.1", server.port), timeout=5) as s:
            s.sendall(b"\x16\x03\x01 not http\r\n\r\n")
            answer = s.recv(65536)
        head, _, body = answer.partition(b"\r\n\r\n")
        assert head.startswith(b"HTTP/1.1 400 ") and b'"reason": "bad_request"' in body
        for name, value in SECURITY_HEADERS.items():
            assert f"{name.lower()}: {value}".encode() in head
