"""Replays of finished games: `GET /api/replays/{code}` and `/api/replays/{code}/view/{step}`.

A finished game never changes, so its replay is built once, on a worker process (`work.
build_replay`: the public events in words, where each action falls, and a position every
`work.SNAPSHOT_EVERY` actions), and kept: the events answer is kept encoded and sent as it
is, and a step's view is played on from the nearest kept position, off the event loop.
Builds are fair shares (`shares`): a few per address, a cap on all, 429 beyond; two asks
for the same game while it is built wait for the one build.
"""

from __future__ import annotations

import asyncio
from collections import OrderedDict
from dataclasses import dataclass
from typing import Any

import msgspec
from fastapi import APIRouter, Request, Response

from monopolies.server import views, work
from monopolies.server.api import PROBLEMS, find_room
from monopolies.server.hub import Hub
from monopolies.server.live import Live
from monopolies.server.refusals import Refused
from monopolies.server.rooms import OVER, normal_code
from monopolies.server.settings import Settings
from monopolies.server.shares import Shares

Json = dict[str, Any]

BUILD_WAIT = 5.0
"""How long a client told the replay builds are full waits: about one build's time."""

router = APIRouter(prefix="/api", responses=PROBLEMS)
_encode = msgspec.json.Encoder().encode


@dataclass(frozen=True)
class Kept:
    """A built replay as the server keeps it: the events answer encoded, and the rest."""

    answer: bytes
    built: work.Built
    size: int
    """Bytes it holds, about (its answer, positions and actions encoded)."""


class Replays:
    """Every replay built and kept (least recently read first), and the builds under way."""

    def __init__(self, settings: Settings, hub: Hub) -> None:
        self.hub = hub
        self.limit = settings.replay_bytes_kept
        self.kept: OrderedDict[str, Kept] = OrderedDict()
        self.kept_bytes = 0
        self.building: dict[str, asyncio.Future[Kept]] = {}
        self.shares = Shares(
            "replay",
            per_seat=1,
            per_address=settings.replays_per_address,
            queued=settings.replays_queued,
            wait=BUILD_WAIT,
        )

    async def get(self, live: Live, address: str) -> Kept:
        """The room's replay: kept, being built (wait for it), or built now."""
        code = live.room.code
        kept = self.kept.get(code)
        if kept is not None:
            self.kept.move_to_end(code)
            return kept
        under_way = self.building.get(code)
        if under_way is not None:
            return await asyncio.shield(under_way)
        with self.shares.held(None, address):
            future: asyncio.Future[Kept] = asyncio.get_running_loop().create_future()
            self.building[code] = future
            try:
                kept = await self._build(live)
            except BaseException as e:
                future.set_exception(e)
                future.exception()  # read: nobody else may be waiting for it
                raise
            finally:
                del self.building[code]
        future.set_result(kept)
        self.kept[code] = kept
        self.kept_bytes += kept.size
        while self.kept_bytes > self.limit and len(self.kept) > 1:
            self.kept_bytes -= self.kept.popitem(last=False)[1].size
        return kept

    def find(self, code: str) -> Kept | None:
        """A kept replay by its room's code, without loading the room."""
        kept = self.kept.get(code)
        if kept is not None:
            self.kept.move_to_end(code)
        return kept

    async def _build(self, live: Live) -> Kept:
        room, db = live.room, self.hub.db
        loaded = await db.run(db.store.load_room, room.code)
        if loaded is None:
            raise Refused(f"no room has the code {room.code!r}", 404, "no_such_room")
        actions = [action for _, action, _ in loaded[1]]
        names = [chair.name for chair in room.seats]
        built = await self.hub.workers.heavy.run(
            work.build_replay, room.variant, room.players, room.seed, room.options, actions, names
        )
        answer = _encode(
            {"room": views.summary(live), "events": built.events, "steps": built.steps}
        )
        size = len(answer) + len(_encode(built.positions)) + len(_encode(built.actions))
        return Kept(answer, built, size)


def replays_of(request: Request) -> Replays:
    replays: Replays = request.app.state.replays
    return replays


def _address(request: Request) -> str:
    return request.client.host if request.client else "?"


async def _kept(request: Request, code: str) -> Kept:
    """The finished game's replay: kept already (the room is not even loaded), or built."""
    replays, misses, address = replays_of(request), request.app.state.misses, _address(request)
    normal = normal_code(code)
    kept = replays.find(normal) if normal is not None and misses.allowed(address) else None
    if kept is not None:
        return kept
    live = await find_room(replays.hub, misses, address, code)
    if live.room.status != OVER:
        raise Refused("replays open when the game is over", 409, "not_over")
    return await replays.get(live, address)


@router.get("/replays/{code}")
async def replay(code: str, request: Request) -> Response:
    """A finished game's public events, and after which event each action came (the room
    as it was when its replay was built)."""
    kept = await _kept(request, code)
    return Response(kept.answer, media_type="application/json")


@router.get("/replays/{code}/view/{step}")
async def replay_view(code: str, step: int, request: Request) -> Json:
    """The table as a spectator saw it after `step` actions of a finished game."""
    kept = await _kept(request, code)
    actions = len(kept.built.actions)
    if not 0 <= step <= actions:
        raise Refused(f"step must be 0..{actions}", 404, "no_such_step")
    position, moves = kept.built.from_position(step)
    return await asyncio.to_thread(work.view_after, position, moves)
