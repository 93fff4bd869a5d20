"""Rooms leave memory when nobody uses them and come back from the database; lobbies
expire; the number of rooms in memory is capped; long work never blocks the event loop;
and thousands of abandoned rooms leave the server's memory where it was."""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from server_helpers import running

import monopolies

FAST_SWEEP = {"unload_after": 0.3, "sweep_every": 0.05}


def _until(condition: Callable[[], bool], seconds: float = 10.0) -> None:
    deadline = time.monotonic() + seconds
    while not condition():
        assert time.monotonic() < deadline, "timed out"
        time.sleep(0.02)


def test_an_idle_room_leaves_memory_and_comes_back_where_it_was(
    tmp_path: Path, db_url: str
) -> None:
    with running(tmp_path, db_url=db_url, bot_delay=0.02, **FAST_SWEEP) as server:
        rooms = server.app.state.hub.rooms
        lobby = server.create("deal", [None, None], name="Ann")
        bots = server.create("cheaters", ["easy", "easy"])
        watcher = server.player(bots["code"], None)
        watcher.wait(lambda m: m["type"] == "state" and m["room"]["events"] >= 6)
        watcher.close()
        _until(lambda: lobby["code"] not in rooms and bots["code"] not in rooms)
        frozen = server.http.get(f"/api/rooms/{bots['code']}").json()
        assert frozen["status"] == "playing" and bots["code"] in rooms
        # Nobody came, so its bots did not play on while it was out of memory.
        _until(lambda: bots["code"] not in rooms)
        assert server.http.get(f"/api/rooms/{bots['code']}").json()["events"] == frozen["events"]
        again = server.player(bots["code"], None)
        again.wait(lambda m: m["type"] == "state" and m["room"]["events"] > frozen["events"])
        again.close()
        joined = server.join(lobby["code"], "Bob")
        assert joined["seat"] == 1
        assert server.http.get(f"/api/rooms/{lobby['code']}").json()["status"] == "playing"


def test_a_person_who_left_finds_their_seat_after_the_room_was_unloaded(tmp_path: Path) -> None:
    with running(tmp_path, away_after=0.1, **FAST_SWEEP) as server:
        made = server.create("deal", [None, "easy"], name="Ann")
        ann = server.player(made["code"], made["token"])
        ann.move(-1)
        events = ann.state["room"]["events"]
        ann.close()
        _until(lambda: made["code"] not in server.app.state.hub.rooms)
        back = server.player(made["code"], made["token"])
        assert back.state["you"] == 0 and back.state["room"]["events"] >= events
        assert back.state["view"]["seat"] == 0
        back.close()


def test_a_lobby_nobody_started_expires(tmp_path: Path) -> None:
    with running(tmp_path, lobby_expiry=0.4, **FAST_SWEEP) as server:
        lobby = server.create("deal", [None, None], name="Ann")
        started = server.create("deal", ["easy", "easy"], options={"max_turns": 2})
        _until(lambda: lobby["code"] not in server.app.state.hub.rooms)
        time.sleep(0.4)
        r = server.http.get(f"/api/rooms/{lobby['code']}")
        assert r.status_code == 410 and r.json()["reason"] == "expired"
        r = server.http.post(f"/api/rooms/{lobby['code']}/join", json={"name": "Bob"})
        assert r.status_code == 410
        assert server.http.get(f"/api/rooms/{started['code']}").status_code == 200


def test_rooms_in_memory_are_capped(tmp_path: Path) -> None:
    with running(tmp_path, max_rooms_in_memory=3) as server:
        made = [server.create("deal", [None, None], name="Ann") for _ in range(5)]
        assert len(server.app.state.hub.rooms) == 3
        players = [server.player(m["code"], m["token"]) for m in made[2:]]
        r = server.http.post("/api/rooms", json={"game": "deal", "seats": ["easy", "easy"]})
        assert r.status_code == 503 and r.json()["reason"] == "server_full"
        assert int(r.headers["retry-after"]) > 0
        r = server.http.get(f"/api/rooms/{made[0]['code']}")
        assert r.status_code == 503
        players[0].close()
        _until(lambda: not server.app.state.hub.rooms[made[2]["code"]].watched())
        assert server.http.get(f"/api/rooms/{made[0]['code']}").status_code == 200
        for p in players[1:]:
            p.close()


