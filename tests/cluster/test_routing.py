"""The HAProxy configuration `monopolies cluster` runs, on Debian's haproxy in front of two
stub processes: every path that names a room, however its code is written, reaches one
process, and the rooms spread over both."""

from __future__ import annotations

import random
import shutil
import socket
import subprocess
import threading
import time
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import httpx
import pytest

from monopolies.server.cluster import haproxy_config
from monopolies.server.rooms import CODE_ALPHABET, CODE_LENGTH

HAPROXY = shutil.which("haproxy") or shutil.which("haproxy", path="/usr/sbin")
pytestmark = pytest.mark.skipif(
    HAPROXY is None, reason="needs Debian's haproxy (apt-get install haproxy)"
)


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port: int = s.getsockname()[1]
        return port


def stub(name: str) -> tuple[ThreadingHTTPServer, int]:
    """A process that answers every GET and POST with its name."""

    class Answer(BaseHTTPRequestHandler):
        def _answer(self) -> None:
            body = name.encode()
            self.send_response(200)
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)

        do_GET = do_POST = _answer

        def log_message(self, *_args: object) -> None:
            pass

    server = ThreadingHTTPServer(("127.0.0.1", 0), Answer)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, server.server_address[1]


@pytest.fixture
def proxy(tmp_path: Path) -> Iterator[httpx.Client]:
    assert HAPROXY is not None
    (one, first), (two, second) = stub("p1"), stub("p2")
    port = free_port()
    config = tmp_path / "haproxy.cfg"
    config.write_text(haproxy_config("127.0.0.1", port, [first, second]))
    process = subprocess.Popen([HAPROXY, "-db", "-f", str(config)], stderr=subprocess.DEVNULL)
    client = httpx.Client(base_url=f"http://127.0.0.1:{port}", timeout=5)
    try:
        deadline = time.monotonic() + 10
        while True:
            try:
                if client.get("/api/games").status_code == 200:
                    break
            except httpx.TransportError:
                pass
            assert time.monotonic() < deadline, "haproxy did not start"
            time.sleep(0.05)
        yield client
    finally:
        client.close()
        process.terminate()
        process.wait(10)
        one.shutdown()
        two.shutdown()


def spellings(code: str) -> list[str]:
    """The ways a person or a client may write one code (rooms.normal_code reads them all)."""
    lower = code.lower()
    return [code, lower, f"{lower[:4]}-{lower[4:]}", f"{code[:4]}%20{code[4:]}"]


def test_every_path_of_a_room_reaches_one_process(proxy: httpx.Client) -> None:
    rng = random.Random(30)
    codes = ["".join(rng.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH)) for _ in range(40)]
    owners = []
    for code in codes:
        reached = set()
        for written in spellings(code):
            for path in (
                f"/ws/{written}",
                f"/r/{written}",
                f"/replay/{written}",
                f"/api/rooms/{written}",
                f"/api/replays/{written}/view/3",
            ):
                reached.add(proxy.get(path).text)
            reached.add(proxy.post(f"/api/rooms/{written}/join").text)
        assert len(reached) == 1, f"{code} reached {reached}"
        owners.append(reached.pop())
    assert set(owners) == {"p1", "p2"}  # the rooms spread over both


def test_everything_else_goes_round_robin(proxy: httpx.Client) -> None:
    assert {proxy.get("/api/games").text for _ in range(4)} == {"p1", "p2"}
    assert {proxy.post("/api/rooms").text for _ in range(4)} == {"p1", "p2"}
