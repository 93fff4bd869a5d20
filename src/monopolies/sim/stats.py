"""From game records to the numbers people read: win rates with 95% intervals, seats,
the first mover's edge, endings, game length and per-game extras.

Records are sorted by game index first, so sums and therefore every number here are the
same whatever order the games finished in. A shared win counts as a win for each winner;
a game with no winner is a draw and a win for nobody.
"""

from __future__ import annotations

import math
import statistics
from collections import Counter
from collections.abc import Iterable

from monopolies.sim.extras import ratios
from monopolies.sim.plan import Job, Json

Z95 = 1.959963984540054
DIGITS = 4


def wilson(wins: int, n: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval for a binomial proportion (sound near 0 and 1)."""
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return max(0.0, centre - half), min(1.0, centre + half)


def rate(wins: int, n: int) -> Json:
    low, high = wilson(wins, n)
    return {
        "n": n,
        "wins": wins,
        "win_rate": round(wins / n, DIGITS) if n else 0.0,
        "ci95": [round(low, DIGITS), round(high, DIGITS)],
    }


def percentile(ordered: list[int], q: float) -> int:
    """Nearest-rank percentile of an already sorted list."""
    return ordered[round(q * (len(ordered) - 1))]


def spread(values: Iterable[int]) -> Json:
    ordered = sorted(values)
    if not ordered:
        return {}
    return {
        "mean": round(statistics.fmean(ordered), 2),
        "min": ordered[0],
        "p10": percentile(ordered, 0.1),
        "median": statistics.median(ordered),
        "p90": percentile(ordered, 0.9),
        "max": ordered[-1],
    }


def _extras(variant: str, records: list[Json]) -> tuple[Json, Json]:
    totals: Counter[str] = Counter()
    for record in records:
        totals.update(record["extras"])
    n = max(1, len(records))
    means = {key: round(totals[key] / n, DIGITS) for key in sorted(totals)}
    derived: Json = {}
    for ratio in ratios(variant):
        for key in sorted(totals):
            what, _, detail = key.partition(": ")
            below = totals.get(f"{ratio.denominator}: {detail}", 0)
            if what == ratio.numerator and below:
                derived[f"{ratio.name}: {detail}"] = round(totals[key] / below, DIGITS)
    return means, derived


def summarize(job: Job, records: Iterable[Json]) -> Json:
    """The summary of the records of `job` (any subset, in any order)."""
    games = sorted(records, key=lambda r: r["index"])
    n = len(games)
    by_bot: Counter[str] = Counter()
    bot_wins: Counter[str] = Counter()
    seat_wins: Counter[int] = Counter()
    first_wins = first_games = draws = 0
    for g in games:
        winners = set(g["winners"])
        draws += not winners
        for seat, spec in enumerate(g["seats"]):
            by_bot[spec] += 1
            bot_wins[spec] += seat in winners
            seat_wins[seat] += seat in winners
        if g["first"] is not None:
            first_games += 1
            first_wins += g["first"] in winners
    extras, derived = _extras(job.variant, games)
    reasons = Counter(g["reason"] for g in games)
    return {
        "job": job.to_json(),
        "games": n,
        "complete": n == job.games,
        "bots": [{"bot": spec, **rate(bot_wins[spec], by_bot[spec])} for spec in by_bot],
        "seats": [{"seat": s, **rate(seat_wins[s], n)} for s in range(job.players)],
        "first_player": {**rate(first_wins, first_games), "fair_share": round(1 / job.players, 4)},
        "draws": draws,
        "reasons": dict(sorted(reasons.items(), key=lambda kv: (-kv[1], kv[0]))),
        "length": {
            "turns": spread(g["turns"] for g in games),
            "decisions": spread(g["decisions"] for g in games),
        },
        "extras": extras,
        "ratios": derived,
    }
