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
from dataclasses import dataclass, replace
from typing import Any

import msgspec
from fastapi import APIRouter, Request, Response

from monopolies.engine.errors import MonopoliesError
from monopolies.server import views, work
from monopolies.server.api import PROBLEMS, check_misses
from monopolies.server.hub import Hub
from monopolies.server.live import Live
from monopolies.server.refusals import Refused
from monopolies.server.rooms import Room, normal_code
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
    """Bytes it holds, about."""


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

    async def get(self, code: str, address: str) -> Kept:
        """The replay of the finished room with this code: kept, being built (wait for
        it), or built now; Refused 404 for no such room, 409 for a game not over."""
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
                kept = await self._build(code)
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

    async def _build(self, code: str) -> Kept:
        """Built on a worker from the stored record and moves: the room is not loaded (a
        finished game loaded would be played through once more on the way)."""
        record, built = await self.hub.workers.heavy.run(
            work.build_replay, self.hub.settings.db_url, code
        )
        if record is None:
            raise Refused(f"no room has the code {code!r}", 404, "no_such_room")
        if built is None:
            raise Refused("replays open when the game is over", 409, "not_over")
        room = Room.facts(record)
        stored = views.summary(Live(room)) | {"events": built.event_count, "result": built.result}
        answer = b"".join(
            [b'{"room":', _encode(stored), b',"events":', built.events, b',"steps":', built.steps]
        )
        for_views = replace(built, events=b"", steps=b"")  # the answer holds them now
        return Kept(answer + b"}", for_views, len(answer) + for_views.size())


def replays_of(request: Request) -> Replays:
    replays: Replays = request.app.state.replays
    return replays


def _address(request: Request) -> str:
    return request.client.host if request.client else "?"


async def _kept(request: Request, code: str) -> Kept:
    """The finished game's replay, kept or built; unknown codes spend the address's
    budget as every lookup does (`api.find_room`)."""
    replays, misses, address = replays_of(request), request.app.state.misses, _address(request)
    check_misses(misses, address)
    normal = normal_code(code)
    try:
        if normal is None:
            raise Refused(f"no room has the code {code[:16]!r}", 404, "no_such_room")
        return await replays.get(normal, address)
    except Refused as refused:
        if refused.reason == "no_such_room":
            misses.miss(address)
        raise


@router.get("/replays/{code}")
async def replay(code: str, request: Request) -> Response:
    """A finished game's public events, and after which event each action came (the room
    as stored: nobody is online in a replay)."""
    kept = await _kept(request, code)
    return Response(kept.answer, media_type="application/json")


@router.get("/replays/{code}/view/{step}")
async def replay_view(code: str, step: int, request: Request, seat: int | None = None) -> Json:
    """The table after `step` actions of a finished game, as a spectator saw it, or as
    `seat` did, its own hand included: the game is over, so every hand may be shown (a
    reviewed player steps through their own decisions with what they held)."""
    kept = await _kept(request, code)
    actions = kept.built.actions
    if not 0 <= step <= actions:
        raise Refused(f"step must be 0..{actions}", 404, "no_such_step")
    try:
        return await asyncio.to_thread(work.view_after, *kept.built.from_position(step), seat)
    except MonopoliesError as e:  # a seat the game does not have
        raise Refused(str(e), 404, "no_such_seat") from None
