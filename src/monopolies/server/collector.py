"""The serving process's garbage collection: rare passes over young objects, and a full pass
on a clock instead of whenever the collector's counters say.

A full pass scans every object the process tracks and stops every room while it runs. At
450 rooms (900 sockets, their tasks, coroutines and buffers) that is about 250,000 objects
and 170 ms. With Python's default thresholds such passes came every few seconds under load
(`benchmarks/server_load.py --processes 1 --rooms 450`: five in 25 s, p99 after the start
153-162 ms); with `THRESHOLDS` none came in 30 s and p99 was 41-104 ms in three runs.
Objects that die young (a move's messages, a hello's state) are freed by reference counts
whatever the thresholds; only garbage in cycles waits, for at most `FULL_EVERY` seconds.
"""

from __future__ import annotations

import asyncio
import gc

THRESHOLDS = (50_000, 20, 100)
"""Young objects allocated before a pass over the youngest generation (Python's default:
700), and passes of each generation before one over the next (Python's: 10 and 10)."""

FULL_EVERY = 300.0
"""Seconds between full passes: a pause of a fraction of a second every five minutes, and
a bound on how long garbage in cycles (a room unloaded, a socket torn down) is kept."""


def settle() -> None:
    """Before serving: what is loaded by now lives as long as the process, so it is frozen
    out of every pass, and the thresholds are raised."""
    gc.collect()
    gc.freeze()
    gc.set_threshold(*THRESHOLDS)


async def collect_forever() -> None:
    while True:
        await asyncio.sleep(FULL_EVERY)
        gc.collect()
