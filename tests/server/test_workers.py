"""Heavy work off the serving process: bots, hints and replays on worker processes, the
room's lock free while they work, and each seat and address held to its fair share."""

from __future__ import annotations

import asyncio
import json
import os
import random
import threading
import time
from pathlib import Path
from typing import Any

import pytest
from server_helpers import WAIT, running

import monopolies as mp
import toy_game
from monopolies.engine.action import Action
from monopolies.games import registry
from monopolies.games.registry import kit_for
from monopolies.server import work
from monopolies.server.bot_pool import BotPool
from monopolies.server.refusals import Refused
from monopolies.server.rooms import Room
from monopolies.server.settings import Settings
from monopolies.server.shares import Shares
from monopolies.server.workers import ProcessLane, Workers

Json = dict[str, Any]


def test_a_room_lets_go_of_its_lock_while_its_bot_thinks(tmp_path: Path) -> None:
    with running(tmp_path) as server:
        hub = server.app.state.hub
        think = hub.bot_pool.choose
        thinking = threading.Event()

        async def slow_choose(*args: Any) -> tuple[Action, bool]:
            thinking.set()
            await asyncio.sleep(1.0)
            return await think(*args)

        hub.bot_pool.choose = slow_choose
        made = server.create("deal", ["medium", "medium"])
        watcher = server.player(made["code"], None)
        assert thinking.wait(WAIT)
        live = hub.rooms[made["code"]]
        assert not live.lock.locked()
        start = time.monotonic()
        other = server.player(made["code"], None)  # connecting takes the lock
        assert time.monotonic() - start < 0.5
        other.close()
        watcher.catch_up(watcher.state["room"]["events"] + 1)  # and the move still lands
        watcher.close()


def test_bots_move_from_worker_processes(tmp_path: Path) -> None:
    with running(tmp_path) as server:
        pids: list[int] = []
        lane = server.app.state.hub.workers.quick
        run = lane.run

        async def spying(fn: Any, *args: Any) -> Any:
            pids.append(await run(os.getpid))
            return await run(fn, *args)

        lane.run = spying
        made = server.create("deal", ["easy", "easy"], options={"max_turns": 3})
        watcher = server.player(made["code"], None)
        watcher.wait_until_over()
        watcher.close()
        assert pids and os.getpid() not in pids


def test_quick_bots_never_wait_behind_a_search(tmp_path: Path) -> None:
    with running(tmp_path, bot_delay=0.8) as server:
        pool = server.app.state.hub.bot_pool
        assert [pool.spec(d, "deal", 0).searches for d in ("easy", "medium", "hard", "expert")] == [
            False,
            False,
            True,
            True,
        ]
        workers = server.app.state.hub.workers
        assert workers.quick is not workers.searches


def test_a_bot_move_is_the_same_from_any_worker() -> None:
    """A worker keeps nothing between tasks: the bot is made from its seat's seed and the
    step, so two workers (or one, twice) answer a position alike."""
    game = mp.new_game("card-game", 3, seed=5)
    for _ in range(6):
        game.act(game.legal_actions()[0])
    spec = work.BotSpec("hard", 11, None)
    seat = game.to_act
    assert seat is not None
    first = work.bot_move(spec, game.position(), seat, len(game.history))
    again = work.bot_move(spec, game.position(), seat, len(game.history))
    assert first == again
    assert Action.from_json(first[0]) in game.legal_actions()


def test_a_position_decides_like_the_whole_game() -> None:
    """What a worker is sent: the game without its past, which plays on the same."""
    game = mp.new_game("crooked-cash", 3, seed=2)
    for step in range(400):
        if game.over:
            break
        position = mp.load(game.position())
        assert position.observe(0) == game.observe(0)
        assert position.legal_actions() == game.legal_actions()
        action = game.legal_actions()[step % len(game.legal_actions())]
        game.act(action)
        position.act(action)
        assert position.observe(None) == game.observe(None)
    assert len(game.position()["events"]) <= 20 and game.position()["history"] == []


