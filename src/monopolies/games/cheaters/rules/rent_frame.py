"""The Cheaters rent frame, its stages, and the rent the owner may ask: read by the
cheats that bend or dodge a rent (cheats.py) and by the frame's rules (rent.py), which
offer those cheats, so they sit below both.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from monopolies.games.board.rules.layout import rent_due
from monopolies.games.board.rules.rent import RentFrame
from monopolies.games.board.rules.tables import round_up_10
from monopolies.games.cheaters.rules.state import CHState

KIND: Final = "ch_rent"
ASK: Final = 0
ASKED: Final = 1
PAYING: Final = 2
EXCUSED: Final = 3


@dataclass(eq=False)
class CheatersRent(RentFrame):
    """The board's rent frame (`owner`, `payer`, `street`, `asked`: what everyone heard)
    with its secret parts: Price Gouging's `surplus` (the payer pays that much more) and
    Short Changed's or Free Stay's `discount` (the payer pays that much less)."""

    surplus: int = 0
    discount: int = 0


def due(st: CHState, f: CheatersRent) -> int:
    """What the owner may ask: the deed's rent, halved by a half-rent card."""
    rent = rent_due(st, f.street)
    return round_up_10(rent / 2) if st.half_rent[f.owner] else rent
