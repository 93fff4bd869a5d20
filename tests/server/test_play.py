"""Rooms over HTTP and live play over WebSocket against a real server on loopback."""

from __future__ import annotations

import asyncio
import json
import time
from pathlib import Path
from typing import Any

import pytest
from server_helpers import play_to_end, running

import monopolies as mp
from monopolies.bots.ismcts import Ismcts
from monopolies.engine.action import Action
from monopolies.ratings import ladder
from monopolies.server import work


def test_games_lists_every_registered_game_with_its_options(tmp_path: Path) -> None:
    with running(tmp_path) as server:
        games = server.http.get("/api/games").json()
    assert [g["id"] for g in games] == list(mp.VARIANTS)
    deal = games[0]
    assert "max_turns" in deal["options"] and "medium" in deal["difficulties"]
    for game in games:
        levels = ladder()["games"][game["id"]]
        for level in game["difficulties"]:
            shown, measured = game["bot_ratings"][level], levels[level]
            assert [shown["mu"], shown["sigma"]] == [measured["mu"], measured["sigma"]]


def test_two_people_and_a_bot_play_deal_to_the_end(tmp_path: Path) -> None:
    with running(tmp_path) as server:
        made = server.create("deal", [None, None, "medium"], name="Ann", options={"max_turns": 8})
        code = made["code"]
        assert made["seat"] == 0 and made["room"]["status"] == "lobby"
        joined = server.join(code, "Bob")
        assert joined["seat"] == 1
        ann, bob = server.player(code, made["token"]), server.player(code, joined["token"])
        seats = ann.state["room"]["seats"]
        assert [s["name"] for s in seats] == ["Ann", "Bob", "Bot Cleo (medium)"]
        assert [s["bot"] for s in seats] == [None, None, "medium"]
        play_to_end([ann, bob])
        result = ann.state["room"]["result"]
        assert result is not None and ann.state["view"]["over"]
        replay = server.http.get(f"/api/replays/{code}").json()
        assert replay["steps"][-1] == len(replay["events"]) and replay["events"][0]["text"]
        view = server.http.get(f"/api/replays/{code}/view/3").json()
        assert view["seat"] is None and "hand" not in view
        again = server.http.post(f"/api/rooms/{code}/rematch", json={"token": made["token"]})
        assert again.status_code == 200 and again.json()["seat"] == 0
        new_code = again.json()["code"]
        other = server.http.post(f"/api/rooms/{code}/rematch", json={"token": joined["token"]})
        assert other.json()["code"] == new_code and other.json()["seat"] == 1
        assert server.http.get(f"/api/rooms/{new_code}").json()["status"] == "playing"
        for p in (ann, bob):
            p.close()


def test_bad_messages_get_an_error_and_change_nothing(tmp_path: Path) -> None:
    with running(tmp_path) as server:
        made = server.create("deal", [None, "easy"], name="Ann")
        ann = server.player(made["code"], made["token"])
        assert ann.my_turn()
        version, hand = ann.state["version"], ann.state["view"]["hand"]
        events = ann.state["room"]["events"]
        ann.ws.send("not json")
        assert "JSON" in ann.error()
        ann.send({"type": "shout"})
        assert "unknown message" in ann.error()
        ann.send({"type": "act", "action": {"kind": "bank", "card": 99999}, "version": version})
        assert "bank" in ann.error().lower()
        ann.send({"type": "act", "action": ann.state["view"]["legal"][0], "version": "0f" * 8})
        assert "earlier state" in ann.error()
        ann.send({"type": "act", "action": {"kind": "x" * 5000}})
        assert "too large" in ann.error()
        ann.send({"type": "act", "action": [1, 2, 3], "version": version})
        assert "Expected `object`, got `array` - at `$.action`" in ann.error()
        ann.send({"type": "act", "action": ann.state["view"]["legal"][0]})
        assert "missing required field `version`" in ann.error()
        ann.send({"type": "act", "action": ann.state["view"]["legal"][0], "version": True})
        assert "Expected `str`, got `bool`" in ann.error()
        deep = "[" * 1900 + "]" * 1900
        ann.ws.send('{"type": "act", "version": "", "action": {"a": ' + deep + "}}")
        assert "nested too deeply" in ann.error()
        ann.send({"type": "act", "action": {"kind": "end_turn"}, "version": "x" * 10_000})
        assert "too large" in ann.error()
        ann.send({"type": "ping"})
        ann.wait(lambda m: m["type"] == "pong")
        room = server.http.get(f"/api/rooms/{made['code']}").json()
        assert room["events"] == events and ann.state["version"] == version
        ann.act(0)
        ann.wait(lambda m: m["type"] == "state" and m["version"] != version)
        assert ann.state["view"]["hand"] != hand
        ann.close()


