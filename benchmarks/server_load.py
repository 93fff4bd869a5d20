"""Load on a real `monopolies serve`: N rooms of bot-driven WebSocket clients on loopback.

Not a test: run it by hand and record the numbers in benchmarks/README.md.

    uv run --extra dev python benchmarks/server_load.py                  # 200 rooms, 30 s
    uv run --extra dev python benchmarks/server_load.py --rooms 50 --seconds 10
    uv run --extra dev python benchmarks/server_load.py --think 0        # flat out
    uv run --extra dev python benchmarks/server_load.py --kill           # SIGKILL mid-run
    uv run --extra dev python benchmarks/server_load.py --hostile 0      # honest clients only
    uv run --extra dev python benchmarks/server_load.py --processes 2    # through HAProxy

Each room is a 2-player Deal game with a person's seat on each side, both played by client
bots that pick uniformly among the legal actions they are sent, after `--think` seconds
(people and the server's own bots take about a second; 0 measures the saturated server).
Latency is from sending an action to receiving the state that includes it, on the client
that sent it (a move is seen accepted when a new state comes on that connection). With
`--kill`, the server is killed with SIGKILL halfway and restarted on the same database;
the clients reconnect by themselves, and at the end every action any client saw accepted
must be in the database exactly once, in order, and the database must replay.

`--processes N` runs `monopolies cluster --processes N` instead (docs/deploy.md): HAProxy
and N `serve --cluster` processes on a fresh database of the PostgreSQL server that
`--postgres` (by default $MONOPOLIES_TEST_POSTGRES, as `.ci/postgres` sets) names, dropped
afterwards; the clients go through the proxy, and `--kill` kills the first process for
good (its rooms carry on in the others). Every run reports the CPU the servers, this run's
PostgreSQL backends, HAProxy and the load generator used, a second and a move, how busy
the whole machine was (other work included), and the servers' resident memory.

Meanwhile `--hostile` clients (20 by default, each sending `--hostile-rate` messages or
requests a second, 50 by default, in a process of their own, from another
loopback address so the per-address budgets they exhaust are their own) send bad messages
(nested past the decoder, truncated, without `step`, oversize, not JSON) and floods of
messages on WebSockets, look up unknown room codes, send oversize bodies (chunked too),
ask for out-of-range options and open rooms they abandon. The latency reported is the
honest clients' only; the goal is p99 under 100 ms with the hostile mix running.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import multiprocessing
import os
import random
import signal
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import httpx
import msgspec
from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import WebSocketException

SERVE = [sys.executable, "-c", "from monopolies.cli import app; app()", "serve"]
SERVE += ["--bot-delay", "0", "--log-level", "warning"]
SERVE += ["--sockets-per-address", "100000"]  # every honest socket comes from 127.0.0.1
CLUSTER = [sys.executable, "-c", "from monopolies.cli import app; app()", "cluster"]
PEOPLE_PER_ADDRESS = 25
"""Honest rooms are opened from many loopback addresses (127.0.1.x), each within the
server's default rooms-per-minute budget, as people at different addresses would."""
decode = msgspec.json.Decoder().decode
encode = msgspec.json.Encoder().encode
JSON_TYPE = {"content-type": "application/json"}


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port: int = s.getsockname()[1]
        return port


def start_server(port: int, db: str) -> subprocess.Popen[bytes]:
    process = subprocess.Popen(
        [*SERVE, "--port", str(port), "--db", db],
        stdout=subprocess.DEVNULL,
    )
    deadline = time.monotonic() + 30
    while True:
        try:
            if httpx.get(f"http://127.0.0.1:{port}/api/games", timeout=1).status_code == 200:
                return process
        except httpx.TransportError:
            pass
        if process.poll() is not None or time.monotonic() > deadline:
            raise SystemExit("the server did not start")
        time.sleep(0.1)


@dataclass
class Stats:
    latencies: list[float] = field(default_factory=list)
    sent: list[float] = field(default_factory=list)
    """When each move of `latencies` was sent (`time.perf_counter`)."""
    actions: int = 0
    errors: int = 0
    reconnects: int = 0
    games_over: int = 0
    started: float = 0.0


