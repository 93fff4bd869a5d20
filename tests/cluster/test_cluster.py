"""`monopolies cluster` for real: Debian's haproxy, two `monopolies serve --cluster`
processes and the CI's PostgreSQL. Fifty rooms play (people as scripted WebSocket clients
choosing legal moves, some against bots); one process is killed with SIGKILL mid-run.
Every room must go on in the other process within seconds, its clients reconnecting
through the proxy by themselves; when the killed process is started again, the rooms
whose codes the proxy routes to it are handed back and go on there. At the end the
actions table must hold every move a client saw accepted exactly once, at contiguous
steps, and every room's moves must replay."""

from __future__ import annotations

import asyncio
import math
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
MONOPOLIES = [sys.executable, "-c", "from monopolies.cli import app; app()"]
OPTIONS = ["--bot-delay", "0.05", "--away-after", "60", "--rooms-per-minute", "1000"]
OPTIONS += ["--sockets-per-address", "1000"]  # every client here is 127.0.0.1
ROOMS = 50
BEFORE_KILL = 8.0
BEFORE_RESTART = 9.0
AFTER_RESTART = 12.0
RESUME_WITHIN = 5.0
UP_AGAIN = 1.5
"""Seconds HAProxy takes to send traffic to a process back up (two checks 500 ms apart)."""
THINK = 0.25
"""Seconds a scripted person waits before each move (so that games last the run)."""

decode = msgspec.json.Decoder().decode
encode = msgspec.json.Encoder().encode
Json = dict[str, Any]

needs_postgres = pytest.mark.skipif(not POSTGRES, reason=NO_POSTGRES)
needs_haproxy = pytest.mark.skipif(
    HAPROXY is None, reason="needs Debian's haproxy (apt-get install haproxy)"
)


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
    backends: list[int]
    db: str

    def serve_again(self, number: int) -> subprocess.Popen[bytes]:
        """Start process `number` again, as the cluster command started it."""
        port = self.backends[number]
        command = [*MONOPOLIES, "serve", "--cluster", "--port", str(port), "--db", self.db]
        process = subprocess.Popen([*command, *OPTIONS, "--log-level", "warning"])
        deadline = time.monotonic() + 30
        while True:
            try:
                if httpx.get(f"http://127.0.0.1:{port}/api/games").status_code == 200:
                    return process
            except httpx.TransportError:
                pass
            assert process.poll() is None and time.monotonic() < deadline, "no restart"
            time.sleep(0.1)


@pytest.fixture
def cluster() -> Iterator[Cluster]:
    assert HAPROXY is not None
    for db in postgres_database():
        port, *backends = free_ports(3)
        command = [*MONOPOLIES, "cluster", "--processes", "2", "--db", db, "--port", str(port)]
        command += ["--first-port", str(backends[0]), *OPTIONS, "--haproxy", HAPROXY]
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
            yield Cluster(f"http://127.0.0.1:{port}", pids, backends, db)
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
    moves: list[tuple[bool, Json]] = field(default_factory=list)
    """Every move sent and not refused, in order, with whether it was seen accepted (a
    new state on the connection it was sent on) or not known (its connection ended
    first: stored or not, nobody said)."""
    states: list[float] = field(default_factory=list)
    """When each state with a new version arrived."""
    drops: list[float] = field(default_factory=list)
    """When each connection ended (not counting the end of the run)."""
    back_after: float | None = None
    """Seconds from the first dropped connection to the next state."""
    over_at: float | None = None
    """When it saw the game end."""

    async def run(self, stop: asyncio.Event) -> None:
        while not stop.is_set():
            try:
                async with connect(self.url, open_timeout=5) as ws:
                    await ws.send(encode({"type": "hello", "token": self.token}))
                    if await self._play(ws, stop):
                        return
            except (OSError, WebSocketException, TimeoutError):
                pass
            if not stop.is_set():
                self.drops.append(time.monotonic())
            await asyncio.sleep(0.2)

    async def _play(self, ws: Any, stop: asyncio.Event) -> bool:
        """True once the game is over, False when the run is (or the connection ended)."""
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
                    if self.drops and self.back_after is None:
                        self.back_after = time.monotonic() - self.drops[0]
                    if pending is not None and pending[0] != version:
                        self.moves.append((True, pending[1]))
                        pending = None
                view = message["view"]
                if message["room"]["status"] == "over":
                    self.over_at = time.monotonic()
                    return True
                if pending is None and view["legal"] and view["to_act"] == message["you"]:
                    await asyncio.sleep(self.rng.uniform(0.5, 1.5) * THINK)
                    move = view["legal"][self.rng.randrange(len(view["legal"]))]
                    pending = (version, move)
                    await ws.send(encode({"type": "act", "action": move, "version": version}))
        finally:
            if pending is not None:
                self.moves.append((False, pending[1]))
        return False


