"""ASGI middleware every HTTP request passes through: a request budget per address, a body
limit, a check that a JSON body holds only what an answer can carry, and security headers.

They are plain ASGI wrappers rather than `BaseHTTPMiddleware`, because the body limit must
count the bytes that actually arrive (a chunked request has no Content-Length to trust) and
none of them should buffer or re-wrap the responses.
"""

from __future__ import annotations

import json
from typing import Any

from starlette.datastructures import Headers, MutableHeaders
from starlette.responses import JSONResponse
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from monopolies.server.limits import PerAddress
from monopolies.server.refusals import Refused

MAX_BODY = 16 * 1024
"""Bytes an HTTP request body may have; the largest legal request is under 2 KiB."""

CONTENT_SECURITY_POLICY = (
    "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
    "connect-src 'self' ws: wss:; font-src 'self'; media-src 'self' data:; "
    "frame-ancestors 'none'; base-uri 'none'; form-action 'self'"
)
SECURITY_HEADERS = {
    "Content-Security-Policy": CONTENT_SECURITY_POLICY,
    "X-Frame-Options": "DENY",
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "no-referrer",
}


class BodyLimit:
    """Answers 413 once a request body passes `max_bytes`, whether or not it said its length.

    The body is read here (it is small by then) and handed on whole, so the application
    never sees a byte past the limit.
    """

    def __init__(self, app: ASGIApp, max_bytes: int = MAX_BODY) -> None:
        self.app = app
        self.max_bytes = max_bytes

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        length = Headers(scope=scope).get("content-length")
        if length is not None and (not length.isdigit() or int(length) > self.max_bytes):
            await self._refuse(scope, receive, send)
            return
        body = bytearray()
        while True:
            message = await receive()
            if message["type"] != "http.request":
                return  # the client went away before it finished sending
            body += message.get("body", b"")
            if len(body) > self.max_bytes:
                await self._refuse(scope, receive, send)
                return
            if not message.get("more_body", False):
                break
        await self.app(scope, _handing_on(bytes(body), receive), send)

    async def _refuse(self, scope: Scope, receive: Receive, send: Send) -> None:
        detail = f"request body over {self.max_bytes} bytes"
        body = {"detail": detail, "reason": "body_too_large"}
        await JSONResponse(body, status_code=413)(scope, receive, send)


def _handing_on(body: bytes, receive: Receive) -> Receive:
    """A `receive` that gives the body, read already, as one message, then asks `receive`."""
    handed = False

    async def replay() -> Message:
        nonlocal handed
        if handed:
            return await receive()
        handed = True
        return {"type": "http.request", "body": body, "more_body": False}

    return replay


class _NotFinite(ValueError):
    pass


def _finite(number: str) -> float:
    value = float(number)
    if value in (float("inf"), float("-inf")):
        raise _NotFinite(number)
    return value


def _no_constant(name: str) -> Any:
    raise _NotFinite(name)


def json_problem(body: bytes) -> str | None:
    """What in a JSON body no answer could carry, or None (a body that is not JSON at all is
    left to FastAPI, which answers 400).

    Python's JSON reader takes `NaN`, `Infinity` and numbers too large for a float (`1e999`,
    read as infinity), and `"\\ud800"` (half of a surrogate pair, not a character): none of
    them can be written back into JSON or UTF-8, so a refusal quoting one would fail.
    """
    try:
        value = json.loads(body, parse_constant=_no_constant, parse_float=_finite)
    except _NotFinite:
        return "numbers must be finite: NaN, Infinity and 1e999 are not JSON numbers"
    except (ValueError, RecursionError):
        return None
    try:
        json.dumps(value, ensure_ascii=False).encode()
    except UnicodeEncodeError:
        return 'text must be Unicode: a lone surrogate such as "\\ud800" is not'
    except RecursionError:
        return None
    return None


class StrictJson:
    """Answers 422 (reason invalid_body, `detail` in FastAPI's shape for 422s) to a JSON body
    `json_problem` finds fault with, before the application reads it. Sits inside
    `BodyLimit`, so the body is small."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        body = b""
        more = True
        while more:
            message = await receive()
            if message["type"] != "http.request":
                return
            body += message.get("body", b"")
            more = message.get("more_body", False)
        problem = json_problem(body) if body else None
        if problem is not None:
            detail = [{"type": "json_invalid", "loc": ["body"], "msg": problem}]
            response = JSONResponse({"detail": detail, "reason": "invalid_body"}, 422)
            await response(scope, receive, send)
            return
        await self.app(scope, _handing_on(body, receive), send)


class RequestBudget:
    """Answers 429 (reason too_many_requests) to an address past its HTTP request budget,
    before its body is read: a page load is about 20 requests, so the default budget
    (`Settings.requests_per_minute`) never touches a person and stops a flood early."""

    def __init__(self, app: ASGIApp, per_minute: int) -> None:
        self.app = app
        self.budget = PerAddress(per_minute)

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        client = scope.get("client")
        address = client[0] if client else "?"
        if not self.budget.allowed(address):
            refused = Refused(
                "too many requests from your address; slow down",
                429,
                "too_many_requests",
                self.budget.wait(address),
            )
            response = JSONResponse(refused.body(), 429, headers=refused.headers())
            await response(scope, receive, send)
            return
        self.budget.miss(address)
        await self.app(scope, receive, send)


class SecurityHeaders:
    """Adds `SECURITY_HEADERS` to every HTTP response (pages, API, static files, errors; the
    app wraps everything in it, Starlette's last-resort 500 included)."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return

        async def send_with_headers(message: Message) -> None:
            if message["type"] == "http.response.start":
                headers = MutableHeaders(scope=message)
                for name, value in SECURITY_HEADERS.items():
                    headers.setdefault(name, value)
            await send(message)

        await self.app(scope, receive, send_with_headers)
