"""Live play: rooms in memory, their connections, bots, turn timers and broadcasts.

Every change to a room happens under the room's lock, in this order: the engine accepts
the action (`Game.act_as`, which refuses the wrong seat or an illegal move and changes
nothing), the action is committed to the database, and only then is anyone told. Each
connection receives `observe(its seat)` (a spectator `public.spectator_view`) through its
own outbound queue, so a slow client never holds up a room.
"""

from __future__ import annotations

import asyncio
import logging
import secrets
import time
from collections.abc import Awaitable, Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from typing import Any

import msgspec

import monopolies
from monopolies.bots import DIFFICULTIES, Bot, SeatView, make_bot
from monopolies.engine.action import Action
from monopolies.engine.errors import BadOptions, IllegalAction, MonopoliesError
from monopolies.server import narration
from monopolies.server.limits import Bucket
from monopolies.server.public import private_places, spectator_view
from monopolies.server.rooms import LOBBY, OVER, PLAYING, Room, Seat, new_code, new_token
from monopolies.server.settings import Settings
from monopolies.server.store import Database

Json = dict[str, Any]
Send = Callable[[str], Awaitable[None]]

FIRST_EVENTS = 200
"""Events a connection gets when it arrives (the rest are in the replay)."""
OUTBOX_LIMIT = 512
"""Messages waiting for one client before it is dropped as too slow."""
STAND_IN = "medium"
"""The difficulty of the bot that plays for a person who is away."""

_encode = msgspec.json.Encoder().encode
log = logging.getLogger("monopolies.server")


class RoomError(Exception):
    """A request about a room that cannot be done; the message says why (HTTP 4xx)."""

    def __init__(self, message: str, status: int = 400) -> None:
        super().__init__(message)
        self.status = status


@dataclass(eq=False)
class Client:
    """One WebSocket connection: its seat (None for a spectator) and its outbound queue."""

    send: Send
    seat: int | None = None
    events_sent: int = 0
    bucket: Bucket | None = None
    outbox: asyncio.Queue[str | None] = field(default_factory=asyncio.Queue)
    closed: bool = False

    def post(self, message: Json) -> None:
        self.post_text(_encode(message).decode())

    def post_text(self, text: str) -> None:
        if self.closed:
            return
        if self.outbox.qsize() >= OUTBOX_LIMIT:
            self.closed = True
            self.outbox.put_nowait(None)
            return
        self.outbox.put_nowait(text)

    async def pump(self) -> None:
        """Send queued messages until the queue is closed or the socket fails."""
        while True:
            text = await self.outbox.get()
            if text is None:
                return
            try:
                await self.send(text)
            except Exception:
                self.closed = True
                return


