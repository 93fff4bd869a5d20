"""What simulate measures of a Monopoly Deal game beyond who won: the cards played, the
buildings built, the sets complete at the end (from the public events and table only)."""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

from monopolies.sim.extras import Counts, Extras

if TYPE_CHECKING:
    from monopolies.engine.game import Game


def _measure(game: Game) -> Counts:
    counts: Counter[str] = Counter()
    for event in game.public_events():
        kind = event.get("type")
        if kind == "play":
            counts[f"cards played: {event['action']}"] += 1
        elif kind in ("house", "hotel"):
            counts[f"buildings: {kind}"] += 1
    for player in game.observe(0)["players"]:
        counts["sets completed: at the end"] += sum(1 for s in player["sets"] if s["full"])
    return dict(counts)


MEASURES = Extras(_measure)
