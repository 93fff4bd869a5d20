"""The HTTP API: games, rooms (create, look up, join, start, rematch) and replays.

A room code that does not exist costs the asking address one try from a small budget
(`Settings.misses_per_minute`), so codes cannot be enumerated cheaply; creating rooms has
a budget per address too (`Settings.rooms_per_minute`).
"""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Depends, HTTPException, Request
from pydantic import BaseModel, Field

import monopolies
from monopolies.bots import DIFFICULTIES
from monopolies.engine.errors import MonopoliesError
from monopolies.server import narration
from monopolies.server.hub import Hub, Live, RoomError
from monopolies.server.limits import PerAddress
from monopolies.server.public import spectator_view
from monopolies.server.rooms import OVER, normal_code

Json = dict[str, Any]
Name = Annotated[str, Field(min_length=1, max_length=24, pattern=r"\S")]

router = APIRouter(prefix="/api")


class CreateRoom(BaseModel):
    game: str = Field(max_length=32)
    seats: list[str | None] = Field(
        min_length=1,
        max_length=10,
        description="Per seat: a bot difficulty (easy, medium, ...) or null for a person.",
    )
    options: dict[str, Any] = Field(default_factory=dict, max_length=32)
    turn_seconds: float | None = Field(default=None, ge=1, le=3600)
    name: Name | None = None


class JoinRoom(BaseModel):
    name: Name
    seat: int | None = Field(default=None, ge=0, le=9)


class SeatToken(BaseModel):
    token: str = Field(max_length=128)


def hub_of(request: Request) -> Hub:
    hub: Hub = request.app.state.hub
    return hub


HubDep = Annotated[Hub, Depends(hub_of)]


async def find_room(hub: Hub, misses: PerAddress, address: str, code: str) -> Live:
    """The room for a code, or HTTP 404/429; unknown codes spend the address's budget."""
    if not misses.allowed(address):
        raise HTTPException(429, "too many unknown room codes from your address; wait a minute")
    normal = normal_code(code)
    live = await hub.get(normal) if normal is not None else None
    if live is None:
        misses.miss(address)
        raise HTTPException(404, f"no room has the code {code[:16]!r}")
    return live


async def room_dep(request: Request, code: str) -> Live:
    address = request.client.host if request.client else "?"
    return await find_room(hub_of(request), request.app.state.misses, address, code)


RoomDep = Annotated[Live, Depends(room_dep)]


def _refuse(error: Exception) -> HTTPException:
    status = error.status if isinstance(error, RoomError) else 400
    return HTTPException(status, str(error))


@router.get("/games")
def games() -> list[Json]:
    """Every game, its player counts and house rules, and the bot difficulties."""
    return [
        {
            "id": name,
            "title": narration.title(name),
            "min_players": rules.min_players,
            "max_players": rules.max_players,
            "rules": narration.rules_text(name),
            "score_label": narration.score_label(name),
            "difficulties": list(DIFFICULTIES),
            "options": {
                key: {"default": opt.default, "help": opt.help, "choices": opt.choices}
                for key, opt in rules.options_spec.items()
            },
        }
        for name, rules in monopolies.VARIANTS.items()
    ]


@router.get("/games/{variant}/cards")
def cards(variant: str) -> list[Json]:
    rules = monopolies.VARIANTS.get(variant)
    if rules is None:
        raise HTTPException(404, f"unknown game {variant!r}; games: {sorted(monopolies.VARIANTS)}")
    return rules.cards()


@router.post("/rooms", status_code=201)
async def create_room(body: CreateRoom, hub: HubDep, request: Request) -> Json:
    """Open a room; with a `name`, you take the first seat for a person and host."""
    creations: PerAddress = request.app.state.creations
    address = request.client.host if request.client else "?"
    if not creations.allowed(address):
        raise HTTPException(429, "too many new rooms from your address; wait a minute")
    creations.miss(address)
    try:
        live, seat, token = await hub.create(
            body.game, body.seats, body.options, body.turn_seconds, body.name
        )
    except (MonopoliesError, RoomError) as e:
        raise _refuse(e) from None
    return {"code": live.room.code, "seat": seat, "token": token, "room": hub.summary(live)}


@router.get("/rooms/{code}")
async def room(live: RoomDep, hub: HubDep) -> Json:
    return hub.summary(live)


@router.post("/rooms/{code}/join")
async def join(body: JoinRoom, live: RoomDep, hub: HubDep) -> Json:
    try:
        seat, token = await hub.join(live, body.name.strip(), body.seat)
    except RoomError as e:
        raise _refuse(e) from None
    return {"code": live.room.code, "seat": seat, "token": token}


@router.post("/rooms/{code}/start")
async def start(body: SeatToken, live: RoomDep, hub: HubDep) -> Json:
    try:
        await hub.start(live, body.token)
    except (MonopoliesError, RoomError) as e:
        raise _refuse(e) from None
    return hub.summary(live)


@router.post("/rooms/{code}/rematch")
async def rematch(body: SeatToken, live: RoomDep, hub: HubDep) -> Json:
    try:
        nxt, seat, token = await hub.rematch(live, body.token)
    except (MonopoliesError, RoomError) as e:
        raise _refuse(e) from None
    return {"code": nxt.room.code, "seat": seat, "token": token}


def _finished(live: Live) -> None:
    if live.room.status != OVER:
        raise HTTPException(409, "replays open when the game is over")


@router.get("/replays/{code}")
async def replay(live: RoomDep, hub: HubDep) -> Json:
    """A finished game's public events, and after which event each action came."""
    _finished(live)
    room = live.room
    game = monopolies.new_game(room.variant, room.players, room.seed, room.options)
    assert room.game is not None
    steps = [len(game.events)]
    for action in room.game.history:
        game.act(action)
        steps.append(len(game.events))
    events = game.public_events()
    names = [chair.name for chair in room.seats]
    return {
        "room": hub.summary(live),
        "events": [
            {"event": e, "text": narration.event_text(room.variant, e, room.options, names)}
            for e in events
        ],
        "steps": steps,
    }


@router.get("/replays/{code}/view/{step}")
async def replay_view(step: int, live: RoomDep) -> Json:
    """The table as a spectator saw it after `step` actions of a finished game."""
    _finished(live)
    room = live.room
    assert room.game is not None
    history = room.game.history
    if not 0 <= step <= len(history):
        raise HTTPException(404, f"step must be 0..{len(history)}")
    game = monopolies.new_game(room.variant, room.players, room.seed, room.options)
    for action in history[:step]:
        game.act(action)
    return spectator_view(game)
