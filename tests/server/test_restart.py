"""`monopolies serve` as a real process: killed with SIGKILL mid-game, it comes back with
every room exactly where it was, and the stored actions replay to the same game."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import httpx
from server_helpers import Player, free_port

from monopolies.server.rooms import Room
from monopolies.server.store import Store, open_engine

COMMAND = [sys.executable, "-c", "from monopolies.cli import app; app()", "serve"]
COMMAND += ["--bot-delay", "0", "--log-level", "warning"]


def start(tmp_path: Path, port: int, db_url: str) -> subprocess.Popen[bytes]:
    process = subprocess.Popen(
        [*COMMAND, "--port", str(port), "--db", db_url],
        cwd=tmp_path,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
    )
    deadline = time.monotonic() + 60
    while True:
        try:
            if httpx.get(f"http://127.0.0.1:{port}/api/games", timeout=1).status_code == 200:
                return process
        except httpx.TransportError:
            pass
        assert process.poll() is None, process.stderr.read() if process.stderr else ""
        assert time.monotonic() < deadline, "server did not start"
        time.sleep(0.1)


def test_sigkill_mid_game_loses_nothing(tmp_path: Path, db_url: str) -> None:
    port = free_port()
    base = f"http://127.0.0.1:{port}"
    server = start(tmp_path, port, db_url)
    try:
        made = httpx.post(
            f"{base}/api/rooms", json={"game": "deal", "seats": [None, None], "name": "Ann"}
        ).json()
        code = made["code"]
        bob_token = httpx.post(f"{base}/api/rooms/{code}/join", json={"name": "Bob"}).json()
        ws = f"ws://127.0.0.1:{port}/ws/{code}"
        players = [Player(ws, made["token"]), Player(ws, bob_token["token"])]
        for _ in range(12):
            mover = next(p for p in players if p.my_turn())
            mover.move(0)
            for p in players:
                p.catch_up(mover.state["room"]["events"])
        before = {p.state["you"]: p.state["view"] for p in players}
        events = players[0].state["room"]["events"]
        os.kill(server.pid, signal.SIGKILL)
        server.wait(10)
        for p in players:
            p.close()

        server = start(tmp_path, port, db_url)
        after = [Player(ws, made["token"]), Player(ws, bob_token["token"])]
        for p in after:
            assert p.state["room"]["events"] == events
            assert p.state["view"] == before[p.state["you"]]
            p.close()
    finally:
        server.kill()
        server.wait(10)
    engine = open_engine(db_url)
    loaded = Store(engine).load_room(code)
    engine.dispose()
    assert loaded is not None and len(loaded[1]) == 12
    game = Room.from_record(*loaded).game
    assert game is not None and game.observe(0) == before[0]


def descendants(pid: int) -> set[int]:
    """Every process below `pid`, read from /proc (Linux)."""
    children: dict[int, list[int]] = {}
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                stat = (entry / "stat").read_text()
            except OSError:
                continue
            parent = int(stat.rsplit(")", 1)[1].split()[1])
            children.setdefault(parent, []).append(int(entry.name))
    found: set[int] = set()
    todo = [pid]
    while todo:
        for child in children.get(todo.pop(), []):
            found.add(child)
            todo.append(child)
    return found


def test_workers_leave_with_a_server_killed_outright(tmp_path: Path, db_url: str) -> None:
    server = start(tmp_path, free_port(), db_url)
    workers = descendants(server.pid)
    assert len(workers) >= 4, "a fork server and a worker per lane"
    os.kill(server.pid, signal.SIGKILL)
    server.wait(10)
    deadline = time.monotonic() + 10
    while (left := {pid for pid in workers if Path(f"/proc/{pid}").exists()}) and (
        time.monotonic() < deadline
    ):
        time.sleep(0.2)
    assert not left, f"still running after the server died: {sorted(left)}"
