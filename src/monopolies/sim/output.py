"""A simulation's results as people and programs read them: rich tables, JSON and CSV.

The JSON file holds the summary, every game's record and how the run went; it is what
`monopolies report` reads. The CSV file has one row per game, for spreadsheets and pandas.
"""

from __future__ import annotations

import csv
import json
from pathlib import Path
from typing import Any

from rich.console import Group, RenderableType
from rich.table import Table

from monopolies.engine.errors import CorruptSave
from monopolies.sim.plan import Json

FORMAT = "monopolies/sim-results"
VERSION = 1


def _pct(value: float) -> str:
    return f"{100 * value:.1f}%"


def _ci(row: Json) -> str:
    low, high = row["ci95"]
    return f"{_pct(low)} – {_pct(high)}"


def _rates(title: str, first: str, rows: list[tuple[str, Json]]) -> Table:
    table = Table(title=title, title_justify="left")
    for name in (first, "games", "wins", "win rate", "95% CI"):
        table.add_column(name, justify="left" if name == first else "right")
    for label, row in rows:
        table.add_row(label, f"{row['n']:,}", f"{row['wins']:,}", _pct(row["win_rate"]), _ci(row))
    return table


def tables(summary: Json) -> RenderableType:
    """Every part of the summary as a readable table."""
    job = summary["job"]
    n = summary["games"]
    head = (
        f"{job['variant']}, {job['players']} players, {n:,} of {job['games']:,} games, "
        f"seed {job['seed']}" + ("" if summary["complete"] else "  (incomplete)")
    )
    parts: list[RenderableType] = [head]
    parts.append(_rates("Win rate by bot", "bot", [(r["bot"], r) for r in summary["bots"]]))
    seats = [(f"seat {r['seat']}", r) for r in summary["seats"]]
    first = summary["first_player"]
    seats.append((f"first to move (fair: {_pct(first['fair_share'])})", first))
    parts.append(_rates("Win rate by seat", "seat", seats))
    endings = Table(title="How games ended", title_justify="left")
    endings.add_column("reason")
    endings.add_column("games", justify="right")
    endings.add_column("share", justify="right")
    for reason, count in summary["reasons"].items():
        endings.add_row(reason, f"{count:,}", _pct(count / max(1, n)))
    endings.add_row(
        "draws (no winner)", f"{summary['draws']:,}", _pct(summary["draws"] / max(1, n))
    )
    parts.append(endings)
    length = Table(title="Game length", title_justify="left")
    for name in ("per game", "mean", "min", "p10", "median", "p90", "max"):
        length.add_column(name, justify="left" if name == "per game" else "right")
    for metric, spread in summary["length"].items():
        if spread:
            length.add_row(metric, *(f"{spread[k]:,}" for k in list(spread)))
    parts.append(length)
    extras = {**summary["extras"], **summary["ratios"]}
    if extras:
        table = Table(title="Extras (mean per game; ratios over all games)", title_justify="left")
        table.add_column("measure")
        table.add_column("value", justify="right")
        for key, value in extras.items():
            table.add_row(key, f"{value:,.3f}")
        parts.append(table)
    return Group(*parts)


def write_json(path: Path, summary: Json, records: list[Json], run: Json) -> None:
    data = {"format": FORMAT, "version": VERSION, "summary": summary, "run": run}
    data["records"] = records
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(data, separators=(",", ":")) + "\n", encoding="utf-8")


def read_json(path: Path) -> Json:
    """Results written by `write_json`; raises CorruptSave for anything else."""
    try:
        data: Any = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, json.JSONDecodeError, UnicodeDecodeError) as e:
        raise CorruptSave(f"cannot read results from {path}: {e}") from None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise CorruptSave(f"{path} is not a results file written by monopolies simulate --out")
    return data


def write_csv(path: Path, records: list[Json], players: int) -> None:
    """One row per game; extras are columns (0 where a game had none of that measure)."""
    extras = sorted({key for r in records for key in r["extras"]})
    seats = [f"seat_{s}" for s in range(players)]
    head = ["index", "seed", *seats, "first", "winners", "scores", "reason", "turns", "decisions"]
    path.parent.mkdir(parents=True, exist_ok=True)
    with path.open("w", newline="", encoding="utf-8") as f:
        writer = csv.writer(f)
        writer.writerow(head + extras)
        for r in records:
            writer.writerow(
                [
                    r["index"],
                    r["seed"],
                    *r["seats"],
                    "" if r["first"] is None else r["first"],
                    ";".join(map(str, r["winners"])),
                    ";".join(map(str, r["scores"])),
                    r["reason"],
                    r["turns"],
                    r["decisions"],
                    *(r["extras"].get(key, 0) for key in extras),
                ]
            )
