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

A process refused a room asks for it (`ask_for`, a PostgreSQL NOTIFY): the proxy routes
the room's code to the asker now (a process came back, say), so the holder lets it go
(`RoomCache.hand_back`) and its clients reconnect through the proxy to the asker.

On SQLite one process owns the file, and every claim succeeds.
"""

from __future__ import annotations

import asyncio
import logging
import threading
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor

from sqlalchemy import Connection, Engine, text
from sqlalchemy.exc import DBAPIError

from monopolies.server.rooms import CODE_ALPHABET

CHANNEL = "monopolies_rooms"
"""Where processes ask for rooms (NOTIFY with the code; see `RoomLocks.listen`)."""
LISTEN_POLL = 0.5
"""Seconds the listener waits for a notification before it looks whether to stop."""
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
        self._stopping = threading.Event()
        self._listener: threading.Thread | None = None

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

    def ask_for(self, code: str) -> None:
        """Ask whichever process holds the room to let it go (queued like `release`)."""
        if self.postgres:
            self._worker.submit(self._notify, code)

    def listen(self, asked: Callable[[str], None]) -> None:
        """From now on call `asked(code)`, on the running event loop, whenever a process
        asks for a room (this one included; only the holder has anything to do)."""
        if self.postgres and self._listener is None:
            loop = asyncio.get_running_loop()
            self._listener = threading.Thread(
                target=self._listen, args=(loop, asked), name="monopolies-asks", daemon=True
            )
            self._listener.start()

    def close(self) -> None:
        """Let every room go: closing the connection frees its locks."""
        self._stopping.set()
        if self._listener is not None:
            self._listener.join()
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

    def _notify(self, code: str) -> None:
        try:
            self._lock_connection().execute(
                text("SELECT pg_notify(:channel, :code)"), {"channel": CHANNEL, "code": code}
            )
        except Exception:
            log.exception("could not ask for room %s", code)

    def _listen(self, loop: asyncio.AbstractEventLoop, asked: Callable[[str], None]) -> None:
        """The listener thread: one connection of its own, LISTENing until `close`."""
        while not self._stopping.is_set():
            raw = None
            try:
                raw = self.engine.raw_connection()
                connection = raw.driver_connection
                assert connection is not None
                connection.autocommit = True
                connection.execute(f"LISTEN {CHANNEL}")
                while not self._stopping.is_set():
                    for note in connection.notifies(timeout=LISTEN_POLL):
                        loop.call_soon_threadsafe(asked, note.payload)
            except Exception:
                log.exception("listening for rooms asked for failed; listening again")
                self._stopping.wait(1.0)
            finally:
                if raw is not None:
                    raw.invalidate()  # never back to the pool while it listens
