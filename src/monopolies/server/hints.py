"""A seat asks for a hint: the hard bot's three best moves for its own turn, searched from
that seat's view only (docs/bots.md, "Hints"), if the room allows hints.

The search runs in the `BotPool` on a copy of the game, taken under the room's lock, so
the room goes on meanwhile; one hint at a time per connection.
"""

from __future__ import annotations

from monopolies.server import messages, views
from monopolies.server.bot_pool import BotPool
from monopolies.server.live import Client, Live
from monopolies.server.refusals import error_message
from monopolies.server.rooms import PLAYING


class Hints:
    """Answers hint messages, or refuses them with the reason."""

    def __init__(self, bot_pool: BotPool) -> None:
        self.bot_pool = bot_pool

    async def ask(self, live: Live, client: Client, message: messages.Hint) -> None:
        """The hard bot's three best moves for the asking seat, searched on a worker thread
        from a copy of the game (the room goes on meanwhile), from the seat's view only."""
        seat = client.seat
        if seat is None:
            client.post(
                error_message("spectators have no moves to suggest; join a seat", "spectator")
            )
            return
        if not live.room.hints:
            client.post(
                error_message("hints are off in this room (the host chose so)", "hints_off")
            )
            return
        if client.hinting:
            client.post(error_message("a hint is already being worked out; wait for it", "busy"))
            return
        async with live.lock:
            room, game = live.room, live.room.game
            if game is None or room.status != PLAYING or game.to_act != seat:
                client.post(error_message("hints are for your own turn", "not_your_turn"))
                return
            if message.version != views.version_of(live, seat):
                client.post(
                    error_message("that was an earlier state of the game; ask again", "stale")
                )
                return
            copy = game.clone()
            names = [chair.name for chair in room.seats]
        client.hinting = True
        try:
            moves = await self.bot_pool.suggest(copy, seat, names)
        finally:
            client.hinting = False
        client.post({"type": "hint", "version": message.version, "moves": moves})
