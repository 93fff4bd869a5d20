"""Learn to play in the browser (docs/learn.md), in Debian's chromium at a laptop's and a
phone's size, under the server's Content-Security-Policy: from the header's link to the
lessons page, into a lesson room, one wrong move refused with the lesson's "Not quite",
then each step's move to the lesson's end, the moves and the banner on the first screen
at each decision. With MONOPOLIES_SCREENSHOTS=DIR the steps' screenshots are kept there."""

from __future__ import annotations

import os
import time
from pathlib import Path
from typing import Any

import pytest
from test_table import (
    FIRST_SCREEN,
    ROOM,
    VIEWPORTS,
    axe_violations,
    click_move,
    moved_on,
    under_csp,
    watch_errors,
)

from monopolies.learn import LEARNER, Guide, easy_bots, games, lesson_for, play_others

Page = Any
SHOTS = os.environ.get("MONOPOLIES_SCREENSHOTS")
BANNER_ON_SCREEN = """() => {
  const r = document.querySelector(".lesson-banner").getBoundingClientRect();
  return r.height > 0 && r.top >= 0 && r.bottom <= innerHeight + 1;
}"""


def choose(page: Page, index: int) -> None:
    """Make legal move `index`: its button, tapped twice when it is a costly one that asks
    to confirm (a call of "Cheat!")."""
    click_move(page.locator(f'#menu .move[data-index="{index}"]'))


def wait_for_decision(page: Page, seconds: float = 20) -> None:
    deadline = time.monotonic() + seconds
    while page.evaluate(FIRST_SCREEN) is None:
        assert time.monotonic() < deadline, "no decision came"
        page.wait_for_timeout(30)


@pytest.mark.parametrize("width", list(VIEWPORTS))
@pytest.mark.parametrize("name", games())
def test_a_lesson_in_the_browser_to_its_end(
    browser: Any, base_url: str, name: str, width: int
) -> None:
    lesson = lesson_for(name)
    context = browser.new_context(
        viewport={"width": width, "height": VIEWPORTS[width]}, reduced_motion="reduce"
    )
    under_csp(context, f"{base_url}/r/**", f"{base_url}/learn")
    page = context.new_page()
    problems = watch_errors(page)
    page.goto(base_url)
    assert page.locator("#learn-link").get_attribute("href") == "/learn"
    page.goto(f"{base_url}/learn")  # (a click raced the home page's live list now and then)
    page.click(f'[data-lesson="{name}"]')
    page.wait_for_selector(f'{ROOM}[data-status="playing"]')

    # The same lesson on this side, to know each step's move by its index in the menu.
    game = lesson.new_game()
    guide = Guide(lesson, game)
    bots = easy_bots(lesson, game)
    refused = False
    shots = 0
    while not guide.over:
        play_others(guide, bots)
        if guide.over:
            break
        assert game.to_act == LEARNER
        step, steps = guide.number()
        wait_for_decision(page)
        page.wait_for_selector(f"text=step {step} of {steps}:")
        assert page.evaluate(FIRST_SCREEN) == []
        assert page.evaluate(BANNER_ON_SCREEN)
        banner = " ".join(page.locator(".lesson-banner").inner_text().split())
        assert " ".join((guide.step().say).split()) in banner  # type: ignore[union-attr]
        expected = guide.expected()
        assert expected is not None
        index = game.legal_actions().index(expected)
        marked = page.locator("#menu .lesson-move")  # the step's move, pointed at
        assert marked.count() == 1
        assert (
            marked.get_attribute("data-index") == str(index)
            or marked.locator(f'.move[data-index="{index}"]').count() == 1
        )
        version = page.locator(ROOM).get_attribute("data-version")
        if not refused:
            wrong = next(k for k, a in enumerate(game.legal_actions()) if a != expected)
            choose(page, wrong)
            page.wait_for_selector(".lesson-refused")
            assert page.locator(".lesson-refused").inner_text().startswith("Not quite: ")
            assert page.locator(ROOM).get_attribute("data-version") == version
            assert axe_violations(page, problems) == []
            refused = True
        if SHOTS and shots < 2:
            page.screenshot(path=str(Path(SHOTS) / f"learn-{name}-{width}-{shots}.png"))
            shots += 1
        choose(page, index)
        assert moved_on(page, version, seconds=10)
        game.act(expected)
    page.wait_for_selector("text=Lesson over")
    if page.locator("dialog[open] .go-on").count():  # the end of a hand has a screen of its own
        page.locator("dialog[open] .go-on").click()
    assert " ".join(lesson.outro.split()) in " ".join(
        page.locator(".lesson-banner").inner_text().split()
    )
    page.get_by_role("button", name="Got it").click()
    assert page.locator(".lesson-banner").count() == 0
    wait_for_decision(page)  # the game goes on against the easy bot
    assert page.evaluate(FIRST_SCREEN) == []
    assert not problems, problems
    context.close()
