"""The hooks a variant implements; the engine core calls only these.

A variant is a `Rules` subclass plus a mutable state object of its own design. The core
(`Game`) owns the seeded RNG, the event log, validation against `legal`, automatic
single-option decisions, save/load and the integer action ids; the variant owns the rules.
"""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from collections.abc import Callable, Mapping, Sequence
from typing import Any, ClassVar, Generic, TypeVar

from mypy_extensions import mypyc_attr

from monopolies.engine.action import Action
from monopolies.engine.errors import BadOptions
from monopolies.engine.visibility import PERFECT, InformationModel

S = TypeVar("S")

Json = dict[str, Any]


class Table:
    """What the rules may touch besides the state: the game's RNG and the public event log.

    The RNG is fetched only when the rules ask for it, so clones can share one RNG until
    either draws from it (copy-on-write keeps cloning cheap for search bots).
    """

    __slots__ = ("_rng", "events")

    def __init__(
        self, rng: random.Random | Callable[[], random.Random], events: list[Json]
    ) -> None:
        self._rng = rng
        self.events = events

    @property
    def rng(self) -> random.Random:
        if not isinstance(self._rng, random.Random):
            self._rng = self._rng()
        return self._rng

    def emit(self, event: Json) -> None:
        self.events.append(event)


class Option:
    """One house rule: its default, and the values, type or validator it accepts.

    A variant's number option has both a `minimum` and a `maximum`
    (tests/test_option_bounds.py checks every registered game): an unbounded count lets
    one request build a game that never ends or fills memory, and every front end (CLI,
    simulate, server, RL) reaches the engine through `check`. For an option with a
    validator the bounds apply to each number the validator returns (the card game's
    `values` table, say).

    `title` is the house rule's plain name and `help` its one-line explanation, both for
    players (the browser's home page, `monopolies variants`): no option keys, value ids or
    rule ids there. `labels` says each choice in words ("seat0" -> "the first seat").
    """

    __slots__ = (
        "choices",
        "default",
        "help",
        "kind",
        "labels",
        "maximum",
        "minimum",
        "title",
        "validate",
    )

    def __init__(
        self,
        default: Any,
        help: str,
        choices: tuple[Any, ...] | None = None,
        minimum: int | None = None,
        maximum: int | None = None,
        validate: Callable[[Any], Any] | None = None,
        *,
        title: str = "",
        labels: Mapping[Any, str] | None = None,
    ) -> None:
        self.default = default
        self.title = title
        self.labels = dict(labels or {})
        self.help = help
        self.choices = choices
        self.kind = type(default)
        self.minimum = minimum
        self.maximum = maximum
        self.validate = validate

    def check(self, name: str, value: Any) -> Any:
        """The value to use, or BadOptions naming the option and what it accepts."""
        if self.validate is not None:
            try:
                checked = self.validate(value)
            except (TypeError, ValueError, KeyError) as e:
                raise BadOptions(f"option {name!r}: {e}") from None
            if isinstance(checked, Mapping):
                for key, number in checked.items():
                    self._within(f"{name}.{key}", number)
            return checked
        if self.choices is not None:
            if value not in self.choices:
                raise BadOptions(
                    f"option {name!r} must be one of {list(self.choices)}, not {value!r}"
                )
            return value
        if self.kind is bool:
            if not isinstance(value, bool):
                raise BadOptions(f"option {name!r} must be true or false, not {value!r}")
            return value
        if self.kind is int:
            if isinstance(value, bool) or not isinstance(value, int):
                raise BadOptions(f"option {name!r} must be a whole number, not {value!r}")
            self._within(name, value)
            return value
        raise BadOptions(f"option {name!r} has no validator for {type(value).__name__} values")

    def _within(self, name: str, value: Any) -> None:
        low, high = self.minimum, self.maximum
        if not isinstance(value, int):
            return
        if low is not None and high is not None and not low <= value <= high:
            raise BadOptions(f"option {name!r} must be from {low} to {high}, not {value}")
        if low is not None and value < low:
            raise BadOptions(f"option {name!r} must be at least {low}, not {value}")
        if high is not None and value > high:
            raise BadOptions(f"option {name!r} must be at most {high}, not {value}")


