"""Pig, a whole game in one file: how a fifth game joins monopolies (docs/adding-a-game.md).

On your turn roll a die as often as you like: each roll adds to your turn's points, but a 1
loses them and ends your turn; holding banks them and passes the die on. The first to
bank `target` points wins; after `max_turns` turns the most points win (so every game
ends). Everything is public and there are only two moves, so it is the opposite of the
four editions in what the conformance suite must not assume: no hidden information, a
short game, and every action id legal at every decision.

The file reads in the order of a game package: the rules (state, fact sheet, hooks), then
its words, its terminal table, its greedy bot, what a search needs, its RL encoding and
what simulate measures; `KIT` registers it all (`kits.register(KIT)`).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from typing import Any

from rich.text import Text

from monopolies.bots.base import SeatView
from monopolies.bots.guide import SearchGuide
from monopolies.engine.action import Action
from monopolies.engine.rules import Option, Rules, Table
from monopolies.games.registry import GameKit
from monopolies.sim.extras import Extras
from monopolies.terminal.console import GameConsole
from monopolies.words.game import GameWords
from monopolies.words.people import Lineup
from monopolies.words.sentences import sentence

Json = dict[str, Any]
ROLL, HOLD = Action("roll"), Action("hold")
ENDINGS = ("target reached", "turn limit")


# The rules ---------------------------------------------------------------------------------


@dataclass
class State:
    """Everyone's banked `scores`, whose turn it is (`seat`), the points rolled this turn
    (`pot`), turns started, the rolls a rig scripts, and the winners once it is over."""

    scores: list[int]
    seat: int
    target: int
    max_turns: int
    pot: int = 0
    turns: int = 1
    dice: list[int] = field(default_factory=list)
    winners: list[int] = field(default_factory=list)
    reason: str = ""


class Pig(Rules[State]):
    name = "pig"
    version = 1
    min_players = 2
    max_players = 4
    hidden_information = False
    options_spec = {  # noqa: RUF012
        "target": Option(20, "points that win", minimum=5, maximum=100),
        "max_turns": Option(60, "turns after which the most points win", minimum=2, maximum=500),
    }
    rig_keys = frozenset({"first", "dice"})

    @property
    def num_actions(self) -> int:
        return 2

    def cards(self) -> list[Json]:
        return []

    def setup(self, players: int, options: Json, rig: Json, table: Table) -> State:
        first = rig.get("first", table.rng.randrange(players))
        table.emit({"type": "turn", "seat": first, "turn": 1})
        return State(
            [0] * players, first, options["target"], options["max_turns"], dice=rig.get("dice", [])
        )

    def to_act(self, state: State) -> int | None:
        return None if state.winners else state.seat

    def legal(self, state: State) -> list[Action]:
        return [] if state.winners else [ROLL, HOLD]

    def apply(self, state: State, action: Action, table: Table) -> None:
        if action == HOLD:
            self._bank(state, table)
            return
        die = state.dice.pop(0) if state.dice else table.rng.randint(1, 6)
        state.pot = 0 if die == 1 else state.pot + die
        table.emit({"type": "roll", "seat": state.seat, "die": die, "pot": state.pot})
        if die == 1:
            self._next(state, table)
        elif state.scores[state.seat] + state.pot >= state.target:
            self._bank(state, table)  # the target reached: nothing to roll for

    def _bank(self, state: State, table: Table) -> None:
        state.scores[state.seat] += state.pot
        table.emit({"type": "hold", "seat": state.seat, "banked": state.pot})
        state.pot = 0
        self._next(state, table)

    def _next(self, state: State, table: Table) -> None:
        """End the game at the target or the turn cap, else pass the die on."""
        best = max(state.scores)
        if best >= state.target or state.turns >= state.max_turns:
            state.winners = [s for s, score in enumerate(state.scores) if score == best]
            state.reason = ENDINGS[0] if best >= state.target else ENDINGS[1]
            table.emit({"type": "game_over", "winners": state.winners, "reason": state.reason})
            return
        state.seat = (state.seat + 1) % len(state.scores)
        state.turns += 1
        table.emit({"type": "turn", "seat": state.seat, "turn": state.turns})

    def over(self, state: State) -> bool:
        return bool(state.winners)

    def result(self, state: State) -> Json:
        winners, scores = list(state.winners), list(state.scores)
        return {"winners": winners, "scores": scores, "reason": state.reason}

    def turn(self, state: State) -> int:
        return state.turns

    def observe(self, state: State, seat: int | None) -> Json:
        return {
            "players": [{"seat": s, "score": score} for s, score in enumerate(state.scores)],
            "active": state.seat,
            "pot": state.pot,
            "target": state.target,
        }

    def clone_state(self, state: State) -> State:
        return replace(state, scores=list(state.scores), dice=list(state.dice))

    def resample(self, state: State, seat: int, rng: random.Random) -> State:
        """Nothing is hidden, and the dice to come are no one's knowledge: drop the script."""
        return replace(state, scores=list(state.scores), dice=[])

    def dump(self, state: State) -> Json:
        return dict(vars(state))

    def restore(self, data: Json, players: int, options: Json) -> State:
        """Raises KeyError, TypeError or ValueError on a damaged save (`load` says so)."""
        if set(data) != set(vars(State([], 0, 0, 0))):
            raise ValueError(f"a Pig state has other fields than {sorted(data)}")
        state = State(**{key: _whole(value) for key, value in data.items() if key != "reason"},
                      reason=data["reason"])  # fmt: skip
        if len(state.scores) != players or state.reason not in ("", *ENDINGS):
            raise ValueError("a Pig state for another table")
        return state

    def check(self, state: State) -> None:
        assert all(score >= 0 for score in state.scores), "scores are never negative"
        assert 0 <= state.seat < len(state.scores), "the die is with a seat"

    def action_key(self, state: State, action: Action) -> tuple[Any, ...]:
        return (action.kind,)

    def action_table(self) -> list[tuple[Any, ...]]:
        return [("roll",), ("hold",)]

    def describe(self, state: State, action: Action) -> str:
        return "Roll the die" if action == ROLL else f"Hold: bank {state.pot}"