class SeatClient:
    """One seat of one room: answers every state where it must decide, and keeps the moves
    it saw accepted (a new state on the connection the move was sent on)."""

    def __init__(self, url: str, code: str, token: str, think: float, seed: int) -> None:
        self.url, self.code, self.token, self.think = url, code, token, think
        self.rng = random.Random(seed)
        self.moves: list[tuple[bool, Any]] = []
        """Each move sent and not refused, with whether it was seen accepted (False: its
        connection ended before any answer, so it may or may not be stored)."""

    async def run(self, stats: Stats, stop: asyncio.Event) -> None:
        while not stop.is_set():
            try:
                async with connect(self.url, open_timeout=10, max_size=2**22) as ws:
                    await ws.send(encode({"type": "hello", "token": self.token}))
                    if await self._play(ws, stats, stop):
                        return
            except (OSError, WebSocketException, TimeoutError):
                stats.reconnects += 1
                await asyncio.sleep(0.5)

    async def _play(self, ws: ClientConnection, stats: Stats, stop: asyncio.Event) -> bool:
        """True when the game is over (or the run is), False to reconnect."""
        sent: tuple[str, float, Any] | None = None  # the version answered, when, the move
        try:
            while not stop.is_set():
                try:
                    raw = await asyncio.wait_for(ws.recv(), 1.0)
                except TimeoutError:
                    continue
                message = decode(raw)
                if message["type"] == "error":
                    stats.errors += 1
                    sent = None
                    continue
                if message["type"] != "state" or message["view"] is None:
                    continue
                version = message["version"]
                if sent is not None and sent[0] != version:
                    stats.latencies.append(time.perf_counter() - sent[1])
                    stats.sent.append(sent[1])
                    stats.actions += 1
                    self.moves.append((True, sent[2]))
                    sent = None
                if message["room"]["status"] == "over":
                    stats.games_over += 1
                    return True
                view = message["view"]
                legal = view["legal"]
                if legal and view["to_act"] == message["you"] and sent is None:
                    if self.think:
                        await asyncio.sleep(self.rng.uniform(0.5, 1.5) * self.think)
                    action = legal[self.rng.randrange(len(legal))]
                    sent = (version, time.perf_counter(), action)
                    await ws.send(encode({"type": "act", "action": action, "version": version}))
            return True
        finally:
            if sent is not None:
                self.moves.append((False, sent[2]))


def stored_once(moves: list[tuple[bool, Any]], stored: list[Any]) -> bool:
    """Whether `stored` (a seat's stored moves, in order) is the seat's `moves` with each
    one seen accepted there exactly once and each not known there once or not at all
    (tests/cluster/test_cluster.py has the same check, and its test)."""
    ends = {0}  # how many stored moves the moves so far may account for
    for accepted, move in moves:
        taken = {n + 1 for n in ends if n < len(stored) and stored[n] == move}
        ends = taken if accepted else ends | taken
    return len(stored) in ends


HOSTILE_ADDRESS = "127.0.0.2"
BAD_MESSAGES = [
    '{"type": "act", "step": 0, "action": {"a": ' + "[" * 2000 + "]" * 2000 + "}}",
    '{"type": "act", "action": {"kind": "end_turn"}}',
    '{"type": "act", "step": 0, "action": {"kind": "end_turn"',
    '{"type": "act", "step": true, "action": []}',
    "[" * 3000,
    "x" * 5000,
    "not json at all",
    '{"type": "hello", "token": 7}',
    '{"type": "' + "?" * 3000 + '"}',
]
BAD_OPTIONS = [
    {"game": "crooked-cash", "seats": [None, "easy"], "options": {"notes_per_denomination": 10**6}},
    {"game": "card-game", "seats": [None, "easy"], "options": {"hands": 10**9}},
    {"game": "deal", "seats": [None, "easy"], "options": {"max_turns": 10**18}},
    {"game": "card-game", "seats": [None, "easy"], "options": {"target": 10**30}},
]


async def hostile_socket(
    port: int, codes: list[str], rng: random.Random, seen: Counter[str], pause: float
) -> None:
    """A spectator that floods a real room with bad messages, reading what comes back."""
    url = f"ws://127.0.0.1:{port}/ws/{rng.choice(codes)}"
    async with connect(url, open_timeout=10, max_size=2**22, local_addr=(HOSTILE_ADDRESS, 0)) as ws:
        await ws.send(encode({"type": "hello", "token": None}))
        for _ in range(200):
            await asyncio.sleep(pause)
            await ws.send(rng.choice(BAD_MESSAGES))
            with contextlib.suppress(TimeoutError):
                while True:
                    message = decode(await asyncio.wait_for(ws.recv(), 0.001))
                    seen[f"ws {message['type']} {message.get('reason', '')}".strip()] += 1


