"""What a lesson room (`Room.lesson`, docs/learn.md) adds to a room's play: the lesson's
words for the learner's seat, the check of the learner's moves, and the opponent's
scripted moves. The guide is worked out from the game each time (its step is the game's
move count), so a room rebuilt from its stored moves is at the same step.

Only the learner's seat is ever sent the words: they may name the learner's own cards.
"""

from __future__ import annotations

from typing import Any

from monopolies.engine.action import Action
from monopolies.learn import LEARNER, Guide, lesson_for
from monopolies.server.rooms import Room

Json = dict[str, Any]


def guide(room: Room) -> Guide | None:
    if not room.lesson or room.game is None:
        return None
    return Guide(lesson_for(room.variant), room.game)


def banner(room: Room, seat: int | None) -> Json | None:
    """What the learner's seat is told now: the step's words (None between the learner's
    steps) and the index of the step's move in the seat's legal moves (for the browser
    to point at it), or the outro once the script is over; nothing for any other
    connection."""
    taught = guide(room)
    if taught is None or seat != LEARNER:
        return None
    step, steps = taught.number()
    if taught.over:
        return {
            "step": steps,
            "steps": steps,
            "say": taught.lesson.outro,
            "over": True,
            "move": None,
        }
    words = taught.words()
    if words is None:
        return {"step": step, "steps": steps, "say": None, "over": False, "move": None}
    expected = taught.expected()
    move = taught.game.legal_actions().index(expected) if expected is not None else None
    return {"step": step, "steps": steps, "say": words, "over": False, "move": move}


def guided(room: Room, seat: int | None, state: Json) -> Json:
    """A seat's state (`views.seat_state`) with the lesson's banner. While the script runs
    the learner is asked each move itself: no routine window that passes by itself, no
    payment proposal laid in one confirm (each would make moves the step did not ask)."""
    told = banner(room, seat)
    state["lesson"] = told
    if told is not None and not told["over"]:
        state["window"] = None
        state["plan"] = None
    return state


def refusal(room: Room, seat: int, action: Action) -> str | None:
    """The "Not quite" for a learner's move that is not the step's (the move is then not
    played); None to play it."""
    taught = guide(room)
    if taught is None or seat != LEARNER:
        return None
    return taught.check(action)


def scripted(room: Room, seat: int) -> Action | None:
    """The opponent's scripted move now, if the lesson has one for `seat`."""
    taught = guide(room)
    if taught is None or seat == LEARNER:
        return None
    return taught.opponent()
