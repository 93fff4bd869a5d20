"""What a search bot needs of Monopoly: The Card Game: who is ahead in a position, and
when a position can be judged.

A search calls `strength` once per iteration on a *sampled* game, so the features read
that game's whole state directly (the sample holds only what the searching seat could
know) and stay cheap: no observation is built.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from monopolies.bots.evaluate import Table, Weights
from monopolies.bots.guide import Policies, SearchGuide
from monopolies.games.card_game import data
from monopolies.games.card_game.belief import HandBelief
from monopolies.games.card_game.rules import scoring
from monopolies.games.card_game.rules.state import DISCARD

if TYPE_CHECKING:
    from monopolies.engine.game import Game
    from monopolies.games.card_game.rules.state import CardGameState

NAMES: tuple[str, ...] = (
    "score",
    "laid down",
    "going out",
    "cards short",
    "cards in hand",
    "to act",
)

FACE = scoring.FACE
HANDS = 4  # CG-14
DRAW = max(1, data.DECK_SIZE - data.HAND_SIZE * 2 - 8)


def features(game: Game) -> tuple[list[list[float]], float]:
    """Points banked, what the hand scores laid down or going out now, in hundreds."""
    st: CardGameState = game.state
    v = st.values
    rows = []
    for seat in range(st.players):
        hand = st.hands[seat]
        laid = scoring.best_value(hand, False, v) or 0
        out = 0
        if len(hand) == data.HAND_SIZE:
            out = scoring.best_value(hand, True, v) or 0
        rows.append(
            [
                st.scores[seat] / 100.0,
                laid / 100.0,
                out / 100.0,
                float(_cards_short(hand)),
                len(hand) / 10.0,
                1.0 if st.active == seat else 0.0,
            ]
        )
    drawn = 1.0 - min(1.0, len(st.draw) / DRAW)
    return rows, min(1.0, (st.hand_no + drawn) / HANDS)


def _cards_short(hand: list[int]) -> int:
    """How many cards a hand lacks to go out (CG-8, CG-9), roughly: the missing cards of
    its unfinished groups, two for a colour group if it has none, Get Out Of Jail Free
    under Go To Jail, less its wilds (houses and hotels aside)."""
    counts = scoring.counts_of([FACE[c] for c in hand])
    need = 0
    colour = False
    for gi, faces in enumerate(scoring.GROUP_FACES):
        held = 0
        for f in faces:
            held += counts[f]
        if held:
            need += max(0, scoring.NEED[gi] - held)
            colour = colour or scoring.COLOUR[gi]
    if not colour:
        need += 2
    if counts[scoring.GO_TO_JAIL] and not counts[scoring.JAIL_FREE]:
        need += 1
    return max(0, need - counts[scoring.WILD])


# fit_scores.py card-game --players 2 --games 3000 --seed 0 --explore 0.1 --keep 0.3: held-
# out log-loss 0.5028 (uniform 0.6931) over 5239 positions
TABLE: Table = (
    ("score", -0.0010, 0.0607),
    ("laid down", 0.0224, 0.0425),
    ("going out", 0.0148, 0.0166),
    ("cards short", 0.0143, -0.1488),
    ("cards in hand", 0.1770, 0.2585),
    ("to act", 0.0226, 0.1692),
)

# tune_policy.py card-game --players 2 --games 2000: 2p: greedy no option set above the medium
# player's own (12 sets, 50.2%-50.8%); medium's own 50.2%
POLICIES: Policies = ((2, {}),)
WEIGHTS = Weights(NAMES, TABLE, features)


def settled(game: Game) -> bool:
    """No turn half done: a hand of 11 or 12 cards before its discards scores nothing for
    going out, so drawing looked worse than it is."""
    st: CardGameState = game.state
    return st.phase != DISCARD


GUIDE = SearchGuide(
    strength=WEIGHTS.strengths, settled=settled, policies=POLICIES, belief=HandBelief
)
