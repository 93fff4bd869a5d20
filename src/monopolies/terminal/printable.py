"""Text from a file, made safe to print: a terminal obeys the control characters in what it
is given, so a forged replay could name a seat "\\x1b]0;pwned\\x07\\x1b[2J" to retitle the
window and clear the screen, or hide a line behind a carriage return.

Rich removes a few controls (bell, backspace, carriage return) but passes ESC through, so
everything that came from a file goes through `printable` first.
"""

from __future__ import annotations

import re
import unicodedata

import msgspec

from monopolies.replay import Replay

ESCAPE_SEQUENCE = re.compile(
    r"""
      (?:\x1b\[|\x9b) [\x30-\x3f]* [\x20-\x2f]* [\x40-\x7e]?       # CSI: colours, cursor, clear
    | (?:\x1b[\]PX^_]|[\x90\x98\x9d\x9e\x9f]) .*? (?:\x07|\x1b\\|\x9c|\Z)
                                          # OSC (titles, links), DCS, SOS, PM, APC: up to ST
    | \x1b [\x20-\x2f]* [\x30-\x7e]?                # the rest (ESC c resets the terminal)
    """,
    re.VERBOSE | re.DOTALL,
)
"""ECMA-48 sequences, in their 7-bit (ESC ...) and 8-bit (C1) forms. A string sequence with
no terminator runs to the end of the text, as the terminal would have swallowed it."""


def printable(text: str, *, newlines: bool = False) -> str:
    """`text` without escape sequences or control characters (C0, DEL, C1); tabs and line
    breaks become spaces, unless `newlines` keeps line feeds (a message of several lines)."""
    text = ESCAPE_SEQUENCE.sub("", text)
    return "".join(
        c
        if unicodedata.category(c) != "Cc" or (newlines and c == "\n")
        else " "
        if c in "\t\n\r"
        else ""
        for c in text
    )


def with_printable_labels(rec: Replay) -> Replay:
    """The replay with its seat labels made `printable`: they are the only free text in a
    replay file (its actions, events and result are checked against the engine)."""
    return msgspec.structs.replace(rec, labels=[printable(label) for label in rec.labels])
