"""The lobby and the chat in Debian's chromium at 1280×800 and 390×844, under the server's
Content-Security-Policy: the home page lists the rooms waiting for players, live, and fits
a phone without sideways scrolling; Play now starts a game against bots in one click; the
chat at the table carries lines between players, keeps a spectator's line from them,
shows the length and rate limits, and fits both sizes. With MONOPOLIES_SCREENSHOTS set
the tests keep their screenshots there (docs/images: home-*.png, chat-*.png)."""

from __future__ import annotations

import json
import os
import time
from pathlib import Path
from typing import Any

import httpx
import pytest
from test_table import VIEWPORTS, axe_violations, under_csp, watch_errors

Page = Any
ROOM = "section.room"
SHOTS = os.environ.get("MONOPOLIES_SCREENSHOTS")
HOME_PARTS = "button, a.button, input, select, .waiting-room"
CHAT_PARTS = "#chat, #chat button, #chat input"
"""What must be inside the screen's width (the table's people row scrolls by design)."""
FITS = """(selector) => {
  const out = [], vw = innerWidth;
  if (document.scrollingElement.scrollWidth > vw + 1)
    out.push(`the page scrolls sideways: ${document.scrollingElement.scrollWidth} > ${vw}`);
  for (const el of document.querySelectorAll(selector))
    { const r = el.getBoundingClientRect();
      if (r.width && (r.left < -1 || r.right > vw + 1))
        out.push(`${el.id || el.className || el.tagName} sticks out to ${r.right | 0}`); }
  return out;
}"""


def context_for(browser: Any, base: str, width: int, seat: Any = None, code: str = "") -> Any:
    context = browser.new_context(
        viewport={"width": width, "height": VIEWPORTS[width]}, reduced_motion="reduce"
    )
    if seat is not None:
        saved = json.dumps({"seat": seat["seat"], "token": seat["token"]})
        context.add_init_script(f"localStorage.setItem('monopolies:seat:{code}', {saved!r})")
    under_csp(context, f"{base}/", f"{base}/r/**")
    return context


def make(base: str, game: str, seats: list[Any], name: str, **body: Any) -> Any:
    answer = httpx.post(
        f"{base}/api/rooms", json={"game": game, "seats": seats, "name": name, **body}
    )
    assert answer.status_code == 201, answer.text
    return answer.json()


def shot(page: Page, name: str) -> None:
    if SHOTS:
        page.screenshot(path=str(Path(SHOTS) / name))


@pytest.mark.parametrize("width", list(VIEWPORTS))
def test_the_home_page_lists_waiting_rooms_live(
    browser: Any, own_base_url: str, width: int
) -> None:
    base = own_base_url
    made = [
        make(
            base,
            "deal",
            [None, None, "hard"],
            "Ann",
            listed=True,
            turn_seconds=60,
            options={"max_turns": 60, "names": "uk"},
        ),
        make(base, "crooked-cash", [None, None, None, "easy"], "Bartholomew-Alex", listed=True),
        make(base, "cheaters", [None, None], "Zoë", listed=True, options={"ultimate": True}),
    ]
    private = make(base, "card-game", [None, None], "Eve")
    context = context_for(browser, base, width)
    page = context.new_page()
    problems = watch_errors(page)
    page.goto(base + "/")
    page.wait_for_selector(f'.waiting-room[data-code="{made[0]["code"]}"]')
    for room in made:
        assert page.locator(f'.waiting-room[data-code="{room["code"]}"]').count() == 1
    assert page.locator(f'[data-code="{private["code"]}"]').count() == 0
    deal = page.locator(f'.waiting-room[data-code="{made[0]["code"]}"]').inner_text()
    for words in (
        "Monopoly Deal",
        "Ann's table",
        "1 of 3 seats open",
        "Names: UK (Mayfair)",
        "Turn limit: 60",
        "1 min per decision",
        "waiting",
    ):
        assert words in deal, (words, deal)
    page.wait_for_timeout(300)
    shot(page, f"home-{width}.png")
    assert page.evaluate(FITS, HOME_PARTS) == []
    assert axe_violations(page, problems) == []
    # Live: a new room appears and a room whose last seat is taken leaves, without a reload.
    newer = make(base, "deal", [None, None], "Dee", listed=True)
    httpx.post(f"{base}/api/rooms/{made[2]['code']}/join", json={"name": "Cy"})
    page.wait_for_selector(f'.waiting-room[data-code="{newer["code"]}"]', timeout=10_000)
    page.wait_for_selector(
        f'.waiting-room[data-code="{made[2]["code"]}"]', state="detached", timeout=10_000
    )
    page.click(f'.waiting-room[data-code="{newer["code"]}"] .wr-join')
    page.wait_for_selector("#join-name")
    page.fill("#join-name", "Bob")
    page.click("#join-button")
    page.wait_for_selector(f'{ROOM}[data-status="playing"]')
    assert not problems
    context.close()
    for room in (made[0], made[1]):  # leave the list to the next size
        httpx.post(f"{base}/api/rooms/{room['code']}/start", json={"token": room["token"]})


