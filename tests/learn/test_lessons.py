"""Every game's lesson played to its end through the lesson engine (docs/learn.md): the
expected moves pass, a wrong move is refused with the step's hint and changes nothing."""

from __future__ import annotations

import pytest

import monopolies
from monopolies.engine.errors import UnknownVariant
from monopolies.learn import LEARNER, Guide, easy_bots, games, lesson_for, play_others


def test_lessons_are_named_by_their_games() -> None:
    # Listed as every list of games is (the home page's Play now): Deal first, not by id.
    assert games() == [game for game in monopolies.VARIANTS if game in games()]
    assert games()[0] == "deal"
    with pytest.raises(UnknownVariant):
        lesson_for("no-such-game")


@pytest.mark.parametrize("name", games())
def test_lesson_plays_to_its_end_then_goes_on(name: str) -> None:
    lesson = lesson_for(name)
    game = lesson.new_game()
    guide = Guide(lesson, game)
    bots = easy_bots(lesson, game)
    learner_steps = 0
    refused_once = False
    while not guide.over:
        play_others(guide, bots)
        if guide.over:
            break
        assert game.to_act == LEARNER
        words = guide.words()
        assert words and guide.step() is not None
        expected = guide.expected()
        assert expected is not None, f"step {guide.at} names no legal move"
        wrong = next((a for a in game.legal_actions() if a != expected), None)
        if wrong is not None and not refused_once:
            at = guide.at
            hint = guide.check(wrong)
            assert hint is not None and hint.startswith("Not quite: ")
            assert guide.at == at  # nothing was played
            assert (guide.words() or "").startswith(hint)
            refused_once = True
        assert guide.check(expected) is None
        game.act(expected)
        learner_steps += 1
    assert refused_once
    assert learner_steps == guide.number()[1]
    assert guide.words() == lesson.outro
    # then a normal game against the easy bot: it goes on to the learner's next decision
    play_others(guide, bots)
    assert game.over or game.to_act == LEARNER
    assert guide.check(game.legal_actions()[0]) is None


def test_lesson_words_are_only_for_the_learners_moves() -> None:
    for name in games():
        for step in lesson_for(name).steps:
            assert bool(step.say) == (step.seat == LEARNER), step
            assert bool(step.hint) == (step.seat == LEARNER), step
