"""The home page's list of rooms waiting for players (`GET /api/lobby`): a listed room is
on it until it starts, finishes, expires or is abandoned; a private room never is; two
servers on one database answer the same list (SQLite, and PostgreSQL when
MONOPOLIES_TEST_POSTGRES is set)."""

from __future__ import annotations

import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from server_helpers import WAIT, Server, play_to_end, running

from monopolies.server.listing import house_rules, timer_words
from monopolies.server.settings import Settings
from monopolies.server.store import Store, open_engine

QUICK = {"listing_cache": 0.0, "sweep_every": 0.1}


def listed(server: Server) -> list[str]:
    answer = server.http.get("/api/lobby")
    assert answer.status_code == 200, answer.text
    return [room["code"] for room in answer.json()["rooms"]]


def eventually(done: Callable[[], bool], timeout: float = WAIT) -> None:
    deadline = time.monotonic() + timeout
    while not done():
        assert time.monotonic() < deadline, "timed out"
        time.sleep(0.05)


def test_a_listed_room_is_shown_in_words_and_a_private_one_never(
    tmp_path: Path, db_url: str
) -> None:
    with running(tmp_path, db_url=db_url, **QUICK) as server:
        shown = server.create(
            "deal",
            [None, None, "hard"],
            name="Ann",
            listed=True,
            turn_seconds=60,
            options={"max_turns": 60, "win_any_time": True, "names": "uk"},
        )
        private = server.create("deal", [None, None], name="Eve")
        assert private["room"]["listed"] is False and shown["room"]["listed"] is True
        answer = server.http.get("/api/lobby").json()
        assert [r["code"] for r in answer["rooms"]] == [shown["code"]]
        assert answer["poll"] > 0
        room = answer["rooms"][0]
        assert room["title"] == "Monopoly Deal" and room["host"] == "Ann"
        assert room["players"] == 3 and room["free"] == 1
        assert [(s["name"], s["taken"]) for s in room["seats"]] == [
            ("Ann", True),
            ("", False),
            ("Bot Cleo (hard)", True),
        ]
        assert room["rules"] == [
            "Names: UK (Mayfair)",
            "Win at any time: yes",
            "Turn limit: 60",
        ]
        assert room["timer"] == "1 min per decision" and 0 <= room["waiting"] < 60
        text = server.http.get("/api/lobby").text
        for secret in ('"seed"', '"token"', '"salt"', private["code"]):
            assert secret not in text


def test_a_room_leaves_the_list_when_it_starts_or_finishes(tmp_path: Path, db_url: str) -> None:
    with running(tmp_path, db_url=db_url, **QUICK) as server:
        full = server.create("deal", [None, None], name="Ann", listed=True)
        early = server.create("deal", [None, None, None], name="Bea", listed=True)
        finished = server.create(
            "deal", [None, None], name="Cy", listed=True, options={"max_turns": 4}
        )
        assert set(listed(server)) == {full["code"], early["code"], finished["code"]}
        server.join(full["code"], "Bob")
        assert full["code"] not in listed(server)
        r = server.http.post(f"/api/rooms/{early['code']}/start", json={"token": early["token"]})
        assert r.status_code == 200, r.text
        assert listed(server) == [finished["code"]]
        dee = server.join(finished["code"], "Dee")
        players = [
            server.player(finished["code"], finished["token"]),
            server.player(finished["code"], dee["token"]),
        ]
        play_to_end(players)
        assert listed(server) == []
        for p in players:
            p.close()


def test_an_abandoned_lobby_leaves_the_list_and_comes_back_with_its_host(
    tmp_path: Path, db_url: str
) -> None:
    with running(tmp_path, db_url=db_url, listing_idle=1.0, **QUICK) as server:
        kept = server.create("deal", [None, None], name="Ann", listed=True)
        left = server.create("deal", [None, None], name="Bob", listed=True)
        ann = server.player(kept["code"], kept["token"])
        time.sleep(1.5)  # past listing_idle: only the room someone is in was seen since
        assert listed(server) == [kept["code"]]
        bob = server.player(left["code"], left["token"])
        eventually(lambda: set(listed(server)) == {kept["code"], left["code"]})
        ann.close()
        eventually(lambda: listed(server) == [left["code"]])
        bob.close()


EXPIRY = 4.0
"""Long enough that a loaded machine lists the new room before it expires (a second
was not: the room had gone by the first listing once, with other work on both cores)."""


def test_an_expired_lobby_leaves_the_list(tmp_path: Path, db_url: str) -> None:
    with running(tmp_path, db_url=db_url, lobby_expiry=EXPIRY, **QUICK) as server:
        asked_at = time.monotonic()  # the room is made after this
        made = server.create("deal", [None, None], name="Ann", listed=True)
        ann = server.player(made["code"], made["token"])
        assert listed(server) == [made["code"]]
        eventually(lambda: listed(server) == [], timeout=EXPIRY + WAIT)
        assert time.monotonic() - asked_at > EXPIRY  # it left by expiring, not before
        ann.close()


def test_two_servers_on_one_database_list_the_same_rooms(db_url: str, tmp_path: Path) -> None:
    """As two processes behind HAProxy: in cluster mode on PostgreSQL the room is made
    through one and held (and marked seen) by the other."""
    cluster = db_url.startswith("postgresql")
    settings = Settings(db_url=db_url, bot_delay=0.0, cluster=cluster, **QUICK)  # type: ignore[arg-type]
    a, b = Server(settings), Server(settings)
    try:
        made = a.create("deal", [None, None, "easy"], name="Ann", listed=True)
        a.create("card-game", [None, "easy"], name="Eve")  # private
        host = b.player(made["code"], made["token"])
        eventually(lambda: listed(a) == listed(b) == [made["code"]])
        first: Any = a.http.get("/api/lobby").json()["rooms"]
        second: Any = b.http.get("/api/lobby").json()["rooms"]
        for entry in (*first, *second):
            entry.pop("waiting")
        assert first == second
        b.join(made["code"], "Bob")
        eventually(lambda: listed(a) == listed(b) == [])
        host.close()
    finally:
        a.stop()
        b.stop()


def test_an_old_database_without_the_new_tables_still_opens(tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path}/old.db"
    engine = open_engine(url)
    with engine.begin() as connection:
        connection.exec_driver_sql("DROP TABLE listings")
        connection.exec_driver_sql("DROP TABLE chat")
    engine.dispose()
    engine = open_engine(url)
    store = Store(engine)
    assert store.listed_rooms(0, 0, 10) == [] and store.load_chat("ABCDEFGH", 10) == (
        {False: 0, True: 0},
        [],
    )
    engine.dispose()


def test_house_rules_and_timers_in_words() -> None:
    assert house_rules("deal", {}) == []
    assert house_rules("deal", {"max_turns": 1000, "respond": "holders"}) == [
        "Who answers action cards: only Just Say No holders"
    ]
    assert house_rules("card-game", {"target": 5000, "values": {"x": 1}}) == [
        "Card values: changed",
        "Money target: 5,000",
    ]
    assert timer_words(None) == "No turn timer" and timer_words(30) == "30 s per decision"
    assert timer_words(180) == "3 min per decision"
