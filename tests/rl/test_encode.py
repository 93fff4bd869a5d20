"""Observation vectors: one fixed length per game and player count, in [0, 1], and blind."""

from __future__ import annotations

import doctest
import importlib
import random
import re
import subprocess
import sys
from collections import Counter
from pathlib import Path

import pytest

import monopolies as mp
from monopolies.bots import SeatView, make_bot
from monopolies.games.deal import data as deal_data
from monopolies.games.deal.encode import FACES
from monopolies.rl import final_rewards
from monopolies.rl.encode import Encoder


@pytest.mark.parametrize("players", [2, 3])
@pytest.mark.parametrize("variant", sorted(mp.VARIANTS))
def test_vectors_keep_their_length_and_range_and_hide_what_the_seat_cannot_see(
    variant: str, players: int
) -> None:
    encoder = Encoder(variant, players)
    game = mp.new_game(variant, players=players, seed=players)
    bots = {s: make_bot("random", variant, s) for s in range(players)}
    rng = random.Random(1)
    for step in range(400):
        if game.over:
            break
        seat = step % players
        vector = encoder.encode(game.observe(seat))
        assert len(vector) == encoder.size
        assert all(0.0 <= x <= 1.0 for x in vector)
        twin = game.resample(seat, rng)
        assert encoder.encode(twin.observe(seat)) == vector
        mover = game.to_act
        assert mover is not None
        game.act(bots[mover].choose(SeatView(game, mover)))


def test_seats_are_relative_so_every_seat_sees_itself_first() -> None:
    encoder = Encoder("deal", 2)
    game = mp.new_game("deal", players=2, seed=5)
    mine = [encoder.encode(game.observe(s)) for s in (0, 1)]
    hands = [game.observe(s)["hand"] for s in (0, 1)]
    width = 2 + 2 * 2
    for seat in (0, 1):
        # Per face, the share of its copies in my hand (copies are alike, rulings D-17).
        in_hand = Counter(hands[seat])
        for k, face in enumerate(FACES):
            copies = deal_data.FACE[: deal_data.DECK_SIZE].count(face)
            assert mine[seat][k * width] == in_hand[face] / copies


def test_rewards_are_plus_one_per_winner_minus_one_per_loser() -> None:
    assert final_rewards({"winners": [1]}, 3) == [-1.0, 1.0, -1.0]
    assert final_rewards({"winners": [0, 2]}, 3) == [1.0, -1.0, 1.0]
    assert final_rewards({"winners": []}, 2) == [0.0, 0.0]


def test_the_engine_and_the_encoding_need_no_rl_packages() -> None:
    code = (
        "import sys\n"
        "for name in ('numpy', 'gymnasium', 'pettingzoo', 'pyspiel'):\n"
        "    sys.modules[name] = None\n"
        "import monopolies, monopolies.bots, monopolies.rl.encode\n"
        "print(monopolies.rl.encode.Encoder('deal', 2).size)\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "360"


@pytest.mark.parametrize(
    "module", ["monopolies.rl.pettingzoo_env", "monopolies.rl.gym_env", "monopolies.rl.spiel"]
)
def test_docstring_examples(module: str) -> None:
    pytest.importorskip("pyspiel")
    result = doctest.testmod(importlib.import_module(module), verbose=False)
    assert result.attempted > 0 and result.failed == 0


def test_the_python_examples_in_docs_rl_run() -> None:
    pytest.importorskip("pyspiel")
    text = (Path(__file__).resolve().parents[2] / "docs" / "rl.md").read_text(encoding="utf-8")
    blocks = re.findall(r"```python\n(.*?)```", text, flags=re.S)
    assert len(blocks) == 4
    for block in blocks:
        exec(compile(block, "docs/rl.md", "exec"), {})
