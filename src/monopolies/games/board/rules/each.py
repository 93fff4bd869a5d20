"""Money between one player and every other player, one payment at a time (the Chance and
Community Chest cards "collect 50 from every other player", "pay 25 to every other player").

Frame "each" (`EachFrame`): `seat` collects `amount` from each seat in `others` (or, with
`pays`, pays it to each), in turn, while `seat` is still in the game. Each payment is an
obligation: one that cannot be met opens a debt before the next is made.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from monopolies.engine.action import Action
from monopolies.engine.rules import Table
from monopolies.games.board.rules.edition import Frames, FrameType
from monopolies.games.board.rules.flow import pop, push, seats_from
from monopolies.games.board.rules.state import BoardState, Frame

KIND: Final = "each"


@dataclass(eq=False)
class EachFrame(Frame):
    seat: int
    amount: int
    others: list[int]
    pays: bool = False


def collect_from_each(st: BoardState, seat: int, amount: int) -> None:
    push(st, EachFrame(seat, amount, seats_from(st, seat)))


def pay_each(st: BoardState, seat: int, amount: int) -> None:
    push(st, EachFrame(seat, amount, seats_from(st, seat), pays=True))


def _seat(st: BoardState, f: EachFrame) -> int:
    return f.seat


def _run(st: BoardState, f: EachFrame, table: Table) -> bool:
    while f.others and st.alive[f.seat]:
        other = f.others.pop(0)
        if st.alive[other]:
            payer, payee = (f.seat, other) if f.pays else (other, f.seat)
            st.edition.money.pay(st, payer, payee, f.amount, False, table)
            return False
    pop(st, f)
    return False


def _no_actions(st: BoardState, f: EachFrame) -> list[Action]:
    return []


FRAMES: Frames = {EachFrame: FrameType(KIND, _seat, _run, _no_actions, {})}
