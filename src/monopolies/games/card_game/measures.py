"""What simulate measures of a Monopoly: The Card Game game beyond who won: how its hands
ended (from the public events only)."""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

from monopolies.sim.extras import Counts, Extras

if TYPE_CHECKING:
    from monopolies.engine.game import Game


def _measure(game: Game) -> Counts:
    counts: Counter[str] = Counter()
    for event in game.public_events():
        if event.get("type") == "hand_over":
            counts[f"hands ended: {event['reason']}"] += 1
    return dict(counts)


MEASURES = Extras(_measure)
