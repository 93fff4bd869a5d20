"""The server's background tasks (bot drivers, turn timers, away clocks, sweeps, reviews),
kept in one place so that closing the server can stop them all."""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable


class Background:
    """Every task started with `spawn` that has not finished yet."""

    def __init__(self) -> None:
        self._tasks: set[asyncio.Task[None]] = set()

    def spawn(self, work: Awaitable[None]) -> asyncio.Task[None]:
        """Run `work` in the background; `cancel_all` cancels it."""
        task: asyncio.Task[None] = asyncio.ensure_future(work)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)
        return task

    def cancel_all(self) -> None:
        for task in list(self._tasks):
            task.cancel()
