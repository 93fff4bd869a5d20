"""What the home page's list of waiting rooms costs the database (docs/server.md, "The lobby").

Fills a fresh database with N listed lobbies (and as many started rooms, which the list
must skip), then times the three calls the list makes: reading it (`listed_rooms`, what a
process does at most once a second), a sweep's heartbeat for the lobbies it holds
(`mark_seen`) and dropping expired rows (`forget_listings`).

    uv run --extra dev python benchmarks/lobby_list.py --rooms 5000
    uv run --extra dev python benchmarks/lobby_list.py --rooms 5000 --db "$MONOPOLIES_TEST_POSTGRES"
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))

from monopolies.server.listing import entry
from monopolies.server.rooms import PLAYING, Room, Seat, new_code
from monopolies.server.store import Store, open_engine


def timed(call: Callable[[], object], runs: int) -> tuple[float, float]:
    """Median and worst milliseconds of `runs` calls."""
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        call()
        times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times), max(times)


def fill(store: Store, rooms: int) -> list[str]:
    now = time.time()
    codes = []
    for i in range(2 * rooms):
        room = Room(new_code(), "deal", i, {"max_turns": 60}, [Seat(name="Ann"), Seat(), Seat()])
        room.host, room.listed, room.created = 0, True, now - i
        store.save_room(room.code, room.record(), room.status)
        store.list_room(room.code, room.created)
        if i % 2:
            room.status = PLAYING  # started: its listing row goes with it
            store.save_room(room.code, room.record(), room.status)
        else:
            codes.append(room.code)
    return codes


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rooms", type=int, default=5000)
    parser.add_argument("--db", default=None, help="a SQLAlchemy URL (default: a SQLite file)")
    parser.add_argument("--runs", type=int, default=50)
    args = parser.parse_args()
    fresh = None
    if args.db is None:
        url = f"sqlite:///{tempfile.mkdtemp()}/lobby.db"
    else:
        os.environ["MONOPOLIES_TEST_POSTGRES"] = args.db
        from postgres_databases import postgres_database

        fresh = postgres_database()  # a new database on that cluster, dropped at the end
        url = next(fresh)
    engine = open_engine(url)
    store = Store(engine)
    start = time.perf_counter()
    codes = fill(store, args.rooms)
    took = time.perf_counter() - start
    print(f"{engine.dialect.name}: {args.rooms} listed lobbies, {args.rooms} started: {took:.1f} s")
    now = time.time()
    read = timed(lambda: store.listed_rooms(now - 86400, now - 86400, 50), args.runs)
    records = store.listed_rooms(now - 86400, now - 86400, 50)
    words = timed(lambda: [entry(Room.facts(r), now) for r in records], args.runs)
    seen = timed(lambda: store.mark_seen(codes[:350], time.time()), args.runs)
    forget = timed(lambda: store.forget_listings(now - 86400), args.runs)
    for what, (median, worst) in (
        ("read the list (50 newest)", read),
        ("make its 50 entries in words", words),
        ("a sweep marks 350 lobbies seen", seen),
        ("drop expired rows (none)", forget),
    ):
        print(f"  {what}: median {median:.2f} ms, worst {worst:.2f} ms")
    engine.dispose()
    if fresh is not None:
        fresh.close()


if __name__ == "__main__":
    main()
