"""The home page's list of rooms waiting for players (`GET /api/lobby`).

A host chooses whether their room is listed or private (link only). A listed room has a row
in the `listings` table from its creation until it starts; the list is read from the
database, so every process of a cluster answers it alike (docs/deploy.md), and each process
re-reads it at most once every `Settings.listing_cache` seconds however many ask. The
process holding a listed lobby marks it seen on every sweep while someone is connected; a
lobby nobody has been in for `Settings.listing_idle` seconds (its host closed the tab) is
abandoned and leaves the list, and an expired lobby (`Settings.lobby_expiry`) too.

An entry says what a person deciding to join needs, in words: the game, each seat (taken
by whom, a bot, or free), the house rules that differ from the rulebook, the turn timer,
and how long the room has waited. Never the seed, tokens or anything of a game.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Iterable
from typing import Any

import monopolies
from monopolies.server.live import Live
from monopolies.server.rooms import LOBBY, Room
from monopolies.server.settings import Settings
from monopolies.server.store import Database
from monopolies.words import narration

Json = dict[str, Any]


def house_rules(variant: str, options: Json) -> list[str]:
    """The house rules that differ from the rulebook, each as "Title: value" in words, in
    the order the game lists its options."""
    said = []
    for key, option in monopolies.VARIANTS[variant].options_spec.items():
        value = options.get(key, option.default)
        if value == option.default:
            continue
        if option.labels and value in option.labels:
            shown = option.labels[value]
        elif isinstance(value, bool):
            shown = "yes" if value else "no"
        elif isinstance(value, (int, float)):
            shown = f"{value:,}"
        else:
            shown = "changed"
        said.append(f"{option.title or key}: {shown}")
    return said


def timer_words(turn_seconds: float | None) -> str:
    if not turn_seconds:
        return "No turn timer"
    for unit, seconds in (("day", 86400), ("h", 3600), ("min", 60)):
        if turn_seconds % seconds == 0:
            count = int(turn_seconds // seconds)
            plural = "s" if unit == "day" and count > 1 else ""
            return f"{count} {unit}{plural} per decision"
    return f"{turn_seconds:g} s per decision"


def entry(room: Room, now: float) -> Json:
    """One listed room as the home page shows it."""
    host = room.seats[room.host].name if room.host is not None else None
    return {
        "code": room.code,
        "game": room.variant,
        "title": narration.title(room.variant),
        "players": room.players,
        "free": sum(1 for s in room.seats if s.free),
        "host": host or None,
        "seats": [
            {"seat": i, "name": s.name, "bot": s.bot, "taken": not s.free}
            for i, s in enumerate(room.seats)
        ],
        "rules": house_rules(room.variant, room.options),
        "timer": timer_words(room.turn_seconds),
        "turn_seconds": room.turn_seconds,
        "hints": room.hints,
        "waiting": max(0, round(now - room.created)),
    }


class Listing:
    """The list as this process last read it, and the heartbeat of the lobbies it holds."""

    def __init__(self, settings: Settings, db: Database) -> None:
        self.settings = settings
        self.db = db
        self._read_at = -1e9
        self._rooms: list[Json] = []
        self._reading: asyncio.Lock = asyncio.Lock()

    async def rooms(self) -> Json:
        """The rooms waiting for players, newest first, and how often to ask again."""
        async with self._reading:
            if time.monotonic() - self._read_at >= self.settings.listing_cache:
                now = time.time()
                records = await self.db.run(
                    self.db.store.listed_rooms,
                    now - self.settings.lobby_expiry,
                    now - self.settings.listing_idle,
                    self.settings.listing_rooms,
                )
                self._rooms = [entry(Room.facts(r), now) for r in records]
                self._read_at = time.monotonic()
        return {"rooms": self._rooms, "poll": self.settings.listing_poll}

    async def list(self, room: Room) -> None:
        """Put a new room on the list if its host wants it there and it waits for players."""
        if room.listed and room.status == LOBBY:
            await self.db.run(self.db.store.list_room, room.code, room.created)

    async def mark_seen(self, lives: Iterable[Live]) -> None:
        """The listed lobbies someone is connected to now stay on the list; old rows go."""
        codes = [
            live.room.code
            for live in lives
            if live.room.listed and live.room.status == LOBBY and live.watched()
        ]
        now = time.time()
        await self.db.run(self.db.store.mark_seen, codes, now)
        await self.db.run(self.db.store.forget_listings, now - self.settings.lobby_expiry)