def test_bad_rooms_are_refused_with_reasons(tmp_path: Path) -> None:
    with running(tmp_path) as server:
        post = server.http.post
        r = post("/api/rooms", json={"game": "chess", "seats": [None, None]})
        assert r.status_code == 400 and "unknown game" in r.json()["detail"]
        r = post("/api/rooms", json={"game": "deal", "seats": [None], "options": {}})
        assert r.status_code == 400 and "players" in r.json()["detail"]
        r = post("/api/rooms", json={"game": "deal", "seats": [None, None], "options": {"x": 1}})
        assert r.status_code == 400 and "unknown option" in r.json()["detail"]
        r = post("/api/rooms", json={"game": "deal", "seats": [None, "genius"]})
        assert r.status_code == 400 and "difficulty" in r.json()["detail"]
        made = server.create("deal", [None, None], name="Ann")
        server.join(made["code"], "Bob")
        r = post(f"/api/rooms/{made['code']}/join", json={"name": "Cy"})
        assert r.status_code == 409 and "watch" in r.json()["detail"]


def test_host_starts_early_and_empty_seats_get_bots(tmp_path: Path) -> None:
    with running(tmp_path) as server:
        made = server.create("card-game", [None, None, None], name="Ann")
        code = made["code"]
        guest = server.join(code, "Bob")
        r = server.http.post(f"/api/rooms/{code}/start", json={"token": guest["token"]})
        assert r.status_code == 403
        r = server.http.post(f"/api/rooms/{code}/start", json={"token": made["token"]})
        assert r.status_code == 200
        seats = r.json()["seats"]
        assert r.json()["status"] == "playing" and seats[2]["bot"] == "medium"


def test_a_bot_plays_for_a_player_who_is_gone_until_they_return(tmp_path: Path) -> None:
    with running(tmp_path, away_after=0.2) as server:
        made = server.create("deal", [None, None], name="Ann", options={"max_turns": 30})
        code = made["code"]
        bob_seat = server.join(code, "Bob")
        ann = server.player(code, made["token"])
        bob = server.player(code, bob_seat["token"])
        bob.close()
        state = ann.wait(lambda m: m["type"] == "state" and m["room"]["seats"][1]["away"])
        assert not state["room"]["seats"][1]["connected"]
        # Ann plays on; Bob's turns are taken by the stand-in bot.
        for _ in range(40):
            if ann.state["room"]["status"] != "playing" or ann.state["room"]["events"] > 30:
                break
            if ann.my_turn():
                ann.move(-1)
            else:
                ann.receive()
        seen = server.http.get(f"/api/rooms/{code}").json()["events"]
        assert seen > 10
        back = server.player(code, bob_seat["token"])
        seat = back.state["room"]["seats"][1]
        assert seat["connected"] and not seat["away"] and back.state["you"] == 1
        ann.close()
        back.close()


def test_turn_timer_hands_the_turn_to_a_bot(tmp_path: Path) -> None:
    with running(tmp_path) as server:
        made = server.create("deal", [None, "easy"], name="Ann", turn_seconds=1)
        ann = server.player(made["code"], made["token"])
        assert ann.state["room"]["deadline_in"] > 0
        state = ann.wait(lambda m: m["type"] == "state" and m["room"]["seats"][0]["away"], 5)
        assert state["room"]["seats"][0]["connected"]
        ann.send({"type": "back"})
        ann.wait(lambda m: m["type"] == "state" and not m["room"]["seats"][0]["away"])
        ann.close()