def test_hints_are_one_a_seat_however_many_sockets_and_a_few_an_address(
    tmp_path: Path,
) -> None:
    with running(tmp_path, hints_per_address=2) as server:
        hub = server.app.state.hub
        suggest = hub.bot_pool.suggest
        gate = threading.Event()

        async def held_suggest(*args: Any) -> list[Json]:
            while not gate.is_set():  # a slow search: every ask arrives while it runs
                await asyncio.sleep(0.01)
            return await suggest(*args)

        hub.bot_pool.suggest = held_suggest
        rooms = [server.create("deal", [None, "easy"], name=f"P{i}") for i in range(3)]
        sockets = [server.player(rooms[0]["code"], rooms[0]["token"]) for _ in range(12)]
        for ws in sockets:
            ws.send({"type": "hint", "version": ws.state["version"]})
        busy = [ws.wait(lambda m: m["type"] == "error") for ws in sockets[1:]]
        assert {m["reason"] for m in busy} == {"busy"}
        assert all(m["retry_after"] > 0 for m in busy)
        second = server.player(rooms[1]["code"], rooms[1]["token"])
        second.send({"type": "hint", "version": second.state["version"]})
        third = server.player(rooms[2]["code"], rooms[2]["token"])
        third.send({"type": "hint", "version": third.state["version"]})
        refused = third.wait(lambda m: m["type"] == "error")
        assert refused["reason"] == "too_many_hints"  # two under way from this address
        gate.set()
        assert sockets[0].wait(lambda m: m["type"] == "hint")["moves"]
        assert second.wait(lambda m: m["type"] == "hint")["moves"]
        third.send({"type": "hint", "version": third.state["version"]})  # a place again
        assert third.wait(lambda m: m["type"] in ("hint", "error"))["type"] == "hint"
        for ws in [*sockets, second, third]:
            ws.close()


def test_shares_count_seats_addresses_and_all() -> None:
    shares = Shares("hint", per_seat=1, per_address=2, queued=3, wait=2.0)
    first = shares.take(("ROOM", 0), "a")
    with pytest.raises(Refused) as seat_full:
        shares.take(("ROOM", 0), "b")
    assert (seat_full.value.status, seat_full.value.reason) == (429, "busy")
    shares.take(("ROOM", 1), "a")
    with pytest.raises(Refused) as address_full:
        shares.take(("ROOM", 2), "a")
    assert address_full.value.reason == "too_many_hints"
    shares.take(("ROOM", 2), "b")
    with pytest.raises(Refused) as server_full:
        shares.take(("ROOM", 3), "c")
    assert server_full.value.reason == "server_busy" and server_full.value.retry_after == 2.0
    shares.release(first)
    with shares.held(("ROOM", 0), "c"):
        assert shares.under_way == 3
    assert shares.under_way == 2 and shares.by_seat == {("ROOM", 1): 1, ("ROOM", 2): 1}


def test_a_replay_is_built_once_from_the_database_without_loading_its_room(tmp_path: Path) -> None:
    with running(tmp_path) as server:
        hub = server.app.state.hub
        builds: list[str] = []
        heavy = hub.workers.heavy
        run = heavy.run

        async def counting(fn: Any, *args: Any) -> Any:
            builds.append(fn.__name__)
            return await run(fn, *args)

        heavy.run = counting
        made = server.create("deal", ["easy", "easy"], options={"max_turns": 6})
        code = made["code"]
        watcher = server.player(code, None)
        watcher.wait_until_over()
        watcher.close()
        summary = server.http.get(f"/api/rooms/{code}").json()  # loads it back
        live = hub.rooms.get(code)  # unless the watcher's leaving put it away meanwhile
        if live is not None:
            hub.cache.unload(live)
        builds.clear()  # the summary loaded the room (`work.load_room`); a replay must not
        first = server.http.get(f"/api/replays/{code}")
        assert first.status_code == 200
        answer = first.json()
        assert answer["room"]["code"] == code and len(answer["steps"]) > 1
        assert answer["room"]["result"] == summary["result"] is not None
        assert answer["room"]["events"] == summary["events"] == len(answer["events"])
        assert builds == ["build_replay"]
        again = server.http.get(f"/api/replays/{code}")
        assert again.content == first.content
        last = len(answer["steps"]) - 1
        view = server.http.get(f"/api/replays/{code}/view/{last}").json()
        assert view["over"] is True
        assert server.http.get(f"/api/replays/{code}/view/{last + 1}").json()["reason"] == (
            "no_such_step"
        )
        # The game is over: a replay may show any player's own things (their hand).
        own = server.http.get(f"/api/replays/{code}/view/1?seat=0").json()
        assert own["seat"] == 0 and "hand" in own and "hand" not in view
        wrong = server.http.get(f"/api/replays/{code}/view/1?seat=9")
        assert wrong.status_code == 404 and wrong.json()["reason"] == "no_such_seat"
        assert code not in hub.rooms and builds == ["build_replay"]


