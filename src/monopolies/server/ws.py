"""The WebSocket a browser plays through: `/ws/{code}`.

The first message is `{"type": "hello", "token": T}` (T null to watch); after that the
client sends `act`, `back` and `ping` messages (`messages`, docs/server.md) and receives
`state` and `error` messages. A bad message gets an error and the connection stays open.
A room that cannot be had (no such code, too many unknown codes, expired, server full)
gets one error carrying the HTTP status, reason and retry_after of `refusals.Refused`,
then the socket closes with code 4000 + status.
"""

from __future__ import annotations

import asyncio
import contextlib

from fastapi import APIRouter, WebSocket

from monopolies.server import messages
from monopolies.server.api import find_room
from monopolies.server.hub import Hub
from monopolies.server.live import Client, Live
from monopolies.server.refusals import Refused

router = APIRouter()

HELLO_SECONDS = 10.0


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


@router.websocket("/ws/{code}")
async def play(ws: WebSocket, code: str) -> None:
    hub: Hub = ws.app.state.hub
    await ws.accept()
    address = ws.client.host if ws.client else "?"
    try:
        live = await find_room(hub, ws.app.state.misses, address, code)
    except Refused as refused:
        await _refuse(ws, refused)
        return
    client = Client(send=ws.send_text, hang_up=ws.close, bucket=hub.connections.new_bucket())
    pump = asyncio.create_task(client.pump())
    joined = False
    try:
        while not joined:
            text = await asyncio.wait_for(_receive(ws), HELLO_SECONDS)
            if text is None:
                return
            try:
                hello = messages.hello(text, hub.settings.max_message_bytes)
            except messages.BadMessage as e:
                client.post({"type": "error", "error": str(e), "reason": "bad_message"})
                continue
            live = await _connect(hub, ws, live, client, hello.token)
            joined = True
        while not client.closed:
            text = await _receive(ws)
            if text is None:
                break
            await hub.connections.handle(live, client, text)
    except TimeoutError:
        pass
    except Refused as refused:
        client.close()
        await _refuse(ws, refused)
    finally:
        if joined:
            await hub.connections.disconnect(live, client)
        else:
            client.close()
        with contextlib.suppress(Exception):
            await asyncio.wait_for(pump, 1.0)
        if client.closed:
            with contextlib.suppress(Exception):
                await ws.close()
