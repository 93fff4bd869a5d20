"""Games on this machine: in this process for one worker, else a pool of processes.

Batches come back as they finish (not in order); the driver sorts. Workers ignore Ctrl-C
so that only this process handles it; it then cancels the batches not started and ends
its own workers at once rather than waiting for batches in progress (a batch of slow games
can take many seconds), so a stop costs at most the batches in flight. A worker that dies
(killed, out of memory) ends the run with `WorkerLost`; the finished batches are already
in the checkpoint and `--resume` continues.
"""

from __future__ import annotations

import multiprocessing
import os
import signal
from collections.abc import Generator
from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor, wait
from concurrent.futures.process import BrokenProcessPool

from monopolies.engine.errors import MonopoliesError
from monopolies.sim.plan import Job, Json
from monopolies.sim.run import run_batch


class WorkerLost(MonopoliesError):
    """A worker process died mid-batch."""


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
    others = set(multiprocessing.active_children())
    pool = ProcessPoolExecutor(max_workers=workers, initializer=_ignore_interrupts)
    pending: set[Future[list[Json]]] = {pool.submit(run_batch, data, i) for i in work}
    ours = set(multiprocessing.active_children()) - others
    finished = False
    try:
        while pending:
            done, pending = wait(pending, return_when=FIRST_COMPLETED)
            for future in done:
                yield future.result()
        finished = True
    except BrokenProcessPool:
        raise WorkerLost(
            "a worker process died; the games finished so far are in the checkpoint "
            "(--resume continues)"
        ) from None
    finally:
        if not finished:
            for process in ours:
                process.terminate()
        pool.shutdown(wait=finished, cancel_futures=True)
