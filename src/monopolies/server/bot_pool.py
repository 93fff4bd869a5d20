"""Where bots think: a room's bot choosing its move, and the expert bot suggesting moves for
a hint. This is the one door to bot work, so nothing else knows where it runs.

That is the worker processes (`workers`): a quick bot's move on the `quick` lane, a
searching bot's on the `searches` lane (so a medium bot never waits behind an expert's
search), a hint on the `heavy` lane. What travels is the game's `position()`, taken by
the caller under the room's lock; the lock is let go while the worker thinks, so a room
never holds it while it waits.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from monopolies.bots import make_bot
from monopolies.bots.ismcts import Ismcts
from monopolies.engine.action import Action
from monopolies.games.registry import kit_for
from monopolies.server import work
from monopolies.server.settings import Settings
from monopolies.server.workers import Workers

Json = dict[str, Any]

STAND_IN = "medium"
"""The difficulty of the bot that plays for a person who is away."""
FALLBACK = "random"
"""What plays a seat whose bot failed: a bot that cannot fail."""


class BotPool:
    """Makes bots paced for the server's bot delay, and runs their thinking on workers."""

    def __init__(self, settings: Settings, workers: Workers) -> None:
        self.settings = settings
        self.workers = workers

    def check_difficulty(self, difficulty: str) -> None:
        """BadOptions for a difficulty that does not exist."""
        work.check_difficulty(difficulty)

    def spec(self, difficulty: str, variant: str, seed: int) -> work.BotSpec:
        """A bot of this difficulty for a seat with this seed, thinking within the pace."""
        delay = self.settings.bot_delay
        limit = delay * self.settings.think_share if delay > 0 else None
        searches = isinstance(make_bot(difficulty, variant, 0), Ismcts)
        return work.BotSpec(difficulty, seed, limit, searches)

    def stand_in(self, variant: str, seed: int) -> work.BotSpec:
        """The bot that plays for an away person: it plays their seat straight, never
        making the moves the game lists in `GameKit.stand_in_never` in their name."""
        return replace(self.spec(STAND_IN, variant, seed), never=kit_for(variant).stand_in_never)

    def fallback(self, spec: work.BotSpec) -> work.BotSpec:
        """The bot that takes over a seat whose bot failed (a stand-in's limits kept)."""
        return work.BotSpec(FALLBACK, spec.seed, None, never=spec.never)

    async def choose(
        self, spec: work.BotSpec, position: Json, seat: int, step: int
    ) -> tuple[Action, bool]:
        """The bot's move for `seat` at `position` (after `step` actions), and whether the
        table would see it."""
        lane = self.workers.searches if spec.searches else self.workers.quick
        action, seen = await lane.run(work.bot_move, spec, position, seat, step)
        return Action.from_json(action), seen

    async def suggest(self, position: Json, seat: int, names: list[str]) -> list[Json]:
        """The expert bot's best moves for `seat` as the hint message lists them."""
        return await self.workers.heavy.run(work.hint, position, seat, names)
