"""The Cheaters rent frame's kind, its stages, and the rent the owner may ask: read by
the cheats that bend or dodge a rent (cheats.py) and by the frame itself (rent.py), which
offers those cheats, so they sit below both.
"""

from __future__ import annotations

from typing import Final

from monopolies.board.layout import rent_due
from monopolies.board.state import Frame
from monopolies.board.tables import round_up_10
from monopolies.variants.cheaters.state import CHState

KIND: Final = "ch_rent"
ASK: Final = 0
ASKED: Final = 1
PAYING: Final = 2
EXCUSED: Final = 3


def due(st: CHState, f: Frame) -> int:
    """What the owner may ask: the deed's rent, halved by a half-rent card."""
    rent = rent_due(st, f.street)
    return round_up_10(rent / 2) if st.half_rent[f.seat] else rent
