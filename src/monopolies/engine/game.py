"""`Game`: the public contract of API.md, the same for every variant.

The core checks every action against the variant's `legal` list before anything changes,
so a refused action leaves the game exactly as it was. Decisions with a single legal
action are taken automatically (only seats with a real choice are asked), except where
skipping one would leak hidden information (`Rules.must_ask`).
"""

from __future__ import annotations

import random
import secrets
from collections.abc import Mapping
from typing import Any, Final

from monopolies.engine.action import Action
from monopolies.engine.errors import BadOptions, CorruptSave, IllegalAction
from monopolies.engine.rules import Json, Rules, Table

SAVE_FORMAT = "monopolies/save"
SAVE_FORMAT_VERSION = 2  # 2: board frames and cheat records are saved by field name
RECENT_EVENTS: Final = 20


class Game:
    """One game in progress. Create with `monopolies.new_game` or `monopolies.load`."""

    __slots__ = (
        "_legal",
        "_rng",
        "_rng_shared",
        "_table",
        "events",
        "history",
        "options",
        "players",
        "rig",
        "rules",
        "seed",
        "state",
    )

    def __init__(
        self,
        rules: Rules[Any],
        players: int,
        seed: int,
        options: Json,
        rig: Json,
        state: Any,
        rng: random.Random,
        events: list[Json],
        history: list[Action],
    ) -> None:
        self.rules = rules
        self.players = players
        self.seed = seed
        self.options = options
        self.rig = rig
        self.state = state
        self._rng = rng
        self._rng_shared = False
        self.events = events
        self.history = history
        self._legal: list[Action] | None = None
        # The Table every action is applied with, kept while this game owns its RNG. Stale
        # once the RNG is replaced or shared with a clone: `rng`'s setter and `clone` drop
        # it (tests/conformance: test_clone_and_original_share_the_future_chance with the
        # original first, test_a_replaced_rng_is_the_one_drawn_from).
        self._table: Table | None = None

    @classmethod
    def start(
        cls,
        rules: Rules[Any],
        players: object,
        seed: object = None,
        options: object = None,
        rig: object = None,
    ) -> Game:
        """A new game; the arguments are user input, checked here (BadOptions)."""
        if seed is None:
            seed = secrets.randbits(63)
        if isinstance(seed, bool) or not isinstance(seed, int):
            raise BadOptions(f"seed must be a whole number, not {seed!r}")
        players = rules.check_players(players)
        checked = rules.check_options(players, options)
        script = rules.check_rig(rig)
        rng = random.Random(seed)
        events: list[Json] = []
        state = rules.setup(players, checked, script, Table(rng, events))
        game = cls(rules, players, seed, checked, script, state, rng, events, [])
        game._settle()
        return game

    @property
    def rng(self) -> random.Random:
        """The game's own RNG (a private copy is made first if a clone still shares it)."""
        if self._rng_shared:
            own = random.Random()
            own.setstate(self._rng.getstate())
            self._rng = own
            self._rng_shared = False
        return self._rng

    @rng.setter
    def rng(self, value: random.Random) -> None:
        self._rng = value
        self._rng_shared = False
        self._table = None

    def _rng_for_rules(self) -> random.Random:
        return self.rng

    @property
    def variant(self) -> str:
        return self.rules.name

    @property
    def to_act(self) -> int | None:
        return self.rules.to_act(self.state)

    @property
    def over(self) -> bool:
        return self.rules.over(self.state)

    def legal_actions(self) -> list[Action]:
        """The actions the seat to act may take now (a fresh list each call)."""
        return list(self._legal_now())

    def _legal_now(self) -> list[Action]:
        if self._legal is None:
            self._legal = self.rules.legal(self.state)
        return self._legal

    def act(self, action: Action | Mapping[str, Any]) -> None:
        """Apply one action for the seat to act; raises IllegalAction and changes nothing."""
        if not isinstance(action, Action):
            action = Action.from_json(action)
        # A finished game lists nothing.
        legal = self._legal_now()
        if not _listed(legal, action):
            if self.rules.over(self.state):
                raise IllegalAction("the game is over; no more actions are accepted")
            raise IllegalAction(self.rules.explain(self.state, action))
        self.history.append(action)
        self._apply(action)
        self._settle()

    def act_as(self, seat: int, action: Action | Mapping[str, Any]) -> None:
        """`act`, but refuse unless `seat` is the one to decide (for servers and front ends)."""
        if self.to_act != seat:
            who = "nobody" if self.to_act is None else f"seat {self.to_act}"
            raise IllegalAction(f"it is not seat {seat}'s decision now; {who} decides")
        self.act(action)

    def _apply(self, action: Action) -> None:
        self._legal = None
        table = self._table
        if table is None:
            table = self._new_table()
        self.rules.apply(self.state, action, table)

    def _new_table(self) -> Table:
        """A Table for the next action. While a clone shares the RNG the Table gets a getter
        that makes a private copy on the first draw, and is not kept (holding the getter
        would tie the game into a reference cycle); once the RNG is this game's own, the
        Table is kept for every later action."""
        if self._rng_shared:
            return Table(self._rng_for_rules, self.events)
        self._table = Table(self._rng, self.events)
        return self._table

    def _settle(self) -> None:
        """Take every decision that has exactly one legal action, unless the rules must ask
        it (`Rules.must_ask`). Runs right after setup or an action, when no legal list is
        cached, so it asks the rules directly."""
        rules, state = self.rules, self.state
        legal = self._legal = rules.legal(state)  # empty once the game is over
        while len(legal) == 1 and not rules.must_ask(state):
            self._apply(legal[0])
            legal = self._legal = rules.legal(state)

    def observe(self, seat: int | None, *, legal: bool = True) -> Json:
        """Everything `seat` may know, as JSON-ready data; for `None`, what a spectator may
        know: the public part alone (the game's `information.private` keys never appear).
        `legal=False` leaves out the JSON list of legal actions, which in-process bots hold
        as actions already (`SeatView`): writing it out was a tenth of a board-game bot's
        time."""
        if seat is not None:
            self._check_seat(seat)
        state, rules = self.state, self.rules
        to_act = rules.to_act(state)
        view: Json = {
            "variant": rules.name,
            "seat": seat,
            "to_act": to_act,
            "turn": rules.turn(state),
            "over": rules.over(state),
            "events": self.events[-RECENT_EVENTS:],
        }
        if legal:
            mine = seat is not None and to_act == seat
            view["legal"] = [a.to_json() for a in self._legal_now()] if mine else []
        part = rules.observe(state, seat)
        if seat is None:
            part = rules.information.public_part(part)
        view.update(part)
        if view["over"]:
            view["result"] = rules.result(state)
        return view

    def facts(self, seat: int) -> object:
        """The variant's typed digest of observe(seat) (`Rules.facts`), or None."""
        self._check_seat(seat)
        return self.rules.facts(self.state, seat)

    def public_events(self, since: int = 0) -> list[Json]:
        """Every public event from index `since` on, in order."""
        if isinstance(since, bool) or not isinstance(since, int) or since < 0:
            raise IllegalAction(f"since must be a whole number >= 0, not {since!r}")
        return self.events[since:]

    def result(self) -> Json:
        if not self.over:
            raise IllegalAction("the game is not over yet; result() is only known at the end")
        return self.rules.result(self.state)

    def describe(self, action: Action) -> str:
        """An action as a person would say it, in this game's naming options."""
        return self.rules.describe(self.state, action)

    def clone(self) -> Game:
        """An independent copy: acting on one never changes the other."""
        self._rng_shared = True
        self._table = None
        copy = Game(
            self.rules,
            self.players,
            self.seed,
            self.options,
            self.rig,
            self.rules.clone_state(self.state),
            self._rng,
            list(self.events),
            list(self.history),
        )
        copy._rng_shared = True
        return copy

    def resample(self, seat: int, rng: random.Random | int | None = None) -> Game:
        """A fresh world built from what `seat` knows alone: its hidden information drawn
        consistently with everything `seat` has observed, the public events as they were.

        Nothing of the real game's secrets is reachable from it: its seed is drawn from
        `rng` (so `save()["seed"]` rebuilds only the sample), it has no rig (a rig scripts
        the real future) and no history (the real moves name the cards played).
        """
        self._check_seat(seat)
        if not isinstance(rng, random.Random):
            rng = random.Random(rng)
        state = self.rules.resample(self.state, seat, rng)
        seed = rng.getrandbits(63)
        sample = Game(
            self.rules,
            self.players,
            seed,
            self.options,
            {},
            state,
            random.Random(seed),
            list(self.events),
            [],
        )
        return sample

    # Integer action ids -------------------------------------------------------------

    def action_id(self, action: Action) -> int:
        key = self.rules.action_key(self.state, action)
        ids = _ids(self.rules)
        if key not in ids:
            raise IllegalAction(f"{action} has no action id")
        return ids[key]

    def action_from_id(self, action_id: int) -> Action:
        table = _table(self.rules)
        if isinstance(action_id, bool) or not isinstance(action_id, int):
            raise IllegalAction(f"an action id is a whole number, not {action_id!r}")
        if not 0 <= action_id < len(table):
            raise IllegalAction(f"action id {action_id} is outside 0..{len(table) - 1}")
        key = table[action_id]
        for action in self._legal_now():
            if self.rules.action_key(self.state, action) == key:
                return action
        raise IllegalAction(f"action id {action_id} ({key}) is not legal now")

    def action_mask(self) -> list[bool]:
        """One bool per action id: True where that id is legal now."""
        mask = [False] * self.rules.num_actions
        ids = _ids(self.rules)
        for action in self._legal_now():
            mask[ids[self.rules.action_key(self.state, action)]] = True
        return mask

    # Saving -------------------------------------------------------------------------

    def save(self) -> Json:
        """The full state as JSON-ready data (it holds secrets: never send it to a player)."""
        return self._saved(self.events, self.history)

    def position(self) -> Json:
        """Where the game stands, as `save()` data without its past: no history and only
        the events an observation shows, and any more its bots read (`Rules.remembered`).
        A worker process that decides from here (a bot, a hint) needs no more, and a long
        game's position is a few KiB where its save is MiBs. `monopolies.load` reads it
        like a save."""
        kept = max(RECENT_EVENTS, self.rules.remembered(self.events))
        return self._saved(self.events[-kept:], [])

    def _saved(self, events: list[Json], history: list[Action]) -> Json:
        version, internal, gauss = self._rng.getstate()
        return {
            "format": SAVE_FORMAT,
            "format_version": SAVE_FORMAT_VERSION,
            "variant": self.rules.name,
            "rules_version": self.rules.version,
            "players": self.players,
            "seed": self.seed,
            "options": dict(self.options),
            "rig": _jsonable(self.rig),
            "state": self.rules.dump(self.state),
            "rng": [version, list(internal), gauss],
            "events": list(events),
            "history": [a.to_json() for a in history],
        }

    @classmethod
    def from_save(cls, rules: Rules[Any], data: Mapping[str, Any]) -> Game:
        try:
            if (
                data.get("format") != SAVE_FORMAT
                or data.get("format_version") != SAVE_FORMAT_VERSION
            ):
                raise CorruptSave(
                    f"not a {SAVE_FORMAT} v{SAVE_FORMAT_VERSION} save "
                    f"(format={data.get('format')!r}, version={data.get('format_version')!r})"
                )
            if data.get("rules_version") != rules.version:
                raise CorruptSave(
                    f"saved with {rules.name} rules v{data.get('rules_version')}, "
                    f"this engine has v{rules.version}"
                )
            players = data["players"]
            options = rules.check_options(players, data["options"])
            seed = data["seed"]
            if isinstance(seed, bool) or not isinstance(seed, int):
                raise CorruptSave("seed must be a whole number")
            state = rules.restore(data["state"], players, options)
            rules.check(state)
            version, internal, gauss = data["rng"]
            rng = random.Random()
            rng.setstate((version, tuple(internal), gauss))
            events = [dict(e) for e in data["events"]]
            history = _parsed(data["history"])
            rig = rules.check_rig(data["rig"])
        except CorruptSave:
            raise
        except (KeyError, TypeError, ValueError, AttributeError, IndexError, AssertionError) as e:
            raise CorruptSave(f"the save is damaged: {type(e).__name__}: {e}") from None
        except (BadOptions, IllegalAction) as e:
            raise CorruptSave(f"the save is damaged: {e}") from None
        game = cls(rules, players, seed, options, rig, state, rng, events, history)
        if not game.over and not game._legal_now():
            raise CorruptSave("the save is damaged: nobody can move but the game is not over")
        return game

    def _check_seat(self, seat: int) -> None:
        if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < self.players:
            raise IllegalAction(f"seat must be 0..{self.players - 1}, not {seat!r}")

    def __repr__(self) -> str:
        status = "over" if self.over else f"seat {self.to_act} to act"
        return f"<Game {self.rules.name} players={self.players} seed={self.seed} {status}>"


