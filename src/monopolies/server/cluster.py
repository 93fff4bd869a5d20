"""`monopolies cluster`: HAProxy and N `monopolies serve --cluster` processes on one
PostgreSQL database, on this machine, stopped together on Ctrl-C.

HAProxy routes every request that names a room (`/ws/{code}`, `/api/rooms/{code}...`,
`/api/replays/{code}...`, `/r/{code}`, `/replay/{code}`) by a consistent hash of its code,
so all of a room's traffic goes to one process, and everything else round robin. A
process that dies is marked down within a second (health checks every 500 ms, two
failures); its rooms' codes then hash to the others, which load them from the database
(`room_locks` keeps two processes from holding one room). `haproxy_config` writes the
configuration; deploy/haproxy.cfg is its output for two processes, and docs/deploy.md
explains it. A process that dies is not restarted here (see docs/deploy.md).
"""

from __future__ import annotations

import os
import shutil
import signal
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path
from types import FrameType
from typing import Annotated

import typer

CLUSTER_HELP = (
    "Start a local cluster: HAProxy on --port and --processes `monopolies serve` processes "
    "behind it, sharing one PostgreSQL database. Ctrl-C stops them all.\n\n"
    "Each room lives in one process; HAProxy sends its traffic there by its code. When a "
    "process dies, its rooms carry on in the others within seconds, and browsers "
    "reconnect by themselves (docs/deploy.md)."
)
CLUSTER_EPILOG = (
    "\b\nExamples:\n"
    "  monopolies cluster --db postgresql+psycopg://me:pw@db/monopolies\n"
    "  monopolies cluster --processes 4 --port 8080 --host 0.0.0.0 --db postgresql+psycopg://..."
)
SERVE = [sys.executable, "-c", "from monopolies.cli import app; app()", "serve", "--cluster"]
ROOM_PATHS = (
    r"^/(ws|r|replay)/[^/]+$",  # the code is the 3rd field of the path split on "/"
    r"^/api/(rooms|replays)/[^/]+",  # the 4th
)
STARTUP_SECONDS = 60.0


def haproxy_config(host: str, port: int, backends: list[int]) -> str:
    """HAProxy's configuration for processes on 127.0.0.1 at `backends`, serving on
    `host`:`port` (docs/deploy.md explains each line)."""
    servers = "\n".join(f"    server p{i} 127.0.0.1:{p}" for i, p in enumerate(backends, 1))
    tracked = "\n".join(
        f"    server p{i} 127.0.0.1:{p} track rooms/p{i}" for i, p in enumerate(backends, 1)
    )
    code = 'url_dec,upper,regsub("[- ]",,g)'  # as rooms.normal_code reads a typed code
    return f"""\
# HAProxy in front of `monopolies serve --cluster` processes (docs/deploy.md).
# Written by monopolies.server.cluster.haproxy_config; `monopolies cluster` runs it.
defaults
    mode http
    option forwardfor
    option redispatch 1
    retries 3
    timeout connect 1s
    timeout client 60s
    timeout server 60s
    timeout tunnel 1h
    timeout http-request 10s
    timeout check 3s

frontend monopolies
    bind {host}:{port}
    http-request set-var(txn.room) path,field(3,/),{code} if {{ path_reg {ROOM_PATHS[0]} }}
    http-request set-var(txn.room) path,field(4,/),{code} if {{ path_reg {ROOM_PATHS[1]} }}
    use_backend rooms if {{ var(txn.room) -m found }}
    default_backend any

backend rooms
    balance hash var(txn.room)
    hash-type consistent
    option httpchk GET /api/games
    http-check expect status 200
    default-server check inter 500ms fall 2 rise 2 on-marked-down shutdown-sessions
{servers}

backend any
    balance roundrobin
{tracked}
"""


def wait_until_up(url: str, process: subprocess.Popen[bytes], what: str) -> None:
    """Until `url` answers 200; exits with an error if `process` ends first."""
    deadline = time.monotonic() + STARTUP_SECONDS
    while True:
        try:
            with urllib.request.urlopen(url, timeout=1) as answer:
                if answer.status == 200:
                    return
        except OSError:
            pass
        if process.poll() is not None or time.monotonic() > deadline:
            raise RuntimeError(f"{what} did not start (exit code {process.poll()})")
        time.sleep(0.1)


def stop(processes: list[subprocess.Popen[bytes]]) -> None:
    """SIGTERM every process, then SIGKILL whatever is left after 10 s."""
    for process in processes:
        if process.poll() is None:
            process.terminate()
    deadline = time.monotonic() + 10
    for process in processes:
        try:
            process.wait(max(0.0, deadline - time.monotonic()))
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()


def _interrupted(_signal: int, _frame: FrameType | None) -> None:
    raise KeyboardInterrupt


