"""The web client ships inside the package, and every game has its view module."""

from __future__ import annotations

import re
from importlib.resources import files

from monopolies.kits import KITS

WEB = files("monopolies") / "web"


def test_every_games_view_module_ships_in_the_package() -> None:
    for kit in KITS.values():
        assert (WEB / "views" / f"{kit.web_view}.js").is_file(), f"no web view for {kit.name}"


REMOTE = re.compile(
    r"""(src|href)\s*=\s*["']?(https?:)?//"""
    r"""|url\(\s*["']?(https?:)?//"""
    r"""|from\s+["']https?:"""
)


def test_no_asset_comes_from_another_host() -> None:
    paths = [p for p in WEB.iterdir() if p.is_file()] + list((WEB / "views").iterdir())
    assert len(paths) > 10
    for path in paths:
        text = path.read_text(encoding="utf-8")
        assert not REMOTE.search(text), f"{path.name} loads something from another host"
    assert REMOTE.search('<script src="https://cdn.example/x.js">')
