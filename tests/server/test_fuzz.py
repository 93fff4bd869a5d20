"""Fuzzing: schemathesis sends every REST endpoint requests generated from the OpenAPI
schema (valid and not), and hypothesis sends the WebSocket messages of every shape. No
answer may be a server error or break the schema; no message may close the connection.

Short by default (MONOPOLIES_FUZZ_EXAMPLES examples per endpoint, 25); set it higher
for a longer hunt.
"""

from __future__ import annotations

import json
import os
import unicodedata
from collections.abc import Iterator
from typing import Any

import pytest
import schemathesis
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from schemathesis.specs.openapi.checks import positive_data_acceptance
from server_helpers import Player, Server, running

from monopolies.server.app import create_app
from monopolies.server.names import INVISIBLE_CATEGORIES
from monopolies.server.settings import Settings

EXAMPLES = int(os.environ.get("MONOPOLIES_FUZZ_EXAMPLES", "25"))
GENEROUS = {
    "misses_per_minute": 10**6,
    "rooms_per_minute": 10**6,
    "requests_per_minute": 10**6,
    "sockets_per_address": 10**4,
    "messages_per_second": 10**6,
    "chat_burst": 10**6,
    "chat_lines": 10**6,
}
FUZZ = settings(
    max_examples=EXAMPLES,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)

schema = schemathesis.openapi.from_dict(create_app(Settings(db_url="sqlite://")).openapi())


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    folder = tmp_path_factory.mktemp("fuzz")
    with running(folder, message_burst=10**6, **GENEROUS) as server:
        yield server


@schema.parametrize()
@FUZZ
def test_every_endpoint_answers_within_its_schema(case: Any, server: Server) -> None:
    # Valid options depend on the game (a cross-field rule no JSON schema states), so a
    # schema-valid body may still get 400: every other check applies.
    response = case.call_and_validate(
        base_url=server.base, excluded_checks=[positive_data_acceptance]
    )
    assert "content-security-policy" in response.headers


JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=20),
    lambda inner: (
        st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4)
    ),
    max_leaves=20,
)
ACTION = st.dictionaries(
    st.sampled_from(["kind", "card", "seat", "target", "to", "as", "x", "_secret"]),
    JSON | st.sampled_from(["end_turn", "roll", "bank", "play"]),
    max_size=5,
)
TEXT = st.text(max_size=260) | st.text(
    st.characters(categories=["Cc", "Cf", "Zl", "Zp", "Zs", "Mn", "Co", "Cn"]), max_size=40
)
MESSAGE = st.one_of(
    st.builds(lambda a, s: {"type": "act", "action": a, "version": s}, ACTION, JSON),
    st.builds(lambda t, n: {"type": "chat", "text": t, "name": n}, TEXT, st.none() | TEXT),
    st.builds(lambda w, m: {"type": "mute", "who": w, "muted": m}, JSON, JSON),
    st.builds(lambda a: {"type": "act", "action": a}, JSON),
    st.fixed_dictionaries(
        {"type": st.sampled_from(["act", "back", "ping", "hello", "chat", "mute", ""])}
    ),
    st.dictionaries(st.text(max_size=8), JSON, max_size=4),
    JSON,
).map(json.dumps)
RAW = st.one_of(
    MESSAGE,
    st.text(max_size=200),
    st.integers(1, 3000).map(lambda depth: '{"type":"act","version":"","action":' + "[" * depth),
    st.integers(1, 2000).map(lambda n: "[" * n + "]" * n),
)


def _seat(server: Server) -> Iterator[Player]:
    made = server.create("deal", [None, "easy"], name="Ann")
    player = server.player(made["code"], made["token"])
    yield player
    player.close()


@pytest.fixture(scope="module")
def seated(server: Server) -> Iterator[Player]:
    yield from _seat(server)


@pytest.fixture(scope="module")
def chatting(server: Server) -> Iterator[Player]:
    """A connection of its own: a refusal of the raw fuzzer's move can arrive after its
    pong, and must not be read as the answer to a chat line."""
    yield from _seat(server)


@FUZZ
@given(text=RAW)
def test_no_websocket_message_closes_the_connection_or_breaks_the_game(
    text: str, seated: Player, server: Server
) -> None:
    before = seated.state["version"]
    seated.ws.send(text)
    seated.send({"type": "ping"})
    answers = []
    while not answers or answers[-1]["type"] != "pong":
        answers.append(seated.receive())
    for answer in answers[:-1]:
        assert answer["type"] in ("error", "state", "chat"), answer
        if answer["type"] == "error":
            reasons = ("bad_message", "illegal", "bad_chat", "bad_name", "name_taken")
            assert answer["error"] and answer["reason"] in reasons, answer
    assert seated.state["version"] == before or any(a["type"] == "state" for a in answers)
    assert server.http.get(f"/api/rooms/{seated.state['room']['code']}").status_code == 200


@FUZZ
@given(text=TEXT)
def test_a_chat_line_is_written_clean_or_refused_with_a_reason(text: str, chatting: Player) -> None:
    """Any text, as names: a line with only visible characters and single spaces, at most
    `Settings.chat_chars` long, or `bad_chat` and nothing written."""
    chatting.send({"type": "chat", "text": text})
    answer = chatting.wait(lambda m: m["type"] in ("chat", "error") and not m.get("reset"))
    if answer["type"] == "error":
        assert answer["reason"] == "bad_chat", answer
        return
    written = answer["lines"][-1]["text"]
    assert written and len(written) <= 200 and written == written.strip()
    assert "  " not in written
    for c in written:
        assert unicodedata.category(c) not in INVISIBLE_CATEGORIES and (c == " " or not c.isspace())