async def hostile_http(http: httpx.AsyncClient, rng: random.Random, seen: Counter[str]) -> None:
    """One hostile request: an unknown code, an oversize or chunked body, a bad option, or a
    room opened and abandoned."""
    kind = rng.randrange(5)
    if kind == 0:
        code = "".join(rng.choice("23456789ABCDEFGH") for _ in range(8))
        r = await http.get(f"/api/rooms/{code}")
    elif kind == 1:
        r = await http.post("/api/rooms", content=b"[" * 100_000, headers=JSON_TYPE)
    elif kind == 2:

        async def chunks() -> Any:
            for _ in range(64):
                yield b"[" * 32_768

        r = await http.post("/api/rooms", content=chunks(), headers=JSON_TYPE)
    elif kind == 3:
        r = await http.post("/api/rooms", json=rng.choice(BAD_OPTIONS))
    else:
        r = await http.post("/api/rooms", json={"game": "deal", "seats": ["easy", "easy"]})
    seen[f"http {r.status_code}"] += 1


async def hostile_run(
    port: int, codes: list[str], clients: int, rate: float, seconds: float
) -> Counter[str]:
    seen: Counter[str] = Counter()
    transport = httpx.AsyncHTTPTransport(local_address=HOSTILE_ADDRESS)
    base = f"http://127.0.0.1:{port}"
    async with httpx.AsyncClient(base_url=base, timeout=30, transport=transport) as http:

        async def one(i: int) -> None:
            rng = random.Random(10_000 + i)
            stop = time.monotonic() + seconds
            while time.monotonic() < stop:
                try:
                    if i % 2:
                        await hostile_socket(port, codes, rng, seen, 1 / rate)
                    else:
                        await asyncio.sleep(1 / rate)
                        await hostile_http(http, rng, seen)
                except (OSError, WebSocketException, TimeoutError, httpx.HTTPError) as e:
                    seen[f"closed: {type(e).__name__}"] += 1
                    await asyncio.sleep(0.05)

        await asyncio.gather(*(one(i) for i in range(clients)))
    return seen


def hostile_process(
    port: int, codes: list[str], clients: int, rate: float, seconds: float, out: Any
) -> None:
    out.put(dict(asyncio.run(hostile_run(port, codes, clients, rate, seconds))))


async def open_rooms(base: str, rooms: int) -> list[tuple[str, str, str]]:
    async def one(http: httpx.AsyncClient) -> tuple[str, str, str]:
        body = {"game": "deal", "seats": [None, None], "name": "A"}
        made = (await http.post("/api/rooms", json=body)).json()
        joined = (await http.post(f"/api/rooms/{made['code']}/join", json={"name": "B"})).json()
        return made["code"], made["token"], joined["token"]

    out: list[tuple[str, str, str]] = []
    for start in range(0, rooms, PEOPLE_PER_ADDRESS):
        address = f"127.0.1.{1 + start // PEOPLE_PER_ADDRESS}"
        transport = httpx.AsyncHTTPTransport(local_address=address)
        async with httpx.AsyncClient(base_url=base, timeout=30, transport=transport) as http:
            batch = range(start, min(rooms, start + PEOPLE_PER_ADDRESS))
            out += await asyncio.gather(*(one(http) for _ in batch))
    return out


class Single:
    """One `monopolies serve` on a SQLite file; `kill` restarts it on the same file."""

    def __init__(self) -> None:
        folder = Path(tempfile.mkdtemp(prefix="monopolies-load-"))
        self.db = f"sqlite:///{folder}/load.db"
        self.port = free_port()
        self.server = start_server(self.port, self.db)

    def pids(self) -> list[int]:
        return [self.server.pid]

    def helpers(self) -> list[int]:
        """No proxy, and SQLite runs inside the server."""
        return []

    def proxy(self) -> list[int]:
        return []

    async def kill(self) -> None:
        os.kill(self.server.pid, signal.SIGKILL)
        self.server.wait()
        print("\n  server killed with SIGKILL; restarting on the same database")
        self.server = await asyncio.to_thread(start_server, self.port, self.db)

    def stop(self) -> None:
        self.server.send_signal(signal.SIGTERM)
        with contextlib.suppress(subprocess.TimeoutExpired):
            self.server.wait(10)
        self.server.kill()

    def forget(self) -> None:
        """The SQLite file stays in its temporary folder."""


