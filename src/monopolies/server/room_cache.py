"""The rooms in memory, by code: loaded from the database on first use, put away when
memory is full or nobody is there (`lifecycle` decides when), refused once expired.

A room in memory is a `Live`; whoever holds one across an `await` checks `still_here`
under its lock, because the room may have been put away meanwhile.

A room in memory is this process's own: loading it claims it (`room_locks`, on
PostgreSQL), unloading gives it back, and a room another process holds is refused with
503 `room_elsewhere` and Retry-After 1. In cluster mode the refusing process also asks
the holder for the room, and the holder hands it back (`hand_back`): the proxy routes the
room's code to the asker now, so that is where its clients will reconnect.
"""

from __future__ import annotations

import asyncio
import time

from monopolies.server.live import ROOM_ELSEWHERE_CLOSE, Live
from monopolies.server.rating import rate_quietly
from monopolies.server.refusals import Refused
from monopolies.server.rooms import EXPIRED, LOBBY, OVER, Room
from monopolies.server.saving import RoomLoader
from monopolies.server.settings import Settings
from monopolies.server.store import Database
from monopolies.server.turns import Turns


def still_here(live: Live) -> None:
    """Called under the lock: a room unloaded meanwhile must be looked up again."""
    if live.unloaded:
        raise Refused("the room was just put away; try again", 409, "try_again", 1.0)


def elsewhere() -> Refused:
    """The answer for a room another process holds: it will be here or there in a moment."""
    return Refused(
        "this room is being played on another server; try again", 503, "room_elsewhere", 1.0
    )


class RoomCache:
    """Every room the server holds in memory (`rooms`), within `Settings`' caps."""

    def __init__(self, settings: Settings, db: Database, turns: Turns, loader: RoomLoader) -> None:
        self.settings = settings
        self.db = db
        self.turns = turns
        self.loader = loader
        self.rooms: dict[str, Live] = {}
        self._loading: dict[str, asyncio.Lock] = {}
        if settings.cluster:
            db.locks.listen(self.hand_back)

    async def get(self, code: str) -> Live | None:
        """The room with this code, loaded from the database on first use.

        Raises Refused for a lobby that expired (410), when memory is full (503
        `server_full`) or when another process holds the room (503 `room_elsewhere`).
        """
        live = self.rooms.get(code)
        if live is not None and not live.unloaded:
            live.touch()
            return live
        lock = self._loading.setdefault(code, asyncio.Lock())
        try:
            async with lock:
                live = self.rooms.get(code)
                if live is not None and live.unloaded:
                    # Put away by `saving.commit`: another process stored its moves.
                    self.unload(live)
                    live = None
                if live is None:
                    live = await self._claim_and_load(code)
                return live
        finally:
            self._loading.pop(code, None)

    async def _claim_and_load(self, code: str) -> Live | None:
        if not await self.db.locks.claim(code):
            if self.settings.cluster:
                self.db.locks.ask_for(code)
            raise elsewhere()
        try:
            room = await self.loader.load(code)
            if room is None:
                self.db.locks.release(code)
                return None
            await self._refuse_expired(room)
            self.make_space()
        except BaseException:
            self.db.locks.release(code)
            raise
        if room.status == OVER:
            # A finished room whose rating failed when it ended is rated now (once).
            await rate_quietly(self.db, room)
        live = Live(room)
        if room.turn_seconds is not None:
            live.clock_started = await self.db.run(self.db.store.load_clock, code)
        self.rooms[code] = live
        self._resume(live)
        return live

    async def hold(self, live: Live) -> bool:
        """Keep a room just made (under a code no other room has); whether it is kept.

        In cluster mode it is only stored: the process the proxy routes its code to
        loads it on the first request, so the room lives where its traffic goes."""
        if self.settings.cluster:
            return False
        if not await self.db.locks.claim(live.room.code):
            raise elsewhere()
        self.rooms[live.room.code] = live
        return True

    def hand_back(self, code: str) -> None:
        """Another process asked for the room: let it go, unless it came here only
        `Settings.hand_back_after` seconds ago. Its clients are closed with 4503 and
        reconnect through the proxy, which routes them to the asker."""
        live = self.rooms.get(code)
        if live is not None and time.monotonic() - live.loaded_at >= self.settings.hand_back_after:
            self.turns.background.spawn(self._hand_back(live))

    async def _hand_back(self, live: Live) -> None:
        async with live.lock:
            if not live.unloaded:
                self.unload(live, ROOM_ELSEWHERE_CLOSE)

    def let_go(self, live: Live) -> None:
        """In cluster mode, put away a room loaded for a request routed by another room's
        code (a rematch's next room), so that the process its own code routes to can
        have it."""
        if self.settings.cluster:
            self.unload(live)

    async def _refuse_expired(self, room: Room) -> None:
        if room.status == LOBBY and time.time() - room.created > self.settings.lobby_expiry:
            room.status = EXPIRED
            await self.db.run(self.db.store.save_room, room.code, room.record(), room.status)
        if room.status == EXPIRED:
            raise Refused(
                "this room closed because nobody started its game; open a new one",
                410,
                "expired",
            )

    def _resume(self, live: Live) -> None:
        """After a load nobody is connected: people get the usual grace to come back."""
        for seat, chair in enumerate(live.room.seats):
            if chair.bot is None and chair.token is not None:
                self.turns.start_gone(live, seat)
        self.turns.kick(live)

    def _full(self) -> bool:
        settings = self.settings
        if len(self.rooms) >= settings.max_rooms_in_memory:
            return True
        actions = sum(live.room.step for live in self.rooms.values())
        return actions >= settings.max_actions_in_memory

    def make_space(self) -> None:
        """Unload the longest-unwatched rooms while memory is full, or refuse with 503."""
        while self._full():
            unwatched = [live for live in self.rooms.values() if not live.watched()]
            if not unwatched:
                raise Refused(
                    "the server is full; try again in a few minutes", 503, "server_full", 60.0
                )
            self.unload(min(unwatched, key=lambda live: live.alone_since))

    def unload(self, live: Live, close_code: int | None = None) -> None:
        """Forget a room (its database rows stay): its tasks stop, its connections close
        (with `close_code`, their sockets too), and another process may have it."""
        live.put_away(close_code)
        code = live.room.code
        if self.rooms.get(code) is live:
            del self.rooms[code]
            self.db.locks.release(code)

    def unload_all(self) -> None:
        """Forget every room, as the server stops."""
        for live in list(self.rooms.values()):
            self.unload(live)
