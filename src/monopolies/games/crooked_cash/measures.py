"""What simulate measures of a Crooked Cash game beyond who won: the board editions'
measures over its board (`games/board/measures`), and the fake notes and Chance cards
caught by decoding."""

from __future__ import annotations

from typing import Any

from monopolies.games.board.measures import measures
from monopolies.games.crooked_cash import data


def _caught(event: dict[str, Any]) -> str | None:
    caught = event.get("type") in ("decode", "decode_card") and event.get("fake")
    return "fakes: caught" if caught else None


MEASURES = measures(data.LAYOUT, _caught)
