"""`monopolies play cheaters`: a person against bots, the private cheat menu, the "call
Cheat!" prompt, watching, and every event read as a sentence."""

from __future__ import annotations

import monopolies as mp
from cli_helpers import render, run
from monopolies.bots import make_bot, play_out
from monopolies.games.cheaters import console as cheaters_view
from monopolies.games.cheaters import data
from monopolies.games.cheaters import words as cheaters_words
from monopolies.words.people import Lineup
from words.sentence_checks import bank_paid_again

SHORT = ["--option", "max_rounds=3", "--delay", "0"]


def test_play_shows_the_board_the_cheat_cards_and_the_call_prompt() -> None:
    code, out = run(
        "play", "cheaters", "--players", "3", "--seed", "11", *SHORT, "--no-replay",
        input="x\n?\n" + "1\n" * 300,
    )  # fmt: skip
    assert code == 0
    flat = " ".join(out.split())
    assert "'x' is not a number" in flat and "Cheaters Edition in one screen" in flat
    for text in ("GO → Jail", "Mayfair", "Cheat cards:", "Your secret cheats:", "Call Cheat!?"):
        assert text in flat
    assert "Result" in flat and "round limit" in flat


def test_watching_bots_finishes_and_shows_nothing_private() -> None:
    code, out = run(
        "play", "cheaters", "--bots", "greedy,greedy:vigilance=1.0,random", "--seed", "5",
        *SHORT, "--no-replay",
    )  # fmt: skip
    assert code == 0
    assert "Watching" in out and "Game over" in out and "Your secret cheats" not in out


def test_the_cheat_menu_is_private_and_only_the_cheater_sees_its_cheat() -> None:
    cheats = [data.CHEAT_BY_ACTION[a] for a in ("bank_heist", "pickpocket", "slippery_deed")]
    game = mp.new_game("cheaters", players=2, seed=1, rig={"first": 0, "cheat": cheats})
    bank_heist = next(a for a in game.legal_actions() if a.kind == "cheat" and a.card == cheats[0])
    obs = game.observe(0)
    assert cheaters_words.WORDS.group(bank_heist.to_json(), obs) == "Cheat (secret)"
    game.act(bank_heist)
    me = Lineup(("you", "greedy bot"), human=0)
    assert "Your secret cheats: Bank Heist" in render(
        cheaters_view.CONSOLE.board(game.observe(0), me, show_hand=True)
    )
    them = Lineup(("greedy bot", "you"), human=1)
    out = render(cheaters_view.CONSOLE.board(game.observe(1), them, show_hand=True))
    assert "Your secret cheats: none" in out and "Bank Heist" not in out.split("Cheat cards:")[0]


def test_every_event_of_a_game_reads_as_a_sentence() -> None:
    seen: set[str] = set()
    for seed in range(6):
        game = mp.new_game("cheaters", players=4, seed=seed, options={"max_rounds": 40})
        bots = {s: make_bot("random" if s % 2 else "greedy", "cheaters", s) for s in range(4)}
        play_out(game, bots)
        lineup = Lineup(("you", "a", "b", "c"), human=0)
        for e in game.public_events():
            assert e["type"] in cheaters_words.EVENTS, e
            text = cheaters_words.event(e, game.options, lineup)
            if text is None:  # a payment of nothing, or one told already, is not told
                assert (e["type"] in ("paid", "reward") and not e["amount"]) or e.get("told"), e
                continue
            assert text.plain and "{" not in text.plain
            seen.add(e["type"])
    assert {"cheat_called", "cheat_revealed", "paid", "rent_asked", "card", "game_over"} <= seen


def test_the_board_shows_owners_hotels_tokens_and_handcuffs() -> None:
    rig = {"first": 0, "owned": {34: 1, 35: 1}, "hotels": [35], "jailed": [2]}
    game = mp.new_game("cheaters", players=3, seed=1, rig=rig)
    lineup = Lineup(("you", "greedy bot", "greedy bot"), human=0)
    out = render(cheaters_view.CONSOLE.board(game.observe(0), lineup, show_hand=True))
    assert "Mayfair [s1] H" in out and "Pentonville Rd M120 H" in out
    assert "(handcuffed)" in out


def test_a_bank_payment_is_told_once() -> None:
    """Issue 31.6: "You passed GO: M200." then "The bank paid you M200." (and "passed" on
    landing on GO), "You sold Whitehall to the bank for M20." then "The bank paid you
    M20.": the event that says the sum is told, its `reward` is not told again."""
    assert bank_paid_again(["You passed GO: M200.", "The bank paid you M200."])
    assert bank_paid_again(["You sold Whitehall to the bank for M20.", "The bank paid you M20."])
    assert not bank_paid_again(['Ben drew Chance: "Collect M100".', "The bank paid Ben M100."])
    told = 0
    for seed in range(4):
        game = mp.new_game("cheaters", players=3, seed=seed, options={"max_rounds": 30})
        play_out(game, {s: make_bot("random", "cheaters", s) for s in range(3)})
        lineup = Lineup(("you", "a", "b"), human=0, names=("Ann", "Ben", "Cleo"))
        said = [cheaters_words.event(e, game.options, lineup) for e in game.public_events()]
        log = [t.plain if t else None for t in said]
        assert not bank_paid_again(log), bank_paid_again(log)[:5]
        assert not any(t and " passed GO" in t for t in log)
        told += sum(1 for t in log if t and " at GO." in t)
    assert told > 10


def test_the_cheater_alone_reads_what_its_secret_cheat_did() -> None:
    """Issue 31.6: "Only you know: you played Cheat (Short Changed) ..." then "You paid
    Ben M50." when nothing was paid: the public event names the rent asked (rulings
    CH-R1), so the cheater's own panel says what the cheat really did, and nobody
    else's does."""
    owned = {5: 1}
    game = mp.new_game(
        "cheaters",
        players=2,
        seed=1,
        rig={"first": 0, "cheat": [data.CHEAT_BY_ACTION["short_changed"]], "owned": owned,
             "dice": [(2, 3)]},
    )  # fmt: skip
    game.act(next(a for a in game.legal_actions() if a.kind == "roll"))
    game.act(next(a for a in game.legal_actions() if a.kind == "ask_rent"))
    game.act(next(a for a in game.legal_actions() if a.kind == "cheat"))
    pay = [a for a in game.legal_actions() if a.kind == "pay_rent"]
    if pay:
        game.act(pay[0])
    me = Lineup(("you", "a bot"), human=0, names=("Ann", "Ben"))
    mine = render(cheaters_view.CONSOLE.summary(game.observe(0), me))
    assert "Short Changed (you paid Ben M50 less rent than asked)" in " ".join(mine.split())
    them = Lineup(("a bot", "you"), human=1, names=("Ann", "Ben"))
    theirs = render(cheaters_view.CONSOLE.summary(game.observe(1), them))
    assert "Your secret cheats: none" in theirs and "less rent" not in theirs
