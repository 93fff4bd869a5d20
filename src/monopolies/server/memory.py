"""Giving memory back to the operating system after clients that did not read are dropped.

Their queues are freed at once (`Client.drop`), but glibc's malloc keeps freed memory for
reuse rather than returning it: after 100 watchers that never read were dropped, the
server stayed at 264 MB (it started at 88 MB) until `malloc_trim` gave it back (92 MB, in
13 ms). So a drop asks for one trim a few seconds later, which covers a whole crowd of
drops at once; where there is no glibc, nothing happens.
"""

from __future__ import annotations

import asyncio
import ctypes
import ctypes.util
from collections.abc import Callable

TRIM_AFTER_SECONDS = 5.0


def _malloc_trim() -> Callable[[int], int] | None:
    name = ctypes.util.find_library("c")
    if name is None:
        return None
    try:
        trim: Callable[[int], int] = ctypes.CDLL(name).malloc_trim
    except (OSError, AttributeError):
        return None
    return trim


_trim = _malloc_trim()
_waiting: set[asyncio.AbstractEventLoop] = set()
"""The event loops with a trim to come (one a server; tests run several in one process)."""


def trim_soon() -> None:
    """Return freed memory to the system in `TRIM_AFTER_SECONDS` (once for many calls)."""
    loop = asyncio.get_running_loop()
    if _trim is None or loop in _waiting:
        return
    _waiting.add(loop)
    loop.call_later(TRIM_AFTER_SECONDS, _trim_now, loop)


def _trim_now(loop: asyncio.AbstractEventLoop) -> None:
    _waiting.discard(loop)
    if _trim is not None:
        _trim(0)
