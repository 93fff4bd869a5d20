"""`monopolies review REPLAY`: the expert bot goes through a person's decisions of a game.

Registered in `monopolies.cli`; the work is `review.walk`'s, the words `review.words`'.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Annotated

import typer
from rich.console import Console
from rich.progress import (
    BarColumn,
    MofNCompleteColumn,
    Progress,
    TextColumn,
    TimeElapsedColumn,
    TimeRemainingColumn,
)
from rich.text import Text

from monopolies import replay
from monopolies.engine.errors import MonopoliesError
from monopolies.review import walk, words
from monopolies.review.judge import (
    ITERATIONS,
    MARKS,
    MIN_ITERATIONS,
    REVIEW_ITERATIONS,
    iterations_for,
)
from monopolies.sim.local import default_workers
from monopolies.terminal.failure import fail
from monopolies.terminal.printable import with_printable_labels

INTERRUPTED = 130
STYLE = {"blunder": "bold red", "mistake": "red", "inaccuracy": "yellow"}

REVIEW_HELP = (
    "Go through a game's decisions with the expert bot, as a chess engine reviews a game.\n\n"
    "For each decision of the people in the replay (or of --seat N) with two or more moves, "
    "the expert bot's search runs from that seat's own view (it knows only what the player "
    "knew) and compares the estimated win chance of the move played with its best move's: "
    "a drop of 5 points is an inaccuracy, 10 a mistake, 20 a blunder. Prints the marked "
    "decisions, each with the better move in a sentence, and a summary per seat; --all "
    "prints every decision, --json all of it as JSON. The same replay always gets the same "
    "review, whatever --workers."
)
REVIEW_EPILOG = (
    "\b\nExamples:\n"
    "  monopolies review replays/deal-42-20250101-120000.json\n"
    "  monopolies review game.json --seat 1 --workers 2\n"
    "  monopolies review game.json --iterations 500 --json > review.json"
)


def review(
    file: Annotated[
        Path,
        typer.Argument(
            exists=True, dir_okay=False, help="A replay file written by play.", metavar="FILE"
        ),
    ],
    seat: Annotated[
        int | None,
        typer.Option(
            "--seat",
            help="Review this seat. Default: the seats the replay names as people, or every "
            "seat if it names none.",
            metavar="N",
        ),
    ] = None,
    workers: Annotated[
        int | None,
        typer.Option(
            "--workers",
            "-w",
            show_default=False,
            help="Processes to spread the decisions over. Default: every core.",
            metavar="N",
        ),
    ] = None,
    iterations: Annotated[
        int | None,
        typer.Option(
            "--iterations",
            "-i",
            help=f"Sampled games the search plays a decision. Default: {ITERATIONS:,}, "
            f"fewer in a long game (at least {MIN_ITERATIONS:,}) so that a review of "
            f"any game takes about as long as one of {REVIEW_ITERATIONS // ITERATIONS} "
            "decisions.",
            metavar="N",
        ),
    ] = None,
    all_: Annotated[
        bool, typer.Option("--all", "-a", help="Print every decision, not only the marked ones.")
    ] = False,
    as_json: Annotated[bool, typer.Option("--json", help="Print the review as JSON.")] = False,
) -> None:
    """`monopolies review`: see REVIEW_HELP."""
    try:
        rec = with_printable_labels(replay.read(file))
        walk.verify(rec)
        seats, note = walk.seats_to_review(rec, seat)
        numbers = walk.choices(rec, seats)
        if iterations is None:
            iterations = iterations_for(len(numbers))
        count = default_workers() if workers is None else workers
        verdicts = _judge(rec, numbers, iterations, count)
    except (MonopoliesError, OSError) as e:
        raise fail(e) from None
    except KeyboardInterrupt:
        Console(stderr=True).print("Review stopped.")
        raise typer.Exit(INTERRUPTED) from None
    summaries = [words.summary(s, verdicts) for s in seats]
    if as_json:
        out = {
            "variant": rec.variant,
            "seed": rec.seed,
            "labels": rec.labels,
            "seats": seats,
            "note": note,
            "iterations": iterations,
            "decisions": [words.verdict_json(v) for v in verdicts],
            "summaries": [words.summary_json(s) for s in summaries],
        }
        typer.echo(json.dumps(out, indent=1))
        return
    console = Console(highlight=False)
    if note:
        console.print(Text(f"Note: {note}.", style="dim"))
    for summary in summaries:
        console.rule(Text(f"Seat {summary.seat} ({rec.labels[summary.seat] or 'unnamed'})"))
        for verdict in verdicts:
            if verdict.seat == summary.seat and (all_ or verdict.judgement.grade in MARKS):
                style = STYLE.get(verdict.judgement.grade.name, "")
                console.print(Text(words.sentence(verdict), style=style))
        console.print(Text(summary.sentence(), style="bold"))


def _judge(
    rec: replay.Replay, numbers: list[int], iterations: int, workers: int
) -> list[walk.Verdict]:
    """The verdicts, with a progress bar on stderr (as `monopolies simulate` draws its own)."""
    columns = (
        TextColumn("[bold]reviewing"),
        BarColumn(),
        MofNCompleteColumn(),
        TextColumn("decisions"),
        TimeElapsedColumn(),
        TextColumn("ETA"),
        TimeRemainingColumn(),
    )
    with Progress(*columns, console=Console(stderr=True)) as progress:
        task = progress.add_task("review", total=len(numbers))
        return walk.review(rec, numbers, iterations, workers, lambda n: progress.advance(task, n))
