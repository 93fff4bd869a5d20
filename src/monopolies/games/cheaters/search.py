"""What a search bot needs of Cheaters Edition: its fitted scores over the board features,
the quick raises of a bid, the greedy options a search follows by the number of players,
and the one decision a search cannot judge: a chance to call "Cheat!"."""

from __future__ import annotations

from typing import TYPE_CHECKING

from monopolies.bots.evaluate import Table, Weights
from monopolies.bots.guide import Policies, SearchGuide
from monopolies.games.board import search

if TYPE_CHECKING:
    from monopolies.bots.base import SeatView

# fit_scores.py cheaters --players 2,4 --games 500 --seed 0 --explore 0.1 --keep 0.1: held-
# out log-loss 0.6938 (uniform 1.1348) over 15399 positions
TABLE: Table = (
    ("cash", 0.0260, 0.0560),
    ("final rents", -0.0537, 0.0629),
    ("street prices", 0.1012, 0.0930),
    ("complete sets", -0.1723, -0.1548),
    ("hotels", 0.4030, 0.0442),
    ("in jail", -0.0267, 0.0521),
)

# tune_policy.py cheaters --players 2,3,4 --games 3000: 2p: greedy:vigilance=1.0 75.8%
# (74.2%-77.3%); medium's own 50.0%; 3p: greedy:vigilance=1.0 42.6% (40.8%-44.3%);
# medium's own 33.4%; 4p: greedy:vigilance=1.0 26.9% (25.3%-28.5%); medium's own 25.0%
POLICIES: Policies = (
    (2, {"vigilance": 1.0}),
    (3, {"vigilance": 1.0}),
    (4, {"vigilance": 1.0}),
)

WEIGHTS = Weights(search.NAMES, TABLE, search.features)


def searchable(view: SeatView) -> bool:
    """Not a chance to call "Cheat!": a sample keeps only the seat's own cheats (rulings
    CH-R9: any other record kept would tell a search what the seat cannot know), so in every
    sample a call is false and costs M100; the evidence on the table, which the greedy
    player reads, is what can say whether a call is right."""
    legal = view.legal
    return not (legal[0].kind == "no_call" and len(legal) > 1)


GUIDE = SearchGuide(
    strength=search.strength(WEIGHTS),
    settled=search.settled(),
    searchable=searchable,
    moves=search.search_moves,
    policies=POLICIES,
    reviewable=search.reviewable,
)
