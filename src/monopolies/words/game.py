"""A game's words: everything it says to people, in every front end.

Each game builds one `GameWords` in its `words` module and names it in its kit; the
terminal, the server (and through it the browser), the review and simulate find it with
`words_for`. The sentences are rich `Text` (a card's name in its colour at the terminal);
every other front end reads their `.plain`.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from rich.text import Text

from monopolies.games.registry import kit_for
from monopolies.words.people import Lineup
from monopolies.words.steps import Describe

Json = dict[str, Any]


ROUTINE_SECONDS = 5.0
"""How long a window nobody usually acts in waits for the person before the browser makes
the routine pass: long enough to read the sentence and tap, short enough that four
people's windows in a row pass in well under half a minute."""


@dataclass(frozen=True)
class Routine:
    """A window's routine pass (`GameWords.windows`): `act`, the button for acting instead;
    `seconds`, the countdown before the pass, one constant for the kind of window, never
    depending on what the person holds (docs/rulings.md E-4)."""

    act: str
    seconds: float = ROUTINE_SECONDS


@dataclass(frozen=True)
class GameWords:
    """One game's words.

    `title` and `rules` (one screen, rich markup) introduce it; `score_label` says what its
    result's scores count ("Full sets", "Cash"). `event(event, options, lineup)` tells one
    public event as a sentence (None when another event tells it); `situation(obs,
    lineup, events)` says what is asked of the seat to act, in the second person (None if
    nothing needs saying); `group(action, obs)` is a legal action's menu heading; `steps`
    how each kind of legal action reads as a two-step menu entry (`words.steps`);
    `card_face(card)` what the browser prints on a card's face beyond the card's own fields
    (`Rules.cards()`): an action's text, a rent ladder. `out(obs)` says why the observing
    seat is out of a game that goes on without it ("you went bankrupt"), None while it
    plays: both front ends tell the person at once and let them watch or leave.
    `score_text(score, options)` writes a result's score as the game counts it (money with
    its currency in the game's naming, or a count).
    `endings` says why a game ended, by the result's `reason` (a short tag: "round limit"), as
    the result's headline tells it ("the round limit came, and the most cash wins"); a reason not
    listed is told as it is.

    One decision per intention (`words.chores`): `windows` maps the kind of the move a
    person nearly always makes in a window nobody usually acts in (Crooked Cash's
    "no_decode") to its `Routine`: what the button for acting instead says ("Decode") and
    how long the browser waits before making that move for the person. `payment(obs)`,
    when the seat is paying note by note, what the table proposes, from what the seat
    itself sees: `{"notes": [{"value", "known"?}, ...] in the order to lay them, "text":
    in a sentence}`; None otherwise.
    """

    title: str
    rules: str
    score_label: str
    event: Callable[[Json, Json, Lineup], Text | None]
    situation: Callable[[Json, Lineup, list[Json]], Text | None]
    group: Callable[[Json, Json], str]
    steps: Mapping[str, Describe] = field(default_factory=dict)
    card_face: Callable[[Json], Json] = field(default=lambda card: {})
    out: Callable[[Json], str | None] = field(default=lambda obs: None)
    score_text: Callable[[int, Json], str] = field(default=lambda score, options: f"{score:,}")
    windows: Mapping[str, Routine] = field(default_factory=dict)
    payment: Callable[[Json], Json | None] = field(default=lambda obs: None)
    endings: Mapping[str, str] = field(default_factory=dict)

    def why(self, reason: str) -> str:
        """Why the game ended, in words (`endings`)."""
        return self.endings.get(reason, reason)


def words_for(variant: str) -> GameWords:
    """The game's words, named in its kit; UnknownVariant for a game nobody registered."""
    words: GameWords = kit_for(variant).part("words")
    return words
