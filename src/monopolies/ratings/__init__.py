"""Ratings per edition with OpenSkill's Plackett-Luce model (docs/server.md, "Ratings").

A finished game is a ranking: winners first, then by score, equal places tied (the same
order as the results table, `web/results.js` ranking()). Each entrant is a person's public
id or a bot level (`bot:hard`); bot levels are anchors, read from the ladder that
`benchmarks/rating_ladder.py` measured between the levels (`ladder.json`), and never moved by
games on the server, so a person's number means "about as strong as hard" wherever it is
shown. A rating is shown as mu ± 2 sigma, and leaderboards sort by mu - 2 sigma (a rating
one is 97.5% sure to be above).

Needs the `server` extra (openskill).
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache
from importlib.resources import files
from typing import Any

from openskill.models import PlackettLuce

Json = dict[str, Any]
BOT = "bot:"


@dataclass(frozen=True)
class Rating:
    """A skill estimate: mean and spread (OpenSkill's mu and sigma), over `games` games."""

    mu: float
    sigma: float
    games: int = 0

    @property
    def low(self) -> float:
        """mu - 2 sigma: what leaderboards sort by."""
        return self.mu - 2 * self.sigma

    def to_json(self) -> Json:
        return {
            "mu": round(self.mu, 2),
            "sigma": round(self.sigma, 2),
            "low": round(self.low, 2),
            "games": self.games,
        }


@cache
def model() -> PlackettLuce:
    """OpenSkill's Plackett-Luce model with its defaults (mu 25, sigma 25/3)."""
    return PlackettLuce()


def fresh() -> Rating:
    m = model()
    return Rating(m.mu, m.sigma, 0)


def rank_places(result: Json) -> list[int]:
    """Each seat's place in a finished game's result (1 is best; ties share a place)."""
    winners = set(result["winners"])
    scores = result["scores"]
    order = sorted(range(len(scores)), key=lambda s: (s not in winners, -scores[s], s))
    places = [0] * len(scores)
    for i, seat in enumerate(order):
        prev = order[i - 1] if i else None
        same = (
            prev is not None
            and (prev in winners) == (seat in winners)
            and scores[prev] == scores[seat]
        )
        places[seat] = places[prev] if same and prev is not None else i + 1
    return places


def rate(before: list[Rating], places: list[int]) -> list[Rating]:
    """Every entrant's rating after one game in which they finished at `places`."""
    m = model()
    teams = [[m.rating(mu=r.mu, sigma=r.sigma)] for r in before]
    after = m.rate(teams, ranks=[float(p) for p in places])
    return [
        Rating(team[0].mu, team[0].sigma, r.games + 1)
        for team, r in zip(after, before, strict=True)
    ]


def bot_id(level: str) -> str:
    return BOT + level


@cache
def ladder() -> Json:
    """The measured ladder: {game: {level: rating json}} plus how it was measured."""
    data: Json = json.loads((files("monopolies.ratings") / "ladder.json").read_text())
    return data


def bot_rating(game: str, level: str) -> Rating:
    """A bot level's anchored rating in `game` (a fresh rating if the ladder lacks it)."""
    row = ladder()["games"].get(game, {}).get(level)
    if row is None:
        return fresh()
    return Rating(row["mu"], row["sigma"], row["games"])
