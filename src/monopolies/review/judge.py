"""One decision judged: the expert bot's search from the seat's view, the move played
against the search's best, graded like a chess engine grades a move.

The search is the expert bot's own (`ismcts` with its defaults, a larger budget), run on
`SeatView(game, seat)`: every sampled game redraws the cards the seat could not see, so a
verdict knows no more than the player did. The best move is the one the search sent most
sampled games through (what the bot itself would play); each move's chance is its mean
share of one win over those games (docs/bots.md, "Hints"). A drop is only graded when the
search tried the move played often enough for its mean to mean something: a move it
barely tried gets a closer look (a larger budget, samples spread evenly), and if it is
still barely tried the verdict is "unclear" rather than a guess dressed as a blunder.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from monopolies.bots import SeatView, make_bot
from monopolies.bots.ismcts import Ismcts, RootMove
from monopolies.engine.action import Action
from monopolies.engine.errors import IllegalAction

if TYPE_CHECKING:
    from monopolies.engine.game import Game

Json = dict[str, Any]

ITERATIONS = 2000
"""Sampled games per decision: twice the expert bot's move budget, so that a move it
does not like still gets enough samples to put a number on (docs/review.md measures it)."""
REVIEW_ITERATIONS = 100_000
"""Sampled games for a whole review: the first REVIEW_ITERATIONS // ITERATIONS decisions'
worth get ITERATIONS each, a longer game's decisions fewer, so a Deal review keeps within
30 s and a Crooked Cash one within a minute on two cores (issue 31: a long Crooked Cash
game's review took 3 minutes)."""
MIN_ITERATIONS = 800
"""The fewest sampled games a decision gets however long the game (docs/review.md: at half
the budget 36 of 42 grades came out the same)."""


def iterations_for(decisions: int, most: int = ITERATIONS) -> int:
    """Sampled games a decision in a review of `decisions`, at most `most` (the budget
    asked for): the same replay always gets the same, so its review does not change."""
    return min(most, max(MIN_ITERATIONS, REVIEW_ITERATIONS // max(1, decisions)))


TRUST_VISITS = 10
"""A move's chance is graded only when the search sent at least this many sampled games
through it (below that, one lucky sample moves its mean by several points)."""
CLOSER_LOOK = 1_600
"""A move played but barely tried is searched again with no prior: the expert bot steers its
samples towards the greedy bot's choice, which is what makes it strong and also why it
spends few samples on a move it soon finds bad; the closer look spreads them evenly
enough that the move played gets its share (docs/review.md). It has the decision's budget,
and at least this many samples: even spread, a move that loses at once gets few (8 of
400 among six payments), and a clear blunder must not come out "unclear". Twice the
decision's budget, as before 2026-11-28, graded 57 of 58 decisions of two Deal reviews of
a random player alike and took a fifth more CPU."""
EVEN = ",prior=0,c=1.5"
"""The closer look's search: no prior, and the exploration the expert bot used before its
scores were fitted (at its own c = 0.5 the search settles on the best move early and leaves
a bad one under-tried even without the prior)."""


@dataclass(frozen=True)
class Grade:
    """A kind of verdict: its name, the smallest drop in win chance (0..1) that earns it,
    and how a sentence says one and a summary says several."""

    name: str
    drop: float
    words: str
    plural: str


BEST = Grade("best", 0.0, "the best move", "best")
FINE = Grade("fine", 0.0, "fine", "fine")
UNCLEAR = Grade("unclear", 0.0, "not judged: the search hardly tried it", "not judged")
MARKS = (
    Grade("blunder", 0.20, "a blunder", "blunders"),
    Grade("mistake", 0.10, "a mistake", "mistakes"),
    Grade("inaccuracy", 0.05, "an inaccuracy", "inaccuracies"),
)
"""The marks, worst first: a drop of at least `drop` in estimated win chance earns it."""
GRADES = {g.name: g for g in (BEST, FINE, *MARKS, UNCLEAR)}


def grade_for(drop: float) -> Grade:
    """The mark a trusted drop earns (FINE below the smallest mark)."""
    return next((g for g in MARKS if drop >= g.drop), FINE)


@dataclass(frozen=True)
class Move:
    """One move as the search saw it: its index in `game.legal_actions()`, its estimated
    chance to win (0..1) and the sampled games that went through it."""

    index: int
    chance: float
    visits: int


@dataclass(frozen=True)
class Judgement:
    """The move played and the search's best at one decision, and the grade."""

    played: Move
    best: Move
    grade: Grade

    @property
    def drop(self) -> float:
        """How much win chance the move played gave away, by the search (0 when judged
        no worse, or not judged)."""
        if self.grade == UNCLEAR:
            return 0.0
        return max(0.0, self.best.chance - self.played.chance)


def judge(game: Game, played: Action, iterations: int = ITERATIONS, seed: int = 0) -> Judgement:
    """Grade `played` at `game`'s decision, searched from the view of the seat to act.

    Raises IllegalAction if `played` is not one of the legal moves."""
    seat = game.to_act
    legal = game.legal_actions()
    if seat is None or played not in legal:
        raise IllegalAction(f"{played} is not a move of this decision")
    moves = _search(game, seat, iterations, seed)
    weighed = [m.action for m in moves]
    best = _best(moves)
    if played not in weighed:  # a move the search does not weigh (a bid off the quick raises)
        return Judgement(Move(legal.index(played), 0.0, 0), _move(legal, moves[best]), UNCLEAR)
    index = weighed.index(played)
    if best != index and moves[index].visits < TRUST_VISITS:
        moves = _search(game, seat, max(iterations, CLOSER_LOOK), seed, even=True)
        best = _best(moves)
    mine, top = _move(legal, moves[index]), _move(legal, moves[best])
    if best == index:
        return Judgement(mine, top, BEST)
    if mine.visits < TRUST_VISITS:
        return Judgement(mine, top, UNCLEAR)
    return Judgement(mine, top, grade_for(top.chance - mine.chance))


def _search(
    game: Game, seat: int, iterations: int, seed: int, even: bool = False
) -> list[RootMove]:
    """The expert bot's search statistics for each legal move; `even` drops the greedy prior."""
    spec = f"ismcts:iterations={iterations}" + (EVEN if even else "")
    bot = make_bot(spec, game.variant, seed)
    assert isinstance(bot, Ismcts)
    return bot.root_moves(SeatView(game, seat))


def _best(moves: list[RootMove]) -> int:
    """The move the bot would play: most visited, then best mean, then first listed."""
    return min(range(len(moves)), key=lambda i: (-moves[i].visits, -moves[i].mean, i))


def _move(legal: list[Action], move: RootMove) -> Move:
    return Move(legal.index(move.action), move.mean, move.visits)
