"""The board bots' shared core: one street value, one set of shared deciders, and each
edition's differences as numbers in its `EditionNumbers` table."""

from __future__ import annotations

import pytest

from monopolies.games.board import bot as board_greedy
from monopolies.games.board.bot import UNOWNED, BoardGreedy
from monopolies.games.cheaters.bot import CheatersGreedy
from monopolies.games.crooked_cash.bot import CrookedCashGreedy

BOTS = (CrookedCashGreedy, CheatersGreedy)


def a_street_where_rent_beats_price(bot: BoardGreedy) -> int:
    spaces = bot.edition.spaces
    return max(bot.edition.streets, key=lambda s: spaces[s].rent * 3 - spaces[s].price)


@pytest.mark.parametrize("make", BOTS)
def test_a_street_is_worth_more_the_closer_it_brings_a_set_unless_another_holds_one(
    make: type[BoardGreedy],
) -> None:
    bot = make(seed=0)
    edition = bot.edition
    members = next(m for m in edition.members.values() if len(m) == 3)
    first, second, third = members
    owner = [UNOWNED] * len(edition.spaces)
    alone = bot.street_value(owner, 0, third)
    owner[first] = 0
    one_held = bot.street_value(owner, 0, third)
    owner[second] = 0
    completes = bot.street_value(owner, 0, third)
    owner[second] = 1
    blocked = bot.street_value(owner, 0, third)
    base = float(max(edition.spaces[third].price, edition.spaces[third].rent * edition.rent_worth))
    assert blocked == base
    assert base < alone < one_held < completes
    assert completes == base * (1 + bot.set_bonus) * board_greedy.SET_DONE_BONUS


def test_cheaters_values_a_street_at_three_rents_crooked_cash_at_its_price() -> None:
    for bot, rents in ((CrookedCashGreedy(seed=0), 0), (CheatersGreedy(seed=0), 3)):
        street = a_street_where_rent_beats_price(bot)
        space = bot.edition.spaces[street]
        owner = [UNOWNED] * len(bot.edition.spaces)
        for s in bot.edition.members[space.colour]:
            owner[s] = 1  # blocked: no set bonus, the base value alone
        assert bot.street_value(owner, 0, street) == float(max(space.price, space.rent * rents))
        assert rents == 0 or space.rent * rents > space.price  # the two numbers do differ


def test_only_crooked_cash_offers_trades_and_sells_streets_for_a_premium() -> None:
    cc, ch = CrookedCashGreedy(seed=0), CheatersGreedy(seed=0)
    assert cc.proposes and cc.trader.sells_streets
    assert not ch.proposes and not ch.trader.sells_streets
    assert not CrookedCashGreedy(seed=0, trade=0).proposes


@pytest.mark.parametrize("make", BOTS)
def test_an_edition_adds_deciders_and_never_replaces_a_shared_one_but_bidding(
    make: type[BoardGreedy],
) -> None:
    """Each edition's table starts from the core's; Cheaters' bid first counts the cheats
    the table has shown (its risk estimate), then bids as the core does."""
    module = __import__(make.__module__, fromlist=["_DECIDERS"])
    own: dict[str, object] = module._DECIDERS
    replaced = {k for k, d in board_greedy.DECIDERS.items() if own[k] is not d}
    assert replaced == ({"bid"} if make is CheatersGreedy else set())
