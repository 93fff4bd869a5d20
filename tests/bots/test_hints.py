"""Hints: the expert bot's top moves for a seat, from that seat's view only."""

from __future__ import annotations

import random

import pytest

import monopolies as mp
from monopolies.bots import SeatView, make_bot
from monopolies.bots.hints import Suggestion, hint, shown_order
from monopolies.engine.errors import IllegalAction
from monopolies.engine.game import Game

QUICK = 60


def positions(variant: str, seed: int, count: int) -> list[Game]:
    """Decisions met while two greedy bots play: each a copy of the game at that point."""
    game = mp.new_game(variant, players=2, seed=seed)
    movers = {s: make_bot("greedy", variant, s) for s in range(2)}
    found = []
    while not game.over and len(found) < count:
        seat = game.to_act
        assert seat is not None
        if len(game.legal_actions()) > 1:
            found.append(game.clone())
        game.act(movers[seat].choose(SeatView(game, seat)))
    return found


@pytest.mark.parametrize("variant", sorted(mp.VARIANTS))
def test_a_hint_depends_only_on_what_the_seat_may_know(variant: str) -> None:
    """Twins share everything the seat sees and differ in the cards it cannot see (hands,
    decks, notes, secret cheats): the same hint for both, or the hint read hidden cards."""
    rng = random.Random(7)
    checked = differed = 0
    for game in positions(variant, seed=2, count=8):
        seat = game.to_act
        assert seat is not None
        twin = game.resample(seat, random.Random(rng.random()))
        differed += twin.rules.dump(twin.state) != game.rules.dump(game.state)
        assert hint(twin, seat, iterations=QUICK) == hint(game, seat, iterations=QUICK)
        checked += 1
    assert checked == 8
    assert differed >= 4, "the twins must really differ in hidden cards for this to prove anything"


def test_the_hint_follows_its_samples() -> None:
    """The check above can fail: the hint is built from the sampled games, so games sampled
    differently (another seed) rank or rate the moves differently."""
    game = positions("deal", seed=2, count=3)[-1]
    seat = game.to_act
    assert seat is not None
    hints = {tuple(s.chance for s in hint(game, seat, iterations=QUICK, seed=k)) for k in range(4)}
    assert len(hints) > 1


def test_a_hint_ranks_the_searchs_three_most_tried_moves_by_the_chance_it_shows() -> None:
    game = positions("deal", seed=4, count=5)[-1]
    seat = game.to_act
    assert seat is not None
    legal = game.legal_actions()
    suggestions = hint(game, seat, iterations=200, seed=3)
    assert len(suggestions) == min(3, len(legal))
    shown = [s.percent for s in suggestions]
    assert shown == sorted(shown, reverse=True)
    for s in suggestions:
        assert legal[s.index] == s.action
        assert s.move == game.describe(s.action)
        assert 0.0 <= s.chance <= 1.0
    # The expert bot itself, at the same budget and seed, plays one of the suggestions.
    own = make_bot("ismcts:iterations=200", "deal", 3).choose(SeatView(game, seat))
    assert own in [s.action for s in suggestions]
    assert hint(game, seat, iterations=200, seed=3) == suggestions


def test_no_lower_rank_shows_a_higher_percentage() -> None:
    """Issue 31 saw "Best … 50%", "Second … 51%": the search's most tried move first. By
    the chance shown, 51% comes first; equal shown chances (50.4% and 49.6% both read 50%)
    keep the search's order."""
    action = mp.new_game("deal", players=2, seed=1).legal_actions()[0]
    tried = [
        Suggestion(action, 0, "Pass", 0.504, 500),
        Suggestion(action, 1, "Bank", 0.51, 300),
        Suggestion(action, 2, "Lay", 0.496, 200),
    ]
    ranked = shown_order(tried)
    assert [s.move for s in ranked] == ["Bank", "Pass", "Lay"]
    said = [s.sentence(rank) for rank, s in enumerate(ranked)]
    assert said[0].startswith("Best: Bank — wins about 51%")
    assert said[1].startswith("Second: Pass — wins about 50%")
    assert said[2].startswith("Third: Lay — wins about 50%")


def test_a_hint_is_said_in_plain_words() -> None:
    action = mp.new_game("deal", players=2, seed=1).legal_actions()[0]
    best = Suggestion(action, index=0, move="Pass", chance=0.624, visits=500)
    assert best.sentence(0) == "Best: Pass — wins about 62% of the time from here."
    rare = Suggestion(action, index=1, move="Bank Hotel as 4M", chance=0.1, visits=3)
    assert rare.sentence(2).startswith("Third: Bank Hotel as 4M — wins about 10% of the time")
    assert "rough guess" in rare.sentence(2)


def test_a_hint_is_only_for_the_seat_to_act() -> None:
    game = mp.new_game("deal", players=2, seed=1)
    other = 1 - (game.to_act or 0)
    with pytest.raises(IllegalAction, match="your turn"):
        hint(game, other)