class Cluster:
    """`monopolies cluster --processes N`: HAProxy and N `serve --cluster` processes on a
    fresh database of the PostgreSQL server at `postgres`; `kill` kills the first process
    for good (its rooms carry on in the others)."""

    def __init__(self, processes: int, postgres: str) -> None:
        from sqlalchemy import create_engine, text
        from sqlalchemy.engine import make_url

        base = make_url(postgres)
        self.name = f"load_{os.getpid()}_{int(time.time())}"
        self.admin = create_engine(base, isolation_level="AUTOCOMMIT")
        with self.admin.connect() as connection:
            connection.execute(text(f'CREATE DATABASE "{self.name}"'))
        self.db = base.set(database=self.name).render_as_string(hide_password=False)
        self.port = free_port()
        command = [*CLUSTER, "--processes", str(processes), "--db", self.db]
        command += ["--port", str(self.port), "--first-port", str(free_port())]
        command += ["--bot-delay", "0", "--log-level", "warning"]
        command += ["--sockets-per-address", "100000"]  # every honest socket is 127.0.0.1
        self.command = subprocess.Popen(command, stdout=subprocess.PIPE, text=True)
        self.children: list[int] = []
        assert self.command.stdout is not None
        for line in self.command.stdout:
            if line.startswith("process "):
                self.children.append(int(line.split("pid ")[1].split()[0]))
            if line.startswith("monopolies cluster: open"):
                break
        if len(self.children) != processes:
            raise SystemExit("the cluster did not start")

    def pids(self) -> list[int]:
        """The processes still running (the killed one is gone)."""
        return self.children

    def helpers(self) -> list[int]:
        """HAProxy, and the PostgreSQL backends serving this run's database."""
        found = []
        for entry in Path("/proc").iterdir():
            try:
                command = (entry / "cmdline").read_bytes().replace(b"\0", b" ").decode()
                parent = int((entry / "stat").read_text().rsplit(")", 1)[1].split()[1])
            except (OSError, ValueError, IndexError):
                continue
            proxy = parent == self.command.pid and "haproxy" in command
            backend = command.startswith("postgres: ") and f" {self.name} " in command
            if proxy or backend:
                found.append(int(entry.name))
        return found

    def proxy(self) -> list[int]:
        """HAProxy alone (among `helpers`)."""
        return [p for p in self.helpers() if "haproxy" in Path(f"/proc/{p}/comm").read_text()]

    async def kill(self) -> None:
        os.kill(self.children.pop(0), signal.SIGKILL)
        print("\n  process 1 killed with SIGKILL; its rooms carry on in the others")

    def stop(self) -> None:
        self.command.send_signal(signal.SIGINT)
        try:
            self.command.wait(30)
        except subprocess.TimeoutExpired:
            self.command.kill()

    def forget(self) -> None:
        """Drop the database."""
        from sqlalchemy import text

        with self.admin.connect() as connection:
            connection.execute(text(f'DROP DATABASE IF EXISTS "{self.name}" WITH (FORCE)'))
        self.admin.dispose()


Target = Single | Cluster


def cpu_seconds(pid: int) -> float:
    """User and system CPU seconds a process has used (0 once it is gone)."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return 0.0
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def resident_mb(pid: int) -> float:
    """A process's resident memory in MB (0 once it is gone)."""
    try:
        status = Path(f"/proc/{pid}/status").read_text()
    except OSError:
        return 0.0
    kb = next(line.split()[1] for line in status.splitlines() if line.startswith("VmRSS:"))
    return int(kb) / 1024


def machine_busy() -> tuple[float, float]:
    """CPU seconds busy and in all, over every core, since boot (/proc/stat)."""
    ticks = [int(t) for t in Path("/proc/stat").read_text().split("\n")[0].split()[1:]]
    idle = ticks[3] + ticks[4]
    tick = os.sysconf("SC_CLK_TCK")
    return (sum(ticks) - idle) / tick, sum(ticks) / tick


@dataclass
class Usage:
    """Where the CPU went during the run: the servers, this load generator, the machine."""

    servers: float = 0.0
    database: float = 0.0
    """PostgreSQL's backends for this run."""
    proxy: float = 0.0
    generator: float = 0.0
    resident: float = 0.0
    """MB the servers hold at the end (resident), all together."""
    busy: float = 0.0
    """Of the machine's capacity (every core), 0..1."""


