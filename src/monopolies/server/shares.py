"""Fair shares of the workers: heavy work (hints, reviews, replay builds) counted per seat
and per client address, with a cap on all of it, so nothing one client does costs another.

A client past its share is refused at once with 429 and a reason, never queued behind
its own flood: one player with twelve sockets on its seat still has one hint worked out at
a time, and an address full of sockets at most `per_address`.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass

from monopolies.server.refusals import Refused

Seat = tuple[str, int]
"""A room code and a seat in it."""


@dataclass(frozen=True)
class Share:
    """One piece of work under way, until `Shares.release` gives its place back."""

    seat: Seat | None
    address: str


class Shares:
    """The work of one kind under way, and who asked for it."""

    def __init__(self, kind: str, per_seat: int, per_address: int, queued: int, wait: float):
        self.kind = kind
        self.per_seat = per_seat
        self.per_address = per_address
        self.queued = queued
        self.wait = wait
        self.by_seat: Counter[Seat] = Counter()
        self.by_address: Counter[str] = Counter()
        self.under_way = 0

    def take(self, seat: Seat | None, address: str) -> Share:
        """A place for one more piece of work, or Refused (429) saying whose share is full."""
        kind = self.kind
        if seat is not None and self.by_seat[seat] >= self.per_seat:
            self._refuse(f"your seat already has a {kind} being worked out; wait for it", "busy")
        if self.by_address[address] >= self.per_address:
            self._refuse(
                f"your address already has {self.per_address} {kind}s being worked out; "
                "wait for one",
                f"too_many_{kind}s",
            )
        if self.under_way >= self.queued:
            self._refuse(f"the server is busy with other {kind}s; ask again soon", "server_busy")
        if seat is not None:
            self.by_seat[seat] += 1
        self.by_address[address] += 1
        self.under_way += 1
        return Share(seat, address)

    def release(self, share: Share) -> None:
        if share.seat is not None:
            self.by_seat[share.seat] -= 1
            if not self.by_seat[share.seat]:
                del self.by_seat[share.seat]
        self.by_address[share.address] -= 1
        if not self.by_address[share.address]:
            del self.by_address[share.address]
        self.under_way -= 1

    @contextmanager
    def held(self, seat: Seat | None, address: str) -> Iterator[Share]:
        """`take` for the length of a `with` block."""
        share = self.take(seat, address)
        try:
            yield share
        finally:
            self.release(share)

    def _refuse(self, message: str, reason: str) -> None:
        raise Refused(message, 429, reason, self.wait)
