"""The policy a search bot follows (its game's search guide's `policies`), and the
decisions it leaves to that policy because its samples cannot judge them (the guide's
`searchable`: "Cheat!" calls)."""

from __future__ import annotations

import random

import pytest

import monopolies as mp
from cheaters_windows import window_after
from monopolies import replay
from monopolies.bots import SeatView, make_bot
from monopolies.bots.guide import guide_for
from monopolies.bots.hints import hint
from monopolies.bots.ismcts import Ismcts
from monopolies.games.cheaters import data
from monopolies.games.cheaters.bot import CheatersGreedy
from monopolies.games.crooked_cash.bot import (
    CrookedCashGreedy,
    pay_note_choice,
    smallest_note_choice,
)
from monopolies.review.walk import choices

BANK_HEIST = {"kind": "cheat", "card": data.CHEAT_BY_ACTION["bank_heist"]}


def searched(spec: str, variant: str, players: int) -> Ismcts:
    """A search bot after one decision of a game with `players` seats (its policy is made
    for the number of players it meets)."""
    bot = make_bot(spec, variant, 1)
    assert isinstance(bot, Ismcts)
    game = mp.new_game(variant, players=players, seed=3)
    seat = game.to_act
    assert seat is not None
    bot.root_moves(SeatView(game, seat))
    return bot


def policy_options(variant: str, players: int) -> dict[str, object]:
    return guide_for(variant).policy_options(players)


def test_an_entry_counts_from_its_number_of_players_up() -> None:
    assert policy_options("crooked-cash", 2) == {}
    four = policy_options("crooked-cash", 4)
    assert four == {"decode_at": 500, "caught_at": 500, "pay": "smallest"}
    assert policy_options("crooked-cash", 6) == four
    assert policy_options("deal", 4) == {}
    four["decode_at"] = 1  # a copy: the table itself cannot be changed through it
    assert policy_options("crooked-cash", 4)["decode_at"] == 500


def test_every_entry_is_options_its_greedy_bot_takes() -> None:
    for variant in mp.VARIANTS:
        entries = guide_for(variant).policies
        if not entries:
            continue
        counts = [least for least, _ in entries]
        assert counts == sorted(counts) and counts[0] >= 2
        for _, options in entries:
            spec = "greedy:" + ",".join(f"{k}={v}" for k, v in options.items())
            make_bot(spec if options else "greedy", variant, 0)


def test_the_search_follows_the_greedy_player_fitted_for_the_player_count() -> None:
    two = searched("ismcts:iterations=5", "crooked-cash", 2).policy
    four = searched("ismcts:iterations=5", "crooked-cash", 4).policy
    assert isinstance(two, CrookedCashGreedy) and isinstance(four, CrookedCashGreedy)
    assert (two.decode_at, two.caught_at, two.pays_with) == (100, 0, pay_note_choice)
    assert (four.decode_at, four.caught_at, four.pays_with) == (500, 500, smallest_note_choice)
    cheater = searched("hard", "cheaters", 2).policy
    assert isinstance(cheater, CheatersGreedy) and cheater.vigilance == 1.0


def test_crooked_cash_note_options_are_checked() -> None:
    assert make_bot("greedy", "crooked-cash").decode_at == 100  # type: ignore[attr-defined]
    bad_specs = ("decode_at=-5", "caught_at=-1", "pay=largest", "decode_at=big", "caught_at=1.5")
    for bad in (f"greedy:{options}" for options in bad_specs):
        with pytest.raises(mp.BadOptions):
            make_bot(bad, "crooked-cash")


def test_paying_smallest_spends_known_fakes_first_then_the_smallest_note() -> None:
    """Over whole games: every `pay_note` list, the choice is a known fake if there is one
    (the largest), else a note of the smallest value, an unknown one before a known real."""
    checked = 0
    for seed in range(2):
        game = mp.new_game("crooked-cash", players=4, seed=seed, options={"owners_see_fakes": True})
        bots = [make_bot("greedy:pay=smallest", "crooked-cash", seed * 4 + s) for s in range(4)]
        while not game.over:
            seat = game.to_act
            assert seat is not None
            legal = game.legal_actions()
            choice = bots[seat].choose(SeatView(game, seat))
            if legal[0].kind == "pay_note":
                fakes = [a for a in legal if a.get("known") == "fake"]
                if fakes:
                    assert choice.get("known") == "fake"
                    assert int(choice.value) == max(int(a.value) for a in fakes)
                else:
                    least = min(int(a.value) for a in legal)
                    assert int(choice.value) == least
                    unknown = [a for a in legal if int(a.value) == least and not a.get("known")]
                    assert not unknown or not choice.get("known")
                checked += 1
            game.act(choice)
    assert checked > 100


def test_the_hard_bot_calls_the_cheat_the_table_shows() -> None:
    """Seat 0 takes M100 from the bank unseen; seat 1's ledger shows it. The search alone
    would find the call false in every sample (it keeps no other player's cheats), so the
    expert bot calls from the evidence, as its policy does, and calls nothing without it."""
    game = window_after(BANK_HEIST)
    view = SeatView(game, 1)
    bot = make_bot("hard", "cheaters", 1)
    call = bot.choose(view)
    assert (call.kind, call.accused, call.card) == ("call_cheat", 0, BANK_HEIST["card"])
    assert game.state.records, "the call is right in the real game"
    for k in range(10):
        sample = view.sample(random.Random(k))
        sample.act(call)
        called = next(e for e in reversed(sample.events) if e["type"] == "cheat_called")
        assert not called["guilty"], "in a sample the same call must come out false"
    quiet = window_after(None)
    for seed in range(5):
        assert make_bot("hard", "cheaters", seed).choose(SeatView(quiet, 1)).kind == "no_call"


def test_the_call_is_the_same_whatever_the_seat_cannot_see() -> None:
    game = window_after(BANK_HEIST)
    rng = random.Random(4)
    call = make_bot("hard", "cheaters", 1).choose(SeatView(game, 1))
    for _ in range(4):
        twin = game.resample(1, random.Random(rng.random()))
        assert make_bot("hard", "cheaters", 1).choose(SeatView(twin, 1)) == call


def test_a_hint_at_a_call_is_the_hard_bots_call_in_words() -> None:
    game = window_after(BANK_HEIST)
    (only,) = hint(game, 1, iterations=30)
    assert only.action == make_bot("hard", "cheaters", 1).choose(SeatView(game, 1))
    assert only.chance is None and only.visits == 0
    sentence = only.sentence(0)
    assert sentence.startswith("Best: ") and "evidence on the table" in sentence
    assert "%" not in sentence


def test_a_review_leaves_out_the_calls_it_cannot_judge() -> None:
    game = mp.new_game("cheaters", players=2, seed=5, options={"max_rounds": 6})
    bots = [make_bot("greedy:vigilance=1.0", "cheaters", s) for s in range(2)]
    decisions, windows = [], []
    while not game.over:
        seat = game.to_act
        assert seat is not None
        legal = game.legal_actions()
        number = len(game.history) + 1
        if len(legal) > 1:
            decisions.append(number)
            if legal[0].kind == "no_call":
                windows.append(number)
        game.act(bots[seat].choose(SeatView(game, seat)))
    rec = replay.record(game, ["you", "you too"])
    assert windows
    assert choices(rec, [0, 1]) == [n for n in decisions if n not in windows]
