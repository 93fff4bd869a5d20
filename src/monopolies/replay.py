"""Replay files: a finished (or abandoned) game as `(variant, version, options, seed, actions)`.

A replay stores only what is needed to play the game again, plus the public events and the
result as recorded, so `rebuild` can prove the engine still plays it the same way. The
actions are the ones players chose (`Game.history`); decisions with a single legal action
are not stored, the engine takes them again on its own. The file is JSON written with one
action or event per line, so two replays diff readably.

>>> import monopolies as mp
>>> game = mp.new_game("deal", players=2, seed=7, options={"max_turns": 2})
>>> while not game.over:
...     game.act(game.legal_actions()[-1])
>>> replay = loads(dumps(record(game, ["you", "random bot"])))
>>> rebuild(replay).public_events() == game.public_events()
True
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import msgspec

import monopolies
from monopolies.engine.action import Action
from monopolies.engine.errors import CorruptSave, IllegalAction, MonopoliesError
from monopolies.engine.game import Game

FORMAT = "monopolies/replay"
FORMAT_VERSION = 1

Json = dict[str, Any]


class Replay(msgspec.Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    """One game as a replay file holds it (field order is the order in the file)."""

    format: str = FORMAT
    format_version: int = FORMAT_VERSION
    variant: str
    rules_version: int
    players: int
    seed: int
    options: Json
    rig: Json
    labels: list[str]
    result: Json | None
    actions: list[Json]
    events: list[Json]


class _Header(msgspec.Struct):
    """The two fields every version keeps, read first so old or foreign files get a clear no."""

    format: str | None = None
    format_version: int | None = None


def record(game: Game, labels: list[str]) -> Replay:
    """The replay of `game` as it stands; `labels` names each seat ("you", "greedy bot")."""
    if len(labels) != game.players:
        raise ValueError(f"{game.players} seats need {game.players} labels, got {len(labels)}")
    return Replay(
        variant=game.variant,
        rules_version=game.rules.version,
        players=game.players,
        seed=game.seed,
        options=_plain(game.options),
        rig=_plain(game.rig),
        labels=list(labels),
        result=game.result() if game.over else None,
        actions=[a.to_json() for a in game.history],
        events=_plain(game.public_events()),
    )


def dumps(replay: Replay) -> bytes:
    """The file's bytes: the header fields one per line, then one action or event per line."""
    encode = msgspec.json.encode
    lines = [b"{"]
    fields = msgspec.structs.asdict(replay)
    for key, value in fields.items():
        name = encode(key)
        if key in ("actions", "events"):
            items = b",\n    ".join(encode(item) for item in value)
            body = b"[\n    " + items + b"\n  ]" if value else b"[]"
        else:
            body = encode(value)
        comma = b"," if key != "events" else b""
        lines.append(b"  " + name + b": " + body + comma)
    lines.append(b"}\n")
    return b"\n".join(lines)


def loads(data: bytes | str) -> Replay:
    """Parse and check a replay file's contents; raises CorruptSave saying what is wrong."""
    try:
        header = msgspec.json.decode(data, type=_Header)
    except msgspec.DecodeError as e:
        raise CorruptSave(f"not a replay file (not JSON or damaged: {e})") from None
    except msgspec.ValidationError:
        raise CorruptSave(f"not a replay file (no {FORMAT!r} marker)") from None
    if header.format != FORMAT:
        raise CorruptSave(f"not a replay file: format is {header.format!r}, expected {FORMAT!r}")
    if header.format_version != FORMAT_VERSION:
        raise CorruptSave(
            f"replay format version {header.format_version!r}; this program reads version "
            f"{FORMAT_VERSION}"
        )
    try:
        replay = msgspec.json.decode(data, type=Replay)
    except msgspec.ValidationError as e:
        raise CorruptSave(f"damaged replay file: {e}") from None
    _check(replay)
    return replay


def write(replay: Replay, path: Path) -> Path:
    """Write the file, creating its folder; returns the path written."""
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(dumps(replay))
    return path


def read(path: Path) -> Replay:
    """Read and check a replay file (OSError if it cannot be read, CorruptSave if damaged)."""
    return loads(path.read_bytes())


def rebuild(replay: Replay) -> Game:
    """Play the recorded actions again from the seed; raises CorruptSave unless every
    action is legal and the events and result come out exactly as recorded."""
    game = _start(replay)
    for number, data in enumerate(replay.actions, 1):
        try:
            game.act(Action.from_json(data))
        except IllegalAction as e:
            raise CorruptSave(
                f"action {number} of {len(replay.actions)} does not replay: {e}"
            ) from None
    events = _plain(game.public_events())
    for index, (recorded, rebuilt) in enumerate(zip(replay.events, events, strict=False)):
        if recorded != rebuilt:
            raise CorruptSave(
                f"the replay does not match the engine at event {index}: "
                f"recorded {recorded}, replayed {rebuilt}"
            )
    if len(events) != len(replay.events):
        raise CorruptSave(
            f"the replay recorded {len(replay.events)} events but replaying gives {len(events)}"
        )
    result = game.result() if game.over else None
    if _plain(result) != replay.result:
        raise CorruptSave(f"the replay recorded result {replay.result}, replaying gives {result}")
    return game


def _start(replay: Replay) -> Game:
    rules = monopolies.VARIANTS.get(replay.variant)
    if rules is None:
        raise CorruptSave(f"the replay is of an unknown game {replay.variant!r}")
    if rules.version != replay.rules_version:
        raise CorruptSave(
            f"the replay was recorded with {replay.variant} rules v{replay.rules_version}; "
            f"this engine has v{rules.version}, so it cannot be played back exactly"
        )
    try:
        return monopolies.new_game(
            replay.variant, replay.players, replay.seed, replay.options, replay.rig or None
        )
    except MonopoliesError as e:
        raise CorruptSave(f"the replay's game cannot be set up: {e}") from None


def _check(replay: Replay) -> None:
    """Checks the types alone cannot express."""
    if replay.players < 1:
        raise CorruptSave(f"damaged replay file: players is {replay.players}")
    if len(replay.labels) != replay.players:
        raise CorruptSave(
            f"damaged replay file: {len(replay.labels)} labels for {replay.players} players"
        )
    for number, data in enumerate(replay.actions, 1):
        try:
            Action.from_json(data)
        except IllegalAction as e:
            raise CorruptSave(f"damaged replay file: action {number}: {e}") from None
    for number, event in enumerate(replay.events, 1):
        if not isinstance(event.get("type"), str):
            raise CorruptSave(f"damaged replay file: event {number} has no type")


def _plain(value: Any) -> Any:
    """JSON types only (tuples as lists, keys as strings), as the file will hold them."""
    return msgspec.to_builtins(value, str_keys=True)
