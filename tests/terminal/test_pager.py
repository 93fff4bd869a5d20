"""The pager says how to leave it and opens the log at its end (issue 31 item 9)."""

from __future__ import annotations

import stat
from pathlib import Path

import pytest

from monopolies.terminal.pager import PROMPT, Less


def fake_less(folder: Path) -> Path:
    """A `less` that writes down its arguments and what it was given to show."""
    script = folder / "less"
    script.write_text(f'#!/bin/sh\necho "$@" > {folder}/args\n/bin/cat > {folder}/shown\n')
    script.chmod(script.stat().st_mode | stat.S_IEXEC)
    return script


@pytest.fixture
def less_here(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    fake_less(tmp_path)
    monkeypatch.setenv("PATH", str(tmp_path))
    monkeypatch.delenv("PAGER", raising=False)
    monkeypatch.delenv("MANPAGER", raising=False)
    return tmp_path


def test_the_pager_says_how_to_go_back_to_the_game(less_here: Path) -> None:
    Less().show("the rules\n")
    args = (less_here / "args").read_text()
    assert f"-Ps{PROMPT}" in args and "q back to the game" in PROMPT and "+G" not in args
    assert (less_here / "shown").read_text() == "the rules\n"


def test_the_log_opens_at_its_end(less_here: Path) -> None:
    Less(at_end=True).show("turn 1\nturn 2\n")
    assert "+G" in (less_here / "args").read_text().split()


def test_a_chosen_pager_is_left_to_python_to_run_as_set(
    less_here: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("PAGER", "more")
    Less(at_end=True).show("log\n")
    assert not (less_here / "args").exists()
    assert capsys.readouterr().out == "log\n"  # pydoc pages only to a terminal
