"""The search's belief over the other hands (card_game.belief): worlds the seat cannot tell
from its own, built from its view alone, and nearer the real hands than fresh samples."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterator

import monopolies as mp
from monopolies.bots import SeatView, make_bot
from monopolies.engine.game import Game
from monopolies.games.card_game import data
from monopolies.games.card_game.belief import HandBelief, deal_as

FACE = data.FACE


def positions(games: int, players: int = 2) -> Iterator[tuple[Game, SeatView, HandBelief]]:
    """Every decision of seat 0 in greedy games, with that seat's belief kept up to date
    (a belief follows the play across the seat's decisions, as a bot's does)."""
    for seed in range(games):
        game = mp.new_game("card-game", players=players, seed=seed)
        bots = {s: make_bot("greedy", "card-game", s) for s in range(players)}
        belief = HandBelief()
        while not game.over:
            seat = game.to_act
            assert seat is not None
            view = SeatView(game, seat)
            if seat == 0:
                yield game, view, belief
            game.act(bots[seat].choose(view))


def shared(a: list[int], b: list[int]) -> int:
    """Cards two hands have in common, by face."""
    return sum((Counter(FACE[c] for c in a) & Counter(FACE[c] for c in b)).values())


def test_a_believed_world_is_one_the_seat_cannot_tell_from_its_own() -> None:
    checked = 0
    for game, view, belief in positions(3, players=3):
        rng = random.Random(checked)
        draw = belief.worlds(view, rng)
        for _ in range(3):
            world = draw(rng)
            world.rules.check(world.state)
            assert world.observe(0) == game.observe(0)
        checked += 1
    assert checked > 50


def test_every_guess_fits_the_cards_the_seat_has_not_seen() -> None:
    """The filter keeps each guess consistent with all the seat saw (its own draws too),
    so every world is dealt as a guess says, never left a plain sample."""
    guesses = 0
    for _, view, belief in positions(3):
        rng = random.Random(guesses)
        belief.worlds(view, rng)
        for guess in belief.guesses:
            assert deal_as(view.sample(rng), [1], guess, rng)
            guesses += 1
    assert guesses > 10_000


def test_the_belief_places_the_cards_the_play_shows() -> None:
    """Past a hand's first turns, the believed hands of greedy players share clearly more
    cards with the real ones than fresh samples do (7.1 of 10 against 5.6 here)."""
    believed = fresh = 0.0
    count = 0
    for game, view, belief in positions(8):
        if game.state.phase == "discard" or game.state.hand_turn < 6:
            continue
        rng = random.Random(count)
        draw = belief.worlds(view, rng)
        real = game.state.hands[1]
        for _ in range(10):
            believed += shared(draw(rng).state.hands[1], real)
            fresh += shared(view.sample(rng).state.hands[1], real)
        count += 10
    assert count > 200
    assert believed / count > fresh / count + 1.0


def test_the_same_seed_believes_the_same_worlds() -> None:
    def hands(seed: int) -> list[list[int]]:
        out = []
        for _, view, belief in positions(1):
            rng = random.Random(seed)
            out.append(sorted(belief.worlds(view, rng)(rng).state.hands[1]))
        return out

    assert hands(4) == hands(4)


def test_a_bot_deciding_from_a_position_believes_what_it_would_from_the_game() -> None:
    """A bot on a server worker decides from `Game.position`, not the game, with a new
    belief each move: the position keeps the events since the hand's deal
    (`Rules.remembered`), so that belief is the one a belief made at the table would be."""
    for game, _, _ in positions(1):
        if game.state.hand_turn > 12:
            break
    loaded = mp.load(game.position())
    assert len(loaded.events) < len(game.events)

    def believed(source: Game) -> list[list[int]]:
        draw = HandBelief().worlds(SeatView(source, 0), random.Random(1))
        rng = random.Random(2)
        return [sorted(draw(rng).state.hands[1]) for _ in range(5)]

    assert believed(loaded) == believed(game)
