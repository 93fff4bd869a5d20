"""docs/information.md, written from every registered game's information model.

What each seat, a spectator and a sample may see is declared once, in each game's
`visibility.py`; this page is rendered from those declarations, so it cannot drift from
what the code enforces (tests/test_information_doc.py fails until it is rewritten):

    uv run python -m monopolies.information_doc --write
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

import monopolies as mp
from monopolies.engine.visibility import markdown
from monopolies.words import narration

DOC = Path("docs") / "information.md"

INTRO = """\
# What each seat may know

Written from each game's information model (`src/monopolies/games/<game>/visibility.py`)
by `uv run python -m monopolies.information_doc --write`; do not edit by hand.

Every channel is derived from the model: `observe(seat)` holds the seat's private keys and
the public part; `observe(None)`, a spectator's view and everything the server sends a
spectator, is the public part alone; a sample (`Game.resample`, `SeatView.sample()`, the
OpenSpiel adapter's `resample_from_infostate`) is a fresh world built from one seat's
information, with its own seed, no rig and no history. Cards players cannot tell apart are
named alike everywhere. The twin-worlds suite (`tests/conformance/test_twin_worlds.py`,
and over a live WebSocket `tests/server/test_twin_wire.py`) builds, for each secret listed
below, two worlds that differ only in it, and checks that no other seat and no spectator
can tell them apart on any channel (observations, events, whose turn, legal moves, menus,
hints, samples, messages) until the rules bring the secret out.
"""


def render() -> str:
    sections = [
        markdown(narration.title(variant), rules.information)
        for variant, rules in mp.VARIANTS.items()
    ]
    return "\n".join([INTRO, *sections]).rstrip() + "\n"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--write", action="store_true", help=f"rewrite {DOC}")
    args = parser.parse_args(argv)
    text = render()
    if args.write:
        DOC.write_text(text)
        print(f"wrote {DOC}")
        return 0
    if DOC.read_text() != text:
        print(f"{DOC} is out of date; run with --write", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
