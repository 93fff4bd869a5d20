"""The end of a board game (CC-21, CH-18): one rent per street from the bank, then cash.

Every player still in the game collects once per street it owns (hotel rent with a hotel,
set rent on a complete set, else base rent); then the most cash wins, ties share.
"""

from __future__ import annotations

from monopolies.engine.rules import Table
from monopolies.games.board.rules.layout import rent_due, streets_of
from monopolies.games.board.rules.state import BoardState


def final_rents(st: BoardState, table: Table) -> None:
    edition = st.edition
    for seat in range(st.players):
        if not st.alive[seat]:
            continue
        total = sum(rent_due(st, s) for s in streets_of(st, seat))
        if total:
            table.emit({"type": "final_rent", "seat": seat, "amount": total})
            edition.money.reward(st, seat, total, table)


def finish(st: BoardState, reason: str, table: Table) -> None:
    """Score by cash (bankrupt players 0), mark the game over and clear the stack."""
    money = st.edition.money
    st.scores = [money.cash(st, s) if st.alive[s] else 0 for s in range(st.players)]
    best = max(st.scores[s] for s in range(st.players) if st.alive[s])
    st.winners = [s for s in range(st.players) if st.alive[s] and st.scores[s] == best]
    st.over = True
    st.reason = reason
    st.stack = []
    table.emit({"type": "game_over", "winners": st.winners, "scores": st.scores, "reason": reason})
