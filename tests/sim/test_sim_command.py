"""`monopolies simulate` and `monopolies report` from the command line."""

from __future__ import annotations

import csv
import json
from pathlib import Path

import pytest
from rich.progress import Progress
from typer.testing import CliRunner

from monopolies.cli import app
from monopolies.engine.errors import CorruptSave
from monopolies.sim.command import RateColumn, RemainingColumn, run_rate
from monopolies.sim.output import read_json
from monopolies.sim.plan import Job

runner = CliRunner()


def run(*args: str) -> tuple[int, str]:
    result = runner.invoke(app, list(args))
    assert "Traceback" not in result.output
    return result.exit_code, result.output


@pytest.fixture(autouse=True)
def _matplotlib_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("MPLCONFIGDIR", str(tmp_path / "mpl"))


def test_simulate_prints_tables_and_writes_json_csv_and_a_checkpoint(tmp_path: Path) -> None:
    out = tmp_path / "deal.json"
    code, text = run(
        "simulate", "deal", "--games", "12", "--bots", "greedy,random", "--workers", "1",
        "--seed", "2", "--out", str(out),
    )  # fmt: skip
    assert code == 0, text
    for words in ("Win rate by bot", "greedy", "95% CI", "first to move", "three full sets"):
        assert words in text
    data = read_json(out)
    assert data["summary"]["games"] == 12 and len(data["records"]) == 12
    rows = list(csv.DictReader((tmp_path / "deal.csv").open()))
    assert [int(r["index"]) for r in rows] == list(range(12))
    assert {r["seat_0"] for r in rows} == {"greedy", "random"}
    assert (tmp_path / "deal.checkpoint.jsonl").exists()

    code, text = run(
        "simulate", "deal", "--games", "12", "--bots", "greedy,random", "--workers", "2",
        "--seed", "2", "--out", str(tmp_path / "again.json"),
    )  # fmt: skip
    assert read_json(tmp_path / "again.json")["summary"] == data["summary"]

    code, text = run("report", str(out))
    assert code == 0, text
    page = (tmp_path / "deal.html").read_text()
    assert "data:image/png;base64," in page and "monopolies simulate deal" in page
    assert (tmp_path / "deal.png").read_bytes().startswith(b"\x89PNG")


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["chess"], "unknown game"),
        (["deal", "--bots", "clever"], "unknown bot"),
        (["deal", "--players", "3", "--bots", "greedy,random"], "3 players"),
        (["deal", "--option", "bogus=1"], "bogus"),
        (["deal", "--backend", "slurm"], "unknown backend"),
        (["deal", "--resume"], "checkpoint"),
    ],
)
def test_bad_requests_get_one_clear_line(args: list[str], message: str) -> None:
    code, text = run("simulate", *args, "--games", "2")
    assert code == 2 and message in text


def test_report_refuses_files_that_are_not_results(tmp_path: Path) -> None:
    bad = tmp_path / "x.json"
    bad.write_text(json.dumps({"hello": 1}))
    code, text = run("report", str(bad))
    assert code == 2 and "not a results file" in text
    with pytest.raises(CorruptSave):
        read_json(tmp_path / "missing.json")


def test_ctrl_c_writes_what_finished_and_says_how_to_resume(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from monopolies.sim import command, driver

    def stop_after_first_batch(job: Job, **kwargs: object) -> driver.Outcome:
        def interrupt(n: int) -> None:
            raise KeyboardInterrupt

        return driver.run_job(job, **{**kwargs, "on_batch": interrupt})  # type: ignore[arg-type]

    monkeypatch.setattr(command, "run_job", stop_after_first_batch)
    out = tmp_path / "cut.json"
    args = ["simulate", "deal", "--games", "20", "--batch", "5", "--workers", "1"]
    code, text = run(*args, "--out", str(out))
    assert code == 130 and "Stopped after 5 games" in text and "--resume" in text
    data = read_json(out)
    assert len(data["records"]) == 5 and not data["summary"]["complete"]
    monkeypatch.undo()
    code, text = run(*args, "--out", str(out), "--resume")
    assert code == 0 and read_json(out)["summary"]["games"] == 20


def test_the_package_docstring_example_runs() -> None:
    import doctest

    import monopolies.sim

    result = doctest.testmod(monopolies.sim)
    assert result.attempted > 0 and result.failed == 0


def test_the_python_example_in_docs_simulate_runs() -> None:
    import re

    text = (Path(__file__).resolve().parents[2] / "docs" / "simulate.md").read_text()
    blocks = re.findall(r"```python\n(.*?)```", text, flags=re.S)
    assert blocks
    for block in blocks:
        exec(compile(block, "docs/simulate.md", "exec"), {})


def test_the_bar_rates_the_whole_run_and_leaves_resumed_games_out() -> None:
    """Batches of slow games land in bursts: a recent-window rate read 0.8 games/s for 0.06."""
    clock = [0.0]
    progress = Progress(RateColumn(), RemainingColumn(), get_time=lambda: clock[0])
    task_id = progress.add_task("games", total=400)
    progress.reset(task_id, completed=100, resumed=100)
    clock[0] = 1000.0
    progress.advance(task_id, 40)
    clock[0] = 1001.0
    progress.advance(task_id, 20)
    task = progress.tasks[0]

    assert run_rate(task) == pytest.approx(60 / 1001)
    assert RateColumn().render(task).plain == "0.06 games/s"
    assert RemainingColumn().render(task).plain == "1:06:44"
