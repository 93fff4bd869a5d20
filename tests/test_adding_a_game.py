"""docs/adding-a-game.md, checked: a toy game (tests/toy_game.py) registered with one kit
plays in every front end: the terminal, simulate, the RL encoder and gym env, the server
and the browser (told its view by the server)."""

from __future__ import annotations

import io
from collections.abc import Iterator
from pathlib import Path

import pytest
from rich.console import Console

import monopolies as mp
from conformance.test_kits import missing_parts
from monopolies.games import registry as kits
from monopolies.games.registry import GameKit

KIT = GameKit(
    rules=__import__("toy_game").RULES,
    words="toy_game:WORDS",
    console="toy_game:CONSOLE",
    encoder="toy_game:encoder",
    greedy="toy_game:Greedy",
    search="toy_game:GUIDE",
    sim_extras="toy_game:EXTRAS",
    web_view="generic",
    goldens=(),
)
DOC = Path(__file__).resolve().parents[1] / "docs" / "adding-a-game.md"


@pytest.fixture
def toy() -> Iterator[str]:
    kits.register(KIT)
    yield KIT.name
    kits.unregister(KIT.name)


def test_the_doc_shows_the_kit_this_test_registers() -> None:
    text = DOC.read_text(encoding="utf-8")
    for field in (
        "words",
        "console",
        "encoder",
        "greedy",
        "search",
        "sim_extras",
        "web_view",
    ):
        assert f'{field}="{getattr(KIT, field)}"' in text, field
    assert f"goldens={KIT.goldens}" in text


def test_the_toy_kit_is_complete(toy: str) -> None:
    assert missing_parts(KIT) == []


def test_it_plays_at_the_terminal(toy: str, tmp_path: Path) -> None:
    from monopolies.terminal.play import PlayRequest, play

    out = io.StringIO()
    answers = iter(["1"] * 20)
    request = PlayRequest(
        toy, players=2, bots="greedy", seed=3, plain=True, replay_out=tmp_path / "r.json"
    )
    play(Console(file=out, width=100), request, lambda prompt: next(answers))
    text = out.getvalue()
    assert "Pile: 9 counters" in text and "took" in text and (tmp_path / "r.json").exists()


def test_it_simulates(toy: str) -> None:
    from monopolies.sim.plan import Job
    from monopolies.sim.run import play_game

    record = play_game(Job(toy, 2, ("greedy", "ismcts:iterations=20"), 1, seed=1), 0)
    assert record["winners"] and record["extras"]["cards played: take"] >= 3


def test_it_trains(toy: str) -> None:
    from monopolies.rl.gym_env import MonopoliesEnv

    env = MonopoliesEnv(toy, 2, opponents="greedy")
    _, info = env.reset(seed=2)
    done = False
    while not done:
        legal = [i for i, ok in enumerate(info["action_mask"]) if ok]
        _, _, done, _, info = env.step(legal[0])
    assert env.encoder.size == 12 * 2 + 2


def test_the_server_narrates_it(toy: str) -> None:
    from monopolies.words import narration

    game = mp.new_game(toy, 2, seed=4)
    game.act(game.legal_actions()[0])
    names = ["Ann", "Bob"]
    taken = [narration.event_text(toy, e, {}, names) for e in game.public_events()]
    assert any(t and t.startswith("Ann took") for t in taken)
    assert narration.title(toy) == "Take-away"
    assert narration.menu(game, game.observe(1))


def test_the_server_tells_the_browser_its_view(toy: str) -> None:
    from monopolies.server.api import games

    entry = next(g for g in games() if g["id"] == toy)
    assert entry["view"] == "generic" and entry["title"] == "Take-away"
