"""Frames and cheat records are typed records: every field a whole number, a yes/no flag or
a list of whole numbers (what `Record.restore` reads), one class per kind, a copy that
shares nothing, and a damaged save of one refused with a clear error."""

from __future__ import annotations

import json
import random
from dataclasses import fields
from typing import Any

import pytest

import monopolies as mp
from monopolies.games.board.rules.edition import Edition
from monopolies.games.board.rules.state import _READERS, Record
from monopolies.games.cheaters.rules.cheat_cards import RULES, BankHeist
from monopolies.games.cheaters.rules.edition import EDITION as CHEATERS
from monopolies.games.cheaters.rules.state import CheatRecord, CHState, LastRent
from monopolies.games.crooked_cash.rules.edition import EDITION as CROOKED_CASH

EDITIONS: list[Edition[Any]] = [CROOKED_CASH, CHEATERS]


@pytest.mark.parametrize("edition", EDITIONS, ids=lambda e: e.name)
def test_every_frame_field_is_one_a_save_can_hold(edition: Edition[Any]) -> None:
    records = [r.record for r in RULES]
    classes: list[type[Record]] = [*edition.frames, CheatRecord, *records, LastRent]
    for cls in classes:
        assert fields(cls), cls.__name__
        # `copy` and `dump` walk `__match_args__`: every field, in order.
        assert cls.__match_args__ == tuple(f.name for f in fields(cls)), cls.__name__
        for f in fields(cls):
            assert f.type in _READERS, f"{cls.__name__}.{f.name}: {f.type}"


@pytest.mark.parametrize("edition", EDITIONS, ids=lambda e: e.name)
def test_each_kind_names_one_class(edition: Edition[Any]) -> None:
    kinds = [ft.kind for ft in edition.frames.values()]
    assert len(set(kinds)) == len(kinds)
    assert {edition.frame_classes[k] for k in kinds} == set(edition.frames)


def _busy_game(variant: str, seed: int) -> mp.Game:
    """A game stopped with more than the turn frame on its stack."""
    game = mp.new_game(variant, players=3, seed=seed)
    rng = random.Random(seed)
    while not game.over and len(game.state.stack) < 3:
        legal = game.legal_actions()
        game.act(legal[rng.randrange(len(legal))])
    assert not game.over
    return game


@pytest.mark.parametrize("variant", ["crooked-cash", "cheaters"])
def test_a_copied_frame_shares_no_list(variant: str) -> None:
    game = _busy_game(variant, 3)
    for frame in game.state.stack:
        twin = frame.copy()
        assert type(twin) is type(frame) and twin.dump() == frame.dump()
        for f in fields(frame):
            value = getattr(frame, f.name)
            if isinstance(value, list):
                assert getattr(twin, f.name) is not value


@pytest.mark.parametrize("variant", ["crooked-cash", "cheaters"])
def test_a_damaged_frame_in_a_save_is_refused(variant: str) -> None:
    saved = json.loads(json.dumps(_busy_game(variant, 4).save()))
    top = saved["state"]["stack"][-1]
    field = next(k for k, v in top.items() if k != "kind" and isinstance(v, int))
    damaged = [
        {**top, "kind": "no such kind"},
        {k: v for k, v in top.items() if k != field},
        {**top, field: "seven"},
        {**top, field: True},
        {**top, "extra": 1},
        [top[k] for k in top if k != "kind"],
    ]
    for frame in damaged:
        state = {**saved["state"], "stack": [*saved["state"]["stack"][:-1], frame]}
        with pytest.raises(mp.CorruptSave):
            mp.load({**saved, "state": state})
    assert mp.load(saved).state.dump() == mp.load(saved).state.dump()


def test_a_cheat_record_saved_without_its_cards_named_fields_is_refused() -> None:
    """Saves from before cheat records had names (a list of seven numbers), or before
    each card's record had its own (`victim`, `gain`, `detail`, `detail2` for every card),
    are refused; a record is read back as its card's class."""
    st = CHState(2, {"ultimate": False})
    bank_heist = BankHeist(seat=1, card=33, period=2, taken=100)
    with pytest.raises(ValueError):
        st.restore_record([0, 33, 0, -1, 100, 0, 0])
    with pytest.raises(ValueError):
        st.restore_record({"seat": 1, "card": 33, "period": 2, "victim": -1, "gain": 100,
                           "detail": 0, "detail2": 0})  # fmt: skip
    with pytest.raises(ValueError):
        st.restore_record({**bank_heist.dump(), "card": 99})
    back = st.restore_record(bank_heist.dump())
    assert type(back) is BankHeist and back.dump() == bank_heist.dump()
