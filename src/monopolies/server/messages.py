"""What a client may send over its WebSocket, decoded into types or refused with a reason.

Every way a text can be wrong (too long, not JSON, nested past the decoder's depth, a
number too large, a missing or mistyped field, an unknown type) ends as `BadMessage` with
a sentence for the client; nothing here raises anything else, so one bad message never
closes a connection.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

import msgspec


class Hello(msgspec.Struct, tag="hello"):
    """The first message: the seat token (None, or a token for another room, to watch)."""

    token: str | None = None


class Act(msgspec.Struct, tag="act"):
    """A move for the connection's seat. `version` is the seat's version of the state it
    answers: a move made for an earlier state is refused rather than applied to the
    current one."""

    action: dict[str, Any]
    version: str


class Back(msgspec.Struct, tag="back"):
    """The person whose seat a bot is playing is back."""


class Hint(msgspec.Struct, tag="hint"):
    """Ask the expert bot for the seat's three best moves at its state `version` (the
    browser's "Suggest"); answered with a `hint` message, or refused when the room has
    hints off."""

    version: str


class Say(msgspec.Struct, tag="chat"):
    """A line of chat (`chat`); a spectator gives the name to write under, a seat writes
    under its seat's name."""

    text: str
    name: str | None = None


class Mute(msgspec.Struct, tag="mute"):
    """The host mutes (or with `muted` false, unmutes) the chat's author `who`."""

    who: str
    muted: bool = True


class Ping(msgspec.Struct, tag="ping"):
    """Keeps a connection alive through proxies; answered with a pong."""


Message = Act | Back | Hint | Say | Mute | Ping
EXPECTED = (
    'send {"type": "act", "action": {...}, "version": V}, {"type": "hint", "version": V}, '
    '{"type": "chat", "text": T}, {"type": "mute", "who": W}, {"type": "back"} or '
    '{"type": "ping"}'
)

_decode_hello: Callable[[str], Hello] = msgspec.json.Decoder(Hello).decode
_decode_message: Callable[[str], Message] = msgspec.json.Decoder(Message).decode


class BadMessage(Exception):
    """A message the server cannot use; the text says why, for the client."""


T = TypeVar("T")


def check_size(text: str, max_bytes: int) -> None:
    """BadMessage if the text is over `max_bytes` (checked before anything else is)."""
    size = len(text.encode("utf-8", errors="replace"))
    if size > max_bytes:
        raise BadMessage(f"message too large ({size} bytes; at most {max_bytes})")


def _decode(decode: Callable[[str], T], text: str, max_bytes: int, expected: str) -> T:
    check_size(text, max_bytes)
    try:
        return decode(text)
    except msgspec.ValidationError as e:
        if "`$.type`" in str(e) or "field `type`" in str(e):
            raise BadMessage(f"unknown message; {expected}") from None
        raise BadMessage(f"bad message: {e}; {expected}") from None
    except msgspec.DecodeError as e:
        raise BadMessage(f"messages are JSON objects ({e}); {expected}") from None
    except RecursionError:
        raise BadMessage(f"message nested too deeply to read; {expected}") from None


def hello(text: str, max_bytes: int) -> Hello:
    """The first message, or BadMessage."""
    return _decode(_decode_hello, text, max_bytes, 'say {"type": "hello", "token": ...} first')


def message(text: str, max_bytes: int) -> Message:
    """Any later message, or BadMessage."""
    return _decode(_decode_message, text, max_bytes, EXPECTED)