def _whole(value: Any) -> Any:
    """A saved number, or list of numbers, checked to be whole numbers."""
    numbers = value if isinstance(value, list) else [value]
    if not all(isinstance(n, int) and not isinstance(n, bool) for n in numbers):
        raise TypeError(f"not whole numbers: {value!r}")
    return value


RULES = Pig()


# Its words, in every front end --------------------------------------------------------------


def _event(event: Json, options: Json, lineup: Lineup) -> Text | None:
    who = lineup.who(event.get("seat", 0))
    if event["type"] == "roll":
        if event["die"] == 1:
            return sentence(f"{who} rolled a 1: the turn's points are lost.")
        return sentence(f"{who} rolled a {event['die']} ({event['pot']} this turn).")
    if event["type"] == "hold":
        return sentence(f"{who} held and banked {event['banked']}.")
    if event["type"] == "game_over":
        winners = " and ".join(lineup.who(s) for s in event["winners"])
        return sentence(f"{winners} won ({event['reason']}).")
    return None


WORDS = GameWords(
    "Pig",
    "Roll as often as you like; a 1 loses the turn's points. Hold to bank them. "
    "The first to the target wins.",
    "Points",
    event=_event,
    situation=lambda obs, lineup, events: Text(f"{obs['pot']} points this turn: roll or hold?"),
    group=lambda action, obs: "Your move",
)


def _table(obs: Json, lineup: Lineup, show_hand: bool, before: Json | None = None) -> Text:
    scores = ", ".join(f"{lineup.title(p['seat'])} {p['score']}" for p in obs["players"])
    return Text(f"Target {obs['target']} · {scores} · this turn {obs['pot']}")


CONSOLE = GameConsole(
    board=_table,
    summary=lambda obs, lineup, before=None: _table(obs, lineup, True, before),
)


# Its bots, its encoding, its measures ----------------------------------------------------


class Greedy:
    """Holds at 8 points a turn, or when the turn's points win."""

    name = "greedy"

    def __init__(self, seed: int | None = None) -> None:
        self.seed = seed

    def choose(self, view: SeatView) -> Action:
        obs = view.observation
        mine = obs["players"][view.seat]["score"]
        done = obs["pot"] >= 8 or mine + obs["pot"] >= obs["target"]
        return HOLD if done else ROLL


def _strength(game: Any) -> list[float]:
    """Points banked, as a share of the target: who is nearer the end."""
    return [score / game.state.target for score in game.state.scores]


GUIDE = SearchGuide(strength=_strength)


def encoder(players: int) -> Callable[[Json], list[float]]:
    """Each seat's score (the observing seat first) and the turn's points, over the target;
    whether I am to act."""

    def encode(obs: Json) -> list[float]:
        me, target = obs["seat"], obs["target"]
        scores = [obs["players"][(me + r) % players]["score"] / target for r in range(players)]
        return [*scores, min(1.0, obs["pot"] / target), float(obs["to_act"] == me)]

    return encode


def _measure(game: Any) -> dict[str, float]:
    ones = sum(1 for e in game.public_events() if e["type"] == "roll" and e["die"] == 1)
    return {"rolls: a one": float(ones)}


MEASURES = Extras(_measure)

KIT = GameKit(
    rules=RULES,
    words="toy_game:WORDS",
    console="toy_game:CONSOLE",
    encoder="toy_game:encoder",
    greedy="toy_game:Greedy",
    search="toy_game:GUIDE",
    sim_extras="toy_game:MEASURES",
    web_view="generic",
    goldens=(),
)
"""Pig's registration: `kits.register(KIT)` makes it a game like the four editions."""
