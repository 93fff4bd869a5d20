"""How long a chat line takes from one player's socket to another's, stored on the way
(docs/server.md, "Chat"): a real server on loopback, two players, N lines one at a time.

    uv run --extra dev python benchmarks/chat_latency.py --lines 200
    uv run --extra dev python benchmarks/chat_latency.py --db "$MONOPOLIES_TEST_POSTGRES"
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests" / "server"))

from server_helpers import running

UNLIMITED = {"chat_burst": 10**6, "chat_lines": 10**6}
UNLIMITED |= {"messages_per_second": 10**6, "message_burst": 10**6}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--lines", type=int, default=200)
    parser.add_argument("--db", default=None, help="a SQLAlchemy URL (default: a SQLite file)")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        db = {"db_url": args.db} if args.db else {}
        with running(Path(folder), **UNLIMITED, **db) as server:
            made = server.create("deal", [None, None], name="Ann")
            bob = server.join(made["code"], "Bob")
            writer = server.player(made["code"], made["token"])
            reader = server.player(made["code"], bob["token"])
            times = []
            for i in range(args.lines):
                start = time.perf_counter()
                writer.send({"type": "chat", "text": f"line {i}"})
                reader.wait(lambda m: m["type"] == "chat" and not m["reset"])
                times.append((time.perf_counter() - start) * 1000)
            times.sort()
            p99 = times[min(len(times) - 1, round(len(times) * 0.99))]
            where = (args.db or "sqlite").split(":")[0]
            print(f"{where}: median {statistics.median(times):.2f} ms, p99 {p99:.2f} ms")
            writer.close()
            reader.close()


if __name__ == "__main__":
    main()
