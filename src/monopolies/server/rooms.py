"""A room as stored: its game, its seats and who may sit in them.

A room is `(variant, players, seed, options)` plus the actions accepted so far, which is
enough to rebuild its game exactly. Seat tokens are kept only as SHA-256 hashes, so the
database alone cannot be used to take a seat.
"""

from __future__ import annotations

import hashlib
import hmac
import secrets
import time
from dataclasses import dataclass, field
from typing import Any

import msgspec

import monopolies
from monopolies.engine.action import Action
from monopolies.engine.game import Game
from monopolies.learn import lesson_for

Json = dict[str, Any]

CODE_ALPHABET = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ"  # 32 symbols: no 0/O or 1/I to misread
CODE_LENGTH = 8  # 40 bits: guessing one live room among thousands takes billions of tries
TOKEN_BYTES = 24

LOBBY, PLAYING, OVER, EXPIRED = "lobby", "playing", "over", "expired"


def new_code() -> str:
    return "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))


def normal_code(text: str) -> str | None:
    """A room code as typed ("abcd-efgh") in its stored form, or None if it cannot be one."""
    code = text.replace("-", "").replace(" ", "").upper()
    if len(code) != CODE_LENGTH or any(c not in CODE_ALPHABET for c in code):
        return None
    return code


def default_hints(seats: list[str | None]) -> bool:
    """Hints are on for a person playing bots, off by default when two or more people play
    (`seats`: a difficulty per bot seat, None per person)."""
    return sum(1 for s in seats if s is None) <= 1


def new_token() -> tuple[str, str]:
    """A fresh seat token and the hash that is stored."""
    token = secrets.token_urlsafe(TOKEN_BYTES)
    return token, token_hash(token)


def token_hash(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


@dataclass
class Seat:
    """One chair: a bot (its difficulty) or a person (their name, once someone sits)."""

    bot: str | None = None
    name: str = ""
    token: str | None = None
    player: str | None = None
    """The public id of whoever sat with a key (docs/server.md, "Who you are")."""

    @property
    def free(self) -> bool:
        return self.bot is None and self.token is None

    def record(self) -> Json:
        return {"bot": self.bot, "name": self.name, "token": self.token, "player": self.player}

    @classmethod
    def from_record(cls, data: Json) -> Seat:
        return cls(
            bot=data["bot"], name=data["name"], token=data["token"], player=data.get("player")
        )


@dataclass
class Room:
    """A room's lasting facts and, once started, its game."""

    code: str
    variant: str
    seed: int
    options: Json
    seats: list[Seat]
    turn_seconds: float | None = None
    hints: bool = True
    """Whether the seats may ask the expert bot for hints (docs/server.md)."""
    host: int | None = None
    listed: bool = False
    """Whether the lobby on the home page shows the room while it waits (else: link only)."""
    watchers_chat: bool = True
    """Whether spectators may write to each other (never to the players during a game)."""
    muted: list[str] = field(default_factory=list)
    """Who the host muted in the chat (`chat.author` ids)."""
    salt: str = field(default_factory=lambda: secrets.token_hex(8))
    """Never sent: makes a spectator's chat id from their address (`chat.author`), so the
    host can mute them without anyone learning an address."""
    status: str = LOBBY
    next_code: str | None = None
    created: float = field(default_factory=time.time)
    game: Game | None = None
    lesson: bool = False
    """A guided first game (`server.lessons`): the game's lesson deals it and scripts it."""

    @property
    def players(self) -> int:
        return len(self.seats)

    @property
    def step(self) -> int:
        """How many actions have been accepted (and stored)."""
        return len(self.game.history) if self.game is not None else 0

    def seat_of(self, token: object) -> int | None:
        """The seat this token opens, if any (compared in constant time)."""
        if not isinstance(token, str) or not token or len(token) > 128:
            return None
        digest = token_hash(token)
        for seat, chair in enumerate(self.seats):
            if chair.token is not None and hmac.compare_digest(chair.token, digest):
                return seat
        return None

    def new_game(self) -> Game:
        """The room's game from its first decision (slow for big options: off the loop)."""
        if self.lesson:
            return lesson_for(self.variant).new_game(self.seed)
        return monopolies.new_game(self.variant, self.players, self.seed, self.options)

    def start(self, game: Game) -> None:
        """Play `game` (from `new_game`)."""
        self.game = game
        self.status = PLAYING

    def record(self) -> Json:
        return {
            "code": self.code,
            "variant": self.variant,
            "seed": self.seed,
            "options": self.options,
            "seats": [s.record() for s in self.seats],
            "turn_seconds": self.turn_seconds,
            "hints": self.hints,
            "host": self.host,
            "listed": self.listed,
            "watchers_chat": self.watchers_chat,
            "muted": list(self.muted),
            "salt": self.salt,
            "status": self.status,
            "next": self.next_code,
            "created": self.created,
            "lesson": self.lesson,
        }

    @classmethod
    def from_record(cls, data: Json, actions: list[tuple[int, Json, bool]]) -> Room:
        """Rebuild a room and replay its stored actions through the engine."""
        room = cls.facts(data)
        if room.status not in (LOBBY, EXPIRED):
            game = room.new_game()
            for seat, action, _by_bot in actions:
                game.act_as(seat, Action.from_json(action))
            room.game = game
        return room

    @classmethod
    def restored(cls, data: Json, save: bytes | None) -> Room:
        """A room from its record and its game's encoded save (`work.load_room` replays
        the actions on a worker: restoring is a few times quicker than replaying)."""
        room = cls.facts(data)
        if save is not None:
            room.game = monopolies.load(msgspec.json.decode(save))
        return room

    @classmethod
    def facts(cls, data: Json) -> Room:
        """The room's record alone, without its game (what a kept replay needs)."""
        return cls(
            code=data["code"],
            variant=data["variant"],
            seed=data["seed"],
            options=data["options"],
            seats=[Seat.from_record(s) for s in data["seats"]],
            turn_seconds=data["turn_seconds"],
            hints=data.get("hints", default_hints([s["bot"] for s in data["seats"]])),
            host=data["host"],
            listed=data.get("listed", False),
            watchers_chat=data.get("watchers_chat", True),
            muted=list(data.get("muted", [])),
            salt=data.get("salt") or secrets.token_hex(8),
            status=data["status"],
            next_code=data["next"],
            created=data["created"],
            lesson=data.get("lesson", False),
        )
