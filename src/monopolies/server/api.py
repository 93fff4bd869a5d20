"""The HTTP API: games and rooms (create, look up, join, start, rematch) and the list of
rooms waiting for players (`listing`). Replays are in `replays`, game reviews in `review`.

A room code that does not exist costs the asking address one try from a small budget
(`Settings.misses_per_minute`), so codes cannot be enumerated cheaply; creating rooms has
a budget per address too (`Settings.rooms_per_minute`).
"""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Depends, Request
from pydantic import AfterValidator, BaseModel, Field

import monopolies
from monopolies.bots import DIFFICULTIES, THINKING
from monopolies.engine.errors import MonopoliesError
from monopolies.games.registry import kit_for
from monopolies.ratings import bot_rating
from monopolies.server import views
from monopolies.server.hub import Hub
from monopolies.server.identity import player_for
from monopolies.server.limits import PerAddress
from monopolies.server.live import Live
from monopolies.server.names import clean_name
from monopolies.server.refusals import Refused
from monopolies.server.rooms import normal_code
from monopolies.words import narration
from monopolies.words.game import words_for

Json = dict[str, Any]
Name = Annotated[
    str,
    Field(min_length=1, max_length=64, description="Shown to the table: visible characters."),
    AfterValidator(clean_name),
]


class Problem(BaseModel):
    """Every refusal: a sentence for people, a stable reason for programs (docs/server.md)."""

    detail: str
    reason: str
    retry_after: int | None = Field(
        default=None, description="Seconds to wait before asking again (also Retry-After)."
    )


PROBLEMS: dict[int | str, dict[str, Any]] = {
    status: {"model": Problem, "description": what}
    for status, what in [
        (400, "a bad game, option or difficulty (reason bad_request)"),
        (403, "a token that may not do this (not_host, not_player)"),
        (404, "no such room, game or replay step (no_such_room, no_such_game, no_such_step)"),
        (409, "the room is not in a state for this (seats_taken, seat_taken, started, ...)"),
        (410, "a lobby nobody started in time (expired)"),
        (413, "a request body over 16 KiB"),
        (
            429,
            "slow down (too_many_unknown_codes, too_many_rooms, too_many_replays, "
            "server_busy), with Retry-After",
        ),
        (500, "the server failed (internal_error); nothing changed"),
        (
            503,
            "every room in memory is in use (server_full), or another process holds the room "
            "(room_elsewhere), with Retry-After",
        ),
    ]
}

router = APIRouter(prefix="/api", responses=PROBLEMS)


class CreateRoom(BaseModel):
    game: str = Field(max_length=32)
    seats: list[str | None] = Field(
        min_length=1,
        max_length=10,
        description="Per seat: a bot difficulty (easy, medium, ...) or null for a person.",
    )
    options: dict[str, Any] = Field(default_factory=dict, max_length=32)
    turn_seconds: float | None = Field(
        default=None,
        ge=1,
        le=7 * 86400,
        description="Seconds per decision, up to a week; an hour or more makes a slow game "
        '(docs/server.md, "Slow games").',
    )
    name: Name | None = None
    hints: bool | None = Field(
        default=None,
        description="Whether seats may ask the expert bot for hints; by default on when at "
        "most one seat is a person, off when two or more people play.",
    )
    listed: bool = Field(
        default=False,
        description="Whether the home page's list shows the room while it waits for "
        "players; else only its link leads to it.",
    )
    watchers_chat: bool = Field(
        default=True,
        description="Whether spectators may write to each other (never to the players "
        "while a game is on).",
    )
    key: str | None = Field(
        default=None,
        min_length=16,
        max_length=128,
        description="Your browser's secret key: the seat counts for your profile and rating.",
    )


class JoinRoom(BaseModel):
    name: Name
    seat: int | None = Field(default=None, ge=0, le=9)
    key: str | None = Field(
        default=None,
        min_length=16,
        max_length=128,
        description="Your browser's secret key: the seat counts for your profile and rating.",
    )


class SeatToken(BaseModel):
    token: str = Field(max_length=128)


def hub_of(request: Request) -> Hub:
    hub: Hub = request.app.state.hub
    return hub


HubDep = Annotated[Hub, Depends(hub_of)]


def check_misses(misses: PerAddress, address: str) -> None:
    """Refused (429) once the address has spent its budget of unknown codes."""
    if not misses.allowed(address):
        raise Refused(
            "too many unknown room codes from your address; slow down",
            429,
            "too_many_unknown_codes",
            misses.wait(address),
        )


