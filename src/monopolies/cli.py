"""The `monopolies` command: parses arguments and calls `monopolies.terminal`; nothing else.

Bad requests (an unknown game, a bad option, a damaged replay) print one line and exit
with code 2, never a traceback.
"""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import click
import typer
from rich.console import Console
from typer.core import TyperArgument

import monopolies
from monopolies import learn
from monopolies.bots import DIFFICULTIES, THINKING
from monopolies.engine.errors import MonopoliesError
from monopolies.review import command as review
from monopolies.server.cluster import CLUSTER_EPILOG, CLUSTER_HELP, cluster_command
from monopolies.server.command import SERVE_EPILOG, SERVE_HELP, serve_command
from monopolies.sim import command as sim
from monopolies.terminal import catalog, lesson, play, replayer
from monopolies.terminal.failure import fail
from monopolies.terminal.seating import parse_seats


def _no_type_tag(self: TyperArgument, ctx: click.Context) -> None:
    """Typer (0.29) tags each argument with its Python type ("GAME <str>") even in click's
    plain help; the argument's name and help already say what it takes."""


TyperArgument.display_type_rich = _no_type_tag  # type: ignore[method-assign,assignment]

app = typer.Typer(
    name="monopolies",
    help="Monopoly editions on one rules engine: play in the browser or the terminal, "
    "simulate thousands of bot games, replay games.",
    epilog=(
        "\b\nExamples:\n"
        "  monopolies serve                            play in your browser\n"
        "  monopolies learn deal                       a guided first game\n"
        "  monopolies play deal --players 3            you against two greedy bots\n"
        "  monopolies play deal --bots greedy,random --seed 42\n"
        "  monopolies play deal --players 4 --watch    four bots, you watch\n"
        "  monopolies replay replays/deal-42-20250101-120000.json\n"
        "  monopolies review replays/deal-42-20250101-120000.json   the expert bot's verdict\n"
        "  monopolies variants                         games and their house rules\n"
        "  monopolies simulate deal --bots greedy,random --games 10000\n"
        "  monopolies report results.json              charts from simulate --out\n\n"
        "Each command has its own --help."
    ),
    no_args_is_help=True,
    add_completion=False,
    rich_markup_mode=None,
    context_settings={"help_option_names": ["-h", "--help"]},
)


def _console() -> Console:
    return Console(highlight=False)


def _version(value: bool) -> None:
    if value:
        typer.echo(f"monopolies {monopolies.__version__}")
        raise typer.Exit()


@app.callback()
def main(
    version: Annotated[
        bool,
        typer.Option(
            "--version", help="Show the version and exit.", callback=_version, is_eager=True
        ),
    ] = False,
) -> None:
    """Monopoly editions on one rules engine: play against bots, watch bots, replay games."""


PLAY_HELP = (
    "Play a game in the terminal against bots, or watch bots play.\n\n"
    "Each decision fits one screen: the table and your hand, what just happened, then a "
    "numbered menu of your legal moves (t: the whole table, l: the whole log, ?: the "
    "rules; --plain: scrolling lines for screen readers). At the end (or when you quit) a "
    "replay file is saved."
)
REPLAY_HELP = (
    "Show a saved game turn by turn, after checking it replays exactly.\n\n"
    "The game is first rebuilt from its seed and moves and must give the same events. "
    "Then Enter shows the next turn, a shows all the rest, and q quits."
)


PlainOption = Annotated[
    bool,
    typer.Option(
        "--plain",
        help="Numbered lines that scroll instead of one screen per decision (for screen "
        "readers; always so when output is piped).",
    ),
]
"""`--plain`, shared by `play` and `learn`."""


