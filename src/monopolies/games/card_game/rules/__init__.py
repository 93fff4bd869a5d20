"""Monopoly: The Card Game (`card-game`): draw or trade until ten cards are complete groups.

Fact sheet: 2-4 players (dummy trade piles at empty seats), chance = shuffles only, hidden
information = hands (less the cards every seat saw traded into them) and the draw pile's
order, no simultaneous moves, four hands each bounded by `max_turns_per_hand`.
Rules: shared/spec/rules/card-game.md (CG-1 ... CG-14); rulings: docs/rulings.md (CG-R*).
Card values: data.VALUES, the spec's own table (`data.verified` is False).

Rig keys: `first` or `dealer`, `hands`, `trade_piles`, `deck`, `later_hands` (see
monopolies.games.card_game.rules.dealing).

>>> import monopolies as mp
>>> game = mp.new_game("card-game", players=3, seed=1)
>>> game.to_act, len(game.observe(0)["hand"]), [d["name"] for d in game.observe(0)["dummies"]]
(0, 10, ['dummy-1'])
>>> game.observe(0)["jackpot"], game.observe(0)["draw_count"]
(500, 22)
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any, ClassVar

from monopolies.engine.action import Action
from monopolies.engine.rules import Json, Option, Rules, Table
from monopolies.engine.visibility import InformationModel
from monopolies.games.card_game import data
from monopolies.games.card_game.rules import actions, hidden, observe, scoring, turns
from monopolies.games.card_game.rules.state import DISCARD, OVER, CardGameState
from monopolies.games.card_game.visibility import MODEL


class CardGameRules(Rules[CardGameState]):
    name: ClassVar[str] = "card-game"
    information: ClassVar[InformationModel] = MODEL
    # 2: cards named by face in actions, events and observations; knowledge by face
    version: ClassVar[int] = 2
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = actions.MAX_PLAYERS
    rig_keys: ClassVar[frozenset[str]] = frozenset(
        {"first", "dealer", "hands", "trade_piles", "deck", "later_hands"}
    )
    options_spec: ClassVar[dict[str, Option]] = {
        "values": Option(
            {},
            'replace card values by name, e.g. {"green": 1000, "token": 800}; names: each '
            "group (brown ... dark_blue, utility), <group>_house, railroad_2/3/4, hotel, "
            "token, go, go_four, jail_free, jackpot (the table: games/card_game/data.py)",
            minimum=0,
            maximum=100_000,
            validate=scoring.check_values,
            title="Card values",
        ),
        "hands": Option(
            4, "how many hands a game lasts", minimum=1, maximum=50, title="Hands"
        ),  # CG-14
        "target": Option(
            0,
            "end the game at a hand's end once someone has this many dollars; 0: no target "
            "(for the rulebook's longer game raise the hands too)",
            minimum=0,
            maximum=1_000_000,
            title="Money target",
        ),  # CG-14
        "max_turns_per_hand": Option(
            200,
            "turns after which a hand ends as if the draw pile ran out",
            minimum=1,
            maximum=1000,
            title="Turns per hand",
        ),  # CG-13
        "first_player": Option(
            "seat0",
            "who starts the first hand (the player before them deals)",
            ("seat0", "random"),
            title="First player",
            labels={"seat0": "the first seat", "random": "drawn at random"},
        ),
    }

    @property
    def num_actions(self) -> int:
        return len(actions.action_table())

    def cards(self) -> list[Json]:
        return [
            {
                "id": c.id,
                "name": c.name,
                "kind": c.kind,
                "value": data.card_value(c, data.VALUES),
                "group": c.group or None,
                "houses": c.houses,
                "face": c.face,
            }
            for c in data.CARDS
        ]

    def setup(self, players: int, options: Json, rig: Json, table: Table) -> CardGameState:
        return turns.setup(players, options, rig, table)

    def to_act(self, state: CardGameState) -> int | None:
        return turns.to_act(state)

    # legal and apply dispatch through the rules' tables directly: they run on every
    # decision, and a call less is a measurable share of one.
    def legal(self, state: CardGameState) -> list[Action]:
        return turns.LEGAL[state.phase](state)

    def apply(self, state: CardGameState, action: Action, table: Table) -> None:
        turns.APPLY[action.kind](state, action, table)

    def explain(self, state: CardGameState, action: Action) -> str:
        if action.kind not in turns.APPLY:
            return f"The Card Game has no action {action.kind!r}; kinds: {sorted(turns.APPLY)}"
        card = action.get("card")
        if type(card) is int and 0 <= card < data.DECK_SIZE and data.FACE_ID[card] != card:
            return (
                f"{action} names a copy: copies of a card are one card, named by the "
                f"lowest id of their kind ({data.FACE_ID[card]} for {data.CARDS[card].name})"
            )
        kinds = sorted({a.kind for a in turns.legal(state)})
        return (
            f"{action} is not legal now: seat {turns.to_act(state)} is in the {state.phase} "
            f"phase and may: {', '.join(kinds) or 'nothing'}"
        )

    def over(self, state: CardGameState) -> bool:
        return state.phase == OVER

    def result(self, state: CardGameState) -> Json:
        return turns.result(state)

    def must_ask(self, state: CardGameState) -> bool:
        """A discard is asked even with one choice: whether it had one would tell the table
        that every card in the hand is alike (only a rigged short hand can). A turn's draw
        or trades are counted from the public piles (visibility.MODEL.automatic)."""
        return state.phase == DISCARD

    def remembered(self, events: Sequence[Json]) -> int:
        """The hand since its deal: the search's belief follows it (`card_game.belief`)."""
        for back, event in enumerate(reversed(events), 1):
            if event["type"] == "hand":
                return back
        return 0

    def turn(self, state: CardGameState) -> int:
        return state.turn

    def observe(self, state: CardGameState, seat: int | None) -> Json:
        return observe.observe(state, seat)

    def clone_state(self, state: CardGameState) -> CardGameState:
        return state.clone()

    def resample(self, state: CardGameState, seat: int, rng: random.Random) -> CardGameState:
        return hidden.resample(state, seat, rng)

    def dump(self, state: CardGameState) -> Json:
        return state.dump()

    def restore(self, data: Json, players: int, options: Json) -> CardGameState:
        return CardGameState.restore(data, players, options)

    def check(self, state: CardGameState) -> None:
        hidden.check(state)

    def action_key(self, state: CardGameState, action: Action) -> tuple[Any, ...]:
        return actions.action_key(state, action)

    def action_table(self) -> list[tuple[Any, ...]]:
        return actions.action_table()

    def describe(self, state: CardGameState, action: Action) -> str:
        return actions.describe_on(state, action)


RULES = CardGameRules()
