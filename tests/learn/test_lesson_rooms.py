"""A lesson room over HTTP and WebSocket (docs/learn.md): the server deals the lesson, the
bot plays the script, the learner's seat alone is told the words, a move other than the
step's is refused with the hint and changes nothing, and a room's own seed deals the same
lesson."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from monopolies.engine.action import Action
from monopolies.engine.errors import MonopoliesError
from monopolies.learn import LEARNER, Guide, games, lesson_for, matches
from monopolies.server import work

sys.path.insert(0, str(Path(__file__).parents[1] / "server"))
from server_helpers import running


@pytest.mark.parametrize("name", games())
def test_a_lesson_room_plays_its_script_to_the_end(tmp_path: Path, name: str) -> None:
    lesson = lesson_for(name)
    with running(tmp_path) as server:
        listed = server.http.get("/api/lessons").json()
        assert name in [g["id"] for g in listed]
        assert "rig" not in str(listed)
        r = server.http.post(f"/api/lessons/{name}", json={"name": "Ann"})
        assert r.status_code == 201, r.text
        made = r.json()
        room = server.http.get(f"/api/rooms/{made['code']}").json()
        assert room["status"] == "playing" and "rig" not in str(room)
        ann = server.player(made["code"], made["token"])
        watcher = server.player(made["code"], None)
        assert watcher.state.get("lesson") is None
        refused = False
        while True:
            if not ann.my_turn():
                ann.wait(lambda m: m["type"] == "state" and ann.my_turn())
            told = ann.state["lesson"]
            assert told is not None
            if told["over"]:
                assert told["say"] == lesson.outro
                break
            assert told["say"], told
            # each move asked by the lesson itself: no routine pass, no proposed payment
            assert ann.state["window"] is None and ann.state["plan"] is None
            history = len(ann.state["view"]["events"])  # unchanged by a refused move
            legal = [Action.from_json(a) for a in ann.state["view"]["legal"]]
            step = _step(lesson, told["step"])
            good = next(k for k, a in enumerate(legal) if matches(a, step.expect))
            bad = next((k for k, a in enumerate(legal) if not matches(a, step.expect)), None)
            if bad is not None and not refused:
                version = ann.state["version"]
                ann.act(bad)
                error = ann.wait(lambda m: m["type"] == "error")
                assert error["reason"] == "lesson" and error["error"].startswith("Not quite: ")
                assert ann.state["version"] == version
                assert len(ann.state["view"]["events"]) == history
                refused = True
            ann.move(good)
        assert refused
        ann.close()
        watcher.close()


def _step(lesson: object, number: int) -> object:
    """The learner's `number`th step (from 1)."""
    mine = [s for s in lesson.steps if s.say]  # type: ignore[attr-defined]
    return mine[number - 1]


@pytest.mark.parametrize("name", games())
def test_any_seed_deals_the_same_lesson(name: str) -> None:
    """A lesson room shuffles with its own seed; neither the script nor the moves the
    learner is offered may depend on it (the browser test counts on the second)."""
    lesson = lesson_for(name)
    offered = []
    for seed in (1, 12345, 2**62):
        game = lesson.new_game(seed)
        guide = Guide(lesson, game)
        menus = []
        while not guide.over:
            action = guide.expected()
            assert action is not None, (seed, guide.at)
            if game.to_act == LEARNER:
                menus.append(game.legal_actions())
            game.act(action)
        offered.append(menus)
    assert offered[0] == offered[1] == offered[2]


@pytest.mark.parametrize("name", games())
def test_a_lesson_rooms_replay_is_dealt_by_its_lesson(name: str) -> None:
    """A finished lesson room's replay plays its stored moves on the lesson's deal."""
    lesson = lesson_for(name)
    game = lesson.new_game(seed=99)
    guide = Guide(lesson, game)
    while not guide.over:
        action = guide.expected()
        assert action is not None
        game.act(action)
    actions = [a.to_json() for a in game.history]
    names = ["Ann", "Bot Ben (easy)"]
    built = work.play_replay(name, 2, 99, {}, actions, names, lesson=True)
    assert built.actions == len(actions)
    with pytest.raises(MonopoliesError):
        work.play_replay(name, 2, 99, {}, actions, names)
