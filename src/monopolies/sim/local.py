"""Games on this machine: in this process for one worker, else a pool of processes.

Batches come back as they finish (not in order); the driver sorts. Workers ignore Ctrl-C
so that only this process handles it: it cancels the batches not yet started, and the
pool closes once the batches in progress end, so nothing is left running.
"""

from __future__ import annotations

import os
import signal
from collections.abc import Generator
from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor, wait

from monopolies.sim.plan import Job, Json
from monopolies.sim.run import run_batch


def default_workers() -> int:
    """Every core this process may use."""
    return len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count() or 1


def _ignore_interrupts() -> None:
    signal.signal(signal.SIGINT, signal.SIG_IGN)


def run_local(job: Job, work: list[list[int]], workers: int) -> Generator[list[Json], None, None]:
    """Yield each batch's records as soon as it is done."""
    data = job.to_json()
    if workers <= 1:
        for indices in work:
            yield run_batch(data, indices)
        return
    with ProcessPoolExecutor(max_workers=workers, initializer=_ignore_interrupts) as pool:
        pending: set[Future[list[Json]]] = set()
        try:
            pending = {pool.submit(run_batch, data, indices) for indices in work}
            while pending:
                done, pending = wait(pending, return_when=FIRST_COMPLETED)
                for future in done:
                    yield future.result()
        finally:
            for future in pending:
                future.cancel()
