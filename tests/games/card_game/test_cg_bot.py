"""The Card Game's bots: legal moves only, decisions from the seat's view, greedy is better."""

from __future__ import annotations

from typing import Any

import monopolies as mp
from monopolies.bots import SeatView, make_bot
from monopolies.games.card_game import data

VARIANT = "card-game"


def named(*names: str) -> list[int]:
    return [next(c.id for c in data.CARDS if c.name == n) for n in names]


def kind(name: str, count: int, skip: int = 0) -> list[int]:
    return [c.id for c in data.CARDS if c.kind == name][skip : skip + count]


def rigged(hands: dict[int, list[int]], piles: dict[Any, list[int]], draw: list[int]) -> mp.Game:
    """Two players; seat 0 starts holding hands[0]; the draw pile is exactly `draw`; the
    cards named nowhere go to seat 1's hand and under the last dummy pile."""
    placed = {c for h in hands.values() for c in h} | {c for p in piles.values() for c in p}
    rest = [c for c in range(data.DECK_SIZE) if c not in placed | set(draw)]
    hands = {1: rest[:10], **hands}
    piles = {0: rest[10:12], 1: rest[12:14], "dummy-1": rest[14:16], **piles}
    piles["dummy-2"] = rest[16:] + piles.get("dummy-2", [])
    rig = {"first": 0, "hands": hands, "trade_piles": piles, "deck": draw}
    return mp.new_game(VARIANT, players=2, seed=1, rig=rig)


def _choice(game: mp.Game) -> mp.Action:
    seat = game.to_act
    assert seat is not None
    return make_bot("greedy", VARIANT, 1).choose(SeatView(game, seat))


def test_greedy_trades_for_the_card_that_completes_a_group() -> None:
    mine = named("Park Place", "Pacific Avenue", "North Carolina Avenue", "Pennsylvania Avenue")
    mine += kind("go", 3) + kind("token", 3)
    boardwalk = named("Boardwalk")
    game = rigged({0: mine}, {"dummy-1": kind("hotel", 1) + boardwalk}, named("Baltic Avenue"))
    # The trade piles are public: the dummy's top card is the missing Boardwalk.
    assert _choice(game) == mp.Action("trade", count=1, **{"with": "dummy-1"})


def test_greedy_goes_out_with_a_complete_hand_worth_it() -> None:
    mine = named("Pacific Avenue", "North Carolina Avenue", "Pennsylvania Avenue")
    mine += named("Mediterranean Avenue", "Baltic Avenue") + kind("token", 5)
    drawn = named("Short Line")
    game = rigged({0: mine}, {}, drawn + named("Vermont Avenue", "Boardwalk"))
    game.act(mp.Action("draw"))
    assert _choice(game) == mp.Action("go_out", card=drawn[0])


def test_greedy_keeps_group_cards_and_sheds_go_to_jail_late() -> None:
    jail = kind("go_to_jail", 1)
    mine = named("Pacific Avenue", "North Carolina Avenue", "Pennsylvania Avenue", "Park Place")
    mine += jail + kind("go", 2) + kind("token", 3)
    game = rigged({0: mine}, {}, named("Short Line", "Vermont Avenue"))
    game.act(mp.Action("draw"))
    # Late in the hand (one card left to draw), Go To Jail goes before even the stray
    # railroad just drawn.
    assert _choice(game) == mp.Action("discard", card=jail[0])
