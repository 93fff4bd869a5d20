"""A real server on a loopback port for tests, and a player that talks to it over WebSocket."""

from __future__ import annotations

import contextlib
import json
import socket
import threading
import time
from collections.abc import Callable, Iterator
from typing import Any

import httpx
import uvicorn
from websockets.sync.client import ClientConnection, connect

from monopolies.server.app import create_app
from monopolies.server.protocols import uvicorn_options
from monopolies.server.settings import Settings

Json = dict[str, Any]
WAIT = 30.0  # generous: CI machines are shared; a passing run never waits this long


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port: int = s.getsockname()[1]
        return port


class Server:
    """uvicorn in a thread; `stop()` ends it, `base` is its http URL."""

    def __init__(self, settings: Settings) -> None:
        self.port = free_port()
        self.base = f"http://127.0.0.1:{self.port}"
        self.app = create_app(settings)
        config = uvicorn.Config(
            self.app,
            host="127.0.0.1",
            port=self.port,
            log_level="warning",
            ws_max_size=65536,
            **uvicorn_options(settings),
        )
        self.server = uvicorn.Server(config)
        self.thread = threading.Thread(target=self.server.run, daemon=True)
        self.thread.start()
        deadline = time.monotonic() + WAIT
        while not self.server.started:
            assert time.monotonic() < deadline, "server did not start"
            time.sleep(0.01)
        self.http = httpx.Client(base_url=self.base, timeout=WAIT)

    def stop(self) -> None:
        self.http.close()
        self.server.should_exit = True
        self.thread.join(WAIT)

    def create(self, game: str, seats: list[str | None], **body: Any) -> Json:
        r = self.http.post("/api/rooms", json={"game": game, "seats": seats, **body})
        assert r.status_code == 201, r.text
        out: Json = r.json()
        return out

    def join(self, code: str, name: str, **body: Any) -> Json:
        r = self.http.post(f"/api/rooms/{code}/join", json={"name": name, **body})
        assert r.status_code == 200, r.text
        out: Json = r.json()
        return out

    def player(self, code: str, token: str | None) -> Player:
        return Player(self.base.replace("http", "ws") + f"/ws/{code}", token)


class Player:
    """One WebSocket connection: says hello, keeps every message, waits for states."""

    def __init__(self, url: str, token: str | None) -> None:
        self.ws: ClientConnection = connect(url, open_timeout=WAIT).__enter__()
        self.messages: list[Json] = []
        self.raw: list[str] = []
        self.state: Json = {}
        self.send({"type": "hello", "token": token})
        self.wait(lambda m: m["type"] == "state")

    def send(self, message: Json) -> None:
        self.ws.send(json.dumps(message))

    def receive(self, timeout: float = WAIT) -> Json:
        text = self.ws.recv(timeout=timeout)
        assert isinstance(text, str)
        self.raw.append(text)
        message: Json = json.loads(text)
        self.messages.append(message)
        if message["type"] == "state":
            self.state = message
        return message

    def wait(self, done: Callable[[Json], bool], timeout: float = WAIT) -> Json:
        deadline = time.monotonic() + timeout
        while True:
            left = deadline - time.monotonic()
            assert left > 0, f"timed out; last state: {self.state.get('room')}"
            message = self.receive(left)
            if done(message):
                return message

    def wait_until_over(self) -> None:
        """Until the room is over; bots may have finished before this connection's hello."""
        if self.state["room"]["status"] != "over":
            self.wait(lambda m: m["type"] == "state" and m["room"]["status"] == "over")

    def error(self) -> str:
        message = self.wait(lambda m: m["type"] == "error")
        return str(message["error"])

    def my_turn(self) -> bool:
        s = self.state
        return bool(s.get("view") and s["view"]["legal"] and s["view"]["to_act"] == s["you"])

    def act(self, index: int = 0) -> None:
        s = self.state
        self.send({"type": "act", "action": s["view"]["legal"][index], "version": s["version"]})

    def move(self, index: int = 0) -> None:
        """Take legal move `index` (negative counts from the end) and wait for the answer."""
        version = self.state["version"]
        legal = self.state["view"]["legal"]
        self.act(index % len(legal))
        self.wait(lambda m: m["type"] == "error" or m.get("version") != version)

    def catch_up(self, events: int) -> None:
        """Wait until this connection has seen the game's first `events` public events."""
        if self.state["room"]["events"] < events:
            self.wait(lambda m: m["type"] == "state" and m["room"]["events"] >= events)

    def close(self) -> None:
        self.ws.close()


@contextlib.contextmanager
def running(tmp_path: Any, **settings: Any) -> Iterator[Server]:
    values = {"db_url": f"sqlite:///{tmp_path}/rooms.db", "bot_delay": 0.0, **settings}
    server = Server(Settings(**values))
    try:
        yield server
    finally:
        server.stop()


def play_to_end(players: list[Player], limit: float = 60.0) -> None:
    """Each person picks their first legal move until the game is over."""
    deadline = time.monotonic() + limit
    while players[0].state["room"]["status"] != "over":
        assert time.monotonic() < deadline, "game did not end"
        moved = False
        for p in players:
            if p.my_turn() and p.state["room"]["status"] == "playing":
                p.move(-1)
                moved = True
        for p in players:
            with contextlib.suppress(TimeoutError):
                while True:
                    p.receive(timeout=0.02 if moved else 0.2)
