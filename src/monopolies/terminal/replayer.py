"""`monopolies replay FILE`: check a replay against the engine, then show it turn by turn.

The game is rebuilt from seed and actions first (`replay.rebuild`), so what is shown is
known to be what the engine plays today. Events are the public ones only.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from rich.console import Console
from rich.panel import Panel
from rich.text import Text

from monopolies import replay
from monopolies.terminal import result
from monopolies.terminal.console import console_for
from monopolies.terminal.plain import plain_console, plain_reader
from monopolies.terminal.printable import with_printable_labels
from monopolies.words.game import GameWords, words_for
from monopolies.words.people import Lineup, from_labels

Json = dict[str, Any]
STEP_PROMPT = "Enter: next turn · a: all the rest · q: quit > "


def by_turn(events: list[Json]) -> list[list[Json]]:
    """Events cut before each turn event; what precedes the first turn joins the first."""
    chunks: list[list[Json]] = [[]]
    for e in events:
        if e.get("type") == "turn" and any(x.get("type") == "turn" for x in chunks[-1]):
            chunks.append([])
        chunks[-1].append(e)
    return [c for c in chunks if c]


def show(
    console: Console, path: Path, read: Callable[[str], str], step: bool, plain: bool = False
) -> None:
    """Verify and print a replay; with `step`, wait for Enter after each turn. Plain
    (`plain`, or output that is not a terminal) prints lines without boxes or rules, as
    `play --plain` does, for screen readers and pipes; output into a pipe never waits,
    as nobody reads its prompts there."""
    piped = not console.is_terminal
    step = step and not piped
    if plain or piped:
        console = plain_console(console.file)
        read = plain_reader(console, read)
    rec = with_printable_labels(replay.read(path))
    game = replay.rebuild(rec)
    words = words_for(rec.variant)
    lineup = from_labels(rec.labels)
    console.print(
        Panel(
            Text.assemble(
                (f"Replay of {words.title}", "bold"),
                f" · {rec.players} players · seed {rec.seed}\n",
                lineup.seating(),
                "\n",
                (
                    f"Verified: {len(rec.actions):,} actions replayed from the seed give the "
                    f"same {len(rec.events):,} events.",
                    "green",
                ),
            ),
            expand=False,
        )
    )
    for chunk in by_turn(rec.events):
        _print_turn(console, words, chunk, rec.options, lineup)
        if step:
            answer = _ask(console, read)
            if answer == "q":
                return
            step = answer != "a"
    console.rule(Text("Final table" if game.over else "Where the game stopped", style="bold"))
    console.print(console_for(rec.variant).board(game.observe(0), lineup, show_hand=False))
    if rec.result is not None:
        console.print(
            result.render(
                rec.result,
                lineup,
                words.score_label,
                lambda score: words.score_text(score, rec.options),
                words.why,
            )
        )


def _print_turn(
    console: Console, words: GameWords, events: list[Json], options: Json, lineup: Lineup
) -> None:
    for e in events:
        text = words.event(e, options, lineup)
        if text is None:
            continue
        if e.get("type") == "turn":
            console.rule(text)
        else:
            console.print(text)


def _ask(console: Console, read: Callable[[str], str]) -> str:
    """The answer: empty (next turn), "a" or "q"; end of input shows the rest."""
    while True:
        try:
            answer = read(STEP_PROMPT).strip().lower()
        except EOFError:
            return "a"
        if answer in ("", "a", "q"):
            return answer
        console.print(
            Text("Press Enter for the next turn, a for all the rest, q to quit.", style="yellow")
        )
