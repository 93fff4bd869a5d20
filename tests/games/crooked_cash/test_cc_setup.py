"""CC-1 (setup) and the options that shape the table: names, the pack, the round limit."""

from __future__ import annotations

import pytest
from cc_helpers import VARIANT, act, chance, events, game, pay, roll, street

import monopolies as mp
from monopolies.games.crooked_cash import data


def test_cc_1_each_player_gets_1500_in_the_printed_notes_and_two_green_chips() -> None:
    for players in range(2, 7):
        # Seat 0 holds a Chance card it may play before rolling: a decision before any move.
        rig = {"first": 0, "held": {0: [chance("collect")]}}
        g = mp.new_game(VARIANT, players=players, seed=players, rig=rig)
        view = g.observe(0)
        for p in view["players"]:
            assert p["cash"] == 1500 and p["chips"] == 2 and p["position"] == 0
            assert p["notes"] == {"10": 3, "20": 1, "50": 3, "100": 3, "500": 2}
        assert len(view["my_notes"]) == 12
        assert all(c is not None for c in view["chance_face_up"])
        assert view["chance_deck"] == 20 and view["community_chest_deck"] == 14
        assert view["hotels_left"] == 12 and len(view["board"]) == 36
    with pytest.raises(mp.BadOptions, match="2 to 6 players"):
        mp.new_game(VARIANT, players=7)


def test_cc_1_the_highest_starting_roll_starts_and_ties_roll_again() -> None:
    # Seats 0 and 2 tie on 9, seat 1 has 4; they roll again: 5 against 11.
    g = mp.new_game(
        VARIANT, players=3, seed=1, rig={"dice": [(4, 5), (1, 3), (6, 3), (2, 3), (5, 6)]}
    )
    rolls = [e["rolls"] for e in events(g, "start_roll")]
    assert rolls == [{"0": 9, "1": 4, "2": 9}, {"0": 5, "2": 11}]
    assert events(g, "setup")[0]["first"] == 2 and events(g, "turn")[0]["seat"] == 2


def test_cc_1_rigged_face_up_cards_and_decks() -> None:
    face = [0, 5, 9]
    g = game(chance_deck=[*face, 12], chest_deck=[30])
    assert g.state.face_up == face
    # Shown by face: a Chance card as its pair's first id (the two copies look alike).
    assert [c["card"] for c in g.observe(0)["chance_face_up"]] == [0, 4, 8]
    g = game(chest_deck=[data.CHEST_IDS[1]], dice=[(1, 1)], chips={0: 2})
    roll(g)  # GO -> 2, Community Chest: the top card, "Bank pays you 100"
    assert events(g, "chest")[0]["card"] == data.CHEST_IDS[1]


def test_option_names_us_and_uk() -> None:
    g = game(dice=[(2, 3)])
    roll(g)
    assert g.observe(0)["board"][35]["name"] == "Boardwalk"
    assert g.describe(g.legal_actions()[0]) == "Buy Oriental Avenue for $100"
    g = game(dice=[(2, 3)], names="uk")
    roll(g)
    assert g.observe(0)["board"][35]["name"] == "Mayfair"
    assert g.describe(g.legal_actions()[0]) == "Buy The Angel Islington for M100"
    assert street("Mayfair") == street("Boardwalk") == 35


def test_option_pack_size_and_fakes_per_value() -> None:
    def fake_count(g: mp.Game) -> int:
        return sum(g.state.fake[data.NOTE_BASE :])

    assert fake_count(mp.new_game(VARIANT, players=2, seed=3)) == 50  # 10 of each value
    g = mp.new_game(
        VARIANT,
        players=2,
        seed=3,
        options={"notes_per_denomination": 20, "fakes_per_denomination": 2},
    )
    assert fake_count(g) == 10 and len(g.state.values) == data.NOTE_BASE + 5 * 20
    assert sum(len(p) for p in g.state.piles) + 24 == 100
    g = mp.new_game(VARIANT, players=2, seed=3, options={"fakes_per_denomination": 0})
    assert fake_count(g) == 0
    with pytest.raises(mp.BadOptions, match="notes_per_denomination"):
        mp.new_game(VARIANT, players=6, options={"notes_per_denomination": 10})
    with pytest.raises(mp.BadOptions, match="fakes_per_denomination"):
        mp.new_game(
            VARIANT, players=2, options={"notes_per_denomination": 20, "fakes_per_denomination": 21}
        )


def test_option_defaults() -> None:
    opts = mp.new_game(VARIANT, players=2, seed=1).options
    assert opts == {
        "names": "us",
        "notes_per_denomination": 40,
        "fakes_per_denomination": 10,
        "owners_see_fakes": False,
        "max_trade_offers": 3,
        "third_jail_miss": "roll_again",
        "max_rounds": 200,
    }


def test_every_card_and_note_is_listed() -> None:
    cards = mp.VARIANTS[VARIANT].cards()
    kinds = [c["kind"] for c in cards]
    assert kinds.count("chance") == 24 and kinds.count("community_chest") == 14
    assert kinds.count("note") == 200
    assert sum(c["value"] for c in cards if c["kind"] == "note") == 40 * 680


def test_buying_the_first_street_reads_well() -> None:
    g = game(dice=[(2, 3)])
    roll(g)
    act(g, "buy", street=5)
    pay(g, 100)
    assert events(g, "deed")[0] == {"type": "deed", "seat": 0, "street": 5, "how": "bought"}
