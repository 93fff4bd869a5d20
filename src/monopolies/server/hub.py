"""Live play: the rooms in memory, their connections, bots, turn timers and broadcasts.

Every change to a room happens under the room's lock, in this order: the engine accepts
the action (`Game.act_as`, which refuses the wrong seat or an illegal move and changes
nothing), the action is committed to the database, and only then is anyone told
(`views.broadcast`, through each connection's own queue, so a slow client never holds up
a room). A bot thinking, a hint, a review and a replay build run in worker processes
(`workers`), with the room's lock let go meanwhile; building or loading a game runs on a
thread; so one room never delays another's messages. When rooms leave memory
and come back is `lifecycle`'s business; what a client may send is `messages`'.

`Hub` only makes the parts and wires them together, once per server; the routes reach
each part through it (`hub.lobby.join`, `hub.connections.handle`, ...). Each part is a
module of its own, listed here from the routes down:

- `lobby`: creating rooms, taking seats, starting early, rematches;
- `connections`: clients arriving, each message they send, leaving;
- `moves`: a person's move; `hints`: a seat's request for the expert bot's best moves;
- `chat`: what players and spectators write at the table; `listing`: the home page's
  list of rooms waiting for players, read from the database;
- `room_cache`: the rooms in memory, loaded on first use, put away when memory is full;
- `turns`: bot turns, stand-ins for away players, turn timers;
- `saving`: a room's record, and each move stored before anyone is told;
- `bot_pool`: where every bot thinks, and `workers`: the worker processes it (and hints,
  reviews and replays) runs on, off the serving process;
- `shares`: the fair share of that work each seat and address may have;
- `background`: the tasks that closing the server stops.
"""

from __future__ import annotations

from monopolies.server.background import Background
from monopolies.server.bot_pool import BotPool
from monopolies.server.chat import Chat
from monopolies.server.connections import Connections
from monopolies.server.hints import Hints
from monopolies.server.listing import Listing
from monopolies.server.live import Live
from monopolies.server.lobby import Lobby
from monopolies.server.moves import Moves
from monopolies.server.room_cache import RoomCache
from monopolies.server.saving import RoomLoader
from monopolies.server.settings import Settings
from monopolies.server.shares import Shares
from monopolies.server.store import Database
from monopolies.server.turns import Turns
from monopolies.server.workers import Workers

HINT_WAIT = 2.0
"""How long a client told its hint share is full waits: about one hint's time."""


class Hub:
    """Every room the server holds, and the parts that run them."""

    def __init__(self, settings: Settings, db: Database) -> None:
        self.settings = settings
        self.db = db
        self.background = Background()
        self.workers = Workers(settings.workers, settings.ray_address)
        self.bot_pool = BotPool(settings, self.workers)
        loader = RoomLoader(self.workers, settings.db_url)
        self.turns = Turns(settings, db, loader, self.background, self.bot_pool)
        self.cache = RoomCache(settings, db, self.turns, loader)
        self.rooms: dict[str, Live] = self.cache.rooms
        """The rooms in memory by code (the cache's own, for reading)."""
        self.listing = Listing(settings, db)
        self.lobby = Lobby(db, self.cache, self.turns, self.bot_pool, self.listing)
        moves = Moves(db, loader, self.turns)
        hint_shares = Shares(
            "hint",
            per_seat=1,
            per_address=settings.hints_per_address,
            queued=settings.hints_queued,
            wait=HINT_WAIT,
        )
        hints = Hints(self.bot_pool, hint_shares)
        chat = Chat(settings, db)
        self.connections = Connections(settings, self.cache, self.turns, moves, hints, chat)

    async def close(self) -> None:
        """Put every room away, stop every task and stop the workers."""
        self.cache.unload_all()
        self.background.cancel_all()
        self.workers.close()
