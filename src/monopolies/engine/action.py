"""Actions: immutable, hashable decisions with a JSON form shared by every front end.

An action is a `kind` plus named fields whose values are ints, strings, bools, None or
tuples of those. Two actions are equal when kind and fields are equal; which variant made
an action only affects how it reads (`str`), never what it means.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any, TypeVar, overload

from monopolies.engine.errors import IllegalAction

Scalar = int | str | bool | None
Value = Scalar | tuple[Scalar, ...]
Describer = Callable[["Action"], str]
Default = TypeVar("Default")

_SCALARS = (int, str, bool, type(None))
_MAX_FIELDS = 16
_MAX_TEXT = 64
_MAX_LIST = 16


class Action:
    """One decision: `Action("rent", card=71, color="green", target=2)`.

    Compiled by mypyc in wheels, so that the rules and bots read `kind` and `fields` as C
    struct fields; the named fields (`action.card`) come from `__getattr__`, which runs only
    after the real attributes are looked for."""

    __slots__ = ("_describe", "_hash", "fields", "kind")

    kind: str
    fields: tuple[tuple[str, Value], ...]
    _hash: int
    _describe: Describer | None

    def __init__(self, kind: str, _describe: Describer | None = None, **fields: Value) -> None:
        self._set(kind, tuple(sorted(fields.items())), _describe)

    def _set(
        self, kind: str, items: tuple[tuple[str, Value], ...], describe: Describer | None
    ) -> None:
        object.__setattr__(self, "kind", kind)
        object.__setattr__(self, "fields", items)
        object.__setattr__(self, "_hash", hash((kind, items)))
        object.__setattr__(self, "_describe", describe)

    @classmethod
    def of(
        cls, kind: str, items: tuple[tuple[str, Value], ...], describe: Describer | None = None
    ) -> Action:
        """Build from (name, value) pairs in any order; a name may appear once."""
        if len({name for name, _ in items}) != len(items):
            raise ValueError(f"{kind!r} action names a field twice: {items!r}")
        action = cls(kind)
        action._set(kind, tuple(sorted(items)), describe)
        return action

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("Action is immutable")

    def __getattr__(self, name: str) -> Any:
        for key, value in self.fields:
            if key == name:
                return value
        raise AttributeError(f"{self.kind} action has no field {name!r}")

    @overload
    def get(self, name: str) -> Value: ...

    @overload
    def get(self, name: str, default: Default) -> Value | Default: ...

    def get(self, name: str, default: object = None) -> object:
        """A field's value, or `default` (anything, e.g. a sentinel) if there is none."""
        for key, value in self.fields:
            if key == name:
                return value
        return default

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Action):
            return NotImplemented
        return self._hash == other._hash and self.kind == other.kind and self.fields == other.fields

    def __hash__(self) -> int:
        return self._hash

    def __repr__(self) -> str:
        args = "".join(f", {k}={v!r}" for k, v in self.fields)
        return f"Action({self.kind!r}{args})"

    def __str__(self) -> str:
        if self._describe is not None:
            return self._describe(self)
        args = ", ".join(f"{k}={v}" for k, v in self.fields)
        return f"{self.kind.replace('_', ' ')}({args})" if args else self.kind.replace("_", " ")

    def __reduce__(self) -> tuple[Any, ...]:
        return (_rebuild, (self.kind, self.fields))

    def to_json(self) -> dict[str, Any]:
        """`{"kind": ..., **fields}` with tuples as lists."""
        out: dict[str, Any] = {"kind": self.kind}
        for key, value in self.fields:
            out[key] = list(value) if isinstance(value, tuple) else value
        return out

    @classmethod
    def from_json(cls, data: object) -> Action:
        """Parse the JSON form; raises IllegalAction (never anything else) on malformed input."""
        if isinstance(data, Action):
            return data
        if not isinstance(data, Mapping):
            raise IllegalAction(
                f"an action must be a JSON object with a 'kind', not {_short(data)}"
            )
        kind = data.get("kind")
        if not isinstance(kind, str) or not kind or len(kind) > _MAX_TEXT:
            raise IllegalAction('an action needs a \'kind\' string, e.g. {"kind": "end_turn"}')
        if len(data) > _MAX_FIELDS:
            raise IllegalAction(f"an action has at most {_MAX_FIELDS} fields")
        fields: dict[str, Value] = {}
        for key, value in data.items():
            if key == "kind":
                continue
            if not isinstance(key, str) or len(key) > _MAX_TEXT or key.startswith("_"):
                raise IllegalAction(f"bad field name {_short(key)} in action")
            fields[key] = _field_value(key, value)
        return cls.of(kind, tuple(fields.items()))


_INTERNED: dict[tuple[str, tuple[tuple[str, Value], ...], Describer | None], Action] = {}
_INTERN_LIMIT = 500_000


def make(kind: str, describe: Describer | None, fields: tuple[tuple[str, Value], ...]) -> Action:
    """The one shared Action of `kind` with these (name, value) fields, given in any order.

    Legal-move generation builds the same actions over and over; interning makes that a
    dict lookup instead of a construction and keeps their hashes precomputed. The lookup
    is by the fields as given, so it never sorts; only a miss does (in `_intern`).
    """
    action = _INTERNED.get((kind, fields, describe))
    if action is None:
        action = _intern(kind, describe, fields)
    return action


def _intern(kind: str, describe: Describer | None, fields: tuple[tuple[str, Value], ...]) -> Action:
    """Remember the Action under the fields as given and in name order, so that the same
    fields in another order find the same object."""
    if len(_INTERNED) >= _INTERN_LIMIT:
        _INTERNED.clear()
    action = Action.of(kind, fields, describe)
    action = _INTERNED.setdefault((kind, action.fields, describe), action)
    _INTERNED[(kind, fields, describe)] = action
    return action


def _rebuild(kind: str, fields: tuple[tuple[str, Value], ...]) -> Action:
    return Action.of(kind, fields)


def _field_value(key: str, value: object) -> Value:
    if isinstance(value, float) and value.is_integer():
        value = int(value)
    if isinstance(value, _SCALARS):
        if isinstance(value, str) and len(value) > _MAX_TEXT:
            raise IllegalAction(f"field {key!r} is too long")
        return value
    if isinstance(value, list | tuple):
        if len(value) > _MAX_LIST:
            raise IllegalAction(f"field {key!r} lists too many items")
        items = tuple(_field_value(key, v) for v in value)
        if any(isinstance(v, tuple) for v in items):
            raise IllegalAction(f"field {key!r} may not nest lists")
        return items  # type: ignore[return-value]
    raise IllegalAction(f"field {key!r} has a value of unsupported type {type(value).__name__}")


def _short(value: object) -> str:
    text = repr(value)
    return text if len(text) <= 60 else text[:57] + "..."
