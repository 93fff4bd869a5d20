"""Measure the bot ladder: the four levels play each other and OpenSkill rates them.

    uv run --extra server python benchmarks/rating_ladder.py --games 8 --workers 2 [EDITION...]

For every edition, `--games` four-player games seat easy, medium, hard and expert (seats
rotate, so each level sits in each seat equally often over a multiple of four games); the
games are rated in order with Plackett-Luce from fresh ratings, and the result is written
to `src/monopolies/ratings/ladder.json`, which the server reads to place bot seats on the
people's scale (docs/bots.md, "The ladder"). Hard and expert think for up to 0.2 s a move,
so a game takes seconds to tens of seconds: the game counts are small and the intervals
wide, and the file says how many games each rung rests on.

    uv run --extra server python benchmarks/rating_ladder.py --matches benchmarks/matches/*.jsonl

adds `monopolies simulate` matches between the levels' bots (checkpoint files: the
strength matches of docs/bots.md, hundreds of games of a search level against medium each)
to the ladder as it stands: each game is rated in order on top of the ratings in the file,
so a rung rests on every game it played. A match file is added once (the file lists them);
measuring an edition again (the first command) starts its rungs afresh and forgets its
matches, so that once a level's bot has changed, its edition rests on matches of the bot as
it plays.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import time
from pathlib import Path
from typing import Any

import monopolies
from monopolies.bots import DIFFICULTIES
from monopolies.ratings import Rating, fresh, rank_places, rate
from monopolies.sim.driver import run_job
from monopolies.sim.plan import Job

OUT = Path(__file__).resolve().parent.parent / "src/monopolies/ratings/ladder.json"


def ladder(variant: str, games: int, workers: int, seed: int) -> dict[str, dict[str, float]]:
    levels = tuple(DIFFICULTIES)
    job = Job(variant=variant, players=len(levels), bots=levels, games=games, seed=seed)
    outcome = run_job(job, workers=workers, batch=1)
    ratings = {level: fresh() for level in levels}
    for record in outcome.records:
        seated = [levels[(s + record["index"]) % len(levels)] for s in range(len(levels))]
        after = rate([ratings[level] for level in seated], rank_places(record))
        ratings.update(zip(seated, after, strict=True))
    return {level: r.to_json() for level, r in ratings.items()}


LEVEL_OF = {spec: level for level, spec in DIFFICULTIES.items()}
"""A simulate record names its seats by bot spec (`greedy`); the ladder by level (`medium`)."""


ORDERS = 25
"""OpenSkill rates a game at a time, and its last few hundred games still move a number
by a few points (a run of wins at the end of a match lifts it), so match games are rated
in this many shuffled orders and the results averaged."""


def add_matches(data: dict[str, Any], paths: list[Path]) -> None:
    """Rate every game of the simulate checkpoints at `paths` on top of the ladder in
    `data`, edition by edition, averaged over `ORDERS` shuffled orders."""
    records: dict[str, list[dict[str, Any]]] = {}
    for path in paths:
        lines = [json.loads(line) for line in path.read_text().splitlines() if line.strip()]
        variant, bots = lines[0]["job"]["variant"], lines[0]["job"]["bots"]
        if unknown := set(bots) - set(LEVEL_OF):
            raise SystemExit(f"{path}: {sorted(unknown)} is no level's bot ({DIFFICULTIES})")
        if len(set(bots)) < len(bots):
            # Three medium bots are three players, and the ladder has one medium rating:
            # updating it thrice a game drifts the whole scale.
            raise SystemExit(f"{path}: a level at two seats cannot be rated as one player")
        records.setdefault(variant, []).extend(r for batch in lines[1:] for r in batch["records"])
    for variant, games in records.items():
        start = {
            level: Rating(r["mu"], r["sigma"], r["games"])
            for level, r in data["games"][variant].items()
        }
        runs = [
            _rated(start, random.Random(order).sample(games, len(games))) for order in range(ORDERS)
        ]
        data["games"][variant] = {
            level: Rating(
                statistics.fmean(run[level].mu for run in runs),
                statistics.fmean(run[level].sigma for run in runs),
                runs[0][level].games,
            ).to_json()
            for level in start
        }


def _variant_of(path: Path) -> str:
    """The edition a simulate checkpoint played (its first line is the job)."""
    with path.open() as lines:
        variant: str = json.loads(next(lines))["job"]["variant"]
    return variant


def _rated(start: dict[str, Rating], games: list[dict[str, Any]]) -> dict[str, Rating]:
    ratings = dict(start)
    for record in games:
        seated = [LEVEL_OF[spec] for spec in record["seats"]]
        after = rate([ratings[level] for level in seated], rank_places(record))
        ratings.update(zip(seated, after, strict=True))
    return ratings


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "editions", nargs="*", default=list(monopolies.VARIANTS), help="default: every edition"
    )
    parser.add_argument("--games", type=int, default=8)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument(
        "--matches", nargs="+", type=Path, default=[], help="simulate checkpoints to add"
    )
    args = parser.parse_args()
    data = json.loads(OUT.read_text()) if OUT.exists() else {}
    data |= {"made_by": "benchmarks/rating_ladder.py", "players": len(DIFFICULTIES)}
    if args.matches:
        root = OUT.parents[3]
        named = [str(p.resolve().relative_to(root)) for p in args.matches]
        kept = [n for n in named if n not in data.get("matches", [])]
        add_matches(data, [root / n for n in kept])
        data["matches"] = data.get("matches", []) + kept
        OUT.write_text(json.dumps(data, indent=1) + "\n")
        print("added", ", ".join(kept) or "nothing new")
        return
    for variant in args.editions:
        begun = time.perf_counter()
        data.setdefault("games", {})[variant] = ladder(variant, args.games, args.workers, args.seed)
        # The edition's rungs start again from these games: the matches they rested on
        # (played by the bots as they were) can be added again, or newer ones instead.
        data["matches"] = [
            m for m in data.get("matches", []) if _variant_of(OUT.parents[3] / m) != variant
        ]
        data.setdefault("seconds", {})[variant] = round(time.perf_counter() - begun)
        data.setdefault("seeds", {})[variant] = args.seed
        # Written after each edition, keeping the others: a long run stopped midway keeps
        # what it measured.
        OUT.write_text(json.dumps(data, indent=1) + "\n")
        print(variant, f"{data['seconds'][variant]} s", json.dumps(data["games"][variant]))
    print("wrote", OUT)


if __name__ == "__main__":
    main()
