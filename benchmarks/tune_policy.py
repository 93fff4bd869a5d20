"""Choose the greedy options a search bot follows (its game's search guide) by play.

    uv run python benchmarks/tune_policy.py crooked-cash --players 2,3,4 --games 4000
    uv run python benchmarks/tune_policy.py cheaters --players 2,3,4 --games 4000 --write

For each number of players, every combination of the game's candidate options (`GRID`)
plays `--games` games in one seat against the medium player (plain `greedy`) in the others,
seats rotating, through `monopolies.sim` (the same seed gives the same games). The
combination with the highest win rate is chosen if its 95% interval lies wholly above the
medium player's own rate in the same games; otherwise the search follows the medium player
unchanged at that count. Greedy games take milliseconds, so a whole grid takes minutes.
`--write` rewrites this game's `POLICIES` in its search module (games/<game>/search.py).
"""

from __future__ import annotations

import argparse
import itertools
import json
import sys
from pathlib import Path
from typing import Any

from search_tables import comment, rewrite, search_module
from strength import measure

GRID: dict[str, dict[str, tuple[Any, ...]]] = {
    "crooked-cash": {
        "decode_at": (100, 500),
        "caught_at": (0, 500),
        "pay": ("covering", "smallest"),
    },
    "cheaters": {"vigilance": (0.5, 0.75, 1.0)},
    "card-game": {"go_out_at": (900, 600, 1200, 1600), "late": (6, 3, 10)},
}
"""Each game's candidate options, the medium player's own value first."""


def spec(options: dict[str, Any]) -> str:
    return "greedy:" + ",".join(f"{k}={v}" for k, v in options.items()) if options else "greedy"


def tune(variant: str, players: int, games: int, workers: int | None) -> tuple[dict[str, Any], str]:
    """The options to follow with this many players (empty: the medium player's), and the
    line of evidence the table's comment keeps."""
    grid = GRID[variant]
    names = list(grid)
    default = {k: values[0] for k, values in grid.items()}
    rows = []
    for values in itertools.product(*grid.values()):
        options = dict(zip(names, values, strict=True))
        changed = {k: v for k, v in options.items() if v != default[k]}
        result = measure(variant, spec(changed), "greedy", players, games, workers)
        low, high = result["ci95"]  # type: ignore[misc]
        rate = float(result["win_rate"])  # type: ignore[arg-type]
        rows.append((rate, low, high, changed))
        print(f"  {players}p {spec(changed):45s} {rate:6.1%}  ({low:.1%}-{high:.1%})", flush=True)
    base = next(r for r in rows if not r[3])
    best = max(rows, key=lambda r: r[0])
    if best[3] and best[1] > base[0]:
        chosen, why = best[3], f"{best[0]:.1%} ({best[1]:.1%}-{best[2]:.1%})"
    else:
        chosen, why = {}, "no option set above the medium player's own"
    return chosen, f"{players}p: {spec(chosen)} {why}; medium's own {base[0]:.1%}"


def write(
    variant: str, entry: dict[int, dict[str, Any]], note: str, path: Path | None = None
) -> None:
    """Replace this game's `POLICIES` in its search module (or in `path`), comment included."""
    rows = "".join(f"    ({p}, {json.dumps(options)}),\n" for p, options in sorted(entry.items()))
    block = comment(note) + f"POLICIES: Policies = (\n{rows})\n"
    rewrite(path or search_module(variant), "POLICIES", block)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("variant", choices=sorted(GRID))
    parser.add_argument("--players", default="2,3,4", help="player counts, comma-separated")
    parser.add_argument("--games", type=int, default=4000, help="games per option set")
    parser.add_argument("--workers", type=int, default=None)
    parser.add_argument("--write", action="store_true", help="rewrite the table's entry")
    args = parser.parse_args()
    counts = [int(p) for p in args.players.split(",")]
    entry: dict[int, dict[str, Any]] = {}
    lines = []
    for players in counts:
        chosen, line = tune(args.variant, players, args.games, args.workers)
        entry[players] = chosen
        lines.append(line)
        print(line, flush=True)
    command = (
        f"tune_policy.py {args.variant} --players {args.players} --games {args.games}: "
        + "; ".join(lines)
    )
    if args.write:
        write(args.variant, entry, command)
        print(f"wrote {args.variant} to {search_module(args.variant)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
