"""docs/adding-a-game.md, checked: a fifth game is one file (tests/toy_game.py, Pig) and one
registry line (`kits.register(KIT)`, here for the test). It passes the conformance suite
(tests/conformance runs every property on it: `suite.GAMES`), and plays in every front end:
the terminal, simulate, the RL encoder and gym env, the search bot, and a room on a real
server with a person and a bot, its view the generic one the server names."""

from __future__ import annotations

import io
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from rich.console import Console

import monopolies as mp
import toy_game
from monopolies.games import registry

TESTS = Path(__file__).resolve().parent
DOC = TESTS.parent / "docs" / "adding-a-game.md"
KIT = toy_game.KIT


@pytest.fixture
def pig() -> Iterator[str]:
    registry.register(KIT)
    yield KIT.name
    registry.unregister(KIT.name)


def test_the_doc_shows_the_kit_this_test_registers() -> None:
    text = DOC.read_text(encoding="utf-8")
    for field in ("words", "console", "encoder", "greedy", "search", "sim_extras", "web_view"):
        assert f'{field}="{getattr(KIT, field)}"' in text, field
    assert "kits.register(KIT)" in text or "register(KIT)" in text


def test_the_conformance_suite_proves_it() -> None:
    sys.path.insert(0, str(TESTS / "conformance"))
    from suite import GAMES

    assert KIT.name in GAMES, "tests/conformance runs every property on Pig too"


def test_its_kit_is_complete(pig: str) -> None:
    from conformance.test_kits import missing_parts

    assert missing_parts(KIT) == []
    assert mp.new_game(pig, 2, seed=1).rules is toy_game.RULES


def test_it_plays_at_the_terminal(pig: str, tmp_path: Path) -> None:
    from monopolies.terminal.play import PlayRequest, play

    out = io.StringIO()
    answers = iter(["2", "1"] * 40)
    request = PlayRequest(
        pig, players=2, bots="greedy", seed=3, plain=True, replay_out=tmp_path / "r.json"
    )
    play(Console(file=out, width=100), request, lambda prompt: next(answers))
    text = out.getvalue()
    assert "Target 20" in text and "won" in text and (tmp_path / "r.json").exists()


def test_it_simulates_with_every_bot_level(pig: str) -> None:
    from monopolies.sim.plan import Job
    from monopolies.sim.run import play_game

    record = play_game(Job(pig, 2, ("greedy", "ismcts:iterations=20"), 1, seed=1), 0)
    assert record["winners"] and "rolls: a one" in record["extras"]


def test_it_trains(pig: str) -> None:
    from monopolies.rl.gym_env import MonopoliesEnv

    env = MonopoliesEnv(pig, 2, opponents="greedy")
    _, info = env.reset(seed=2)
    done = False
    while not done:
        legal = [i for i, ok in enumerate(info["action_mask"]) if ok]
        _, _, done, _, info = env.step(legal[0])
    assert env.encoder.size == 2 + 2


def test_a_room_on_the_server_plays_it(pig: str, tmp_path: Path) -> None:
    sys.path.insert(0, str(TESTS / "server"))
    from server_helpers import play_to_end, running

    with running(tmp_path) as server:
        games = {g["id"]: g for g in server.http.get("/api/games").json()}
        assert games[pig]["view"] == "generic" and games[pig]["title"] == "Pig"
        made = server.create(pig, [None, "medium"], name="Ann")
        ann = server.player(made["code"], made["token"])
        play_to_end([ann])
        states = [m for m in ann.messages if m["type"] == "state"]
        events = [e["text"] for m in states for e in m["events"] if e["text"]]
        assert any("won" in text for text in events)
        assert any(text.startswith("Ann held") for text in events), events
        ann.close()
