"""Golden playthroughs: seeded games written as readable text, so a rules change is a diff.

Each file records, per decision, the seat, how many actions were legal, the choice as a
person would say it, and every public event it caused (one JSON object a line). Random
choices, seeded, so the files change only when the rules (or this format) do; a golden
marked `greedy` is played by the game's greedy bots instead, so a change to how they play
shows too. Which games are kept is each game's kit's `goldens` (monopolies.games.registry).

The integer action-id table of every variant is kept the same way (ids must stay stable
for trained policies). Regenerate after an intended change, then review the diff:

    uv run python -m monopolies.golden --write
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import monopolies as mp
from monopolies.bots import SeatView, make_bot
from monopolies.games.registry import KITS, Golden

# Relative to the repository's root, where developers run this; an installed package
# (a wheel, compiled or not) has no tests beside it.
GOLDEN_DIR = Path("tests") / "golden"


def goldens() -> list[tuple[str, Golden]]:
    """Every registered game's golden playthroughs (its kit's `goldens`), with the game."""
    return [(name, golden) for name, kit in KITS.items() for golden in kit.goldens]


def _line(event: dict[str, Any]) -> str:
    return "    " + json.dumps(event, sort_keys=True)


Chooser = Callable[[mp.Game, list[mp.Action]], mp.Action]


def _chooser(variant: str, golden: Golden) -> tuple[str, Chooser]:
    """Who chooses every move, and how the file's first line says it."""
    if golden.greedy:
        bots = {s: make_bot("greedy", variant, golden.seed * 10 + s) for s in range(golden.players)}

        def greedy(game: mp.Game, legal: list[mp.Action]) -> mp.Action:
            seat = game.to_act
            assert seat is not None
            return bots[seat].choose(SeatView(game, seat))

        return "greedy bots (seat s seeded seed * 10 + s)", greedy
    rng = random.Random(golden.seed)
    return "seeded random choices", lambda game, legal: legal[rng.randrange(len(legal))]


def playthrough(variant: str, golden: Golden) -> str:
    """The full text of one golden game of `variant`."""
    game = mp.new_game(variant, golden.players, golden.seed, golden.options)
    who, choose = _chooser(variant, golden)
    head = (
        f"# {golden.name}: {variant}, {golden.players} players, seed {golden.seed}, "
        f"options {json.dumps(golden.options, sort_keys=True)}, "
        f"rules v{game.rules.version}, {who}"
    )
    lines = [head]
    lines += [_line(e) for e in game.public_events()]
    seen = len(game.public_events())
    while not game.over:
        legal = game.legal_actions()
        action = choose(game, legal)
        lines.append(f"seat {game.to_act} [{len(legal)} legal]: {game.describe(action)}")
        game.act(action)
        events = game.public_events(seen)
        seen += len(events)
        lines += [_line(e) for e in events]
    lines.append(f"result: {json.dumps(game.result(), sort_keys=True)}")
    return "\n".join(lines) + "\n"


def path_of(golden: Golden, directory: Path = GOLDEN_DIR) -> Path:
    return directory / f"{golden.name}.txt"


def id_table(variant: str) -> str:
    """Every integer action id of a variant and what it means, one per line.

    Trained policies and saved masks depend on these; a change must be deliberate.
    """
    rules = mp.VARIANTS[variant]
    lines = [f"# {variant} action ids (rules v{rules.version}): id -> key"]
    lines += [f"{i} {json.dumps(list(key))}" for i, key in enumerate(rules.action_table())]
    return "\n".join(lines) + "\n"


def id_table_path(variant: str, directory: Path = GOLDEN_DIR) -> Path:
    return directory / f"{variant}-action-ids.txt"


def _expected(directory: Path) -> list[tuple[Path, str]]:
    files = [(path_of(g, directory), playthrough(v, g)) for v, g in goldens()]
    files += [(id_table_path(v, directory), id_table(v)) for v in sorted(mp.VARIANTS)]
    return files


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--write", action="store_true", help="rewrite the golden files")
    parser.add_argument(
        "--dir", type=Path, default=GOLDEN_DIR, help="where the files are (default: %(default)s)"
    )
    args = parser.parse_args(argv)
    stale = []
    for path, text in _expected(args.dir):
        if args.write:
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(text, encoding="utf-8")
            print(f"wrote {path} ({text.count(chr(10))} lines)")
        elif not path.exists() or path.read_text(encoding="utf-8") != text:
            stale.append(path)
    for path in stale:
        print(f"out of date: {path} (run: python -m monopolies.golden --write)")
    return 1 if stale else 0


if __name__ == "__main__":
    sys.exit(main())
