"""Game review in the browser: `POST /api/rooms/{code}/review` with a seat's token.

The hard bot goes through the decisions that seat's person made (not those a stand-in bot
made while they were away, nor any other seat's: those would show that seat's hand) and
answers with the verdicts and a summary (`monopolies.review`, docs/review.md). A review
takes up to a minute of one core, so it runs on a thread of its own, one at a time per room
(another ask meanwhile is refused with `review_running`), at most
`Settings.reviews_queued` rooms at once (`too_many_reviews` beyond), and a finished one is
kept, so asking again is free.
"""

from __future__ import annotations

import asyncio
import threading
from collections import OrderedDict
from concurrent.futures import ThreadPoolExecutor
from typing import Any

from fastapi import APIRouter, Request

from monopolies import replay
from monopolies.review import walk, words
from monopolies.server.api import PROBLEMS, HubDep, RoomDep, SeatToken
from monopolies.server.refusals import Refused
from monopolies.server.rooms import OVER
from monopolies.server.settings import Settings

Json = dict[str, Any]

RETRY_SECONDS = 5.0
"""How long a client told `review_running` waits before asking again."""
BUSY_SECONDS = 60.0
"""How long a client told `too_many_reviews` waits: about one review's time."""

router = APIRouter(prefix="/api", responses=PROBLEMS)


class ReviewStopped(Exception):
    """A review cut short because the server is stopping."""


class Reviews:
    """The reviews being worked out (room codes) and the finished ones, by (code, seat),
    the oldest forgotten first once `Settings.reviews_kept` are held."""

    def __init__(self, settings: Settings) -> None:
        self.iterations = settings.review_iterations
        self.kept = settings.reviews_kept
        self.queue = settings.reviews_queued
        self.running: set[str] = set()
        self.done: OrderedDict[tuple[str, int], Json] = OrderedDict()
        self.pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="monopolies-review")
        self.stopping = threading.Event()

    def close(self) -> None:
        """Drop the queued reviews and stop the running one at its next decision, so the
        server does not wait a minute for it to finish before it can exit."""
        self.stopping.set()
        self.pool.shutdown(wait=False, cancel_futures=True)

    def go_on(self, _judged: int) -> None:
        """Told after each decision judged (on the review thread): stop if closing."""
        if self.stopping.is_set():
            raise ReviewStopped("the server is stopping")

    def keep(self, key: tuple[str, int], review: Json) -> None:
        self.done[key] = review
        while len(self.done) > self.kept:
            self.done.popitem(last=False)


def reviews_of(request: Request) -> Reviews:
    reviews: Reviews = request.app.state.reviews
    return reviews


@router.post("/rooms/{code}/review")
async def review(body: SeatToken, live: RoomDep, hub: HubDep, request: Request) -> Json:
    """The hard bot's review of your own decisions in a finished game (docs/review.md)."""
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
    if key in reviews.done:
        return {"seat": seat, "review": reviews.done[key]}
    if room.code in reviews.running:
        raise Refused(
            "a review of this game is being worked out; ask again in a moment",
            409,
            "review_running",
            RETRY_SECONDS,
        )
    if len(reviews.running) >= reviews.queue:
        raise Refused(
            "the server is reviewing other games; ask again in a minute",
            503,
            "too_many_reviews",
            BUSY_SECONDS,
        )
    reviews.running.add(room.code)
    try:
        loaded = await hub.db.run(hub.db.store.load_room, room.code)
        assert loaded is not None
        _, actions = loaded
        mine = [n for n, (s, _, by_bot) in enumerate(actions, 1) if s == seat and not by_bot]
        rec = replay.record(room.game, [chair.name for chair in room.seats])
        loop = asyncio.get_running_loop()
        result = await loop.run_in_executor(reviews.pool, _review, rec, seat, mine, reviews)
    finally:
        reviews.running.discard(room.code)
    reviews.keep(key, result)
    return {"seat": seat, "review": result}


def _review(rec: replay.Replay, seat: int, mine: list[int], reviews: Reviews) -> Json:
    """The seat's review (on the review thread): its own decisions with two or more moves."""
    numbers = sorted(set(mine) & set(walk.choices(rec, [seat])))
    verdicts = walk.review(rec, numbers, reviews.iterations, progress=reviews.go_on)
    return {
        "iterations": reviews.iterations,
        "decisions": [words.verdict_json(v) for v in verdicts],
        "summary": words.summary_json(words.summary(seat, verdicts)),
    }
