"""Issue 32.5: the ladder the server reads (`ratings/ladder.json`) says what each level
means in each edition. It must rest on the bots the levels name today, and the levels must
climb: a person who picks expert over hard gets a stronger bot."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import monopolies
from monopolies.bots import DIFFICULTIES
from monopolies.ratings import ladder

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize("variant", monopolies.VARIANTS)
def test_each_edition_places_the_levels_in_order(variant: str) -> None:
    rungs = ladder()["games"][variant]
    assert list(rungs) == list(DIFFICULTIES)
    means = [rungs[level]["mu"] for level in DIFFICULTIES]
    assert means == sorted(means) and len(set(means)) == len(means), (variant, rungs)


def test_every_match_the_ladder_rests_on_seats_todays_levels() -> None:
    """A match of a bot no level names any more (expert was 3,000 iterations until
    2026-11-29) would rate a level by another bot's games."""
    specs = set(DIFFICULTIES.values())
    for match in ladder()["matches"]:
        job = json.loads((ROOT / match).read_text().splitlines()[0])["job"]
        assert set(job["bots"]) <= specs, (match, job["bots"])
