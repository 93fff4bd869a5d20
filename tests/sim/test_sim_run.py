"""Running jobs: records per game, the same results on every backend and worker count,
checkpoints, Ctrl-C and --resume."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

import monopolies as mp
from monopolies.engine.errors import BadOptions, CorruptSave
from monopolies.sim import checkpoint
from monopolies.sim.driver import run_job
from monopolies.sim.plan import Job, game_seed
from monopolies.sim.run import play_game
from monopolies.sim.stats import summarize

JOB = Job("deal", players=2, bots=("greedy", "random"), games=24, seed=3)
BOARD = Job("crooked-cash", players=3, bots=("greedy",) * 3, games=3, seed=1)
CHEATERS = Job("cheaters", players=2, bots=("greedy", "random"), games=2, seed=1)


def test_a_record_tells_how_the_game_went() -> None:
    record = play_game(JOB, 5)
    assert record["index"] == 5 and record["seed"] == game_seed(JOB, 5)
    assert record["seats"] == ["random", "greedy"]
    game = mp.new_game("deal", players=2, seed=record["seed"])
    assert record["first"] == next(e["seat"] for e in game.public_events() if e["type"] == "turn")
    assert record["winners"] and record["turns"] > 0 and record["decisions"] > record["turns"]
    assert any(key.startswith("cards played: ") for key in record["extras"])
    assert json.loads(json.dumps(record)) == record


def test_board_games_measure_streets_hotels_and_fakes() -> None:
    extras: dict[str, float] = {}
    for i in range(BOARD.games):
        for key, value in play_game(BOARD, i)["extras"].items():
            extras[key] = extras.get(key, 0) + value
    assert any(k.startswith("street cost: ") for k in extras)
    assert any(k.startswith("rent charged: ") for k in extras)
    assert extras.get("fakes: caught", 0) > 0


def test_cheaters_games_count_cheats() -> None:
    extras = play_game(CHEATERS, 0)["extras"]
    assert any(k.startswith("street cost: ") for k in extras)
    assert extras.get("cheats: caught", 0) + extras.get("cheats: got away", 0) > 0


def test_same_seed_same_results_for_one_or_two_workers_and_any_batch_size() -> None:
    one = run_job(JOB, workers=1, batch=24)
    two = run_job(JOB, workers=2, batch=5)
    assert one.complete and two.complete
    assert one.records == two.records
    assert summarize(JOB, one.records) == summarize(JOB, two.records)
    other = run_job(Job("deal", 2, JOB.bots, 24, seed=4), workers=1)
    assert other.records != one.records


def test_ctrl_c_keeps_finished_batches_and_resume_finishes_identically(tmp_path: Path) -> None:
    path = tmp_path / "job.checkpoint.jsonl"
    seen = []

    def interrupt_after_two(n: int) -> None:
        seen.append(n)
        if len(seen) == 2:
            raise KeyboardInterrupt

    cut = run_job(JOB, workers=1, batch=4, checkpoint_path=path, on_batch=interrupt_after_two)
    assert cut.interrupted and not cut.complete and len(cut.records) == 8
    assert len(checkpoint.load(path, JOB)) == 8
    with path.open("a") as f:
        f.write('{"records": [{"index": 9')  # a kill in the middle of a write
    rest = run_job(JOB, workers=2, batch=3, checkpoint_path=path, resume=True)
    assert rest.complete and not rest.interrupted and rest.resumed == 8
    assert rest.records == run_job(JOB, workers=1).records
    assert len(checkpoint.load(path, JOB)) == JOB.games


def test_checkpoints_of_another_job_or_damaged_files_are_refused(tmp_path: Path) -> None:
    path = tmp_path / "c.jsonl"
    run_job(JOB, workers=1, batch=12, checkpoint_path=path)
    with pytest.raises(BadOptions, match="another job"):
        run_job(Job("deal", 2, JOB.bots, 24, seed=99), checkpoint_path=path, resume=True)
    lines = path.read_text().splitlines()
    path.write_text("\n".join([lines[0], "garbage", *lines[1:]]) + "\n")
    with pytest.raises(CorruptSave, match="line 2"):
        checkpoint.load(path, JOB)
    with pytest.raises(BadOptions, match="checkpoint"):
        run_job(JOB, resume=True)
    with pytest.raises(BadOptions, match="backend"):
        run_job(JOB, backend="slurm")
    with pytest.raises(BadOptions, match="--backend ray"):
        run_job(JOB, address="ray://x:1")


def _die(job_data: object, indices: list[int]) -> list[dict[str, object]]:
    os._exit(1)


def test_a_dead_worker_ends_the_run_with_a_clear_error_not_a_hang(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from monopolies.sim import local

    monkeypatch.setattr(local, "run_batch", _die)  # forked workers inherit the patch
    with pytest.raises(local.WorkerLost, match="--resume"):
        run_job(JOB, workers=2, batch=4, checkpoint_path=tmp_path / "c.jsonl")
