"""Hints: the expert bot's search, run for a person's seat, as three moves in plain words.

`hint(game, seat)` runs the `ismcts` search from `SeatView(game, seat)` (the seat's
observation and legal moves; every sampled game redraws the cards it cannot see), so a hint
knows no more than the person asking. The moves are the three the search sent the most
sampled games through (the ones the expert bot weighs most), ranked by the win chance each
shows, as a person reads it (issue 31: "Best … 50%", "Second … 51%" read as a mistake);
equal shown chances keep the search's order. Each carries an estimated win chance: the
mean, over those sampled games, of the seat's share of one win where the search stopped
(`evaluate.shares`: 1 for a win reached inside the search, 0 for a loss, and the position
score's softmax estimate for a game still going). It is an estimate from a
few hundred samples and a rough position score, not a promise; with a seed it is the same
for the same position every time.

Where the game's kit says a search cannot judge the decision at all (a "Cheat!" call: the
samples hold no other player's cheats), the hint is the one move the expert bot itself
makes there, read from the evidence on the table, with no chance attached.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from monopolies.bots import SeatView, make_bot
from monopolies.bots.ismcts import Ismcts
from monopolies.engine.action import Action
from monopolies.engine.errors import IllegalAction

if TYPE_CHECKING:
    from monopolies.engine.game import Game

HINT_ITERATIONS = 1000
"""Sampled games per hint: the expert bot's own move budget (never less), so a hint ranks
moves as the expert bot would (about 0.3 s compiled, docs/bots.md)."""
HINT_SEED = 0
"""The search's seed when none is given: the same position always gets the same hint."""
TOP = 3
FEW_SAMPLES = 20
"""Below this many sampled games a move's chance is called a rough guess."""
RANKS = ("Best", "Second", "Third")
UNSEARCHED = "a search cannot weigh a call, so it reads the evidence on the table"


@dataclass(frozen=True)
class Suggestion:
    """One suggested move: the action, its index in `game.legal_actions()`, its words
    (`game.describe`; a front end with fuller menu words puts them in with
    `dataclasses.replace`), its estimated chance to win (0..1; None for a decision no
    search can judge) and how many sampled games the search sent through it."""

    action: Action
    index: int
    move: str
    chance: float | None
    visits: int

    @property
    def percent(self) -> int:
        """The chance as the sentence shows it, a whole percentage (-1 for none)."""
        return -1 if self.chance is None else round(100 * self.chance)

    def sentence(self, rank: int) -> str:
        """The suggestion as a person reads it: "Best: Pass — wins about 62% of the time
        from here." (`rank` counts from 0)."""
        label = RANKS[rank] if rank < len(RANKS) else f"Number {rank + 1}"
        if self.chance is None:
            return f"{label}: {self.move} — the expert bot's own choice here: {UNSEARCHED}."
        percent = self.percent
        guess = " (a rough guess: the search hardly tried it)" if self.visits < FEW_SAMPLES else ""
        return f"{label}: {self.move} — wins about {percent}% of the time from here{guess}."


def hint(
    game: Game,
    seat: int,
    iterations: int = HINT_ITERATIONS,
    seed: int = HINT_SEED,
    top: int = TOP,
) -> list[Suggestion]:
    """The `top` moves the expert bot's search likes best for `seat`, best first.

    Raises IllegalAction when `seat` is not the one to act (a hint is for a decision)."""
    if game.over or game.to_act != seat:
        raise IllegalAction(f"seat {seat} has no decision to make now; hints are for your turn")
    bot = make_bot(f"ismcts:iterations={iterations}", game.variant, seed)
    assert isinstance(bot, Ismcts)
    view = SeatView(game, seat)
    if not bot.searchable(view):
        action = bot.choose(view)
        index = view.legal.index(action)
        return [Suggestion(action, index, game.describe(action), None, 0)]
    moves = bot.root_moves(view)
    order = sorted(range(len(moves)), key=lambda i: (-moves[i].visits, -moves[i].mean, i))
    tried = [
        Suggestion(
            moves[i].action, i, game.describe(moves[i].action), moves[i].mean, moves[i].visits
        )
        for i in order[:top]
    ]
    return shown_order(tried)


def shown_order(suggestions: list[Suggestion]) -> list[Suggestion]:
    """Suggestions best first by the chance each shows, so no lower rank shows a higher
    percentage; equal shown chances keep their order (the search's: most visits first)."""
    return sorted(suggestions, key=lambda s: -s.percent)
