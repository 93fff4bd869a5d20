"""A small board edition with plain cash, to test the shared blocks on their own.

It is what Cheaters Edition will look like to the blocks (amounts, not notes), on a
12-space board:

    0 GO · 1 brown A · 2 brown B · 3 rest · 4 Jail · 5 blue A · 6 blue B · 7 blue C ·
    8 rest · 9 Go to Jail · 10 green A · 11 green B

Games are built with `new(players, rig=..., **options)`; `owned` hands streets out before
the first decision. Helpers pick and play legal actions by kind and fields.
"""

from __future__ import annotations

import random
from typing import Any, ClassVar

import pytest

from monopolies.engine.action import Action
from monopolies.engine.game import Game
from monopolies.engine.rules import Json, Option, Table
from monopolies.games.board.rules import blocks, cash, scoring, spaces
from monopolies.games.board.rules.base import BoardRules
from monopolies.games.board.rules.between import BetweenFrame
from monopolies.games.board.rules.dice import starting_player
from monopolies.games.board.rules.edition import Edition, Frames
from monopolies.games.board.rules.flow import settle
from monopolies.games.board.rules.layout import Layout, Space, unowned
from monopolies.games.board.rules.stages import TurnFrame
from monopolies.games.board.rules.state import BANK, BoardState
from monopolies.games.board.rules.turn import start
from monopolies.games.board.rules.words import block_texts

_MISSING = object()


def _street(i: int, colour: str, price: int, hotel_cost: int) -> Space:
    name = f"{colour} {i}"
    return Space(
        i, "street", name, name, colour, price, price // 2, price, price * 5 // 2, hotel_cost
    )


SPACES = (
    Space(0, "go", "GO", "GO"),
    _street(1, "brown", 60, 50),
    _street(2, "brown", 60, 50),
    Space(3, "rest", "Rest", "Rest"),
    Space(4, "jail", "Jail", "Jail"),
    _street(5, "blue", 100, 100),
    _street(6, "blue", 100, 100),
    _street(7, "blue", 120, 100),
    Space(8, "rest", "Free Parking", "Free Parking"),
    Space(9, "go_to_jail", "Go to Jail", "Go to Jail"),
    _street(10, "green", 200, 150),
    _street(11, "green", 220, 150),
)
LAYOUT = Layout(SPACES)


def _bankrupt(st: BoardState, debtor: int, creditor: int, table: Table) -> None:
    for s in LAYOUT.streets:
        if st.owner[s] == debtor:
            st.owner[s] = BANK
            if st.hotel[s]:
                st.hotel[s] = False
                st.hotels_left += 1


def _end(st: BoardState, reason: str, table: Table) -> None:
    scoring.final_rents(st, table)
    scoring.finish(st, reason, table)


def _after_deed(st: BoardState, table: Table) -> None:
    if st.opts["end_when_owned"] and not unowned(st):
        _end(st, "all streets owned", table)


def _describer(names: str) -> Any:
    texts = block_texts(LAYOUT, names, lambda m: f"${m}", lambda c: f"card {c}")
    return lambda a: texts[a.kind](a) if a.kind in texts else a.kind


FRAMES: Frames = {**blocks.FRAMES, **cash.FRAMES}

EDITION: Edition[Any] = Edition(
    name="test-board",
    layout=LAYOUT,
    money=cash.PlainCash(),
    frames=FRAMES,
    land={
        "go": spaces.rest,
        "rest": spaces.rest,
        "jail": spaces.rest,
        "street": spaces.street,
        "go_to_jail": spaces.go_to_jail,
    },
    describer=_describer,
    salary=200,
    jail_fee=50,
    jail_space=4,
    bankrupt=_bankrupt,
    end_game=_end,
    after_deed=_after_deed,
    hotel_sale=lambda st, s: (SPACES[s].hotel_cost + 1) // 2,
)


class PlainState(cash.CashState):
    __slots__ = ()
    edition: ClassVar[Edition[Any]] = EDITION