def cluster_command(
    db: Annotated[
        str,
        typer.Option(
            help="PostgreSQL URL every process shares (postgresql+psycopg://...).", metavar="URL"
        ),
    ],
    processes: Annotated[
        int,
        typer.Option(
            min=1, max=64, help="`monopolies serve` processes behind the proxy.", metavar="N"
        ),
    ] = 2,
    host: Annotated[
        str, typer.Option(help="Address HAProxy listens on.", metavar="HOST")
    ] = "127.0.0.1",
    port: Annotated[
        int, typer.Option(min=1, max=65535, help="Port HAProxy listens on.", metavar="PORT")
    ] = 8000,
    first_port: Annotated[
        int | None,
        typer.Option(
            min=1,
            max=65535,
            help="Port of the first process, on 127.0.0.1 (default: --port + 1).",
            metavar="PORT",
        ),
    ] = None,
    bot_delay: Annotated[float, typer.Option(min=0, help="As for serve.", metavar="SECONDS")] = 0.8,
    away_after: Annotated[
        float, typer.Option(min=0, help="As for serve.", metavar="SECONDS")
    ] = 20.0,
    rooms_per_minute: Annotated[int, typer.Option(min=1, help="As for serve.", metavar="N")] = 30,
    sockets_per_address: Annotated[
        int, typer.Option(min=1, help="As for serve.", metavar="N")
    ] = 32,
    max_sockets: Annotated[
        int, typer.Option(min=1, help="As for serve, for each process.", metavar="N")
    ] = 2000,
    workers: Annotated[
        int,
        typer.Option(
            min=0,
            help="As for serve, for each process; 0 shares this machine's cores out.",
            metavar="N",
        ),
    ] = 0,
    log_level: Annotated[
        str, typer.Option(help="The processes' uvicorn log level.", metavar="LEVEL")
    ] = "warning",
    haproxy: Annotated[
        str, typer.Option(help="The haproxy program.", metavar="PROGRAM")
    ] = "haproxy",
) -> None:
    """`monopolies cluster` (see CLUSTER_HELP)."""
    if not db.startswith("postgresql"):
        typer.echo(f"Error: a cluster shares one PostgreSQL database; --db {db!r} is not", err=True)
        raise typer.Exit(2)
    try:
        from sqlalchemy.exc import SQLAlchemyError

        from monopolies.server.store import open_engine
    except ImportError as e:
        typer.echo(f"Error: the cluster needs the 'server' extra ({e.name} is missing)", err=True)
        raise typer.Exit(2) from None
    proxy_program = shutil.which(haproxy)
    if proxy_program is None:
        typer.echo(f"Error: no {haproxy!r} program (apt-get install haproxy)", err=True)
        raise typer.Exit(2)
    # The tables are made once here: processes making them at once would race.
    try:
        open_engine(db).dispose()
    except SQLAlchemyError as e:
        typer.echo(f"Error: cannot use the database {db!r}: {e.__class__.__name__}", err=True)
        raise typer.Exit(2) from None
    start = port + 1 if first_port is None else first_port
    backends = list(range(start, start + processes))
    options = ["--db", db, "--bot-delay", str(bot_delay), "--away-after", str(away_after)]
    options += ["--rooms-per-minute", str(rooms_per_minute), "--log-level", log_level]
    options += ["--sockets-per-address", str(sockets_per_address)]
    options += ["--max-sockets", str(max_sockets)]
    options += ["--workers", str(workers or max(1, (os.cpu_count() or 1) // processes))]
    running: list[subprocess.Popen[bytes]] = []
    signal.signal(signal.SIGTERM, _interrupted)
    with tempfile.TemporaryDirectory(prefix="monopolies-cluster-") as folder:
        config = Path(folder) / "haproxy.cfg"
        config.write_text(haproxy_config(host, port, backends))
        try:
            for number, backend in enumerate(backends, 1):
                child = subprocess.Popen([*SERVE, "--port", str(backend), *options])
                running.append(child)
                typer.echo(f"process {number}: pid {child.pid} on http://127.0.0.1:{backend}/")
            for number, (child, backend) in enumerate(zip(running, backends, strict=True), 1):
                wait_until_up(f"http://127.0.0.1:{backend}/api/games", child, f"process {number}")
            # Started after the processes answer, so that HAProxy's first checks pass.
            proxy = subprocess.Popen([proxy_program, "-db", "-f", str(config)])
            running.insert(0, proxy)
            here = "127.0.0.1" if host in ("0.0.0.0", "::") else host  # any address: ask loopback
            here = f"[{here}]" if ":" in here else here
            wait_until_up(f"http://{here}:{port}/api/games", proxy, "haproxy")
            ready = f"open http://{host}:{port}/ ({processes} processes; Ctrl-C stops)"
            typer.echo(f"monopolies cluster: {ready}")
            _watch(running)
        except RuntimeError as e:
            typer.echo(f"Error: {e}", err=True)
            raise typer.Exit(1) from None
        except KeyboardInterrupt:
            typer.echo("monopolies cluster: stopping")
        finally:
            stop(running)


def _watch(running: list[subprocess.Popen[bytes]]) -> None:
    """Report each process that ends; return when the proxy does (or on Ctrl-C)."""
    proxy, children = running[0], running[1:]
    reported: set[int] = set()
    while proxy.poll() is None:
        for number, child in enumerate(children, 1):
            code = child.poll()
            if code is not None and child.pid not in reported:
                reported.add(child.pid)
                typer.echo(
                    f"process {number} (pid {child.pid}) ended with code {code}; "
                    "its rooms carry on in the others"
                )
        time.sleep(0.2)
    raise RuntimeError(f"haproxy ended with code {proxy.returncode}")
