"""The heavy work a server hands to its worker processes: a bot's move, a hint, a stored
room's game replayed to where it stands, a finished game's replay, a game review's
decisions. Each is a plain function of plain data (a game's `position()`, a room's record
and moves, a replay file's bytes), so it runs the same in a local process pool or on a
Ray cluster, and nothing it does holds the serving process's GIL.

A bot is made afresh for each move, seeded from its seat's seed and the move's step: the
worker keeps nothing between tasks but its database connection, so any worker may take any
room's next move.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, replace
from typing import Any

import msgspec

import monopolies
from monopolies import replay
from monopolies.bots import DIFFICULTIES, Bot, SeatView, hints, make_bot
from monopolies.engine.action import Action
from monopolies.engine.errors import BadOptions, MonopoliesError
from monopolies.engine.game import Game
from monopolies.learn import lesson_for
from monopolies.review import walk
from monopolies.review.walk import Verdict
from monopolies.server import views
from monopolies.server.rooms import OVER, Room
from monopolies.server.store import Store, open_engine
from monopolies.words import narration

Json = dict[str, Any]
_encode = msgspec.json.Encoder().encode
_decode = msgspec.json.Decoder().decode

SNAPSHOT_EVERY = 200
"""Actions between the positions a replay keeps, so any step's view is at most this many
actions from a stored position (a few milliseconds), and a 30,000-action replay keeps
150 positions of a few KiB."""


@dataclass(frozen=True)
class BotSpec:
    """Which bot plays a seat: its difficulty, its seat's seed, how long it may think, and
    whether it searches (a search takes most of its time limit, the others a millisecond,
    so they wait in different lanes)."""

    difficulty: str
    seed: int
    limit: float | None
    searches: bool = False
    never: frozenset[str] = frozenset()
    """Kinds of move it leaves out: a stand-in's (`GameKit.stand_in_never`)."""


def check_difficulty(difficulty: str) -> None:
    """BadOptions for a difficulty that does not exist."""
    if difficulty not in DIFFICULTIES:
        raise BadOptions(f"unknown difficulty {difficulty!r}; choose from {list(DIFFICULTIES)}")


def bot_move(spec: BotSpec, position: Json, seat: int, step: int) -> tuple[Json, bool]:
    """The bot's move for `seat` at `position` (the game after `step` actions), and whether
    anyone but the bot would see it (a secret move is made without the table's pause)."""
    game = monopolies.load(position)
    view = StandInView(game, seat, spec.never) if spec.never else SeatView(game, seat)
    action = seat_bot(spec, game.variant, step).choose(view)
    return action.to_json(), _seen(game, action)


class StandInView(SeatView):
    """A seat as the bot standing in for its away person sees it: without the moves it
    never makes in their name, unless nothing else is legal."""

    def __init__(self, game: Game, seat: int, never: frozenset[str]) -> None:
        super().__init__(game, seat)
        self.never = never
        self._plain: list[Action] | None = None

    @property
    def legal(self) -> list[Action]:
        if self._plain is None:
            every = self._game.legal_actions()
            self._plain = [a for a in every if a.kind not in self.never] or every
        return self._plain


def seat_bot(spec: BotSpec, variant: str, step: int) -> Bot:
    """The bot that makes a seat's move after `step` actions, seeded from both, so it is
    the same bot whichever worker makes it."""
    seed = random.Random(f"{spec.seed}:{step}").getrandbits(63)
    try:
        return make_bot(spec.difficulty, variant, seed, limit=spec.limit)
    except BadOptions:
        # A game without this bot yet gets the plainest one rather than no game.
        return make_bot("easy", variant, seed)


def _seen(game: Game, action: Action) -> bool:
    """Whether anyone but its maker would see `action`: whether it changes the public view."""
    after = game.clone()
    try:
        after.act(action)
    except MonopoliesError:
        return True  # refused when committed; the pause costs nothing then
    return views.version(after.observe(None)) != views.version(game.observe(None))


def hint(position: Json, seat: int, names: list[str]) -> list[Json]:
    """The hint message's moves for `seat`, best first, named as the seat's menu names them."""
    game = monopolies.load(position)
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


