"""Learn to play in the browser (docs/learn.md): a lesson room against one easy bot.

`POST /api/lessons` opens a room dealt by the game's lesson (the rig stays on the server:
the room's record only says it is a lesson) with the person in seat 0 and the easy bot in
seat 1, and starts it. The table is the ordinary room's; `lesson_rooms` adds the words
for the learner, the server-side check of their moves (a refused move changes nothing and
comes back as an error with reason "lesson") and the bot's scripted moves. `/learn` is the
page that lists the lessons.
"""

from __future__ import annotations

import secrets
from importlib.resources import files
from pathlib import Path
from typing import Annotated, Any

from fastapi import APIRouter, Depends, Request
from fastapi.responses import FileResponse
from pydantic import AfterValidator, BaseModel, Field

from monopolies import learn
from monopolies.engine.errors import MonopoliesError
from monopolies.seat_names import bot_name
from monopolies.server.api import PROBLEMS, count_new_room
from monopolies.server.hub import Hub
from monopolies.server.live import Live
from monopolies.server.names import clean_name
from monopolies.server.refusals import Refused
from monopolies.server.rooms import Room, Seat, new_code, new_token
from monopolies.server.saving import save_room
from monopolies.words import narration

Json = dict[str, Any]
WEB = Path(str(files("monopolies") / "web"))

router = APIRouter(responses=PROBLEMS)


def _hub(request: Request) -> Hub:
    hub: Hub = request.app.state.hub
    return hub


class StartLesson(BaseModel):
    name: Annotated[str, AfterValidator(clean_name)] = Field(default="Player", max_length=24)


@router.get("/api/lessons")
def lessons() -> list[Json]:
    """The games with a lesson: id, title and what the lesson is about."""
    return [
        {"id": game, "title": narration.title(game), "intro": learn.lesson_for(game).intro}
        for game in learn.games()
    ]


@router.post("/api/lessons/{game}", status_code=201)
async def start_lesson(
    game: str, body: StartLesson, request: Request, hub: Annotated[Hub, Depends(_hub)]
) -> Json:
    """Open and start the game's lesson room; the person's seat and token, as creating a
    room does. (A path of its own: one path answering GET and POST from two routes would
    say only one of them in a 405's Allow.)"""
    count_new_room(request)
    try:
        taught = learn.lesson_for(game[:32])
    except MonopoliesError as e:
        raise Refused(str(e), 404, "no_such_lesson") from None
    token, digest = new_token()
    seats = [Seat(name=body.name, token=digest)] + [
        Seat(bot=learn.EASY, name=bot_name(seat, learn.EASY)) for seat in range(1, taught.players)
    ]
    hub.cache.make_space()
    room = Room(
        code=await _free_code(hub),
        variant=taught.game,
        seed=secrets.randbits(63),
        options=dict(taught.options),
        seats=seats,
        hints=False,  # the lesson says what to do; a hint for another move would refuse
        host=learn.LEARNER,
        lesson=True,
    )
    room.start(room.new_game())
    live = Live(room)
    await save_room(hub.db, live)
    if await hub.cache.hold(live):
        hub.turns.kick(live)
    return {"code": room.code, "seat": learn.LEARNER, "token": token}


async def _free_code(hub: Hub) -> str:
    while True:
        code = new_code()
        if code not in hub.cache.rooms and not await hub.db.run(hub.db.store.exists, code):
            return code


def page() -> FileResponse:
    """The browser's one page; its router shows the lessons at /learn (web/learn.js)."""
    return FileResponse(WEB / "index.html", headers={"Cache-Control": "no-cache"})


router.add_api_route("/learn", page, include_in_schema=False)
