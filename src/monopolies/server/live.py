"""What a room has while it is in memory: its connections, their queues, its bots and timers.

None of this is stored; a room unloaded from memory and loaded back from the database
gets a fresh `Live` (see `lifecycle` for when that happens).
"""

from __future__ import annotations

import asyncio
import contextlib
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import msgspec

from monopolies.server import memory
from monopolies.server.limits import Bucket
from monopolies.server.rooms import Room

if TYPE_CHECKING:
    from monopolies.server.work import BotSpec

Json = dict[str, Any]
Send = Callable[[str], Awaitable[None]]
HangUp = Callable[[int], Awaitable[None]]

ROOM_ELSEWHERE_CLOSE = 4503
"""The close code of a socket whose room another process has now (`Live.put_away`): a
WebSocket refused with 503 closes with it too, and clients reconnect (through the proxy,
to the owner)."""
OUTBOX_BYTES = 2 * 1024 * 1024
"""Bytes waiting for one client before it is dropped as too slow (a few dozen states): once
the socket's own buffer is full, sending waits, and what the room says meanwhile queues here."""

_encode = msgspec.json.Encoder().encode


@dataclass(eq=False)
class Client:
    """One WebSocket connection: its seat (None for a spectator) and its outbound queue."""

    send: Send
    hang_up: HangUp | None = None
    """Closes the socket with a close code (when the server, not the client, ends it)."""
    seat: int | None = None
    events_sent: int = 0
    bucket: Bucket | None = None
    outbox: asyncio.Queue[str | None] = field(default_factory=asyncio.Queue)
    queued_bytes: int = 0
    ignored: int = 0
    """Messages ignored in a row for coming too fast (see `Connections.handle`)."""
    closed: bool = False
    address: str = "?"
    """The client's address, for the fair shares of heavy work (`shares`)."""
    stopped: asyncio.Event = field(default_factory=asyncio.Event)
    """Set when the client is closed, so that whoever waits on its socket stops waiting."""
    close_code: int | None = None
    """The code to close the socket with once what is queued is sent (None: leave it)."""
    shown: object = None
    """What its last state message showed (its seat's version, the room, the deadline): a
    state that shows nothing new is not sent, so that a secret move makes no message."""

    def post(self, message: Json) -> None:
        self.post_text(_encode(message).decode())

    def post_text(self, text: str) -> None:
        if self.closed:
            return
        if self.queued_bytes + len(text) > OUTBOX_BYTES:
            self.drop()
            return
        self.queued_bytes += len(text)
        self.outbox.put_nowait(text)

    def close(self, code: int | None = None) -> None:
        """Stop sending: the pump ends once what is queued (an error saying why) is sent,
        and with a `code` closes the socket too (so the client reconnects, see
        `Live.put_away`)."""
        if not self.closed:
            self.closed = True
            self.close_code = code
            self.outbox.put_nowait(None)
            self.stopped.set()

    def drop(self) -> None:
        """Close without sending what is queued, and let go of it: the peer is not reading."""
        while not self.outbox.empty():
            self.outbox.get_nowait()
        self.queued_bytes = 0
        self.closed = True
        self.outbox.put_nowait(None)
        self.stopped.set()
        memory.trim_soon()

    async def pump(self) -> None:
        """Send queued messages until the queue is closed or the socket fails."""
        while True:
            text = await self.outbox.get()
            if text is None:
                if self.close_code is not None and self.hang_up is not None:
                    with contextlib.suppress(Exception):
                        await self.hang_up(self.close_code)
                return
            self.queued_bytes -= len(text)
            try:
                await self.send(text)
            except Exception:
                self.closed = True
                return


@dataclass(eq=False)
class Live:
    """A room in memory: never stored, rebuilt on load."""

    room: Room
    lock: asyncio.Lock = field(default_factory=asyncio.Lock)
    clients: list[Client] = field(default_factory=list)
    away: set[int] = field(default_factory=set)
    gone: dict[int, asyncio.Task[None]] = field(default_factory=dict)
    timer: asyncio.Task[None] | None = None
    deadline: float | None = None
    clock: tuple[int, str] | None = None
    """Whose turn the clock times, and the public version it started at."""
    clock_started: tuple[int, str, float] | None = None
    """The last clock started (seat, version, wall-clock start), as stored in `clocks`: a
    room loaded again resumes its clock from there rather than from now."""
    driver: asyncio.Task[None] | None = None
    bots: dict[int, BotSpec] = field(default_factory=dict)
    texts: dict[int, str | None] = field(default_factory=dict)
    unloaded: bool = False
    """Set when the `RoomCache` forgets the room; whoever still holds this object must look
    again."""
    alone_since: float = field(default_factory=time.monotonic)
    """When the last connection left (or the room was loaded): how long nobody has been here."""
    loaded_at: float = field(default_factory=time.monotonic)
    """When this process took the room (see `RoomCache.hand_back`)."""
    chat: list[Json] = field(default_factory=list)
    """The chat's last lines (`chat`), read from the database when first needed."""
    chat_written: dict[bool, int] = field(default_factory=lambda: {False: 0, True: 0})
    """Lines written by the players (False) and the spectators (True), each side capped."""
    chat_loaded: bool = False
    chat_buckets: dict[str, Bucket] = field(default_factory=dict)
    """Each writer's chat budget, by `chat.author` id."""

    def touch(self) -> None:
        """Someone looked the room up: it is not idle, whether or not they connect."""
        if not self.watched():
            self.alone_since = time.monotonic()

    def connected(self) -> set[int]:
        return {c.seat for c in self.clients if c.seat is not None and not c.closed}

    def watched(self) -> bool:
        return any(not c.closed for c in self.clients)

    def bot_plays(self, seat: int) -> bool:
        return self.room.seats[seat].bot is not None or seat in self.away

    def tasks(self) -> list[asyncio.Task[None]]:
        return [t for t in (self.timer, self.driver, *self.gone.values()) if t is not None]

    def put_away(self, close_code: int | None = None) -> None:
        """Stop the room: its tasks end, its connections close (with `close_code`, their
        sockets too, so the clients reconnect to wherever the room is now)."""
        self.unloaded = True
        for task in self.tasks():
            task.cancel()
        for client in self.clients:
            client.close(close_code)
