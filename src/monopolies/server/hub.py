"""Live play: the rooms in memory, their connections, bots, turn timers and broadcasts.

Every change to a room happens under the room's lock, in this order: the engine accepts
the action (`Game.act_as`, which refuses the wrong seat or an illegal move and changes
nothing), the action is committed to the database, and only then is anyone told
(`views.broadcast`, through each connection's own queue, so a slow client never holds up
a room). Anything that may take long (building or replaying a game, a bot thinking) runs
on a worker thread, so one room never delays another's messages. When rooms leave memory
and come back is `lifecycle`'s business; what a client may send is `messages`'.
"""

from __future__ import annotations

import asyncio
import logging
import secrets
import time
from collections.abc import Awaitable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import replace
from typing import Any

import monopolies
from monopolies.bots import DIFFICULTIES, Bot, SeatView, hints, make_bot
from monopolies.engine.action import Action
from monopolies.engine.errors import BadOptions, IllegalAction, MonopoliesError
from monopolies.engine.game import Game
from monopolies.seat_names import bot_name
from monopolies.server import messages, views
from monopolies.server.limits import Bucket
from monopolies.server.live import Client, Live
from monopolies.server.public import private_places
from monopolies.server.refusals import Refused
from monopolies.server.rooms import (
    EXPIRED,
    LOBBY,
    OVER,
    PLAYING,
    Room,
    Seat,
    default_hints,
    new_code,
    new_token,
)
from monopolies.server.settings import Settings
from monopolies.server.store import Database
from monopolies.words import narration

Json = dict[str, Any]

FIRST_EVENTS = 200
"""Events a connection gets when it arrives (the rest are in the replay)."""
STAND_IN = "medium"
"""The difficulty of the bot that plays for a person who is away."""

log = logging.getLogger("monopolies.server")


def _error(text: str, reason: str, **more: Any) -> Json:
    return {"type": "error", "error": text, "reason": reason, **more}


