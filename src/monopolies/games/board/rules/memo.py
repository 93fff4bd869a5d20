"""Remembered results of pure functions, kept on the edition (`Edition.memo`).

Legal-move generation builds the same actions at nearly every decision; remembering each
by every input it is made from turns building and hashing its fields into one lookup.
The key holds every input of a pure function, so an entry can never go stale: `stale`
rebuilds every entry to show it (the memo tests run it after whole games).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any


class Memo:
    """`get(key)` is `build(*key)`, remembered."""

    __slots__ = ("build", "entries")

    def __init__(self, build: Callable[..., Any]) -> None:
        self.build = build
        self.entries: dict[tuple[Any, ...], Any] = {}

    def get(self, key: tuple[Any, ...]) -> Any:
        found = self.entries.get(key)
        if found is None:
            found = self.entries[key] = self.build(*key)
        return found

    def stale(self) -> list[tuple[Any, ...]]:
        """The keys whose entry differs from what `build` makes of them now: none, ever."""
        return [key for key, value in self.entries.items() if self.build(*key) != value]
