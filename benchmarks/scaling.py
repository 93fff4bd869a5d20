"""Games per second for 1 and 2 local worker processes and for Ray, and per-task overhead.

    uv run python benchmarks/scaling.py                       # deal, greedy vs random, 10,000 games
    uv run python benchmarks/scaling.py --variant crooked-cash --players 4 --bots greedy
    uv run python benchmarks/scaling.py --games 2000 --json

Every run plays the same job (same seed), and the script checks that all of them give
identical summaries. Ray is a private instance with as many CPUs as the largest local run;
its start-up is timed apart from the job, after one warm-up batch per worker (Ray starts its
worker processes lazily). The overhead of a task is measured by playing the same small job
in batches of one game and in one batch per worker: the difference divided by the extra
tasks is what each task costs beyond its games.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import sys
import tempfile
import time
from typing import Any

from monopolies.sim.driver import run_job
from monopolies.sim.plan import Job, make_job
from monopolies.sim.stats import summarize


def _timed(job: Job, **kwargs: Any) -> tuple[float, dict[str, Any]]:
    start = time.perf_counter()
    outcome = run_job(job, **kwargs)
    return time.perf_counter() - start, summarize(job, outcome.records)


def _overhead(job: Job, workers: int, probe: int, **kwargs: Any) -> float:
    """Seconds each task costs beyond its games, from `probe` games batched two ways."""
    small = Job(job.variant, job.players, job.bots, probe, job.seed + 1, job.options)
    one_each, _ = _timed(small, workers=workers, batch=1, **kwargs)
    per_worker, _ = _timed(small, workers=workers, batch=-(-probe // workers), **kwargs)
    extra_tasks = probe - workers
    return max(0.0, (one_each - per_worker) * workers / extra_tasks)


def measure(job: Job, workers: int, batch: int | None, probe: int) -> dict[str, Any]:
    rows: dict[str, Any] = {}
    summaries = []
    for n in (1, workers):
        seconds, summary = _timed(job, workers=n, batch=batch)
        summaries.append(summary)
        rows[f"local_{n}"] = {"seconds": round(seconds, 2), "games_per_s": job.games / seconds}
    rows["local_overhead_ms"] = 1000 * _overhead(job, workers, probe)

    import ray

    temp = tempfile.mkdtemp(prefix="ray-", dir="/tmp")
    os.environ.setdefault("RAY_AUTH_MODE", "disabled")
    start = time.perf_counter()
    ray.init(num_cpus=workers, include_dashboard=False, log_to_driver=False, _temp_dir=temp)
    warm = Job(job.variant, job.players, job.bots, workers, job.seed, job.options)
    run_job(warm, backend="ray", workers=workers, batch=1)
    startup = time.perf_counter() - start
    try:
        seconds, summary = _timed(job, backend="ray", workers=workers, batch=batch)
        summaries.append(summary)
        rows["ray"] = {
            "startup_s": round(startup, 2),
            "seconds": round(seconds, 2),
            "games_per_s": job.games / seconds,
            "games_per_s_with_startup": job.games / (seconds + startup),
        }
        rows["ray_overhead_ms"] = 1000 * _overhead(job, workers, probe, backend="ray")
    finally:
        ray.shutdown()
        shutil.rmtree(temp, ignore_errors=True)
    one = rows["local_1"]["games_per_s"]
    rows["speedup_local"] = rows[f"local_{workers}"]["games_per_s"] / one
    rows["ray_vs_local"] = rows["ray"]["games_per_s"] / rows[f"local_{workers}"]["games_per_s"]
    rows["identical_results"] = all(s == summaries[0] for s in summaries)
    return {"job": job.to_json(), "workers": workers, "batch": batch, **rows}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--variant", default="deal")
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--bots", default="greedy,random")
    parser.add_argument("--games", type=int, default=10_000)
    parser.add_argument("--workers", type=int, default=2, help="the parallel runs' workers")
    parser.add_argument("--batch", type=int, default=None, help="default: the simulator's")
    parser.add_argument("--probe", type=int, default=400, help="games for the overhead test")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    job = make_job(
        args.variant, args.players, args.bots.split(","), args.games, args.seed, options={}
    )
    result = measure(job, args.workers, args.batch, args.probe)
    if args.json:
        print(json.dumps(result))
        return 0
    w = args.workers
    print(f"{args.variant}, {args.players} players, {args.bots}, {args.games:,} games")
    print(f"  local, 1 worker      {result['local_1']['games_per_s']:8.1f} games/s")
    print(f"  local, {w} workers     {result[f'local_{w}']['games_per_s']:8.1f} games/s")
    print(f"  ray, {w} CPUs          {result['ray']['games_per_s']:8.1f} games/s", end="")
    print(f"  ({result['ray']['games_per_s_with_startup']:.1f} counting start-up)")
    print(f"  ray start-up         {result['ray']['startup_s']:8.1f} s")
    print(f"  speed-up, {w} workers {result['speedup_local']:8.2f}x")
    print(f"  ray / local          {result['ray_vs_local']:8.2f}")
    print(f"  overhead per task    {result['local_overhead_ms']:.2f} ms local, ", end="")
    print(f"{result['ray_overhead_ms']:.2f} ms ray")
    print(f"  identical results    {result['identical_results']}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
