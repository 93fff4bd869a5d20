"""Where bots think: a room's bot choosing its move, and the hard bot suggesting moves for
a hint. This is the one door to bot work, so nothing else knows where it runs.

Today that is two worker threads for the whole server, so a bot thinking never holds up
the event loop (and so other rooms' messages). The game handed over must stay still while
a bot reads it: `choose` is called under the room's lock, `suggest` gets a copy.
"""

from __future__ import annotations

import asyncio
from concurrent.futures import ThreadPoolExecutor
from dataclasses import replace
from typing import Any

from monopolies.bots import DIFFICULTIES, Bot, SeatView, hints, make_bot
from monopolies.engine.action import Action
from monopolies.engine.errors import BadOptions
from monopolies.engine.game import Game
from monopolies.server.settings import Settings
from monopolies.words import narration

Json = dict[str, Any]


class BotPool:
    """Makes bots paced for the server's bot delay, and runs their thinking off the loop."""

    def __init__(self, settings: Settings) -> None:
        self.settings = settings
        self._threads = ThreadPoolExecutor(max_workers=2, thread_name_prefix="monopolies-bot")

    def make_bot(self, difficulty: str, variant: str, seed: int) -> Bot:
        """A bot of this difficulty; BadOptions for a difficulty that does not exist."""
        spec = DIFFICULTIES.get(difficulty)
        if spec is None:
            raise BadOptions(f"unknown difficulty {difficulty!r}; choose from {list(DIFFICULTIES)}")
        delay = self.settings.bot_delay
        limit = delay * self.settings.think_share if delay > 0 else None
        try:
            return make_bot(spec, variant, seed, limit=limit)
        except BadOptions:
            # A game without this bot yet gets the plainest one rather than no game.
            return make_bot(DIFFICULTIES["easy"], variant, seed)

    def random_bot(self, variant: str, seed: int) -> Bot:
        """A bot that plays at random: what a seat gets whose bot failed."""
        return make_bot("random", variant, seed)

    async def choose(self, bot: Bot, game: Game, seat: int) -> Action:
        """`bot`'s move for `seat`, thought out on a worker (the caller keeps `game` still)."""
        loop = asyncio.get_running_loop()
        return await loop.run_in_executor(self._threads, _think, bot, game, seat)

    async def suggest(self, game: Game, seat: int, names: list[str]) -> list[Json]:
        """The hard bot's best moves for `seat` as the hint message lists them, searched on
        a worker from `game`, which must be the caller's own copy (the room goes on)."""
        loop = asyncio.get_running_loop()
        return await loop.run_in_executor(self._threads, _suggest, game, seat, names)

    def close(self) -> None:
        """Drop the waiting work; what is running finishes on its own."""
        self._threads.shutdown(wait=False, cancel_futures=True)


def _suggest(game: Game, seat: int, names: list[str]) -> list[Json]:
    """The hint message's moves (on a worker thread), named as the seat's menu names them."""
    words = narration.menu(game, game.observe(seat), names)
    out = []
    for rank, s in enumerate(hints.hint(game, seat)):
        named = replace(s, move=words[s.index]["text"])
        out.append(
            {
                "index": s.index,
                "text": named.move,
                "chance": None if s.chance is None else round(s.chance, 3),
                "visits": s.visits,
                "sentence": named.sentence(rank),
            }
        )
    return out


def _think(bot: Bot, game: Game, seat: int) -> Action:
    """A bot's move (on a worker thread; the room's lock keeps the game still meanwhile)."""
    return bot.choose(SeatView(game, seat))