@app.command(
    "play",
    help=PLAY_HELP,
    epilog=(
        "\b\nExamples:\n"
        "  monopolies play deal --players 3\n"
        "  monopolies play deal --players 4 --seat 2 --bots greedy,random,greedy\n"
        "  monopolies play deal --seat 1=cmd:'python examples/my_bot.py' --seat 2=ismcts\n"
        "  monopolies play deal --bots random --option max_turns=50 --option names=uk\n"
        "  monopolies play deal --bots greedy,greedy          two bots play, you watch\n"
        "  monopolies play deal --watch --players 4 --delay 0\n"
        "  monopolies play deal --seed 1234 --replay-out mygame.json\n\n"
        "At each decision: type the number of an action; ? shows the rules, q quits."
    ),
)
def play_command(
    variant: Annotated[
        str, typer.Argument(help="Game id (see monopolies variants).", metavar="GAME")
    ] = "deal",
    players: Annotated[
        int | None,
        typer.Option(
            "--players",
            "-p",
            show_default=False,
            help="Number of seats, bots included. Default: 3, or as many as the "
            "--bots listed when there are several (then you watch).",
            metavar="N",
        ),
    ] = None,
    bots: Annotated[
        str | None,
        typer.Option(
            "--bots",
            "-b",
            metavar="SPECS",
            help="Bots for the other seats in seat order, comma-separated: a level ("
            + "; ".join(f"{level} {THINKING[level]}" for level in DIFFICULTIES)
            + "), a bot (random, greedy, ismcts), or "
            "name:key=value. One spec serves all bot seats; as many as --players means you "
            "only watch. Default: greedy (medium) everywhere.",
        ),
    ] = None,
    seat: Annotated[
        list[str] | None,
        typer.Option(
            "--seat",
            metavar="N|N=BOT",
            help="N: your seat (0 goes first; default the lowest seat without a bot). "
            "N=BOT: seat N is played by that bot, e.g. 1=ismcts or "
            "1=cmd:'python examples/my_bot.py' (a program speaking JSON lines, see "
            "docs/bots.md). Repeatable.",
        ),
    ] = None,
    seed: Annotated[
        int | None,
        typer.Option(
            help="Seed for the shuffle; the same seed and moves give the same game. "
            "Default: random, and printed.",
            metavar="N",
        ),
    ] = None,
    option: Annotated[
        list[str] | None,
        typer.Option(
            "--option",
            "-o",
            metavar="KEY=VALUE",
            help="House rule, repeatable; values are read as JSON when they can be "
            "(max_turns=50, win_any_time=true, names=uk). See monopolies variants.",
        ),
    ] = None,
    watch: Annotated[
        bool, typer.Option("--watch", "-w", help="Bots in every seat; you watch.")
    ] = False,
    delay: Annotated[
        float | None,
        typer.Option(
            min=0,
            help="Seconds to pause after each bot move when watching. "
            "Default: 0.3 in a terminal, 0 when output is piped.",
            metavar="SECONDS",
        ),
    ] = None,
    replay_out: Annotated[
        Path | None,
        typer.Option(
            help="Where to save the replay. Default: "
            "replays/VARIANT-SEED-TIMESTAMP.json in the current folder.",
            metavar="FILE",
        ),
    ] = None,
    no_replay: Annotated[bool, typer.Option("--no-replay", help="Do not save a replay.")] = False,
    plain: PlainOption = False,
) -> None:
    """`monopolies play`: a game at the terminal (see PLAY_HELP)."""
    try:
        human, seat_bots = parse_seats(seat or [])
    except MonopoliesError as e:
        raise fail(e) from None
    request = play.PlayRequest(
        variant=variant,
        players=players,
        bots=bots,
        seat=human,
        seat_bots=seat_bots,
        seed=seed,
        options=option or [],
        watch=watch,
        delay=delay,
        replay_out=replay_out,
        save_replay=not no_replay,
        plain=plain,
    )
    console = _console()
    try:
        play.play(console, request, console.input)
    except MonopoliesError as e:
        raise fail(e) from None


LEARN_HELP = (
    "Learn a game by playing it: a guided first game against one opponent.\n\n"
    "The cards are dealt so that each rule a new player needs turns up once. At each of "
    "your moves a note above the menu says what to do and why; a different move is "
    "explained and asked again. When the lesson ends the game goes on against the easy "
    "bot. No replay is saved."
)


@app.command(
    "learn",
    help=LEARN_HELP,
    short_help="A guided first game.",
    epilog=(
        "\b\nExamples:\n"
        "  monopolies learn deal\n"
        "  monopolies learn deal --plain        scrolling lines for screen readers\n\n"
        "At each decision: type the number of an action; ? shows the rules, q quits."
    ),
)
def learn_command(
    variant: Annotated[
        str,
        typer.Argument(
            help="Game id; games with a lesson: " + ", ".join(learn.games()) + ".",
            metavar="GAME",
        ),
    ] = "deal",
    plain: PlainOption = False,
) -> None:
    """`monopolies learn`: a guided first game (see LEARN_HELP)."""
    console = _console()
    try:
        lesson.lesson(console, variant, console.input, plain)
    except MonopoliesError as e:
        raise fail(e) from None


@app.command(
    "replay",
    help=REPLAY_HELP,
    short_help="Show a saved game turn by turn.",
    epilog=(
        "\b\nExamples:\n"
        "  monopolies replay replays/deal-42-20250101-120000.json\n"
        "  monopolies review replays/deal-42-20250101-120000.json   the expert bot's verdict\n"
        "  monopolies replay game.json --all | less -R"
    ),
)
def replay_command(
    file: Annotated[
        Path,
        typer.Argument(
            exists=True, dir_okay=False, help="A replay file written by play.", metavar="FILE"
        ),
    ],
    all_: Annotated[
        bool, typer.Option("--all", "-a", help="Print the whole game without pausing.")
    ] = False,
    plain: Annotated[
        bool,
        typer.Option(
            "--plain",
            help="Plain lines of text, no boxes or rules (for screen readers; always so "
            "when output is piped).",
        ),
    ] = False,
) -> None:
    """`monopolies replay`: verify a replay file, then show it (see REPLAY_HELP)."""
    console = _console()
    try:
        replayer.show(console, file, console.input, step=not all_, plain=plain)
    except (MonopoliesError, OSError) as e:
        raise fail(e) from None


@app.command("variants")
def variants_command() -> None:
    """List the games and the house rules each accepts with --option."""
    _console().print(catalog.render())


app.command(
    "simulate",
    help=sim.SIMULATE_HELP,
    epilog=sim.SIMULATE_EPILOG,
    short_help="Play many bot games and report who wins.",
)(sim.simulate)
app.command(
    "report", help=sim.REPORT_HELP, short_help="Charts from the results of simulate --out."
)(sim.report)
app.command(
    "review",
    help=review.REVIEW_HELP,
    epilog=review.REVIEW_EPILOG,
    short_help="The expert bot's verdict on each decision of a game.",
)(review.review)


app.command(
    "serve",
    help=SERVE_HELP,
    epilog=SERVE_EPILOG,
    short_help="Serve the game to browsers: rooms for friends and bots.",
)(serve_command)
app.command(
    "cluster",
    help=CLUSTER_HELP,
    epilog=CLUSTER_EPILOG,
    short_help="Several serve processes behind HAProxy on one database.",
)(cluster_command)
