"""Game review in the browser: `POST /api/rooms/{code}/review` with a seat's token.

The expert bot goes through the decisions that seat's person made (not those a stand-in bot
made while they were away, nor any other seat's: those would show that seat's hand) and
answers with the verdicts and a summary (`monopolies.review`, docs/review.md). A review
takes up to a minute of one core, so the first ask starts it on the worker processes (in
batches of decisions, so it can say how far it has got) and answers 202 with that; the
client asks again every second or so. A finished review is stored in the database by
(room, seat), so every later ask, after a restart too, answers it at once. Reviews are
fair shares (`shares`): one a seat, `Settings.reviews_per_address` an address
(`too_many_reviews` beyond), `Settings.reviews_queued` in all (`server_busy`), 429.
"""

from __future__ import annotations

import asyncio
import logging
from dataclasses import dataclass
from typing import Any, Literal

from fastapi import APIRouter, Request, Response
from pydantic import BaseModel, Field

from monopolies import replay
from monopolies.review import words
from monopolies.review.judge import iterations_for
from monopolies.review.walk import Verdict
from monopolies.server import work
from monopolies.server.api import PROBLEMS, HubDep, Problem, RoomDep, SeatToken
from monopolies.server.hub import Hub
from monopolies.server.refusals import Refused
from monopolies.server.rooms import OVER
from monopolies.server.settings import Settings
from monopolies.server.shares import Share, Shares

Json = dict[str, Any]
Key = tuple[str, int]
"""A review's room code and seat."""

log = logging.getLogger("monopolies.server")

POLL_SECONDS = 1.0
"""How long a client told a review is under way waits before asking again (Retry-After)."""
BUSY_SECONDS = 60.0
"""How long a client told its review share is full waits: about one review's time."""
BATCHES = 8
"""A review is judged in this many batches, one worker task each, all at once on the
`reviews` lane, so its progress moves and it takes every core it can (each batch replays
the game to its decisions, so more would cost more)."""


class UnderWay(BaseModel):
    """The 202 answer while a review is worked out (with Retry-After): ask again."""

    seat: int
    state: Literal["queued", "running"] = Field(
        description="queued: finding the decisions to judge; running: being judged"
    )
    done: int = Field(description="decisions judged so far")
    of: int | None = Field(description="decisions to judge (null while queued)")


UNDER_WAY = {"model": UnderWay, "description": "the review is under way; ask again"}
FAILED = {"model": Problem, "description": "the review stopped on an error (review_failed)"}
BUSY = {"model": Problem, "description": "too_many_reviews, server_busy: ask again later"}
router = APIRouter(prefix="/api", responses={**PROBLEMS, 202: UNDER_WAY, 429: BUSY, 500: FAILED})


class ReviewAsk(SeatToken):
    start: bool = Field(
        True,
        description="false: only look, as the results screen does when it opens: a stored "
        "or running review is answered as usual, and with neither the answer is 200 with "
        "review null and nothing starts",
    )


@dataclass
class Job:
    """One seat's review under way: the decisions judged so far, of how many (None while
    they are found), whether it stopped on an error, and the share of the workers it
    holds until it ends."""

    share: Share | None = None
    done: int = 0
    of: int | None = None
    failed: bool = False

    def answer(self, seat: int) -> Json:
        """What the 202 answer says (`UnderWay`)."""
        state: Literal["queued", "running"] = "queued" if self.of is None else "running"
        return UnderWay(seat=seat, state=state, done=self.done, of=self.of).model_dump()


class Reviews:
    """The reviews under way, by (room code, seat), and the shares they hold."""

    def __init__(self, settings: Settings) -> None:
        self.iterations = settings.review_iterations
        self.jobs: dict[Key, Job] = {}
        self.shares = Shares(
            "review",
            per_seat=1,
            per_address=settings.reviews_per_address,
            queued=settings.reviews_queued,
            wait=BUSY_SECONDS,
        )

    def end(self, job: Job) -> None:
        """The job holds no share any more (it finished, failed or was stopped)."""
        if job.share is not None:
            self.shares.release(job.share)
            job.share = None


def reviews_of(request: Request) -> Reviews:
    reviews: Reviews = request.app.state.reviews
    return reviews


