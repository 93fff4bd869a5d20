"""Replay files: round trip, determinism check on rebuild, and refusal of damaged files."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import msgspec
import pytest

import monopolies as mp
from monopolies import replay
from monopolies.bots import SeatView, make_bot


def bot_game(seed: int = 3, players: int = 3, max_turns: int = 40) -> mp.Game:
    game = mp.new_game("deal", players, seed, {"max_turns": max_turns})
    bots = {s: make_bot("greedy", "deal", seed + s) for s in range(players)}
    while not game.over:
        seat = game.to_act
        assert seat is not None
        game.act(bots[seat].choose(SeatView(game, seat)))
    return game


LABELS = ["you", "greedy bot", "greedy bot"]


@pytest.fixture(scope="module")
def finished() -> mp.Game:
    return bot_game()


def as_json(rec: replay.Replay) -> dict[str, Any]:
    data: dict[str, Any] = json.loads(replay.dumps(rec))
    return data


def test_round_trip_keeps_everything(finished: mp.Game) -> None:
    rec = replay.record(finished, LABELS)
    back = replay.loads(replay.dumps(rec))
    assert back == rec
    assert back.format == "monopolies/replay" and back.format_version == 1
    assert back.variant == "deal" and back.rules_version == finished.rules.version
    assert back.seed == finished.seed and back.players == 3 and back.labels == LABELS
    assert back.result == finished.result()
    assert len(back.actions) == len(finished.history)


def test_rebuild_plays_the_same_game(finished: mp.Game) -> None:
    rebuilt = replay.rebuild(replay.loads(replay.dumps(replay.record(finished, LABELS))))
    assert rebuilt.public_events() == finished.public_events()
    assert rebuilt.result() == finished.result()
    assert rebuilt.save()["state"] == finished.save()["state"]


def test_unfinished_game_has_no_result() -> None:
    game = mp.new_game("deal", 2, seed=9)
    game.act(game.legal_actions()[0])
    rec = replay.record(game, ["you", "random bot"])
    assert rec.result is None
    assert not replay.rebuild(replay.loads(replay.dumps(rec))).over


def test_write_and_read_file_one_line_per_event(tmp_path: Path, finished: mp.Game) -> None:
    path = replay.write(replay.record(finished, LABELS), tmp_path / "sub" / "game.json")
    assert replay.read(path) == replay.record(finished, LABELS)
    lines = path.read_text().splitlines()
    assert len(lines) > len(finished.public_events()) + len(finished.history)


def test_labels_must_match_seats(finished: mp.Game) -> None:
    with pytest.raises(ValueError, match="3 labels"):
        replay.record(finished, ["you"])


@pytest.mark.parametrize(
    ("data", "message"),
    [
        (b"", "not a replay file"),
        (b"{not json", "not a replay file"),
        (b"[1, 2]", "not a replay file"),
        (b'{"format": "monopolies/save", "format_version": 1}', "format is 'monopolies/save'"),
        (b'{"format": "monopolies/replay", "format_version": 2}', "version 2"),
        (b'{"format": "monopolies/replay", "format_version": 1}', "damaged replay file"),
    ],
)
def test_damaged_files_are_refused(data: bytes, message: str) -> None:
    with pytest.raises(mp.CorruptSave, match=message):
        replay.loads(data)


def damaged(finished: mp.Game, **changes: Any) -> bytes:
    data = as_json(replay.record(finished, LABELS))
    data.update(changes)
    return json.dumps(data).encode()


def test_wrong_types_and_counts_are_refused(finished: mp.Game) -> None:
    with pytest.raises(mp.CorruptSave, match="damaged"):
        replay.loads(damaged(finished, seed="forty-two"))
    with pytest.raises(mp.CorruptSave, match="labels"):
        replay.loads(damaged(finished, labels=["you"]))
    with pytest.raises(mp.CorruptSave, match="action 1"):
        replay.loads(damaged(finished, actions=[{"no": "kind"}]))
    with pytest.raises(mp.CorruptSave, match="event 1"):
        replay.loads(damaged(finished, events=[{"seat": 0}]))
    with pytest.raises(mp.CorruptSave, match="damaged"):
        replay.loads(damaged(finished, surprise=True))


def test_rebuild_refuses_actions_that_do_not_replay(finished: mp.Game) -> None:
    data = as_json(replay.record(finished, LABELS))
    data["actions"][0] = {"kind": "pay", "card": 0}
    with pytest.raises(mp.CorruptSave, match="action 1 of"):
        replay.rebuild(replay.loads(json.dumps(data)))


def test_rebuild_refuses_events_that_differ(finished: mp.Game) -> None:
    data = as_json(replay.record(finished, LABELS))
    data["events"][2]["count"] = 99
    with pytest.raises(mp.CorruptSave, match="event 2"):
        replay.rebuild(replay.loads(json.dumps(data)))
    data = as_json(replay.record(finished, LABELS))
    data["events"].append({"type": "end_turn", "seat": 0})
    with pytest.raises(mp.CorruptSave, match="events"):
        replay.rebuild(replay.loads(json.dumps(data)))


def test_rebuild_refuses_another_seed_or_result(finished: mp.Game) -> None:
    with pytest.raises(mp.CorruptSave):
        replay.rebuild(replay.loads(damaged(finished, seed=finished.seed + 1)))
    result = {"winners": [2], "scores": [3, 0, 0], "reason": "three full sets"}
    with pytest.raises(mp.CorruptSave, match="result"):
        replay.rebuild(replay.loads(damaged(finished, result=result)))


def test_rebuild_refuses_other_rules_versions_and_games(finished: mp.Game) -> None:
    with pytest.raises(mp.CorruptSave, match="rules v99"):
        replay.rebuild(replay.loads(damaged(finished, rules_version=99)))
    with pytest.raises(mp.CorruptSave, match="unknown game"):
        replay.rebuild(replay.loads(damaged(finished, variant="chess")))
    with pytest.raises(mp.CorruptSave, match="cannot be set up"):
        replay.rebuild(replay.loads(damaged(finished, options={"max_turns": 0})))


def test_rigged_games_replay() -> None:
    game = mp.new_game("deal", 2, seed=1, rig={"first": 1, "hands": {1: [0, 1, 36]}})
    while not game.over and len(game.history) < 30:
        game.act(game.legal_actions()[0])
    rec = replay.loads(replay.dumps(replay.record(game, ["a", "b"])))
    assert rec.rig == msgspec.to_builtins(game.rig, str_keys=True)
    assert replay.rebuild(rec).public_events() == game.public_events()
