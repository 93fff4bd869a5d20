"""What a search bot needs of Monopoly Deal: who is ahead in a position.

A search calls `strength` once per iteration on a *sampled* game, so the features read
that game's whole state directly (the sample holds only what the searching seat could
know, with the rest redrawn) and stay cheap: no observation is built. Deal's positions
are judged wherever a search stops (its fitted scores and its measured strength are for
that), every decision can be searched and every move weighed.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from monopolies.bots.evaluate import Table, Weights
from monopolies.bots.guide import Policies, SearchGuide
from monopolies.games.deal import data
from monopolies.games.deal.rules.sets import is_full, rent_of

if TYPE_CHECKING:
    from monopolies.bots.base import SeatView
    from monopolies.engine.action import Action
    from monopolies.engine.game import Game
    from monopolies.games.deal.rules.state import DealState

NAMES: tuple[str, ...] = (
    "full sets",
    "best unfinished set",
    "unfinished sets",
    "bank",
    "best rent",
    "cards in hand",
    "to act",
)

TURNS = 60.0  # "progress": turns played over a long two-player game's length


def features(game: Game) -> tuple[list[list[float]], float]:
    """Sets (capped at the three that win), the unfinished sets, money, and cards."""
    st: DealState = game.state
    rows = []
    for seat in range(st.players):
        full = 0
        best = 0.0
        unfinished = 0.0
        rent = 0
        for s in st.sets[seat]:
            if is_full(s):
                full += 1
            else:
                part = len(s.cards) / data.COLOUR[s.colour].size
                best = max(best, part)
                unfinished += part
            rent = max(rent, rent_of(s))
        bank = sum(data.CARDS[c].value for c in st.bank[seat])
        rows.append(
            [
                float(min(full, data.SETS_TO_WIN)),
                best,
                unfinished,
                min(bank, 15) / 10.0,
                rent / 10.0,
                len(st.hands[seat]) / 10.0,
                1.0 if st.active == seat else 0.0,
            ]
        )
    return rows, min(1.0, st.turn / TURNS)


# fit_scores.py deal --players 2 --games 1500 --seed 0 --explore 0.1: held-out log-loss
# 0.5737 (uniform 0.6931) over 5964 positions
TABLE: Table = (
    ("full sets", 0.9049, 1.5194),
    ("best unfinished set", 0.3508, 0.4852),
    ("unfinished sets", 0.5309, 0.4126),
    ("bank", 0.3218, -0.0662),
    ("best rent", 0.1507, 0.2164),
    ("cards in hand", 0.1498, 0.1211),
    ("to act", 0.0105, 0.0173),
)

# tune_policy.py has chosen no options: the search follows the medium player.
POLICIES: Policies = ()
WEIGHTS = Weights(NAMES, TABLE, features)
BUSY_REARRANGEMENTS = 2
"""Wild moves a turn before a bot makes only those that complete a set (issue 31: the
expert flipped a wild red and yellow ten times in one turn, the DEAL-7 cap)."""


def sensible(view: SeatView, moves: list[Action]) -> list[Action]:
    """`moves` without rearrangements past BUSY_REARRANGEMENTS this turn that complete no
    set (never all of them: ending the turn is always among a turn's moves)."""
    events = view.recent_events()
    starts = [k for k, e in enumerate(events) if e["type"] == "turn"]
    this_turn = events[starts[-1] :] if starts else events
    done = sum(1 for e in this_turn if e["type"] == "rearrange" and e["seat"] == view.seat)
    if done < BUSY_REARRANGEMENTS:
        return moves
    sets = {s["id"]: s for s in view.observation["players"][view.seat]["sets"]}
    kept = [a for a in moves if a.kind != "rearrange" or _completes(a, sets)]
    return kept or moves


def _completes(move: Action, sets: dict[Any, dict[str, Any]]) -> bool:
    into = sets.get(move.get("set"))
    size = data.COLOUR[str(move.color)].size
    return into is not None and not into["full"] and len(into["cards"]) + 1 >= size


GUIDE = SearchGuide(strength=WEIGHTS.strengths, policies=POLICIES, sensible=sensible)
