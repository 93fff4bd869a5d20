"""`monopolies play card-game`: a person against bots, watching, replays, and how it reads."""

from __future__ import annotations

from pathlib import Path

import monopolies as mp
from cli_helpers import render, run
from monopolies import replay
from monopolies.bots import SeatView, make_bot
from monopolies.games.card_game import console as card_game_view
from monopolies.games.card_game import words as card_game_words
from monopolies.words.people import Lineup

SHORT = ["--option", "hands=2", "--option", "max_turns_per_hand=4", "--delay", "0"]


def test_play_three_players_shows_piles_hand_jackpot_and_money(tmp_path: Path) -> None:
    out_file = tmp_path / "cg.json"
    code, out = run(
        "play", "card-game", "--players", "3", "--seed", "4", *SHORT,
        "--replay-out", str(out_file), input="x\n?\n" + "1\n" * 60,
    )  # fmt: skip
    assert code == 0
    flat = " ".join(out.split())  # the 80-column console wraps long lines
    assert "'x' is not a number" in flat and "Monopoly: The Card Game in one screen" in flat
    for text in (
        "Trade pile (bottom to top)",
        "← top",
        "dummy pile 1",
        "Free Parking jackpot $500",
    ):
        assert text in flat
    assert "Your hand (10 cards)" in flat and "Draw or trade" in flat and "Discard" in flat
    assert "Money after hand 1" in flat and "Result" in flat and "Money" in flat and "$" in flat
    saved = replay.read(out_file)
    assert saved.labels == ["you", "greedy bot", "greedy bot"] and saved.result is not None
    code, out = run("replay", str(out_file), "--all")
    assert code == 0 and "Verified" in out and "Final table" in out


def test_watching_four_bots_finishes() -> None:
    code, out = run("play", "card-game", "--watch", "--players", "4", *SHORT, "--no-replay")
    assert code == 0
    assert "Watching" in out and "Game over" in out and "Your hand" not in out


def test_the_hand_is_grouped_by_colour_with_improvements_and_bonuses() -> None:
    hand = [0, 1, 21, 20, 28, 39, 45, 56]
    game = mp.new_game("card-game", 2, seed=1, rig={"hands": {0: hand}})
    text = render(card_game_view.board(game.observe(0), Lineup(("you", "bot"), 0), True))
    assert "brown 2/2 ✓" in text and "dark blue 2/2 ✓" in text
    assert "Mediterranean Avenue, Baltic Avenue" in text
    assert "Improvements" in text and "House card (1 house), Token" in text
    assert "Bonus cards" in text and "GO, Wild (Mr. Monopoly)" in text


def test_a_copy_that_arrives_is_marked_new_once() -> None:
    """Rulings CG-R16: copies share an id, so a second GO arriving marks one GO new."""
    gos = [45, 46]
    game = mp.new_game("card-game", 2, seed=1, rig={"hands": {0: [0, 1, gos[0]]}, "deck": [gos[1]]})
    before = game.observe(0)
    game.act(next(a for a in game.legal_actions() if a.kind == "draw"))
    after = game.observe(0)
    lineup = Lineup(("you", "bot"), 0)
    assert after["hand"].count(gos[0]) == 2
    for view in (
        card_game_view.board(after, lineup, True, before),
        card_game_view.summary(after, lineup, before),
    ):
        assert render(view).count("GO new") == 1


def test_every_event_of_many_games_reads_as_a_sentence() -> None:
    seen: set[str] = set()
    for seed in range(8):
        players = 2 + seed % 3
        game = mp.new_game("card-game", players, seed)
        bots = {
            s: make_bot("greedy" if s % 2 else "random", "card-game", s) for s in range(players)
        }
        while not game.over:
            seat = game.to_act
            assert seat is not None
            game.act(bots[seat].choose(SeatView(game, seat)))
        lineup = Lineup(tuple(f"bot {s}" for s in range(players)), human=0)
        for e in game.public_events():
            assert e["type"] in card_game_words.EVENTS
            seen.add(e["type"])
            text = card_game_words.event(e, game.options, lineup)
            assert text is not None and text.plain[:1].isupper()
        render(card_game_view.board(game.observe(0), lineup, show_hand=True))
    assert seen == set(card_game_words.EVENTS)


def test_the_go_out_choice_is_announced() -> None:
    hand = [0, 1, 20, 21, 45, 46, 47, 48, 39, 40]
    game = mp.new_game("card-game", 2, seed=1, rig={"first": 0, "hands": {0: hand}, "deck": [5]})
    game.act(mp.Action("draw"))
    obs = game.observe(0)
    text = card_game_words.situation(obs, Lineup(("you", "bot"), 0), game.public_events())
    assert text is not None and "you may go out with this discard" in text.plain
    assert card_game_words.group({"kind": "go_out", "card": 5}, obs).startswith("Go out")


def test_a_laid_down_hand_is_scored_line_by_line() -> None:
    # CG-9/CG-11 as the rulebook's examples show them: the hand, each wild, each line, total.
    hand = [0, 1, 56, 58]  # two brown, a wild standing for Get Out Of Jail Free, Go To Jail
    score = {
        "type": "score",
        "seat": 1,
        "hand": hand,
        "went_out": True,
        "jailed": False,
        "wilds": [{"card": 56, "as": 59}],
        "items": [["brown", 150], ["Get Out Of Jail Free", 0]],
        "amount": 150,
        "free_parking": 0,
    }
    text = card_game_words.event(score, {}, Lineup(("you", "bot"), 0))
    assert text is not None
    lines = text.plain.splitlines()
    assert lines[0].startswith("Seat 1 laid down Mediterranean Avenue, Baltic Avenue")
    assert "Wild as Get Out Of Jail Free: it cancels the Go To Jail" in lines[1]
    assert lines[2].split() == ["brown", "$150"]
    assert lines[-1].strip() == "Seat 1 scores $150 for going out."


def test_the_jackpot_sentence_gives_every_players_free_parking_count() -> None:
    lineup = Lineup(("you", "a", "b"), human=0)
    won = {"type": "jackpot", "seat": 1, "amount": 500, "next": 500, "counts": [0, 2, 1]}
    text = card_game_words.event(won, {}, lineup)
    assert text is not None
    assert text.plain == (
        "Seat 1 takes the Free Parking jackpot of $500 with the most Free Parking cards "
        "(you 0, seat 1 2, seat 2 1)!"
    )
    tie = {**won, "seat": None, "next": 1000, "counts": [1, 1, 0]}
    text = card_game_words.event(tie, {}, lineup)
    assert text is not None and "a tie for the most: you 1, seat 1 1, seat 2 0" in text.plain
    none = {**tie, "counts": [0, 0, 0]}
    text = card_game_words.event(none, {}, lineup)
    assert text is not None and "(nobody laid one down)" in text.plain