@dataclass(eq=False)
class Live:
    """What a room has while the server runs: never stored, rebuilt on load."""

    room: Room
    lock: asyncio.Lock = field(default_factory=asyncio.Lock)
    clients: list[Client] = field(default_factory=list)
    away: set[int] = field(default_factory=set)
    gone: dict[int, asyncio.Task[None]] = field(default_factory=dict)
    timer: asyncio.Task[None] | None = None
    deadline: float | None = None
    driver: asyncio.Task[None] | None = None
    bots: dict[int, Bot] = field(default_factory=dict)
    texts: list[str | None] = field(default_factory=list)

    def connected(self) -> set[int]:
        return {c.seat for c in self.clients if c.seat is not None and not c.closed}

    def bot_plays(self, seat: int) -> bool:
        return self.room.seats[seat].bot is not None or seat in self.away


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
            self._forget(live)
        self._bot_pool.shutdown(wait=False, cancel_futures=True)

    # Finding and creating rooms -----------------------------------------------------

    async def get(self, code: str) -> Live | None:
        """The room with this code, loaded from the database on first use."""
        live = self.rooms.get(code)
        if live is not None:
            return live
        lock = self._loading.setdefault(code, asyncio.Lock())
        try:
            async with lock:
                live = self.rooms.get(code)
                if live is None:
                    loaded = await self.db.run(self.db.store.load_room, code)
                    if loaded is None:
                        return None
                    live = Live(Room.from_record(*loaded))
                    self.rooms[code] = live
                    self._resume(live)
                return live
        finally:
            self._loading.pop(code, None)

    def _resume(self, live: Live) -> None:
        """After a restart nobody is connected: people get the usual grace to come back."""
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
    ) -> tuple[Live, int | None, str | None]:
        """A new room; `seats` holds a difficulty per bot seat and None per person.

        The creator (if they give a name and there is a seat for a person) takes the
        first person's seat and hosts. Raises MonopoliesError on a bad game or option.
        """
        players = len(seats)
        seed = secrets.randbits(63)
        monopolies.new_game(variant, players, seed, options)  # refuses bad games/options
        for difficulty in seats:
            if difficulty is not None:
                self._make_bot(difficulty, variant, 0)
        code = await self._free_code()
        room = Room(
            code=code,
            variant=variant,
            seed=seed,
            options=dict(options),
            seats=[
                Seat(bot=d, name=narration.bot_name(i, d) if d else "") for i, d in enumerate(seats)
            ],
            turn_seconds=turn_seconds,
        )
        live = Live(room)
        seat = token = None
        if name is not None and any(s.free for s in room.seats):
            seat, token = self._sit(room, name, None)
            room.host = seat
        if not any(s.free for s in room.seats):
            room.start()
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
        try:
            return make_bot(spec, variant, seed)
        except BadOptions:
            # A game without this bot yet gets the plainest one rather than no game.
            return make_bot(DIFFICULTIES["easy"], variant, seed)

    def _sit(self, room: Room, name: str, seat: int | None) -> tuple[int, str]:
        free = [i for i, s in enumerate(room.seats) if s.free]
        if not free:
            raise RoomError("every seat is taken; you can watch instead", 409)
        if seat is None:
            seat = free[0]
        elif seat not in free:
            raise RoomError(f"seat {seat} is not free; free seats: {free}", 409)
        token, digest = new_token()
        room.seats[seat] = Seat(name=name, token=digest)
        return seat, token

    async def _save(self, live: Live) -> None:
        room = live.room
        await self.db.run(self.db.store.save_room, room.code, room.record(), room.status)

    async def join(self, live: Live, name: str, seat: int | None) -> tuple[int, str]:
        async with live.lock:
            room = live.room
            if room.status != LOBBY:
                raise RoomError("this game has started; you can watch it", 409)
            seat, token = self._sit(room, name, seat)
            if not any(s.free for s in room.seats):
                room.start()
            await self._save(live)
            self._broadcast(live)
        self._kick(live)
        return seat, token

    async def start(self, live: Live, token: str) -> None:
        """The host starts early: empty seats get bots."""
        async with live.lock:
            room = live.room
            seat = room.seat_of(token)
            if seat is None or seat != room.host:
                raise RoomError("only the host can start the game", 403)
            if room.status != LOBBY:
                raise RoomError("the game has already started", 409)
            for i, chair in enumerate(room.seats):
                if chair.free:
                    room.seats[i] = Seat(bot=STAND_IN, name=narration.bot_name(i, STAND_IN))
            room.start()
            await self._save(live)
            self._broadcast(live)
        self._kick(live)

    async def rematch(self, live: Live, token: str) -> tuple[Live, int, str]:
        """Sit at the same chair of the next game (made by the first who asks)."""
        room = live.room
        seat = room.seat_of(token)
        if seat is None:
            raise RoomError("only the players of this game can ask for a rematch", 403)
        if room.status != OVER:
            raise RoomError("the game is not over yet", 409)
        async with live.lock:
            if room.next_code is None:
                seats = [s.bot for s in room.seats]
                nxt, _, _ = await self.create(
                    room.variant, seats, room.options, room.turn_seconds, None
                )
                nxt.room.host = seat
                room.next_code = nxt.room.code
                await self._save(live)
                self._broadcast(live)
        nxt_live = await self.get(room.next_code)
        assert nxt_live is not None
        new_seat, new_token_ = await self.join(nxt_live, room.seats[seat].name, seat)
        return nxt_live, new_seat, new_token_

    # Connections --------------------------------------------------------------------

    async def connect(self, live: Live, client: Client, token: object) -> None:
        if live.room.seat_of(token) is None:
            # Learning a game's private places takes a moment once: not on the event loop.
            await asyncio.to_thread(private_places, live.room.variant)
        async with live.lock:
            room = live.room
            client.seat = room.seat_of(token) if token is not None else None
            if token is not None and client.seat is None:
                client.post(
                    {
                        "type": "error",
                        "error": "that seat token is not for this room; you are watching",
                    }
                )
            live.clients.append(client)
            if client.seat is not None:
                self._returned(live, client.seat)
            if room.game is not None:
                client.events_sent = max(0, len(room.game.events) - FIRST_EVENTS)
            self._broadcast(live)
        self._kick(live)

    async def disconnect(self, live: Live, client: Client) -> None:
        async with live.lock:
            client.closed = True
            client.outbox.put_nowait(None)
            if client in live.clients:
                live.clients.remove(client)
            seat = client.seat
            if seat is not None and seat not in live.connected():
                self._start_gone(live, seat)
            self._broadcast(live)
            if live.room.status == OVER and not live.clients:
                # A finished game nobody watches lives on in the database only.
                self._forget(live)

    def _forget(self, live: Live) -> None:
        for task in [live.timer, live.driver, *live.gone.values()]:
            if task is not None:
                task.cancel()
        if self.rooms.get(live.room.code) is live:
            del self.rooms[live.room.code]

    def _returned(self, live: Live, seat: int) -> None:
        task = live.gone.pop(seat, None)
        if task is not None:
            task.cancel()
        live.away.discard(seat)

    def _start_gone(self, live: Live, seat: int) -> None:
        old = live.gone.pop(seat, None)
        if old is not None:
            old.cancel()
        live.gone[seat] = self._spawn(self._gone_later(live, seat))

    async def _gone_later(self, live: Live, seat: int) -> None:
        await asyncio.sleep(self.settings.away_after)
        async with live.lock:
            live.gone.pop(seat, None)
            if seat in live.connected():
                return
            live.away.add(seat)
            self._broadcast(live)
        self._kick(live)

    def _spawn(self, work: Awaitable[None]) -> asyncio.Task[None]:
        task: asyncio.Task[None] = asyncio.ensure_future(work)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)
        return task

    # Messages from a client ---------------------------------------------------------

    async def handle(self, live: Live, client: Client, text: str) -> None:
        """One message from a client; every bad one gets an error and changes nothing."""
        if len(text.encode()) > self.settings.max_message_bytes:
            client.post(
                {
                    "type": "error",
                    "error": f"message too large (at most {self.settings.max_message_bytes} bytes)",
                }
            )
            return
        if client.bucket is not None and not client.bucket.take():
            client.post({"type": "error", "error": "too many messages; slow down"})
            return
        try:
            message = msgspec.json.decode(text)
        except msgspec.DecodeError:
            client.post({"type": "error", "error": "messages are JSON objects"})
            return
        kind = message.get("type") if isinstance(message, dict) else None
        if kind == "ping":
            client.post({"type": "pong"})
        elif kind == "back":
            await self._back(live, client)
        elif kind == "act":
            await self._act_message(live, client, message)
        else:
            client.post(
                {
                    "type": "error",
                    "error": 'unknown message; send {"type": "act", '
                    '"action": {...}, "step": N}, {"type": "back"} or {"type": "ping"}',
                }
            )

    async def _back(self, live: Live, client: Client) -> None:
        if client.seat is None:
            client.post({"type": "error", "error": "spectators have no seat to return to"})
            return
        async with live.lock:
            self._returned(live, client.seat)
            self._arm_timer(live)
            self._broadcast(live)

    async def _act_message(self, live: Live, client: Client, message: Json) -> None:
        seat = client.seat
        if seat is None:
            client.post({"type": "error", "error": "spectators cannot act; join a seat to play"})
            return
        step = message.get("step")
        async with live.lock:
            room, game = live.room, live.room.game
            try:
                if game is None or room.status != PLAYING:
                    raise IllegalAction("the game is not being played now")
                if step is not None and step != room.step:
                    raise IllegalAction(
                        f"that move was for step {step}, but the game is at step {room.step}; "
                        "choose again from the current moves"
                    )
                action = Action.from_json(message.get("action"))
                if game.to_act == seat:
                    self._returned(live, seat)
                await self._commit(live, seat, action, by_bot=False)
            except MonopoliesError as e:
                client.post({"type": "error", "error": str(e)})
                return
            except Exception:
                log.exception("move %r in room %s failed", message.get("action"), room.code)
                await self._reload(live)
                client.post(
                    {
                        "type": "error",
                        "error": "the server failed on that move; "
                        "the game is as it was, try another",
                    }
                )
                return
            self._broadcast(live)
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
            live.room = Room.from_record(*loaded)

    # Bots and timers ----------------------------------------------------------------

    def _kick(self, live: Live) -> None:
        """Make sure a bot moves if one should, and the turn timer runs if it should."""
        if live.driver is None or live.driver.done():
            live.driver = self._spawn(self._drive(live))

    async def _drive(self, live: Live) -> None:
        while True:
            game = live.room.game
            if game is None or game.over or live.room.status != PLAYING:
                return
            seat = game.to_act
            assert seat is not None
            if not live.bot_plays(seat):
                async with live.lock:
                    self._arm_timer(live)
                return
            await asyncio.sleep(self.settings.bot_delay)
            async with live.lock:
                if game is not live.room.game or game.to_act != seat or not live.bot_plays(seat):
                    continue
                bot = self._bot(live, seat)
                view = SeatView(game, seat)
                loop = asyncio.get_running_loop()
                try:
                    action = await loop.run_in_executor(self._bot_pool, bot.choose, view)
                except Exception:
                    # A broken bot must not stall the table: play its seat at random.
                    log.exception("bot for seat %s in room %s failed", seat, live.room.code)
                    live.bots[seat] = bot = make_bot("random", live.room.variant, seat)
                    action = bot.choose(view)
                try:
                    await self._commit(live, seat, action, by_bot=True)
                except MonopoliesError:
                    continue
                self._broadcast(live)

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
        if room.turn_seconds is None or game is None or game.over:
            return
        seat = game.to_act
        if seat is None or live.bot_plays(seat):
            return
        live.deadline = time.time() + room.turn_seconds
        live.timer = self._spawn(self._time_out(live, seat, room.step, room.turn_seconds))

    async def _time_out(self, live: Live, seat: int, step: int, seconds: float) -> None:
        await asyncio.sleep(seconds)
        async with live.lock:
            if live.room.step != step or live.room.status != PLAYING:
                return
            live.timer = None
            live.deadline = None
            live.away.add(seat)
            self._broadcast(live)
        self._kick(live)

    # What each connection sees ------------------------------------------------------

    def summary(self, live: Live) -> Json:
        """The room as anyone may see it: seats, names, bots, who is here."""
        room = live.room
        connected = live.connected()
        game = room.game
        return {
            "code": room.code,
            "game": room.variant,
            "title": narration.title(room.variant),
            "players": room.players,
            "status": room.status,
            "host": room.host,
            "turn_seconds": room.turn_seconds,
            "options": room.options,
            "next": room.next_code,
            "step": room.step,
            "to_act": game.to_act if game is not None else None,
            "deadline_in": (
                None
                if live.deadline is None or room.status != PLAYING
                else round(live.deadline - time.time(), 1)
            ),
            "spectators": sum(1 for c in live.clients if c.seat is None and not c.closed),
            "result": game.result() if game is not None and game.over else None,
            "seats": [
                {
                    "seat": i,
                    "name": chair.name,
                    "bot": chair.bot,
                    "taken": not chair.free,
                    "connected": chair.bot is not None or i in connected,
                    "away": i in live.away,
                }
                for i, chair in enumerate(room.seats)
            ],
        }

    def _texts(self, live: Live) -> list[str | None]:
        game = live.room.game
        assert game is not None
        texts = live.texts
        names = [chair.name for chair in live.room.seats]
        for event in game.events[len(texts) :]:
            texts.append(narration.event_text(game.variant, event, game.options, names))
        return texts

    def _broadcast(self, live: Live) -> None:
        """Queue the current state for every connection (called under the room lock)."""
        summary = self.summary(live)
        game = live.room.game
        if game is None:
            for client in live.clients:
                client.post({"type": "state", "room": summary, "you": client.seat, "view": None})
            return
        texts = self._texts(live)
        views: dict[int | None, Json] = {}
        for client in list(live.clients):
            if client.seat not in views:
                views[client.seat] = self._seat_state(live, client.seat)
            start = client.events_sent
            client.events_sent = len(game.events)
            message = {
                "type": "state",
                "room": summary,
                "you": client.seat,
                "events": [
                    {"i": i, "event": game.events[i], "text": texts[i]}
                    for i in range(start, len(game.events))
                ],
                **views[client.seat],
            }
            client.post(message)

    def _seat_state(self, live: Live, seat: int | None) -> Json:
        game = live.room.game
        assert game is not None
        if seat is None:
            return {"view": spectator_view(game), "menu": [], "situation": None}
        view = game.observe(seat)
        return {
            "view": view,
            "menu": narration.menu(game, view) if view["legal"] else [],
            "situation": narration.situation(
                game.variant, view, view["events"], [chair.name for chair in live.room.seats]
            ),
        }

    def new_bucket(self) -> Bucket:
        return Bucket(self.settings.messages_per_second, self.settings.message_burst)
