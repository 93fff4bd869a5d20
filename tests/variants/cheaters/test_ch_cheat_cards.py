"""CH-15 … CH-17 for each of the 15 Cheat cards: the cheat leaves no public event; caught
in the window its penalty applies and the card is replaced; uncaught it is announced and
rewarded at the next turn (and its card replaced)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pytest
from ch_helpers import (
    QUIET,
    act,
    cash,
    cheat_id,
    events,
    find,
    game,
    land,
    no_calls,
    pass_build,
    pending,
    roll,
)

import monopolies as mp

FILL = ["bank_job", "pickpocket", "deed_grab", "hotel_sneak", "loaded_dice", "escape"]


def cheats_with(action: str) -> list[str]:
    return [action, *[c for c in FILL if c != action][:4]]


def _bank_job() -> mp.Game:
    g = game(cheats=cheats_with("bank_job"), dice=[QUIET])
    act(g, "cheat", card=cheat_id("bank_job"))
    roll(g)
    return g


def _escape() -> mp.Game:
    g = game(cheats=cheats_with("escape"), jailed=[0], dice=[(1, 3)])
    act(g, "cheat", card=cheat_id("escape"))
    assert not g.observe(1)["players"][0]["in_jail"]
    roll(g)
    return g


def _hotel_sneak() -> mp.Game:
    g = game(cheats=cheats_with("hotel_sneak"), owned={1: 0}, dice=[QUIET])
    act(g, "cheat", card=cheat_id("hotel_sneak"), street=1)
    roll(g)
    return g


def _wrecking_ball() -> mp.Game:
    g = game(cheats=cheats_with("wrecking_ball"), owned={1: 1}, hotels=[1], dice=[QUIET])
    act(g, "cheat", card=cheat_id("wrecking_ball"), street=1)
    roll(g)
    return g


def _fast_lap() -> mp.Game:
    g = game(cheats=cheats_with("fast_lap"), positions={0: 29}, dice=[(4, 3)])
    roll(g)
    act(g, "cheat", card=cheat_id("fast_lap"))
    land(g)
    return g


def _puppet_master() -> mp.Game:
    g = game(cheats=cheats_with("puppet_master"), dice=[QUIET])
    roll(g)
    act(g, "cheat", card=cheat_id("puppet_master"), target=1)
    assert [p["position"] for p in g.observe(1)["players"]] == [0, 9]
    land(g)
    return g


def _rent_cheat(action: str) -> mp.Game:
    g = game(cheats=cheats_with(action), owned={5: 1}, hotels=[5], dice=[(2, 3)])
    roll(g)
    act(g, "ask_rent", amount=250)
    act(g, "cheat", card=cheat_id(action))
    if find(g, "pay_rent") is not None:
        act(g, "pay_rent", amount=250)
    assert events(g, "paid")[-1]["amount"] == 250, "the event names the rent asked"
    return g


def _pickpocket() -> mp.Game:
    g = game(cheats=cheats_with("pickpocket"), dice=[QUIET])
    act(g, "cheat", card=cheat_id("pickpocket"), target=1)
    roll(g)
    return g


def _deed_grab() -> mp.Game:
    g = game(cheats=cheats_with("deed_grab"), dice=[QUIET])
    act(g, "cheat", card=cheat_id("deed_grab"), street=1)
    roll(g)
    return g


def _extra_step() -> mp.Game:
    g = game(cheats=cheats_with("extra_step"), owned={11: 0}, dice=[QUIET])
    roll(g)
    act(g, "cheat", card=cheat_id("extra_step"), steps=2)
    land(g)
    return g


def _loaded_dice() -> mp.Game:
    g = game(cheats=cheats_with("loaded_dice"), dice=[(1, 5)])
    act(g, "cheat", card=cheat_id("loaded_dice"), value=4)
    roll(g)
    assert events(g, "move")[-1]["dice"] == [4, 5]
    return g


def _deed_swap() -> mp.Game:
    g = game(cheats=cheats_with("deed_swap"), owned={1: 0, 5: 1}, dice=[QUIET])
    pass_build(g)  # seat 1, asked about the set only a trade can complete (CH-12), passes
    act(g, "cheat", card=cheat_id("deed_swap"), street=1, other=5)
    roll(g)
    return g


def _overcharge() -> mp.Game:
    g = game(cheats=cheats_with("overcharge"), first=1, owned={5: 0}, hotels=[5], dice=[(2, 3)])
    roll(g)
    act(g, "cheat", card=cheat_id("overcharge"))
    act(g, "ask_rent", amount=250)
    if find(g, "pay_rent") is not None:
        act(g, "pay_rent", amount=250)
    return g


@dataclass(frozen=True)
class Case:
    action: str
    play: Callable[[], mp.Game]
    cheater: int
    caller: int
    after_cheat: list[int]  # cash once the cheat's turn is over
    caught: list[int]
    uncaught: list[int]


CASES = [
    Case("escape", _escape, 0, 1, [1500, 1500], [1400, 1500], [1600, 1500]),
    Case("bank_job", _bank_job, 0, 1, [1600, 1500], [1300, 1500], [1700, 1500]),
    Case("hotel_sneak", _hotel_sneak, 0, 1, [1500, 1500], [1300, 1500], [1500, 1500]),
    Case("wrecking_ball", _wrecking_ball, 0, 1, [1500, 1500], [1300, 1700], [1600, 1500]),
    Case("fast_lap", _fast_lap, 0, 1, [1800, 1500], [1700, 1500], [1800, 1500]),
    Case("puppet_master", _puppet_master, 0, 1, [1500, 1500], [1500, 1500], [1600, 1500]),
    Case("short_change", lambda: _rent_cheat("short_change"), 0, 1, [1300, 1700],
         [1150, 1850], [1300, 1700]),
    Case("pickpocket", _pickpocket, 0, 1, [1600, 1400], [1500, 1500], [1600, 1400]),
    Case("deed_grab", _deed_grab, 0, 1, [1500, 1500], [1440, 1500], [1500, 1500]),
    Case("extra_step", _extra_step, 0, 1, [1500, 1500], [1400, 1500], [1550, 1500]),
    Case("rent_dodger", lambda: _rent_cheat("rent_dodger"), 0, 1, [1500, 1500],
         [1000, 2000], [1500, 1500]),
    Case("loaded_dice", _loaded_dice, 0, 1, [1500, 1500], [1500, 1500], [1600, 1500]),
    Case("deed_swap", _deed_swap, 0, 1, [1500, 1500], [1300, 1700], [1500, 1500]),
    Case("overcharge", _overcharge, 0, 1, [1850, 1150], [1650, 1350], [1850, 1150]),
]  # fmt: skip


@pytest.mark.parametrize("case", CASES, ids=lambda c: c.action)
def test_ch_15_a_cheat_is_secret_and_the_table_shows_its_evidence(case: Case) -> None:
    g = case.play()
    assert pending(g) == "call", "the window opens before the next turn (CH-16)"
    assert cash(g) == case.after_cheat
    assert not events(g, "cheat_revealed") and not events(g, "cheat_called")
    text = str(g.public_events())
    assert case.action not in text and f"'card': {cheat_id(case.action)}" not in text
    mine = g.observe(case.cheater)["my_cheats"]
    assert [c["action"] for c in mine if "action" in c] == [case.action]
    assert g.observe(case.caller)["my_cheats"] == []


@pytest.mark.parametrize("case", CASES, ids=lambda c: c.action)
def test_ch_16_a_caught_cheat_pays_its_penalty_and_its_card_is_replaced(case: Case) -> None:
    g = case.play()
    card = cheat_id(case.action)
    while g.to_act != case.caller:
        act(g, "no_call")
    act(g, "call_cheat", accused=case.cheater, card=card)
    called = events(g, "cheat_called")[-1]
    assert called["guilty"] is True and called["accused"] == case.cheater
    while pending(g) == "place_token":
        act(g, "place_token", space=27)
    no_calls(g)
    assert cash(g) == case.caught
    assert card not in [c["card"] for c in g.observe(0)["cheats_face_up"]]
    assert not events(g, "cheat_revealed")


@pytest.mark.parametrize("case", CASES, ids=lambda c: c.action)
def test_ch_17_an_uncaught_cheat_is_announced_and_rewarded(case: Case) -> None:
    g = case.play()
    no_calls(g)
    shown = events(g, "cheat_revealed")
    assert [(e["seat"], e["card"]) for e in shown] == [(case.cheater, cheat_id(case.action))]
    assert cash(g) == case.uncaught
    assert cheat_id(case.action) not in [c["card"] for c in g.observe(0)["cheats_face_up"]]
    assert g.observe(case.cheater)["my_cheats"] == []


def test_ch_16_caught_escape_artist_goes_back_to_jail() -> None:
    g = _escape()
    act(g, "call_cheat", accused=0, card=cheat_id("escape"))
    assert g.observe(0)["players"][0]["in_jail"]


def test_ch_16_caught_puppet_master_lets_the_victim_place_the_token() -> None:
    g = _puppet_master()
    act(g, "call_cheat", accused=0, card=cheat_id("puppet_master"))
    assert g.to_act == 1 and pending(g) == "place_token"
    act(g, "place_token", space=27)
    assert g.observe(1)["players"][0]["position"] == 27


def test_ch_16_caught_deed_swap_swaps_back_and_hotel_sneak_returns_the_hotel() -> None:
    g = _deed_swap()
    assert g.observe(1)["players"][0]["streets"] == [5]
    act(g, "call_cheat", accused=0, card=cheat_id("deed_swap"))
    assert g.observe(1)["players"][0]["streets"] == [1]
    g = _hotel_sneak()
    assert g.observe(1)["board"][1]["hotel"]
    act(g, "call_cheat", accused=0, card=cheat_id("hotel_sneak"))
    assert not g.observe(1)["board"][1]["hotel"]


def test_ch_16_an_innocent_player_is_paid_100_by_the_accuser() -> None:
    g = game(cheats=cheats_with("bank_job"), dice=[QUIET])
    roll(g)
    act(g, "call_cheat", accused=0, card=cheat_id("bank_job"))
    assert events(g, "cheat_called")[-1]["guilty"] is False
    assert cash(g) == [1600, 1400]


def _rent_snatcher() -> mp.Game:
    """Seat 1 pays seat 2 rent; on seat 0's turn seat 0 snatches it from seat 2."""
    rig = {"owned": {5: 2}, "dice": [(2, 3), QUIET, QUIET]}
    g = game(3, first=1, cheats=cheats_with("rent_snatcher"), **rig)
    roll(g)
    act(g, "ask_rent", amount=50)
    act(g, "pay_rent", amount=50)
    no_calls(g)
    roll(g)
    no_calls(g)
    act(g, "cheat", card=cheat_id("rent_snatcher"))
    assert cash(g) == [1550, 1450, 1500]
    roll(g)
    return g


