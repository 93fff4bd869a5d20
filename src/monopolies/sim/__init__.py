"""Many bot games at once: tournaments, balance statistics and reports.

`monopolies simulate` and `monopolies report` are built from these modules, each with one
job: `plan` (the job, seeds, seats), `run` (one game -> one record), `extras` (per-game
measurements per variant), `stats` (aggregation and confidence intervals), `local` and
`ray_backend` (where the games run), `checkpoint` (finished batches on disk), `driver`
(a job from start to finish), `output` (table, JSON, CSV), `report` (charts) and `command`
(the command-line entry points).

>>> from monopolies.sim import Job, run_job, summarize
>>> from monopolies.games import DEFAULT_GAME
>>> job = Job(DEFAULT_GAME, players=2, bots=("greedy", "random"), games=4, seed=7)
>>> summary = summarize(job, run_job(job).records)
>>> summary["games"], [row["bot"] for row in summary["bots"]]
(4, ['greedy', 'random'])
"""

from __future__ import annotations

from monopolies.sim.driver import Outcome, run_job
from monopolies.sim.plan import Job
from monopolies.sim.stats import summarize, wilson

__all__ = ["Job", "Outcome", "run_job", "summarize", "wilson"]
