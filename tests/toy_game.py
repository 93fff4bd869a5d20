"""Take-away, a toy game for docs/adding-a-game.md: the smallest game with every kit part.

Two players, a pile of counters and twelve cards worth 1 to 3 (four of each); each player
holds five cards no one else sees. On your turn play a card and take that many counters
(at most what is left); whoever takes the last counter wins.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from rich.text import Text

from monopolies.bots.base import SeatView
from monopolies.bots.guide import SearchGuide
from monopolies.engine.action import Action
from monopolies.engine.rules import Option, Rules, Table
from monopolies.sim.extras import Extras
from monopolies.terminal.console import GameConsole
from monopolies.words.game import GameWords

Json = dict[str, Any]
VALUE = [1 + card % 3 for card in range(12)]
HAND = 5


@dataclass
class State:
    pile: int
    hands: list[list[int]]
    unseen: list[int]
    seat: int = 0
    taken_last: int | None = None
    turns: int = 0
    played: list[int] = field(default_factory=list)


class TakeAway(Rules[State]):
    name = "take-away"
    version = 1
    min_players = 2
    max_players = 2
    options_spec = {"pile": Option(9, "counters on the table", minimum=3, maximum=9)}  # noqa: RUF012
    rig_keys = frozenset({"hands"})

    @property
    def num_actions(self) -> int:
        return len(VALUE)

    def cards(self) -> list[Json]:
        return [
            {"id": c, "name": f"take {v}", "kind": "take", "value": v} for c, v in enumerate(VALUE)
        ]

    def setup(self, players: int, options: Json, rig: Json, table: Table) -> State:
        deck = list(range(len(VALUE)))
        table.rng.shuffle(deck)
        hands = rig.get("hands") or [deck[:HAND], deck[HAND : 2 * HAND]]
        unseen = [c for c in deck if c not in hands[0] + hands[1]]
        table.emit({"type": "turn", "seat": 0})
        return State(options["pile"], [sorted(h) for h in hands], unseen)

    def to_act(self, state: State) -> int | None:
        return None if self.over(state) else state.seat

    def legal(self, state: State) -> list[Action]:
        if self.over(state):
            return []
        return [Action("play", card=c) for c in state.hands[state.seat]]

    def apply(self, state: State, action: Action, table: Table) -> None:
        card = int(action.card)
        taken = min(VALUE[card], state.pile)
        state.hands[state.seat].remove(card)
        state.played.append(card)
        state.pile -= taken
        state.taken_last = state.seat
        table.emit({"type": "take", "seat": state.seat, "card": card, "taken": taken})
        state.seat = 1 - state.seat
        state.turns += 1
        if not self.over(state):
            table.emit({"type": "turn", "seat": state.seat})

    def over(self, state: State) -> bool:
        return state.pile == 0

    def result(self, state: State) -> Json:
        winner = state.taken_last
        return {
            "winners": [winner],
            "scores": [int(s == winner) for s in range(2)],
            "reason": "took the last counter",
        }

    def turn(self, state: State) -> int:
        return state.turns + 1

    def observe(self, state: State, seat: int) -> Json:
        return {
            "pile": state.pile,
            "hand": list(state.hands[seat]),
            "played": list(state.played),
            "players": [{"hand_count": len(h)} for h in state.hands],
            "active": state.seat,
        }

    def clone_state(self, state: State) -> State:
        return State(
            state.pile,
            [list(h) for h in state.hands],
            list(state.unseen),
            state.seat,
            state.taken_last,
            state.turns,
            list(state.played),
        )

    def resample(self, state: State, seat: int, rng: random.Random) -> State:
        copy = self.clone_state(state)
        other = 1 - seat
        hidden = copy.hands[other] + copy.unseen
        rng.shuffle(hidden)
        copy.hands[other] = sorted(hidden[: len(copy.hands[other])])
        copy.unseen = hidden[len(copy.hands[other]) :]
        return copy

    def dump(self, state: State) -> Json:
        return dict(vars(state))

    def restore(self, data: Json, players: int, options: Json) -> State:
        return State(**data)

    def check(self, state: State) -> None:
        cards = sorted(state.hands[0] + state.hands[1] + state.unseen + state.played)
        assert cards == list(range(len(VALUE))), "every card is somewhere, once"

    def action_key(self, state: State, action: Action) -> tuple[Any, ...]:
        return ("play", action.card)

    def action_table(self) -> list[tuple[Any, ...]]:
        return [("play", c) for c in range(len(VALUE))]


RULES = TakeAway()


def _event(event: Json, options: Json, lineup: Any) -> Text | None:
    if event["type"] != "take":
        return None
    return Text(f"{lineup.who(event['seat'])} took {event['taken']}")


WORDS = GameWords(
    "Take-away",
    "Play a card to take 1-3 counters; whoever takes the last one wins.",
    "wins",
    event=_event,
    situation=lambda obs, lineup, events: None,
    group=lambda action, obs: "Play a card",
)
"""What the game says, in every front end (every move a menu line of its own)."""


def _board(obs: Json, lineup: Any, show_hand: bool, before: Json | None = None) -> Text:
    hand = f"  your cards: {[VALUE[c] for c in obs['hand']]}" if show_hand else ""
    return Text(f"Pile: {obs['pile']} counters{hand}")


CONSOLE = GameConsole(
    board=_board,
    summary=lambda obs, lineup, before=None: _board(obs, lineup, True, before),
    moments=frozenset({"take"}),
)
"""The game at the terminal."""


def encoder(players: int) -> Callable[[Json], list[float]]:
    """The RL encoding for a game of `players` seats (always two)."""
    return encode


def encode(obs: Json) -> list[float]:
    """Per card: in my hand, played; then the pile and whether I am to act."""
    planes = [[float(c in obs["hand"]), float(c in obs["played"])] for c in range(len(VALUE))]
    return [x for plane in planes for x in plane] + [
        obs["pile"] / 9,
        float(obs["to_act"] == obs["seat"]),
    ]


class Greedy:
    """Takes the last counters when it can, else plays its smallest card."""

    name = "greedy"

    def __init__(self, seed: int | None = None) -> None:
        self.seed = seed

    def choose(self, view: SeatView) -> Action:
        pile = view.observation["pile"]
        legal = view.legal
        winning = [a for a in legal if VALUE[int(a.card)] >= pile]
        return (winning or sorted(legal, key=lambda a: VALUE[int(a.card)]))[0]


GUIDE = SearchGuide()
"""A search judges the game only at its end: the pile says little about who will take
the last counter."""


EXTRAS = Extras(lambda game: {"cards played: take": float(len(game.history))})
