"""The WebSocket a browser plays through: `/ws/{code}`.

The first message is `{"type": "hello", "token": T}` (T null to watch); after that the
client sends `act`, `back` and `ping` messages (see docs/server.md) and receives `state`
and `error` messages. A bad message gets an error and the connection stays open.
"""

from __future__ import annotations

import asyncio
import contextlib

import msgspec
from fastapi import APIRouter, HTTPException, WebSocket

from monopolies.server.api import find_room
from monopolies.server.hub import Client, Hub

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


def _hello_token(text: str) -> tuple[bool, object]:
    try:
        hello = msgspec.json.decode(text)
    except msgspec.DecodeError:
        return False, None
    if not isinstance(hello, dict) or hello.get("type") != "hello":
        return False, None
    return True, hello.get("token")


@router.websocket("/ws/{code}")
async def play(ws: WebSocket, code: str) -> None:
    hub: Hub = ws.app.state.hub
    await ws.accept()
    address = ws.client.host if ws.client else "?"
    try:
        live = await find_room(hub, ws.app.state.misses, address, code)
    except HTTPException as e:
        await ws.send_json({"type": "error", "error": e.detail, "status": e.status_code})
        await ws.close(code=4000 + e.status_code)
        return
    client = Client(send=ws.send_text, bucket=hub.new_bucket())
    pump = asyncio.create_task(client.pump())
    joined = False
    try:
        while not joined:
            text = await asyncio.wait_for(_receive(ws), HELLO_SECONDS)
            if text is None:
                return
            ok, token = _hello_token(text)
            if ok:
                await hub.connect(live, client, token)
                joined = True
            else:
                client.post({"type": "error", "error": 'say {"type": "hello", "token": ...} first'})
        while not client.closed:
            text = await _receive(ws)
            if text is None:
                break
            await hub.handle(live, client, text)
    except TimeoutError:
        pass
    finally:
        if joined:
            await hub.disconnect(live, client)
        else:
            client.outbox.put_nowait(None)
        with contextlib.suppress(Exception):
            await asyncio.wait_for(pump, 1.0)
        if client.closed:
            with contextlib.suppress(Exception):
                await ws.close()
