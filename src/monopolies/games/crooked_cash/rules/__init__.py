"""Crooked Cash (`crooked-cash`): Monopoly with fake notes, fake Chance cards and a decoder.

Fact sheet: 2-6 players; chance = dice, shuffles of the money pack and both decks, which
notes and Chance cards are fake, and which of several alike notes a decoder checks;
hidden information = every fake flag (a seat learns only what decoding shows it) and the
decks' order; no simultaneous moves (windows ask one seat at a time); bounded by
`max_rounds`. Rules: shared/spec/rules/crooked-cash.md (CC-1 ... CC-22), played on the
shared board blocks (`monopolies.games.board.rules`); rulings: docs/rulings.md; our numbers:
docs/crooked-cash.md.

Rig keys: `first`, `dice`, `chance`, `community_chest`, `fakes` as API.md says (without
`first` everyone rolls to start, using the rigged dice first), and `hands`, `held`,
`owned`, `hotels`, `positions`, `jailed`, `chips` to set up any position (see `rig`).

>>> import monopolies as mp
>>> game = mp.new_game("crooked-cash", players=3, seed=1, rig={"first": 0})
>>> me = game.observe(0)
>>> me["players"][0]["cash"], me["players"][0]["notes"], me["players"][0]["chips"]
(1500, {'10': 3, '20': 1, '50': 3, '100': 3, '500': 2}, 2)
>>> len(me["board"]), len(me["chance_face_up"]), len(me["my_notes"])
(36, 3, 12)
"""

from __future__ import annotations

import random
from typing import Any, ClassVar

from monopolies.engine.action import Action
from monopolies.engine.rules import Json, Option, Table
from monopolies.engine.visibility import InformationModel
from monopolies.games.board.rules.actions import MAX_PLAYERS
from monopolies.games.board.rules.base import BoardRules
from monopolies.games.crooked_cash import data
from monopolies.games.crooked_cash.rules import actions, edition, hidden, observe, payment
from monopolies.games.crooked_cash.rules.state import CCState
from monopolies.games.crooked_cash.visibility import MODEL


class CrookedCashRules(BoardRules[CCState]):
    name: ClassVar[str] = "crooked-cash"
    information: ClassVar[InformationModel] = MODEL
    # 2: issue 27 (the receiver decodes, bids of any ten, kept cards face down).
    version: ClassVar[int] = 3  # 3: a payer holding two notes or more is always asked
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = MAX_PLAYERS
    rig_keys: ClassVar[frozenset[str]] = frozenset(
        {"first", "dice", "chance", "community_chest", "fakes"}
        | {"hands", "held", "owned", "hotels", "positions", "jailed", "chips"}
    )
    options_spec: ClassVar[dict[str, Option]] = {
        "names": Option(
            "us",
            "the street names and money of the US or the UK printing",
            ("us", "uk"),
            title="Names",
            labels={"us": "US (Boardwalk, $)", "uk": "UK (Mayfair, M)"},
        ),
        "notes_per_denomination": Option(
            data.NOTES_PER_DENOMINATION,
            "notes of each value in the pack",
            minimum=6,
            maximum=200,
            title="Notes of each value",
        ),
        "fakes_per_denomination": Option(
            data.FAKES_PER_DENOMINATION,
            "fake notes of each value in the pack",
            minimum=0,
            maximum=200,
            title="Fake notes of each value",
        ),
        "owners_see_fakes": Option(
            False, "players see which of their own notes are fake", title="See your own fakes"
        ),
        "max_trade_offers": Option(
            3,
            "trade offers a player may start per turn",
            minimum=0,
            maximum=10,
            title="Trade offers per turn",
        ),
        "third_jail_miss": Option(
            "roll_again",
            "after the third missed double in Jail and the fee: roll again (UK rulebook) "
            "or move by the missed roll (fan wiki)",
            ("roll_again", "use_roll"),
            title="Third miss in Jail",
            labels={"roll_again": "roll again", "use_roll": "move by the missed roll"},
        ),
        "max_rounds": Option(
            200,
            "rounds before the game ends by the round limit",
            minimum=1,
            maximum=500,
            title="Round limit",
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
                "keep": c.keep or c.deck == data.CHANCE,
            }
            for c in data.CARDS
        ]
        values = data.note_values(data.NOTES_PER_DENOMINATION)
        out += [
            {"id": i, "name": f"{values[i]} note", "kind": "note", "value": values[i]}
            for i in range(data.NOTE_BASE, len(values))
        ]
        return out

    def setup(self, players: int, options: Json, rig: Json, table: Table) -> CCState:
        return edition.setup(players, options, rig, table)

    def must_ask(self, state: CCState) -> bool:
        return payment.asks_payer(state)

    def observe(self, state: CCState, seat: int | None) -> Json:
        return observe.observe(state, seat)

    def resample(self, state: CCState, seat: int, rng: random.Random) -> CCState:
        return hidden.resample(state, seat, rng)

    def dump(self, state: CCState) -> Json:
        return state.dump()

    def restore(self, data: Json, players: int, options: Json) -> CCState:
        st = CCState(players, options)
        st.load(data)
        return st

    def check(self, state: CCState) -> None:
        hidden.check(state)

    def action_key(self, state: CCState, action: Action) -> tuple[Any, ...]:
        return actions.action_key(state, action)

    def action_table(self) -> list[tuple[Any, ...]]:
        return actions.action_table()

    def describe(self, state: CCState, action: Action) -> str:
        return actions.describer(state.names)(action)


RULES = CrookedCashRules()
