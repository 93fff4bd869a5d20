"""The actions the board editions remember (`Edition.memo`) are what making them afresh
gives: after whole games, every entry of every memo is rebuilt from its key and compared."""

from __future__ import annotations

from typing import Any

import monopolies as mp
from monopolies.bots import SeatView
from monopolies.games.board.rules import hotels, sales
from monopolies.games.board.rules.edition import Edition
from monopolies.games.cheaters.bot import CheatersGreedy
from monopolies.games.cheaters.rules import cheats
from monopolies.games.cheaters.rules.edition import EDITION as CHEATERS
from monopolies.games.crooked_cash.bot import CrookedCashGreedy
from monopolies.games.crooked_cash.rules import payment
from monopolies.games.crooked_cash.rules.edition import EDITION as CROOKED_CASH


def _play(variant: str, bot: Any, options: dict[str, Any], seeds: range) -> None:
    for seed in seeds:
        game = mp.new_game(variant, players=4, seed=seed, options=options)
        bots = {s: bot(seed=seed * 10 + s) for s in range(4)}
        while not game.over:
            seat = game.to_act
            assert seat is not None
            game.act(bots[seat].choose(SeatView(game, seat)))


def _assert_fresh(edition: Edition[Any], builds: set[Any]) -> None:
    assert builds <= set(edition.memos), "a memo these games should have used is empty"
    for build, memo in edition.memos.items():
        assert memo.entries, build
        assert memo.stale() == [], build


def test_crooked_cash_memos_rebuild_to_the_same_actions() -> None:
    _play("crooked-cash", CrookedCashGreedy, {}, range(2))
    _play("crooked-cash", CrookedCashGreedy, {"owners_see_fakes": True}, range(1))
    _assert_fresh(
        CROOKED_CASH,
        {
            sales.street_sales,
            hotels.buy_hotel_action,
            payment.note_action,
            payment.unknown_notes,
            payment.decode_action,
        },
    )


def test_cheaters_memos_rebuild_to_the_same_actions() -> None:
    _play("cheaters", CheatersGreedy, {}, range(2))
    _play("cheaters", CheatersGreedy, {"ultimate": True, "names": "us"}, range(1))
    _assert_fresh(CHEATERS, {sales.street_sales, hotels.buy_hotel_action, cheats.Made})
    made = CHEATERS.memos[cheats.Made].entries.values()
    assert len(made) == 2, "one table of cheats per naming"
    for table in made:
        assert any(acts.made() for acts in table.cheats)
        assert table.stale() == []
