"""Opening rooms and taking their seats: create a room, join it, start it early, and open
the rematch of a finished game.

A game starts as soon as its last free seat is taken, or when the host starts it early
(free seats then get stand-in bots). Building a game checks its options and may be slow,
so it runs on a worker thread.
"""

from __future__ import annotations

import asyncio
import secrets
from typing import Any

import monopolies
from monopolies.seat_names import bot_name
from monopolies.server import views
from monopolies.server.bot_pool import STAND_IN, BotPool
from monopolies.server.listing import Listing
from monopolies.server.live import Live
from monopolies.server.refusals import Refused
from monopolies.server.room_cache import RoomCache, still_here
from monopolies.server.rooms import LOBBY, OVER, Room, Seat, default_hints, new_code, new_token
from monopolies.server.saving import save_room
from monopolies.server.store import Database
from monopolies.server.turns import Turns

Json = dict[str, Any]


class Lobby:
    """Makes rooms and seats people in them; the rooms go into the `RoomCache`."""

    def __init__(
        self, db: Database, cache: RoomCache, turns: Turns, bot_pool: BotPool, listing: Listing
    ) -> None:
        self.db = db
        self.listing = listing
        self.cache = cache
        self.turns = turns
        self.bot_pool = bot_pool

    async def create(
        self,
        variant: str,
        seats: list[str | None],
        options: Json,
        turn_seconds: float | None,
        name: str | None,
        hints: bool | None = None,
        host: int | None = None,
        listed: bool = False,
        watchers_chat: bool = True,
        player: str | None = None,
    ) -> tuple[Live, int | None, str | None]:
        """A new room; `seats` holds a difficulty per bot seat and None per person;
        `hints` None means `rooms.default_hints`; `listed` puts it on the home page's list
        while it waits for players (`listing`); `watchers_chat` lets spectators write; `player`
        is the creator's public id when they sit with a key (`people`).

        The creator (if they give a name and there is a seat for a person) takes the
        first person's seat and hosts; else `host` is the seat that will. Raises
        MonopoliesError on a bad game or option.
        """
        for difficulty in seats:
            if difficulty is not None:
                self.bot_pool.check_difficulty(difficulty)
        seed = secrets.randbits(63)
        # Building the game checks every option (and is the slow part of a big one).
        game = await asyncio.to_thread(monopolies.new_game, variant, len(seats), seed, options)
        self.cache.make_space()
        code = await self._free_code()
        room = Room(
            code=code,
            variant=variant,
            seed=seed,
            options=dict(options),
            seats=[Seat(bot=d, name=bot_name(i, d) if d else "") for i, d in enumerate(seats)],
            turn_seconds=turn_seconds,
            hints=default_hints(seats) if hints is None else hints,
            listed=listed,
            watchers_chat=watchers_chat,
        )
        live = Live(room)
        live.chat_loaded = True  # a new code has no chat to read
        seat = token = None
        room.host = host
        if name is not None and any(s.free for s in room.seats):
            seat, token = self._sit(room, name, None, player)
            room.host = seat
        if not any(s.free for s in room.seats):
            room.start(game)
        await save_room(self.db, live)
        await self.listing.list(room)
        if await self.cache.hold(live):
            self.turns.kick(live)
        return live, seat, token

    async def _free_code(self) -> str:
        while True:
            code = new_code()
            if code not in self.cache.rooms and not await self.db.run(self.db.store.exists, code):
                return code

    def _sit(self, room: Room, name: str, seat: int | None, player: str | None) -> tuple[int, str]:
        """Seat `name` at `seat` (None: the first free one); the seat and its new token."""
        free = [i for i, s in enumerate(room.seats) if s.free]
        if not free:
            raise Refused("every seat is taken; you can watch instead", 409, "seats_taken")
        if seat is None:
            seat = free[0]
        elif seat not in free:
            raise Refused(f"seat {seat} is not free; free seats: {free}", 409, "seat_taken")
        token, digest = new_token()
        room.seats[seat] = Seat(name=name, token=digest, player=player)
        return seat, token

    async def join(
        self, live: Live, name: str, seat: int | None, player: str | None = None
    ) -> tuple[int, str]:
        """Take a free seat of a lobby; the last one taken starts the game."""
        async with live.lock:
            still_here(live)
            room = live.room
            if room.status != LOBBY:
                raise Refused("this game has started; you can watch it", 409, "started")
            seat, token = self._sit(room, name, seat, player)
            if not any(s.free for s in room.seats):
                room.start(await asyncio.to_thread(room.new_game))
            await save_room(self.db, live)
            views.broadcast(live)
        self.turns.kick(live)
        return seat, token

    async def start(self, live: Live, token: str) -> None:
        """The host starts early: empty seats get bots."""
        async with live.lock:
            still_here(live)
            room = live.room
            seat = room.seat_of(token)
            if seat is None or seat != room.host:
                raise Refused("only the host can start the game", 403, "not_host")
            if room.status != LOBBY:
                raise Refused("the game has already started", 409, "started")
            for i, chair in enumerate(room.seats):
                if chair.free:
                    room.seats[i] = Seat(bot=STAND_IN, name=bot_name(i, STAND_IN))
            room.start(await asyncio.to_thread(room.new_game))
            await save_room(self.db, live)
            views.broadcast(live)
        self.turns.kick(live)

    async def rematch(self, live: Live, token: str) -> tuple[Live, int, str]:
        """Sit at the same chair of the next game (made by the first who asks)."""
        room = live.room
        seat = room.seat_of(token)
        if seat is None:
            raise Refused("only the players of this game can ask for a rematch", 403, "not_player")
        if room.status != OVER:
            raise Refused("the game is not over yet", 409, "not_over")
        async with live.lock:
            if room.next_code is None:
                seats = [s.bot for s in room.seats]
                # Never listed: its seats wait for this game's players.
                nxt, _, _ = await self.create(
                    room.variant,
                    seats,
                    room.options,
                    room.turn_seconds,
                    None,
                    room.hints,
                    seat,
                    watchers_chat=room.watchers_chat,
                )
                room.next_code = nxt.room.code
                await save_room(self.db, live)
                views.broadcast(live)
        nxt_live = await self.cache.get(room.next_code)
        assert nxt_live is not None
        chair = room.seats[seat]
        new_seat, new_token_ = await self.join(nxt_live, chair.name, seat, chair.player)
        self.cache.let_go(nxt_live)
        return nxt_live, new_seat, new_token_
