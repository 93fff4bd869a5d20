"""The web client's words name people, not seats, and ask only the person who must act."""

from __future__ import annotations

import random

import monopolies as mp
from deal_rigs import cards_aimed_at_two_players
from monopolies.seat_names import bot_name
from monopolies.words import narration

NAMES = ["Ann", "Bob", bot_name(2, "hard")]


def test_bots_of_one_level_get_distinct_names() -> None:
    assert bot_name(2, "hard") == "Bot Cleo (hard)"
    assert len({bot_name(seat, "easy") for seat in range(6)}) == 6


def test_events_name_the_people_at_the_table_and_no_seat_numbers() -> None:
    for variant in mp.VARIANTS:
        game = mp.new_game(variant, 3, seed=3)
        rng = random.Random(3)
        for _ in range(400):
            if game.over:
                break
            legal = game.legal_actions()
            game.act(legal[rng.randrange(len(legal))])
        texts = [narration.event_text(variant, e, game.options, NAMES) for e in game.events]
        said = " ".join(t for t in texts if t)
        assert not [t for t in texts if t and "seat " in t.lower()], variant
        assert any(name in said for name in NAMES), variant
        assert "Bot cleo" not in said, variant  # a name keeps its capitals


def test_the_situation_speaks_only_to_the_seat_that_must_act() -> None:
    for variant in mp.VARIANTS:
        game = mp.new_game(variant, 3, seed=4)
        acting = game.to_act
        assert acting is not None
        for seat in range(3):
            obs = game.observe(seat)
            said = narration.situation(variant, obs, obs["events"], NAMES)
            if seat != acting:
                assert said is None, (variant, seat, said)


def test_the_rules_leave_out_the_terminal_keys() -> None:
    for variant in mp.VARIANTS:
        rules = narration.rules_text(variant)
        assert rules and "type an action's number" not in rules, variant


def test_a_name_at_the_start_of_a_sentence_keeps_its_capitals() -> None:
    event = {"type": "bankrupt", "seat": 2}
    said = narration.event_text("crooked-cash", event, {"names": "us"}, NAMES)
    assert said == "Bot Cleo (hard) went bankrupt and left the game."


def test_the_browser_menu_names_the_people_a_card_aims_at() -> None:
    game = cards_aimed_at_two_players()
    entries = narration.menu(game, game.observe(0), NAMES)
    options = {(e.get("choice"), e.get("option")) for e in entries}
    assert ("Sly Deal", "take Park Place from Bob's dark blue set") in options
    assert ("Debt Collector", "Bot Cleo (hard) pays you 5M") in options
    assert not [e for e in entries if "seat " in " ".join(map(str, e.values())).lower()]
