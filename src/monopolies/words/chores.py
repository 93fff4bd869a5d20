"""One decision per intention (UX principle 10, docs/decisions.md): what the front ends
answer for a person so that routine steps cost them no click, while the engine asks every
seat exactly as before.

A *window* is a decision whose legal moves include the game's routine pass
(`GameWords.windows`: not decoding, not calling "Cheat!", accepting with no Just Say No
played, carrying on after a roll). The browser shows a button for acting instead and sends
the pass itself when the window's countdown has run out (`COUNTDOWN`, or the kind of
window's own: Cheaters' "Carry on" after your own roll is a shorter beat); the terminal
makes the pass its Enter. The countdown is one constant for each kind of window, whatever
the hand, and starts when the window reaches the person, so when the pass comes tells
nobody what the person holds (docs/rulings.md E-4).

A *payment* is a run of note-by-note decisions (Crooked Cash): the table proposes the
notes (`GameWords.payment`), the person confirms or changes them once, and the front end
lays them as the engine asks.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from monopolies.words.game import ROUTINE_SECONDS, GameWords

Json = dict[str, Any]

COUNTDOWN = ROUTINE_SECONDS
"""The usual countdown (a game may give a kind of window its own: `Routine.seconds`)."""


def window(words: GameWords, legal: Sequence[Json]) -> Json | None:
    """The window the seat is in, or None: `{"pass": index of the pass in legal, "act":
    the button's label, or None when the pass is the only move, "seconds": the kind of
    window's countdown}`."""
    for i, action in enumerate(legal):
        routine = words.windows.get(action["kind"])
        if routine is not None:
            act = routine.act if len(legal) > 1 else None
            return {"pass": i, "act": act, "seconds": routine.seconds}
    return None


def same_note(action: Json, note: Json) -> bool:
    """Whether a legal `pay_note` action lays a note of the proposal (`words.payment`)."""
    return (
        action["kind"] == "pay_note"
        and action["value"] == note["value"]
        and action.get("known") == note.get("known")
    )


def next_note(legal: Sequence[Json], notes: Sequence[Json]) -> int | None:
    """The index in `legal` of the action laying the first of `notes` (still to lay),
    None when the engine asks for no such note (the payment is covered, or went
    elsewhere)."""
    if not notes:
        return None
    return next((i for i, a in enumerate(legal) if same_note(a, notes[0])), None)
