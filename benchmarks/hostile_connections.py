"""Hostile connections against a real `monopolies serve` (docs/server.md, "Limits"): what a
flood, a trickled request, a crowd of watchers that never read and one address's many
sockets cost the server, and whether it gets its memory back.

    uv run --extra dev python benchmarks/hostile_connections.py

Prints one line per attack; takes about a minute and a half. The flooders come from
127.0.0.3, the watchers from four loopback addresses (127.0.0.2-5), 25 each, within the
per-address socket cap.
"""

from __future__ import annotations

import asyncio
import base64
import json
import multiprocessing
import os
import socket
import tempfile
import time
from pathlib import Path

import httpx
from websockets.asyncio.client import connect
from websockets.exceptions import ConnectionClosed

import serving

QUIET = ["--bot-delay", "0", "--log-level", "critical"]


def rss_mb(pid: int) -> float:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    raise RuntimeError("no VmRSS")


async def flood(url: str, before_hello: bool, size: int) -> str:
    """Send as fast as possible; how many went out before the server reset the socket."""
    sent = 0
    cut_off = False
    start = time.monotonic()
    async with connect(url, max_size=2**22) as ws:
        if not before_hello:
            await ws.send(json.dumps({"type": "hello", "token": None}))
        text = json.dumps({"type": "ping"}) if size == 0 else "x" * size

        async def drain() -> None:
            async for _ in ws:
                pass

        reader = asyncio.create_task(drain())
        try:
            while time.monotonic() - start < 8:
                await ws.send(text)
                sent += 1
        except ConnectionClosed:
            cut_off = True
        reader.cancel()
    took = time.monotonic() - start
    # The server reads 40 (the burst) + 100 (flood_messages) + 1, then closes; it drops
    # the socket once 100 more arrive. The rest of what was sent sat in socket buffers.
    if not cut_off:
        return f"{sent} messages sent in {took:.2f} s; the server never cut the socket off"
    return f"{sent} messages sent in {took:.2f} s, then the server cut the socket off"


async def flooders(url: str, count: int, seconds: float) -> None:
    """`count` sockets from 127.0.0.3 sending pings as fast as they can, never saying hello,
    reconnecting whenever they are cut off."""
    stop = time.monotonic() + seconds
    ping = json.dumps({"type": "ping"})

    async def one() -> None:
        while time.monotonic() < stop:
            try:
                async with connect(url, local_addr=("127.0.0.3", 0)) as ws:
                    while time.monotonic() < stop:
                        await ws.send(ping)
            except (OSError, ConnectionClosed):
                await asyncio.sleep(0.01)

    await asyncio.gather(*(one() for _ in range(count)))


def flood_process(url: str, count: int, seconds: float) -> None:
    asyncio.run(flooders(url, count, seconds))


