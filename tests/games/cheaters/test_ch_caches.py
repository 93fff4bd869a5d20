"""What the observation shows is the table of the state, and every cheat card is aimed
and offered somewhere (the engine's remembered cheats and calls are checked with the other
memos in tests/board/test_board_memos.py)."""

from __future__ import annotations

import monopolies as mp
from monopolies.bots import SeatView
from monopolies.games.board.rules.state import BANK
from monopolies.games.cheaters import data
from monopolies.games.cheaters.bot import CheatersGreedy
from monopolies.games.cheaters.rules import cheats


def test_the_streets_observed_follow_every_deed_and_hotel() -> None:
    """The observation's list of each player's streets is reused with a board list read
    before; a stale reading would miss a deed bought or a hotel built somewhere in these
    games."""
    for seed in range(3):
        game = mp.new_game("cheaters", players=4, seed=seed)
        bots = {s: CheatersGreedy(seed=seed * 10 + s, vigilance=1.0) for s in range(4)}
        changes = 0
        before: tuple[list[object], list[object]] = ([], [])
        while not game.over:
            seat = game.to_act
            assert seat is not None
            obs = game.observe(seat)
            owners = [s.get("owner") for s in obs["board"]]
            hotels = [s.get("hotel", False) for s in obs["board"]]
            for p in obs["players"]:
                owned = [s["space"] for s in obs["board"] if s.get("owner") == p["seat"]]
                assert p["streets"] == owned
            changes += owners != before[0] or hotels != before[1]
            before = owners, hotels
            game.act(bots[seat].choose(SeatView(game, seat)))
        assert changes > 10


def test_games_of_every_size_on_the_same_board_see_their_own_players() -> None:
    """Fresh games of different sizes show the same (empty) board, each with its own
    players."""
    for players in (2, 4, 3):
        obs = mp.new_game("cheaters", players=players, seed=1).observe(0)
        assert [p["streets"] for p in obs["players"]] == [[] for _ in range(players)]


def test_the_board_observed_is_the_board_of_the_state() -> None:
    """The board view hands out the last board again while the deeds and hotels are the
    same: at every decision of two games played in turn (so the last board is often the
    other game's), its owners and hotels are the state's."""
    games = [mp.new_game("cheaters", players=p, seed=p) for p in (3, 4)]
    bots = [CheatersGreedy(seed=s) for s in range(4)]
    while not all(g.over for g in games):
        for game in games:
            if game.over:
                continue
            st = game.state
            board = game.observe(0)["board"]
            streets = [s for s in board if s["kind"] == "street"]
            assert [s["owner"] for s in streets] == [
                None if st.owner[s["space"]] == BANK else st.owner[s["space"]] for s in streets
            ]
            assert [s["hotel"] for s in streets] == [st.hotel[s["space"]] for s in streets]
            seat = game.to_act
            assert seat is not None
            game.act(bots[seat].choose(SeatView(game, seat)))


def test_every_cheat_card_is_aimed_and_offered_somewhere() -> None:
    """`cheats.RULES` and `cheats.OFFERED` have an entry for each card, and each card's
    moment is offered at some decision (a card offered nowhere would silently never be)."""
    assert [r.card for r in cheats.RULES] == list(data.CHEATS)
    for moment, offered in cheats.OFFERED.items():
        assert len(offered) == len(data.CHEATS)
        assert offered == tuple(c.moment in cheats.MOMENT_OF[moment] for c in data.CHEATS)
    for i, card in enumerate(data.CHEATS):
        assert any(offered[i] for offered in cheats.OFFERED.values()), card.action
