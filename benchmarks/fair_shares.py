"""Nothing one client does costs another: a hint flood against a real `monopolies serve`.

Not a test: run it by hand and record the numbers in benchmarks/README.md.

    uv run --extra dev python benchmarks/fair_shares.py                 # 20 s a phase
    uv run --extra dev python benchmarks/fair_shares.py --seconds 40 --expert-rooms 12

An honest room (a person's seat against a medium bot, Deal, the default 0.8 s bot pace)
is played by a client that moves at once on its turn; the bot's gap is the time from the
state that hands the bot its turn to the state that shows its move. A spectator of that
room pings the server ten times a second (within the message limit). Phase one measures
both alone. Phase two adds a flood
from another address: one person's seat (Cheaters, against a hard bot, never moving) with
12 sockets, each asking for a hint again the moment it is answered or refused, within the
message rate limit. Issue 30's bar: the gap within 1.5x of its gap alone and the honest
ping p99 under 50 ms. `--expert-rooms N` adds a third phase: N rooms of expert bots, a
spectator each, from a third address (heavy but honest load, not a fair-share question:
bots queue for the workers like everyone's).
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import httpx
import msgspec
from websockets.asyncio.client import ClientConnection, connect

import serving

Json = dict[str, Any]
decode = msgspec.json.Decoder().decode
encode = msgspec.json.Encoder().encode

HONEST, FLOOD, EXPERT = "127.0.1.1", "127.0.2.1", "127.0.3.1"
"""Loopback addresses for the three kinds of client, so each has its own budgets."""
SOCKETS = 12
HINT_GAP = 0.06
"""Seconds between a flooding socket's asks at least: 16 a second, under the 20/s limit,
so every ask is weighed rather than dropped as a flood."""


async def create(base: str, address: str, game: str, seats: list[str | None]) -> Json:
    transport = httpx.AsyncHTTPTransport(local_address=address)
    async with httpx.AsyncClient(base_url=base, transport=transport, timeout=30) as http:
        body = {"game": game, "seats": seats, "name": "Ann" if None in seats else None}
        r = await http.post("/api/rooms", json={k: v for k, v in body.items() if v})
        r.raise_for_status()
        made: Json = r.json()
        return made


async def socket_for(ws_base: str, address: str, code: str, token: str | None) -> ClientConnection:
    ws = await connect(f"{ws_base}/ws/{code}", local_addr=(address, 0), max_size=2**22)
    await ws.send(encode({"type": "hello", "token": token}))
    return ws


async def honest_player(ws: ClientConnection, gaps: list[float], stop: asyncio.Event) -> None:
    """Moves at once on its turn; times each bot turn from the state that hands it over."""
    rng = random.Random(1)
    handed_at: float | None = None
    while not stop.is_set():
        message = decode(await ws.recv())
        if message["type"] != "state":
            continue
        now = time.monotonic()
        view, you = message["view"], message["you"]
        if handed_at is not None:
            gaps.append(now - handed_at)
            handed_at = None
        if view and view["over"]:
            return
        if view and view["to_act"] == you and view["legal"]:
            action = rng.choice(view["legal"])
            await ws.send(encode({"type": "act", "action": action, "version": message["version"]}))
        elif view and view["to_act"] != you:
            handed_at = now


async def pinger(ws: ClientConnection, rtts: list[float], stop: asyncio.Event) -> None:
    while not stop.is_set():
        sent = time.monotonic()
        await ws.send(encode({"type": "ping"}))
        while decode(await ws.recv())["type"] != "pong":
            pass
        rtts.append(time.monotonic() - sent)
        await asyncio.sleep(0.1)


async def flooder(ws: ClientConnection, answers: list[str], stop: asyncio.Event) -> None:
    version = None
    while version is None:
        message = decode(await ws.recv())
        if message["type"] == "state":
            version = message["version"]
    while not stop.is_set():
        asked = time.monotonic()
        await ws.send(encode({"type": "hint", "version": version}))
        while True:
            message = decode(await ws.recv())
            if message["type"] == "state":
                version = message["version"]
            elif message["type"] in ("hint", "error"):
                answers.append(message.get("reason", "hint"))
                break
        await asyncio.sleep(max(0.0, HINT_GAP - (time.monotonic() - asked)))


async def watcher(ws: ClientConnection, stop: asyncio.Event) -> None:
    while not stop.is_set():
        await ws.recv()


async def phase(
    base: str, ws_base: str, seconds: float, extra: str, expert_rooms: int
) -> tuple[list[float], list[float], list[str]]:
    honest = await create(base, HONEST, "deal", [None, "medium"])
    player = await socket_for(ws_base, HONEST, honest["code"], honest["token"])
    spectator = await socket_for(ws_base, HONEST, honest["code"], None)
    gaps: list[float] = []
    rtts: list[float] = []
    answers: list[str] = []
    stop = asyncio.Event()
    tasks = [honest_player(player, gaps, stop), pinger(spectator, rtts, stop)]
    sockets = [player, spectator]
    if extra == "flood":
        room = await create(base, FLOOD, "cheaters", [None, "hard"])
        for _ in range(SOCKETS):
            ws = await socket_for(ws_base, FLOOD, room["code"], room["token"])
            sockets.append(ws)
            tasks.append(flooder(ws, answers, stop))
    for _ in range(expert_rooms if extra == "expert" else 0):
        room = await create(base, EXPERT, "cheaters", ["expert", "expert", "expert"])
        ws = await socket_for(ws_base, EXPERT, room["code"], None)
        sockets.append(ws)
        tasks.append(watcher(ws, stop))
    running = [asyncio.ensure_future(t) for t in tasks]
    await asyncio.sleep(seconds)
    stop.set()
    for task in running:
        task.cancel()
    for ws in sockets:
        with contextlib.suppress(Exception):
            await ws.close()
    return gaps, rtts, answers


def p99(values: list[float]) -> float:
    return statistics.quantiles(values, n=100)[98] if len(values) > 1 else float("nan")


def report(name: str, gaps: list[float], rtts: list[float], answers: list[str]) -> float:
    median = statistics.median(gaps) if gaps else float("nan")
    line = (
        f"{name:<22} bot gap median {median:.3f} s over {len(gaps)} turns   "
        f"ping p99 {1000 * p99(rtts):.1f} ms over {len(rtts)} pings"
    )
    if answers:
        kinds = {k: answers.count(k) for k in sorted(set(answers))}
        line += f"   hint answers {kinds}"
    print(line, flush=True)
    return median


async def main_async(args: argparse.Namespace, port: int) -> None:
    base, ws_base = f"http://127.0.0.1:{port}", f"ws://127.0.0.1:{port}"
    alone = report("alone", *await phase(base, ws_base, args.seconds, "", 0))
    flooded = report("12-socket hint flood", *await phase(base, ws_base, args.seconds, "flood", 0))
    print(f"gap with the flood / gap alone: {flooded / alone:.2f} (bar: at most 1.5)")
    if args.expert_rooms:
        name = f"{args.expert_rooms} expert rooms"
        heavy = report(name, *await phase(base, ws_base, args.seconds, "expert", args.expert_rooms))
        print(f"gap with expert rooms / gap alone: {heavy / alone:.2f}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seconds", type=float, default=20.0, help="length of each phase")
    parser.add_argument("--expert-rooms", type=int, default=0, help="rooms of the third phase")
    args = parser.parse_args()
    port = serving.free_port()
    with tempfile.TemporaryDirectory() as folder:
        db = f"sqlite:///{Path(folder) / 'rooms.db'}"
        server = serving.start(port, db)
        try:
            asyncio.run(main_async(args, port))
        finally:
            server.terminate()
            server.wait(30)


if __name__ == "__main__":
    sys.exit(main())
