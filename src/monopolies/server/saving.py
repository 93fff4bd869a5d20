"""Writing a room's changes to the database, and taking back a change it did not take.

A move is applied by the engine, then stored, and only then may anyone be told (the caller
broadcasts): a move that is not stored did not happen, so the room is rebuilt from what is.
A step another process stored first (it owns the room now: this one lost its lock, see
`room_locks`) is never stored twice: this copy of the room is put away and its clients
reconnect to the owner.
Every call here is made under the room's lock (or, for a room just made, before anyone
can find it).
"""

from __future__ import annotations

import asyncio

from sqlalchemy.exc import IntegrityError

from monopolies.engine.action import Action
from monopolies.engine.errors import IllegalAction
from monopolies.server import work
from monopolies.server.live import ROOM_ELSEWHERE_CLOSE, Live
from monopolies.server.rating import rate_quietly
from monopolies.server.rooms import OVER, Room
from monopolies.server.store import Database
from monopolies.server.workers import Workers


class RoomLoader:
    """Brings a stored room back. Its actions are replayed on a worker of the heavy lane,
    which reads the database itself (`work.load_room`): a long game's replay would hold the
    serving process's GIL for a second or more. Here only the save is restored."""

    def __init__(self, workers: Workers, db_url: str) -> None:
        self.workers = workers
        self.db_url = db_url

    async def load(self, code: str) -> Room | None:
        """The stored room with this code as it stands, or None if there is none."""
        loaded = await self.workers.heavy.run(work.load_room, self.db_url, code)
        return None if loaded is None else await asyncio.to_thread(Room.restored, *loaded)


async def save_room(db: Database, live: Live) -> None:
    """Store the room's record (seats, host, status, ...), not its moves."""
    room = live.room
    await db.run(db.store.save_room, room.code, room.record(), room.status)


async def commit(
    db: Database, loader: RoomLoader, live: Live, seat: int, action: Action, by_bot: bool
) -> None:
    """Apply, store, and only then let anyone know (the caller broadcasts)."""
    room = live.room
    game = room.game
    assert game is not None
    game.act_as(seat, action)
    if game.over:
        room.status = OVER
    step = room.step - 1
    try:
        await db.run(
            db.store.append_action,
            room.code,
            step,
            seat,
            action.to_json(),
            by_bot,
            OVER if game.over else None,
        )
    except IntegrityError:
        live.put_away(ROOM_ELSEWHERE_CLOSE)
        raise IllegalAction("this room moved to another server; reconnecting") from None
    except Exception:
        # The move is not stored, so it did not happen: rebuild from what is.
        await reload_room(loader, live)
        raise IllegalAction("the server could not store that move; try again") from None
    if game.over:
        await save_room(db, live)
        await rate_quietly(db, room)


async def reload_room(loader: RoomLoader, live: Live) -> None:
    """Rebuild the room from the database, dropping whatever it was not told."""
    room = await loader.load(live.room.code)
    if room is not None:
        live.room = room
        live.texts.clear()  # the events after the dropped move are not the ones said
