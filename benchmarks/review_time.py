"""How long the browser's "Review my game" takes, end to end, on a real `monopolies serve`.

Not a test: run it by hand and record the numbers in benchmarks/README.md.

    uv run --extra dev python benchmarks/review_time.py                  # Deal and Crooked Cash
    uv run --extra dev python benchmarks/review_time.py --game deal --workers 1

For each game a person's seat (a client choosing uniformly among its legal moves) plays a
whole game against a medium bot at no bot pace; then the person asks for the review and
polls as the browser does, every half second, until it is done. Issue 31's bars, on this
2-core machine: Deal within 30 s, Crooked Cash within 60 s.
"""

from __future__ import annotations

import argparse
import json
import random
import tempfile
import time
from pathlib import Path

import httpx
from websockets.sync.client import connect

import serving

PACE = 0.06
"""Seconds before each move: the server takes 20 messages a second from a connection."""
OPTIONS = {"deal": {}, "crooked-cash": {"max_rounds": 30}, "cheaters": {"max_rounds": 30}}


def play(port: int, game: str, seed: int) -> tuple[str, str, int]:
    """A person's game against a medium bot, to its end: the room, the token, its moves."""
    base = f"http://127.0.0.1:{port}"
    body = {"game": game, "seats": [None, "medium"], "name": "Ann", "options": OPTIONS[game]}
    made = httpx.post(f"{base}/api/rooms", json=body, timeout=30).json()
    rng = random.Random(seed)
    moves = 0
    with connect(f"ws://127.0.0.1:{port}/ws/{made['code']}", max_size=2**23) as ws:
        ws.send(json.dumps({"type": "hello", "token": made["token"]}))
        while True:
            message = json.loads(ws.recv())
            if message["type"] != "state":
                continue
            view = message["view"]
            if message["room"]["status"] == "over":
                return made["code"], made["token"], moves
            if view and view["legal"] and view["to_act"] == message["you"]:
                time.sleep(PACE)
                act = {"type": "act", "action": rng.choice(view["legal"])}
                ws.send(json.dumps(act | {"version": message["version"]}))
                moves += 1


def review(port: int, code: str, token: str) -> tuple[float, int]:
    """Seconds from the first ask to the review, and how many decisions it judged."""
    url = f"http://127.0.0.1:{port}/api/rooms/{code}/review"
    start = time.monotonic()
    while True:
        r = httpx.post(url, json={"token": token}, timeout=30)
        if r.status_code == 200:
            return time.monotonic() - start, len(r.json()["review"]["decisions"])
        assert r.status_code == 202, r.text
        time.sleep(0.5)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", action="append", help="deal, crooked-cash, cheaters")
    parser.add_argument("--workers", type=int, default=0, help="serve --workers")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    games = args.game or ["deal", "crooked-cash"]
    port = serving.free_port()
    with tempfile.TemporaryDirectory() as folder:
        db = f"sqlite:///{Path(folder) / 'rooms.db'}"
        server = serving.start(port, db, "--bot-delay", "0", "--workers", str(args.workers))
        try:
            for game in games:
                code, token, moves = play(port, game, args.seed)
                seconds, judged = review(port, code, token)
                print(
                    f"{game:<13} {moves:4} moves by the person, {judged:3} decisions judged: "
                    f"review in {seconds:.1f} s",
                    flush=True,
                )
        finally:
            server.terminate()
            server.wait(30)


if __name__ == "__main__":
    main()