def test_play_now_starts_a_game_against_bots_in_one_click(browser: Any, own_base_url: str) -> None:
    context = context_for(browser, own_base_url, 390)
    page = context.new_page()
    problems = watch_errors(page)
    page.goto(own_base_url + "/")
    page.click('.play-now button[data-game="cheaters"]')
    page.wait_for_selector(f'{ROOM}[data-status="playing"]')
    assert page.locator(".people .seat").count() == 3
    assert "Player" in page.locator(".seat.me").inner_text()
    assert not problems
    context.close()


def open_chat(page: Page) -> None:
    if page.locator("#chat").is_hidden():
        page.click("#chat-button")
    page.wait_for_selector("#chat:not([hidden])")


def lines(page: Page) -> list[str]:
    return [t.strip() for t in page.locator("#chat .chat-text").all_inner_texts()]


@pytest.mark.parametrize("width", list(VIEWPORTS))
def test_chat_at_the_table_with_its_limits(browser: Any, own_base_url: str, width: int) -> None:
    base = own_base_url
    made = make(base, "deal", [None, None, "easy"], "Ann")
    code = made["code"]
    bob = httpx.post(f"{base}/api/rooms/{code}/join", json={"name": "Bob"}).json()
    contexts = [
        context_for(browser, base, width, made, code),
        context_for(browser, base, width, bob, code),
        context_for(browser, base, width),
    ]
    ann, bob_page, cy = (c.new_page() for c in contexts)
    problems = watch_errors(ann)
    watch_errors(bob_page, problems)
    watch_errors(cy, problems)
    for page in (ann, bob_page, cy):
        page.goto(f"{base}/r/{code}")
        page.wait_for_selector(f'{ROOM}[data-status="playing"], {ROOM}[data-status="over"]')
    open_chat(ann)
    ann.fill("#chat-text", "Hello Bob \u202e, good luck")
    ann.click("#chat-send")
    bob_page.wait_for_selector("#chat-button .badge")
    assert bob_page.locator("#chat-button .badge").inner_text() == "1"
    open_chat(bob_page)
    bob_page.wait_for_selector("#chat .chat-text")
    assert lines(bob_page) == ["Hello Bob , good luck"]
    bob_page.click("#chat .phrase >> text=Good game")
    ann.wait_for_selector("#chat li:nth-child(2) .chat-text")
    assert lines(ann) == ["Hello Bob , good luck", "Good game"]
    # The length limit: the field takes 200 characters; the rate limit: the sixth line at
    # once is refused, said in the panel.
    ann.fill("#chat-text", "x" * 300)
    assert len(ann.locator("#chat-text").input_value()) == 200
    for i in range(5):
        ann.fill("#chat-text", f"line {i}")
        ann.click("#chat-send")
    ann.wait_for_selector("#chat .chat-note:not(:empty)", timeout=5000)
    assert "too fast" in ann.locator("#chat .chat-note").inner_text()
    # A spectator writes to the other spectators only: the players never see it.
    open_chat(cy)
    cy.fill("#chat-name", "Cy")
    cy.fill("#chat-text", "Ann should bank that")
    cy.click("#chat-send")
    cy.wait_for_selector('#chat .chat-tab[data-tab="watchers"][aria-selected="true"]')
    cy.wait_for_selector("#chat li.watcher .chat-text")
    assert lines(cy) == ["Ann should bank that"]
    cy.click('#chat .chat-tab[data-tab="players"]')
    assert "Good game" in lines(cy)
    time.sleep(0.5)
    for player in (ann, bob_page):
        assert "Ann should bank that" not in player.content()
    # The host mutes Bob: his line goes, and comes back when she unmutes him.
    ann.click('#chat li:has-text("Good game") .mute')
    ann.wait_for_selector("#chat .muted-person")
    assert "Good game" not in lines(ann) and "Bob" in ann.locator(".chat-muted").inner_text()
    ann.click("#chat .muted-person button")
    ann.wait_for_selector('#chat li:has-text("Good game")')
    ann.wait_for_timeout(300)
    for page in (ann, cy):
        assert page.evaluate(FITS, CHAT_PARTS) == []
    box = ann.locator("#chat").bounding_box()
    assert box["y"] >= 0 and box["y"] + box["height"] <= VIEWPORTS[width] + 1
    shot(ann, f"chat-{width}.png")
    assert axe_violations(ann, problems) == []
    assert not problems
    for c in contexts:
        c.close()
