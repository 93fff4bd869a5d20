"""The web client ships inside the package, and every game has its view module."""

from __future__ import annotations

import re
from importlib.resources import files

import monopolies as mp

WEB = files("monopolies") / "web"


def test_every_game_has_a_view_module_listed_once() -> None:
    index = (WEB / "views" / "index.js").read_text(encoding="utf-8")
    modules = dict(re.findall(r'import \* as (\w+) from "\./([\w-]+\.js)"', index))
    for module in modules.values():
        assert (WEB / "views" / module).is_file()
    for game in mp.VARIANTS:
        assert re.search(rf'"{game}": \w+,', index), f"no web view for {game}"


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
