"""uvicorn's HTTP and WebSocket protocols with the two deadlines they lack.

- `DeadlineHttp`: uvicorn waits for a request's headers and body as long as the client
  takes (its keep-alive timeout only runs between requests), so a client sending a byte a
  second holds a connection for ever. Here a request must have arrived whole within
  `Settings.request_seconds` of the connection (or of its first byte, on a kept-alive
  connection); otherwise it gets 408 `request_timeout` and the connection is closed. Its
  answer to bytes that are not HTTP is JSON with a reason and the security headers, like
  every other answer (`guards`).
- `DroppingWebSocket`: uvicorn closes a finished WebSocket gracefully, which keeps its
  unsent bytes, and the socket, until the peer reads them: a peer that never reads keeps
  both for ever (and the kernel's send buffer, megabytes on loopback). Here the connection
  is reset `LINGER_SECONDS` after the server is done with it, or at once when the peer
  stops answering pings or goes on sending after the close.

`uvicorn_options` gives both to `uvicorn.run` (`monopolies serve`) and the tests' servers.
"""

from __future__ import annotations

import asyncio
import email.utils
import json
import socket
import struct
from http import HTTPStatus
from typing import Any

from uvicorn.protocols.http.httptools_impl import HttpToolsProtocol
from uvicorn.protocols.websockets.websockets_sansio_impl import WebSocketsSansIOProtocol
from websockets.datastructures import Headers
from websockets.http11 import Response

from monopolies.server.guards import SECURITY_HEADERS
from monopolies.server.settings import Settings

LINGER_SECONDS = 5.0
"""How long a socket the server is done with may take to send its last bytes."""
IGNORED_AFTER_CLOSE = 100
"""Messages a peer may send after the server's close (ones already on their way) before it
is dropped."""


def _answer(status: int, phrase: str, detail: str, reason: str) -> bytes:
    """A whole HTTP response written by the protocol, where the application cannot answer."""
    body = json.dumps({"detail": detail, "reason": reason}).encode()
    head = [f"HTTP/1.1 {status} {phrase}", "content-type: application/json"]
    head += [f"{name.lower()}: {value}" for name, value in SECURITY_HEADERS.items()]
    head += [f"content-length: {len(body)}", "connection: close", "", ""]
    return "\r\n".join(head).encode() + body


class DeadlineHttp(HttpToolsProtocol):
    """uvicorn's httptools protocol, with a deadline for each request to arrive."""

    seconds = 10.0
    """`Settings.request_seconds` (set on the subclass `uvicorn_options` makes)."""

    _deadline: asyncio.TimerHandle | None = None

    def connection_made(self, transport: asyncio.Transport) -> None:  # type: ignore[override]
        super().connection_made(transport)
        self._arm()

    def data_received(self, data: bytes) -> None:
        if self._deadline is None and (self.cycle is None or self.cycle.response_complete):
            self._arm()  # the first byte of the next request (or of stray bytes between them)
        super().data_received(data)

    def on_message_begin(self) -> None:
        super().on_message_begin()
        if self._deadline is None:
            self._arm()  # a pipelined request, sent while the one before was answered

    def on_message_complete(self) -> None:
        self._disarm()
        super().on_message_complete()

    def handle_websocket_upgrade(self) -> None:
        self._disarm()
        super().handle_websocket_upgrade()

    def connection_lost(self, exc: Exception | None) -> None:
        self._disarm()
        super().connection_lost(exc)

    def send_400_response(self, msg: str) -> None:
        if not self.transport.is_closing():
            self.transport.write(_answer(400, "Bad Request", msg, "bad_request"))
            self.transport.close()

    def _arm(self) -> None:
        self._deadline = self.loop.call_later(self.seconds, self._expire)

    def _disarm(self) -> None:
        if self._deadline is not None:
            self._deadline.cancel()
            self._deadline = None

    def _expire(self) -> None:
        self._deadline = None
        if self.transport.is_closing():
            return
        answering = self.cycle is not None and self.cycle.response_started
        if not answering or self.cycle.response_complete:
            detail = f"the request did not arrive within {self.seconds:g} s"
            self.transport.write(_answer(408, "Request Timeout", detail, "request_timeout"))
        self.transport.close()


REJECTION_REASONS = {
    400: "bad_request",
    403: "forbidden",
    426: "bad_request",
    500: "internal_error",
}


def _rejection(status: int, text: str) -> Response:
    """A refused WebSocket handshake (no key, a bad version; a failure before the accept) as
    JSON with a reason and the security headers, not websockets' plain text."""
    phrase = HTTPStatus(status).phrase
    detail = text.strip() or phrase
    body = json.dumps({"detail": detail, "reason": REJECTION_REASONS.get(status, "http_error")})
    headers = Headers(
        [
            ("Date", email.utils.formatdate(usegmt=True)),
            ("Connection", "close"),
            ("Content-Length", str(len(body.encode()))),
            ("Content-Type", "application/json"),
            *((name.lower(), value) for name, value in SECURITY_HEADERS.items()),
        ]
    )
    return Response(int(status), phrase, headers, body.encode())


class DroppingWebSocket(WebSocketsSansIOProtocol):
    """uvicorn's WebSocket protocol, dropping what a peer does not read (see the module),
    and a peer that goes on sending after the server closed (a flood it was closed for):
    uvicorn would read and discard its messages until the close times out. A handshake it
    refuses is answered like every other error (`_rejection`)."""

    ignored_after_close = 0
    dropped = False

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.conn.reject = _rejection  # type: ignore[method-assign]

    def send_receive_event_to_app(self) -> None:
        if self.close_sent:
            self.ignored_after_close += 1
            if self.ignored_after_close > IGNORED_AFTER_CLOSE:
                self._drop()
                return
        super().send_receive_event_to_app()

    async def run_asgi(self) -> None:
        await super().run_asgi()
        if not self.disconnected:
            self.loop.call_later(LINGER_SECONDS, self._drop)

    def keepalive_timeout(self) -> None:
        super().keepalive_timeout()
        self._drop()

    def _drop(self) -> None:
        """Reset the connection: both our buffer and the kernel's (lingering 0 seconds makes
        the close a reset, rather than a close that waits to deliver what is queued)."""
        if self.disconnected or self.dropped:
            return
        self.dropped = True
        sock = self.transport.get_extra_info("socket")
        if sock is not None:
            sock.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
        self.transport.abort()


def uvicorn_options(settings: Settings) -> dict[str, Any]:
    """The protocols for `uvicorn.run` or `uvicorn.Config`, with the settings' deadline."""
    http = type("DeadlineHttp", (DeadlineHttp,), {"seconds": settings.request_seconds})
    return {"http": http, "ws": DroppingWebSocket}