@dataclass(frozen=True)
class Built:
    """A finished game's replay, built once: its public events in words and where each
    action falls among them, both as the answer's JSON; a position every `SNAPSHOT_EVERY`
    actions and the actions from each, as JSON, for the views. Bytes, not objects: they
    cross back to the serving process in one copy, where unpickling a long game's objects
    would hold its event loop for a tenth of a second."""

    events: bytes
    event_count: int
    steps: bytes
    positions: list[bytes]
    blocks: list[bytes]
    """The actions from each kept position to the next."""
    actions: int
    result: Json | None

    def from_position(self, step: int) -> tuple[bytes, bytes, int]:
        """The kept position nearest before `step`, the block of actions from it, and how
        many of them lead to `step` (what `view_after` takes)."""
        start = step // SNAPSHOT_EVERY
        return self.positions[start], self.blocks[start], step - start * SNAPSHOT_EVERY

    def size(self) -> int:
        """Bytes it holds, about."""
        return len(self.events) + len(self.steps) + sum(map(len, self.positions + self.blocks))


def build_replay(db_url: str, code: str) -> tuple[Json | None, Built | None]:
    """The stored room's record (None if there is no such room) and, if its game is over,
    its replay. The worker reads the database itself: the serving process would spend a
    long game's decoding under its own GIL, and every room would wait for it."""
    loaded = _store(db_url).load_room(code)
    if loaded is None:
        return None, None
    record, rows = loaded
    if record["status"] != OVER:
        return record, None
    seats = record["seats"]
    actions = [action for _, action, _ in rows]
    names = [seat["name"] for seat in seats]
    built = play_replay(
        record["variant"],
        len(seats),
        record["seed"],
        record["options"],
        actions,
        names,
        lesson=record.get("lesson", False),
    )
    return record, built


def load_room(db_url: str, code: str) -> tuple[Json, bytes | None] | None:
    """A stored room's record and its game as it stands, as an encoded save (None before
    the game starts); None if there is no such room. The actions are replayed here: a long
    game's replay holds a GIL for a second or more (8,000 Crooked Cash actions: 0.31 s),
    and the serving process only restores the save (0.09 s)."""
    loaded = _store(db_url).load_room(code)
    if loaded is None:
        return None
    game = Room.from_record(*loaded).game
    return loaded[0], None if game is None else _encode(game.save())


_stores: dict[str, Store] = {}


def _store(db_url: str) -> Store:
    """This worker's connection to the server's database, made on first use."""
    store = _stores.get(db_url)
    if store is None:
        store = _stores[db_url] = Store(open_engine(db_url))
    return store


def play_replay(
    variant: str,
    players: int,
    seed: int,
    options: Json,
    actions: list[Json],
    names: list[str],
    lesson: bool = False,
) -> Built:
    """Play the stored actions again, keeping what the replay pages read (a lesson room's
    game is dealt by its lesson, `Room.new_game`)."""
    if lesson:
        game = lesson_for(variant).new_game(seed)
    else:
        game = monopolies.new_game(variant, players, seed, options)
    steps = [len(game.events)]
    positions = [_encode(game.position())]
    for number, action in enumerate(actions, 1):
        game.act(Action.from_json(action))
        steps.append(len(game.events))
        if number % SNAPSHOT_EVERY == 0:
            positions.append(_encode(game.position()))
    public = game.public_events()
    texts = narration.log(narration.event_text(variant, e, options, names) for e in public)
    events = [{"event": e, "text": t} for e, t in zip(public, texts, strict=True)]
    blocks = [
        _encode(actions[start : start + SNAPSHOT_EVERY])
        for start in range(0, len(actions) + 1, SNAPSHOT_EVERY)
    ]
    result = game.result() if game.over else None
    encoded = _encode(events)
    return Built(encoded, len(events), _encode(steps), positions, blocks, len(actions), result)


def view_after(position: bytes, block: bytes, count: int, seat: int | None = None) -> Json:
    """`seat`'s view (a spectator's for None) after the first `count` actions of `block`
    from a kept `position` (`Built.from_position` says which)."""
    game = monopolies.load(_decode(position))
    for action in _decode(block)[:count]:
        game.act(Action.from_json(action))
    return game.observe(seat)


def review_choices(data: bytes, seat: int, mine: list[int]) -> list[int]:
    """Of the moves `mine` (a seat's person's own), those a review judges: decisions with
    two or more moves. `data` is the game's replay file (`replay.dumps`)."""
    return sorted(set(mine) & set(walk.choices(replay.loads(data), [seat])))


def review_batch(data: bytes, numbers: list[int], iterations: int) -> list[Verdict]:
    """The review's verdicts on these moves of the game in `data`."""
    return walk.batch(data, numbers, iterations)
