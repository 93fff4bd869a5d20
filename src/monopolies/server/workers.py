"""Where the server's heavy work runs: worker processes, never the serving process.

Four lanes, so work never queues behind longer work of another kind: `quick` for the bots
that move at once (easy, medium, the stand-ins for away people), `searches` for the bots
that search (hard, expert), which every room waits on at the table's pace, `heavy` for
hints, replay builds and loading a stored room, which people ask for and wait on, and
`reviews` for game reviews, a minute of work each, whose batches share the machine with
the rest rather than make a hint wait for them. Each lane is a local process pool (a
`ProcessPoolExecutor` started from a fork server that has already imported the engine, so
a worker starts in milliseconds) or, given `--ray ADDRESS`, tasks on a Ray cluster, as
`simulate` uses. The work itself is plain functions of plain data (`work`), the same on
either.

A worker process that dies (killed, out of memory) breaks a local pool; the lane makes a
new one and the task in hand fails like any other, which its caller already handles (a
bot's seat plays at random, a hint is refused).
"""

from __future__ import annotations

import asyncio
import logging
import multiprocessing
import os
import signal
import sys
import threading
import time
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from functools import partial
from types import ModuleType
from typing import Any, Protocol, TypeVar

from monopolies.games import registry
from monopolies.games.registry import GameKit

T = TypeVar("T")

PRELOAD = ["monopolies.server.work"]
"""What the fork server imports once, so each worker it forks starts warm."""


class Lane(Protocol):
    """Runs one kind of work off the serving process."""

    def start(self) -> None: ...

    async def run(self, fn: Callable[..., T], *args: Any) -> T: ...

    def close(self) -> None: ...


SERVER_CHECK_SECONDS = 1.0
"""How often a worker looks whether its server is still there."""


