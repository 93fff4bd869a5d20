"""Every error is an answer: a JSON body with a reason and the security headers, for a bug
(500) as for a body Python reads but JSON cannot write back (NaN, Infinity, 1e999, a lone
surrogate): 422, never a bare 500 (docs/server.md, "Limits")."""

from __future__ import annotations

from pathlib import Path

import httpx
import pytest
from fastapi.exceptions import RequestValidationError
from server_helpers import running

from monopolies.server.guards import SECURITY_HEADERS

JSON_TYPE = {"content-type": "application/json"}
ROOM = '{"game": "deal", "seats": [null, "easy"]'
FINITE = "numbers must be finite"
UNICODE = "text must be Unicode"


def _is_an_answer(r: httpx.Response, status: int, reason: str) -> None:
    assert r.status_code == status, r.text
    assert r.headers["content-type"] == "application/json"
    assert r.json()["reason"] == reason and r.json()["detail"]
    for name, value in SECURITY_HEADERS.items():
        assert r.headers[name] == value, name


@pytest.mark.parametrize(
    ("body", "says"),
    [
        ('{"game": NaN, "seats": []}', FINITE),  # a field that fails validation
        ('{"game": "deal", "seats": [Infinity]}', FINITE),
        ('{"game": "deal", "seats": [-Infinity]}', FINITE),
        ('{"game": 1e999}', FINITE),
        ('{"game": -1e999}', FINITE),
        (ROOM + ', "turn_seconds": NaN}', FINITE),
        (ROOM + ', "options": {"max_turns": 1e999}}', FINITE),  # a field that passes it
        ('{"game": "\\ud800"}', UNICODE),
        (ROOM + ', "name": "A\\udfff"}', UNICODE),
        (ROOM + ', "options": {"\\ud800": 1}}', UNICODE),
    ],
)
def test_what_json_cannot_carry_gets_422_with_a_reason(
    tmp_path: Path, body: str, says: str
) -> None:
    with running(tmp_path) as server:
        r = server.http.post("/api/rooms", content=body.encode(), headers=JSON_TYPE)
        _is_an_answer(r, 422, "invalid_body")
        [problem] = r.json()["detail"]  # in the shape of FastAPI's other 422s
        assert problem["loc"] == ["body"] and problem["msg"].startswith(says)
        emoji = ROOM + ', "name": "Ann \\ud83d\\ude00"}'  # a surrogate pair is a character
        made = server.http.post("/api/rooms", content=emoji.encode(), headers=JSON_TYPE)
        assert made.status_code == 201 and made.json()["room"]["seats"][0]["name"] == "Ann 😀"


def test_a_validation_error_that_quotes_such_values_is_still_an_answer(tmp_path: Path) -> None:
    def quoting() -> None:
        errors = [{"type": "x", "loc": ("body", "\ud800"), "msg": "bad", "input": float("nan")}]
        raise RequestValidationError(errors)

    with running(tmp_path) as server:
        server.app.add_api_route("/api/quoting", quoting)
        r = server.http.get("/api/quoting")
        _is_an_answer(r, 422, "invalid_body")
        assert r.json()["detail"] == [
            {"type": "x", "loc": ["body", "\\ud800"], "msg": "bad", "input": "nan"}
        ]


def test_a_bug_is_answered_500_with_a_reason_and_the_headers(tmp_path: Path) -> None:
    def failing() -> None:
        raise RuntimeError("a bug")

    with running(tmp_path) as server:
        server.app.add_api_route("/api/failing", failing)
        r = server.http.get("/api/failing")
        _is_an_answer(r, 500, "internal_error")
        assert "a bug" not in r.text  # nothing of the server's insides
        assert server.http.get("/api/games").status_code == 200
