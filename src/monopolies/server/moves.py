"""A person's move, sent over their connection: checked, applied and stored under the
room's lock, then shown to everyone, or refused with an error that changes nothing.

The engine decides legality (`Game.act_as` refuses the wrong seat or an illegal move and
changes nothing); here the move is only checked to answer the state the room is in now.
"""

from __future__ import annotations

import logging

from monopolies.engine.action import Action
from monopolies.engine.errors import IllegalAction, MonopoliesError
from monopolies.server import lesson_rooms, messages, views
from monopolies.server.live import Client, Live
from monopolies.server.refusals import error_message
from monopolies.server.rooms import PLAYING
from monopolies.server.saving import RoomLoader, commit, reload_room
from monopolies.server.store import Database
from monopolies.server.turns import Turns

log = logging.getLogger("monopolies.server")


class Moves:
    """Plays the moves people send; none while a bot plays for the seat's away person."""

    def __init__(self, db: Database, loader: RoomLoader, turns: Turns) -> None:
        self.db = db
        self.loader = loader
        self.turns = turns

    async def act(self, live: Live, client: Client, message: messages.Act) -> None:
        """Play the client's `act` message for its seat, or tell it why not."""
        seat = client.seat
        if seat is None:
            client.post(error_message("spectators cannot act; join a seat to play", "spectator"))
            return
        async with live.lock:
            room, game = live.room, live.room.game
            try:
                if game is None or room.status != PLAYING or live.unloaded:
                    raise IllegalAction("the game is not being played now")
                action = Action.from_json(message.action)
                if seat in live.away:
                    client.post(
                        error_message(
                            "a bot is playing for you; press I'm back to play again", "away"
                        )
                    )
                    return
                if game.to_act == seat and message.version != views.version_of(live, seat):
                    raise IllegalAction(
                        "that move was for an earlier state of the game; choose again from "
                        "the current moves"
                    )
                refused = lesson_rooms.refusal(room, seat, action)
                if refused is not None:
                    client.post(error_message(refused, "lesson"))
                    return
                await commit(self.db, self.loader, live, seat, action, by_bot=False)
            except MonopoliesError as e:
                client.post(error_message(str(e), "illegal"))
                return
            except Exception:
                log.exception("move %r in room %s failed", message.action, room.code)
                await reload_room(self.loader, live)
                client.post(
                    error_message(
                        "the server failed on that move; the game is as it was, try another",
                        "server_error",
                    )
                )
                return
            self.turns.arm_timer(live)  # so the state sent shows the next decision's deadline
            views.broadcast(live)
        self.turns.kick(live)