def test_replay_views_from_kept_positions_match_the_game_at_every_step() -> None:
    game = mp.new_game("deal", 3, seed=8)
    views = [game.observe(None)]
    while not game.over and len(game.history) < 2 * work.SNAPSHOT_EVERY + 30:
        game.act(game.legal_actions()[len(game.history) % len(game.legal_actions())])
        views.append(game.observe(None))
    actions = [a.to_json() for a in game.history]
    built = work.play_replay("deal", 3, 8, {}, actions, ["A", "B", "C"])
    assert len(built.positions) == len(actions) // work.SNAPSHOT_EVERY + 1
    assert json.loads(built.steps)[-1] == len(game.events) == built.event_count
    for step in range(0, len(actions) + 1, 7):
        assert work.view_after(*built.from_position(step)) == views[step], step
    assert work.view_after(*built.from_position(len(actions))) == views[-1]


def test_a_dead_worker_is_replaced_and_closing_stops_the_workers() -> None:
    async def scenario() -> None:
        lane = ProcessLane(1)
        pid = await lane.run(os.getpid)
        with pytest.raises(Exception, match="terminated abruptly"):
            await lane.run(os._exit, 1)
        assert await lane.run(os.getpid) != pid  # a new pool, a new worker
        sleeping = asyncio.ensure_future(lane.run(time.sleep, 60))
        await asyncio.sleep(0.5)
        processes = list(lane._pool._processes.values())  # type: ignore[attr-defined]
        lane.close()
        for process in processes:
            process.join(5)
            assert not process.is_alive()
        sleeping.cancel()

    asyncio.run(scenario())


def test_workers_can_be_a_ray_cluster() -> None:
    pytest.importorskip("ray")
    import ray

    if ray.is_initialized():
        pytest.skip("another test's Ray is running")
    workers = Workers(0, "local")
    try:
        assert workers.heavy is workers.quick is workers.searches
        game = mp.new_game("deal", 2, seed=3)
        spec = work.BotSpec("medium", 1, None)
        seat = game.to_act
        assert seat is not None
        action, _ = asyncio.run(workers.quick.run(work.bot_move, spec, game.position(), seat, 0))
        assert action == work.bot_move(spec, game.position(), seat, 0)[0]
    finally:
        workers.close()


def test_a_ray_worker_knows_a_game_added_to_the_server() -> None:
    """A game registered from outside monopolies (the toy Pig, from tests/) reaches Ray's
    workers with its code: their processes could not import it by themselves."""
    pytest.importorskip("ray")
    import ray

    if ray.is_initialized():
        pytest.skip("another test's Ray is running")
    registry.register(toy_game.KIT)
    try:
        workers = Workers(0, "local")
        try:
            game = mp.new_game(toy_game.KIT.name, 2, seed=3)
            spec = work.BotSpec("medium", 1, None)
            position = game.position()
            action, _ = asyncio.run(workers.quick.run(work.bot_move, spec, position, 0, 0))
            assert action in [a.to_json() for a in game.legal_actions()]
        finally:
            workers.close()
    finally:
        registry.unregister(toy_game.KIT.name)


