"""`h` at the terminal: the expert bot's three best moves for the person, then the menu again."""

from __future__ import annotations

import io
from dataclasses import replace

from rich.console import Console

import monopolies as mp
from monopolies.bots import hints
from monopolies.terminal import menu, play
from monopolies.terminal.play import menu_entries
from monopolies.terminal.seating import make_lineup
from monopolies.words.game import words_for


def test_h_asks_for_a_hint_and_question_mark_for_help() -> None:
    assert menu.parse("h", 5) is menu.Command.HINT
    assert menu.parse("hint", 5) is menu.Command.HINT
    assert menu.parse("?", 5) is menu.Command.HELP
    assert "h hint" in menu.prompt(5, back=False)
    assert menu.Command.HINT in menu.DETAILS


def test_h_shows_the_three_best_moves_in_menu_words_then_asks_again() -> None:
    game = mp.new_game("deal", 2, 3)
    assert game.to_act == 0  # the person's first decision opens the game
    lineup = make_lineup(2, "random", 0, False)
    order, entries = menu_entries(game, words_for("deal"), game.observe(0), lineup)
    words = {legal: entries[k].line for k, legal in enumerate(order)}
    expected = [
        replace(s, move=words[s.index]).sentence(rank) for rank, s in enumerate(hints.hint(game, 0))
    ]

    console = Console(file=io.StringIO(), width=200, color_system=None)
    answers = iter(["h", "q"])
    prompts: list[str] = []

    def read(prompt: str) -> str:
        prompts.append(prompt)
        return next(answers)

    request = play.PlayRequest("deal", players=2, bots="random", seed=3, save_replay=False)
    play.play(console, request, read)
    out = console.file.getvalue()  # type: ignore[attr-defined]
    assert "Hints from the expert bot" in out
    assert expected[0].startswith("Best: ") and len(expected) == 3
    for sentence in expected:
        assert sentence in out
    # The same question is asked again after the hint, and the quit answers it; plain
    # output (this console is no terminal) puts each question on a line of its own.
    assert len(prompts) == 2
    asked = [line for line in out.splitlines() if line.startswith("Your choice")]
    assert len(asked) == 2 and asked[0] == asked[1] and "h hint" in asked[0]
