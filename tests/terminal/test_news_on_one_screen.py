"""The one-screen table's news and fit (issue 31.5): the fold line tells the truth, news
naming the person is never folded away, and every screen fits its rows however long the
menu, the table or a refused answer."""

from __future__ import annotations

import io
import itertools

import pytest
from rich.console import Console, Group
from rich.text import Text
from terminal_games import EDITIONS

from monopolies.terminal import menu, play, screen
from monopolies.words.menu import Item

WIDTH, ROWS = 80, 24
CLEAR = "\x1b[2J\x1b[H"  # what rich writes to clear the screen


def _console() -> Console:
    return Console(file=io.StringIO(), width=WIDTH, height=ROWS, color_system=None)


def _told(news: list[Text], fresh: int, room: int) -> list[str]:
    return [t.plain for t in screen.latest(_console(), news, fresh, room)]


def _news(*fresh: str) -> list[Text]:
    """Ten old lines for context, then the `fresh` ones and five new ones about others."""
    old = [Text(f"Ben laid card {n}.") for n in range(10)]
    others = [Text(f"Cleo bought street {n}.") for n in range(5)]
    return [*old, *(Text(f) for f in fresh), *others]


@pytest.mark.parametrize(
    "outcome",
    [
        ("You rolled 3+4 and moved to Go to Jail.", "You went to Jail."),
        ("You called Cheat! on Ben: Trick Dice — guilty!",),
        ("You played Pass Go.", "You drew 2 cards (61 left in the draw pile)."),
        ("Ben decoded one of your $100 notes: fake!",),
    ],
)
def test_news_naming_you_is_kept_where_the_dice_or_a_verdict_took_you(
    outcome: tuple[str, ...],
) -> None:
    """cc_jail_not_told, ch_cheat_result_hidden, deal_none_about_you_wrong: these were
    folded as "none about you"."""
    told = _told(_news(*outcome), fresh=len(outcome) + 5, room=len(outcome) + 2)
    assert all(line in told for line in outcome)
    assert told[0].endswith("none about you (l: log)")


def test_the_fold_line_says_some_about_you_when_it_folds_a_sentence_naming_you() -> None:
    outcome = ("You rolled 3+4 and moved to Go to Jail.", "You went to Jail.")
    told = _told(_news(*outcome), fresh=7, room=2)
    assert told[0].startswith("… 6 more events") and "some about you" in told[0]


def test_a_heading_of_your_turn_is_not_news_about_you() -> None:
    news = _news("Turn 22 (round 8): your turn")
    assert _told(news, fresh=6, room=1)[0].endswith("none about you (l: log)")
    assert not screen.must_tell(news, fresh=6)


def _page(must: int, summary_lines: int = 8, fresh_others: int = 6) -> screen.Page:
    summary = Text("\n".join(f"table line {n}" for n in range(summary_lines)))
    news = [Text(f"Ben gave you {n}M.") for n in range(must)]
    news += [Text(f"Cleo banked {n}M.") for n in range(fresh_others)]
    return screen.Page(summary, news, Text("Your turn."), fresh=len(news))


def _items(count: int, words: str = "Lay a card") -> list[Item]:
    return [Item("Lay", f"{words} {n}", (n,)) for n in range(count)]


def _drawn(console: Console, page: screen.Page, items: list[Item], back: bool = False) -> str:
    drawn = screen.compose(console, page, items, back, ROWS)
    lines = console.render_lines(drawn, console.options, pad=False)
    return "\n".join("".join(seg.text for seg in line) for line in lines)


@pytest.mark.parametrize("menu_lines", range(1, 14))
def test_when_the_news_about_you_fits_all_of_it_is_on_the_screen(menu_lines: int) -> None:
    """deal_news_cut_some_about_you: a payment of 7M told as "Ben gave you 3M." alone,
    under "some about you": `fits` said yes with no line left for the count."""
    console = _console()
    page = _page(must=4)
    items = _items(menu_lines - 1)
    if not screen.fits(console, page, screen.height(console, menu.render(items)), ROWS):
        return
    out = _drawn(console, page, items)
    assert all(f"Ben gave you {n}M." in out for n in range(4))
    assert "some about you" not in out
    assert len(out.splitlines()) <= ROWS - screen.PROMPT