@pytest.mark.parametrize("variant", ["cheaters", "crooked-cash", "card-game"])
def test_a_stand_in_never_cheats_calls_or_trades_in_their_name(variant: str) -> None:
    pool = BotPool(Settings(bot_delay=0.0), Workers(1, None))
    pool.workers.close()
    stand_in = pool.stand_in(variant, 7)
    never = kit_for(variant).stand_in_never
    assert stand_in.difficulty == "medium" and stand_in.never == never
    tempted = 0
    for seed in range(4):
        game = mp.new_game(variant, 3, seed=seed)
        rng = random.Random(seed)
        while not game.over and len(game.history) < 600:
            legal = game.legal_actions()
            kinds = {a.kind for a in legal}
            seat = game.to_act
            assert seat is not None
            if kinds & never and kinds - never:
                tempted += 1
                action, _ = work.bot_move(stand_in, game.position(), seat, len(game.history))
                assert action["kind"] not in never
            game.act(rng.choice(legal))
    assert tempted > 20


def test_an_away_person_has_no_moves_until_they_are_back(tmp_path: Path) -> None:
    with running(tmp_path) as server:
        made = server.create("deal", [None, "easy"], name="Ann", turn_seconds=1)
        ann = server.player(made["code"], made["token"])
        assert ann.my_turn()
        legal = ann.state["view"]["legal"]
        away = ann.wait(lambda m: m["type"] == "state" and m["room"]["seats"][0]["away"], 5)
        assert away["view"]["legal"] == [] and away["menu"] == [] and away["folded"] == []
        ann.send({"type": "act", "action": legal[-1], "version": away["version"]})
        refusal = ann.wait(lambda m: m["type"] == "error")
        assert refusal["reason"] == "away" and "I'm back" in refusal["error"]
        ann.send({"type": "back"})
        back = ann.wait(lambda m: m["type"] == "state" and not m["room"]["seats"][0]["away"])
        assert back["room"]["to_act"] != 0 or back["view"]["legal"]
        ann.close()


def test_a_stored_room_is_replayed_on_a_worker(tmp_path: Path, monkeypatch: Any) -> None:
    """Loading a room replays its actions on a worker process (issue 30: the serving
    process only routes); here the serving process cannot replay at all, and the room
    comes back exactly as it was."""
    with running(tmp_path) as server:
        made = server.create("deal", [None, None], name="Ann")
        server.join(made["code"], "Bob")
        ann = server.player(made["code"], made["token"])
        for _ in range(3):
            if ann.my_turn():
                ann.move(0)
        before = ann.state["view"]
        ann.close()

    def replay_here(*_: Any) -> None:
        raise AssertionError("the serving process replayed a stored game")

    monkeypatch.setattr(Room, "from_record", replay_here)
    with running(tmp_path) as server:
        ann = server.player(made["code"], made["token"])
        assert ann.state["view"] == before
        ann.close()


def test_a_move_the_database_did_not_take_is_undone_from_a_worker(
    tmp_path: Path, monkeypatch: Any
) -> None:
    """A move that could not be stored did not happen: the room is rebuilt from what is
    stored, replayed on a worker as a load is (the serving process cannot replay here)."""
    with running(tmp_path) as server:
        made = server.create("deal", [None, None], name="Ann")
        bob = server.join(made["code"], "Bob")
        token = made["token"]
        player = server.player(made["code"], token)
        if not player.my_turn():
            token = bob["token"]
            player = server.player(made["code"], token)
        assert player.my_turn()
        before = player.state["view"]
        store = server.app.state.hub.db.store

        def lost(*_: Any) -> None:
            raise OSError("the disk went away")

        def replay_here(*_: Any) -> None:
            raise AssertionError("the serving process replayed a stored game")

        monkeypatch.setattr(store, "append_action", lost)
        monkeypatch.setattr(Room, "from_record", replay_here)
        player.act(0)
        assert player.error() == "the server could not store that move; try again"
        monkeypatch.undo()
        again = server.player(made["code"], token)
        assert again.state["view"] == before
        again.move(0)
        assert again.state["view"] != before