async def run(args: argparse.Namespace, target: Target) -> tuple[Stats, list[SeatClient], Usage]:
    port = target.port
    base = f"http://127.0.0.1:{port}"
    made = await open_rooms(base, args.rooms)
    stats = Stats()
    stop = asyncio.Event()
    clients = [
        SeatClient(f"ws://127.0.0.1:{port}/ws/{code}", code, token, args.think, seed)
        for i, (code, t0, t1) in enumerate(made)
        for seed, token in ((2 * i, t0), (2 * i + 1, t1))
    ]
    tasks = [asyncio.create_task(c.run(stats, stop)) for c in clients]
    hostile = None
    if args.hostile:
        codes = [code for code, _, _ in made]
        hostile = multiprocessing.Process(
            target=hostile_process,
            args=(port, codes, args.hostile, args.hostile_rate, args.seconds, args.hostile_seen),
            daemon=True,
        )
        hostile.start()
    started = time.monotonic()
    stats.started = time.perf_counter()
    pids = target.pids()
    servers = -sum(cpu_seconds(p) for p in pids)
    helpers_before = {p: cpu_seconds(p) for p in target.helpers()}
    proxy = target.proxy()
    proxy_cpu = -sum(cpu_seconds(p) for p in proxy)
    generator = -time.process_time()
    busy, total = (-t for t in machine_busy())
    killed = False
    while (elapsed := time.monotonic() - started) < args.seconds:
        await asyncio.sleep(1)
        lat = sorted(stats.latencies[-2000:]) or [0.0]
        print(
            f"\r{elapsed:5.0f}/{args.seconds}s  actions {stats.actions:7d}  "
            f"recent p99 {lat[int(0.99 * (len(lat) - 1))] * 1000:6.1f} ms  "
            f"reconnects {stats.reconnects}",
            end="",
            flush=True,
        )
        if args.kill and not killed and elapsed >= args.seconds / 2:
            servers += sum(cpu_seconds(p) for p in pids)
            await target.kill()
            pids = target.pids()
            servers -= sum(cpu_seconds(p) for p in pids)
            killed = True
    servers += sum(cpu_seconds(p) for p in pids)
    helpers = sum(cpu_seconds(p) - helpers_before.get(p, 0.0) for p in target.helpers())
    proxy_cpu += sum(cpu_seconds(p) for p in proxy)
    generator += time.process_time()
    busy_end, total_end = machine_busy()
    stop.set()
    await asyncio.gather(*tasks, return_exceptions=True)
    if hostile is not None:
        await asyncio.to_thread(hostile.join, 30)
    print()
    resident = sum(resident_mb(p) for p in pids)
    busy_share = (busy + busy_end) / (total + total_end)
    usage = Usage(servers, helpers - proxy_cpu, proxy_cpu, generator, resident, busy_share)
    return stats, clients, usage


