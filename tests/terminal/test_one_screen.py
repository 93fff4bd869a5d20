"""One screen at 80×24 (issue 17.4): the 200 most crowded decisions of random games of
every edition, drawn as the terminal draws them, keep the table, the question and the whole
menu (and each chooser it opens) on one 80×24 screen."""

from __future__ import annotations

import io
import random
from dataclasses import replace
from typing import Any

import pytest
from rich.console import Console, Group
from rich.text import Text
from terminal_games import EDITIONS, decisions

from monopolies.engine.game import Game
from monopolies.terminal import menu, play, screen
from monopolies.terminal.console import console_for
from monopolies.terminal.play import RECENT, menu_entries
from monopolies.terminal.seating import make_lineup
from monopolies.words import menu as folding
from monopolies.words.game import words_for

Json = dict[str, Any]
WIDTH, ROWS = 80, 24
CLEAR = "\x1b[2J\x1b[H"  # what rich writes to clear the screen
PER_EDITION = 50  # 4 editions: the 200 most crowded decisions


def _crowded(variant: str) -> list[tuple[int, Game, Json, list[Json]]]:
    """The decisions with the most legal actions and players, with the news before them."""
    found: list[tuple[int, Game, Json, list[Json]]] = []
    for game, obs in decisions(variant, seeds=1, steps=800):
        crowd = len(obs["legal"]) + 3 * len(obs["players"])
        if len(found) < PER_EDITION or crowd > found[-1][0]:
            found.append((crowd, game.clone(), obs, game.public_events()[-RECENT:]))
            found.sort(key=lambda f: -f[0])
            del found[PER_EDITION:]
    return found


@pytest.mark.parametrize("variant", EDITIONS)
def test_the_most_crowded_decisions_fit_80_by_24(variant: str) -> None:
    words, layout = words_for(variant), console_for(variant)
    for _, game, obs, events in _crowded(variant):
        console = Console(file=io.StringIO(), width=WIDTH, height=ROWS, color_system=None)
        lineup = make_lineup(len(obs["players"]), None, obs["seat"], False)
        texts = [t for t in (words.event(e, game.options, lineup) for e in events) if t]
        now = words.situation(obs, lineup, events)
        page = screen.Page(layout.summary(obs, lineup), texts, now)
        _, entries = menu_entries(game, words, obs, lineup)
        room = screen.menu_room(console, page, ROWS)
        items = folding.first_page(entries, room, screen.measure(console))
        pages = [(items, False)]
        opened = [folding.open_page(entries, i) for i in items if len(i.entries) > 1]
        pages += [(page, True) for page in opened]
        pages += [
            (folding.open_page(entries, i), True)
            for page in opened
            for i in page
            if len(i.entries) > 1
        ]
        for shown, back in pages:
            drawn = screen.compose(console, page, shown, back, ROWS)
            lines = screen.height(console, drawn) + screen.PROMPT
            out = "\n".join(
                "".join(seg.text for seg in line)
                for line in console.render_lines(drawn, console.options, pad=False)
            )
            assert lines <= ROWS, f"{lines} lines:\n{out}"
            assert all(f" {n} " in out for n in range(1, len(shown) + 1))
            if now is not None:
                assert now.plain[:40] in out.replace("\n", " ")
            assert len(menu.prompt(len(shown), back)) < WIDTH


def test_a_long_moment_is_shown_a_screen_at_a_time() -> None:
    console = Console(file=io.StringIO(), width=WIDTH, height=ROWS, color_system=None)
    lines = [Text(f"line {n}") for n in range(50)]
    pages = screen.pages(console, Group(*lines), ROWS - screen.PROMPT)
    assert len(pages) == 3
    for page in pages:
        console.print(page)
    out = console.file.getvalue()  # type: ignore[attr-defined]
    assert [line for line in out.splitlines() if line] == [f"line {n}" for n in range(50)]


def test_a_card_game_plays_screen_by_screen_with_each_hand_laid_down() -> None:
    out = io.StringIO()
    console = Console(file=out, width=WIDTH, height=ROWS, force_terminal=True, color_system=None)
    prompts: list[str] = []

    def read(prompt: str) -> str:
        prompts.append(prompt)
        if prompt.startswith("Press Enter"):
            return ""
        return "q" if len(prompts) > 400 else "1"

    request = play.PlayRequest("card-game", players=3, seed=3, save_replay=False)
    play.play(console, request, read)
    text = out.getvalue()
    assert any(p.startswith("Press Enter to go on") for p in prompts)
    assert "laid down" in text and "Hand 2 of 4" in text
    assert any(p.startswith("Your choice (1-") for p in prompts)


@pytest.mark.parametrize("variant", EDITIONS)
def test_every_edition_plays_on_one_screen_with_any_answers(variant: str) -> None:
    out = io.StringIO()
    console = Console(file=out, width=WIDTH, height=ROWS, force_terminal=True, color_system=None)
    rng = random.Random(variant)
    answers = 0

    def read(prompt: str) -> str:
        nonlocal answers
        answers += 1
        if prompt.startswith("Press Enter"):
            return ""
        if answers > 300:
            return "q"
        top = int(prompt.split("(1-")[1].split(",")[0]) if "(1-" in prompt else 1
        low = 0 if "0 back" in prompt else 1
        return rng.choice([str(rng.randint(low, top)), str(rng.randint(low, top)), "x", "?"])

    request = play.PlayRequest(variant, players=4 if variant != "deal" else 5, seed=1)
    play.play(console, replace(request, save_replay=False), read)
    assert "Your choice" not in out.getvalue()  # the prompt is read, not printed
    assert "is not a number" in out.getvalue()
    screens = out.getvalue().split(CLEAR)[1:-1]  # whatever the game and the answers bring
    tall = [s for s in screens if len(s.rstrip("\n").splitlines()) > ROWS - screen.PROMPT]
    assert not tall, tall[0]


def test_news_folds_only_what_is_not_about_you_and_says_how_much() -> None:
    """Issue 31 item 5: "Cleo traded with you…" never appeared while the hand grew."""
    console = Console(file=io.StringIO(), width=WIDTH, height=ROWS, color_system=None)
    news = [Text(f"Ben laid card {n}.") for n in range(30)]
    news[4] = Text("Cleo traded with you: your Boardwalk for her Park Place.")
    news[9] = Text("Dan charged you 8M rent.")
    told = [t.plain for t in screen.latest(console, news, fresh=25, room=8)]
    assert news[9].plain in told and news[4].plain not in told  # 4 came before: not new
    assert told[0].startswith("… ") and "none about you (l: log)" in told[0]
    folded = int(told[0].split()[1])
    assert folded == 25 - (len(told) - 1), "every new sentence left out is counted"
    assert told[-2:] == [news[28].plain, news[29].plain]


def test_news_about_you_that_cannot_fit_is_shown_before_the_screen() -> None:
    console = Console(file=io.StringIO(), width=WIDTH, height=ROWS, color_system=None)
    news = [Text(f"Ben took card {n} from you.") for n in range(12)]
    page = screen.Page(Text("table"), news, None, fresh=12)
    assert screen.fits(console, page, menu_lines=6, rows=ROWS)
    assert not screen.fits(console, page, menu_lines=12, rows=ROWS)
    told = screen.latest(console, news, 12, room=5)
    assert "some about you" in told[0].plain