def _start_worker(kits: list[GameKit], server_pid: int) -> None:
    """Ctrl-C stops the server, which stops its workers: they must not die of it first.
    A server killed outright (SIGKILL, out of memory) cannot stop them, and a pool's
    worker never notices on its own (it holds its task queue's writing end too), so each
    worker watches its server and leaves when it is gone. And a worker knows the games the
    server knows: monopolies' own it imports, the others registered in the server
    (`registry.added_kits`) it is handed."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    threading.Thread(target=_leave_with, args=(server_pid,), daemon=True).start()
    for kit in kits:
        registry.register(kit)


def _leave_with(server_pid: int) -> None:
    while _alive(server_pid):
        time.sleep(SERVER_CHECK_SECONDS)
    os._exit(0)


def _alive(pid: int) -> bool:
    """Whether `pid` is still a process of ours (another user's under a reused number is not)."""
    try:
        os.kill(pid, 0)
    except OSError:
        return False
    return True


def _context() -> multiprocessing.context.BaseContext:
    """A fork server: forking the serving process itself would copy its threads' locks
    (the database's, the event loop's) in whatever state they were."""
    context = multiprocessing.get_context("forkserver")
    context.set_forkserver_preload(PRELOAD)
    return context


class ProcessLane:
    """A local pool of worker processes."""

    def __init__(self, processes: int) -> None:
        self.processes = processes
        self._pool = self._new_pool()

    def _new_pool(self) -> ProcessPoolExecutor:
        return ProcessPoolExecutor(
            self.processes,
            mp_context=_context(),
            initializer=_start_worker,
            initargs=(registry.added_kits(), os.getpid()),
        )

    def start(self) -> None:
        """Start a first worker now (blocking: call it off the event loop). A pool starts
        its processes on first use, on the caller's thread, and the first of all waits for
        the fork server to import the engine: a second the event loop would stand still.
        With the fork server ready, later workers start in a millisecond."""
        self._pool.submit(os.getpid).result()

    async def run(self, fn: Callable[..., T], *args: Any) -> T:
        loop = asyncio.get_running_loop()
        pool = self._pool
        try:
            return await loop.run_in_executor(pool, partial(fn, *args))
        except BrokenProcessPool:
            if self._pool is pool:
                self._pool = self._new_pool()
            raise

    def close(self) -> None:
        """Drop the waiting work and stop the workers now: a review in hand is not worth
        keeping the server from stopping."""
        # Python 3.14's `terminate_workers()`; before it the pool's processes are reached so.
        processes = list((getattr(self._pool, "_processes", None) or {}).values())
        for process in processes:
            process.terminate()
        self._pool.shutdown(wait=True, cancel_futures=True)


def _with_kits(kits: list[GameKit], fn: Callable[..., T], *args: Any) -> T:
    """A Ray task: `fn(*args)` on a worker that knows the games added to the server. A Ray
    worker outlives its tasks, so each game is registered there once."""
    for kit in kits:
        if kit.name not in registry.KITS:
            registry.register(kit)
    return fn(*args)


def _modules_of(kits: list[GameKit]) -> dict[str, list[str]] | None:
    """The runtime environment that puts the added games' modules (a package's folder or
    a module's one file) on the Ray workers' path: a kit names its parts by module. Ray
    uploads them."""
    names = sorted({type(kit.rules).__module__.partition(".")[0] for kit in kits})
    return {"py_modules": [_source(sys.modules[name]) for name in names]} if names else None


def _source(module: ModuleType) -> str:
    path = getattr(module, "__path__", None)
    return str(path[0] if path else module.__file__)


class RayLane:
    """Tasks on a Ray cluster, whose nodes need `monopolies` installed. A game added from
    outside it (`registry.added_kits`) is handed over when the lane starts Ray: its module
    goes to the workers (Ray's `py_modules`) and its kit with each task, so a node needs
    only monopolies itself. (A Ray started before, by the caller, must have the game's
    module on its workers' path already.)"""

    def __init__(self, address: str) -> None:
        try:
            import ray
        except ImportError:
            raise RuntimeError(
                "--ray needs Ray: uv sync --extra cluster (or pip install 'monopolies[cluster]')"
            ) from None
        self._ray = ray
        self._owner = not ray.is_initialized()
        kits = registry.added_kits()
        if self._owner:
            os.environ.setdefault("RAY_AUTH_MODE", "disabled")
            ray.init(
                address=None if address == "local" else address,
                include_dashboard=False,
                log_to_driver=False,
                logging_level=logging.ERROR,
                runtime_env=_modules_of(kits),
            )
        self._kits = ray.put(kits)
        self._task = ray.remote(max_retries=1)(_with_kits)

    def start(self) -> None:
        """Ray starts its workers as tasks need them."""

    async def run(self, fn: Callable[..., T], *args: Any) -> T:
        result: T = await self._task.remote(self._kits, fn, *args)
        return result

    def close(self) -> None:
        if self._owner:
            self._ray.shutdown()


QUICK_PROCESSES = 1
"""A quick bot's move takes about a millisecond: one process serves hundreds of rooms."""


class Workers:
    """The server's lanes (`quick`, `searches`, `heavy`, `reviews`), made from its
    settings: `processes` each for the three slow lanes (0: one per core), `size`."""

    def __init__(self, processes: int, ray_address: str | None) -> None:
        if ray_address is not None:
            cluster = RayLane(ray_address)
            self.lanes: list[Lane] = [cluster]
            self.quick: Lane = cluster
            self.searches: Lane = cluster
            self.heavy: Lane = cluster
            self.reviews: Lane = cluster
            self.size = processes or 1
        else:
            self.size = processes or os.cpu_count() or 1
            self.quick = ProcessLane(QUICK_PROCESSES)
            self.searches = ProcessLane(self.size)
            self.heavy = ProcessLane(self.size)
            self.reviews = ProcessLane(self.size)
            self.lanes = [self.quick, self.searches, self.heavy, self.reviews]

    async def start(self) -> None:
        """Ready the lanes, off the event loop."""
        await asyncio.gather(*(asyncio.to_thread(lane.start) for lane in self.lanes))

    def close(self) -> None:
        for lane in self.lanes:
            lane.close()
