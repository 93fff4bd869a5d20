"""`monopolies serve`: the web server (FastAPI on uvicorn) with the browser client.

Imports the server's libraries only when run, so the rest of the command line works
without the `server` extra.
"""

from __future__ import annotations

from typing import Annotated

import typer

SERVE_HELP = (
    "Serve the web client and the game API: create a room, share its link, fill seats "
    "with friends or bots, play in any browser.\n\n"
    "Games are kept in a database (a SQLite file in this folder by default), so a "
    "restarted server brings every room back where it was."
)
SERVE_EPILOG = (
    "\b\nExamples:\n"
    "  monopolies serve                          http://127.0.0.1:8000 on this computer\n"
    "  monopolies serve --host 0.0.0.0 --port 8080   reachable from your network\n"
    "  monopolies serve --db postgresql+psycopg://user:pw@host/monopolies\n"
    "  monopolies serve --db sqlite:///games.db --bot-delay 0\n"
    "  monopolies serve --ray auto                bots and hints on this machine's Ray cluster\n"
    "  monopolies serve --allow-origin https://games.example.org   behind a proxy's host name"
)


def serve_command(
    host: Annotated[
        str,
        typer.Option(help="Address to listen on; 0.0.0.0 lets other machines in.", metavar="HOST"),
    ] = "127.0.0.1",
    port: Annotated[
        int, typer.Option(min=0, max=65535, help="Port to listen on.", metavar="PORT")
    ] = 8000,
    db: Annotated[
        str,
        typer.Option(help="SQLAlchemy database URL where rooms and moves are kept.", metavar="URL"),
    ] = "sqlite:///monopolies.db",
    bot_delay: Annotated[
        float,
        typer.Option(
            min=0,
            help="Seconds from a bot's turn to its move, thinking included, so people can "
            "follow and the pace tells nothing of what the bot holds.",
            metavar="SECONDS",
        ),
    ] = 0.8,
    away_after: Annotated[
        float,
        typer.Option(
            min=0,
            help="Seconds a disconnected player has before a bot plays for them.",
            metavar="SECONDS",
        ),
    ] = 20.0,
    rooms_per_minute: Annotated[
        int, typer.Option(min=1, help="Rooms one client address may create a minute.", metavar="N")
    ] = 30,
    requests_per_minute: Annotated[
        int,
        typer.Option(
            min=1,
            help="HTTP requests one client address may make a minute (a page load is about "
            "40, files included).",
            metavar="N",
        ),
    ] = 600,
    sockets_per_address: Annotated[
        int,
        typer.Option(
            min=1,
            help=(
                "WebSockets one client address may hold open (tabs, people behind one "
                "router); it may open four times as many a minute."
            ),
            metavar="N",
        ),
    ] = 32,
    max_sockets: Annotated[
        int,
        typer.Option(
            min=1,
            help="WebSockets this process may hold open from all addresses together.",
            metavar="N",
        ),
    ] = 2000,
    allow_origin: Annotated[
        list[str] | None,
        typer.Option(
            metavar="URL",
            help="Let pages from this origin (https://host[:port]) open games too, when the "
            "server sits behind another host name; repeat for several. Pages of the host the "
            "browser asked for are always let in.",
        ),
    ] = None,
    log_level: Annotated[str, typer.Option(help="uvicorn log level.", metavar="LEVEL")] = "info",
    workers: Annotated[
        int,
        typer.Option(
            min=0,
            help="Worker processes for searching bots' moves, as many for hints and "
            "replays, and as many for reviews; 0 for one per core.",
            metavar="N",
        ),
    ] = 0,
    ray: Annotated[
        str | None,
        typer.Option(
            metavar="ADDRESS",
            help="Run that work on a Ray cluster instead (auto, ray://host:10001, or local); "
            "needs the cluster extra.",
        ),
    ] = None,
    cluster: Annotated[
        bool,
        typer.Option(
            "--cluster",
            help="One of several processes behind a proxy that routes by room code, on one "
            "PostgreSQL database (docs/deploy.md; `monopolies cluster` starts them).",
        ),
    ] = False,
) -> None:
    """`monopolies serve` (see SERVE_HELP)."""
    try:
        import uvicorn

        from monopolies.server import collector
        from monopolies.server.app import create_app
        from monopolies.server.protocols import uvicorn_options
        from monopolies.server.settings import Settings
    except ImportError as e:
        typer.echo(
            f"Error: the server needs the 'server' extra ({e.name} is missing): "
            "uv run --extra server monopolies serve",
            err=True,
        )
        raise typer.Exit(2) from None
    if cluster and not db.startswith("postgresql"):
        typer.echo(
            f"Error: --cluster needs a PostgreSQL --db (processes share it), not {db!r}", err=True
        )
        raise typer.Exit(2)
    settings = Settings(
        db_url=db,
        bot_delay=bot_delay,
        away_after=away_after,
        rooms_per_minute=rooms_per_minute,
        requests_per_minute=requests_per_minute,
        workers=workers,
        ray_address=ray,
        sockets_per_address=sockets_per_address,
        max_sockets=max_sockets,
        allowed_origins=tuple(allow_origin or ()),
        cluster=cluster,
    )
    typer.echo(f"monopolies: open http://{host}:{port}/ in a browser (games kept in {db})")
    try:
        app = create_app(settings)
    except ValueError as e:  # an --allow-origin that is not an origin
        typer.echo(f"Error: {e}", err=True)
        raise typer.Exit(2) from None
    # Frozen, what is loaded by now is skipped by every collector pass. Unfrozen, full
    # passes took up to 260 ms on a loaded machine and stalled every room: with the hostile
    # mix of benchmarks/server_load.py, honest p99 was 49.6 ms unfrozen and 22.7 ms frozen,
    # back to back on the same machine. The thresholds: `collector`.
    collector.settle()
    uvicorn.run(
        app,
        host=host,
        port=port,
        log_level=log_level,
        ws_max_size=64 * 1024,
        ws_ping_interval=20,
        ws_ping_timeout=20,
        **uvicorn_options(settings),
    )
