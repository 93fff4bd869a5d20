"""What a search bot needs of Crooked Cash: its fitted scores over the board features, no
judging mid-payment (note by note), the quick raises of a bid, and the greedy options a
search follows by the number of players."""

from __future__ import annotations

from typing import TYPE_CHECKING

from monopolies.bots.evaluate import Table, Weights
from monopolies.bots.guide import Policies, SearchGuide
from monopolies.games.board import search
from monopolies.games.crooked_cash.rules.notes import PaymentFrame

if TYPE_CHECKING:
    from monopolies.bots.base import SeatView
    from monopolies.engine.action import Action

# fit_scores.py crooked-cash --players 2,4 --games 1500 --seed 0 --explore 0.1 --keep 0.1:
# held-out log-loss 0.6356 (uniform 1.0651) over 12529 positions
TABLE: Table = (
    ("cash", 0.0869, 0.1282),
    ("final rents", 0.0631, 0.1422),
    ("street prices", 0.1781, 0.0875),
    ("complete sets", -0.0767, -0.0486),
    ("hotels", 0.1584, 0.0846),
    ("in jail", -0.1785, -0.1537),
)

# tune_policy.py crooked-cash --players 2,3,4 --games 4000: 2p: greedy no option set
# above the medium player's own; medium's own 50.0%; 3p:
# greedy:decode_at=500,caught_at=500,pay=smallest 41.7% (40.2%-43.2%); medium's own
# 33.4%; 4p: greedy:decode_at=500,caught_at=500,pay=smallest 36.2% (34.7%-37.7%);
# medium's own 25.1%
POLICIES: Policies = (
    (2, {}),
    (3, {"decode_at": 500, "caught_at": 500, "pay": "smallest"}),
    (4, {"decode_at": 500, "caught_at": 500, "pay": "smallest"}),
)

WEIGHTS = Weights(search.NAMES, TABLE, search.features)


def reviewable(view: SeatView, played: Action) -> bool:
    """A trade graded as the board editions grade it, and a payment at its first note:
    the notes after it only finish what it began (issue 31: a review of a Crooked Cash
    game graded every note and took 3 minutes)."""
    pending = view.observation.get("pending") or {}
    later_note = pending.get("kind") == "payment" and bool(pending.get("on_table"))
    return search.reviewable(view, played) and not later_note


GUIDE = SearchGuide(
    strength=search.strength(WEIGHTS),
    settled=search.settled(PaymentFrame),
    moves=search.search_moves,
    policies=POLICIES,
    reviewable=reviewable,
)