class PlainBoard(BoardRules[PlainState]):
    name: ClassVar[str] = "test-board"
    version: ClassVar[int] = 1
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 6
    rig_keys: ClassVar[frozenset[str]] = frozenset(
        {"first", "dice", "owned", "cash", "jailed", "positions", "hotels_on"}
    )
    options_spec: ClassVar[dict[str, Option]] = {
        "max_rounds": Option(30, "rounds", minimum=1),
        "max_trade_offers": Option(3, "offers per turn", minimum=0),
        "hotels": Option(12, "hotels in the supply", minimum=0),
        "end_when_owned": Option(False, "end when the last street is owned"),
    }

    @property
    def num_actions(self) -> int:
        return 1

    def cards(self) -> list[Json]:
        return []

    def setup(self, players: int, options: Json, rig: Json, table: Table) -> PlainState:
        st = PlainState(players, options, LAYOUT.size, options["hotels"], 1500)
        st.dice = [list(d) for d in rig.get("dice", [])]
        for street, seat in rig.get("owned", {}).items():
            st.owner[street] = seat
        for seat, amount in rig.get("cash", {}).items():
            st.cash[seat] = amount
        for seat in rig.get("jailed", []):
            st.in_jail[seat] = True
            st.position[seat] = 4
        for seat, space in rig.get("positions", {}).items():
            st.position[seat] = space
        for street in rig.get("hotels_on", []):
            st.hotel[street] = True
            st.hotels_left -= 1
        first = rig["first"] if "first" in rig else starting_player(st, table)
        start(st, TurnFrame(first))
        settle(st, table)
        return st

    def observe(self, state: PlainState, seat: int) -> Json:
        return {}

    def resample(self, state: PlainState, seat: int, rng: random.Random) -> PlainState:
        return state.clone()  # type: ignore[no-any-return]

    def dump(self, state: PlainState) -> Json:
        return state.dump()

    def restore(self, data: Json, players: int, options: Json) -> PlainState:
        st = PlainState(players, options, LAYOUT.size, options["hotels"], 0)
        st.load(data)
        return st

    def check(self, state: PlainState) -> None:
        check(state)

    def action_key(self, state: PlainState, action: Action) -> tuple[Any, ...]:
        return ("any",)

    def action_table(self) -> list[tuple[Any, ...]]:
        return [("any",)]


def check(st: PlainState) -> None:
    """Hotels counted, owners real seats, the bankrupt own nothing, no negative cash."""
    placed = sum(st.hotel)
    assert placed + st.hotels_left == st.opts["hotels"], "hotels lost or made"
    for s in range(LAYOUT.size):
        owner = st.owner[s]
        assert owner == BANK or (LAYOUT.kinds[s] == "street" and st.alive[owner]), "bad owner"
        assert not st.hotel[s] or owner != BANK, "a hotel on an unowned street"
    assert all(c >= 0 for c in st.cash), "negative cash"
    assert st.over or isinstance(st.stack[0], TurnFrame), "the turn frame is missing"


RULES = PlainBoard()


def new(
    players: int = 2,
    *,
    dice: list[tuple[int, int]] | None = None,
    first: int = 0,
    owned: dict[int, int] | None = None,
    cash_of: dict[int, int] | None = None,
    jailed: list[int] | None = None,
    positions: dict[int, int] | None = None,
    hotels_on: list[int] | None = None,
    seed: int = 1,
    windows: bool = True,
    **options: Any,
) -> Game:
    """A game at its first decision; with `windows`, everyone asked in the window before
    the first roll passes, so seat `first` decides before rolling (rolling is taken on
    its own only where it is the seat's single choice, rulings E-1)."""
    rig: dict[str, Any] = {
        "first": first,
        "dice": dice or [],
        "owned": owned or {},
        "cash": cash_of or {},
        "jailed": jailed or [],
        "positions": positions or {},
        "hotels_on": hotels_on or [],
    }
    g = Game.start(RULES, players, seed, options, rig)
    if windows:
        pass_window(g)
    return g


def pass_window(g: Game) -> None:
    """Everyone asked in the window before a roll passes."""
    while not g.over and isinstance(state(g).top, BetweenFrame):
        act(g, "pass")


def matching(g: Game, kind: str, **fields: Any) -> list[Action]:
    return [
        a
        for a in g.legal_actions()
        if a.kind == kind and all(a.get(k, _MISSING) == v for k, v in fields.items())
    ]


def act(g: Game, kind: str, **fields: Any) -> None:
    found = matching(g, kind, **fields)
    if len(found) != 1:
        listing = "\n  ".join(repr(a) for a in g.legal_actions())
        pytest.fail(f"expected one legal {kind} {fields}; seat {g.to_act} may:\n  {listing}")
    g.act(found[0])


def roll(g: Game) -> None:
    """Roll for the seat about to roll. A player may sell (CC-17) or propose a trade
    (CC-19) before rolling, so rolling is rarely its only choice; when it is, the engine
    has already rolled (rulings E-1) and there is nothing to do."""
    if "roll" in kinds(g):
        act(g, "roll")


def play_until(g: Game, seat: int) -> None:
    """The other seats play on until `seat` decides: they pass in the window before a
    roll and roll at their own decisions before rolling (where they could also sell or
    propose a trade). Stops at any other decision of theirs."""
    while not g.over and g.to_act != seat:
        if isinstance(state(g).top, BetweenFrame):
            act(g, "pass")
        elif "roll" in kinds(g):
            act(g, "roll")
        else:
            break


def kinds(g: Game) -> set[str]:
    return {a.kind for a in g.legal_actions()}


def events(g: Game, *types: str, since: int = 0) -> list[dict[str, Any]]:
    return [e for e in g.public_events(since) if not types or e["type"] in types]


def state(g: Game) -> PlainState:
    st = g.state
    assert isinstance(st, PlainState)
    return st