@router.post("/rooms/{code}/review")
async def review(
    body: ReviewAsk, live: RoomDep, hub: HubDep, request: Request, response: Response
) -> Json:
    """The expert bot's review of your own decisions in a finished game (docs/review.md):
    200 with the review once it is done, 202 with its progress until then (`start` false:
    200 with review null when there is none, and none is started)."""
    room = live.room
    seat = room.seat_of(body.token)
    if seat is None:
        raise Refused(
            "only the players can review a game, each their own decisions", 403, "spectator"
        )
    if room.status != OVER or room.game is None:
        raise Refused("a review opens when the game is over", 409, "not_over")
    reviews = reviews_of(request)
    key = (room.code, seat)
    if key not in reviews.jobs:
        stored = await hub.db.run(hub.db.store.load_review, room.code, seat)
        kept = usable(stored, seat, reviews.iterations)
        if kept is not None:
            return {"seat": seat, "review": kept}
    job = reviews.jobs.get(key)
    if job is None and not body.start:
        return {"seat": seat, "review": None}
    if job is None:
        address = request.client.host if request.client else "?"
        share = reviews.shares.take(key, address)
        job = reviews.jobs[key] = Job(share)
        rec = replay.record(room.game, [chair.name for chair in room.seats])
        hub.background.spawn(_run(hub, reviews, key, rec, job))
    elif job.failed:
        del reviews.jobs[key]
        raise Refused(
            "the review stopped on an error; ask again to start it over", 500, "review_failed"
        )
    response.status_code = 202
    response.headers["Retry-After"] = str(int(POLL_SECONDS))
    return job.answer(seat)


@router.get("/replays/{code}/reviews")
async def shared_reviews(live: RoomDep, hub: HubDep, request: Request) -> Json:
    """The reviews the players of a finished game asked for, for anyone who opens its
    replay (docs/server.md, "Shared replays"): seat, name and the review, by seat."""
    room = live.room
    if room.status != OVER:
        raise Refused("reviews are shown once the game is over", 409, "not_over")
    iterations = reviews_of(request).iterations
    kept = await hub.db.run(hub.db.store.load_reviews, room.code)
    shown = []
    for seat, used, stored in kept:
        whole = usable((used, stored), seat, iterations) if seat < room.players else None
        if whole is not None:
            shown.append({"seat": seat, "name": room.seats[seat].name, "review": whole})
    return {"reviews": shown}


def usable(stored: tuple[int, Json] | None, seat: int, iterations: int) -> Json | None:
    """A stored review if it is whole, this seat's own, and made with at least the server's
    budget; None otherwise (it is made again). A row is only data: a damaged or misplaced
    one must neither crash the endpoint nor show one seat another's decisions."""
    if stored is None:
        return None
    used, review = stored
    if not isinstance(used, int) or used < iterations or not isinstance(review, dict):
        return None
    decisions = review.get("decisions")
    summary = review.get("summary")
    if review.get("iterations") != used or not isinstance(decisions, list):
        return None
    if not isinstance(summary, dict) or summary.get("seat") != seat:
        return None
    if not all(isinstance(d, dict) and d.get("seat") == seat for d in decisions):
        return None
    return review


async def _run(hub: Hub, reviews: Reviews, key: Key, rec: replay.Replay, job: Job) -> None:
    """Review one seat on the workers, batch by batch, store it, and let the job go."""
    code, seat = key
    lane = hub.workers.reviews
    try:
        loaded = await hub.db.run(hub.db.store.load_room, code)
        assert loaded is not None
        _, actions = loaded
        mine = [n for n, (s, _, by_bot) in enumerate(actions, 1) if s == seat and not by_bot]
        data = replay.dumps(rec)
        numbers = await lane.run(work.review_choices, data, seat, mine)
        job.of = len(numbers)
        each = iterations_for(len(numbers), reviews.iterations)
        size = max(1, -(-len(numbers) // BATCHES))

        async def judged(batch: list[int]) -> list[Verdict]:
            verdicts = await lane.run(work.review_batch, data, batch, each)
            job.done += len(batch)
            return verdicts

        batches = [numbers[start : start + size] for start in range(0, len(numbers), size)]
        verdicts = sorted(
            [v for part in await asyncio.gather(*map(judged, batches)) for v in part],
            key=lambda v: v.number,
        )
        result = {
            "iterations": reviews.iterations,  # the budget it was made under (`usable`)
            "iterations_each": each,
            "decisions": [words.verdict_json(v) for v in verdicts],
            "summary": words.summary_json(words.summary(seat, verdicts)),
        }
        await hub.db.run(hub.db.store.save_review, code, seat, reviews.iterations, result)
    except Exception:
        log.exception("review of seat %s in room %s failed", seat, code)
        job.failed = True
        return
    finally:
        reviews.end(job)
    del reviews.jobs[key]