@pytest.mark.parametrize("back", [False, True])
def test_a_menu_of_long_lines_squeezes_the_table_and_counts_what_it_folded(back: bool) -> None:
    """deal_overflow_pay_table, cg_overflow_discard: the table and its status line went
    off the top of the screen."""
    console = _console()
    page = _page(must=0, summary_lines=9)
    long = "Pennsylvania Ave from your green set (4M) (3M more than you owe: no change is given.)"
    items = _items(7, long)
    out = _drawn(console, page, items, back)
    assert len(out.splitlines()) <= ROWS - screen.PROMPT
    assert out.startswith("table line 0") and "more lines of the table (t: table)" in out
    assert "Your turn." in out and "owe: no change" in out


def test_a_squeezed_table_keeps_its_whole_status_line() -> None:
    """A status line wider than the screen wraps; squeezed to "its status line", the table
    kept one line, and the status ended mid-phrase ("Ben (medium) is to act · ")."""
    console = _console()
    status = Text("Round 12 · Ben (medium) is to act · " + "x" * 50 + " · deck 31 cards left")
    rows = [Text(f"table line {n}") for n in range(8)]
    page = screen.Page(Group(status, *rows), _news("Ben gave you 3M."), Text("Your turn."), 6)
    out = _drawn(console, page, _items(8, "Pennsylvania Ave from your green set (4M) " * 2))
    assert len(out.splitlines()) <= ROWS - screen.PROMPT
    assert "deck 31 cards left" in out and "more lines of the table" in out


def test_a_refused_answer_keeps_the_screen_in_its_rows(monkeypatch: pytest.MonkeyPatch) -> None:
    """deal_overflow_invalid: "There is no action 5…" scrolled the table's first lines
    off the screen."""
    out = io.StringIO()
    console = Console(file=out, width=WIDTH, height=ROWS, force_terminal=True, color_system=None)
    answers = iter(["99", "x"])

    def read(prompt: str) -> str:
        if prompt.startswith("Press Enter"):
            return ""
        return next(answers, "q")

    request = play.PlayRequest("deal", players=3, seed=2, save_replay=False)
    play.play(console, request, read)
    screens = [s[: s.find("to quit.")] for s in out.getvalue().split(CLEAR)[1:]]
    refused = [s for s in screens if "There is no action 99" in s or "is not a number" in s]
    assert len(refused) == 2
    assert all(len(s.splitlines()) <= ROWS - screen.PROMPT for s in refused)


def test_news_shown_before_the_screen_is_headed_by_the_status_line() -> None:
    """deal_lonely_press_enter: "You let it stand. Press Enter to go on." alone on a
    screen, with nothing saying which game, turn or decision it belonged to."""
    out = io.StringIO()
    console = Console(file=out, width=WIDTH, height=ROWS, force_terminal=True, color_system=None)
    prompts: list[str] = []

    def read(prompt: str) -> str:
        prompts.append(prompt)
        return "" if prompt.startswith("Press Enter") else ("q" if len(prompts) > 200 else "1")

    play.play(console, play.PlayRequest("card-game", players=3, seed=3, save_replay=False), read)
    screens = out.getvalue().split(CLEAR)[1:]
    moments = [s for s in screens if "─ Since your last decision ─" in s]
    assert moments and all(s.startswith("Hand ") for s in moments)


def test_one_choice_is_asked_as_1_not_1_to_1() -> None:
    assert menu.prompt(1, False).startswith("Your choice (1, ? help")
    assert menu.prompt(3, False).startswith("Your choice (1-3, ")
    with pytest.raises(menu.BadAnswer, match="type 1, "):
        menu.parse("2", 1)