def test_a_restarted_server_has_every_room_where_it_was(tmp_path: Path, db_url: str) -> None:
    with running(tmp_path, db_url=db_url) as server:
        made = server.create("crooked-cash", [None, "medium"], name="Ann")
        ann = server.player(made["code"], made["token"])
        for _ in range(5):
            while not ann.my_turn():
                ann.receive()
            ann.move(0)
        while not ann.my_turn():
            ann.receive()
        before = ann.state
        ann.close()
    with running(tmp_path, db_url=db_url) as server:
        again = server.player(made["code"], made["token"])
        assert again.state["version"] == before["version"]
        assert again.state["view"] == before["view"]
        again.close()


def test_spectators_watch_with_no_seat(tmp_path: Path) -> None:
    with running(tmp_path) as server:
        made = server.create("deal", ["easy", "easy"], options={"max_turns": 6})
        watcher = server.player(made["code"], None)
        watcher.wait_until_over()
        assert watcher.state["you"] is None
        for message in watcher.messages:
            if message["type"] == "state":
                assert "hand" not in message["view"] and message["menu"] == []
        watcher.send({"type": "act", "action": {"kind": "end_turn"}, "version": ""})
        assert "spectators" in watcher.error()
        assert all(json.loads(t) for t in watcher.raw)
        watcher.close()


def test_a_finished_game_nobody_watches_leaves_memory_but_not_the_database(
    tmp_path: Path,
) -> None:
    with running(tmp_path) as server:
        made = server.create("deal", ["easy", "easy"], options={"max_turns": 4})
        watcher = server.player(made["code"], None)
        watcher.wait_until_over()
        watcher.close()
        rooms = server.app.state.hub.rooms
        for _ in range(100):
            if made["code"] not in rooms:
                break
            time.sleep(0.02)
        assert made["code"] not in rooms
        replay = server.http.get(f"/api/replays/{made['code']}")
        assert replay.status_code == 200 and replay.json()["room"]["status"] == "over"
        assert made["code"] not in rooms  # a replay is built from the database alone
        assert server.http.get(f"/api/rooms/{made['code']}").json()["status"] == "over"
        assert made["code"] in rooms


def test_a_bot_moves_after_the_same_pause_however_long_it_thinks(tmp_path: Path) -> None:
    """A search bot with one legal move answers at once; the table must not see that."""
    delay, thinking = 1.5, 1.0
    with running(tmp_path, bot_delay=delay) as server:
        hub = server.app.state.hub
        think = hub.bot_pool.choose

        async def slow_choose(*args: Any) -> tuple[Action, bool]:
            """The real bot, on its worker, answering `thinking` seconds later (a slow
            worker, or a long search: the table must not tell)."""
            answer = await think(*args)
            await asyncio.sleep(thinking)
            return answer

        hub.bot_pool.choose = slow_choose
        made = server.create("deal", [None, "medium"], name="Ann")
        ann = server.player(made["code"], made["token"])
        moved = False  # measured from a turn Ann handed over, not one begun before she came
        while True:
            if ann.my_turn():
                ann.move(-1)
                moved = True
                continue
            bots_turn = moved and ann.state["room"]["to_act"] == 1
            start = time.monotonic()
            ann.catch_up(ann.state["room"]["events"] + 1)
            if bots_turn:
                gap = time.monotonic() - start
                break
        # Paced from the bot's turn: thinking comes out of the pause, not on top of it.
        assert delay - 0.1 <= gap < delay + thinking - 0.2
        ann.close()


@pytest.mark.parametrize("difficulty", ["hard", "expert"])
def test_a_search_bot_must_move_well_inside_the_pause(tmp_path: Path, difficulty: str) -> None:
    """From source, expert can think longer than the pause; then a move with one legal
    answer (at once) and a real choice (late) would look different. The cap prevents it."""
    with running(tmp_path, bot_delay=0.8) as server:
        spec = server.app.state.hub.bot_pool.spec(difficulty, "crooked-cash", 0)
        bot = work.seat_bot(spec, "crooked-cash", 0)
        assert isinstance(bot, Ismcts)
        assert bot.limit == pytest.approx(0.6)


def test_without_a_pause_nothing_caps_the_bots(tmp_path: Path) -> None:
    with running(tmp_path, bot_delay=0.0) as server:
        bot = work.seat_bot(server.app.state.hub.bot_pool.spec("expert", "deal", 0), "deal", 0)
        assert isinstance(bot, Ismcts) and bot.limit is None
