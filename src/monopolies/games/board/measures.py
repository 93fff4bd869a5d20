"""What simulate measures of a board edition beyond who won, from the public events only:
street return (rent asked / list price of the streets acquired, by colour), hotels built,
and what the edition counts of its own events. Each edition names its measures in its
kit, over its own board."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from monopolies.games.board.rules.layout import Layout
from monopolies.sim.extras import Counts, Extras, Ratio

if TYPE_CHECKING:
    from monopolies.engine.game import Game

Json = dict[str, Any]
Counted = Callable[[Json], "str | None"]
"""What an edition counts of one of its own events ("fakes: caught"), or None."""

STREET_ROI = Ratio("street ROI", "rent charged", "street cost")


def measures(layout: Layout, counted: Counted) -> Extras:
    """A board edition's measures over its `layout`, with the street return ratio."""

    def measure(game: Game) -> Counts:
        counts: Counter[str] = Counter()
        for event in game.public_events():
            kind = event.get("type")
            if kind == "deed":
                street = event["street"]
                counts[f"street cost: {layout.colour_of[street]}"] += layout.price[street]
            elif kind == "rent_asked":
                counts[f"rent charged: {layout.colour_of[event['street']]}"] += event["amount"]
            elif kind == "hotel":
                counts["hotels: built"] += 1
            else:
                key = counted(event)
                if key is not None:
                    counts[key] += 1
        return dict(counts)

    return Extras(measure, (STREET_ROI,))
