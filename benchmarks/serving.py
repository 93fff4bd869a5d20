"""A real `monopolies serve` for the benchmarks that measure one: a free port, the process
started with the given flags, and the wait until it answers."""

from __future__ import annotations

import contextlib
import socket
import subprocess
import sys
import time

import httpx

SERVE = [sys.executable, "-c", "from monopolies.cli import app; app()", "serve"]


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port: int = s.getsockname()[1]
        return port


def start(port: int, db: str, *flags: str) -> subprocess.Popen[bytes]:
    """`monopolies serve` on `port` with `db` and `flags`, once it answers (30 s at most)."""
    args = ["--port", str(port), "--db", db, "--log-level", "warning", *flags]
    process = subprocess.Popen([*SERVE, *args], stdout=subprocess.DEVNULL)
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        with contextlib.suppress(httpx.TransportError):
            if httpx.get(f"http://127.0.0.1:{port}/api/games", timeout=1).status_code == 200:
                return process
        time.sleep(0.1)
    process.kill()
    raise SystemExit("the server did not start")