def check_stored(db: str, clients: list[SeatClient]) -> tuple[int, int]:
    """Every action a client saw accepted is stored once, in order, and the stored actions
    replay; the seats where that fails, and how many actions were replayed."""
    from monopolies.server.rooms import Room
    from monopolies.server.store import Store, open_engine

    engine = open_engine(db)
    store = Store(engine)
    wrong = replayed = 0
    for pair in range(0, len(clients), 2):
        code = clients[pair].code
        loaded = store.load_room(code)
        assert loaded is not None, f"room {code} is missing"
        record, actions = loaded
        for seat, client in enumerate(clients[pair : pair + 2]):
            stored = [a for s, a, by_bot in actions if s == seat and not by_bot]
            wrong += not stored_once(client.moves, stored)
        game = Room.from_record(record, actions).game
        assert game is not None and len(game.history) == len(actions)
        replayed += len(actions)
    engine.dispose()
    return wrong, replayed


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rooms", type=int, default=200, help="concurrent rooms (default 200)")
    parser.add_argument("--seconds", type=int, default=30, help="how long to run (default 30)")
    parser.add_argument(
        "--think", type=float, default=1.0, help="mean seconds a client waits before acting"
    )
    parser.add_argument(
        "--kill",
        action="store_true",
        help="SIGKILL the server halfway (with --processes, the first process, for good)",
    )
    parser.add_argument(
        "--hostile", type=int, default=20, help="hostile clients alongside (default 20)"
    )
    parser.add_argument(
        "--hostile-rate",
        type=float,
        default=50,
        help="messages or requests a second each hostile client sends (default 50: a flood "
        "past every per-connection limit, without the load generator taking a core)",
    )
    parser.add_argument(
        "--warmup",
        type=float,
        default=5.0,
        help="seconds at the start whose moves are reported apart (default 5): every client "
        "says hello and makes its first move within them, a crowd no real server sees at once",
    )
    parser.add_argument(
        "--processes",
        type=int,
        default=0,
        help="through HAProxy to this many `serve --cluster` processes on PostgreSQL "
        "(`monopolies cluster`); 0, the default: one `monopolies serve` on SQLite, no proxy",
    )
    parser.add_argument(
        "--postgres",
        default=os.environ.get("MONOPOLIES_TEST_POSTGRES"),
        help="PostgreSQL server URL for --processes; a database is made and dropped on it "
        "(default: $MONOPOLIES_TEST_POSTGRES, as .ci/postgres sets)",
    )
    args = parser.parse_args()
    if args.processes < 0:
        parser.error("--processes must be 0 or more")
    if args.processes and not args.postgres:
        parser.error("--processes needs --postgres URL (or MONOPOLIES_TEST_POSTGRES)")
    args.hostile_seen = multiprocessing.Queue()
    target: Target = Cluster(args.processes, args.postgres) if args.processes else Single()
    try:
        try:
            stats, clients, usage = asyncio.run(run(args, target))
        finally:
            target.stop()
        lat = sorted(stats.latencies) or [0.0]
        settled_from = stats.started + args.warmup
        steady = sorted(
            t for t, at in zip(stats.latencies, stats.sent, strict=True) if at >= settled_from
        ) or [0.0]

        def pct(p: float, lat: list[float] = lat) -> float:
            return lat[min(len(lat) - 1, int(p * (len(lat) - 1)))] * 1000

        wrong, replayed = check_stored(target.db, clients)
    finally:
        target.forget()
    moves = max(1, stats.actions)
    shape = f"{args.processes} processes behind HAProxy" if args.processes else "one process"
    print(
        f"{shape}  rooms {args.rooms}  think {args.think}s  seconds {args.seconds}  "
        f"cores {os.cpu_count()}\n"
        f"actions {stats.actions}  ({stats.actions / args.seconds:.0f}/s)  "
        f"latency p50 {pct(0.5):.1f} ms  p99 {pct(0.99):.1f} ms  "
        f"mean {statistics.fmean(lat) * 1000:.1f} ms  max {lat[-1] * 1000:.0f} ms\n"
        f"after the first {args.warmup:g} s: {len(steady)} actions, latency p50 "
        f"{pct(0.5, steady):.1f} ms  p99 {pct(0.99, steady):.1f} ms  "
        f"max {steady[-1] * 1000:.0f} ms\n"
        f"errors {stats.errors}  reconnects {stats.reconnects}  "
        f"games over {stats.games_over // 2}\n"
        f"CPU, share of one core: servers {usage.servers / args.seconds:.0%}, PostgreSQL "
        f"{usage.database / args.seconds:.0%}, HAProxy {usage.proxy / args.seconds:.0%}, "
        f"load generator {usage.generator / args.seconds:.0%}; machine {usage.busy:.0%} "
        f"busy (all cores)\n"
        f"CPU ms a move: servers {usage.servers / moves * 1000:.2f}, PostgreSQL "
        f"{usage.database / moves * 1000:.2f}, HAProxy {usage.proxy / moves * 1000:.2f}, "
        f"load generator {usage.generator / moves * 1000:.2f}; servers' resident memory "
        f"{usage.resident:.0f} MB\n"
        f"stored actions replayed: {replayed}; seats whose accepted moves are not stored "
        f"once each, in order: {wrong}"
    )
    if args.hostile:
        seen = args.hostile_seen.get(timeout=30)
        print(
            f"hostile clients {args.hostile} at {args.hostile_rate:g}/s each, what they got: "
            + ", ".join(f"{key} x{count}" for key, count in sorted(seen.items()))
        )
    if wrong:
        raise SystemExit("LOST OR DOUBLED ACTIONS")


if __name__ == "__main__":
    main()
