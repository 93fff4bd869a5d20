"""Verdicts in words: one sentence a decision, a summary a seat, and the JSON of both.

"Turn 7, move 14: you played Pass — a mistake. Better: Charge rent on light blue (wins
about 41% from here, against 23%)." The moves are named as the seat's menu named them
(`words.narration.menu`, the browser's and the terminal's words).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import Any

from monopolies.review.judge import BEST, FINE, GRADES, MARKS, UNCLEAR, Judgement
from monopolies.review.walk import Verdict

Json = dict[str, Any]


def percent(chance: float) -> str:
    return f"{round(100 * chance)}%"


def where(verdict: Verdict) -> str:
    """ "Turn 7, move 14", or "Move 14" in a game that counts no turns."""
    if verdict.turn is None:
        return f"Move {verdict.number}"
    return f"Turn {verdict.turn}, move {verdict.number}"


def sentence(verdict: Verdict) -> str:
    """The decision in one sentence, addressed to the player who made it."""
    j = verdict.judgement
    head = f"{where(verdict)}: you played {verdict.played}"
    if j.grade == BEST:
        return f"{head} — the best move (wins about {percent(j.played.chance)} from here)."
    if j.grade == UNCLEAR:
        return (
            f"{head} — not judged: the search hardly tried it. It liked {verdict.best} "
            f"(wins about {percent(j.best.chance)} from here)."
        )
    if j.grade == FINE:
        return (
            f"{head} — fine (wins about {percent(j.played.chance)}; the search's choice, "
            f"{verdict.best}, about {percent(j.best.chance)})."
        )
    return (
        f"{head} — {j.grade.words}. Better: {verdict.best} (wins about "
        f"{percent(j.best.chance)} from here, against {percent(j.played.chance)})."
    )


def marked(verdict: Verdict) -> bool:
    """A decision worth showing on its own: an inaccuracy, a mistake or a blunder."""
    return verdict.judgement.grade in MARKS


@dataclass(frozen=True)
class Summary:
    """A seat's review in numbers: how many decisions earned each grade, and the mean drop
    in estimated win chance over the decisions judged (its accuracy, as a chess engine
    would say: 0 means every move was as good as the search's best)."""

    seat: int
    counts: dict[str, int]
    average_drop: float

    @property
    def decisions(self) -> int:
        return sum(self.counts.values())

    def sentence(self) -> str:
        parts = [
            f"{n} {grade.name if n == 1 and grade in MARKS else grade.plural}"
            for grade in GRADES.values()
            if (n := self.counts[grade.name])
        ]
        judged = self.decisions - self.counts[UNCLEAR.name]
        drop = (
            f"On average a decision gave away {100 * self.average_drop:.1f} points of win "
            f"chance against the search's best ({judged} judged)."
            if judged
            else "No decision could be judged."
        )
        return f"{self.decisions} decisions: {', '.join(parts) or 'none'}. {drop}"


def summary(seat: int, verdicts: list[Verdict]) -> Summary:
    mine = [v for v in verdicts if v.seat == seat]
    counts = Counter(v.judgement.grade.name for v in mine)
    judged = [v.judgement.drop for v in mine if v.judgement.grade != UNCLEAR]
    average = sum(judged) / len(judged) if judged else 0.0
    return Summary(seat, {name: counts[name] for name in GRADES}, average)


def verdict_json(verdict: Verdict) -> Json:
    j = verdict.judgement
    return {
        "move": verdict.number,
        "turn": verdict.turn,
        "period": verdict.period,
        "seat": verdict.seat,
        "grade": j.grade.name,
        "played": _move_json(verdict.played, j, played=True),
        "best": _move_json(verdict.best, j, played=False),
        "drop": round(j.drop, 3),
        "sentence": sentence(verdict),
    }


def _move_json(text: str, j: Judgement, played: bool) -> Json:
    move = j.played if played else j.best
    return {
        "index": move.index,
        "text": text,
        "chance": round(move.chance, 3),
        "visits": move.visits,
    }


def summary_json(s: Summary) -> Json:
    return {
        "seat": s.seat,
        "decisions": s.decisions,
        "counts": s.counts,
        "average_drop": round(s.average_drop, 4),
        "sentence": s.sentence(),
    }
