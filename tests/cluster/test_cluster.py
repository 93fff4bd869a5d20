"""`monopolies cluster` for real: Debian's haproxy, two `monopolies serve --cluster`
processes and the CI's PostgreSQL. Fifty rooms play (people as scripted WebSocket clients
choosing legal moves, some against bots); one process is killed with SIGKILL mid-run.
Every room must go on in the other process, its clients reconnecting through the proxy
by themselves, and the actions table must hold every move a client saw accepted exactly
once, at contiguous steps."""

from __future__ import annotations

import asyncio
import os
import random
import shutil
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

import httpx
import msgspec
import pytest
from sqlalchemy import select
from websockets.asyncio.client import connect
from websockets.exceptions import WebSocketException

from monopolies.server.rooms import Room
from monopolies.server.store import ActionRow, Store, open_engine
from postgres_databases import NO_POSTGRES, POSTGRES, postgres_database

HAPROXY = shutil.which("haproxy") or shutil.which("haproxy", path="/usr/sbin")
CLUSTER = [sys.executable, "-c", "from monopolies.cli import app; app()", "cluster"]
ROOMS = 50
BEFORE_KILL = 8.0
AFTER_KILL = 12.0
RESUME_WITHIN = 5.0
THINK = 0.25
"""Seconds a scripted person waits before each move (so that games last the run)."""

decode = msgspec.json.Decoder().decode
encode = msgspec.json.Encoder().encode
Json = dict[str, Any]

pytestmark = [
    pytest.mark.skipif(not POSTGRES, reason=NO_POSTGRES),
    pytest.mark.skipif(HAPROXY is None, reason="needs Debian's haproxy (apt-get install haproxy)"),
]


def free_ports(count: int) -> list[int]:
    """`count` free consecutive loopback ports (the processes take a run of ports)."""
    rng = random.Random()
    while True:
        start = rng.randrange(20_000, 60_000)
        ports = list(range(start, start + count))
        if not any(_busy(p) for p in ports):
            return ports


def _busy(port: int) -> bool:
    with socket.socket() as s:
        return s.connect_ex(("127.0.0.1", port)) == 0


@dataclass
class Cluster:
    base: str
    pids: list[int]
    db: str


@pytest.fixture
def cluster() -> Iterator[Cluster]:
    assert HAPROXY is not None
    for db in postgres_database():
        port, *backends = free_ports(3)
        command = [*CLUSTER, "--processes", "2", "--db", db, "--port", str(port)]
        command += ["--first-port", str(backends[0]), "--bot-delay", "0.05"]
        command += ["--away-after", "60", "--rooms-per-minute", "1000", "--haproxy", HAPROXY]
        process = subprocess.Popen(command, stdout=subprocess.PIPE, text=True)
        try:
            pids = []
            assert process.stdout is not None
            for line in process.stdout:
                if line.startswith("process "):
                    pids.append(int(line.split("pid ")[1].split()[0]))
                if line.startswith("monopolies cluster: open"):
                    break
            assert len(pids) == 2, f"the cluster did not start (exit code {process.poll()})"
            yield Cluster(f"http://127.0.0.1:{port}", pids, db)
        finally:
            process.send_signal(signal.SIGINT)
            try:
                process.wait(20)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait()
        for pid in pids:
            with pytest.raises(ProcessLookupError):
                os.kill(pid, 0)  # the command stopped its processes


