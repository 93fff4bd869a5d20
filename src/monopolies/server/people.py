"""Who you are without an account, and the ratings (docs/server.md, "Who you are",
"Ratings").

A browser keeps a secret key (localStorage) and sends it when it takes a seat; the server
keeps only the key's SHA-256 against a random public id, which names the person in
profile links (`/p/<id>`) and leaderboards. A finished room's result moves the ratings of
the seats taken with a key, once (`Store.rate_room`); bot seats count at their level's
anchored rating (`monopolies.ratings.bot_rating`).
"""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Path
from pydantic import BaseModel, Field

import monopolies
from monopolies.bots import DIFFICULTIES
from monopolies.ratings import bot_id, bot_rating, ladder
from monopolies.server.api import PROBLEMS, HubDep, Name
from monopolies.server.identity import player_for
from monopolies.server.refusals import Refused
from monopolies.words import narration

Json = dict[str, Any]
router = APIRouter(prefix="/api", responses=PROBLEMS)
LEADERBOARD_ROWS = 100
PLAYER_ID = r"^[A-Za-z0-9_-]{1,16}$"

Key = Annotated[
    str,
    Field(
        min_length=16,
        max_length=128,
        description="The secret key this browser keeps; never shown to anyone.",
    ),
]


class Register(BaseModel):
    key: Key
    name: Name | None = Field(
        default=None, description="A name to go by; without one, the name kept stays."
    )


def _game_row(seat: int, record: Json, changes: Json | None) -> Json:
    seats = record["seats"]
    change = (changes or {}).get("seats", [None] * len(seats))[seat]
    return {
        "code": record["code"],
        "game": record["variant"],
        "title": narration.title(record["variant"]),
        "created": record["created"],
        "seat": seat,
        "players": [{"name": s["name"], "bot": s["bot"], "player": s.get("player")} for s in seats],
        "rating": change,
    }


@router.post("/players")
async def register(body: Register, hub: HubDep) -> Json:
    """Your public id for the key your browser keeps (made the first time you ask)."""
    player = await player_for(hub.db, body.key, body.name or "")
    return {"id": player}


@router.get("/players/{player}")
async def profile(player: Annotated[str, Path(pattern=PLAYER_ID)], hub: HubDep) -> Json:
    """A person's name, ratings by edition and finished games, newest first."""
    found = await hub.db.run(hub.db.store.player, player)
    if found is None:
        raise Refused("nobody has that profile id", 404, "no_such_player")
    games = [_game_row(g["seat"], g["record"], g["changes"]) for g in found["games"]]
    return {**found, "games": games}


@router.get("/leaderboard/{game}")
async def leaderboard(game: str, hub: HubDep) -> Json:
    """An edition's rated people and its bot levels on one scale, best mu - 2 sigma first."""
    if game not in monopolies.VARIANTS:
        known = sorted(monopolies.VARIANTS)
        raise Refused(f"unknown game {game!r}; games: {known}", 404, "no_such_game")
    people = await hub.db.run(hub.db.store.leaderboard, game, LEADERBOARD_ROWS)
    rows = [{**p, "kind": "person"} for p in people] + [
        {
            "id": bot_id(level),
            "name": f"{level.capitalize()} bot",
            "kind": "bot",
            "rating": bot_rating(game, level).to_json(),
        }
        for level in DIFFICULTIES
    ]
    rows.sort(key=lambda r: -r["rating"]["low"])
    return {
        "game": game,
        "title": narration.title(game),
        "rows": rows,
        "ladder": {
            "games": min(bot_rating(game, level).games for level in DIFFICULTIES),
            "players": ladder().get("players"),
        },
    }
