"""External bots (`cmd:COMMAND`): the JSON-lines protocol, and a game that survives bad bots."""

from __future__ import annotations

import json
import logging
import re
import shlex
import sys
from pathlib import Path

import pytest
from typer.testing import CliRunner

import monopolies as mp
from monopolies.bots import SeatView, make_bot, play_out
from monopolies.bots.external import ExternalBot
from monopolies.cli import app
from monopolies.engine.errors import BadOptions

EXAMPLE = Path(__file__).resolve().parents[2] / "examples" / "my_bot.py"
PY = shlex.quote(sys.executable)
runner = CliRunner()

# Programs that break the protocol in each way it can break, after answering `good` times.
BROKEN = {
    "crash": "raise SystemExit(3)",
    "timeout": "import time; time.sleep(30)",
    "not json": "print('lay the green one please', flush=True)",
    "illegal": "print(json.dumps({'kind': 'deal_breaker', 'card': 0, 'target': 9}), flush=True)",
    "bad index": "print(999, flush=True)",
}
FAILURE_WORDS = {
    "crash": "exited",
    "timeout": "no answer within",
    "not json": "not JSON",
    "illegal": "not one of the",
    "bad index": "only 0..",
}


def broken_bot(tmp_path: Path, how: str, good: int) -> str:
    script = tmp_path / "bot.py"
    script.write_text(
        "import json, sys\n"
        f"for n, line in enumerate(sys.stdin):\n"
        f"    if n >= {good}:\n"
        f"        {BROKEN[how]}\n"
        "    print(json.dumps(json.loads(line)['observation']['legal'][0]), flush=True)\n"
    )
    return f"cmd:{PY} {shlex.quote(str(script))}"


# Board games capped short: the point is a whole game, not a long one.
SHORT = {"crooked-cash": {"max_rounds": 10}, "cheaters": {"max_rounds": 10}}


def test_the_example_bot_plays_a_whole_game_of_every_variant() -> None:
    for variant in sorted(mp.VARIANTS):
        game = mp.new_game(variant, players=2, seed=4, options=SHORT.get(variant))
        bot = make_bot(f"cmd:{PY} {shlex.quote(str(EXAMPLE))}", variant, 1)
        result = play_out(game, {0: bot, 1: make_bot("random", variant, 2)})
        assert isinstance(bot, ExternalBot)
        assert result["reason"] and not bot.failed
        bot.close()


def test_the_bot_gets_its_seats_observation_and_its_answer_is_played(tmp_path: Path) -> None:
    script = tmp_path / "echo.py"
    log = tmp_path / "seen.jsonl"
    script.write_text(
        "import json, sys\n"
        f"out = open({str(log)!r}, 'w')\n"
        "for line in sys.stdin:\n"
        "    out.write(line); out.flush()\n"
        "    print(len(json.loads(line)['observation']['legal']) - 1, flush=True)\n"
    )
    game = mp.new_game("deal", players=2, seed=1, rig={"first": 1})
    bot = make_bot(f"cmd:{PY} {shlex.quote(str(script))}", "deal", 0)
    view = SeatView(game, 1)
    assert bot.choose(view) == view.legal[-1]
    bot.close()
    message = json.loads(log.read_text().splitlines()[0])
    assert message["type"] == "decide" and message["protocol"] == 1 and message["seat"] == 1
    assert message["observation"] == game.observe(1)


@pytest.mark.parametrize("how", sorted(BROKEN))
def test_a_broken_bot_is_logged_and_its_seat_falls_back_to_random(
    tmp_path: Path, how: str, caplog: pytest.LogCaptureFixture
) -> None:
    game = mp.new_game("deal", players=2, seed=2)
    bot = make_bot(broken_bot(tmp_path, how, good=2), "deal", 5)
    assert isinstance(bot, ExternalBot)
    bot.timeout = 1.0
    with caplog.at_level(logging.ERROR, logger="monopolies.bots.external"):
        result = play_out(game, {0: bot, 1: make_bot("random", "deal", 6)})
    assert result["reason"], "the game went on to its end"
    assert bot.failed
    errors = [r.getMessage() for r in caplog.records if r.levelno == logging.ERROR]
    assert len(errors) == 1, "one error, then the random bot plays quietly"
    assert FAILURE_WORDS[how] in errors[0] and "random bot plays this seat" in errors[0]


def test_a_command_that_cannot_start_falls_back_too(caplog: pytest.LogCaptureFixture) -> None:
    game = mp.new_game("deal", players=2, seed=3)
    bot = make_bot("cmd:/nonexistent/bot --fast", "deal", 1)
    with caplog.at_level(logging.ERROR, logger="monopolies.bots.external"):
        assert play_out(game, {0: bot, 1: make_bot("random", "deal", 2)})["reason"]
    assert "cannot start '/nonexistent/bot'" in caplog.text


@pytest.mark.parametrize("spec", ["cmd:", "cmd:'unclosed"])
def test_an_unreadable_command_is_refused(spec: str) -> None:
    with pytest.raises(BadOptions, match="command"):
        make_bot(spec, "deal", 0)


def run(*args: str) -> tuple[int, str]:
    result = runner.invoke(app, list(args))
    assert "Traceback" not in result.output
    return result.exit_code, result.output


def test_play_gives_seats_to_bots_named_with_seat(tmp_path: Path) -> None:
    example = f"cmd:{PY} {shlex.quote(str(EXAMPLE))}"
    code, out = run(
        "play", "deal", "--players", "2", "--seat", f"0={example}", "--seat", "1=random",
        "--seed", "3", "--delay", "0", "--no-replay",
    )  # fmt: skip
    assert code == 0, out
    assert "Final table" in out and "random bot" in out


@pytest.mark.parametrize(
    ("seats", "message"),
    [
        (["x=greedy"], "--seat takes N"),
        (["1="], "--seat takes N"),
        (["1=greedy", "1=random"], "already given"),
        (["1", "1=greedy"], "cannot also be given to a bot"),
        (["7=greedy"], "outside 0..2"),
    ],
)
def test_bad_seat_assignments_exit_2(seats: list[str], message: str) -> None:
    args = [arg for seat in seats for arg in ("--seat", seat)]
    code, out = run("play", "deal", "--players", "3", *args, "--no-replay")
    assert code == 2 and message in out


def test_seat_assignments_and_bots_share_the_table() -> None:
    from monopolies.terminal.seating import make_lineup, parse_seats

    human, given = parse_seats(["2", "1=ismcts"])
    assert (human, given) == (2, {1: "ismcts"})
    lineup = make_lineup(4, "random", human, False, given)
    assert lineup.labels == ("random bot", "ismcts bot", "you", "random bot")
    assert make_lineup(None, None, None, False, {0: "greedy"}).human == 1


def test_the_python_example_in_docs_bots_runs(monkeypatch: pytest.MonkeyPatch) -> None:
    root = EXAMPLE.parents[1]
    monkeypatch.chdir(root)
    text = (root / "docs" / "bots.md").read_text(encoding="utf-8")
    blocks = re.findall(r"```python\n(.*?)```", text, flags=re.S)
    assert len(blocks) == 1
    exec(compile(blocks[0], "docs/bots.md", "exec"), {})
