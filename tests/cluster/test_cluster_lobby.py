"""The lobby behind HAProxy: two `monopolies serve --cluster` processes on one PostgreSQL
database answer the same list of waiting rooms, wherever the rooms live, and a room
leaves both lists when it starts."""

from __future__ import annotations

import contextlib
import json
import time
from collections.abc import Callable

import httpx
from test_cluster import Cluster, cluster, needs_haproxy, needs_postgres
from websockets.sync.client import connect

__all__ = ["cluster"]  # the fixture, used below by name


def listed(base: str) -> set[str]:
    answer = httpx.get(f"{base}/api/lobby", timeout=10)
    assert answer.status_code == 200, answer.text
    return {room["code"] for room in answer.json()["rooms"]}


def eventually(done: Callable[[], bool], timeout: float = 15.0) -> None:
    deadline = time.monotonic() + timeout
    while not done():
        assert time.monotonic() < deadline, "timed out"
        time.sleep(0.2)


@needs_postgres
@needs_haproxy
def test_every_process_answers_the_same_list(cluster: Cluster) -> None:
    base = cluster.base
    body = {"game": "deal", "seats": [None, None], "name": "Ann", "listed": True}
    made = [httpx.post(f"{base}/api/rooms", json=body).json() for _ in range(6)]
    private = httpx.post(f"{base}/api/rooms", json={**body, "listed": False}).json()
    codes = {room["code"] for room in made}
    hosts = contextlib.ExitStack()
    for room in made:  # each host waits in their room, in the process its code routes to
        url = f"{base.replace('http', 'ws')}/ws/{room['code']}"
        ws = hosts.enter_context(connect(url, open_timeout=10))
        ws.send(json.dumps({"type": "hello", "token": room["token"]}))
        assert json.loads(ws.recv(timeout=10))["type"] == "state"
    processes = [f"http://127.0.0.1:{port}" for port in cluster.backends]
    eventually(lambda: all(listed(p) == codes for p in processes))
    assert private["code"] not in listed(base)
    started = {room["code"] for room in made[:3]}
    for code in started:
        joined = httpx.post(f"{base}/api/rooms/{code}/join", json={"name": "Bob"})
        assert joined.status_code == 200, joined.text
    eventually(lambda: all(listed(p) == codes - started for p in processes))
    hosts.close()
