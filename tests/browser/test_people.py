"""Profiles and leaderboards in Debian's chromium at 1280×800 and 390×844, under the
server's Content-Security-Policy: a game finished with this browser's key shows on its
profile (with a replay link and the rating it moved) and on the edition's leaderboard next
to the bot levels; neither page scrolls sideways on a phone. With MONOPOLIES_SCREENSHOTS
set the tests keep their screenshots there (profile-*.png, leaderboard-*.png)."""

from __future__ import annotations

import json
import time
from typing import Any

import httpx
import pytest
from test_lobby_chat import FITS, context_for, make, shot, watch_errors
from test_table import VIEWPORTS
from websockets.sync.client import connect

KEY = "browser-test-key-0123456789abcdef"


def play_out(base: str, made: Any) -> None:
    """Take the last legal move whenever it is the seat's turn, until the game is over."""
    url = base.replace("http", "ws") + f"/ws/{made['code']}"
    deadline = time.monotonic() + 120
    with connect(url) as ws:
        ws.send(json.dumps({"type": "hello", "token": made["token"]}))
        while time.monotonic() < deadline:
            message = json.loads(ws.recv(timeout=30))
            if message["type"] != "state":
                continue
            if message["room"]["status"] == "over":
                return
            view = message.get("view")
            if view and view["legal"] and view["to_act"] == message["you"]:
                act = {"type": "act", "action": view["legal"][-1], "version": message["version"]}
                ws.send(json.dumps(act))
    raise AssertionError("the game did not end")


@pytest.mark.parametrize("width", list(VIEWPORTS))
def test_profile_and_leaderboard_show_a_finished_game(
    browser: Any, own_base_url: str, width: int
) -> None:
    made = make(own_base_url, "deal", [None, "easy"], "Ann", key=KEY, options={"max_turns": 6})
    play_out(own_base_url, made)
    me = httpx.post(f"{own_base_url}/api/players", json={"key": KEY, "name": "Ann"}).json()["id"]
    context = context_for(browser, own_base_url, width)
    context.add_init_script(f"localStorage.setItem('monopolies:key', {KEY!r})")
    context.route(f"{own_base_url}/p/**", lambda r: r.continue_())
    page = context.new_page()
    problems = watch_errors(page)
    page.goto(f"{own_base_url}/")
    page.click("#my-profile")
    page.wait_for_url(f"**/p/{me}")
    page.wait_for_selector("#profile .past-games li")
    assert page.inner_text("#profile h2") == "Ann"
    row = page.inner_text("#profile .past-games li")
    assert "Monopoly Deal" in row and "→" in row
    assert page.get_attribute("#profile .past-games a", "href") == f"/replay/{made['code']}"
    assert "±" in page.inner_text("#profile .ranking")
    shot(page, f"profile-{width}.png")
    assert page.evaluate(FITS, "#profile a, #profile button") == []
    page.click("#profile .ranking a")
    page.wait_for_url("**/leaderboard/deal")
    page.wait_for_selector("#leaderboard tbody tr")
    names = page.locator("#leaderboard tbody td:nth-child(2)").all_inner_texts()
    assert "Ann" in names and {"Easy bot", "Medium bot", "Hard bot", "Expert bot"} <= set(names)
    shot(page, f"leaderboard-{width}.png")
    assert page.evaluate(FITS, "#leaderboard a, #leaderboard td") == []
    page.goto(f"{own_base_url}/replay/{made['code']}")  # a finished game names its people
    page.wait_for_selector(f'a.profile[href="/p/{me}"]')
    assert page.locator("a.profile").count() == 1  # the bot has no profile
    assert problems == []
    context.close()


@pytest.mark.parametrize("width", list(VIEWPORTS))
def test_a_shared_replay_shows_every_hand_and_copies_its_link(
    browser: Any, own_base_url: str, width: int
) -> None:
    made = make(own_base_url, "deal", [None, "easy"], "Ann", options={"max_turns": 6})
    play_out(own_base_url, made)
    code = made["code"]
    context = context_for(browser, own_base_url, width)
    context.route(f"{own_base_url}/replay/**", lambda r: r.continue_())
    context.grant_permissions(["clipboard-read", "clipboard-write"])
    page = context.new_page()
    problems = watch_errors(page)
    page.goto(f"{own_base_url}/replay/{code}#step=3&seat=all")
    page.wait_for_selector(".replay-table .replay-hand[data-seat='1']")
    assert page.locator(".replay-hand").count() == 2
    titles = page.locator(".replay-hand .zone-title").all_inner_texts()
    assert titles[0].startswith("Ann's hand") and "Your" not in " ".join(titles), titles
    assert page.locator("#replay-seat").input_value() == "all"
    assert page.locator("#replay-step").input_value() == "3"
    page.keyboard.press("ArrowRight")
    deadline = time.monotonic() + 10
    while not page.url.endswith("#step=4&seat=all"):
        assert time.monotonic() < deadline, page.url
        time.sleep(0.05)
    page.click("#copy-link")
    deadline = time.monotonic() + 10
    while page.inner_text("#copy-link") == "Copy link":
        assert time.monotonic() < deadline, "the copy button did not answer"
        time.sleep(0.05)
    if page.inner_text("#copy-link") == "Link copied":
        copied = page.evaluate("navigator.clipboard.readText()")
        assert copied == f"{own_base_url}/replay/{code}#step=4&seat=all"
    shot(page, f"replay-every-hand-{width}.png")
    assert page.evaluate(FITS, ".replay-bar button, .replay-bar select, .replay-hand") == []
    assert problems == []
    context.close()


@pytest.mark.parametrize("width", list(VIEWPORTS))
def test_your_games_lists_the_rooms_this_browser_sits_in(
    browser: Any, own_base_url: str, width: int
) -> None:
    made = make(own_base_url, "deal", [None, None], "Ann", turn_seconds=86400)
    code = made["code"]
    httpx.post(f"{own_base_url}/api/rooms/{code}/join", json={"name": "Bob"})
    to_act = httpx.get(f"{own_base_url}/api/rooms/{code}").json()["to_act"]
    seat = {"seat": made["seat"], "token": made["token"]}
    context = context_for(browser, own_base_url, width, seat, code)
    page = context.new_page()
    problems = watch_errors(page)
    page.goto(f"{own_base_url}/")
    page.wait_for_selector("#your-games li")
    row = page.inner_text("#your-games li")
    assert code in row and ("your turn" in row) == (to_act == made["seat"])
    assert page.get_attribute("#your-games li a", "href") == f"/r/{code}"
    assert page.locator("#timer option[value='86400']").count() == 1
    assert page.evaluate(FITS, "#your-games a, #your-games button") == []
    shot(page, f"your-games-{width}.png")
    assert problems == []
    context.close()
