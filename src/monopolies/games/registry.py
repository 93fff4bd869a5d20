"""Everything a game provides, in one place: its rules and its part in every front end.

A game is registered once, as a `GameKit`; the terminal, the server (and through it the
browser), simulate, the bots, the RL adapters and the golden playthroughs all look their
part up here (docs/adding-a-game.md walks through it). The Python parts are
`"module:attribute"` references, imported the first time a front end asks for them: the
engine never imports a front end, `import monopolies` stays fast, and a game may live in a
package of its own.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, fields
from importlib import import_module
from typing import Any

from monopolies.engine.errors import UnknownVariant
from monopolies.engine.rules import Rules


@dataclass(frozen=True)
class Golden:
    """A golden playthrough (monopolies.golden): a seeded game kept as text in
    tests/golden/<name>.txt, so that a rules change shows as a diff. Random moves, or with
    `greedy` the game's greedy bots (so a change to how they play shows too)."""

    name: str
    players: int
    seed: int
    options: Mapping[str, Any] = field(default_factory=dict)
    greedy: bool = False


@dataclass(frozen=True)
class GameKit:
    """One game's rules and the `"module:attribute"` of each front-end part it provides."""

    rules: Rules[Any]
    words: str
    """A `words.game.GameWords`: everything the game says (events, questions, menus, rules),
    read by every front end."""
    console: str
    """A `terminal.console.GameConsole`: the game's table at the terminal."""
    encoder: str
    """`(players) -> (obs -> list[float])`: one seat's observation as a vector for RL, for a
    number of players (`rl/encode.py`)."""
    greedy: str
    """A `Bot` class taking `seed=` and its options: the "medium" level and ismcts' policy."""
    sim_extras: str
    """A `sim.extras.Extras`: what simulate measures beyond who won."""
    web_view: str
    """The browser's view: the folder of `monopolies/games` whose `web.js` it is (the server
    names it to the client), or "generic" for the view any game can use."""
    goldens: tuple[Golden, ...]
    """The game's golden playthroughs (a game outside this repository may have none)."""
    search: str = "monopolies.bots.guide:PLAIN"
    """A `bots.guide.SearchGuide`: what a search bot needs of the game (who is ahead, when
    a position can be judged, which decisions and moves it can search, the greedy options
    it follows); the plain guide, for a game that has none yet."""
    moments: frozenset[str] = frozenset()
    """Event types that end a stretch of play worth a pause (the end of a hand): each
    front end then shows everything that led to it at once, before play goes on."""
    stand_in_never: frozenset[str] = frozenset()
    """Kinds of move a bot standing in for an away person never makes in their name
    (cheats, calls of "Cheat!", accusations, trades), so the person comes back to the game
    they left, not to a bluff or a bargain they did not choose. The stand-in makes them
    only when nothing else is legal."""

    lesson: str | None = None
    """A `learn.Lesson`: the game's guided first game (`monopolies learn`, "Learn to play"
    in the browser), or None if it has none yet."""

    @property
    def name(self) -> str:
        return self.rules.name

    def part(self, name: str) -> Any:
        """The front-end part `name` (a field of this class), imported on first use."""
        module, _, attribute = getattr(self, name).partition(":")
        return getattr(import_module(module), attribute)


DATA = ("rules", "web_view", "goldens", "moments", "stand_in_never", "lesson")
PARTS = tuple(f.name for f in fields(GameKit) if f.name not in DATA)
"""The parts that are Python objects (the web view is a JavaScript module)."""

OURS = "monopolies."
"""Where monopolies' own games live (their rules' classes are in modules under it)."""
KITS: dict[str, GameKit] = {}
"""Every registered game's kit, by game id."""
VARIANTS: dict[str, Rules[Any]] = {}
"""Every registered game's rules, by game id (`monopolies.VARIANTS`)."""


def register(kit: GameKit) -> None:
    """Make a game known to every front end (and to `monopolies.new_game`)."""
    known = VARIANTS.get(kit.name)
    if known is not None and known is not kit.rules:
        raise ValueError(f"another game is already registered as {kit.name!r}")
    VARIANTS[kit.name] = kit.rules
    KITS[kit.name] = kit


def unregister(name: str) -> None:
    """Forget a game registered with `register` (tests register toy games for a while)."""
    KITS.pop(name, None)
    VARIANTS.pop(name, None)


def added_kits() -> list[GameKit]:
    """The kits registered from outside monopolies (a toy game in a test, a game a script
    adds): a worker process imports monopolies' own games by itself and must be handed
    these (`server.workers`)."""
    return [kit for kit in KITS.values() if not type(kit.rules).__module__.startswith(OURS)]


def kit_for(variant: str) -> GameKit:
    kit = KITS.get(variant)
    if kit is None:
        raise UnknownVariant(f"unknown game {variant!r}; known games: {', '.join(sorted(KITS))}")
    return kit
