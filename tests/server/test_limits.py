"""Hostile HTTP input: bodies over the limit however they are sent, security headers on
every response, names that cannot hide or reorder text, and rate limits a client can tell
apart from "no such room" (docs/server.md, "Limits")."""

from __future__ import annotations

import json
import re
import socket
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from server_helpers import Server, running
from websockets.sync.client import connect

from monopolies.server.guards import CONTENT_SECURITY_POLICY, MAX_BODY
from monopolies.server.names import clean_name

JSON_TYPE = {"content-type": "application/json"}


def _raw_request(server: Server, head: str, chunks: Iterator[bytes]) -> str:
    """Send a request by hand (httpx would refuse or fix up what these tests need)."""
    with socket.create_connection(("127.0.0.1", server.port), timeout=10) as s:
        s.sendall(head.encode())
        try:
            for chunk in chunks:
                s.sendall(chunk)
        except (BrokenPipeError, ConnectionResetError):
            pass  # the server answered and closed before reading everything: fine
        s.settimeout(10)
        answer = b""
        while b"\r\n\r\n" not in answer or not answer.rstrip().endswith(b"}"):
            data = s.recv(65536)
            if not data:
                break
            answer += data
        return answer.decode(errors="replace")


def _chunked(body: bytes, size: int = 8192) -> Iterator[bytes]:
    for i in range(0, len(body), size):
        part = body[i : i + size]
        yield f"{len(part):x}\r\n".encode() + part + b"\r\n"
    yield b"0\r\n\r\n"


def test_a_chunked_body_over_the_limit_is_refused_before_the_app_sees_it(tmp_path: Path) -> None:
    with running(tmp_path) as server:
        room = {"game": "deal", "seats": ["easy", "easy"], "options": {}, "name": "x" * 2_000_000}
        head = (
            "POST /api/rooms HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
            "Transfer-Encoding: chunked\r\n\r\n"
        )
        answer = _raw_request(server, head, _chunked(json.dumps(room).encode()))
        assert answer.startswith("HTTP/1.1 413") and f"over {MAX_BODY} bytes" in answer
        assert "content-security-policy" in answer.lower()
        small = json.dumps({"game": "deal", "seats": ["easy", "easy"]}).encode()
        assert _raw_request(server, head, _chunked(small, 7)).startswith("HTTP/1.1 201")
        r = server.http.post("/api/rooms", content=b"{" * 20_000, headers=JSON_TYPE)
        assert r.status_code == 413 and r.json()["detail"] == f"request body over {MAX_BODY} bytes"
        deep = b"[" * 5000 + b"]" * 5000
        r = server.http.post("/api/rooms", content=deep, headers=JSON_TYPE)
        assert r.status_code in (400, 422) and "detail" in r.json()


def test_every_response_carries_the_security_headers(tmp_path: Path) -> None:
    with running(tmp_path) as server:
        made = server.create("deal", ["easy", "easy"])
        answers = [
            server.http.get("/"),
            server.http.get(f"/r/{made['code']}"),
            server.http.get("/static/app.js"),
            server.http.get("/static/no-such-file.js"),
            server.http.get("/api/games"),
            server.http.get("/api/openapi.json"),
            server.http.get(f"/api/rooms/{made['code']}"),
            server.http.get("/api/rooms/ZZZZZZZZ"),
            server.http.post("/api/rooms", json={"game": "deal"}),
        ]
    assert {r.status_code for r in answers} >= {200, 404, 422}
    for r in answers:
        assert r.headers["content-security-policy"] == CONTENT_SECURITY_POLICY, r.url
        assert "frame-ancestors 'none'" in r.headers["content-security-policy"]
        assert r.headers["x-frame-options"] == "DENY"
        assert r.headers["x-content-type-options"] == "nosniff"
        assert r.headers["referrer-policy"] == "no-referrer"


@pytest.mark.parametrize(
    ("given", "shown"),
    [
        ("Ann", "Ann"),
        ("  Ann   Lee  ", "Ann Lee"),
        ("A\u202enn\u202c", "Ann"),  # right-to-left override
        ("\u2067Bob\u2069", "Bob"),  # isolates
        ("B\u200bo\u200db\ufeff", "Bob"),  # zero-width space, joiner, BOM
        ("Eve\x00\x07\x1b[31m", "Eve[31m"),  # NUL, bell, escape
        ("Cy\nRoot\u2028", "Cy Root"),
        ("Zoe\u00ad", "Zoe"),  # soft hyphen
        ("Jose\u0301", "José"),  # combining accent, normalised
        ("李小龍", "李小龍"),
    ],
)
def test_names_keep_only_visible_characters(given: str, shown: str) -> None:
    assert clean_name(given) == shown