@mypyc_attr(allow_interpreted_subclasses=True)
class Rules(ABC, Generic[S]):
    """A variant's rules. Subclasses fill in the fact sheet and the hooks."""

    name: ClassVar[str]
    version: ClassVar[int]
    min_players: ClassVar[int]
    max_players: ClassVar[int]
    options_spec: ClassVar[Mapping[str, Option]]
    rig_keys: ClassVar[frozenset[str]]
    hidden_information: ClassVar[bool] = True
    """Whether a seat may ever not see what another holds (hands, fake notes, secret
    cheats); without it a game is of perfect information, and a sample is the game itself."""
    information: ClassVar[InformationModel] = PERFECT
    """What each seat, a spectator and a sampler may know (the game's `visibility.py`)."""

    @property
    @abstractmethod
    def num_actions(self) -> int:
        """Size of the integer action space (ids are stable across games)."""

    @abstractmethod
    def cards(self) -> list[Json]:
        """Every card (or note) as a dict with at least id, name, kind and value."""

    def check_players(self, players: object) -> int:
        """The player count, or BadOptions; typed `object` because it is user input."""
        if not isinstance(players, int) or isinstance(players, bool):
            raise BadOptions(f"players must be a whole number, not {players!r}")
        if not self.min_players <= players <= self.max_players:
            low, high = self.min_players, self.max_players
            raise BadOptions(f"{self.name} is for {low} to {high} players, not {players}")
        return players

    def check_options(self, players: object, options: object) -> Json:
        """Fill defaults and validate; raises BadOptions naming the problem."""
        self.check_players(players)
        if not isinstance(options, Mapping | None):
            raise BadOptions("options must be a mapping of option names to values")
        given = dict(options or {})
        unknown = sorted(set(given) - set(self.options_spec))
        if unknown:
            known = ", ".join(sorted(self.options_spec))
            raise BadOptions(
                f"unknown option(s) {', '.join(unknown)} for {self.name}; known: {known}"
            )
        return {
            key: spec.check(key, given[key]) if key in given else spec.default
            for key, spec in self.options_spec.items()
        }

    def check_rig(self, rig: object) -> Json:
        if rig is None:
            return {}
        if not isinstance(rig, Mapping):
            raise BadOptions("rig must be a mapping, e.g. {'first': 1}")
        unknown = sorted(set(rig) - self.rig_keys)
        if unknown:
            known = ", ".join(sorted(self.rig_keys))
            raise BadOptions(
                f"unknown rig key(s) {', '.join(unknown)} for {self.name}; known: {known}"
            )
        return dict(rig)

    @abstractmethod
    def setup(self, players: int, options: Json, rig: Json, table: Table) -> S:
        """The state before the first decision."""

    @abstractmethod
    def to_act(self, state: S) -> int | None:
        """The seat that decides now, None when the game is over."""

    @abstractmethod
    def legal(self, state: S) -> list[Action]:
        """Every action the seat to act may take; empty exactly when the game is over."""

    @abstractmethod
    def apply(self, state: S, action: Action, table: Table) -> None:
        """Carry out a legal action (the core has already checked legality)."""

    def explain(self, state: S, action: Action) -> str:
        """Why an action is not legal now, in a sentence for the person who tried it."""
        return f"{action} is not a legal action now"

    @abstractmethod
    def over(self, state: S) -> bool: ...

    @abstractmethod
    def result(self, state: S) -> Json:
        """{"winners": [...], "scores": [...], "reason": str}."""

    @abstractmethod
    def turn(self, state: S) -> int:
        """How many turns have been started so far."""

    @abstractmethod
    def observe(self, state: S, seat: int | None) -> Json:
        """The variant's part of observe(seat): only what that seat may know. For `None`
        (a spectator) only the public part: no key of `information.private`."""

    def remembered(self, events: Sequence[Json]) -> int:
        """How many of the last public `events` a decision may read beyond the few an
        observation shows (`Game.position` keeps them for bots deciding on a worker): none,
        unless the game's bots read the play further back (a belief that follows each
        hand from its start, `SearchGuide.belief`)."""
        return 0

    def must_ask(self, state: S) -> bool:
        """Whether the seat to act decides even with a single legal action (rulings E-1):
        true where taking it for them would show every seat something hidden, as a
        window asked only of those holding a card would."""
        return False

    def facts(self, state: S, seat: int) -> object:
        """A few facts of observe(seat) as a typed object, or None where the variant has
        none. For in-process bots that read the same few facts at most decisions: building
        the whole JSON observation for them was a fifth of a board game's time. A variant's
        facts hold nothing observe(seat) does not: the variant's tests derive every field
        from observe(seat) at every decision of whole games."""
        return None

    @abstractmethod
    def clone_state(self, state: S) -> S: ...

    @abstractmethod
    def resample(self, state: S, seat: int, rng: random.Random) -> S:
        """A copy whose hidden information is redrawn consistently with what seat knows."""

    @abstractmethod
    def dump(self, state: S) -> Json:
        """The state as JSON-ready data."""

    @abstractmethod
    def restore(self, data: Json, players: int, options: Json) -> S:
        """Inverse of dump; may raise KeyError/TypeError/ValueError on bad data."""

    @abstractmethod
    def check(self, state: S) -> None:
        """Raise AssertionError naming any broken invariant (conservation, structure)."""

    @abstractmethod
    def action_key(self, state: S, action: Action) -> tuple[Any, ...]:
        """The state-independent meaning of an action, looked up in action_table()."""

    @abstractmethod
    def action_table(self) -> list[tuple[Any, ...]]:
        """Every action key in a fixed order: the integer ids."""

    def describe(self, state: S, action: Action) -> str:
        """An action as a person would say it, in the game's naming (defaults to str)."""
        return str(action)
