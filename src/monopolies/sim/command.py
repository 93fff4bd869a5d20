"""`monopolies simulate` and `monopolies report`: arguments in, a job run, results out.

Registered in `monopolies.cli`; the work is done by the other `monopolies.sim` modules.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from datetime import timedelta
from pathlib import Path
from typing import Annotated

import typer
from rich.console import Console
from rich.progress import (
    BarColumn,
    MofNCompleteColumn,
    Progress,
    ProgressColumn,
    Task,
    TextColumn,
    TimeElapsedColumn,
)
from rich.text import Text

from monopolies import compiled
from monopolies.commandline import parse_options, split_specs
from monopolies.engine.errors import MonopoliesError
from monopolies.sim import output
from monopolies.sim.driver import BACKENDS, run_job
from monopolies.sim.plan import make_job
from monopolies.sim.stats import summarize
from monopolies.terminal.failure import fail

INTERRUPTED = 130
PURE_HINT_GAMES = 10_000  # runs long enough that the compiled build is worth a mention

SIMULATE_HELP = (
    "Play many bot games and report who wins, from which seat, how and how fast.\n\n"
    "Seats rotate game by game, so each bot sits in each seat equally often. Prints win "
    "rates per bot and per seat with 95% confidence intervals, how games ended, game "
    "length and per-game measures; --out also writes JSON and CSV. The same --seed gives "
    "the same results whatever --workers or --backend. Ctrl-C stops early and keeps (and "
    "writes) the games finished so far; --resume continues from the checkpoint."
)
SIMULATE_EPILOG = (
    "\b\nExamples:\n"
    "  monopolies simulate deal --games 10000 --bots greedy,random\n"
    "  monopolies simulate deal --players 4 --bots greedy:jsn_threshold=2,greedy,random,random\n"
    "  monopolies simulate crooked-cash --players 4 --bots greedy --out cc.json\n"
    "  monopolies simulate crooked-cash --players 4 --out cc.json --resume\n"
    "  monopolies simulate card-game --players 3 --bots random --workers 2 --seed 1\n"
    "  monopolies simulate deal --games 100000 --backend ray --address auto\n"
    "  monopolies report cc.json                  charts: cc.html and cc.png"
)
REPORT_HELP = (
    "Turn the JSON written by simulate --out into a report: win rates with error bars, "
    "seat advantage and game-length histograms, as one self-contained HTML file (charts "
    "embedded) and a PNG of the charts. Needs matplotlib (the analysis extra)."
)


def run_rate(task: Task) -> float | None:
    """Games per second over this whole run, resumed games left out.

    Rich's own speed averages a recent window, which reads wildly high when a batch of
    slow games lands at once; a whole-run average is what a long match needs.
    """
    elapsed = task.elapsed
    resumed: int = task.fields.get("resumed", 0)
    played = task.completed - resumed
    if not elapsed or played <= 0:
        return None
    return played / elapsed


class RateColumn(ProgressColumn):
    """Games per second so far."""

    def render(self, task: Task) -> Text:
        rate = run_rate(task)
        return Text("" if rate is None else f"{rate:,.2f} games/s", style="cyan")


class RemainingColumn(ProgressColumn):
    """Time left at the run's average rate."""

    def render(self, task: Task) -> Text:
        rate = run_rate(task)
        if rate is None or task.total is None:
            return Text("-:--:--", style="progress.remaining")
        left = timedelta(seconds=round((task.total - task.completed) / rate))
        return Text(str(left), style="progress.remaining")


class _Bar:
    """A progress bar for the games of one run."""

    def __init__(self, progress: Progress, total: int) -> None:
        self._progress = progress
        self._task = progress.add_task("games", total=total)

    def resumed(self, games: int) -> None:
        """Games from the checkpoint: shown as done, left out of the rate."""
        self._progress.reset(self._task, completed=games, resumed=games)

    def advance(self, games: int) -> None:
        self._progress.advance(self._task, games)


@contextmanager
def _progress(console: Console, total: int) -> Iterator[_Bar]:
    """A progress bar with rate and ETA, both averaged over the whole run."""
    columns = (
        TextColumn("[bold]{task.description}"),
        BarColumn(),
        MofNCompleteColumn(),
        RateColumn(),
        TimeElapsedColumn(),
        TextColumn("ETA"),
        RemainingColumn(),
    )
    with Progress(*columns, console=console) as progress:
        yield _Bar(progress, total)


