"""The menu contract (menu-contract.md): two-step choices, warnings and cards for every
legal action of random games, in the browser's `menu()` and the terminal's menu alike."""

from __future__ import annotations

import json

import pytest
from terminal_games import EDITIONS, decisions

from monopolies.server.narration import menu
from monopolies.terminal import choices


def _own_cards(obs: dict[str, object]) -> set[int]:
    """Every card id the seat's observation shows as its own (hand, bank, table)."""
    own = set(obs.get("hand") or [])  # type: ignore[arg-type]
    for p in obs["players"]:  # type: ignore[attr-defined]
        if p["seat"] == obs["seat"]:
            own.update(p.get("bank", []))
            for s in p.get("sets", []):
                own.update(s["cards"])
    return own


@pytest.mark.parametrize("variant", EDITIONS)
def test_menu_entries_keep_the_contract(variant: str) -> None:
    seen_choice = False
    for game, obs in decisions(variant, seeds=1, steps=600):
        entries = menu(game, obs)
        assert len(entries) == len(obs["legal"])
        keys: dict[tuple[str, str], int] = {}
        for e in entries:
            assert e["text"] and e["group"]
            assert ("choice" in e) == ("option" in e), e
            if "choice" in e:
                assert e["option"], e
                keys[(e["group"], e["choice"])] = keys.get((e["group"], e["choice"]), 0) + 1
            if "warning" in e:
                assert e["warning"].endswith("."), e
            if "card" in e and variant == "deal":
                assert e["card"] in _own_cards(obs), e
        assert all(n > 1 for n in keys.values()), "a chooser of one option stays a plain line"
        assert all(n <= choices.MAX_OPTIONS for n in keys.values()) or variant != "deal"
        seen_choice = seen_choice or bool(keys)
        json.dumps(entries)
    assert seen_choice


def test_a_chooser_of_one_option_is_a_plain_line() -> None:
    one = choices.Step("Sly Deal", "take Boardwalk from seat 1's dark blue set", card=7)
    two = choices.Step("Sly Deal", "take Park Place from seat 1's dark blue set", card=7)
    assert choices.settle([one], ["Sly Deal"]) == [choices.Step(card=7)]
    assert choices.settle([one, two], ["Sly Deal"] * 2) == [one, two]


def test_a_long_chooser_splits_by_target() -> None:
    many = [
        choices.Step("Sly Deal", f"take card {i}", split=f"Sly Deal on seat {i % 2 + 1}")
        for i in range(choices.MAX_OPTIONS + 2)
    ]
    settled = choices.settle(many, ["Sly Deal"] * len(many))
    assert {s.choice for s in settled} == {"Sly Deal on seat 1", "Sly Deal on seat 2"}


def test_deal_wild_names_the_wild_and_its_set() -> None:
    for game, obs in decisions("deal", seeds=1, steps=800):
        for e in menu(game, obs):
            if e.get("choice", "").startswith("Property Wildcard"):
                assert " in your " in e["choice"] and e["option"].startswith("move to ")
                return
    pytest.fail("no wild was moved in the random games")