def test_a_name_with_nothing_visible_is_refused(tmp_path: Path) -> None:
    for bad in ("\u202e\u200b", "   ", "\x00", "x" * 25):
        with pytest.raises(ValueError, match="name"):
            clean_name(bad)
    with running(tmp_path) as server:
        made = server.create("deal", [None, None], name="\u202eAnn\u200b")
        assert made["room"]["seats"][0]["name"] == "Ann"
        r = server.http.post(f"/api/rooms/{made['code']}/join", json={"name": "\u200b\u2066"})
        assert r.status_code == 422 and "visible" in r.text
        joined = server.join(made["code"], "\x00Bob\x1b")
        assert joined["seat"] == 1
        seats = server.http.get(f"/api/rooms/{made['code']}").json()["seats"]
        assert [s["name"] for s in seats] == ["Ann", "Bob"]


def test_slow_down_is_told_apart_from_no_such_room(tmp_path: Path) -> None:
    with running(tmp_path, misses_per_minute=3, rooms_per_minute=2) as server:
        made = server.create("deal", [None, "easy"], name="Ann")
        missing = server.http.get("/api/rooms/AAAAAAAA")
        assert missing.status_code == 404 and missing.json()["reason"] == "no_such_room"
        assert "retry-after" not in missing.headers
        for _ in range(2):
            server.http.get("/api/rooms/AAAAAAAA")
        flooded = server.http.get("/api/rooms/AAAAAAAA")
        assert flooded.status_code == 429
        assert flooded.json()["reason"] == "too_many_unknown_codes"
        assert "slow down" in flooded.json()["detail"]
        assert 1 <= int(flooded.headers["retry-after"]) <= 60
        assert flooded.json()["retry_after"] == int(flooded.headers["retry-after"])
        # While the budget refills, every lookup is refused alike: otherwise the answers
        # would still tell which codes exist.
        assert server.http.get(f"/api/rooms/{made['code']}").json()["reason"] == (
            "too_many_unknown_codes"
        )
        url = server.base.replace("http", "ws") + f"/ws/{made['code']}"
        with connect(url) as ws:
            refusal = json.loads(ws.recv(timeout=10))
            assert refusal["status"] == 429 and refusal["reason"] == "too_many_unknown_codes"
            assert refusal["retry_after"] >= 1
        assert ws.close_code == 4429
        server.create("deal", ["easy", "easy"])
        many = server.http.post("/api/rooms", json={"game": "deal", "seats": ["easy", "easy"]})
        assert many.status_code == 429 and many.json()["reason"] == "too_many_rooms"
        assert int(many.headers["retry-after"]) >= 1


def test_a_flooding_connection_is_told_how_long_to_wait(tmp_path: Path) -> None:
    with running(tmp_path, messages_per_second=2, message_burst=2) as server:
        made = server.create("deal", [None, "easy"], name="Ann")
        ann = server.player(made["code"], made["token"])
        for _ in range(4):
            ann.send({"type": "ping"})
        refusal = ann.wait(lambda m: m["type"] == "error")
        assert refusal["reason"] == "slow_down" and 0 < refusal["retry_after"] <= 0.5
        time.sleep(refusal["retry_after"] + 0.6)
        ann.send({"type": "ping"})
        ann.wait(lambda m: m["type"] == "pong")
        ann.close()


def test_the_client_page_needs_nothing_the_policy_forbids() -> None:
    """The CSP allows scripts and styles from files only; the page must not inline any."""
    web = Path(__file__).parents[2] / "src" / "monopolies" / "web"
    page = (web / "index.html").read_text()
    for script in re.findall(r"<script\b[^>]*>", page):
        assert "src=" in script, script
    assert not re.search(r"<style\b|\sstyle=|\son[a-z]+=|javascript:", page)
    code = "\n".join(p.read_text() for p in web.rglob("*.js"))
    assert not re.search(r"\beval\(|new Function\(|setTimeout\(\s*['\"`]", code)


def test_an_address_past_its_request_budget_gets_429_before_its_body_is_read(
    tmp_path: Path,
) -> None:
    with running(tmp_path, requests_per_minute=5) as server:
        statuses = [server.http.get("/api/games").status_code for _ in range(5)]
        assert statuses == [200] * 5
        r = server.http.post("/api/rooms", content=b"[" * 100_000, headers=JSON_TYPE)
        assert r.status_code == 429 and r.json()["reason"] == "too_many_requests"
        assert int(r.headers["retry-after"]) >= 1
        assert r.headers["x-frame-options"] == "DENY"
