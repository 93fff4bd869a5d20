"""The WebSocket a browser plays through: `/ws/{code}`.

The first message is `{"type": "hello", "token": T}` (T null to watch); after that the
client sends `act`, `back` and `ping` messages (`messages`, docs/server.md) and receives
`state` and `error` messages. A bad message gets an error and the connection stays open.
A room that cannot be had (no such code, too many unknown codes, expired, server full)
gets one error carrying the HTTP status, reason and retry_after of `refusals.Refused`,
then the socket closes with code 4000 + status. So does a page from another site
(`origins`, 4403), an address with too many sockets open (4429) and a socket that has not
said hello within `Settings.hello_seconds` of its accept (4408).

Every message, the hello and those before it included, spends from the connection's
budget (`Connections.admit`); a client whose queue fills because it does not read is
dropped (`Client.drop`), and its socket closed without waiting for it to read.
"""

from __future__ import annotations

import asyncio
import contextlib

from fastapi import APIRouter, WebSocket

from monopolies.server import messages
from monopolies.server.api import find_room
from monopolies.server.hub import Hub
from monopolies.server.limits import OpenSockets
from monopolies.server.live import Client, Live
from monopolies.server.origins import Origins
from monopolies.server.refusals import Refused

router = APIRouter()

SOCKETS_RETRY_SECONDS = 5.0
"""What an address at its socket cap is told to wait: a slot frees the moment one closes."""
CLOSE_SECONDS = 1.0
"""How long the last messages and the close frame may take to go before the socket is left
to uvicorn (`protocols.DroppingWebSocket` then drops it)."""


async def _receive(ws: WebSocket) -> str | None:
    """The next text message; None when the client has gone."""
    while True:
        message = await ws.receive()
        if message["type"] == "websocket.disconnect":
            return None
        text = message.get("text")
        if text is not None:
            return str(text)
        data = message.get("bytes")
        if data is not None:
            return bytes(data).decode("utf-8", errors="replace")


async def _next_text(ws: WebSocket, client: Client, deadline: float) -> str | None:
    """The next text message before the hello; None when the client has gone or was closed
    meanwhile (a flood), TimeoutError once the loop's clock passes `deadline`."""
    if client.stopped.is_set():
        return None
    receiving = asyncio.ensure_future(_receive(ws))
    stopped = asyncio.ensure_future(client.stopped.wait())
    timeout = max(0.0, deadline - asyncio.get_running_loop().time())
    try:
        await asyncio.wait({receiving, stopped}, timeout=timeout, return_when="FIRST_COMPLETED")
    finally:
        stopped.cancel()
        if not receiving.done():
            receiving.cancel()
    if receiving.done() and not receiving.cancelled():
        return receiving.result()
    if client.stopped.is_set():
        return None
    raise TimeoutError


class _Talk:
    """After the hello: each message goes to the room as it comes, read and handled in one
    task (no hop between them, so a move sent just before a close is handled before the
    close is read). A client closed from elsewhere (its queue full) stops the task while it
    waits for a message, never while it handles one."""

    def __init__(self, hub: Hub, ws: WebSocket, live: Live, client: Client) -> None:
        self.hub, self.ws, self.live, self.client = hub, ws, live, client
        self.waiting = False

    async def run(self) -> None:
        """Until the client goes, is closed, or is dropped."""
        talk = asyncio.create_task(self._messages())
        stopped = asyncio.ensure_future(self.client.stopped.wait())
        try:
            await asyncio.wait({talk, stopped}, return_when="FIRST_COMPLETED")
            if not talk.done() and self.waiting:
                talk.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await talk
        finally:
            stopped.cancel()
            talk.cancel()

    async def _messages(self) -> None:
        while not self.client.closed:
            self.waiting = True
            text = await _receive(self.ws)
            self.waiting = False
            if text is None:
                return
            await self.hub.connections.handle(self.live, self.client, text)