def test_actions_in_memory_are_capped(tmp_path: Path) -> None:
    with running(tmp_path, max_actions_in_memory=3) as server:
        made = server.create("deal", [None, "easy"], name="Ann")
        ann = server.player(made["code"], made["token"])
        while len(server.app.state.hub.rooms[made["code"]].room.game.history) < 3:
            ann.move(-1) if ann.my_turn() else ann.receive()
        ann.close()
        rooms = server.app.state.hub.rooms
        _until(lambda: not rooms[made["code"]].watched())
        server.create("deal", [None, None], name="Bob")
        assert made["code"] not in rooms and len(rooms) == 1


def test_a_slow_game_creation_does_not_delay_other_rooms(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    real = monopolies.new_game

    def slow(variant: str, *args: Any, **kwargs: Any) -> Any:
        if variant == "cheaters":
            time.sleep(2.0)  # as a game with the largest options might take, or longer
        return real(variant, *args, **kwargs)

    monkeypatch.setattr(monopolies, "new_game", slow)
    with running(tmp_path) as server:
        made = server.create("deal", [None, "easy"], name="Ann")
        ann = server.player(made["code"], made["token"])
        body = {"game": "cheaters", "seats": ["easy", "easy"]}
        creating = threading.Thread(
            target=server.http.post, args=("/api/rooms",), kwargs={"json": body}
        )
        creating.start()
        time.sleep(0.3)
        assert creating.is_alive()
        started = time.monotonic()
        ann.send({"type": "ping"})
        ann.wait(lambda m: m["type"] == "pong")
        ann.move(-1)
        assert server.http.get("/api/games").status_code == 200
        assert time.monotonic() - started < 1.0
        assert creating.is_alive()
        creating.join()
        ann.close()


def _rss_mb() -> float:
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    pytest.skip("no /proc/self/status here to read the resident set size from")


def abandon_rooms(server: Any, rooms: int) -> list[float]:
    """Open `rooms` rooms of every kind and walk away from each; RSS every 250 rooms."""
    kinds = [
        ("deal", [None, None], {"name": "Ann"}),
        ("crooked-cash", ["easy", "easy", "easy"], {}),
        ("card-game", [None, "easy"], {"name": "Ann"}),
        ("cheaters", ["easy", "easy"], {}),
    ]
    samples = []
    for i in range(rooms):
        game, seats, extra = kinds[i % len(kinds)]
        made = server.create(game, seats, **extra)
        if i % 10 == 0:  # some are watched a moment, or played a move, then left
            player = server.player(made["code"], made.get("token"))
            if player.my_turn():
                player.move(-1)
            player.close()
        if i % 250 == 249:
            samples.append(_rss_mb())
    return samples


def test_thousands_of_abandoned_rooms_leave_memory_bounded(tmp_path: Path) -> None:
    settings = {"max_rooms_in_memory": 200, "rooms_per_minute": 10**6, **FAST_SWEEP}
    settings["requests_per_minute"] = 10**6
    settings["sockets_per_address"] = 1000  # 200 sockets opened in seconds, from one address
    with running(tmp_path, **settings) as server:
        samples = abandon_rooms(server, 2000)
        rooms = server.app.state.hub.rooms
        assert len(rooms) <= 200
        _until(lambda: len(rooms) == 0)
    # Measured: with rooms never unloaded RSS grows about 19 MB from the second sample to
    # the last (12 KB a room); with the lifecycle it stays within about 1 MB.
    assert max(samples) - samples[1] < 6, samples
