"""The greedy Cheaters bot's caches give what reading the observation afresh gives."""

from __future__ import annotations

import monopolies as mp
from monopolies.bots import SeatView
from monopolies.bots.cheaters_greedy import CheatersGreedy, _table


def test_the_table_the_bot_reads_follows_every_deed_and_hotel() -> None:
    """`_table` reuses its reading while the board list is the same one; a stale reading
    would miss a deed bought or a hotel built somewhere in these games."""
    for seed in range(3):
        game = mp.new_game("cheaters", players=4, seed=seed)
        bots = {s: CheatersGreedy(seed=seed * 10 + s, vigilance=1.0) for s in range(4)}
        reader = CheatersGreedy(seed=0)
        changes = 0
        while not game.over:
            seat = game.to_act
            assert seat is not None
            obs = game.observe(seat)
            before = reader.deeds
            table = _table(reader, obs)
            assert table["owner"] == [s.get("owner") for s in obs["board"]]
            assert table["hotel"] == [s.get("hotel", False) for s in obs["board"]]
            changes += table["owner"] != before[0] or table["hotel"] != before[1]
            game.act(bots[seat].choose(SeatView(game, seat)))
        assert changes > 10