def _listed(legal: list[Action], action: Action) -> bool:
    """Bots hand back listed objects: an identity scan finds them without calling
    Action.__eq__ on every action listed before them (a plain loop: compiled, it is a C
    loop; `any(map(is_, ...))` cost three Python-level calls per action taken)."""
    for listed in legal:
        if listed is action:
            return True
    return action in legal


_ID_CACHE: dict[int, tuple[list[tuple[Any, ...]], dict[tuple[Any, ...], int]]] = {}


def _cached(rules: Rules[Any]) -> tuple[list[tuple[Any, ...]], dict[tuple[Any, ...], int]]:
    entry = _ID_CACHE.get(id(rules))
    if entry is None:
        table = rules.action_table()
        entry = (table, {key: i for i, key in enumerate(table)})
        _ID_CACHE[id(rules)] = entry
    return entry


def _table(rules: Rules[Any]) -> list[tuple[Any, ...]]:
    return _cached(rules)[0]


def _ids(rules: Rules[Any]) -> dict[tuple[Any, ...], int]:
    return _cached(rules)[1]


def _jsonable(value: Any) -> Any:
    if isinstance(value, Mapping):
        return {str(k): _jsonable(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [_jsonable(v) for v in value]
    return value


def _parsed(history: list[Any]) -> list[Action]:
    """The saved moves as actions, each distinct move parsed once: a long game repeats a
    few hundred moves thousands of times, and parsing them all was most of what loading
    a stored room cost the serving process (docs/server.md)."""
    parsed: dict[str, Action] = {}
    actions = []
    for item in history:
        key = repr(item)
        action = parsed.get(key)
        if action is None:
            action = parsed[key] = Action.from_json(item)
        actions.append(action)
    return actions
