"""Charts of a simulation: win rates with 95% error bars, seat advantage and game-length
histograms, as a PNG and a self-contained HTML page (the PNG embedded, tables alongside).

matplotlib is imported here only (the `analysis` extra), with the Agg backend: no display.
"""

from __future__ import annotations

import base64
import html
import math
from pathlib import Path
from typing import Any

from monopolies.engine.errors import BadOptions
from monopolies.sim.plan import Json

DPI = 110
BAR = "#3b6ea5"
FIRST = "#c2703d"
MAX_BINS = 40


def _pyplot() -> Any:
    try:
        import matplotlib
    except ImportError:
        raise BadOptions(
            "monopolies report needs matplotlib: pip install 'monopolies[analysis]'"
        ) from None
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    return plt


def _rates(ax: Any, labels: list[str], rows: list[Json], colours: list[str], title: str) -> None:
    rates = [r["win_rate"] for r in rows]
    below = [r["win_rate"] - r["ci95"][0] for r in rows]
    above = [r["ci95"][1] - r["win_rate"] for r in rows]
    # Long bot specs wrap at their separators so the labels do not run into each other.
    wrapped = [label.replace(":", ":\n").replace(",", ",\n") for label in labels]
    ax.bar(wrapped, rates, color=colours, yerr=[below, above], capsize=4)
    ax.set_ylim(0, min(1.0, 1.15 * max(r["ci95"][1] for r in rows) + 0.02))
    ax.set_ylabel("win rate (95% CI)")
    ax.set_title(title)


def _histogram(ax: Any, values: list[int], label: str) -> None:
    # Whole-number bins of equal width: counts are integers, and uneven bins make combs.
    low, high = min(values), max(values)
    step = max(1, math.ceil((high - low + 1) / MAX_BINS))
    ax.hist(values, bins=range(low, high + step + 1, step), color=BAR)
    ax.set_xlabel(label)
    ax.set_ylabel("games")
    ax.set_title(f"Game length: {label}")


def figure(results: Json) -> Any:
    """The four charts of a results file, as one matplotlib figure."""
    plt = _pyplot()
    summary, records = results["summary"], results["records"]
    job = summary["job"]
    fig, axes = plt.subplots(2, 2, figsize=(11, 7.5), layout="constrained")
    fig.suptitle(
        f"{job['variant']}: {job['players']} players, {summary['games']:,} games "
        f"({', '.join(job['bots'])})"
    )
    bots = summary["bots"]
    _rates(axes[0][0], [b["bot"] for b in bots], bots, [BAR] * len(bots), "Win rate by bot")
    seats = [*summary["seats"], summary["first_player"]]
    labels = [f"seat {s['seat']}" for s in summary["seats"]] + ["first to move"]
    _rates(axes[0][1], labels, seats, [BAR] * len(summary["seats"]) + [FIRST], "Win rate by seat")
    axes[0][1].axhline(summary["first_player"]["fair_share"], color="grey", linestyle="--")
    _histogram(axes[1][0], [r["turns"] for r in records], "turns")
    _histogram(axes[1][1], [r["decisions"] for r in records], "decisions")
    return fig


def _table(head: list[str], rows: list[list[Any]]) -> str:
    cells = "".join(f"<th>{html.escape(h)}</th>" for h in head)
    body = "".join(
        "<tr>" + "".join(f"<td>{html.escape(str(c))}</td>" for c in row) + "</tr>" for row in rows
    )
    return f"<table><tr>{cells}</tr>{body}</table>"


def _pct(row: Json) -> list[str]:
    low, high = row["ci95"]
    return [f"{100 * row['win_rate']:.1f}%", f"{100 * low:.1f}–{100 * high:.1f}%"]


def page(results: Json, png: bytes) -> str:
    """The HTML report: everything inline, so the file can be mailed or attached alone."""
    s = results["summary"]
    job = s["job"]
    rate_head = ["", "games", "wins", "win rate", "95% CI"]
    bots = [[b["bot"], b["n"], b["wins"], *_pct(b)] for b in s["bots"]]
    seats = [[f"seat {r['seat']}", r["n"], r["wins"], *_pct(r)] for r in s["seats"]]
    first = s["first_player"]
    seats.append(["first to move", first["n"], first["wins"], *_pct(first)])
    endings = [[reason, count] for reason, count in s["reasons"].items()]
    endings.append(["draws (no winner)", s["draws"]])
    length = [[k, *v.values()] for k, v in s["length"].items() if v]
    extras = [[k, v] for k, v in {**s["extras"], **s["ratios"]}.items()]
    image = base64.b64encode(png).decode("ascii")
    command = (
        f"monopolies simulate {job['variant']} --players {job['players']} "
        f"--bots {','.join(job['bots'])} --games {job['games']} --seed {job['seed']}"
        + "".join(f" --option {k}={v}" for k, v in job["options"].items())
    )
    sections = [
        f"<h1>{html.escape(job['variant'])}: {s['games']:,} games</h1>",
        f"<p>Reproduce with <code>{html.escape(command)}</code>"
        + ("" if s["complete"] else f" (only {s['games']:,} of {job['games']:,} played)")
        + "</p>",
        f'<img alt="charts" src="data:image/png;base64,{image}">',
        "<h2>Win rate by bot</h2>",
        _table(rate_head, bots),
        "<h2>Win rate by seat</h2>",
        _table(rate_head, seats),
        "<h2>How games ended</h2>",
        _table(["reason", "games"], endings),
        "<h2>Game length</h2>",
        _table(["per game", "mean", "min", "p10", "median", "p90", "max"], length),
    ]
    if extras:
        sections += ["<h2>Extras</h2>", _table(["measure", "value"], extras)]
    style = (
        "body{font-family:sans-serif;max-width:1000px;margin:2em auto}"
        "table{border-collapse:collapse;margin-bottom:1em}"
        "td,th{border:1px solid #ccc;padding:2px 8px;text-align:right}"
        "td:first-child{text-align:left}img{max-width:100%}"
    )
    title = f"monopolies simulate: {html.escape(job['variant'])}"
    return (
        f'<!doctype html><html><head><meta charset="utf-8"><title>{title}</title>'
        f"<style>{style}</style></head><body>{''.join(sections)}</body></html>\n"
    )


def write(results: Json, html_path: Path) -> Path:
    """Write the HTML report and the PNG next to it; returns the PNG's path."""
    plt = _pyplot()
    fig = figure(results)
    png_path = html_path.with_suffix(".png")
    html_path.parent.mkdir(parents=True, exist_ok=True)
    fig.savefig(png_path, dpi=DPI)
    plt.close(fig)
    html_path.write_text(page(results, png_path.read_bytes()), encoding="utf-8")
    return png_path
