"""Cheaters Edition (`cheaters`): Monopoly where cheating is allowed, if nobody catches you.

Fact sheet: 2-6 players; chance = dice and the shuffles of the Chance, Community Chest
and Cheat decks; hidden information = the order of the decks and every player's cheats
(a seat sees only the evidence on the table: tokens, cash, deeds, hotels, card counts);
no simultaneous moves (the "Cheat!" window asks one seat at a time); bounded by
`max_rounds`. Rules: shared/spec/rules/cheaters.md (CH-1 ... CH-19), played on the
shared board blocks (`monopolies.games.board.rules`) with plain cash; rulings: docs/rulings.md;
our design and numbers: docs/cheaters.md.

Rig keys: `first`, `dice`, `chance`, `community_chest`, `cheat` as API.md says (without
`first` everyone rolls to start, using the rigged dice first), and `held`, `owned`,
`hotels`, `positions`, `jailed`, `cash`, `ending` to set up any position (see `rig`).

>>> import monopolies as mp
>>> game = mp.new_game("cheaters", players=3, seed=1, rig={"first": 0})
>>> me = game.observe(0)
>>> me["players"][0]["cash"], me["board"][8]["name"], me["board"][8]["hotel"]
(1500, 'Pentonville Road', True)
>>> len(me["cheats_face_up"]), me["board"][31]["name"], me["board"][31]["price"]
(5, 'Bond Street', 0)
"""

from __future__ import annotations

import random
from typing import Any, ClassVar

from monopolies.engine.action import Action
from monopolies.engine.rules import Json, Option, Table
from monopolies.engine.visibility import InformationModel
from monopolies.games.board.rules.actions import MAX_PLAYERS
from monopolies.games.board.rules.base import BoardRules
from monopolies.games.cheaters import data
from monopolies.games.cheaters.rules import actions, edition, hidden, observe, rig, turn
from monopolies.games.cheaters.rules.facts import SeatFacts, seat_facts
from monopolies.games.cheaters.rules.state import CHState
from monopolies.games.cheaters.visibility import MODEL


class CheatersRules(BoardRules[CHState]):
    name: ClassVar[str] = "cheaters"
    information: ClassVar[InformationModel] = MODEL
    # 2: issue 27 (sales before bankruptcy, the last call, bids of any ten).
    version: ClassVar[int] = 2
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = MAX_PLAYERS
    rig_keys: ClassVar[frozenset[str]] = rig.KEYS
    options_spec: ClassVar[dict[str, Option]] = {
        "names": Option(
            "uk",
            "the street names and money of the UK or the US printing",
            ("uk", "us"),
            title="Names",
            labels={"us": "US (Boardwalk, $)", "uk": "UK (Mayfair, M)"},
        ),
        "max_trade_offers": Option(
            3,
            "trade offers a player may start per turn",
            minimum=0,
            maximum=10,
            title="Trade offers per turn",
        ),
        "max_rounds": Option(
            200,
            "rounds before the game ends by the round limit",
            minimum=1,
            maximum=500,
            title="Round limit",
        ),
        "ultimate": Option(
            False, "every cheat card is in play, not just five", title="Ultimate Cheater's Mode"
        ),
    }

    @property
    def num_actions(self) -> int:
        return len(actions.action_table())

    def cards(self) -> list[Json]:
        out: list[Json] = [
            {
                "id": c.id,
                "name": c.text,
                "kind": c.deck,
                "action": c.action,
                "value": c.amount,
                "keep": c.keep,
            }
            for c in data.CARDS
        ]
        out += [
            {
                "id": c.id,
                "name": c.name,
                "kind": data.CHEAT,
                "action": c.action,
                "value": c.amount,
                "text": c.text,
                "reward": c.reward,
                "penalty": c.penalty,
            }
            for c in data.CHEATS
        ]
        return out

    def setup(self, players: int, options: Json, rig: Json, table: Table) -> CHState:
        return edition.setup(players, options, rig, table)

    def apply(self, state: CHState, action: Action, table: Table) -> None:
        """Any decision but a cheat ends the decision at which a cheat was allowed."""
        if action.kind != "cheat":
            state.cheat_used = False
        super().apply(state, action, table)

    def must_ask(self, state: CHState) -> bool:
        """The decisions whose options hang on a seat's secrets (its own cheats, its face-
        down cards) are asked even with one option left: the roll, the moment after a
        move, paying a rent (rulings CH-R15). A player who has just cheated is not asked
        again for nothing: without the cheat it would have taken that option already."""
        return not state.cheat_used and bool(state.stack) and turn.guarded(state, state.stack[-1])

    def observe(self, state: CHState, seat: int | None) -> Json:
        return observe.observe(state, seat)

    def facts(self, state: CHState, seat: int) -> SeatFacts:
        return seat_facts(state, seat)

    def resample(self, state: CHState, seat: int, rng: random.Random) -> CHState:
        return hidden.resample(state, seat, rng)

    def dump(self, state: CHState) -> Json:
        return state.dump()

    def restore(self, data: Json, players: int, options: Json) -> CHState:
        st = CHState(players, options)
        st.load(data)
        return st

    def check(self, state: CHState) -> None:
        hidden.check(state)

    def action_key(self, state: CHState, action: Action) -> tuple[Any, ...]:
        return actions.action_key(state, action)

    def action_table(self) -> list[tuple[Any, ...]]:
        return actions.action_table()

    def describe(self, state: CHState, action: Action) -> str:
        return actions.describer(state.names)(action)


RULES = CheatersRules()
