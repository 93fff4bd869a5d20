"""One game of a job from start to end, as a small JSON-ready record.

Bots are built here, inside whichever process runs the game, from their spec strings:
nothing but the job and game indices crosses a process boundary.
"""

from __future__ import annotations

from typing import Any

import monopolies
from monopolies.bots import make_bot, play_out
from monopolies.sim.extras import measure
from monopolies.sim.plan import Job, Json, bot_seed, game_seed, seating


def first_mover(events: list[Json]) -> int | None:
    """The seat that took the first turn: every game announces turns with a `turn` event."""
    return next((e["seat"] for e in events if e.get("type") == "turn"), None)


def play_game(job: Job, index: int) -> Json:
    """Play game `index` of `job` and describe how it went."""
    seed = game_seed(job, index)
    seats = seating(job, index)
    game = monopolies.new_game(job.variant, players=job.players, seed=seed, options=job.options)
    bots = {s: make_bot(spec, job.variant, bot_seed(job, index, s)) for s, spec in enumerate(seats)}
    result = play_out(game, bots)
    return {
        "index": index,
        "seed": seed,
        "seats": list(seats),
        "first": first_mover(game.public_events()),
        "winners": list(result["winners"]),
        "scores": list(result["scores"]),
        "reason": result["reason"],
        "turns": game.observe(0)["turn"],
        "decisions": len(game.history),
        "extras": measure(game),
    }


def run_batch(job_data: dict[str, Any], indices: list[int]) -> list[Json]:
    """Records of the games `indices` (the unit of work a backend sends to a worker)."""
    job = Job.from_json(job_data)
    return [play_game(job, i) for i in indices]