def test_q_asks_before_it_quits_a_game_typed_at_a_terminal(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(play, "typed_at_a_terminal", lambda: True)
    console = Console(file=io.StringIO(), width=WIDTH, height=ROWS, force_terminal=True)
    prompts: list[str] = []
    answers = iter(["q", "n", "q", "y"])

    def read(prompt: str) -> str:
        prompts.append(prompt)
        return "" if prompt.startswith("Press Enter") else next(answers)

    play.play(console, play.PlayRequest("deal", players=3, seed=2, save_replay=False), read)
    asked = [p for p in prompts if p.startswith("Quit this game? (y/n)")]
    assert len(asked) == 2 and prompts[-1] == asked[-1]


def test_q_from_a_pipe_quits_at_once() -> None:
    prompts: list[str] = []

    def read(prompt: str) -> str:
        prompts.append(prompt)
        return "q"

    console = Console(file=io.StringIO(), width=WIDTH, height=ROWS, force_terminal=True)
    play.play(console, play.PlayRequest("deal", players=3, seed=2, save_replay=False), read)
    assert not any(p.startswith("Quit this game?") for p in prompts)


def test_the_question_that_says_the_newest_sentence_again_takes_its_place() -> None:
    """deal_dup_dealbreaker: "Cleo played Deal Breaker on your full green set." on one line
    and the same again, with "Answer with Just Say No?", on the next."""
    news = [Text("Cleo drew 2 cards."), Text("Cleo played Deal Breaker on your full green set.")]
    asked = Text("Cleo played Deal Breaker on your full green set. Answer with Just Say No?")
    assert screen.restated(news, asked) == 1
    assert not screen.restated(news, Text("Your turn."))
    assert not screen.restated([*news[:1], Text("Cleo banked 3M.")], asked)
    assert not screen.restated([], asked) and not screen.restated(news, None)
    # deal (after the fixes): the action and the No said to it, both in the question
    news = [Text("You played Sly Deal to take Ben's Tennessee Ave."), Text("Ben said Just Say No!")]
    asked = Text(
        "You played Sly Deal to take Ben's Tennessee Ave; Ben said Just Say No. You hold no "
        "Just Say No: accept to go on."
    )
    assert screen.restated(news, asked) == 2


@pytest.mark.parametrize("variant", EDITIONS)
def test_no_screen_tells_a_sentence_and_then_asks_it_again(variant: str) -> None:
    """deal_dup_dealbreaker, ch_dup_asked_asks, cc_dup_played_plays: the newest sentence,
    then the question saying it again in the same words or nearly."""
    out = io.StringIO()
    console = Console(file=out, width=WIDTH, height=ROWS, force_terminal=True, color_system=None)
    asked = 0

    def read(prompt: str) -> str:
        nonlocal asked
        asked += 1
        return "q" if asked > 300 else "" if "Enter" in prompt.split(";")[0] else "1"

    for seed in range(3):
        request = play.PlayRequest(variant, players=3, seed=seed, delay=0, save_replay=False)
        play.play(console, request, read)
        asked = 0
    screens = out.getvalue().split(CLEAR)
    for shown in screens:
        lines = [line.strip() for line in shown.splitlines()]
        for said, then in itertools.pairwise(lines):
            again = then.startswith(said[:-1] + ". ") and not then.endswith(" time)")
            assert not (said.endswith(".") and again), shown  # "(2nd time)" is a repeat
    if variant == "deal":
        assert [s for s in screens if "Just Say No?" in s or "no Just Say No: accept" in s]


def test_the_last_hand_of_the_card_game_is_scored_on_its_own_screen_before_the_result() -> None:
    """The last hand's scoring scrolled away under the final table: it now has the screen
    (a page at a time, each until Enter) that every hand before it had."""
    out = io.StringIO()
    console = Console(file=out, width=WIDTH, height=ROWS, force_terminal=True, color_system=None)
    prompts: list[str] = []

    def read(prompt: str) -> str:
        prompts.append(prompt)
        return "" if prompt.startswith("Press Enter") else "1"

    play.play(console, play.PlayRequest("card-game", players=3, seed=3, save_replay=False), read)
    assert prompts[-1].startswith("Press Enter to go on")
    last = out.getvalue().split(CLEAR)[-1]
    assert "Money after hand 4" in last.split("Final table")[0] and "Result" in last
