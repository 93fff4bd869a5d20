"""Which process owns a room: on PostgreSQL, a session advisory lock per room in memory.

Several `monopolies serve` processes may share one PostgreSQL database (docs/deploy.md).
A room lives in one of them at a time: the process that loads it takes the room's lock
on a connection of its own, kept open for its whole life, and gives it back when the room
leaves memory. If the process dies, PostgreSQL sees the connection close and frees its
locks at once, so another process can load the room from what is stored. A process that
finds the lock taken answers "try again" (`RoomCache.get`), and the proxy's routing
sends the retry to the owner. The primary key (room, step) of stored actions is the
second fence: a process that lost its lock without noticing (its lock connection cut)
cannot store a step the new owner stored (`saving.commit`).

On SQLite one process owns the file, and every claim succeeds.
"""

from __future__ import annotations

import asyncio
import logging
from concurrent.futures import ThreadPoolExecutor

from sqlalchemy import Connection, Engine, text
from sqlalchemy.exc import DBAPIError

from monopolies.server.rooms import CODE_ALPHABET

NAMESPACE = 0x4D4F << 40
"""The high bits of every key ("MO"), apart from other users of advisory locks."""

log = logging.getLogger("monopolies.server")


def lock_key(code: str) -> int:
    """The advisory lock key of a room code: its 40 bits, one key per code, no collisions.

    >>> lock_key("22222222") == NAMESPACE
    True
    """
    value = 0
    for symbol in code:
        value = value * len(CODE_ALPHABET) + CODE_ALPHABET.index(symbol)
    return NAMESPACE | value


class RoomLocks:
    """Claims and releases rooms for this process, in order, on one thread of their own."""

    def __init__(self, engine: Engine) -> None:
        self.engine = engine
        self.postgres = engine.dialect.name == "postgresql"
        self._connection: Connection | None = None
        self._worker = ThreadPoolExecutor(max_workers=1, thread_name_prefix="monopolies-locks")

    async def claim(self, code: str) -> bool:
        """Take the room for this process; False when another process holds it.

        Call once per load, and `release` once when the room leaves memory (a lock taken
        twice by one session must be given back twice)."""
        if not self.postgres:
            return True
        loop = asyncio.get_running_loop()
        taking = loop.run_in_executor(self._worker, self._try_lock, lock_key(code))
        try:
            return await asyncio.shield(taking)
        except asyncio.CancelledError:
            # Whoever asked is gone; a lock taken meanwhile must not stay taken for nobody.
            taking.add_done_callback(lambda done: self._give_back(done, code))
            raise

    def _give_back(self, taking: asyncio.Future[bool], code: str) -> None:
        if not taking.cancelled() and taking.exception() is None and taking.result():
            self.release(code)

    def release(self, code: str) -> None:
        """Give the room back (queued behind earlier claims, so a reload claims after)."""
        if self.postgres:
            self._worker.submit(self._unlock, lock_key(code))

    def close(self) -> None:
        """Let every room go: closing the connection frees its locks."""
        self._worker.shutdown(wait=True)
        if self._connection is not None:
            self._connection.close()
            self._connection = None

    def _lock_connection(self) -> Connection:
        if self._connection is None or self._connection.invalidated:
            self._connection = self.engine.connect().execution_options(isolation_level="AUTOCOMMIT")
        return self._connection

    def _try_lock(self, key: int) -> bool:
        try:
            return self._take(key)
        except DBAPIError as error:
            if not error.connection_invalidated:
                raise
            # The connection was cut, and its locks went with it: take this one anew. The
            # rooms still in memory are fenced by the actions' primary key meanwhile.
            log.warning("the room lock connection was cut; reconnecting")
            return self._take(key)

    def _take(self, key: int) -> bool:
        taken = self._lock_connection().scalar(
            text("SELECT pg_try_advisory_lock(:key)"), {"key": key}
        )
        return bool(taken)

    def _unlock(self, key: int) -> None:
        try:
            self._lock_connection().execute(text("SELECT pg_advisory_unlock(:key)"), {"key": key})
        except Exception:
            # A lost connection has given every lock back already.
            log.exception("could not release room lock %s", key)
