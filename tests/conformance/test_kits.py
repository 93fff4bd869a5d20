"""Every registered game provides every part of its kit (monopolies.games.registry): a missing or
broken part fails here, named, not at a table in some front end."""

from __future__ import annotations

import re
from dataclasses import replace
from pathlib import Path

import pytest

import monopolies as mp
from monopolies.bots.guide import SearchGuide
from monopolies.games.registry import KITS, PARTS, GameKit
from monopolies.server.api import games
from monopolies.sim.extras import Extras
from monopolies.terminal.console import GameConsole
from monopolies.words.game import GameWords

GAMES = Path(mp.__file__).parent / "games"
GENERIC = Path(mp.__file__).parent / "web" / "views" / "generic.js"
WEB_EXPORTS = (
    "layout",
    "money",
    "table",
    "mine",
    "summary",
    "details",
    "face",
    "worth",
    "shown",
    "reference",
)
"""What the browser (web/room/, web/replay.js) reads of every game's view module."""
CHECKS = {
    "words": lambda part: isinstance(part, GameWords),
    "console": lambda part: isinstance(part, GameConsole),
    "encoder": callable,
    "greedy": callable,
    "search": lambda part: isinstance(part, SearchGuide),
    "sim_extras": lambda part: isinstance(part, Extras),
}


def missing_parts(kit: GameKit) -> list[str]:
    """What the kit lacks, each as "part: why"; empty when the game is complete."""
    missing = []
    for name in PARTS:
        try:
            part = kit.part(name)
        except (ImportError, AttributeError, ValueError) as e:
            missing.append(f"{name}: {getattr(kit, name)!r} does not load ({e})")
            continue
        if not CHECKS[name](part):
            missing.append(f"{name}: {getattr(kit, name)!r} is not a {name.replace('_', ' ')}")
    module = GENERIC if kit.web_view == "generic" else GAMES / kit.web_view / "web.js"
    if not module.exists():
        missing.append(f"web_view: there is no games/{kit.web_view}/web.js")
        return missing
    exported = set(re.findall(r"^export (?:const|function) (\w+)", module.read_text("utf-8"), re.M))
    lacking = [name for name in WEB_EXPORTS if name not in exported]
    if lacking:
        missing.append(f"web_view: {module.name} of {kit.web_view!r} does not export {lacking}")
    return missing


def test_every_game_has_a_kit() -> None:
    assert sorted(KITS) == sorted(mp.VARIANTS)


@pytest.mark.parametrize("name", sorted(KITS))
def test_every_kit_is_complete(name: str) -> None:
    assert missing_parts(KITS[name]) == [], name


@pytest.mark.parametrize("name", sorted(KITS))
def test_the_server_tells_the_browser_each_games_view_from_its_kit(name: str) -> None:
    assert {g["id"]: g["view"] for g in games()}[name] == KITS[name].web_view


SHARED_WEB = sorted(p for p in (GENERIC.parents[1]).rglob("*.js"))
"""The browser's own modules (web/, web/room/, web/views/): a game's view lives in its package."""
SHARED_VIEW_KEYS = {"legal", "players", "names", "to_act", "active"}
"""What they may read of an observation: the moves, the players by seat (and through the
game's view the rest), the edition's names for its money, the seat to act and whose turn
it is (`active`, which every game observes: a seat may act on another's turn, answering
it; a view without it is read as the seat to act's turn)."""


def test_the_browsers_shared_modules_name_no_game_and_read_no_games_keys() -> None:
    for path in SHARED_WEB:
        text = path.read_text(encoding="utf-8")
        assert [name for name in KITS if f'"{name}"' in text] == [], path.name
        assert set(re.findall(r"\bview\.(\w+)", text)) <= SHARED_VIEW_KEYS, path.name


def test_the_browsers_view_loader_names_no_game() -> None:
    """The kit is the one place a game names its view: web/views/index.js has no table."""
    loader = (GENERIC.parent / "index.js").read_text(encoding="utf-8")
    assert [name for name in KITS if f'"{name}"' in loader or f"./{name}.js" in loader] == []


@pytest.mark.parametrize("part", [*PARTS, "web_view"])
def test_a_missing_part_is_named(part: str) -> None:
    broken = replace(KITS["deal"], **{part: "monopolies.games.deal.words:NOTHING"})
    if part == "web_view":
        broken = replace(KITS["deal"], web_view="nothing")
    assert [m.split(":")[0] for m in missing_parts(broken)] == [part]


def test_a_web_view_lacking_an_export_is_named() -> None:
    broken = replace(KITS["deal"], web_view="board")  # the board editions' drawing, not a view
    assert [m.split(":")[0] for m in missing_parts(broken)] == ["web_view"]
    assert "does not export" in missing_parts(broken)[0]


def test_a_part_of_the_wrong_kind_is_named() -> None:
    broken = replace(KITS["deal"], sim_extras="monopolies.games.board.measures:STREET_ROI")
    assert missing_parts(broken) == [
        "sim_extras: 'monopolies.games.board.measures:STREET_ROI' is not a sim extras"
    ]
