"""A job from start to finish: what is left to play, on which backend, with checkpoints.

Ctrl-C (KeyboardInterrupt) ends the job early but not badly: the batches finished so far
are kept (and already checkpointed), the backend is shut down, and the outcome says it was
interrupted, so the caller can still report and write what was played.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Generator
from dataclasses import dataclass
from pathlib import Path

from monopolies.engine.errors import BadOptions
from monopolies.sim import checkpoint
from monopolies.sim.local import default_workers, run_local
from monopolies.sim.plan import Job, Json, batch_size, batches
from monopolies.sim.ray_backend import run_ray

Batches = Generator[list[Json], None, None]
Backend = Callable[[Job, list[list[int]], int, str | None], Batches]


def _local(job: Job, work: list[list[int]], workers: int, address: str | None) -> Batches:
    if address is not None:
        raise BadOptions("--address names a Ray cluster; use it with --backend ray")
    return run_local(job, work, workers)


BACKENDS: dict[str, Backend] = {"local": _local, "ray": run_ray}


@dataclass(frozen=True)
class Outcome:
    """The records of the games played (sorted by game index) and how the run went."""

    job: Job
    records: list[Json]
    interrupted: bool
    resumed: int
    seconds: float

    @property
    def complete(self) -> bool:
        return len(self.records) == self.job.games


def run_job(
    job: Job,
    backend: str = "local",
    workers: int | None = None,
    batch: int | None = None,
    address: str | None = None,
    checkpoint_path: Path | None = None,
    resume: bool = False,
    on_batch: Callable[[int], None] | None = None,
    on_resume: Callable[[int], None] | None = None,
) -> Outcome:
    """Play every game of `job` not already in the checkpoint (when resuming).

    For progress bars: `on_resume(n)` is told the games already in the checkpoint before
    any is played, and `on_batch(n)` is called after each finished batch of n games.
    """
    if backend not in BACKENDS:
        raise BadOptions(f"unknown backend {backend!r}; backends: {', '.join(BACKENDS)}")
    if resume and checkpoint_path is None:
        raise BadOptions("--resume needs the checkpoint of the earlier run (--checkpoint or --out)")
    if workers is not None and workers < 1:
        raise BadOptions(f"--workers must be at least 1, not {workers}")
    if batch is not None and batch < 1:
        raise BadOptions(f"--batch must be at least 1, not {batch}")
    records: list[Json] = []
    if resume and checkpoint_path is not None and checkpoint_path.exists():
        records = checkpoint.load(checkpoint_path, job)
    resumed = len(records)
    if on_resume is not None:
        on_resume(resumed)
    finished = {r["index"] for r in records}
    todo = [i for i in range(job.games) if i not in finished]
    workers = workers or default_workers()
    work = batches(todo, batch or batch_size(len(todo), workers))
    stream = BACKENDS[backend](job, work, workers, address)
    writer = checkpoint.Writer(checkpoint_path, job, fresh=not resume) if checkpoint_path else None
    start = time.perf_counter()
    interrupted = False
    try:
        for done in stream:
            records += done
            if writer is not None:
                writer.add(done)
            if on_batch is not None:
                on_batch(len(done))
    except KeyboardInterrupt:
        interrupted = True
    finally:
        stream.close()
        if writer is not None:
            writer.close()
    records.sort(key=lambda r: r["index"])
    return Outcome(job, records, interrupted, resumed, time.perf_counter() - start)
