"""Crooked Cash bots: legal play to the end, decisions from the seat's view only, and the
greedy bot's habits (asks rent, spends known fakes first, builds, decodes big payments)."""

from __future__ import annotations

import monopolies as mp
from monopolies.bots import SeatView, make_bot, play_out
from monopolies.games.crooked_cash import data

VARIANT = "crooked-cash"


def note_ids(value: int, count: int, skip: int = 0) -> list[int]:
    first = data.NOTE_BASE + data.DENOMINATIONS.index(value) * data.NOTES_PER_DENOMINATION
    return list(range(first + skip, first + skip + count))


def test_greedy_games_end_by_the_rules() -> None:
    reasons = []
    for seed in range(20):
        game = mp.new_game(VARIANT, players=4, seed=seed)
        bots = {s: make_bot("greedy", VARIANT, seed * 10 + s) for s in range(4)}
        reasons.append(play_out(game, bots)["reason"])
    assert reasons.count("last street owned") >= 18


def roll(game: mp.Game) -> None:
    """The seat to act rolls (before rolling it could also sell, CC-17, or propose a
    trade, CC-19, so the engine does not roll on its own)."""
    game.act(next(a for a in game.legal_actions() if a.kind == "roll"))


def greedy_choice(game: mp.Game, spec: str = "greedy") -> mp.Action:
    seat = game.to_act
    assert seat is not None
    return make_bot(spec, VARIANT, 0).choose(SeatView(game, seat))


def test_greedy_asks_for_rent_every_time() -> None:
    game = mp.new_game(
        VARIANT, players=2, seed=1, rig={"first": 0, "owned": {5: 1}, "dice": [[2, 3]]}
    )
    roll(game)
    assert game.to_act == 1
    assert greedy_choice(game).kind == "ask_rent"


def test_greedy_spends_the_notes_it_knows_are_fake_first() -> None:
    fake = note_ids(20, 1)
    hand = fake + note_ids(100, 2)
    rig = {"first": 0, "hands": {0: hand}, "fakes": fake, "dice": [[2, 3]]}
    game = mp.new_game(VARIANT, players=2, seed=1, options={"owners_see_fakes": True}, rig=rig)
    roll(game)
    game.act(next(a for a in game.legal_actions() if a.kind == "buy"))
    choice = greedy_choice(game)
    assert choice.kind == "pay_note" and choice.get("known") == "fake"
    game.act(choice)
    # Then the smallest note that covers what is left (a 100 for the remaining 80).
    assert greedy_choice(game).value == 100


def test_greedy_builds_hotels_it_can_afford() -> None:
    rig = {"first": 0, "owned": {1: 0, 3: 0}}
    game = mp.new_game(VARIANT, players=2, seed=1, rig=rig)
    assert greedy_choice(game).kind == "buy_hotel"


def decode_window(hand: list[int]) -> mp.Game:
    """Seat 0 pays seat 1's rent from `hand`; seat 2 may decode a note of it."""
    rig = {
        "first": 0,
        "owned": {5: 1},
        "hands": {0: hand},
        "chips": {1: 0},
        "dice": [[2, 3]],
    }
    game = mp.new_game(VARIANT, players=3, seed=1, rig=rig)
    roll(game)
    game.act(next(a for a in game.legal_actions() if a.kind == "ask_rent"))
    if game.to_act == 0:
        game.act(game.legal_actions()[0])
    assert game.to_act == 2
    return game


def test_greedy_decodes_a_large_note_and_lets_small_ones_pass() -> None:
    assert greedy_choice(decode_window(note_ids(100, 1))).kind == "decode_note"
    assert greedy_choice(decode_window(note_ids(50, 1))).kind == "no_decode"


def test_decode_at_keeps_the_chip_for_a_larger_note() -> None:
    """The search's policy with three or more players (policy_tables) keeps its chips for
    M500 notes: a fake one costs its payer M500."""
    keeper = "greedy:decode_at=500,caught_at=500"
    assert greedy_choice(decode_window(note_ids(100, 1)), keeper).kind == "no_decode"
    assert greedy_choice(decode_window(note_ids(500, 1)), keeper).kind == "decode_note"


def _by_kind(game: mp.Game, kind: str, **fields: object) -> mp.Action:
    return next(
        a
        for a in game.legal_actions()
        if a.kind == kind and all(a.get(k) == v for k, v in fields.items())
    )


def test_greedy_buys_the_street_that_completes_its_set_in_the_window() -> None:
    # CC-22: brown is split between seats 0 and 1; before seat 0 rolls, seat 1 is asked
    # and offers twice the price; greedy seat 0 takes the premium.
    game = mp.new_game(VARIANT, players=3, seed=1, rig={"first": 0, "owned": {1: 0, 3: 1}})
    bots = {s: make_bot("greedy", VARIANT, s) for s in range(3)}
    assert game.to_act == 1
    while not any(e["type"] == "trade_done" for e in game.public_events()):
        assert game.to_act is not None and len(game.history) < 40
        game.act(bots[game.to_act].choose(SeatView(game, game.to_act)))
    offer = next(e for e in game.public_events() if e["type"] == "trade_offer")
    assert offer["seat"] == 1 and offer["get"] == ["street:1"] and offer["cash"] >= 120
    assert game.observe(0)["board"][1]["owner"] == 1


def test_greedy_sells_a_street_only_for_a_premium() -> None:
    game = mp.new_game(VARIANT, players=2, seed=1, rig={"first": 0, "owned": {1: 0, 3: 1}})
    game.act(_by_kind(game, "pass"))  # seat 1, asked in the window, passes
    for cash_steps, answer in (((50,), "reject_trade"), ((100, 50), "accept_trade")):
        game.act(_by_kind(game, "propose_trade"))
        game.act(_by_kind(game, "trade_get", street=3))
        for step in cash_steps:
            game.act(_by_kind(game, "trade_give_cash", amount=step))
        game.act(_by_kind(game, "offer_trade"))
        assert game.to_act == 1 and greedy_choice(game).kind == answer
        game.act(greedy_choice(game))
