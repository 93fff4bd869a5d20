"""The Ray backend gives exactly the local results (a private two-CPU Ray, ~15 s)."""

from __future__ import annotations

import os
import shutil
import tempfile
from collections.abc import Iterator

import pytest

from monopolies.sim.driver import run_job
from monopolies.sim.plan import Job

ray = pytest.importorskip("ray")

JOB = Job("card-game", players=3, bots=("greedy", "random", "random"), games=30, seed=11)


@pytest.fixture(scope="module")
def local_ray() -> Iterator[None]:
    # A short private directory: Ray's socket paths must stay under ~107 characters.
    temp = tempfile.mkdtemp(prefix="ray-", dir="/tmp")
    os.environ.setdefault("RAY_AUTH_MODE", "disabled")
    ray.init(num_cpus=2, include_dashboard=False, log_to_driver=False, _temp_dir=temp)
    try:
        yield
    finally:
        ray.shutdown()
        shutil.rmtree(temp, ignore_errors=True)


def test_ray_local_one_and_two_workers_give_identical_records(local_ray: None) -> None:
    on_ray = run_job(JOB, backend="ray", workers=2, batch=4)
    assert on_ray.complete and ray.is_initialized()  # a Ray it did not start stays up
    assert on_ray.records == run_job(JOB, workers=1).records
    assert on_ray.records == run_job(JOB, workers=2, batch=7).records
