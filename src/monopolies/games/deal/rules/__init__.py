"""Monopoly Deal (`deal`): collect three full property sets of different colours.

Fact sheet: 2-10 players (two decks from 6), chance = shuffles only, hidden information =
hands and the draw pile's order, no simultaneous moves, bounded by `max_turns`.
Rules: shared/spec/rules/deal.md (DEAL-1 ... DEAL-22); rulings: docs/rulings.md. The
modules of this package hold them by topic: `dealing` (setup), `turn`, `plays`,
`action_cards`, `resolve` (Just Say No), `payment`, `sets`; `moves` says which phase lists
which actions and which module carries out each.

Rig keys: `first` (seat), `hands` ({seat: [card ids]}), `deck` ([card ids], top first).

>>> import monopolies as mp
>>> game = mp.new_game("deal", players=2, seed=1)
>>> game.to_act, len(game.observe(0)["hand"])
(0, 7)
"""

from __future__ import annotations

import random
from typing import Any, ClassVar

from monopolies.engine.action import Action
from monopolies.engine.rules import Json, Option, Rules, Table
from monopolies.engine.visibility import InformationModel
from monopolies.games.deal import data
from monopolies.games.deal.rules import actions, dealing, hidden, moves, observe, turn
from monopolies.games.deal.rules.state import DISCARD, OVER, RESPOND, DealState
from monopolies.games.deal.visibility import MODEL

ASKED_PHASES = frozenset({RESPOND, DISCARD})


class DealRules(Rules[DealState]):
    name: ClassVar[str] = "deal"
    information: ClassVar[InformationModel] = MODEL
    # 2: cards named by face (rulings D-17), the hand-limit discard always asked (D-18),
    # reshuffles remembered for resampling (D-19); the action ids changed with them.
    version: ClassVar[int] = 2
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = actions.MAX_PLAYERS
    rig_keys: ClassVar[frozenset[str]] = frozenset({"first", "hands", "deck"})
    options_spec: ClassVar[dict[str, Option]] = {
        "names": Option(
            "us",
            "the property names and money of the US or the UK printing",
            ("us", "uk"),
            title="Names",
            labels={"us": "US (Boardwalk)", "uk": "UK (Mayfair)"},
        ),
        "first_player": Option(
            "seat0",
            "who takes the first turn",
            ("seat0", "random"),
            title="First player",
            labels={"seat0": "the first seat", "random": "drawn at random"},
        ),
        "max_rearrangements": Option(
            10,  # DEAL-7
            "how many times a player may move wild cards between sets in one turn",
            minimum=0,
            maximum=50,
            title="Wild moves per turn",
        ),
        "forced_deal_from_own_full_set": Option(
            False,  # DEAL-12
            "Forced Deal may give away a card from one's own full set",
            title="Forced Deal from a full set",
        ),
        "jsn_counts_as_play": Option(
            False,  # DEAL-15
            "playing Just Say No on one's own turn uses up one of the turn's 3 plays",
            title="Just Say No counts as a play",
        ),
        "respond": Option(
            "everyone",
            "who is asked to answer an action card: every target (and the player, for a "
            "counter), or only those holding Just Say No (faster, but shows who holds one)",
            ("everyone", "holders"),
            title="Who answers action cards",
            labels={"everyone": "everyone aimed at", "holders": "only Just Say No holders"},
        ),
        "orphan_buildings": Option(
            "bank",
            "where a House or Hotel goes when its set is broken: to its owner's bank (2008 "
            "rules) or to the discard pile (2024 rules)",
            ("bank", "discard"),
            title="Buildings of a broken set",
            labels={"bank": "owner's bank", "discard": "discard pile"},
        ),
        "excess_to": Option(
            "bottom",
            "cards discarded over the hand limit of 7 go under the draw pile (2008 rules) "
            "or onto the discard pile",
            ("bottom", "discard"),
            title="Cards over the hand limit",
            labels={"bottom": "under the draw pile", "discard": "discard pile"},
        ),
        "win_any_time": Option(
            False,
            "a player wins the moment they have 3 full sets, even on another's turn",
            title="Win at any time",
        ),
        "max_turns": Option(
            1000,  # DEAL-21
            "turns before the game ends with no winner",
            minimum=1,
            maximum=5000,
            title="Turn limit",
        ),
    }

    @property
    def num_actions(self) -> int:
        return len(actions.action_table())

    def cards(self) -> list[Json]:
        return [
            {
                "id": c.id,
                "name": c.us_name,
                "uk_name": c.uk_name,
                "kind": c.kind,
                "action": c.action or None,
                "value": c.value,
                "colors": list(c.colours),
                "type": c.type,
            }
            for c in data.build_cards(data.MAX_DECKS)
        ]

    def setup(self, players: int, options: Json, rig: Json, table: Table) -> DealState:
        return dealing.setup(players, options, rig, table)

    def to_act(self, state: DealState) -> int | None:
        return moves.to_act(state)

    def legal(self, state: DealState) -> list[Action]:
        return moves.legal(state)

    def must_ask(self, state: DealState) -> bool:
        """Asked even with one answer where skipping it would show every seat a hidden
        hand: a Just Say No window, or everyone would learn who holds none (rulings D-7);
        the hand-limit discard, or everyone would learn that every card in the hand is
        alike (D-18)."""
        return state.phase in ASKED_PHASES

    def apply(self, state: DealState, action: Action, table: Table) -> None:
        moves.apply(state, action, table)

    def explain(self, state: DealState, action: Action) -> str:
        if action.kind not in moves.APPLY:
            return f"Deal has no action {action.kind!r}; kinds: {sorted(moves.APPLY)}"
        who = moves.to_act(state)
        kinds = sorted({a.kind for a in moves.legal(state)})
        return (
            f"{action} is not legal now: seat {who} is in the {state.phase} phase "
            f"and may: {', '.join(kinds)}"
        )

    def over(self, state: DealState) -> bool:
        return state.phase == OVER

    def result(self, state: DealState) -> Json:
        return turn.result(state)

    def turn(self, state: DealState) -> int:
        return state.turn

    def observe(self, state: DealState, seat: int | None) -> Json:
        return observe.observe(state, seat)

    def clone_state(self, state: DealState) -> DealState:
        return state.clone()

    def resample(self, state: DealState, seat: int, rng: random.Random) -> DealState:
        return hidden.resample(state, seat, rng)

    def dump(self, state: DealState) -> Json:
        return state.dump()

    def restore(self, data: Json, players: int, options: Json) -> DealState:
        return DealState.restore(data, players, options)

    def check(self, state: DealState) -> None:
        hidden.check(state)

    def action_key(self, state: DealState, action: Action) -> tuple[Any, ...]:
        return actions.action_key(state, action)

    def action_table(self) -> list[tuple[Any, ...]]:
        return actions.action_table()

    def describe(self, state: DealState, action: Action) -> str:
        return actions.describer(state.names)(action)


RULES = DealRules()
