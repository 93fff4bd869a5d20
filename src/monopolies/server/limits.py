"""Token buckets: how many messages a connection, or misses an address, may spend; and
how many WebSockets an address may hold open."""

from __future__ import annotations

import time


class Bucket:
    """Refills `rate` tokens a second up to `burst`; `take` spends one if there is one."""

    __slots__ = ("burst", "level", "rate", "stamp")

    def __init__(self, rate: float, burst: float) -> None:
        self.rate = rate
        self.burst = burst
        self.level = burst
        self.stamp = time.monotonic()

    def take(self) -> bool:
        now = time.monotonic()
        self.level = min(self.burst, self.level + (now - self.stamp) * self.rate)
        self.stamp = now
        if self.level < 1:
            return False
        self.level -= 1
        return True

    def wait(self) -> float:
        """Seconds until `take` will succeed again (0 if it would now)."""
        level = min(self.burst, self.level + (time.monotonic() - self.stamp) * self.rate)
        return max(0.0, (1 - level) / self.rate)


class PerAddress:
    """One bucket per client address (requests, lookups of unknown codes, rooms created)."""

    MAX_ADDRESSES = 100_000

    def __init__(self, per_minute: int) -> None:
        self.per_minute = per_minute
        self.buckets: dict[str, Bucket] = {}

    def _bucket(self, address: str) -> Bucket:
        bucket = self.buckets.get(address)
        if bucket is None:
            if len(self.buckets) >= self.MAX_ADDRESSES:
                self.buckets.clear()
            bucket = self.buckets[address] = Bucket(self.per_minute / 60, self.per_minute)
        return bucket

    def allowed(self, address: str) -> bool:
        """Whether this address may still look up codes (without spending a try)."""
        bucket = self._bucket(address)
        now = time.monotonic()
        return min(bucket.burst, bucket.level + (now - bucket.stamp) * bucket.rate) >= 1

    def wait(self, address: str) -> float:
        """Seconds until this address may try again."""
        return self._bucket(address).wait()

    def miss(self, address: str) -> None:
        """Spend one of this address's tries."""
        self._bucket(address).take()


REOPENS_PER_MINUTE = 4
"""How often a minute each of an address's socket slots may be opened anew. Tabs that
reconnect after a drop stay far inside it; a client reconnecting in a loop, each hello
costing a room lookup and a whole state, does not."""


class OpenSockets:
    """How many WebSockets each address, and the process in all, has open, capped: a slot is
    taken when a socket is accepted and given back the moment it closes, so a reconnect
    never waits for a slot. How many an address opens a minute is capped too
    (`REOPENS_PER_MINUTE` a slot). The cap in all holds however many addresses a client
    has, so what the process keeps for sockets is bounded too."""

    def __init__(self, per_address: int, in_all: int) -> None:
        self.per_address = per_address
        self.in_all = in_all
        self.open: dict[str, int] = {}
        self.total = 0
        self.opened = PerAddress(per_address * REOPENS_PER_MINUTE)

    def opening(self, address: str) -> bool:
        """Count a new socket from `address`; False (nothing counted) if it opened too many
        this minute (`opened.wait` says for how long)."""
        if not self.opened.allowed(address):
            return False
        self.opened.miss(address)
        return True

    def full(self) -> bool:
        """Whether the process holds as many sockets as it may."""
        return self.total >= self.in_all

    def take(self, address: str) -> bool:
        """Take a slot for a new socket; False (nothing taken) if the address has none left."""
        count = self.open.get(address, 0)
        if count >= self.per_address:
            return False
        self.open[address] = count + 1
        self.total += 1
        return True

    def give_back(self, address: str) -> None:
        count = self.open.pop(address) - 1
        self.total -= 1
        if count:
            self.open[address] = count
