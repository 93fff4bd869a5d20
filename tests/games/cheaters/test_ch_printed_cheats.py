"""The printed cheats (issue 14): their names, the nearest effects, a caught cheat undone
in full, and a penalty never cheaper than what the cheat gained (CH-15, CH-16)."""

from __future__ import annotations

from dataclasses import fields
from pathlib import Path

import pytest
from ch_helpers import QUIET, act, card, cash, cheat_id, events, find, game, land, roll

from monopolies.games.cheaters import data
from monopolies.games.cheaters.rules.cheat_cards import CASH_FROM_BANK, CASH_FROM_PLAYER, RULES

PRINTED = {
    "Bank Heist", "Counterfeit Chance", "Escape Artist", "Extra Allowance", "Free Stay",
    "Identity Theft", "Price Gouging", "Property Swap", "Short Changed", "Slippery Deed",
    "Squatter's Rule", "Trick Dice", "Pickpocket", "Surprise Demolition",
}  # fmt: skip
DOC = Path(__file__).resolve().parents[3] / "docs" / "cheaters.md"


def test_ch_15_the_fourteen_printed_names_and_one_of_ours() -> None:
    names = {c.name for c in data.CHEATS}
    assert names >= PRINTED and len(names) == 15
    assert {c.name for c in data.CHEATS if c.printed} == PRINTED
    assert [c.name for c in data.CHEATS if c.printed_effect] == ["Escape Artist"]


def test_docs_mark_what_is_printed_and_what_is_ours() -> None:
    doc = DOC.read_text(encoding="utf-8")
    for c in data.CHEATS:
        row = next((line for line in doc.splitlines() if line.startswith(f"| {c.name} |")), "")
        assert row, f"docs/cheaters.md has no row for {c.name}"
        assert ("printed" if c.printed else "ours") in row.split("|")[2]
        assert c.text in row and c.reward in row and c.penalty in row


def test_docs_list_what_each_cheat_records_and_the_evidence_it_leaves() -> None:
    doc = DOC.read_text(encoding="utf-8")
    table = doc[doc.index("## What a cheat records") : doc.index("## How a cheat is made")]
    cash = {CASH_FROM_BANK: "cash from the bank", CASH_FROM_PLAYER: "cash from a player"}
    for r in RULES:
        row = next(line for line in table.splitlines() if line.startswith(f"| {r.card.name} |"))
        cells = [cell.strip() for cell in row.split("|")[2:-1]]
        named = [f"`{f.name}`" for f in fields(r.record)][3:]  # after seat, card, period
        e = r.evidence
        assert cells == [", ".join(named) or "—", cash.get(e.sign, e.sign), e.sum, e.goes_with]


@pytest.mark.parametrize("c", data.CHEATS, ids=lambda c: c.action)
def test_ch_16_a_penalty_is_never_cheaper_than_what_the_cheat_gained(c: data.Cheat) -> None:
    """Beyond undoing it, a caught cheat pays its fine: at least what it gained, for every
    gain it can make (the fine grows with the gain, or is at least the most it gains)."""
    for gained in range(0, c.gain + 1, 10):
        assert c.fine + c.fine_per_gain * gained >= gained, (c.name, gained)
    assert c.gain >= c.amount, "the sum it takes is part of what it gains"


@pytest.mark.parametrize("c", [c for c in data.CHEATS if c.amount], ids=lambda c: c.action)
def test_a_cheat_card_text_is_built_from_its_numbers(c: data.Cheat) -> None:
    assert f"M{c.amount}" in c.text or f"M{data.SALARY + c.amount}" in c.text
    if c.fine:
        assert f"M{c.fine}" in c.penalty
    if c.bonus:
        assert f"M{c.bonus}" in c.reward