@dataclass
class Person:
    """A scripted person at one seat: plays a random legal move on its turn, reconnects
    whenever the connection ends, and keeps which of its moves it saw accepted."""

    url: str
    code: str
    token: str
    rng: random.Random
    accepted: list[Json] = field(default_factory=list)
    """Moves answered by a new state on the connection they were sent on, in order."""
    unsure: int = 0
    """Moves whose connection ended before any answer (stored or not, nobody said)."""
    states: list[float] = field(default_factory=list)
    """When each state with a new version arrived."""
    dropped_at: float | None = None
    back_after: float | None = None
    """Seconds from the first dropped connection to the next state."""

    async def run(self, stop: asyncio.Event) -> None:
        while not stop.is_set():
            try:
                async with connect(self.url, open_timeout=5) as ws:
                    await ws.send(encode({"type": "hello", "token": self.token}))
                    await self._play(ws, stop)
            except (OSError, WebSocketException, TimeoutError):
                pass
            if not stop.is_set() and self.dropped_at is None:
                self.dropped_at = time.monotonic()
            await asyncio.sleep(0.2)

    async def _play(self, ws: Any, stop: asyncio.Event) -> None:
        pending: tuple[str, Json] | None = None  # the version answered and the move sent
        version = None
        try:
            while not stop.is_set():
                try:
                    message = decode(await asyncio.wait_for(ws.recv(), 0.5))
                except TimeoutError:
                    continue
                if message["type"] == "error" and pending is not None:
                    pending = None  # refused: not stored
                if message["type"] != "state" or message["view"] is None:
                    continue
                if message["version"] != version:
                    version = message["version"]
                    self.states.append(time.monotonic())
                    if self.dropped_at is not None and self.back_after is None:
                        self.back_after = time.monotonic() - self.dropped_at
                    if pending is not None and pending[0] != version:
                        self.accepted.append(pending[1])
                        pending = None
                view = message["view"]
                if message["room"]["status"] == "over":
                    return
                if pending is None and view["legal"] and view["to_act"] == message["you"]:
                    await asyncio.sleep(self.rng.uniform(0.5, 1.5) * THINK)
                    move = view["legal"][self.rng.randrange(len(view["legal"]))]
                    pending = (version, move)
                    await ws.send(encode({"type": "act", "action": move, "version": version}))
        finally:
            if pending is not None:
                self.unsure += 1


def open_rooms(base: str) -> list[tuple[str, list[str]]]:
    """Half the rooms two people, half a person against a bot; each room's code and its
    people's tokens."""
    rooms = []
    with httpx.Client(base_url=base, timeout=30) as http:
        for i in range(ROOMS):
            seats = [None, None] if i % 2 else [None, "easy"]
            made = http.post("/api/rooms", json={"game": "deal", "seats": seats, "name": "A"})
            assert made.status_code == 201, made.text
            tokens = [made.json()["token"]]
            code = made.json()["code"]
            if i % 2:
                joined = http.post(f"/api/rooms/{code}/join", json={"name": "B"})
                assert joined.status_code == 200, joined.text
                tokens.append(joined.json()["token"])
            rooms.append((code, tokens))
    return rooms


async def play(cluster: Cluster, rooms: list[tuple[str, list[str]]]) -> tuple[list[Person], float]:
    """Play; SIGKILL the first process after BEFORE_KILL seconds; the people and when."""
    ws_base = cluster.base.replace("http", "ws")
    people = [
        Person(f"{ws_base}/ws/{code}", code, token, random.Random(n * 10 + k))
        for n, (code, tokens) in enumerate(rooms)
        for k, token in enumerate(tokens)
    ]
    stop = asyncio.Event()
    tasks = [asyncio.create_task(p.run(stop)) for p in people]
    await asyncio.sleep(BEFORE_KILL)
    killed_at = time.monotonic()
    os.kill(cluster.pids[0], signal.SIGKILL)
    await asyncio.sleep(AFTER_KILL)
    stop.set()
    await asyncio.gather(*tasks)
    return people, killed_at


def test_a_killed_process_s_rooms_go_on_with_nothing_lost_or_doubled(cluster: Cluster) -> None:
    rooms = open_rooms(cluster.base)
    people, killed_at = asyncio.run(play(cluster, rooms))

    moved = [p for p in people if p.back_after is not None]
    assert moved, "no connection was on the killed process"
    assert max(p.back_after for p in moved if p.back_after) < RESUME_WITHIN
    by_room: dict[str, list[Person]] = {}
    for p in people:
        by_room.setdefault(p.code, []).append(p)
    for code, seated in by_room.items():
        later = [t for p in seated for t in p.states if t > killed_at + RESUME_WITHIN]
        assert later, f"room {code} did not go on after the kill"

    engine = open_engine(cluster.db)
    store = Store(engine)
    try:
        for code, tokens in rooms:
            with engine.connect() as connection:
                query = select(ActionRow.step).where(ActionRow.room == code)
                steps = sorted(connection.scalars(query))
            assert steps == list(range(len(steps))), f"room {code}: steps not contiguous"
            loaded = store.load_room(code)
            assert loaded is not None
            record, actions = loaded
            Room.from_record(record, actions)  # every stored move replays, once each
            for seat, person in enumerate(by_room[code][: len(tokens)]):
                stored = [a for s, a, by_bot in actions if s == seat and not by_bot]
                accepted = person.accepted
                assert stored[: len(accepted)] == accepted, f"room {code} seat {seat}"
                assert len(stored) - len(accepted) <= person.unsure, f"room {code} seat {seat}"
    finally:
        engine.dispose()
