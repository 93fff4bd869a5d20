"""Two server processes on one PostgreSQL database (here two servers in one test process):
a room lives in one of them at a time, the other answers "try again" (503
`room_elsewhere`), and an owner that lost its lock without noticing cannot store a step
the new owner stored: it puts its copy away and its clients reconnect."""

from __future__ import annotations

import time
from collections.abc import Iterator

import pytest
from server_helpers import Server, play_to_end
from sqlalchemy import create_engine, text
from websockets.exceptions import ConnectionClosed

from monopolies.server.room_locks import lock_key
from monopolies.server.settings import Settings
from monopolies.server.store import Store, open_engine


@pytest.fixture
def postgres(db_url: str) -> str:
    if not db_url.startswith("postgresql"):
        pytest.skip("room locks are PostgreSQL's (on SQLite one process owns the file)")
    return db_url


@pytest.fixture
def two(postgres: str) -> Iterator[tuple[Server, Server]]:
    settings = Settings(db_url=postgres, bot_delay=0.0, cluster=True, sweep_every=0.1)
    a, b = Server(settings), Server(settings)
    try:
        yield a, b
    finally:
        a.stop()
        b.stop()


def two_people(maker: Server, owner: Server) -> tuple[str, str, str]:
    """A Deal room made through `maker` (which, in cluster mode, only stores it) and
    joined through `owner` (which loads it)."""
    made = maker.create("deal", [None, None], name="Ann")
    assert made["code"] not in maker.app.state.hub.rooms
    bob = owner.join(made["code"], "Bob")
    return made["code"], made["token"], bob["token"]


def cut_lock_connection(url: str, code: str) -> None:
    """End the session holding the room's lock, as a cut connection would."""
    key = lock_key(code)
    engine = create_engine(url)
    with engine.begin() as connection:
        ended = connection.scalar(
            text(
                "SELECT count(pg_terminate_backend(pid)) FROM pg_locks WHERE "
                "locktype = 'advisory' AND classid = :high AND objid = :low AND objsubid = 1"
            ),
            {"high": key >> 32, "low": key & 0xFFFFFFFF},
        )
    engine.dispose()
    assert ended == 1


def test_a_room_lives_in_one_process_and_moves_when_it_lets_go(two: tuple[Server, Server]) -> None:
    a, b = two
    code, _, _ = two_people(a, b)
    assert code in b.app.state.hub.rooms
    refused = a.http.get(f"/api/rooms/{code}")
    assert refused.status_code == 503
    assert refused.json()["reason"] == "room_elsewhere"
    assert refused.headers["Retry-After"] == "1"
    b.stop()  # its lock connection closes: PostgreSQL frees the room at once
    assert a.http.get(f"/api/rooms/{code}").status_code == 200
    assert code in a.app.state.hub.rooms


def test_a_websocket_to_the_wrong_process_is_closed_4503(two: tuple[Server, Server]) -> None:
    a, b = two
    code, ann, _ = two_people(a, b)
    b.player(code, ann).close()
    with pytest.raises(ConnectionClosed) as closed:
        a.player(code, ann)
    assert closed.value.rcvd is not None and closed.value.rcvd.code == 4503


def test_a_stale_owner_cannot_store_a_step_twice(two: tuple[Server, Server], postgres: str) -> None:
    a, b = two
    code, ann_token, bob_token = two_people(b, a)
    on_a = [a.player(code, ann_token), a.player(code, bob_token)]
    step = 0  # actions stored so far
    while True:
        mover = next(p for p in on_a if p.my_turn())
        if len(mover.state["view"]["legal"]) > 1 and step >= 2:
            break
        mover.move(0)
        step += 1
        for p in on_a:
            p.catch_up(mover.state["room"]["events"])
    stale = mover
    legal = stale.state["view"]["legal"]
    cut_lock_connection(postgres, code)  # a does not know it lost the room

    owner = b.player(code, ann_token if stale.state["you"] == 0 else bob_token)
    assert owner.state["version"] == stale.state["version"]
    owner.move(-1)
    stale.act(0)  # the same step, another move, through the process that lost the room
    with pytest.raises(ConnectionClosed) as closed:
        stale.wait(lambda m: False)
    assert closed.value.rcvd is not None and closed.value.rcvd.code == 4503
    deadline = time.monotonic() + 5
    while code in a.app.state.hub.rooms:  # the sweep forgets the copy put away
        assert time.monotonic() < deadline, "the stale copy stayed in memory"
        time.sleep(0.05)
    assert a.http.get(f"/api/rooms/{code}").json()["reason"] == "room_elsewhere"

    engine = open_engine(postgres)
    loaded = Store(engine).load_room(code)
    engine.dispose()
    assert loaded is not None
    _, actions = loaded
    assert len(actions) == step + 1
    assert actions[step][1] == legal[-1] != legal[0]


def test_a_process_asked_for_a_room_hands_it_back(postgres: str) -> None:
    """After a restart the proxy routes a room's code to a process other than the one
    holding it: the asker is refused, asks, and the holder lets the room go (its clients
    closed with 4503 reconnect, through the proxy, to the asker)."""
    settings = Settings(db_url=postgres, bot_delay=0.0, cluster=True, hand_back_after=0.0)
    a, b = Server(settings), Server(settings)
    try:
        code, ann, _ = two_people(a, b)
        on_b = b.player(code, ann)
        assert a.http.get(f"/api/rooms/{code}").json()["reason"] == "room_elsewhere"
        with pytest.raises(ConnectionClosed) as closed:
            on_b.wait(lambda m: False)
        assert closed.value.rcvd is not None and closed.value.rcvd.code == 4503
        deadline = time.monotonic() + 5
        while a.http.get(f"/api/rooms/{code}").status_code != 200:
            assert time.monotonic() < deadline, "the room was not handed back"
            time.sleep(0.1)
        assert code in a.app.state.hub.rooms
        assert code not in b.app.state.hub.rooms
        assert a.player(code, ann).state["you"] == 0
    finally:
        a.stop()
        b.stop()


def test_a_room_just_taken_is_not_handed_back_at_once(two: tuple[Server, Server]) -> None:
    a, b = two  # Settings.hand_back_after: 5 s
    code, ann, _ = two_people(a, b)
    on_b = b.player(code, ann)
    assert a.http.get(f"/api/rooms/{code}").json()["reason"] == "room_elsewhere"
    time.sleep(0.5)  # the ask arrives in milliseconds
    on_b.send({"type": "ping"})
    on_b.wait(lambda m: m["type"] == "pong", timeout=2)
    assert code in b.app.state.hub.rooms


def test_a_rematch_is_let_go_for_the_process_its_code_routes_to(
    two: tuple[Server, Server],
) -> None:
    a, b = two
    made = a.create("deal", [None, "easy"], name="Ann", options={"max_turns": 2})
    ann = a.player(made["code"], made["token"])  # a loads the room
    play_to_end([ann])
    rematch = a.http.post(f"/api/rooms/{made['code']}/rematch", json={"token": made["token"]})
    assert rematch.status_code == 200, rematch.text
    nxt = rematch.json()["code"]
    assert nxt not in a.app.state.hub.rooms  # made and joined by a, then let go
    room = b.http.get(f"/api/rooms/{nxt}")
    assert room.status_code == 200
    assert room.json()["host"] == 0
    assert b.player(nxt, rematch.json()["token"]).state["you"] == 0