def test_ch_16_a_caught_identity_theft_puts_the_victims_token_back() -> None:
    g = game(cheats=["identity_theft", "bank_heist", "escape", "hotel_sneak", "pickpocket"],
             positions={1: 20}, dice=[QUIET])  # fmt: skip
    roll(g)
    act(g, "cheat", card=cheat_id("identity_theft"), target=1)
    land(g)
    assert [p["position"] for p in g.observe(1)["players"]] == [0, 29]
    act(g, "call_cheat", accused=0, card=cheat_id("identity_theft"))
    act(g, "place_token", space=27)
    assert [p["position"] for p in g.observe(1)["players"]] == [27, 20]


def test_ch_16_a_caught_surprise_demolition_puts_the_hotel_back_up() -> None:
    row = ["surprise_demolition", "bank_heist", "escape", "hotel_sneak", "pickpocket"]
    g = game(cheats=row, owned={1: 1}, hotels=[1], dice=[QUIET])
    act(g, "cheat", card=cheat_id("surprise_demolition"), street=1)
    assert not g.observe(1)["board"][1]["hotel"]
    roll(g)
    act(g, "call_cheat", accused=0, card=cheat_id("surprise_demolition"))
    assert g.observe(1)["board"][1]["hotel"] and cash(g) == [1300, 1700]


def test_ch_15_slippery_deed_takes_from_a_player_and_gives_it_back_when_caught() -> None:
    row = ["slippery_deed", "bank_heist", "escape", "hotel_sneak", "pickpocket"]
    pall_mall = 10
    g = game(cheats=row, owned={pall_mall: 1}, dice=[QUIET])
    act(g, "cheat", card=cheat_id("slippery_deed"), street=pall_mall)
    assert g.observe(1)["players"][0]["streets"] == [pall_mall]
    roll(g)
    act(g, "call_cheat", accused=0, card=cheat_id("slippery_deed"))
    assert g.observe(1)["players"][1]["streets"] == [pall_mall]
    assert cash(g) == [1500 - 140, 1500 + 140], "its price, to the player it was taken from"


def test_ch_15_trick_dice_moves_2_to_12_but_passes_go_only_if_the_roll_did() -> None:
    row = ["trick_dice", "bank_heist", "escape", "hotel_sneak", "pickpocket"]
    g = game(cheats=row, positions={0: 30}, dice=[(1, 2)])
    roll(g)
    offered = sorted(a.spaces for a in g.legal_actions() if a.kind == "cheat")
    assert offered == [2, 4, 5], "30 + 6 reaches GO, which the roll did not"
    g = game(cheats=row, dice=[QUIET])
    roll(g)
    offered = sorted(a.spaces for a in g.legal_actions() if a.kind == "cheat")
    assert offered == [n for n in range(2, 13) if n != 9]


def test_ch_15_counterfeit_chance_shows_the_card_drawn_and_moves_the_other_money() -> None:
    row = ["counterfeit_chance", "bank_heist", "escape", "hotel_sneak", "pickpocket"]
    pay, collect = card(data.CHANCE, "pay"), card(data.CHANCE, "collect", 200)
    g = game(cheats=row, chance=[pay], dice=[(2, 4)])
    roll(g)
    assert g.observe(1)["pending"]["kind"] == "drawn" and g.to_act == 0
    assert find(g, "cheat", instead=card(data.CHANCE, "pay")) is None, "only a better card"
    act(g, "cheat", card=cheat_id("counterfeit_chance"), instead=collect)
    assert events(g, "card")[-1]["card"] == pay
    view = g.observe(1)["players"][0]
    assert view["cash"] == 1700 and view["announced_cash"] == 1400, "the ledger shows it"


def test_ch_15_counterfeit_chance_is_offered_by_what_the_table_shows() -> None:
    """Whether the drawer is asked hangs on the face-up card and on which cards would pay
    more (its sets, streets and hotels are on the table), never on its secrets: here
    Collect M200, the best card of the deck, acts at once."""
    row = ["counterfeit_chance", "bank_heist", "escape", "hotel_sneak", "pickpocket"]
    g = game(cheats=row, chance=[card(data.CHANCE, "collect", 200)], dice=[(2, 4)])
    roll(g)
    assert cash(g)[0] == 1700 and g.observe(0)["pending"]["kind"] != "drawn"