async def find_room(hub: Hub, misses: PerAddress, address: str, code: str) -> Live:
    """The room for a code, or Refused (404, 410, 429, 503).

    Unknown codes spend the address's budget; once it is spent every lookup from the
    address is refused with 429 (reason `too_many_unknown_codes`) until it refills, known
    codes too, or the answers would still tell which codes exist.
    """
    check_misses(misses, address)
    normal = normal_code(code)
    live = await hub.cache.get(normal) if normal is not None else None
    if live is None:
        misses.miss(address)
        raise Refused(f"no room has the code {code[:16]!r}", 404, "no_such_room")
    return live


async def room_dep(request: Request, code: str) -> Live:
    address = request.client.host if request.client else "?"
    return await find_room(hub_of(request), request.app.state.misses, address, code)


RoomDep = Annotated[Live, Depends(room_dep)]


def _refuse(error: MonopoliesError) -> Refused:
    return Refused(str(error), 400, "bad_request")


@router.get("/games")
def games() -> list[Json]:
    """Every game, its player counts and house rules, its browser view (`web/views/<view>.js`,
    from its kit) and the bot difficulties, each with its measured rating in that game (the
    ladder's, as the leaderboard sends it: a seat chooser shows what "hard" means in numbers)."""
    return [
        {
            "id": name,
            "title": narration.title(name),
            "min_players": rules.min_players,
            "max_players": rules.max_players,
            "rules": narration.rules_text(name),
            "score_label": narration.score_label(name),
            "endings": narration.endings(name),
            "view": kit_for(name).web_view,
            "moments": sorted(kit_for(name).moments),
            "difficulties": list(DIFFICULTIES),
            "thinking": THINKING,
            "bot_ratings": {level: bot_rating(name, level).to_json() for level in DIFFICULTIES},
            "options": {
                key: {
                    "default": opt.default,
                    "title": opt.title,
                    "help": opt.help,
                    "choices": opt.choices,
                    "labels": [opt.labels.get(c, str(c)) for c in opt.choices or ()],
                    "minimum": opt.minimum,
                    "maximum": opt.maximum,
                }
                for key, opt in rules.options_spec.items()
            },
        }
        for name, rules in monopolies.VARIANTS.items()
    ]


@router.get("/games/{variant}/cards")
def cards(variant: str) -> list[Json]:
    rules = monopolies.VARIANTS.get(variant)
    if rules is None:
        known = sorted(monopolies.VARIANTS)
        raise Refused(f"unknown game {variant!r}; games: {known}", 404, "no_such_game")
    face = words_for(variant).card_face
    return [{**card, **face(card)} for card in rules.cards()]


@router.get("/lobby")
async def lobby(hub: HubDep) -> Json:
    """The listed rooms waiting for players, newest first (`rooms`), read from the database
    at most once a second, and `poll`: the seconds to wait before asking again."""
    return await hub.listing.rooms()


def count_new_room(request: Request) -> None:
    """Spends one of the address's rooms a minute (a room or a lesson room); Refused 429
    `too_many_rooms` past them."""
    creations: PerAddress = request.app.state.creations
    address = request.client.host if request.client else "?"
    if not creations.allowed(address):
        raise Refused(
            "too many new rooms from your address; slow down",
            429,
            "too_many_rooms",
            creations.wait(address),
        )
    creations.miss(address)


@router.post("/rooms", status_code=201)
async def create_room(body: CreateRoom, hub: HubDep, request: Request) -> Json:
    """Open a room; with a `name`, you take the first seat for a person and host."""
    count_new_room(request)
    player = await player_for(hub.db, body.key, body.name or "") if body.name else None
    try:
        live, seat, token = await hub.lobby.create(
            body.game,
            body.seats,
            body.options,
            body.turn_seconds,
            body.name,
            body.hints,
            listed=body.listed,
            watchers_chat=body.watchers_chat,
            player=player,
        )
    except MonopoliesError as e:
        raise _refuse(e) from None
    return {"code": live.room.code, "seat": seat, "token": token, "room": views.summary(live)}


@router.get("/rooms/{code}")
async def room(live: RoomDep) -> Json:
    return views.summary(live)


@router.post("/rooms/{code}/join")
async def join(body: JoinRoom, live: RoomDep, hub: HubDep) -> Json:
    player = await player_for(hub.db, body.key, body.name)
    seat, token = await hub.lobby.join(live, body.name, body.seat, player)
    return {"code": live.room.code, "seat": seat, "token": token}


@router.post("/rooms/{code}/start")
async def start(body: SeatToken, live: RoomDep, hub: HubDep) -> Json:
    try:
        await hub.lobby.start(live, body.token)
    except MonopoliesError as e:
        raise _refuse(e) from None
    return views.summary(live)


@router.post("/rooms/{code}/rematch")
async def rematch(body: SeatToken, live: RoomDep, hub: HubDep) -> Json:
    try:
        nxt, seat, token = await hub.lobby.rematch(live, body.token)
    except MonopoliesError as e:
        raise _refuse(e) from None
    return {"code": nxt.room.code, "seat": seat, "token": token}
