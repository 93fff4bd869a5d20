"""Games on a Ray cluster: one task per batch, results streamed back as tasks finish.

Ray is imported only when this backend runs, so the simulator works without the
`cluster` extra. Without an address, a private Ray instance with `workers` CPUs is started
for the job and stopped afterwards; with one (`ray://host:10001`, or `auto` for the cluster
this machine belongs to) the job joins that cluster, whose nodes need `monopolies`
installed. If Ray is already initialised (a notebook, a test), that instance is used and
left running. Ray retries a batch whose worker died, so a lost node costs only time.
"""

from __future__ import annotations

import os
from collections.abc import Generator
from typing import Any

from monopolies.engine.errors import BadOptions
from monopolies.sim.plan import Job, Json
from monopolies.sim.run import run_batch

TASK_RETRIES = 3


def _ray() -> Any:
    try:
        import ray
    except ImportError:
        raise BadOptions(
            "--backend ray needs Ray: pip install 'monopolies[cluster]' (or uv sync --extra "
            "cluster)"
        ) from None
    return ray


def run_ray(
    job: Job, work: list[list[int]], workers: int, address: str | None = None
) -> Generator[list[Json], None, None]:
    """Yield each batch's records as soon as its task is done."""
    ray = _ray()
    owner = not ray.is_initialized()
    if owner:
        os.environ.setdefault("RAY_AUTH_MODE", "disabled")
        ray.init(
            address=address,
            num_cpus=None if address else workers,
            include_dashboard=False,
            log_to_driver=False,
            logging_level="ERROR",
        )
    task = ray.remote(max_retries=TASK_RETRIES)(run_batch)
    data = ray.put(job.to_json())
    pending = [task.remote(data, indices) for indices in work]
    try:
        while pending:
            done, pending = ray.wait(pending, num_returns=1)
            for ref in done:
                yield ray.get(ref)
    finally:
        for ref in pending:
            ray.cancel(ref, force=True)
        if owner:
            ray.shutdown()
