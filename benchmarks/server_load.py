"""Load on a real `monopolies serve`: N rooms of bot-driven WebSocket clients on loopback.

Not a test: run it by hand and record the numbers in benchmarks/README.md.

    uv run --extra dev python benchmarks/server_load.py                  # 200 rooms, 30 s
    uv run --extra dev python benchmarks/server_load.py --rooms 50 --seconds 10
    uv run --extra dev python benchmarks/server_load.py --think 0        # flat out
    uv run --extra dev python benchmarks/server_load.py --kill           # SIGKILL mid-run
    uv run --extra dev python benchmarks/server_load.py --hostile 0      # honest clients only

Each room is a 2-player Deal game with a person's seat on each side, both played by client
bots that pick uniformly among the legal actions they are sent, after `--think` seconds
(people and the server's own bots take about a second; 0 measures the saturated server).
Latency is from sending an action to receiving the state that includes it, on the client
that sent it. With `--kill`, the server is killed with SIGKILL halfway and restarted on
the same database; the clients reconnect by themselves, and at the end every action any
client saw accepted must be in the database, which must replay to the same game.

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
    actions: int = 0
    errors: int = 0
    reconnects: int = 0
    games_over: int = 0
    seen: dict[str, int] = field(default_factory=dict)
    """The highest step each room was seen to reach by any client."""


class SeatClient:
    """One seat of one room: answers every state where it must decide."""

    def __init__(self, url: str, code: str, token: str, think: float, seed: int) -> None:
        self.url, self.code, self.token, self.think = url, code, token, think
        self.rng = random.Random(seed)
        self.sent: dict[int, float] = {}

    async def run(self, stats: Stats, stop: asyncio.Event) -> None:
        while not stop.is_set():
            try:
                async with connect(self.url, open_timeout=10, max_size=2**22) as ws:
                    await ws.send(encode({"type": "hello", "token": self.token}))
                    if await self._play(ws, stats, stop):
                        return
            except (OSError, WebSocketException, TimeoutError):
                stats.reconnects += 1
                self.sent.clear()
                await asyncio.sleep(0.5)

    async def _play(self, ws: ClientConnection, stats: Stats, stop: asyncio.Event) -> bool:
        """True when the game is over (or the run is), False to reconnect."""
        while not stop.is_set():
            try:
                raw = await asyncio.wait_for(ws.recv(), 1.0)
            except TimeoutError:
                continue
            message = decode(raw)
            if message["type"] == "error":
                stats.errors += 1
                continue
            if message["type"] != "state" or message["view"] is None:
                continue
            room = message["room"]
            step = room["step"]
            now = time.perf_counter()
            for sent_step in [s for s in self.sent if s < step]:
                stats.latencies.append(now - self.sent.pop(sent_step))
                stats.actions += 1
            stats.seen[self.code] = max(stats.seen.get(self.code, 0), step)
            if room["status"] == "over":
                stats.games_over += 1
                return True
            legal = message["view"]["legal"]
            if legal and step not in self.sent:
                if self.think:
                    await asyncio.sleep(self.rng.uniform(0.5, 1.5) * self.think)
                action = legal[self.rng.randrange(len(legal))]
                self.sent[step] = time.perf_counter()
                await ws.send(encode({"type": "act", "action": action, "step": step}))
        return True


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


async def run(args: argparse.Namespace, port: int, db: str) -> tuple[Stats, list[str]]:
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
            os.kill(args.server.pid, signal.SIGKILL)
            args.server.wait()
            print("\n  server killed with SIGKILL; restarting on the same database")
            args.server = await asyncio.to_thread(start_server, port, db)
            killed = True
    stop.set()
    await asyncio.gather(*tasks, return_exceptions=True)
    if hostile is not None:
        await asyncio.to_thread(hostile.join, 30)
    print()
    return stats, [code for code, _, _ in made]


def check_stored(db: str, codes: list[str], seen: dict[str, int]) -> tuple[int, int]:
    """Every action a client saw accepted is stored, and the stored actions replay."""
    from monopolies.server.rooms import Room
    from monopolies.server.store import Store, open_engine

    store = Store(open_engine(db))
    lost = replayed = 0
    for code in codes:
        loaded = store.load_room(code)
        assert loaded is not None, f"room {code} is missing"
        record, actions = loaded
        if len(actions) < seen.get(code, 0):
            lost += seen[code] - len(actions)
        game = Room.from_record(record, actions).game
        assert game is not None and len(game.history) == len(actions)
        replayed += len(actions)
    return lost, replayed


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rooms", type=int, default=200, help="concurrent rooms (default 200)")
    parser.add_argument("--seconds", type=int, default=30, help="how long to run (default 30)")
    parser.add_argument(
        "--think", type=float, default=1.0, help="mean seconds a client waits before acting"
    )
    parser.add_argument("--kill", action="store_true", help="SIGKILL the server halfway")
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
    args = parser.parse_args()
    args.hostile_seen = multiprocessing.Queue()
    folder = Path(tempfile.mkdtemp(prefix="monopolies-load-"))
    db = f"sqlite:///{folder}/load.db"
    port = free_port()
    args.server = start_server(port, db)
    try:
        stats, codes = asyncio.run(run(args, port, db))
    finally:
        args.server.send_signal(signal.SIGTERM)
        with contextlib.suppress(subprocess.TimeoutExpired):
            args.server.wait(10)
        args.server.kill()
    lat = sorted(stats.latencies) or [0.0]

    def pct(p: float) -> float:
        return lat[min(len(lat) - 1, int(p * (len(lat) - 1)))] * 1000

    lost, replayed = check_stored(db, codes, stats.seen)
    print(
        f"rooms {args.rooms}  think {args.think}s  seconds {args.seconds}  cores {os.cpu_count()}\n"
        f"actions {stats.actions}  ({stats.actions / args.seconds:.0f}/s)  "
        f"latency p50 {pct(0.5):.1f} ms  p99 {pct(0.99):.1f} ms  "
        f"mean {statistics.fmean(lat) * 1000:.1f} ms  max {lat[-1] * 1000:.0f} ms\n"
        f"errors {stats.errors}  reconnects {stats.reconnects}  "
        f"games over {stats.games_over // 2}\n"
        f"stored actions replayed: {replayed}; accepted but not stored: {lost}"
    )
    if args.hostile:
        seen = args.hostile_seen.get(timeout=30)
        print(
            f"hostile clients {args.hostile} at {args.hostile_rate:g}/s each, what they got: "
            + ", ".join(f"{key} x{count}" for key, count in sorted(seen.items()))
        )
    if lost:
        raise SystemExit("LOST ACTIONS")


if __name__ == "__main__":
    main()
