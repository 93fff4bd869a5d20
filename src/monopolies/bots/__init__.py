"""Bots by name, and the loop that lets them play a game.

A bot spec is `name` or `name:key=value,key=value` (e.g. `greedy`, `random`).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any

from monopolies.bots.base import Bot, RandomBot, SeatView
from monopolies.bots.external import ExternalBot
from monopolies.bots.guide import guide_for
from monopolies.bots.ismcts import Ismcts
from monopolies.engine.errors import BadOptions
from monopolies.games.registry import KITS

if TYPE_CHECKING:
    from monopolies.engine.game import Game

__all__ = [
    "BOT_NAMES",
    "DIFFICULTIES",
    "THINKING",
    "Bot",
    "RandomBot",
    "SeatView",
    "make_bot",
    "play_out",
]


def _greedy(variant: str) -> Callable[..., Bot] | None:
    """The game's greedy bot class, named in its kit (monopolies.games.registry)."""
    kit = KITS.get(variant)
    maker: Callable[..., Bot] | None = kit.part("greedy") if kit else None
    return maker


def _search_policy(variant: str) -> Callable[[int, int], Bot] | None:
    """The greedy player a search follows, with the options its game's search guide gives
    for the number of players (`bots.guide`); None where the game has no greedy bot."""
    greedy = _greedy(variant)
    if greedy is None:
        return None
    guide = guide_for(variant)

    def policy(seed: int, players: int) -> Bot:
        return greedy(seed=seed, **guide.policy_options(players))

    return policy


BOT_NAMES = ("random", "greedy")
"""The quick, self-contained bots; make_bot also takes `ismcts[:options]` and `cmd:COMMAND`."""
ALL_BOTS = (*BOT_NAMES, "ismcts", "cmd:COMMAND")
DIFFICULTIES: dict[str, str] = {
    "easy": "random",
    "medium": "greedy",
    "hard": "ismcts:iterations=100",
    "expert": "ismcts",
}
"""Difficulty names offered to people (terminal, web rooms, simulate) -> bot specs. Hard and
expert differ by budget because that is where they were measured apart: three times
expert's budget won no more than expert, a tenth of it clearly less (docs/bots.md, "The
ladder")."""
THINKING: dict[str, str] = {
    "easy": "moves at once",
    "medium": "moves at once",
    "hard": "thinks under 0.05 s a move",
    "expert": "thinks about 0.2 s a move",
}
"""How long each difficulty thinks, as the seat choosers say it (docs/bots.md measures it)."""


def _parse(spec: str) -> tuple[str, dict[str, Any]]:
    name, _, rest = spec.partition(":")
    params: dict[str, Any] = {}
    for item in filter(None, rest.split(",")):
        key, eq, raw = item.partition("=")
        if not eq:
            raise BadOptions(f"bot option {item!r} in {spec!r} must look like key=value")
        try:
            value: Any = float(raw) if "." in raw else int(raw)
        except ValueError:
            value = raw
        params[key.strip()] = value
    return name.strip(), params


def make_bot(spec: str, variant: str, seed: int | None = None, limit: float | None = None) -> Bot:
    """Build a bot from a spec such as "greedy" or "hard" for a game id; raises BadOptions.

    `limit` caps a search bot's thinking at that many seconds a move (unless the spec names
    its own); the quick bots never come near it."""
    spec = DIFFICULTIES.get(spec, spec)
    if spec.startswith("cmd:"):
        return ExternalBot(spec.removeprefix("cmd:"), variant, seed)
    name, params = _parse(spec)
    if name == "random":
        unknown = sorted(set(params) - {"uniform"})
        if unknown:
            raise BadOptions(f"the random bot takes only the option uniform=0|1, got {unknown}")
        return RandomBot(seed, uniform=bool(params.get("uniform", 0)))
    if name == "greedy":
        maker = _greedy(variant)
        if maker is None:
            raise BadOptions(f"no greedy bot for {variant!r} yet; use random")
        try:
            return maker(seed=seed, **params)
        except TypeError as e:
            raise BadOptions(f"bad options for greedy: {e}") from None
    if name == "ismcts":
        if limit is not None:
            params.setdefault("limit", limit)
        try:
            return Ismcts(variant, seed=seed, policy=_search_policy(variant), **params)
        except TypeError as e:
            raise BadOptions(f"bad options for ismcts: {e}") from None
    raise BadOptions(f"unknown bot {name!r}; bots: {', '.join(ALL_BOTS)}")


def play_out(
    game: Game,
    bots: Mapping[int, Bot],
    on_step: Callable[[Game], None] | None = None,
) -> dict[str, Any]:
    """Let the bots play every seat until the game ends; returns the result."""
    while not game.over:
        seat = game.to_act
        assert seat is not None
        game.act(bots[seat].choose(SeatView(game, seat)))
        if on_step is not None:
            on_step(game)
    return game.result()
