"""A real `monopolies serve` and Debian's chromium for the browser tests.

The tests skip (with the reason) only when /usr/bin/chromium is missing; CI installs it.
"""

from __future__ import annotations

import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest

CHROMIUM = Path("/usr/bin/chromium")
ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    # A page whose response a test rewrites (to add the server's CSP) counts as public to
    # Chromium, which would then refuse its WebSocket to 127.0.0.1.
    "--disable-features=LocalNetworkAccessChecks",
]
SERVE = [sys.executable, "-c", "from monopolies.cli import app; app()", "serve"]

if not CHROMIUM.exists():
    pytest.skip(
        "browser tests need Debian's chromium at /usr/bin/chromium (apt-get install chromium)",
        allow_module_level=True,
    )


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port: int = s.getsockname()[1]
        return port


def _serve(folder: Path, bot_delay: float) -> Iterator[str]:
    """`monopolies serve` in `folder` at this bot pace, until the generator is closed."""
    port = _free_port()
    process = subprocess.Popen(
        [
            *SERVE,
            "--port",
            str(port),
            "--bot-delay",
            str(bot_delay),
            "--log-level",
            "warning",
            # Every test's browser comes from 127.0.0.1: a lesson's page loads, a few a
            # minute, passed the 600 requests one person's address may make.
            "--requests-per-minute",
            "100000",
            "--sockets-per-address",  # and a socket or more each
            "1000",
        ],
        cwd=folder,
        stdout=subprocess.DEVNULL,
    )
    base = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + 60
    while True:
        try:
            if httpx.get(f"{base}/api/games", timeout=1).status_code == 200:
                break
        except httpx.TransportError:
            pass
        assert process.poll() is None and time.monotonic() < deadline, "server did not start"
        time.sleep(0.1)
    yield base
    # SIGTERM: the server stops its worker processes too (SIGKILL left them running).
    process.terminate()
    try:
        process.wait(20)
    except subprocess.TimeoutExpired:
        process.kill()
        process.wait(10)


@pytest.fixture(scope="session")
def base_url(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """A server whose bots move at once."""
    yield from _serve(tmp_path_factory.mktemp("serve"), 0.0)


@pytest.fixture(scope="module")
def slow_base_url(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """A server whose bots take three seconds a move, as a long think would."""
    yield from _serve(tmp_path_factory.mktemp("serve-slow"), 3.0)


@pytest.fixture(scope="module")
def own_base_url(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """A server of the module's own, whose lobby list holds only the module's rooms."""
    yield from _serve(tmp_path_factory.mktemp("serve-own"), 0.0)


@pytest.fixture(scope="module")
def browser() -> Iterator[object]:
    """Chromium for one test module. Not for the session: Playwright's sync API keeps an
    event loop running in the main thread while it is open, and every later test that
    calls `asyncio.run` (the server's, the cluster's) would be refused."""
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        chromium = playwright.chromium.launch(executable_path=str(CHROMIUM), args=ARGS)
        yield chromium
        chromium.close()
