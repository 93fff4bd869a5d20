"""A connection's life in a room: it arrives (with a seat's token, or to watch), sends
messages, and leaves; everyone in the room is told of each change.

Each connection is sent what changed through its own queue (`Client.post`,
`views.broadcast`), so a slow client never holds up a room. A message that is too big, too
fast or unreadable gets an error and changes nothing (`messages`, docs/server.md "Limits").
"""

from __future__ import annotations

import time

from monopolies.server import messages, views
from monopolies.server.chat import Chat
from monopolies.server.hints import Hints
from monopolies.server.limits import Bucket
from monopolies.server.live import Client, Live
from monopolies.server.moves import Moves
from monopolies.server.refusals import error_message
from monopolies.server.room_cache import RoomCache, still_here
from monopolies.server.rooms import OVER
from monopolies.server.settings import Settings
from monopolies.server.turns import Turns

FIRST_EVENTS = 200
"""Events a connection gets when it arrives (the rest are in the replay)."""


class Connections:
    """Connects clients to rooms and hands each of their messages to the part that acts."""

    def __init__(
        self,
        settings: Settings,
        cache: RoomCache,
        turns: Turns,
        moves: Moves,
        hints: Hints,
        chat: Chat,
    ) -> None:
        self.settings = settings
        self.chat = chat
        self.cache = cache
        self.turns = turns
        self.moves = moves
        self.hints = hints

    def new_bucket(self) -> Bucket:
        """A new connection's message budget (`Settings.messages_per_second`)."""
        return Bucket(self.settings.messages_per_second, self.settings.message_burst)

    async def connect(self, live: Live, client: Client, token: str | None) -> None:
        """Join the room: a seat's token takes that seat back, anything else watches."""
        async with live.lock:
            still_here(live)
            room = live.room
            client.seat = room.seat_of(token) if token is not None else None
            if token is not None and client.seat is None:
                client.post(
                    error_message(
                        "that seat token is not for this room; you are watching", "not_seat"
                    )
                )
            live.clients.append(client)
            if client.seat is not None:
                self.turns.returned(live, client.seat)
            if room.game is not None:
                client.events_sent = max(0, len(room.game.events) - FIRST_EVENTS)
            if live.timer is None:
                self.turns.arm_timer(live)
            views.broadcast(live)
            await self.chat.greet(live, client)
        self.turns.kick(live)

    async def disconnect(self, live: Live, client: Client) -> None:
        """Leave the room: a seat left empty starts its away clock."""
        async with live.lock:
            client.close()
            if client in live.clients:
                live.clients.remove(client)
            if live.unloaded:
                return
            seat = client.seat
            if seat is not None and seat not in live.connected():
                self.turns.start_gone(live, seat)
            views.broadcast(live)
            if not live.watched():
                live.alone_since = time.monotonic()
                if live.room.status == OVER:
                    # A finished game nobody watches lives on in the database only.
                    self.cache.unload(live)

    def admit(self, client: Client, text: str) -> bool:
        """Whether a message (a hello too) is within the rate and the size limit; if not,
        the client has been told, or closed for flooding. Every message spends from the
        budget first, so neither large messages nor messages before the hello escape it."""
        if client.bucket is not None and not client.bucket.take():
            self._slow_down(client)
            return False
        client.ignored = 0
        try:
            messages.check_size(text, self.settings.max_message_bytes)
        except messages.BadMessage as e:
            client.post(error_message(str(e), "bad_message"))
            return False
        return True

    async def handle(self, live: Live, client: Client, text: str) -> None:
        """One message from a client; every bad one gets an error and changes nothing."""
        if not self.admit(client, text):
            return
        try:
            message = messages.message(text, self.settings.max_message_bytes)
        except messages.BadMessage as e:
            client.post(error_message(str(e), "bad_message"))
            return
        if isinstance(message, messages.Ping):
            client.post({"type": "pong"})
        elif isinstance(message, messages.Back):
            await self._back(live, client)
        elif isinstance(message, messages.Hint):
            await self.hints.ask(live, client, message)
        elif isinstance(message, messages.Say):
            await self.chat.say(live, client, message)
        elif isinstance(message, messages.Mute):
            await self.chat.mute(live, client, message)
        else:
            await self.moves.act(live, client, message)

    def _slow_down(self, client: Client) -> None:
        """Say "slow down" once, ignore what follows, and drop a connection that goes on."""
        assert client.bucket is not None
        client.ignored += 1
        if client.ignored == 1:
            wait = round(client.bucket.wait(), 2)
            client.post(
                error_message("too many messages; slow down", "slow_down", retry_after=wait)
            )
        elif client.ignored > self.settings.flood_messages:
            client.post(error_message("too many messages; disconnected", "flood"))
            client.close()

    async def _back(self, live: Live, client: Client) -> None:
        """The person pressed "I'm back": their seat is theirs again, on a fresh clock."""
        if client.seat is None:
            client.post(error_message("spectators have no seat to return to", "spectator"))
            return
        async with live.lock:
            self.turns.returned(live, client.seat)
            self.turns.arm_timer(live)
            views.broadcast(live)
