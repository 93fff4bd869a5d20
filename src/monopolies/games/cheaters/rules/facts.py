"""The few facts of observe(seat) an in-process bot reads at most decisions, typed (CH-15).

Building the whole JSON observation for a bot that reads a handful of numbers from it was
a fifth of a greedy game. `SeatFacts` holds the same numbers as typed lists and ints, and
nothing observe(seat) does not show: cash and the ledger, who is alive, tokens and
handcuffs, owners and hotels, whose turn it is, the seat's own open cheats and the rent
asked (tests/games/cheaters/test_ch_facts.py derives every field from the observation
at every decision of several games). The public events are not here: they are the game's,
not the state's (`SeatView.recent_events`).
"""

from __future__ import annotations

from typing import Final

from monopolies.games.board.rules.state import BANK
from monopolies.games.cheaters import data
from monopolies.games.cheaters.rules import rent_frame
from monopolies.games.cheaters.rules.cheats import CallFrame
from monopolies.games.cheaters.rules.rent_frame import CheatersRent
from monopolies.games.cheaters.rules.state import CHState

UNOWNED: Final = BANK  # an owner: nobody (a street unowned, or a space that is no street)
# A cheat card's action, by card id.
CHEAT_ACTION: Final[dict[int, str]] = {c.id: c.action for c in data.CHEATS}


class SeatFacts:
    """One seat's view of the table. Lists are indexed by seat or by space, and are copies:
    a bot may keep them across decisions.

    `owner[space]` is a seat or UNOWNED (also every space that is not a street, where the
    board shows no owner);
    `announced` is the ledger, `announced_cash` in the observation; `my_cheats` the actions
    of the seat's own cheats not yet settled; `rent_asked` the rent asked in the pending
    rent decision, 0 if none is pending or nothing is asked yet; `turn_ended` the player
    whose turn has just ended while the window to call "Cheat!" on it is open (its cheats
    are the ones that moved tokens on that turn), -1 at any other decision."""

    def __init__(
        self,
        seat: int,
        active: int,
        cash: list[int],
        announced: list[int],
        alive: list[bool],
        position: list[int],
        in_jail: list[bool],
        owner: list[int],
        hotel: list[bool],
        my_cheats: list[str],
        rent_asked: int,
        turn_ended: int,
    ) -> None:
        self.seat = seat
        self.active = active
        self.cash = cash
        self.announced = announced
        self.alive = alive
        self.position = position
        self.in_jail = in_jail
        self.owner = owner
        self.hotel = hotel
        self.my_cheats = my_cheats
        self.rent_asked = rent_asked
        self.turn_ended = turn_ended


def seat_facts(st: CHState, seat: int) -> SeatFacts:
    cash, hidden = st.cash, st.hidden_cash
    return SeatFacts(
        seat,
        st.active,
        cash[:],
        [cash[p] - hidden[p] for p in range(st.players)],
        st.alive[:],
        st.position[:],
        st.in_jail[:],
        st.owner[:],
        st.hotel[:],
        [CHEAT_ACTION[r.card] for r in st.records if r.seat == seat],
        _rent_asked(st),
        _turn_ended(st),
    )


def _rent_asked(st: CHState) -> int:
    """As the pending view shows it: only once the owner has asked."""
    if st.over or not st.stack:
        return 0
    f = st.stack[-1]
    return f.asked if isinstance(f, CheatersRent) and f.stage != rent_frame.ASK else 0


def _turn_ended(st: CHState) -> int:
    """As the pending view of the window shows it (its `seat`)."""
    if st.over or not st.stack:
        return -1
    f = st.stack[-1]
    return f.ended if isinstance(f, CallFrame) else -1