async def ping_under_flood(url: str, count: int, seconds: float) -> str:
    """An honest client's ping round trips while `count` sockets from another address (in a
    process of their own) flood the same room."""
    process = multiprocessing.Process(target=flood_process, args=(url, count, seconds))
    if count:
        process.start()
    stop = time.monotonic() + seconds
    rounds: list[float] = []
    async with connect(url) as ws:
        await ws.send(json.dumps({"type": "hello", "token": None}))
        await ws.recv()
        while time.monotonic() < stop:
            sent = time.perf_counter()
            await ws.send(json.dumps({"type": "ping"}))
            while json.loads(await ws.recv())["type"] != "pong":
                pass
            rounds.append(time.perf_counter() - sent)
            await asyncio.sleep(0.05)
    if count:
        process.join(30)
    rounds.sort()
    p50, p99 = rounds[len(rounds) // 2], rounds[int(0.99 * (len(rounds) - 1))]
    return (
        f"honest ping p50 {p50 * 1000:.1f} ms, p99 {p99 * 1000:.1f} ms ({len(rounds)} pings) "
        f"with {count} sockets flooding the room"
    )


def trickled(port: int, count: int) -> str:
    """`count` requests sent a byte a second; how many are still open after 12 s."""
    sockets = [socket.create_connection(("127.0.0.1", port)) for _ in range(count)]
    request = b"GET /api/games HTTP/1.1\r\nHost: x\r\n\r\n"
    start = time.monotonic()
    open_ = set(range(count))
    closed_at: list[float] = []
    for byte in request:
        for i in list(open_):
            try:
                sockets[i].sendall(bytes([byte]))
                sockets[i].setblocking(False)
                if sockets[i].recv(65536) is not None:
                    open_.discard(i)
                    closed_at.append(time.monotonic() - start)
            except BlockingIOError:
                pass
            except OSError:
                open_.discard(i)
                closed_at.append(time.monotonic() - start)
        if not open_ or time.monotonic() - start > 12:
            break
        time.sleep(1)
    for s in sockets:
        s.close()
    closed = f"; closed at {min(closed_at):.1f}-{max(closed_at):.1f} s" if closed_at else ""
    return (
        f"{count} requests trickled a byte a second: {len(open_)} open after "
        f"{time.monotonic() - start:.0f} s{closed}"
    )


def silent_watcher(port: int, code: str, address: str) -> socket.socket:
    s = socket.socket()
    s.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
    s.bind((address, 0))
    s.connect(("127.0.0.1", port))
    key = base64.b64encode(os.urandom(16)).decode()
    head = (
        f"GET /ws/{code} HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nUpgrade: websocket\r\n"
        f"Connection: Upgrade\r\nSec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n\r\n"
    )
    s.sendall(head.encode())
    answer = b""
    while b"\r\n\r\n" not in answer:
        answer += s.recv(1)
    hello = b'{"type": "hello", "token": null}'
    mask = os.urandom(4)
    s.sendall(
        bytes([0x81, 0x80 | len(hello)])
        + mask
        + bytes(b ^ mask[i % 4] for i, b in enumerate(hello))
    )
    return s


def silent_crowd(port: int, pid: int, base: str) -> str:
    """100 watchers that never read, in a busy room: memory before, at its most, after."""
    before = rss_mb(pid)
    code = httpx.post(
        f"{base}/api/rooms",
        json={"game": "crooked-cash", "seats": ["easy"] * 4, "options": {"max_rounds": 500}},
    ).json()["code"]
    watchers = [silent_watcher(port, code, f"127.0.0.{2 + i // 25}") for i in range(100)]
    most = before
    start = time.monotonic()
    while time.monotonic() - start < 40:
        most = max(most, rss_mb(pid))
        time.sleep(0.2)
    for s in watchers:
        s.close()
    time.sleep(3)
    after = rss_mb(pid)
    return (
        f"100 silent watchers: RSS {before:.0f} MB before, {most:.0f} MB at most, "
        f"{after:.0f} MB after"
    )


async def one_address(url: str, count: int) -> str:
    opened, refused = [], 0
    for _ in range(count):
        ws = await connect(url)
        try:
            reply = json.loads(await asyncio.wait_for(ws.recv(), 0.3))
            refused += reply.get("reason") == "too_many_sockets"
            await ws.close()
        except TimeoutError:
            opened.append(ws)
    for ws in opened:
        await ws.close()
    return f"{count} sockets from one address: {len(opened)} open, {refused} refused (4429)"


def main() -> None:
    port = serving.free_port()
    base = f"http://127.0.0.1:{port}"
    with tempfile.TemporaryDirectory() as folder:
        server = serving.start(port, f"sqlite:///{folder}/rooms.db", *QUIET)
        try:
            code = httpx.post(
                f"{base}/api/rooms", json={"game": "deal", "seats": [None, "easy"]}
            ).json()["code"]
            url = f"ws://127.0.0.1:{port}/ws/{code}"
            print("pings before the hello:", asyncio.run(flood(url, True, 0)))
            print("10 KB messages after the hello:", asyncio.run(flood(url, False, 10_000)))
            print(asyncio.run(ping_under_flood(url, 0, 8)))
            print(asyncio.run(ping_under_flood(url, 10, 8)))
            print(trickled(port, 50))
            print(asyncio.run(one_address(url, 40)))
            print(silent_crowd(port, server.pid, base))
        finally:
            server.terminate()
            server.wait(10)


if __name__ == "__main__":
    main()
