"""The twin-worlds suite on the wire (issue 29; tests/conformance/twins.py): two rooms on a
real server hold two worlds that differ only in one seat's secret, and every other seat's
and a spectator's WebSocket receives the same messages from both while the same moves are
made in each, until the secret is out. A room's code is its own; everything else must
match, message for message (no step counter, no version or timing that moves for a secret).
"""

from __future__ import annotations

import contextlib
import random
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from server_helpers import Player, Server, running

import monopolies as mp
from conformance.twins import NAMES, Pair, is_out, pairs, positions
from monopolies.server import views

SECRET_GAMES = sorted(v for v, rules in mp.VARIANTS.items() if rules.hidden_information)
QUIET = 0.1
"""Seconds without a message after which a connection has been sent all it will be."""
STEPS = 6


def a_pair(variant: str, seed: int, secret: str | None = None) -> Pair:
    """The first twin pair (of the kind keeping `secret`, if given) of random positions
    that is not out at once."""
    rng = random.Random(seed)
    kinds = tuple(
        kind
        for kind in mp.VARIANTS[variant].information.twins
        if secret is None or kind.secret == secret
    )
    for game in positions(variant, range(seed, seed + 40), rng, every=8):
        for pair in pairs(game, rng, kinds):
            if not is_out(pair, len(pair.world.events)):
                return pair
    raise AssertionError(f"no twin pair found for {variant}")


class Room:
    """A room of people only, its game replaced by one world of the pair, with a socket
    for every seat and one for a spectator."""

    def __init__(self, server: Server, game: mp.Game) -> None:
        seats: list[str | None] = [None] * game.players
        made = server.create(game.variant, seats, name=NAMES[0])
        code = made["code"]
        tokens = [made["token"]]
        tokens += [server.join(code, NAMES[s])["token"] for s in range(1, game.players)]
        live = server.app.state.hub.rooms[code]
        live.room.game = game  # before anyone connects: nobody has been told the old one
        live.texts = {}
        self.code = code
        self.seats = [server.player(code, token) for token in tokens]
        self.spectator = server.player(code, None)

    def observers(self, secret: int) -> list[Player]:
        return [p for s, p in enumerate(self.seats) if s != secret] + [self.spectator]

    def close(self) -> None:
        for p in [*self.seats, self.spectator]:
            p.close()


def drained(player: Player) -> list[Any]:
    """What the connection was sent since last asked, once it goes quiet."""
    start = len(player.messages)
    with contextlib.suppress(TimeoutError):
        while True:
            player.receive(timeout=QUIET)
    return player.messages[start:]


def _same_text(messages: list[Any], code: str) -> list[Any]:
    return [_without(m, code) for m in messages]


def _without(message: Any, code: str) -> Any:
    """The message with the room's own code taken out: it is the one thing rooms differ in."""
    if isinstance(message, dict):
        return {k: _without(v, code) for k, v in message.items() if v != code}
    if isinstance(message, list):
        return [_without(v, code) for v in message]
    return message


def where(a: Any, b: Any, path: str = "") -> str:
    """The first place two messages differ, with both values there."""
    if isinstance(a, dict) and isinstance(b, dict) and a.keys() == b.keys():
        key = next(k for k in a if a[k] != b[k])
        return where(a[key], b[key], f"{path}.{key}")
    if isinstance(a, list) and isinstance(b, list) and len(a) == len(b):
        i = next(i for i, (x, y) in enumerate(zip(a, b, strict=True)) if x != y)
        return where(a[i], b[i], f"{path}[{i}]")
    return f"{path}: {str(a)[:200]} / {str(b)[:200]}"


@contextlib.contextmanager
def two_rooms(server: Server, pair: Pair) -> Iterator[tuple[Room, Room]]:
    a, b = Room(server, pair.world), Room(server, pair.twin)
    try:
        yield a, b
    finally:
        a.close()
        b.close()


def wire_difference(server: Server, pair: Pair, rng: random.Random) -> str | None:
    """The first message an observer of one room gets that its twin in the other does not."""
    start = len(pair.world.events)
    with two_rooms(server, pair) as (a, b):
        for step in range(STEPS + 1):
            for seen_a, seen_b in zip(a.observers(pair.seat), b.observers(pair.seat), strict=True):
                got_a, got_b = (
                    _same_text(drained(seen_a), a.code),
                    _same_text(drained(seen_b), b.code),
                )
                if got_a != got_b:
                    return (
                        f"after {step} moves an observer's messages differ at {where(got_a, got_b)}"
                    )
            if step == STEPS or pair.world.over:
                return None
            shared = [x for x in pair.world.legal_actions() if x in pair.twin.legal_actions()]
            if not shared:
                return None
            action = rng.choice(shared)
            actor = pair.world.to_act
            assert actor is not None
            for room in (a, b):
                mover = room.seats[actor]
                drained(mover)
                version = mover.state["version"]
                mover.send({"type": "act", "action": action.to_json(), "version": version})
                mover.wait(lambda m, v=version: m["type"] == "error" or m.get("version") != v)
                assert mover.messages[-1]["type"] == "state", mover.messages[-1]
            if is_out(pair, start):
                return None
    return None


SECRETS = [
    (variant, kind.secret)
    for variant in SECRET_GAMES
    for kind in mp.VARIANTS[variant].information.twins
]


@pytest.mark.parametrize(("variant", "secret"), SECRETS)
def test_observers_get_the_same_messages_from_twin_worlds(
    variant: str, secret: str, tmp_path: Path
) -> None:
    with running(tmp_path) as server:
        pair = a_pair(variant, 1, secret)
        assert wire_difference(server, pair, random.Random(1)) is None


def test_the_wire_check_catches_a_move_counter(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Leak 5 of issue 29 brought back: the room summary counting moves (a secret cheat is
    a move) must be told apart."""
    summary = views.summary

    def with_steps(live: Any) -> Any:
        game = live.room.game
        return {**summary(live), "step": len(game.history) if game is not None else 0}

    monkeypatch.setattr(views, "summary", with_steps)
    with running(tmp_path) as server:
        pair = a_pair("cheaters", 1, "whether it made a secret cheat")
        assert wire_difference(server, pair, random.Random(1)) is not None
