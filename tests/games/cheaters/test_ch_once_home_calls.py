"""Issue 14's Cheaters rules: each face-up Cheat card is done once (CH-15, rulings CH-R15),
the walk home starts the moment the last property is bought (CH-18), and anyone may call
"Cheat!" whatever their cash (CH-16)."""

from __future__ import annotations

import pytest
from ch_helpers import (
    QUIET,
    act,
    cash,
    cheat_id,
    events,
    find,
    game,
    kinds,
    land,
    no_calls,
    pass_build,
    pending,
    roll,
    street,
)

import monopolies as mp
from monopolies.games.cheaters import data

FILL = ["bank_heist", "pickpocket", "hotel_sneak", "trick_dice", "escape"]


def test_ch_15_bank_heist_twice_in_a_turn_is_refused() -> None:
    g = game(cheats=FILL, dice=[QUIET])
    bank_heist = find(g, "cheat", card=cheat_id("bank_heist"))
    assert bank_heist is not None
    g.act(bank_heist)
    act(g, "propose_trade")  # one honest action: a new decision
    act(g, "cancel_trade")
    assert find(g, "cheat", card=cheat_id("bank_heist")) is None
    assert find(g, "cheat", card=cheat_id("pickpocket")) is not None, "other cards still open"
    with pytest.raises(mp.IllegalAction):
        g.act(bank_heist)
    assert cash(g)[0] == 1600


def test_ch_15_one_hotel_sneak_per_card() -> None:
    g = game(cheats=FILL, owned={1: 0, 3: 0, 5: 0}, dice=[QUIET])
    act(g, "cheat", card=cheat_id("hotel_sneak"), street=1)
    act(g, "propose_trade")
    act(g, "cancel_trade")
    assert find(g, "cheat", card=cheat_id("hotel_sneak")) is None
    assert sum(1 for s in g.observe(1)["board"] if s.get("hotel")) == 2  # with Pentonville's


def test_ch_15_a_card_is_open_again_once_its_cheat_is_settled() -> None:
    """Ultimate mode has no row to refill: a cheat is open again once the window has
    settled the last one (here it got away with it)."""
    g = game(cheats=FILL, options={"ultimate": True}, dice=[QUIET, QUIET])
    act(g, "cheat", card=cheat_id("bank_heist"))
    roll(g)
    land(g)
    no_calls(g)
    assert find(g, "cheat", card=cheat_id("bank_heist")) is not None, "seat 1 never did it"
    roll(g)
    land(g)
    no_calls(g)
    assert g.to_act == 0 and find(g, "cheat", card=cheat_id("bank_heist")) is not None


def test_ch_15_the_moment_after_a_move_is_asked_even_with_the_card_done() -> None:
    """Trick Dice on the first roll of a double: the second move is still asked (only
    "land" is left), so whether the mover is asked gives its cheat away to nobody."""
    g = game(cheats=FILL, dice=[(1, 1), QUIET])
    roll(g)
    act(g, "cheat", card=cheat_id("trick_dice"), spaces=3)
    land(g)
    while pending(g) not in ("turn", None) or find(g, "roll") is None:
        g.act(next(a for a in g.legal_actions() if a.kind in ("decline", "pass", "no_call")))
    roll(g)
    assert pending(g) == "moved" and g.to_act == 0
    assert [a.kind for a in g.legal_actions()] == ["land"]


def test_ch_18_the_walk_home_starts_when_the_last_property_is_bought() -> None:
    """Bond Street, the last property, is bought on the first roll of a double: the extra
    roll already stops on GO with moves left, collecting M200."""
    owned = {s: 1 for s in data.LAYOUT.streets if s != street("Bond Street")}
    g = game(owned=owned, positions={0: 29}, dice=[(1, 1), (3, 3)])
    pass_build(g)
    roll(g)
    act(g, "buy", street=street("Bond Street"), price=0)
    assert events(g, "end_game_begins"), "the moment the last property is bought"
    assert g.observe(0)["players"][1]["home"], "a token already on GO is home"
    pass_build(g)
    roll(g)
    me = g.observe(1)["players"][0]
    assert me["position"] == data.GO_SPACE and me["home"]
    assert events(g, "move")[-1]["to"] == data.GO_SPACE, "stopped with moves left"
    assert events(g, "go")[-1] == {"type": "go", "seat": 0, "amount": 200}
    assert pending(g) == "call" and not g.over, "one last window before the count"
    no_calls(g)
    assert g.over and g.result()["reason"] == "everyone back on GO"


def test_ch_16_anyone_may_call_whatever_their_cash() -> None:
    g = game(cheats=FILL, cash={1: 40}, dice=[QUIET])
    roll(g)
    land(g)
    assert g.to_act == 1 and "call_cheat" in kinds(g)


def test_ch_16_a_false_call_is_a_debt_raised_by_selling() -> None:
    g = game(cheats=FILL, cash={1: 40}, owned={street("Pall Mall"): 1}, dice=[QUIET])
    roll(g)
    land(g)
    act(g, "call_cheat", accused=0, card=cheat_id("bank_heist"))
    assert events(g, "cheat_called")[-1]["guilty"] is False
    assert pending(g) == "debt" and g.to_act == 1 and "sell_street" in kinds(g)
    act(g, "sell_street", street=street("Pall Mall"))
    assert cash(g) == [1600, 40 + 140 - 100]


def test_ch_16_a_false_call_that_cannot_be_raised_bankrupts_the_caller() -> None:
    g = game(3, cheats=FILL, cash={1: 40}, dice=[QUIET])
    roll(g)
    land(g)
    act(g, "call_cheat", accused=0, card=cheat_id("bank_heist"))
    view = g.observe(2)
    assert not view["players"][1]["alive"], "B-9: bankrupt to the accused"
    assert view["players"][0]["cash"] == 1540
