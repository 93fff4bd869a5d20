"""The web client ships inside the package, and every game has its view module, served
from the game's own package."""

from __future__ import annotations

import re
from importlib.resources import files
from pathlib import Path

from fastapi.testclient import TestClient

from monopolies.games.registry import KITS
from monopolies.server.app import create_app
from monopolies.server.settings import Settings

WEB = files("monopolies") / "web"
GAMES = files("monopolies") / "games"


def test_every_games_view_module_ships_in_its_package_and_is_served(tmp_path: Path) -> None:
    client = TestClient(create_app(Settings(db_url=f"sqlite:///{tmp_path}/rooms.db")))
    for kit in KITS.values():
        module = GAMES / kit.web_view / "web.js"
        assert module.is_file(), f"no web view for {kit.name}"
        served = client.get(f"/static/games/{kit.web_view}/web.js")
        assert served.status_code == 200 and served.text == module.read_text(encoding="utf-8")
        assert "javascript" in served.headers["content-type"]
    for wrong in ("nothing", "Deal", "deal.js", "..", "board%2F..%2Fdeal"):
        assert client.get(f"/static/games/{wrong}/web.js").status_code == 404, wrong


REMOTE = re.compile(
    r"""(src|href)\s*=\s*["']?(https?:)?//"""
    r"""|url\(\s*["']?(https?:)?//"""
    r"""|from\s+["']https?:"""
)


def test_no_asset_comes_from_another_host() -> None:
    paths = [p for p in WEB.iterdir() if p.is_file()] + list((WEB / "views").iterdir())
    paths += [folder / "web.js" for folder in GAMES.iterdir() if (folder / "web.js").is_file()]
    assert len(paths) > 10
    for path in paths:
        text = path.read_text(encoding="utf-8")
        assert not REMOTE.search(text), f"{path.name} loads something from another host"
    assert REMOTE.search('<script src="https://cdn.example/x.js">')


def test_a_games_cards_come_with_what_their_faces_say(tmp_path: Path) -> None:
    """The browser draws Deal's rent ladders and action texts from the game's words (sent
    with the cards), not from a copy of its own."""
    client = TestClient(create_app(Settings(db_url=f"sqlite:///{tmp_path}/rooms.db")))
    cards = client.get("/api/games/deal/cards").json()
    boardwalk = next(c for c in cards if c["name"] == "Boardwalk")
    assert boardwalk["rents"] == [3, 8]
    sly = next(c for c in cards if c["action"] == "sly_deal")
    assert sly["text"].startswith("Take a property from any player")
    assert client.get("/api/games/nothing/cards").status_code == 404
