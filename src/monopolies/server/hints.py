"""A seat asks for a hint: the expert bot's three best moves for its own turn, searched from
that seat's view only (docs/bots.md, "Hints"), if the room allows hints.

The search runs in the `BotPool` (a worker process) on the game's position, taken under
the room's lock, so the room goes on meanwhile. Hints are fair shares (`shares`): one at a
time per seat however many sockets it has, a few per address, a cap on all of them.
"""

from __future__ import annotations

from monopolies.server import messages, views
from monopolies.server.bot_pool import BotPool
from monopolies.server.live import Client, Live
from monopolies.server.refusals import Refused, error_message
from monopolies.server.rooms import PLAYING
from monopolies.server.shares import Shares


class Hints:
    """Answers hint messages, or refuses them with the reason."""

    def __init__(self, bot_pool: BotPool, shares: Shares) -> None:
        self.bot_pool = bot_pool
        self.shares = shares

    async def ask(self, live: Live, client: Client, message: messages.Hint) -> None:
        """The expert bot's three best moves for the asking seat, searched on a worker from
        the game's position (the room goes on meanwhile), from the seat's view only."""
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
            try:
                share = self.shares.take((room.code, seat), client.address)
            except Refused as refused:
                client.post(
                    error_message(refused.message, refused.reason, retry_after=refused.retry_after)
                )
                return
            position = game.position()
            names = [chair.name for chair in room.seats]
        try:
            moves = await self.bot_pool.suggest(position, seat, names)
        except Exception:
            client.post(error_message("the hint could not be worked out; ask again", "hint_failed"))
            return
        finally:
            self.shares.release(share)
        client.post({"type": "hint", "version": message.version, "moves": moves})
