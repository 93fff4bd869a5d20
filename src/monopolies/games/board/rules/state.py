"""Board-game state: tokens, deeds, hotels, the turn, and the stack of open decisions.

State is plain mutable data with a hand-written fast `clone` (search bots clone often).
Spaces are numbered 0..35 from GO; a street's id is its space number. `owner[space]` is a
seat or `BANK` (unowned, and every space that is not a street).

The rules are a stack of `Frame`s: the top frame is what happens now. A frame either moves
on by itself (pays a salary, opens a window) or waits for one seat's decision; when it is
done it pops and the frame below carries on (reading `outcome` when it asked for a
payment that may fail). Each kind of frame is its own class, defined where its rules are.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, fields
from typing import TYPE_CHECKING, Any, ClassVar, Final

from mypy_extensions import mypyc_attr

if TYPE_CHECKING:
    from monopolies.games.board.rules.edition import Edition

BANK: Final = -1
NOBODY: Final = -1


@dataclass(eq=False)
class Record:
    """Rule state with named fields, one dataclass per kind (a frame, a cheat record):
    `copy`, `dump` and `restore` walk the class's fields, so a new field is one line in
    one class. Fields are whole numbers, yes/no flags and lists of whole numbers.

    The compiled build makes the fields struct fields but keeps the `__init__` that
    `dataclass` writes as Python: building a record costs about 0.2 us more than with a
    hand-written one (measured at about 3% of a greedy Cheaters game), the price of one
    field list per class."""

    def copy(self) -> Any:
        """A copy sharing nothing mutable with this one (search bots change copies). It
        walks `__match_args__`, the dataclass's field names in order: reading them there
        costs less than `fields()` on every copy."""
        cls: Any = type(self)
        return cls(*[_fresh(getattr(self, name)) for name in cls.__match_args__])

    def dump(self) -> dict[str, Any]:
        cls: Any = type(self)
        return {name: _fresh(getattr(self, name)) for name in cls.__match_args__}

    @classmethod
    def restore(cls, d: dict[str, Any]) -> Any:
        """The record `dump` gave `d`, checking every field's type (a damaged save raises)."""
        if not isinstance(d, dict):
            raise TypeError(f"a {cls.__name__} is saved as an object, not {d!r}")
        names = [f.name for f in fields(cls)]
        if sorted(d) != sorted(names):
            raise ValueError(f"a {cls.__name__} has the fields {names}, not {sorted(d)}")
        make: Any = cls
        return make(*[_READERS[f.type](d[f.name]) for f in fields(cls)])


@dataclass(eq=False)
class Frame(Record):
    """One open piece of the rules (see the module docstring). Each kind of frame is a
    dataclass below this one whose fields say what it holds (`rent.RentFrame`)."""


def _fresh(value: Any) -> Any:
    return value[:] if isinstance(value, list) else value


