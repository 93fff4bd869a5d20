"""Text read from a file reaches the terminal without its control characters: a forged
replay cannot retitle the window, clear the screen or recolour what follows."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import monopolies as mp
from cli_helpers import run
from monopolies import replay
from monopolies.terminal.printable import printable

FORGED = "Ann\x1b]0;pwned\x07\x1b[2J"
"""Sets the window title to "pwned" and clears the screen."""


@pytest.mark.parametrize(
    ("given", "shown"),
    [
        (FORGED, "Ann"),
        ("Bob\x1b[31mred\x1b[0m", "Bobred"),  # colours
        ("Cy\x1bcX", "CyX"),  # reset the terminal
        ("Dee\x9b2Jx", "Deex"),  # 8-bit CSI
        ("E\x1b]8;;https://x.example\x1b\\link\x1b]8;;\x1b\\", "Elink"),  # a hidden link
        ("F\rG\nH\tI\x00J\x7fK\x85L", "F G H IJKL"),  # C0, DEL, C1 (NEL)
        ("title\x1b]0;never ends", "title"),  # the terminal would swallow the rest
        ("李小龍 😀 Zoë", "李小龍 😀 Zoë"),
    ],
)
def test_printable_removes_escape_sequences_and_controls(given: str, shown: str) -> None:
    assert printable(given) == shown


def test_printable_keeps_line_feeds_when_asked() -> None:
    assert printable("one\x1b[2J\ntwo\r\n", newlines=True) == "one\ntwo \n"


def _forged_replay(tmp_path: Path) -> Path:
    game = mp.new_game("deal", 2, seed=3, options={"max_turns": 4})
    while not game.over:
        game.act(game.legal_actions()[0])
    path = tmp_path / "forged.json"
    replay.write(replay.record(game, [FORGED, "Bob\x1b[31m\x1bc"]), path)
    return path


def test_a_forged_replay_prints_its_labels_plain(tmp_path: Path) -> None:
    code, out = run("replay", str(_forged_replay(tmp_path)), "--all")
    assert code == 0 and "Ann" in out and "Bob" in out
    assert "\x1b" not in out and "pwned" not in out and "[2J" not in out


def test_a_forged_replay_is_reviewed_with_its_labels_plain(tmp_path: Path) -> None:
    code, out = run("review", str(_forged_replay(tmp_path)), "--iterations", "5", "--workers", "1")
    assert code == 0 and "Seat 0 (Ann)" in out
    assert "\x1b" not in out and "pwned" not in out


def test_an_error_quoting_a_forged_file_prints_plain(tmp_path: Path) -> None:
    data = json.loads(_forged_replay(tmp_path).read_text())
    data["\x1b]0;pwned\x07"] = 1  # an unknown field, which the error names
    path = tmp_path / "worse.json"
    path.write_text(json.dumps(data))
    for command in ("replay", "review"):
        code, out = run(command, str(path))
        assert code == 2 and "Error:" in out and "unknown field" in out, out
        assert "\x1b" not in out and "\x07" not in out
