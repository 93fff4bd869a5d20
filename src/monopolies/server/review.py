"""Game review in the browser: `POST /api/rooms/{code}/review` with a seat's token.

The hard bot goes through the decisions that seat's person made (not those a stand-in bot
made while they were away, nor any other seat's: those would show that seat's hand) and
answers with the verdicts and a summary (`monopolies.review`, docs/review.md). A review
takes up to a minute of one core, so the first ask starts it on a thread of its own (one
review at a time for the whole server, the others waiting in order) and answers 202 with
how far it has got; the client asks again every second or so. A finished review is stored
in the database by (room, seat), so every later ask, after a restart too, answers it at
once. At most `Settings.reviews_queued` reviews run or wait at once (`too_many_reviews`
beyond).
"""

from __future__ import annotations

import asyncio
import logging
import threading
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from typing import Any, Literal

from fastapi import APIRouter, Request, Response
from pydantic import BaseModel, Field

from monopolies import replay
from monopolies.review import walk, words
from monopolies.server.api import PROBLEMS, HubDep, Problem, RoomDep, SeatToken
from monopolies.server.hub import Hub
from monopolies.server.refusals import Refused
from monopolies.server.rooms import OVER
from monopolies.server.settings import Settings

Json = dict[str, Any]
Key = tuple[str, int]
"""A review's room code and seat."""

log = logging.getLogger("monopolies.server")

POLL_SECONDS = 1.0
"""How long a client told a review is under way waits before asking again (Retry-After)."""
BUSY_SECONDS = 60.0
"""How long a client told `too_many_reviews` waits: about one review's time."""


class UnderWay(BaseModel):
    """The 202 answer while a review is worked out (with Retry-After): ask again."""

    seat: int
    state: Literal["queued", "running"] = Field(
        description="queued: waiting for the review thread; running: being judged"
    )
    done: int = Field(description="decisions judged so far")
    of: int | None = Field(description="decisions to judge (null while queued)")


UNDER_WAY = {"model": UnderWay, "description": "the review is under way; ask again"}
FAILED = {"model": Problem, "description": "the review stopped on an error (review_failed)"}
router = APIRouter(prefix="/api", responses={**PROBLEMS, 202: UNDER_WAY, 500: FAILED})


class ReviewAsk(SeatToken):
    start: bool = Field(
        True,
        description="false: only look, as the results screen does when it opens: a stored "
        "or running review is answered as usual, and with neither the answer is 200 with "
        "review null and nothing starts",
    )


class ReviewStopped(Exception):
    """A review cut short because the server is stopping."""


@dataclass
class Job:
    """One seat's review under way: the decisions judged so far, of how many (None while it
    waits for the review thread), and whether it stopped on an error."""

    done: int = 0
    of: int | None = None
    failed: bool = False

    def answer(self, seat: int) -> Json:
        """What the 202 answer says (`UnderWay`)."""
        state: Literal["queued", "running"] = "queued" if self.of is None else "running"
        return UnderWay(seat=seat, state=state, done=self.done, of=self.of).model_dump()


class Reviews:
    """The reviews under way, by (room code, seat), and the one thread they run on."""

    def __init__(self, settings: Settings) -> None:
        self.iterations = settings.review_iterations
        self.queue = settings.reviews_queued
        self.jobs: dict[Key, Job] = {}
        self.pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="monopolies-review")
        self.stopping = threading.Event()

    def close(self) -> None:
        """Drop the queued reviews and stop the running one at its next decision, so the
        server does not wait a minute for it to finish before it can exit."""
        self.stopping.set()
        self.pool.shutdown(wait=False, cancel_futures=True)

    def under_way(self) -> int:
        """Reviews running or waiting (a failed one waits only to tell its seat)."""
        return sum(not job.failed for job in self.jobs.values())

    def judged(self, job: Job, count: int) -> None:
        """Told after each decision judged (on the review thread): count it, or stop if the
        server is closing."""
        if self.stopping.is_set():
            raise ReviewStopped("the server is stopping")
        job.done += count


def reviews_of(request: Request) -> Reviews:
    reviews: Reviews = request.app.state.reviews
    return reviews


@router.post("/rooms/{code}/review")
async def review(
    body: ReviewAsk, live: RoomDep, hub: HubDep, request: Request, response: Response
) -> Json:
    """The hard bot's review of your own decisions in a finished game (docs/review.md):
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
        if reviews.under_way() >= reviews.queue:
            raise Refused(
                "the server is reviewing other games; ask again in a minute",
                503,
                "too_many_reviews",
                BUSY_SECONDS,
            )
        job = reviews.jobs[key] = Job()
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
    """Review one seat on the review thread, store it, and let the job go."""
    code, seat = key
    try:
        loaded = await hub.db.run(hub.db.store.load_room, code)
        assert loaded is not None
        _, actions = loaded
        mine = [n for n, (s, _, by_bot) in enumerate(actions, 1) if s == seat and not by_bot]
        loop = asyncio.get_running_loop()
        result = await loop.run_in_executor(reviews.pool, _review, rec, seat, mine, reviews, job)
        await hub.db.run(hub.db.store.save_review, code, seat, reviews.iterations, result)
    except ReviewStopped:
        return
    except Exception:
        log.exception("review of seat %s in room %s failed", seat, code)
        job.failed = True
        return
    del reviews.jobs[key]


def _review(rec: replay.Replay, seat: int, mine: list[int], reviews: Reviews, job: Job) -> Json:
    """The seat's review (on the review thread): its own decisions with two or more moves."""
    numbers = sorted(set(mine) & set(walk.choices(rec, [seat])))
    job.of = len(numbers)
    verdicts = walk.review(
        rec, numbers, reviews.iterations, progress=lambda count: reviews.judged(job, count)
    )
    return {
        "iterations": reviews.iterations,
        "decisions": [words.verdict_json(v) for v in verdicts],
        "summary": words.summary_json(words.summary(seat, verdicts)),
    }
