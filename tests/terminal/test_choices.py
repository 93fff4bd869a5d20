"""The menu contract (menu-contract.md): two-step choices, warnings and cards for every
legal action of random games, in the browser's `menu()` and the terminal's menu alike."""

from __future__ import annotations

import io
import json
from typing import Any

import pytest
from rich.console import Console
from terminal_games import EDITIONS, decisions

import monopolies as mp
from monopolies.games.crooked_cash.words import WORDS
from monopolies.terminal import menu as tmenu
from monopolies.terminal import play
from monopolies.words import menu as folding
from monopolies.words import steps as choices
from monopolies.words.narration import menu
from monopolies.words.people import Lineup


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


def _auction() -> tuple[mp.Game, dict[str, Any]]:
    """Seat 0 declines Oriental Avenue: seat 1, with M1,500, is asked to bid."""
    game = mp.new_game("crooked-cash", players=2, seed=1, rig={"first": 0, "dice": [[2, 3]]})
    game.act(next(a for a in game.legal_actions() if a.kind == "roll"))
    game.act(next(a for a in game.legal_actions() if a.kind == "decline"))
    return game, game.observe(game.to_act)


def test_a_bid_is_a_quick_raise_or_a_typed_amount() -> None:
    """CC-8, CH-4: any raise of at least ten; the quick raises are lines of the chooser,
    any other amount is typed (terminal) or entered (browser)."""
    game, obs = _auction()
    entries = [e for e in menu(game, obs) if e.get("choice") == "Bid"]
    assert [e["amount"] for e in entries if e["quick"]] == [10, 50, 100]
    assert len(entries) == 100 and entries[-1]["amount"] == 1000
    order, menu_entries = play.menu_entries(game, WORDS, obs, Lineup(("", ""), 1))
    bids = [k for k, e in enumerate(menu_entries) if e.choice == "Bid"]
    page = folding.options(menu_entries, bids)
    assert [item.text for item in page[:3]] == ["$10", "$50", "$100"]
    assert page[-1].typed and page[-1].text.startswith("Another amount ($10 to $1")
    answers = iter(["375", "m370"])
    chosen = tmenu.ask_amount(Console(file=io.StringIO()), [menu_entries[k] for k in bids],
                              lambda prompt: next(answers))  # fmt: skip
    assert chosen == 36 and menu_entries[bids[36]].amount == 370
    assert game.legal_actions()[order[bids[36]]].amount == 370


@pytest.mark.parametrize("variant", EDITIONS)
def test_both_front_ends_fold_the_menu_by_one_rule(variant: str) -> None:
    """The browser's lines (`folded`, sent by the server) are the terminal's top menu when
    the terminal has room for every line: the same choosers of the same moves, in order."""
    from monopolies.words import narration
    from monopolies.words.game import words_for

    seen = 0
    for game, obs in decisions(variant, seeds=1, steps=400):
        browser = narration.folded(menu(game, obs))
        order, entries = play.menu_entries(game, words_for(variant), obs, Lineup(("", "") * 3, 0))
        terminal = folding.fold(entries, limit=None)
        assert [m["moves"] for m in browser] == [[order[k] for k in i.entries] for i in terminal]
        seen += any(len(line["moves"]) > 1 for line in browser)
    assert seen, "some menu had a chooser"
