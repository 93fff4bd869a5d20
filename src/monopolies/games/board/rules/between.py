"""The window before each roll (CC-22, CH-12): the other players may build or propose a
trade out of turn.

Frame "between" (`BetweenFrame`): `roller` is about to roll; `queue` holds the other
players still to be asked, in seat order from `roller`'s left. A player is asked only
while it has something useful to do that it has not yet passed on (rulings B-7): hotels
it can afford (asked once a turn, and again within it only when the streets it could
build on change), or a colour set that one trade with one other player would complete.
It may build several hotels and propose trades (each proposal counts against its offers
for the turn); `pass` moves the window on and remembers what was on offer (`build_seen`,
`trade_seen`). Sales are made on one's own turn and when raising money (rulings B-5).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from monopolies.engine.action import Action
from monopolies.engine.rules import Table
from monopolies.games.board.rules.edition import Frames, FrameType
from monopolies.games.board.rules.flow import plain, pop, push, seats_from
from monopolies.games.board.rules.hotels import BUILD_ACTIONS, build_options, hotel_offer
from monopolies.games.board.rules.layout import SetOwners
from monopolies.games.board.rules.state import BoardState, Frame
from monopolies.games.board.rules.trade import TRADE_ACTIONS, start_options

KIND: Final = "between"


@dataclass(eq=False)
class BetweenFrame(Frame):
    roller: int
    queue: list[int]


def open_between(st: BoardState, table: Table) -> None:
    sets = st.edition.layout.set_owners(st.owner)
    if not sets.split and not (sets.holders and st.hotels_left > 0):
        return  # no set to build on or to trade for: nobody is asked
    queue = seats_from(st, st.active)
    if any(_useful(st, s, sets) for s in queue):
        push(st, BetweenFrame(st.active, queue))


def _wants_to_trade(st: BoardState, seat: int, sets: SetOwners) -> bool:
    """Whether `seat` has offers left and a share of a split set, other than the shares it
    last passed on: the window remembers them (`trade_seen`) and asks again once they change."""
    if st.offers[seat] >= st.opts["max_trade_offers"]:
        return False
    chances = sets.chances(seat)
    return bool(chances) and chances != st.trade_seen[seat]


def _wants_to_build(st: BoardState, seat: int, sets: SetOwners) -> bool:
    """Whether `seat` can afford a hotel on streets other than those it last passed on."""
    if seat not in sets.holders:
        return False
    offer = hotel_offer(st, seat)
    return bool(offer) and offer != st.build_seen[seat]


def _useful(st: BoardState, seat: int, sets: SetOwners) -> bool:
    return st.alive[seat] and (_wants_to_build(st, seat, sets) or _wants_to_trade(st, seat, sets))


def _who(st: BoardState, f: BetweenFrame) -> int:
    return f.queue[0]


def _run(st: BoardState, f: BetweenFrame, table: Table) -> bool:
    queue = f.queue
    sets = st.edition.layout.set_owners(st.owner)
    while queue and not _useful(st, queue[0], sets):
        queue.pop(0)
    if queue:
        return True
    pop(st, f)
    return False


def _legal(st: BoardState, f: BetweenFrame) -> list[Action]:
    seat = f.queue[0]
    out = build_options(st, seat)
    if _wants_to_trade(st, seat, st.edition.layout.set_owners(st.owner)):
        out += start_options(st, seat)
    out.append(plain(st, "pass"))
    return out


def _pass(st: BoardState, f: BetweenFrame, a: Action, table: Table) -> None:
    seat = f.queue.pop(0)
    st.trade_seen[seat] = st.edition.layout.set_owners(st.owner).chances(seat)
    st.build_seen[seat] = hotel_offer(st, seat)


FRAMES: Frames = {
    BetweenFrame: FrameType(
        KIND, _who, _run, _legal, {"pass": _pass, **BUILD_ACTIONS, **TRADE_ACTIONS}
    )
}
