"""What simulate measures of a Cheaters Edition game beyond who won: the board editions'
measures over its board (`games/board/measures`), and the cheats caught, wrongly called
and got away with."""

from __future__ import annotations

from typing import Any

from monopolies.games.board.measures import measures
from monopolies.games.cheaters import data


def _cheats(event: dict[str, Any]) -> str | None:
    kind = event.get("type")
    if kind == "cheat_called":
        return "cheats: caught" if event["guilty"] else "cheats: false accusations"
    return "cheats: got away" if kind == "cheat_revealed" else None


MEASURES = measures(data.LAYOUT, _cheats)
