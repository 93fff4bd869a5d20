"""How fast a finished game's replay answers, for the longest games there are.

Not a test: run it by hand and record the numbers in benchmarks/README.md.

    uv run --extra dev python benchmarks/replay_answer.py               # 25,955 actions
    uv run --extra dev python benchmarks/replay_answer.py --actions 5000

A Crooked Cash game for six with the largest options (500 rounds, 200 notes of each value)
is played at random to its end (seed 273: 25,955 actions, the longest of 370 seeds tried)
or to `--actions` (its stored status says over all the same) and
stored in a fresh SQLite database as the server stores rooms; a real `monopolies serve`
then answers `GET /api/replays/{code}` (the first ask builds the replay on a worker, later
asks are answered from what was kept) and a spread of `/view/{step}` pages. Issue 30's
bar: under 100 ms after the first build. Meanwhile a spectator of another room pings the
server, whose p99 says whether the build held anyone up.
"""

from __future__ import annotations

import argparse
import multiprocessing
import random
import statistics
import tempfile
import time
from multiprocessing.queues import Queue
from multiprocessing.synchronize import Event
from pathlib import Path

import httpx
from websockets.sync.client import connect

import monopolies as mp
import serving
from monopolies.server.rooms import OVER, Room, Seat, new_code
from monopolies.server.store import ActionRow, Store, open_engine

OPTIONS = {"max_rounds": 500, "notes_per_denomination": 200}
CODE = new_code()


def stored_game(db: str, actions: int, seed: int) -> int:
    """Play and store the long game; how many actions it has."""
    game = mp.new_game("crooked-cash", 6, seed=seed, options=OPTIONS)
    rng = random.Random(seed)
    store = Store(open_engine(db))
    seats = [Seat(bot="easy", name=f"Bot {i}") for i in range(6)]
    room = Room(CODE, "crooked-cash", seed, dict(OPTIONS), seats, status=OVER)
    store.save_room(CODE, room.record(), OVER)
    rows = []
    while not game.over and len(game.history) < actions:
        seat = game.to_act
        assert seat is not None
        action = rng.choice(game.legal_actions())
        game.act(action)
        rows.append((seat, action.to_json()))
    with store.engine.begin() as connection:
        connection.execute(
            ActionRow.__table__.insert(),
            [
                {"room": CODE, "step": n, "seat": s, "action": a, "by_bot": True}
                for n, (s, a) in enumerate(rows)
            ],
        )
    store.engine.dispose()
    return len(rows)


def pings(port: int, stop: Event, out: Queue[list[float]]) -> None:
    """A spectator of another room pinging, in a process of its own (in this one, the
    replay answers' parsing would hold its GIL and count as the server's delay)."""
    rtts: list[float] = []
    made = httpx.post(
        f"http://127.0.0.1:{port}/api/rooms", json={"game": "deal", "seats": ["easy", "easy"]}
    ).json()
    with connect(f"ws://127.0.0.1:{port}/ws/{made['code']}") as ws:
        ws.send('{"type": "hello", "token": null}')
        while not stop.is_set():
            sent = time.monotonic()
            ws.send('{"type": "ping"}')
            while '"pong"' not in str(ws.recv()):
                pass
            rtts.append(time.monotonic() - sent)
            time.sleep(0.1)
    out.put(rtts)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--actions", type=int, default=30_000, help="stop the game here")
    parser.add_argument("--seed", type=int, default=273)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        db = f"sqlite:///{Path(folder) / 'rooms.db'}"
        made = time.perf_counter()
        actions = stored_game(db, args.actions, args.seed)
        print(f"stored a {actions:,}-action game in {time.perf_counter() - made:.1f} s")
        port = serving.free_port()
        server = serving.start(port, db)
        try:
            http = httpx.Client(base_url=f"http://127.0.0.1:{port}", timeout=120)
            stop, out = multiprocessing.Event(), multiprocessing.Queue()
            pinger = multiprocessing.Process(target=pings, args=(port, stop, out), daemon=True)
            pinger.start()
            time.sleep(1)
            answers = []
            for _ in range(6):
                start = time.perf_counter()
                r = http.get(f"/api/replays/{CODE}")
                answers.append(time.perf_counter() - start)
                assert r.status_code == 200, r.text
            size = len(r.content)
            views = []
            for step in random.Random(1).sample(range(actions + 1), 30):
                start = time.perf_counter()
                assert http.get(f"/api/replays/{CODE}/view/{step}").status_code == 200
                views.append(time.perf_counter() - start)
            stop.set()
            rtts = out.get(timeout=10)
            pinger.join(5)
            first, later = answers[0], answers[1:]
            print(f"replay of {actions:,} actions ({size / 1e6:.1f} MB of events):")
            print(f"  first ask (built on a worker): {1000 * first:.0f} ms")
            print(
                f"  later asks: median {1000 * statistics.median(later):.1f} ms, "
                f"max {1000 * max(later):.1f} ms (bar: under 100 ms)"
            )
            print(
                f"  30 views at random steps: median {1000 * statistics.median(views):.1f} ms, "
                f"max {1000 * max(views):.1f} ms"
            )
            p99 = statistics.quantiles(rtts, n=100)[98] if len(rtts) > 1 else float("nan")
            print(f"  another room's ping meanwhile: p99 {1000 * p99:.1f} ms over {len(rtts)}")
        finally:
            server.terminate()
            server.wait(30)


if __name__ == "__main__":
    main()