async def _refuse(ws: WebSocket, refused: Refused) -> None:
    body = {"type": "error", "error": refused.message, "status": refused.status}
    body |= {k: v for k, v in refused.body().items() if k != "detail"}
    await ws.send_json(body)
    await ws.close(code=4000 + refused.status)


async def _connect(hub: Hub, ws: WebSocket, live: Live, client: Client, token: str | None) -> Live:
    """Join the room; if it was unloaded meanwhile, join it again as loaded (once more)."""
    try:
        await hub.connections.connect(live, client, token)
        return live
    except Refused as refused:
        if refused.reason != "try_again":
            raise
    address = ws.client.host if ws.client else "?"
    live = await find_room(hub, ws.app.state.misses, address, live.room.code)
    await hub.connections.connect(live, client, token)
    return live


async def _hello(hub: Hub, ws: WebSocket, live: Live, client: Client) -> Live | None:
    """Wait for a good hello and join the room with it; None if the client went first.
    The deadline counts from the accept, whatever else the client sends meanwhile."""
    deadline = asyncio.get_running_loop().time() + hub.settings.hello_seconds
    while True:
        try:
            text = await _next_text(ws, client, deadline)
        except TimeoutError:
            wait = f"no hello within {hub.settings.hello_seconds:g} s of connecting"
            raise Refused(wait, 408, "hello_timeout") from None
        if text is None:
            return None
        if not hub.connections.admit(client, text):
            continue
        try:
            hello = messages.hello(text, hub.settings.max_message_bytes)
        except messages.BadMessage as e:
            client.post({"type": "error", "error": str(e), "reason": "bad_message"})
            continue
        return await _connect(hub, ws, live, client, hello.token)


@router.websocket("/ws/{code}")
async def play(ws: WebSocket, code: str) -> None:
    hub: Hub = ws.app.state.hub
    origins: Origins = ws.app.state.origins
    sockets: OpenSockets = ws.app.state.sockets
    address = ws.client.host if ws.client else "?"
    await ws.accept()
    origin = ws.headers.get("origin")
    if not origins.allows(origin, ws.headers.get("host")):
        message = f"pages from {origin} may not play on this server"
        await _refuse(ws, Refused(message, 403, "wrong_origin"))
        return
    if not sockets.opening(address):
        message = (
            "too many new connections from your address "
            f"(at most {sockets.opened.per_minute} a minute)"
        )
        await _refuse(
            ws, Refused(message, 429, "too_many_connections", sockets.opened.wait(address))
        )
        return
    if sockets.full():
        message = f"the server holds all the connections it can ({sockets.in_all})"
        await _refuse(ws, Refused(message, 503, "server_full", SOCKETS_RETRY_SECONDS))
        return
    if not sockets.take(address):
        message = f"too many connections from your address (at most {sockets.per_address})"
        await _refuse(ws, Refused(message, 429, "too_many_sockets", SOCKETS_RETRY_SECONDS))
        return
    try:
        await _play(hub, ws, address, code)
    finally:
        sockets.give_back(address)


async def _play(hub: Hub, ws: WebSocket, address: str, code: str) -> None:
    try:
        live = await find_room(hub, ws.app.state.misses, address, code)
    except Refused as refused:
        await _refuse(ws, refused)
        return
    client = Client(
        send=ws.send_text,
        hang_up=ws.close,
        bucket=hub.connections.new_bucket(),
        address=address,
    )
    pump = asyncio.create_task(client.pump())
    joined: Live | None = None
    try:
        joined = await _hello(hub, ws, live, client)
        if joined is not None:
            await _Talk(hub, ws, joined, client).run()
    except Refused as refused:
        client.close()
        with contextlib.suppress(Exception):
            await asyncio.wait_for(_refuse(ws, refused), CLOSE_SECONDS)
    finally:
        if joined is not None:
            await hub.connections.disconnect(joined, client)
        else:
            client.close()
        with contextlib.suppress(Exception):
            await asyncio.wait_for(pump, CLOSE_SECONDS)
        with contextlib.suppress(Exception):
            await asyncio.wait_for(ws.close(), CLOSE_SECONDS)
