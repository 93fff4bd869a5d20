"""Every frame kind the board blocks define, for an edition to merge with its own."""

from __future__ import annotations

from monopolies.board import auction, between, debt, hotels, purchase, rent, trade, turn
from monopolies.board.edition import FrameType

FRAMES: dict[str, FrameType] = {
    **turn.FRAMES,
    **between.FRAMES,
    **purchase.FRAMES,
    **auction.FRAMES,
    **rent.FRAMES,
    **hotels.FRAMES,
    **debt.FRAMES,
    **trade.FRAMES,
}
