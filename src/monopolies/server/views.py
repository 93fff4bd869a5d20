"""What each connection is sent: the room summary anyone may see, and per seat its view.

Each seat receives `observe(its seat)` (a spectator `observe(None)`, the public part), the
public events as sentences, and for the seat to act its menu of legal moves, with the
seat's `version` of the game: a digest of its observation, so it moves exactly when
something that seat can see changes. Nothing on the wire counts moves: a secret move (a
cheat nobody saw) changes no other seat's version, sends no other connection a message,
and looks exactly like no move at all. Everything here is called under the room's lock and
only reads the room.
"""

from __future__ import annotations

import hashlib
import time
from typing import Any

import msgspec

from monopolies.server import lesson_rooms
from monopolies.server.live import Live
from monopolies.server.rooms import PLAYING
from monopolies.words import chores, narration
from monopolies.words.game import words_for

Json = dict[str, Any]


def summary(live: Live) -> Json:
    """The room as anyone may see it: seats, names, bots, who is here."""
    room = live.room
    connected = live.connected()
    game = room.game
    return {
        "code": room.code,
        "game": room.variant,
        "title": narration.title(room.variant),
        "players": room.players,
        "status": room.status,
        "host": room.host,
        "turn_seconds": room.turn_seconds,
        "hints": room.hints,
        "listed": room.listed,
        "watchers_chat": room.watchers_chat,
        "muted": list(room.muted),
        "options": room.options,
        "next": room.next_code,
        "events": len(game.events) if game is not None else 0,
        "to_act": game.to_act if game is not None else None,
        "deadline_in": (
            None
            if live.deadline is None or room.status != PLAYING
            else round(live.deadline - time.time(), 1)
        ),
        "spectators": sum(1 for c in live.clients if c.seat is None and not c.closed),
        "result": game.result() if game is not None and game.over else None,
        "seats": [
            {
                "seat": i,
                "name": chair.name,
                "bot": chair.bot,
                "player": chair.player,
                "taken": not chair.free,
                "connected": chair.bot is not None or i in connected,
                "away": i in live.away,
            }
            for i, chair in enumerate(room.seats)
        ],
    }


def _texts(live: Live, since: int) -> dict[int, str | None]:
    """The events' sentences from `since` on, each made once. Only what some connection is
    sent is made: a long game loaded back has thousands of events nobody is sent (a
    connection gets the last `FIRST_EVENTS`), and saying them all would hold the event
    loop for a second."""
    game = live.room.game
    assert game is not None
    texts = live.texts
    names = [chair.name for chair in live.room.seats]
    for i in range(since, len(game.events)):
        if i not in texts:
            said = narration.event_text(game.variant, game.events[i], game.options, names)
            texts[i] = narration.tell(_last_told(texts, i), said)
    return texts


def _last_told(texts: dict[int, str | None], i: int) -> list[str | None]:
    """The last sentence told before event `i`, if it was made (`narration.tell` counts a
    repeat from it; before the first event anyone was sent, the count starts afresh)."""
    j = i - 1
    while j in texts and texts[j] is None:
        j -= 1
    return [texts[j]] if j in texts else []


def version(view: Json) -> str:
    """The version of a view: a digest of everything in it, and of nothing else."""
    return hashlib.blake2b(msgspec.json.encode(view), digest_size=8).hexdigest()


def version_of(live: Live, seat: int | None) -> str:
    """`seat`'s version of the game now (a spectator's for None)."""
    game = live.room.game
    assert game is not None
    return version(game.observe(seat))


def broadcast(live: Live) -> None:
    """Queue the current state for every connection that has something new to see."""
    room_summary = summary(live)
    game = live.room.game
    if game is None:
        for client in live.clients:
            client.shown = None
            client.post({"type": "state", "room": room_summary, "you": client.seat, "view": None})
        return
    since = min((client.events_sent for client in live.clients), default=len(game.events))
    texts = _texts(live, since)
    views: dict[int | None, Json] = {}
    steady = {k: v for k, v in room_summary.items() if k != "deadline_in"}
    for client in list(live.clients):
        if client.seat not in views:
            views[client.seat] = lesson_rooms.guided(
                live.room, client.seat, seat_state(live, client.seat)
            )
        state = views[client.seat]
        shown = (state["version"], steady, live.deadline)
        start = client.events_sent
        if shown == client.shown and start == len(game.events):
            continue
        client.shown = shown
        client.events_sent = len(game.events)
        message = {
            "type": "state",
            "room": room_summary,
            "you": client.seat,
            "events": [
                {"i": i, "event": game.events[i], "text": texts[i]}
                for i in range(start, len(game.events))
            ],
            **state,
        }
        client.post(message)


def seat_state(live: Live, seat: int | None) -> Json:
    """What a connection of `seat` is sent. A person who is away has no moves: a bot
    plays for them until they press "I'm back", and a menu would say otherwise."""
    game = live.room.game
    assert game is not None
    view = game.observe(seat)
    if seat is not None and seat in live.away:
        view["legal"] = []
    out = narration.out(game.variant, view)
    if seat is None or not view["legal"]:
        return {
            "view": view,
            "version": version(view),
            "menu": [],
            "folded": [],
            "situation": None,
            "out": out,
            "window": None,
            "plan": None,
        }
    names = [chair.name for chair in live.room.seats]
    menu = narration.menu(game, view, names) if view["legal"] else []
    words = words_for(game.variant)
    return {
        "view": view,
        "version": version(view),
        "menu": menu,
        "folded": narration.folded(menu),
        "situation": narration.situation(game.variant, view, view["events"], names),
        "out": out,
        # One decision per intention (words.chores): the routine pass the browser sends
        # after its countdown, and the notes it proposes for a payment.
        "window": chores.window(words, view["legal"]),
        "plan": words.payment(view),
    }
