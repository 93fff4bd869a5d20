"""Games on this machine: in this process for one worker, else a pool of processes.

Batches come back as they finish (not in order); the driver sorts. Workers ignore Ctrl-C
so that only this process handles it; it then terminates the pool at once rather than
waiting for batches in progress (a batch of slow games can take many seconds), so a stop
costs at most the batches in flight. `multiprocessing.Pool` rather than
`concurrent.futures`, whose pools cannot be stopped mid-batch before Python 3.14.
"""

from __future__ import annotations

import multiprocessing
import os
import signal
from collections.abc import Generator

from monopolies.sim.plan import Job, Json
from monopolies.sim.run import run_batch


def default_workers() -> int:
    """Every core this process may use."""
    return len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count() or 1


def _ignore_interrupts() -> None:
    signal.signal(signal.SIGINT, signal.SIG_IGN)


def _run(task: tuple[Json, list[int]]) -> list[Json]:
    return run_batch(*task)


def run_local(job: Job, work: list[list[int]], workers: int) -> Generator[list[Json], None, None]:
    """Yield each batch's records as soon as it is done."""
    data = job.to_json()
    if workers <= 1:
        for indices in work:
            yield run_batch(data, indices)
        return
    pool = multiprocessing.Pool(workers, initializer=_ignore_interrupts)
    try:
        yield from pool.imap_unordered(_run, [(data, indices) for indices in work])
        pool.close()
    finally:
        pool.terminate()
        pool.join()