def test_ch_16_rent_snatcher_takes_the_last_rent_and_hands_it_back_double() -> None:
    g = _rent_snatcher()
    while g.to_act != 2:
        act(g, "no_call")
    act(g, "call_cheat", accused=0, card=cheat_id("rent_snatcher"))
    assert cash(g) == [1450, 1450, 1600]
    g = _rent_snatcher()
    no_calls(g)
    assert cash(g) == [1550, 1450, 1500] and events(g, "cheat_revealed")


def test_ch_15_one_cheat_per_decision() -> None:
    g = game(cheats=cheats_with("bank_job"), dice=[QUIET])
    act(g, "cheat", card=cheat_id("bank_job"))
    assert "cheat" not in {a.kind for a in g.legal_actions()}
    act(g, "propose_trade")
    act(g, "cancel_trade")
    assert find(g, "cheat", card=cheat_id("pickpocket")) is not None, "a new decision"
    assert find(g, "cheat", card=cheat_id("bank_job")) is None, "each card once (CH-15)"


def test_ch_15_extra_step_lands_on_the_new_space() -> None:
    g = game(cheats=cheats_with("extra_step"), dice=[QUIET])
    roll(g)
    act(g, "cheat", card=cheat_id("extra_step"), steps=1)
    land(g)
    assert pending(g) == "buy" and g.observe(0)["pending"]["street"] == 10


def test_ch_15_a_bent_rent_that_is_never_paid_was_no_cheat() -> None:
    rig = {"owned": {5: 0}, "hotels": [5], "dice": [(2, 3)]}
    g = game(first=1, cheats=cheats_with("overcharge"), **rig)
    roll(g)
    act(g, "cheat", card=cheat_id("overcharge"))
    act(g, "waive_rent", street=5)
    assert g.observe(0)["my_cheats"] == []
