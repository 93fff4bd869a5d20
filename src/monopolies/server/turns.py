"""Who plays each turn, and when: bots take their turns, and a seat whose person is away
(disconnected too long, or out of time on the turn timer) is played by a stand-in bot
until they come back.

A room's bots move one at a time from one driver task (`Turns.kick` starts it when it is
needed), and only while someone is connected: a room nobody watches waits for them. The
driver, the turn timer and the away clocks are the room's tasks (`Live.tasks`); unloading
the room cancels them.
"""

from __future__ import annotations

import asyncio
import logging
import time
from typing import Any

from monopolies.engine.action import Action
from monopolies.engine.errors import MonopoliesError
from monopolies.server import lesson_rooms, views
from monopolies.server.background import Background
from monopolies.server.bot_pool import BotPool
from monopolies.server.live import Live
from monopolies.server.rooms import PLAYING
from monopolies.server.saving import RoomLoader, commit
from monopolies.server.settings import Settings
from monopolies.server.store import Database
from monopolies.server.work import BotSpec

Json = dict[str, Any]
SLOW_GAME = 3600.0
"""A turn timer this long or longer makes a slow game, played over days."""


def slow(turn_seconds: float | None) -> bool:
    return turn_seconds is not None and turn_seconds >= SLOW_GAME


log = logging.getLogger("monopolies.server")


class Turns:
    """Bot turns, stand-ins, turn timers and away players, for every room in memory."""

    def __init__(
        self,
        settings: Settings,
        db: Database,
        loader: RoomLoader,
        background: Background,
        bot_pool: BotPool,
    ) -> None:
        self.settings = settings
        self.db = db
        self.loader = loader
        self.background = background
        self.bot_pool = bot_pool

    # Bots ---------------------------------------------------------------------------

    def kick(self, live: Live) -> None:
        """Make sure a bot moves if one should, and the turn timer runs if it should."""
        if live.unloaded:
            return
        if live.driver is None or live.driver.done():
            live.driver = self.background.spawn(self._drive(live))

    async def _drive(self, live: Live) -> None:
        """Bots move while someone is connected: a room nobody watches waits for them.

        Every move the table can see shows `bot_delay` after the last one it saw, however
        long the bot thought: a search bot answers a decision with one legal move at once,
        so its pace would tell the table what it holds (a Just Say No, a cheat it could
        make). A move nobody else can see (a secret cheat) is made at once, so it adds no
        pause either."""
        shown_at = time.monotonic()
        while not live.unloaded and live.watched():
            game = live.room.game
            if game is None or game.over or live.room.status != PLAYING:
                return
            seat = game.to_act
            assert seat is not None
            if not live.bot_plays(seat):
                async with live.lock:
                    self.arm_timer(live)
                return
            async with live.lock:
                if game is not live.room.game or game.to_act != seat or not live.bot_plays(seat):
                    continue
                step = live.room.step
                position = game.position()
            script = lesson_rooms.scripted(live.room, seat)
            if script is not None:
                action, seen = script, True
            else:
                action, seen = await self._think(live, seat, position, step)
            if seen:
                await asyncio.sleep(
                    max(0.0, self.settings.bot_delay - (time.monotonic() - shown_at))
                )
            async with live.lock:
                if game is not live.room.game or live.room.step != step or not live.bot_plays(seat):
                    continue
                try:
                    await commit(self.db, self.loader, live, seat, action, by_bot=True)
                except MonopoliesError:
                    continue
                self.arm_timer(live)
                views.broadcast(live)
            if seen:
                shown_at = time.monotonic()

    async def _think(self, live: Live, seat: int, position: Json, step: int) -> tuple[Action, bool]:
        """The bot's move for `seat` and whether the table sees it, worked out on a worker
        while the room's lock is free (the caller checks the room has not moved on)."""
        spec = self._bot(live, seat)
        try:
            return await self.bot_pool.choose(spec, position, seat, step)
        except Exception:
            # A broken bot (or a worker that died) must not stall the table: play its seat
            # at random.
            log.exception("bot for seat %s in room %s failed", seat, live.room.code)
            live.bots[seat] = spec = self.bot_pool.fallback(spec)
            return await self.bot_pool.choose(spec, position, seat, step)

    def _bot(self, live: Live, seat: int) -> BotSpec:
        """The seat's bot, chosen on its first turn: its own, or the stand-in for a person."""
        spec = live.bots.get(seat)
        if spec is None:
            room = live.room
            difficulty = room.seats[seat].bot
            spec = live.bots[seat] = (
                self.bot_pool.spec(difficulty, room.variant, room.seed + seat)
                if difficulty is not None
                else self.bot_pool.stand_in(room.variant, room.seed + seat)
            )
        return spec

    # The turn timer -----------------------------------------------------------------

    def arm_timer(self, live: Live) -> None:
        """Start the turn clock for the person to act (called under the room lock). The
        clock runs on while nothing the table can see has changed: a secret move neither
        restarts it nor shows in the deadline."""
        room, game = live.room, live.room.game
        clock = None
        if room.turn_seconds is not None and game is not None and not game.over:
            seat = game.to_act
            if not live.unloaded and seat is not None and not live.bot_plays(seat):
                clock = (seat, views.version_of(live, None))
        if clock is not None and clock == live.clock and live.timer is not None:
            return
        if live.timer is not None:
            live.timer.cancel()
            live.timer = None
        live.deadline = None
        live.clock = clock
        if clock is None or room.turn_seconds is None:
            return
        live.deadline = self._started(live, clock) + room.turn_seconds
        live.timer = self.background.spawn(
            self._time_out(live, clock, max(0.0, live.deadline - time.time()))
        )

    def _started(self, live: Live, clock: tuple[int, str]) -> float:
        """When `clock` started: as stored if the room was loaded in the middle of it (so a
        restart or a move to another process gives no one extra time), else now, stored."""
        if live.clock_started is not None and live.clock_started[:2] == clock:
            return live.clock_started[2]
        started = time.time()
        live.clock_started = (*clock, started)
        self.background.spawn(
            self.db.run(self.db.store.save_clock, live.room.code, *clock, started)
        )
        return started

    async def _time_out(self, live: Live, clock: tuple[int, str], seconds: float) -> None:
        await asyncio.sleep(seconds)
        async with live.lock:
            if live.clock != clock or live.room.status != PLAYING:
                return
            live.timer = None
            live.deadline = None
            live.clock = None
            live.clock_started = None  # when they are back, their clock starts afresh
            live.away.add(clock[0])
            views.broadcast(live)
        self.kick(live)

    # Away players -------------------------------------------------------------------

    def returned(self, live: Live, seat: int) -> None:
        """The seat's person is here again: their away clock stops and a stand-in stops."""
        task = live.gone.pop(seat, None)
        if task is not None:
            task.cancel()
        live.away.discard(seat)

    def start_gone(self, live: Live, seat: int) -> None:
        """The seat's person left: after `Settings.away_after` a stand-in plays for them,
        except in a slow game (a turn timer of an hour or more), where people come and go
        between moves and only the timer brings a stand-in."""
        old = live.gone.pop(seat, None)
        if old is not None:
            old.cancel()
        if slow(live.room.turn_seconds):
            return
        live.gone[seat] = self.background.spawn(self._gone_later(live, seat))

    async def _gone_later(self, live: Live, seat: int) -> None:
        await asyncio.sleep(self.settings.away_after)
        async with live.lock:
            live.gone.pop(seat, None)
            if seat in live.connected() or live.unloaded:
                return
            live.away.add(seat)
            views.broadcast(live)
        self.kick(live)
