"""The pager for the whole log, the whole table and the rules: `less`, saying how to leave.

A newcomer dropped into `less` sees a colon and no way out; the prompt says it. The log
opens at its end, where the news is. A person who set $PAGER gets theirs, as set.
"""

from __future__ import annotations

import os
import pydoc
import shutil
import subprocess

from rich.pager import Pager

PROMPT = "q back to the game, arrows or space to scroll, g top, G end"
"""less's prompt (-P): plain words only, as `?`, `%`, `.` and `:` are its own codes."""


class Less(Pager):
    def __init__(self, at_end: bool = False) -> None:
        self.at_end = at_end

    def show(self, content: str) -> None:
        less = shutil.which("less")
        if less is None or os.environ.get("PAGER") or os.environ.get("MANPAGER"):
            pydoc.pager(content)
            return
        command = [less, "-R", f"-Ps{PROMPT}", f"-Pm{PROMPT}", *(["+G"] if self.at_end else [])]
        subprocess.run(command, input=content.encode(), check=False)