class Hub:
    """Every room the server holds, and everything that happens in them."""

    def __init__(self, settings: Settings, db: Database) -> None:
        self.settings = settings
        self.db = db
        self.rooms: dict[str, Live] = {}
        self._loading: dict[str, asyncio.Lock] = {}
        self._bot_pool = ThreadPoolExecutor(max_workers=2, thread_name_prefix="monopolies-bot")
        self._tasks: set[asyncio.Task[None]] = set()

    async def close(self) -> None:
        for live in list(self.rooms.values()):
            self.unload(live)
        for task in list(self._tasks):
            task.cancel()
        self._bot_pool.shutdown(wait=False, cancel_futures=True)

    # Finding and creating rooms -----------------------------------------------------

    async def get(self, code: str) -> Live | None:
        """The room with this code, loaded from the database on first use.

        Raises Refused for a lobby that expired (410) or when memory is full (503).
        """
        live = self.rooms.get(code)
        if live is not None:
            live.touch()
            return live
        lock = self._loading.setdefault(code, asyncio.Lock())
        try:
            async with lock:
                live = self.rooms.get(code)
                if live is None:
                    loaded = await self.db.run(self.db.store.load_room, code)
                    if loaded is None:
                        return None
                    room = await asyncio.to_thread(Room.from_record, *loaded)
                    await self._refuse_expired(room)
                    self.make_space()
                    live = Live(room)
                    self.rooms[code] = live
                    self._resume(live)
                return live
        finally:
            self._loading.pop(code, None)

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

    def unload(self, live: Live) -> None:
        """Forget a room (its database rows stay): its tasks stop, its connections close."""
        live.unloaded = True
        for task in live.tasks():
            task.cancel()
        for client in live.clients:
            client.close()
        if self.rooms.get(live.room.code) is live:
            del self.rooms[live.room.code]

    def _resume(self, live: Live) -> None:
        """After a load nobody is connected: people get the usual grace to come back."""
        for seat, chair in enumerate(live.room.seats):
            if chair.bot is None and chair.token is not None:
                self._start_gone(live, seat)
        self._kick(live)

    async def create(
        self,
        variant: str,
        seats: list[str | None],
        options: Json,
        turn_seconds: float | None,
        name: str | None,
        hints: bool | None = None,
    ) -> tuple[Live, int | None, str | None]:
        """A new room; `seats` holds a difficulty per bot seat and None per person;
        `hints` None means `rooms.default_hints`.

        The creator (if they give a name and there is a seat for a person) takes the
        first person's seat and hosts. Raises MonopoliesError on a bad game or option.
        """
        for difficulty in seats:
            if difficulty is not None:
                self._make_bot(difficulty, variant, 0)
        seed = secrets.randbits(63)
        # Building the game checks every option (and is the slow part of a big one).
        game = await asyncio.to_thread(monopolies.new_game, variant, len(seats), seed, options)
        self.make_space()
        code = await self._free_code()
        room = Room(
            code=code,
            variant=variant,
            seed=seed,
            options=dict(options),
            seats=[Seat(bot=d, name=bot_name(i, d) if d else "") for i, d in enumerate(seats)],
            turn_seconds=turn_seconds,
            hints=default_hints(seats) if hints is None else hints,
        )
        live = Live(room)
        seat = token = None
        if name is not None and any(s.free for s in room.seats):
            seat, token = self._sit(room, name, None)
            room.host = seat
        if not any(s.free for s in room.seats):
            room.start(game)
        await self._save(live)
        self.rooms[code] = live
        self._kick(live)
        return live, seat, token

    async def _free_code(self) -> str:
        while True:
            code = new_code()
            if code not in self.rooms and not await self.db.run(self.db.store.exists, code):
                return code

    def _make_bot(self, difficulty: str, variant: str, seed: int) -> Bot:
        spec = DIFFICULTIES.get(difficulty)
        if spec is None:
            raise BadOptions(f"unknown difficulty {difficulty!r}; choose from {list(DIFFICULTIES)}")
        delay = self.settings.bot_delay
        limit = delay * self.settings.think_share if delay > 0 else None
        try:
            return make_bot(spec, variant, seed, limit=limit)
        except BadOptions:
            # A game without this bot yet gets the plainest one rather than no game.
            return make_bot(DIFFICULTIES["easy"], variant, seed)

    def _sit(self, room: Room, name: str, seat: int | None) -> tuple[int, str]:
        free = [i for i, s in enumerate(room.seats) if s.free]
        if not free:
            raise Refused("every seat is taken; you can watch instead", 409, "seats_taken")
        if seat is None:
            seat = free[0]
        elif seat not in free:
            raise Refused(f"seat {seat} is not free; free seats: {free}", 409, "seat_taken")
        token, digest = new_token()
        room.seats[seat] = Seat(name=name, token=digest)
        return seat, token

    async def _save(self, live: Live) -> None:
        room = live.room
        await self.db.run(self.db.store.save_room, room.code, room.record(), room.status)

    @staticmethod
    def _still_here(live: Live) -> None:
        """Called under the lock: a room unloaded meanwhile must be looked up again."""
        if live.unloaded:
            raise Refused("the room was just put away; try again", 409, "try_again", 1.0)

    async def join(self, live: Live, name: str, seat: int | None) -> tuple[int, str]:
        async with live.lock:
            self._still_here(live)
            room = live.room
            if room.status != LOBBY:
                raise Refused("this game has started; you can watch it", 409, "started")
            seat, token = self._sit(room, name, seat)
            if not any(s.free for s in room.seats):
                room.start(await asyncio.to_thread(room.new_game))
            await self._save(live)
            views.broadcast(live)
        self._kick(live)
        return seat, token

    async def start(self, live: Live, token: str) -> None:
        """The host starts early: empty seats get bots."""
        async with live.lock:
            self._still_here(live)
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
            await self._save(live)
            views.broadcast(live)
        self._kick(live)

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
                nxt, _, _ = await self.create(
                    room.variant, seats, room.options, room.turn_seconds, None, room.hints
                )
                nxt.room.host = seat
                room.next_code = nxt.room.code
                await self._save(live)
                views.broadcast(live)
        nxt_live = await self.get(room.next_code)
        assert nxt_live is not None
        new_seat, new_token_ = await self.join(nxt_live, room.seats[seat].name, seat)
        return nxt_live, new_seat, new_token_

    # Connections --------------------------------------------------------------------

    async def connect(self, live: Live, client: Client, token: str | None) -> None:
        if live.room.seat_of(token) is None:
            # Learning a game's private places takes a moment once: not on the event loop.
            await asyncio.to_thread(private_places, live.room.variant)
        async with live.lock:
            self._still_here(live)
            room = live.room
            client.seat = room.seat_of(token) if token is not None else None
            if token is not None and client.seat is None:
                client.post(
                    _error("that seat token is not for this room; you are watching", "not_seat")
                )
            live.clients.append(client)
            if client.seat is not None:
                self._returned(live, client.seat)
            if room.game is not None:
                client.events_sent = max(0, len(room.game.events) - FIRST_EVENTS)
            if live.timer is None:
                self._arm_timer(live)
            views.broadcast(live)
        self._kick(live)

    async def disconnect(self, live: Live, client: Client) -> None:
        async with live.lock:
            client.close()
            if client in live.clients:
                live.clients.remove(client)
            if live.unloaded:
                return
            seat = client.seat
            if seat is not None and seat not in live.connected():
                self._start_gone(live, seat)
            views.broadcast(live)
            if not live.watched():
                live.alone_since = time.monotonic()
                if live.room.status == OVER:
                    # A finished game nobody watches lives on in the database only.
                    self.unload(live)

    def _returned(self, live: Live, seat: int) -> None:
        task = live.gone.pop(seat, None)
        if task is not None:
            task.cancel()
        live.away.discard(seat)

    def _start_gone(self, live: Live, seat: int) -> None:
        old = live.gone.pop(seat, None)
        if old is not None:
            old.cancel()
        live.gone[seat] = self.spawn(self._gone_later(live, seat))

    async def _gone_later(self, live: Live, seat: int) -> None:
        await asyncio.sleep(self.settings.away_after)
        async with live.lock:
            live.gone.pop(seat, None)
            if seat in live.connected() or live.unloaded:
                return
            live.away.add(seat)
            views.broadcast(live)
        self._kick(live)

    def spawn(self, work: Awaitable[None]) -> asyncio.Task[None]:
        """Run `work` in the background; `close` cancels it."""
        task: asyncio.Task[None] = asyncio.ensure_future(work)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)
        return task

    # Messages from a client ---------------------------------------------------------

    async def handle(self, live: Live, client: Client, text: str) -> None:
        """One message from a client; every bad one gets an error and changes nothing."""
        within_rate = client.bucket is None or client.bucket.take()
        try:
            messages.check_size(text, self.settings.max_message_bytes)
        except messages.BadMessage as e:
            client.post(_error(str(e), "bad_message"))
            return
        if not within_rate:
            self._slow_down(client)
            return
        client.ignored = 0
        try:
            message = messages.message(text, self.settings.max_message_bytes)
        except messages.BadMessage as e:
            client.post(_error(str(e), "bad_message"))
            return
        if isinstance(message, messages.Ping):
            client.post({"type": "pong"})
        elif isinstance(message, messages.Back):
            await self._back(live, client)
        elif isinstance(message, messages.Hint):
            await self._hint(live, client, message)
        else:
            await self._act_message(live, client, message)

    def _slow_down(self, client: Client) -> None:
        """Say "slow down" once, ignore what follows, and drop a connection that goes on."""
        assert client.bucket is not None
        client.ignored += 1
        if client.ignored == 1:
            wait = round(client.bucket.wait(), 2)
            client.post(_error("too many messages; slow down", "slow_down", retry_after=wait))
        elif client.ignored > self.settings.flood_messages:
            client.post(_error("too many messages; disconnected", "flood"))
            client.close()

    async def _back(self, live: Live, client: Client) -> None:
        if client.seat is None:
            client.post(_error("spectators have no seat to return to", "spectator"))
            return
        async with live.lock:
            self._returned(live, client.seat)
            self._arm_timer(live)
            views.broadcast(live)

    async def _hint(self, live: Live, client: Client, message: messages.Hint) -> None:
        """The hard bot's three best moves for the asking seat, searched on a worker thread
        from a copy of the game (the room goes on meanwhile), from the seat's view only."""
        seat = client.seat
        if seat is None:
            client.post(_error("spectators have no moves to suggest; join a seat", "spectator"))
            return
        if not live.room.hints:
            client.post(_error("hints are off in this room (the host chose so)", "hints_off"))
            return
        if client.hinting:
            client.post(_error("a hint is already being worked out; wait for it", "busy"))
            return
        async with live.lock:
            room, game = live.room, live.room.game
            if game is None or room.status != PLAYING or game.to_act != seat:
                client.post(_error("hints are for your own turn", "not_your_turn"))
                return
            if message.step != room.step:
                client.post(_error(f"the game is at step {room.step}, not {message.step}", "stale"))
                return
            copy = game.clone()
            names = [chair.name for chair in room.seats]
        client.hinting = True
        try:
            loop = asyncio.get_running_loop()
            moves = await loop.run_in_executor(self._bot_pool, _suggest, copy, seat, names)
        finally:
            client.hinting = False
        client.post({"type": "hint", "step": message.step, "moves": moves})

    async def _act_message(self, live: Live, client: Client, message: messages.Act) -> None:
        seat = client.seat
        if seat is None:
            client.post(_error("spectators cannot act; join a seat to play", "spectator"))
            return
        async with live.lock:
            room, game = live.room, live.room.game
            try:
                if game is None or room.status != PLAYING or live.unloaded:
                    raise IllegalAction("the game is not being played now")
                if message.step != room.step:
                    raise IllegalAction(
                        f"that move was for step {message.step}, but the game is at step "
                        f"{room.step}; choose again from the current moves"
                    )
                action = Action.from_json(message.action)
                if game.to_act == seat:
                    self._returned(live, seat)
                await self._commit(live, seat, action, by_bot=False)
            except MonopoliesError as e:
                client.post(_error(str(e), "illegal"))
                return
            except Exception:
                log.exception("move %r in room %s failed", message.action, room.code)
                await self._reload(live)
                client.post(
                    _error(
                        "the server failed on that move; the game is as it was, try another",
                        "server_error",
                    )
                )
                return
            views.broadcast(live)
        self._kick(live)

    async def _commit(self, live: Live, seat: int, action: Action, by_bot: bool) -> None:
        """Apply, store, and only then let anyone know (the caller broadcasts)."""
        room = live.room
        game = room.game
        assert game is not None
        game.act_as(seat, action)
        if game.over:
            room.status = OVER
        step = room.step - 1
        try:
            await self.db.run(
                self.db.store.append_action,
                room.code,
                step,
                seat,
                action.to_json(),
                by_bot,
                OVER if game.over else None,
            )
        except Exception:
            # The move is not stored, so it did not happen: rebuild from what is.
            await self._reload(live)
            raise IllegalAction("the server could not store that move; try again") from None
        if game.over:
            await self._save(live)

    async def _reload(self, live: Live) -> None:
        loaded = await self.db.run(self.db.store.load_room, live.room.code)
        if loaded is not None:
            live.room = await asyncio.to_thread(Room.from_record, *loaded)

    # Bots and timers ----------------------------------------------------------------

    def _kick(self, live: Live) -> None:
        """Make sure a bot moves if one should, and the turn timer runs if it should."""
        if live.unloaded:
            return
        if live.driver is None or live.driver.done():
            live.driver = self.spawn(self._drive(live))

    async def _drive(self, live: Live) -> None:
        """Bots move while someone is connected: a room nobody watches waits for them."""
        while not live.unloaded and live.watched():
            game = live.room.game
            if game is None or game.over or live.room.status != PLAYING:
                return
            seat = game.to_act
            assert seat is not None
            if not live.bot_plays(seat):
                async with live.lock:
                    self._arm_timer(live)
                return
            started = time.monotonic()
            async with live.lock:
                if game is not live.room.game or game.to_act != seat or not live.bot_plays(seat):
                    continue
                step = live.room.step
                action = await self._think(live, seat, game)
            # Every bot move shows after the same pause, however long the bot thought: a
            # search bot answers a decision with one legal move at once, so its pace would
            # tell the table what it holds (a Just Say No, a cheat it could make).
            await asyncio.sleep(max(0.0, self.settings.bot_delay - (time.monotonic() - started)))
            async with live.lock:
                if game is not live.room.game or live.room.step != step or not live.bot_plays(seat):
                    continue
                try:
                    await self._commit(live, seat, action, by_bot=True)
                except MonopoliesError:
                    continue
                views.broadcast(live)

    async def _think(self, live: Live, seat: int, game: Game) -> Action:
        """The bot's move for `seat`, on a worker thread (called under the room lock)."""
        bot = self._bot(live, seat)
        loop = asyncio.get_running_loop()
        try:
            return await loop.run_in_executor(self._bot_pool, _think, bot, game, seat)
        except Exception:
            # A broken bot must not stall the table: play its seat at random.
            log.exception("bot for seat %s in room %s failed", seat, live.room.code)
            live.bots[seat] = bot = make_bot("random", live.room.variant, seat)
            return await loop.run_in_executor(self._bot_pool, _think, bot, game, seat)

    def _bot(self, live: Live, seat: int) -> Bot:
        bot = live.bots.get(seat)
        if bot is None:
            room = live.room
            difficulty = room.seats[seat].bot or STAND_IN
            bot = live.bots[seat] = self._make_bot(difficulty, room.variant, room.seed + seat)
        return bot

    def _arm_timer(self, live: Live) -> None:
        """Restart the turn clock for the person to act (called under the room lock)."""
        if live.timer is not None:
            live.timer.cancel()
            live.timer = None
        live.deadline = None
        room, game = live.room, live.room.game
        if room.turn_seconds is None or game is None or game.over or live.unloaded:
            return
        seat = game.to_act
        if seat is None or live.bot_plays(seat):
            return
        live.deadline = time.time() + room.turn_seconds
        live.timer = self.spawn(self._time_out(live, seat, room.step, room.turn_seconds))

    async def _time_out(self, live: Live, seat: int, step: int, seconds: float) -> None:
        await asyncio.sleep(seconds)
        async with live.lock:
            if live.room.step != step or live.room.status != PLAYING:
                return
            live.timer = None
            live.deadline = None
            live.away.add(seat)
            views.broadcast(live)
        self._kick(live)

    def new_bucket(self) -> Bucket:
        return Bucket(self.settings.messages_per_second, self.settings.message_burst)


def _suggest(game: Game, seat: int, names: list[str]) -> list[Json]:
    """The hint message's moves (on a worker thread), named as the seat's menu names them."""
    words = narration.menu(game, game.observe(seat), names)
    out = []
    for rank, s in enumerate(hints.hint(game, seat)):
        named = replace(s, move=words[s.index]["text"])
        out.append(
            {
                "index": s.index,
                "text": named.move,
                "chance": None if s.chance is None else round(s.chance, 3),
                "visits": s.visits,
                "sentence": named.sentence(rank),
            }
        )
    return out


def _think(bot: Bot, game: Game, seat: int) -> Action:
    """A bot's move (on a worker thread; the room's lock keeps the game still meanwhile)."""
    return bot.choose(SeatView(game, seat))
