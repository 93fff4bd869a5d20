"""What both board editions say alike (`games/board/words.py`, `console.py`), read as the
player reads it (issue 31.6, "every sentence right")."""

from __future__ import annotations

import io

import pytest
from rich.console import Console

import monopolies as mp
from monopolies.games.board.console import round_line
from monopolies.games.cheaters import data as ch_data
from monopolies.games.cheaters import words as ch_words
from monopolies.games.crooked_cash import console as cc_console
from monopolies.games.crooked_cash import data as cc_data
from monopolies.games.crooked_cash import words as cc_words
from monopolies.games.registry import kit_for
from monopolies.words.people import Lineup

YOU_FIRST = Lineup(("you", "a bot", "a bot"), human=0, names=("Ann", "Ben", "Cleo"))
EDITIONS = [ch_words, cc_words]


def said(words: object, event: dict[str, object]) -> str:
    text = words.event(event, {}, YOU_FIRST)  # type: ignore[attr-defined]
    assert text is not None
    return str(text.plain)


def test_a_card_played_on_a_player_names_the_player() -> None:
    """Issue 31.6: 'Ben played "Choose a player: they charge half rent on their next
    rent".' never said whom Ben chose."""
    half = next(c.id for c in ch_data.CARDS if c.action == "half_rent")
    event = {"type": "play_card", "seat": 1, "card": half, "target": 2}
    assert said(ch_words, event) == (
        'Ben played "Choose a player: they charge half rent on their next rent", choosing Cleo.'
    )
    to_jail = next(c.id for c in cc_data.CARDS if c.action == "send_to_jail")
    event = {"type": "play_card", "seat": 1, "card": to_jail, "target": 0}
    assert said(cc_words, event).endswith(", choosing you.")


@pytest.mark.parametrize("words", EDITIONS, ids=lambda w: w.__name__)
def test_a_hotel_says_how_it_went_up_in_words(words: object) -> None:
    """Issue 31.6: "Ben put a hotel on Mediterranean Avenue (bought)"."""
    for how in ("bought", "auction", "card", "cheat undone"):
        text = said(words, {"type": "hotel", "seat": 1, "street": 1, "how": how})
        assert f"({how})" not in text, text
    assert said(words, {"type": "hotel", "seat": 1, "street": 1, "how": "bought"}).startswith(
        "Ben built a hotel on "
    )


@pytest.mark.parametrize("words", EDITIONS, ids=lambda w: w.__name__)
def test_the_last_player_left_did_not_win_on_cash(words: object) -> None:
    """Issue 31.6: "Game over (last player left): Ben won with the most cash."."""
    over = {"type": "game_over", "reason": "last player left", "winners": [1]}
    assert said(words, over) == "Game over (last player left): Ben won."
    over = {"type": "game_over", "reason": "round limit", "winners": [1, 2]}
    assert said(words, over) == "Game over (round limit): Ben and Cleo won with the most cash."


def test_a_debtor_is_offered_only_the_ways_it_has() -> None:
    """Issue 31.6: "raise M430 more: sell properties to the bank … or offer a trade" to a
    player who owned no street, whose menu offered a trade or bankruptcy."""
    obs = {
        "seat": 0,
        "names": "uk",
        "players": [{"cash": 450}],
        "pending": {"kind": "debt", "amount": 880},
        "legal": [{"kind": "propose_trade"}, {"kind": "declare_bankruptcy"}],
    }
    text = ch_words.SITUATIONS["debt"](obs["pending"], obs, YOU_FIRST).plain
    assert text == (
        "You owe M880 and hold M450: you must raise M430 more: offer a trade or give up and "
        "declare yourself bankrupt."
    )
    obs["legal"] = [{"kind": "sell_street"}, {"kind": "propose_trade"}]
    text = ch_words.SITUATIONS["debt"](obs["pending"], obs, YOU_FIRST).plain
    assert "sell properties to the bank" in text and "bankrupt" not in text


def test_one_hotel_and_one_street_are_singular() -> None:
    """Issue 31.6: "1 hotels left", "1 streets unowned"."""
    obs = {
        "round": 9,
        "over": False,
        "active": 0,
        "board": [{"color": "brown", "owner": None}, {"color": "brown", "owner": 1}],
        "hotels_left": 1,
    }
    line = round_line(obs, YOU_FIRST, ("street", "streets")).plain
    assert line.endswith("1 street unowned · 1 hotel left"), line
    obs["hotels_left"] = 2
    assert round_line(obs, YOU_FIRST, ("street", "streets")).plain.endswith("2 hotels left")


def test_the_players_table_does_not_cut_a_space_name_at_80_columns() -> None:
    """Issue 31.6: the final table read "Mediterra… Ave"."""
    game = mp.new_game("crooked-cash", players=3, seed=303, rig={"positions": {1: 1}})
    console = Console(width=80, file=io.StringIO(), record=True, color_system=None)
    console.print(cc_console._players(game.observe(0), YOU_FIRST))
    text = console.export_text()
    assert "Mediterranean" in text and "…" not in text


@pytest.mark.parametrize("variant", ["crooked-cash", "cheaters"])
def test_the_whole_table_says_just_visiting_on_the_jail_square(variant: str) -> None:
    """cheaters_end: "You  M880  Jail" after "moved to Jail / Just Visiting"."""
    board = mp.new_game(variant, players=2, seed=1).observe(0)["board"]
    jail = next(i for i, space in enumerate(board) if space["name"].startswith("Jail"))
    game = mp.new_game(variant, players=2, seed=1, rig={"first": 0, "positions": {0: jail}})
    console = kit_for(variant).part("console")
    out = io.StringIO()
    Console(file=out, width=120, color_system=None).print(
        console.board(game.observe(0), Lineup(("you", "a bot"), human=0), show_hand=True)
    )
    row = next(line for line in out.getvalue().splitlines() if "You" in line[:8])
    assert "Just Visiting" in row and "Jail (" not in row
