"""A seat played by another program that speaks JSON lines on stdin/stdout (`cmd:COMMAND`).

Protocol (version 1), one JSON object per line, UTF-8:

- We write, at every decision of the bot's seat:
  `{"type": "decide", "protocol": 1, "variant": GAME_ID, "seat": 1, "observation": {...}}`
  where `observation` is exactly `game.observe(seat)`: what that seat may know, with its
  legal actions in `observation["legal"]` (JSON action objects).
- The program answers with one line: one of those legal actions, copied as it was given
  (`{"kind": "end_turn"}`), or its index in the list (`3` or `{"index": 3}`).
- When the game ends we close the program's stdin; it should exit. Its stderr is left
  alone (it goes wherever ours goes), so it may print diagnostics there.

A program that exits, does not answer within `timeout` seconds, or answers anything else
is stopped; the reason goes to the `monopolies.bots.external` log as an error and the seat
is played by the random bot for the rest of the game, so the game goes on.
"""

from __future__ import annotations

import json
import logging
import queue
import shlex
import subprocess
import threading
import weakref
from typing import IO, Any

from monopolies.bots.base import RandomBot, SeatView
from monopolies.engine.action import Action
from monopolies.engine.errors import BadOptions

PROTOCOL = 1
DEFAULT_TIMEOUT = 10.0
log = logging.getLogger(__name__)


class BotFailed(Exception):
    """The external program cannot be trusted for this game any more (the text says why)."""


class ExternalBot:
    name = "cmd"

    def __init__(
        self, command: str, variant: str, seed: int | None = None, timeout: float = DEFAULT_TIMEOUT
    ) -> None:
        try:
            self.argv = shlex.split(command)
        except ValueError as e:
            raise BadOptions(f"cannot read the bot command {command!r}: {e}") from None
        if not self.argv:
            raise BadOptions("cmd: needs a command to run, e.g. cmd:'python examples/my_bot.py'")
        self.command = command
        self.variant = variant
        self.timeout = timeout
        self.fallback = RandomBot(seed)
        self.failed = False
        self._proc: subprocess.Popen[str] | None = None
        self._lines: queue.Queue[str | None] = queue.Queue()

    def choose(self, view: SeatView) -> Action:
        if not self.failed:
            try:
                return self._ask(view)
            except BotFailed as e:
                log.error(
                    "external bot %r (seat %d) failed: %s; the random bot plays this seat from now",
                    self.command,
                    view.seat,
                    e,
                )
                self.failed = True
                self.close()
        return self.fallback.choose(view)

    def close(self) -> None:
        """Stop the program (closing its stdin first, so a well-behaved one exits by itself)."""
        if self._proc is not None:
            _stop(self._proc)
            self._proc = None

    def _ask(self, view: SeatView) -> Action:
        proc = self._started()
        message = {
            "type": "decide",
            "protocol": PROTOCOL,
            "variant": self.variant,
            "seat": view.seat,
            "observation": {**view.observation, "legal": [a.to_json() for a in view.legal]},
        }
        assert proc.stdin is not None
        try:
            proc.stdin.write(json.dumps(message) + "\n")
            proc.stdin.flush()
        except (BrokenPipeError, OSError):
            raise BotFailed(f"it exited (code {proc.poll()}) before reading its decision") from None
        try:
            line = self._lines.get(timeout=self.timeout)
        except queue.Empty:
            raise BotFailed(f"no answer within {self.timeout:g} s") from None
        if line is None:
            raise BotFailed(f"it exited (code {proc.wait()}) without answering")
        return _pick(line, view.legal)

    def _started(self) -> subprocess.Popen[str]:
        if self._proc is None:
            try:
                proc = subprocess.Popen(
                    self.argv,
                    stdin=subprocess.PIPE,
                    stdout=subprocess.PIPE,
                    text=True,
                    encoding="utf-8",
                    bufsize=1,
                )
            except OSError as e:
                raise BotFailed(f"cannot start {self.argv[0]!r}: {e}") from None
            assert proc.stdout is not None
            threading.Thread(target=_pump, args=(proc.stdout, self._lines), daemon=True).start()
            weakref.finalize(self, _stop, proc)
            self._proc = proc
        return self._proc


def _pick(line: str, legal: list[Action]) -> Action:
    """The legal action an answer names, or BotFailed saying what was wrong with it."""
    shown = line.strip()[:200]
    try:
        answer: Any = json.loads(line)
    except ValueError:
        raise BotFailed(f"answered {shown!r}, which is not JSON") from None
    if isinstance(answer, dict) and set(answer) == {"index"}:
        answer = answer["index"]
    if isinstance(answer, int) and not isinstance(answer, bool):
        if 0 <= answer < len(legal):
            return legal[answer]
        raise BotFailed(f"answered index {answer}, but only 0..{len(legal) - 1} are legal")
    if isinstance(answer, dict):
        try:
            action = Action.from_json(answer)
        except Exception as e:  # any malformed action is the bot's fault, whatever the error
            raise BotFailed(f"answered {shown!r}, which is not an action: {e}") from None
        if action in legal:
            return legal[legal.index(action)]
        raise BotFailed(f"answered {shown!r}, which is not one of the {len(legal)} legal actions")
    raise BotFailed(f"answered {shown!r}; expected a legal action object or an index")


def _pump(stream: IO[str], lines: queue.Queue[str | None]) -> None:
    """Move the program's output lines to a queue (None at end of output)."""
    for line in stream:
        if line.strip():
            lines.put(line)
    lines.put(None)


def _stop(proc: subprocess.Popen[str]) -> None:
    try:
        if proc.stdin is not None:
            proc.stdin.close()
    except OSError:
        pass
    try:
        proc.wait(timeout=1.0)
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.wait()
