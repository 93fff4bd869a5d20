"""A finished room's result into the ratings, once (docs/server.md, "Ratings")."""

from __future__ import annotations

import logging
from typing import Any

from monopolies.ratings import Rating, bot_rating, rank_places
from monopolies.server.rooms import OVER, Room
from monopolies.server.store import Database

Json = dict[str, Any]
log = logging.getLogger(__name__)


async def rate_room(db: Database, room: Room) -> list[Json | None] | None:
    """Put a finished room into the ratings (once; None if it was already, or has no seat
    taken with a key, or is not over)."""
    if room.status != OVER or room.game is None or not room.game.over:
        return None
    if not any(chair.player for chair in room.seats):
        return None
    entrants: list[str | Rating | None] = [
        bot_rating(room.variant, chair.bot) if chair.bot else chair.player for chair in room.seats
    ]
    places = rank_places(room.game.result())
    return await db.run(db.store.rate_room, room.code, room.variant, entrants, places)


async def rate_quietly(db: Database, room: Room) -> None:
    """`rate_room`, logging a failure rather than failing the move that ended the game."""
    try:
        await rate_room(db, room)
    except Exception:
        log.exception("could not rate room %s", room.code)