def simulate(
    variant: Annotated[
        str, typer.Argument(help="Game id (see monopolies variants).", metavar="GAME")
    ],
    games: Annotated[
        int, typer.Option("--games", "-n", help="Number of games.", metavar="N")
    ] = 1000,
    players: Annotated[
        int | None,
        typer.Option(
            "--players",
            "-p",
            show_default=False,
            help="Seats per game. Default: as many as --bots lists, or 2 for a single spec.",
            metavar="N",
        ),
    ] = None,
    bots: Annotated[
        str,
        typer.Option(
            "--bots",
            "-b",
            metavar="SPECS",
            help="Bots in seat order for the first game, comma-separated: random, greedy, "
            "name:key=value,... or a difficulty (easy, medium). One spec fills every seat.",
        ),
    ] = "greedy",
    option: Annotated[
        list[str] | None,
        typer.Option(
            "--option",
            "--options",
            "-o",
            metavar="KEY=VALUE",
            help="House rule for every game, repeatable (see monopolies variants).",
        ),
    ] = None,
    seed: Annotated[
        int, typer.Option(help="Master seed; game i's seed is derived from it and i.", metavar="N")
    ] = 0,
    workers: Annotated[
        int | None,
        typer.Option(
            "--workers",
            "-w",
            show_default=False,
            help="Processes (local) or CPUs (private Ray); with --address, the cluster's "
            "CPUs, which sets the default batch size. Default: every core here.",
            metavar="N",
        ),
    ] = None,
    backend: Annotated[
        str, typer.Option(help=f"Where games run: {' or '.join(BACKENDS)}.", metavar="local|ray")
    ] = "local",
    address: Annotated[
        str | None,
        typer.Option(
            help="Ray cluster to join (ray://host:10001, or auto). Default: a private Ray "
            "on this machine.",
            metavar="ADDRESS",
        ),
    ] = None,
    batch: Annotated[
        int | None,
        typer.Option(
            show_default=False,
            help="Games per task. Default: about 16 batches per worker, at most 100 games.",
            metavar="N",
        ),
    ] = None,
    out: Annotated[
        Path | None,
        typer.Option(
            help="Write results as JSON to this file and as CSV next to it (same name, "
            ".csv); the checkpoint defaults to the same name with .checkpoint.jsonl.",
            metavar="FILE",
        ),
    ] = None,
    checkpoint: Annotated[
        Path | None,
        typer.Option(
            help="Where finished batches are saved as they arrive (JSON lines).", metavar="FILE"
        ),
    ] = None,
    resume: Annotated[
        bool,
        typer.Option(
            "--resume", help="Keep the games already in the checkpoint; play only the rest."
        ),
    ] = False,
) -> None:
    """`monopolies simulate` (see SIMULATE_HELP)."""
    console = Console(highlight=False)
    if checkpoint is None and out is not None:
        checkpoint = out.with_suffix(".checkpoint.jsonl")
    try:
        job = make_job(
            variant, players, split_specs(bots), games, seed, parse_options(option or [])
        )
        if games >= PURE_HINT_GAMES and not compiled():
            console.print(
                "[dim]This is the pure-Python build; the compiled one plays about twice as fast "
                '(README: "For long runs, use the compiled build").[/]'
            )
        with _progress(console, games) as bar:
            outcome = run_job(
                job,
                backend=backend,
                workers=workers,
                batch=batch,
                address=address,
                checkpoint_path=checkpoint,
                resume=resume,
                on_batch=bar.advance,
                on_resume=bar.resumed,
            )
    except (MonopoliesError, OSError) as e:
        raise fail(e) from None
    summary = summarize(job, outcome.records)
    console.print(output.tables(summary))
    if out is not None:
        run = {
            "backend": backend,
            "workers": workers,
            "seconds": round(outcome.seconds, 3),
            "resumed_games": outcome.resumed,
            "interrupted": outcome.interrupted,
        }
        output.write_json(out, summary, outcome.records, run)
        output.write_csv(out.with_suffix(".csv"), outcome.records, job.players)
        console.print(f"Wrote {out} and {out.with_suffix('.csv')}")
    if outcome.interrupted:
        where = f" (checkpoint {checkpoint}); add --resume to continue" if checkpoint else ""
        console.print(f"[yellow]Stopped after {len(outcome.records):,} games[/]{where}.")
        raise typer.Exit(INTERRUPTED)


def report(
    results: Annotated[
        Path,
        typer.Argument(
            exists=True, dir_okay=False, help="JSON written by simulate --out.", metavar="FILE"
        ),
    ],
    out: Annotated[
        Path | None,
        typer.Option(
            help="The HTML file to write; the PNG goes next to it. Default: RESULTS with .html.",
            metavar="FILE",
        ),
    ] = None,
) -> None:
    """`monopolies report` (see REPORT_HELP)."""
    from monopolies.sim import report as charts

    html = out or results.with_suffix(".html")
    try:
        png = charts.write(output.read_json(results), html)
    except (MonopoliesError, OSError) as e:
        raise fail(e) from None
    Console(highlight=False).print(f"Wrote {html} and {png}")