@mypyc_attr(allow_interpreted_subclasses=True)
class BoardState:
    """What both board editions track. Editions subclass it for their money and cards."""

    edition: ClassVar[Edition[Any]]

    __slots__ = (
        "active",
        "again",
        "alive",
        "build_seen",
        "dice",
        "doubles",
        "first",
        "held",
        "hotel",
        "hotels_left",
        "in_jail",
        "jail_tries",
        "names",
        "offers",
        "opts",
        "outcome",
        "over",
        "owner",
        "players",
        "position",
        "reason",
        "round",
        "scores",
        "stack",
        "trade_seen",
        "turn",
        "winners",
    )

    def __init__(
        self, players: int = 0, opts: dict[str, Any] | None = None, spaces: int = 0, hotels: int = 0
    ) -> None:
        """A new game's board; with no `opts`, an empty shell for `clone` to fill (a compiled
        class cannot be allocated without running `__init__`)."""
        if opts is None:
            return
        self.players = players
        self.opts = opts
        self.names: str = opts.get("names", "us")
        self.position = [0] * players
        self.in_jail = [False] * players
        self.jail_tries = [0] * players
        self.alive = [True] * players
        self.owner = [BANK] * spaces
        self.hotel = [False] * spaces
        self.hotels_left = hotels
        self.held: list[list[int]] = [[] for _ in range(players)]
        self.offers = [0] * players
        self.trade_seen: list[tuple[int, ...]] = [()] * players
        self.build_seen: list[tuple[int, ...]] = [()] * players
        self.active = 0
        self.first = 0
        self.turn = 0
        self.round = 0
        self.doubles = 0
        self.again = False
        self.stack: list[Frame] = []
        self.over = False
        self.reason = ""
        self.winners: list[int] = []
        self.scores: list[int] = []
        self.dice: list[list[int]] = []
        self.outcome = True

    def clone(self) -> Any:
        new = type(self)()
        new.players = self.players
        new.opts = self.opts
        new.names = self.names
        new.position = self.position[:]
        new.in_jail = self.in_jail[:]
        new.jail_tries = self.jail_tries[:]
        new.alive = self.alive[:]
        new.owner = self.owner[:]
        new.hotel = self.hotel[:]
        new.hotels_left = self.hotels_left
        new.held = [h[:] for h in self.held]
        new.offers = self.offers[:]
        new.trade_seen = self.trade_seen[:]
        new.build_seen = self.build_seen[:]
        new.active = self.active
        new.first = self.first
        new.turn = self.turn
        new.round = self.round
        new.doubles = self.doubles
        new.again = self.again
        new.stack = [f.copy() for f in self.stack]
        new.over = self.over
        new.reason = self.reason
        new.winners = self.winners[:]
        new.scores = self.scores[:]
        new.dice = self.dice[:]
        new.outcome = self.outcome
        return new

    def dump(self) -> dict[str, Any]:
        return {
            "position": list(self.position),
            "in_jail": list(self.in_jail),
            "jail_tries": list(self.jail_tries),
            "alive": list(self.alive),
            "owner": list(self.owner),
            "hotel": list(self.hotel),
            "hotels_left": self.hotels_left,
            "held": [list(h) for h in self.held],
            "offers": list(self.offers),
            "trade_seen": [list(t) for t in self.trade_seen],
            "build_seen": [list(t) for t in self.build_seen],
            "active": self.active,
            "first": self.first,
            "turn": self.turn,
            "round": self.round,
            "doubles": self.doubles,
            "again": self.again,
            "stack": [{"kind": self.edition.kind_of(f), **f.dump()} for f in self.stack],
            "over": self.over,
            "reason": self.reason,
            "winners": list(self.winners),
            "scores": list(self.scores),
            "dice": [list(d) for d in self.dice],
            "outcome": self.outcome,
        }

    def load(self, d: dict[str, Any]) -> None:
        """Fill the shared fields from `dump()` data, checking every type."""
        n = self.players
        self.position = as_ints(d["position"], n)
        self.in_jail = as_bools(d["in_jail"], n)
        self.jail_tries = as_ints(d["jail_tries"], n)
        self.alive = as_bools(d["alive"], n)
        self.owner = as_ints(d["owner"], len(self.owner))
        self.hotel = as_bools(d["hotel"], len(self.hotel))
        self.hotels_left = as_int(d["hotels_left"])
        self.held = [as_ints(h) for h in as_list(d["held"], n)]
        self.offers = as_ints(d["offers"], n)
        self.trade_seen = [tuple(as_ints(t)) for t in as_list(d["trade_seen"], n)]
        self.build_seen = [tuple(as_ints(t)) for t in as_list(d["build_seen"], n)]
        self.active = as_int(d["active"])
        self.first = as_int(d["first"])
        self.turn = as_int(d["turn"])
        self.round = as_int(d["round"])
        self.doubles = as_int(d["doubles"])
        self.again = as_bool(d["again"])
        self.stack = [self.edition.restore_frame(f) for f in as_list(d["stack"])]
        self.over = as_bool(d["over"])
        reason = d["reason"]
        if not isinstance(reason, str):
            raise TypeError("reason is a string")
        self.reason = reason
        self.winners = as_ints(d["winners"])
        self.scores = as_ints(d["scores"])
        self.dice = [as_ints(x, 2) for x in as_list(d["dice"])]
        self.outcome = as_bool(d["outcome"])

    @property
    def top(self) -> Frame:
        return self.stack[-1]


# Strict converters for restoring saves: a damaged value raises instead of being coerced.


def as_int(value: Any) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise TypeError(f"expected a whole number, got {value!r}")
    return value


def as_bool(value: Any) -> bool:
    if not isinstance(value, bool):
        raise TypeError(f"expected true or false, got {value!r}")
    return value


def as_list(value: Any, length: int | None = None) -> list[Any]:
    if not isinstance(value, list):
        raise TypeError(f"expected a list, got {value!r}")
    if length is not None and len(value) != length:
        raise ValueError(f"expected {length} entries, got {len(value)}")
    return value


def as_ints(value: Any, length: int | None = None) -> list[int]:
    return [as_int(v) for v in as_list(value, length)]


def as_bools(value: Any, length: int | None = None) -> list[bool]:
    return [as_bool(v) for v in as_list(value, length)]


# How `Record.restore` reads each type of field (the annotation is a string when run from
# source, the class itself in the compiled build).
_READERS: Final[dict[object, Callable[[Any], Any]]] = {
    "int": as_int,
    int: as_int,
    "bool": as_bool,
    bool: as_bool,
    "list[int]": as_ints,
    list: as_ints,
}
