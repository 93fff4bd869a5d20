"""Every frame kind the board blocks define, for an edition to merge with its own."""

from __future__ import annotations

from monopolies.games.board.rules import (
    auction,
    between,
    debt,
    each,
    hotels,
    purchase,
    rent,
    trade,
    turn,
)
from monopolies.games.board.rules.edition import Frames

FRAMES: Frames = {
    **turn.FRAMES,
    **between.FRAMES,
    **purchase.FRAMES,
    **auction.FRAMES,
    **rent.FRAMES,
    **hotels.FRAMES,
    **debt.FRAMES,
    **trade.FRAMES,
    **each.FRAMES,
}
