"""When rooms leave memory: the database keeps every room, memory only those in use.

- A finished game leaves memory when its last viewer leaves (`Connections.disconnect`).
- Any room nobody has been connected to for `Settings.unload_after` seconds leaves
  memory: a lobby, a game whose people left, a game of bots nobody watches (its bots stop
  and carry on when someone comes back). `RoomCache.get` loads it back on the next lookup.
- A lobby nobody started within `Settings.lobby_expiry` of its creation is closed for good:
  looking it up answers 410 (`RoomCache.get`, on load).
- A listed lobby nobody has been connected to for `Settings.listing_idle` seconds leaves
  the home page's list (`listing`; each sweep marks the others seen).
- At most `Settings.max_rooms_in_memory` rooms are held; beyond that the longest-unwatched
  room is unloaded first, and with every room watched new ones are refused
  (`RoomCache.make_space`).

So memory is bounded by the cap times the largest room, and the largest room is bounded by
the engine's option maxima (tests/server/test_lifecycle.py measures both).
"""

from __future__ import annotations

import asyncio
import logging
import time

from monopolies.server.hub import Hub
from monopolies.server.live import Live

log = logging.getLogger("monopolies.server")


def idle(live: Live, now: float, unload_after: float) -> bool:
    """Whether nobody has been connected to the room for `unload_after` seconds."""
    return not live.watched() and now - live.alone_since >= unload_after


async def sweep(hub: Hub) -> int:
    """Unload every idle room, and forget every room another process took over
    (`saving.commit` put it away); then tell the home page's list which of its lobbies
    someone is in (`listing`); how many rooms left memory."""
    now = time.monotonic()
    gone = 0
    for live in list(hub.rooms.values()):
        if not live.unloaded and not idle(live, now, hub.settings.unload_after):
            continue
        async with live.lock:
            if live.unloaded or idle(live, time.monotonic(), hub.settings.unload_after):
                hub.cache.unload(live)
                gone += 1
    try:
        await hub.listing.mark_seen(list(hub.rooms.values()))
    except Exception:  # the database is away: the list says so later, the sweeps go on
        log.exception("could not mark the listed lobbies seen")
    return gone


async def sweep_forever(hub: Hub) -> None:
    while True:
        await asyncio.sleep(hub.settings.sweep_every)
        await sweep(hub)
