"""Chat at the table: short lines from the players and the spectators, kept with the room.

Who reads what:

- a player's line (written from a seat, under the seat's name) reaches everyone in the room;
- a spectator's line reaches the other spectators only while the game is being played, so
  nobody watching can coach a player; in the lobby and once the game is over it reaches
  everyone. With the host's `watchers_chat` off, spectators cannot write at all.

A line is cleaned as names are (`names.clean_text`: no control, bidirectional or invisible
characters, one line) and has at most `Settings.chat_chars` characters; each person (a
seat, or a spectator's address) may write `Settings.chat_burst` lines at once and one every
`Settings.chat_every` seconds after that; a room keeps at most `Settings.chat_lines` of the
players' lines and as many of the spectators'. The
host may mute a person by their `author` id: their lines are refused and their earlier ones
hidden. Every refusal has a reason (docs/server.md, "Chat").

A line is its author, name, text and whether a spectator wrote it: nothing of the game, not
even a count of the lines before it (which would tell a player how many the spectators
wrote), and writing one changes nobody's version of the game. Each line is stored before
anyone is sent it, so the chat comes back after a restart.
"""

from __future__ import annotations

import hashlib
import hmac
import re
from typing import Any

from monopolies.server import views
from monopolies.server.limits import Bucket
from monopolies.server.live import Client, Live
from monopolies.server.messages import Mute, Say
from monopolies.server.names import clean_name, clean_text
from monopolies.server.refusals import Refused, error_message
from monopolies.server.rooms import PLAYING
from monopolies.server.saving import save_room
from monopolies.server.settings import Settings
from monopolies.server.store import Database

Json = dict[str, Any]

AUTHOR = re.compile(r"seat[0-9]|watcher-[0-9a-f]{10}")
"""Who wrote a line: `seat<n>` for a seat, `watcher-<hex>` for a spectator's address."""
MAX_BUCKETS = 1000
"""People a room keeps a chat budget for; past it they all start afresh (full budgets)."""


def author(live: Live, client: Client) -> str:
    """The id a client writes under: its seat, or for a spectator a digest of its address
    keyed by the room's secret salt (the same person in one room, never their address)."""
    if client.seat is not None:
        return f"seat{client.seat}"
    key = live.room.salt.encode()
    return "watcher-" + hmac.new(key, client.address.encode(), hashlib.sha256).hexdigest()[:10]


def reads(live: Live, client: Client, line: Json) -> bool:
    """Whether `client` may be sent `line`: a spectator's line reaches a player only while
    no game is being played, and nobody's line once the host muted them."""
    if line["by"] in live.room.muted:
        return False
    return not line["watcher"] or client.seat is None or live.room.status != PLAYING


class Chat:
    """Takes chat and mute messages, stores lines and sends each to those who may read it."""

    def __init__(self, settings: Settings, db: Database) -> None:
        self.settings = settings
        self.db = db

    async def greet(self, live: Live, client: Client) -> None:
        """Send a client that just joined the last lines it may read, if there are any
        (under the lock)."""
        await self._load(live)
        if any(reads(live, client, line) for line in live.chat):
            self._send_history(live, client)

    async def say(self, live: Live, client: Client, message: Say) -> None:
        """Write the client's line, or tell it why not (nothing changes then)."""
        async with live.lock:
            if live.unloaded:
                return
            try:
                line = await self._line(live, client, message)
            except Refused as refused:
                more = {"retry_after": refused.retry_after} if refused.retry_after else {}
                client.post(error_message(refused.message, refused.reason, **more))
                return
            for reader in live.clients:
                if not reader.closed and reads(live, reader, line):
                    reader.post({"type": "chat", "lines": [line], "reset": False})

    async def mute(self, live: Live, client: Client, message: Mute) -> None:
        """The host mutes (or unmutes) a person: everyone's chat is sent again without
        their lines, and the room's `muted` list says who is muted."""
        async with live.lock:
            if live.unloaded:
                return
            room = live.room
            if client.seat is None or client.seat != room.host:
                client.post(error_message("only the host can mute people", "not_host"))
                return
            if not AUTHOR.fullmatch(message.who) or message.who == author(live, client):
                client.post(error_message(f"cannot mute {message.who[:24]!r}", "bad_message"))
                return
            if message.muted == (message.who in room.muted):
                return
            if message.muted:
                room.muted.append(message.who)
            else:
                room.muted.remove(message.who)
            await save_room(self.db, live)
            await self._load(live)
            for reader in live.clients:
                self._send_history(live, reader)
            views.broadcast(live)

    async def _line(self, live: Live, client: Client, message: Say) -> Json:
        """The line to store and send, stored; Refused with the reason if it may not be."""
        settings, room = self.settings, live.room
        by = author(live, client)
        watcher = client.seat is None
        if watcher and not room.watchers_chat:
            raise Refused("the host turned spectators' chat off", 403, "chat_off")
        if by in room.muted:
            raise Refused("the host muted you", 403, "muted")
        try:
            text = clean_text(message.text, settings.chat_chars, "message")
        except ValueError as e:
            raise Refused(str(e), 400, "bad_chat") from None
        seat = client.seat
        name = room.seats[seat].name if seat is not None else self._name(live, message)
        await self._load(live)
        if live.chat_written[watcher] >= settings.chat_lines:
            # Each side has its own cap: spectators cannot fill the players' chat.
            raise Refused("this room's chat is full", 409, "chat_full")
        bucket = self._bucket(live, by)
        if not bucket.take():
            wait = round(bucket.wait(), 1)
            raise Refused(f"you write too fast; wait {wait:g} s", 429, "chat_slow_down", wait)
        # No number on the line: a player counting the lines they were sent would learn
        # how many the spectators wrote meanwhile, a channel for coaching.
        line = {"by": by, "name": name, "text": text, "watcher": watcher}
        n = sum(live.chat_written.values())
        await self.db.run(self.db.store.add_chat, room.code, n, watcher, line)
        live.chat_written[watcher] += 1
        live.chat.append(line)
        del live.chat[: -settings.chat_shown]
        return line

    @staticmethod
    def _name(live: Live, message: Say) -> str:
        """A spectator's name, cleaned as a seat's; never a player's name."""
        if message.name is None:
            raise Refused("spectators give a name to write", 400, "bad_name")
        try:
            name = clean_name(message.name)
        except ValueError as e:
            raise Refused(str(e), 400, "bad_name") from None
        taken = {seat.name.casefold() for seat in live.room.seats if seat.name}
        if name.casefold() in taken:
            raise Refused(f"{name} is a player's name here; choose another", 409, "name_taken")
        return name

    def _bucket(self, live: Live, by: str) -> Bucket:
        buckets = live.chat_buckets
        if by not in buckets:
            if len(buckets) >= MAX_BUCKETS:
                buckets.clear()
            buckets[by] = Bucket(1 / self.settings.chat_every, self.settings.chat_burst)
        return buckets[by]

    async def _load(self, live: Live) -> None:
        """Read the room's last lines from the database the first time they are needed."""
        if not live.chat_loaded:
            written, lines = await self.db.run(
                self.db.store.load_chat, live.room.code, self.settings.chat_shown
            )
            live.chat_written, live.chat, live.chat_loaded = written, lines, True

    def _send_history(self, live: Live, client: Client) -> None:
        lines = [line for line in live.chat if reads(live, client, line)]
        client.post({"type": "chat", "lines": lines, "reset": True})