async def watch(url: str) -> float:
    """Seconds until a new spectator of the room sees it, reconnecting as the browser does."""
    started = time.monotonic()
    while True:
        try:
            async with connect(url, open_timeout=5) as ws:
                await ws.send(encode({"type": "hello", "token": None}))
                while True:
                    if decode(await ws.recv())["type"] == "state":
                        return time.monotonic() - started
        except (OSError, WebSocketException, TimeoutError):
            await asyncio.sleep(0.2)


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


def stored_once(moves: list[tuple[bool, Json]], stored: list[Json]) -> bool:
    """Whether `stored` (a seat's stored moves, in order) is the seat's `moves` with each
    one seen accepted there exactly once and each not known there once or not at all."""
    ends = {0}  # how many stored moves the moves so far may account for
    for accepted, move in moves:
        taken = {n + 1 for n in ends if n < len(stored) and stored[n] == move}
        ends = taken if accepted else ends | taken
    return len(stored) in ends


def test_stored_once_tells_a_lost_or_doubled_move() -> None:
    a, b = {"kind": "a"}, {"kind": "b"}
    assert stored_once([(True, a), (False, b), (True, a)], [a, b, a])
    assert stored_once([(True, a), (False, b), (True, a)], [a, a])
    assert not stored_once([(True, a), (True, b)], [a])  # lost
    assert not stored_once([(True, a), (True, b)], [a, b, b])  # doubled
    assert not stored_once([(True, a), (True, b)], [b, a])  # out of order


@dataclass
class Run:
    people: list[Person]
    killed_at: float
    restarted_at: float
    watched_after: list[float]
    """Per room, seconds until a spectator arriving after the restart saw it."""


async def play(cluster: Cluster, rooms: list[tuple[str, list[str]]]) -> Run:
    """Play; SIGKILL the first process after BEFORE_KILL seconds and start it again
    BEFORE_RESTART seconds later."""
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
    await asyncio.sleep(BEFORE_RESTART)
    restarted_at = time.monotonic()
    again = await asyncio.to_thread(cluster.serve_again, 0)
    try:
        await asyncio.sleep(UP_AGAIN)
        watching = asyncio.gather(*(watch(f"{ws_base}/ws/{code}") for code, _ in rooms))
        watched_after = await asyncio.wait_for(watching, AFTER_RESTART)
        await asyncio.sleep(AFTER_RESTART - (time.monotonic() - restarted_at))
        stop.set()
        await asyncio.gather(*tasks)
    finally:
        again.terminate()
        again.wait(20)
    return Run(people, killed_at, restarted_at, watched_after)


@needs_postgres
@needs_haproxy
def test_a_killed_process_s_rooms_go_on_with_nothing_lost_or_doubled(cluster: Cluster) -> None:
    rooms = open_rooms(cluster.base)
    run = asyncio.run(play(cluster, rooms))
    people = run.people

    moved = [p.back_after for p in people if p.back_after is not None]
    assert moved, "no connection was on the killed process"
    assert max(moved) < RESUME_WITHIN
    handed_back = [p for p in people if any(t > run.restarted_at for t in p.drops)]
    assert handed_back, "no room went back to the restarted process"
    assert max(run.watched_after) < RESUME_WITHIN, "a room was not to be had after the restart"
    by_room: dict[str, list[Person]] = {}
    for p in people:
        by_room.setdefault(p.code, []).append(p)
    for code, seated in by_room.items():
        # A room goes on in a stretch of time if it shows a new state then or has ended.
        states = [t for p in seated for t in p.states]
        ended = min((p.over_at for p in seated if p.over_at is not None), default=math.inf)
        after_kill = run.killed_at + RESUME_WITHIN
        survivor = [t for t in states if after_kill < t < run.restarted_at]
        assert survivor or ended < run.restarted_at, f"room {code} did not go on after the kill"
        last = [t for t in states if t > run.restarted_at + AFTER_RESTART - RESUME_WITHIN]
        assert last or ended < math.inf, f"room {code} did not go on after the restart"
    over = sum(1 for seated in by_room.values() if any(p.over_at for p in seated))
    assert over < ROOMS / 2, "most games ended: too few rooms were tested"

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
                assert stored_once(person.moves, stored), f"room {code} seat {seat}"
    finally:
        engine.dispose()
