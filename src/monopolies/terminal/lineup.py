"""Who sits where: the human's seat (if any), the bots' specs, and how seats are named.

The `--bots` list is split on commas, but a bot spec may itself hold commas
(`greedy:a=1,b=2`), so a piece that is only `key=value` belongs to the spec before it.
"""

from __future__ import annotations

from dataclasses import dataclass

from monopolies.engine.errors import BadOptions

HUMAN_LABEL = "you"
DEFAULT_BOT = "greedy"
DEFAULT_PLAYERS = 3


@dataclass(frozen=True)
class Lineup:
    """Every seat's label, and which seat (if any) is the person at the keyboard."""

    labels: tuple[str, ...]
    human: int | None = None
    bots: tuple[tuple[int, str], ...] = ()

    @property
    def players(self) -> int:
        return len(self.labels)

    def who(self, seat: int) -> str:
        """How a sentence names a seat: "you" or "seat 2"."""
        return "you" if seat == self.human else f"seat {seat}"

    def whose(self, seat: int) -> str:
        return "your" if seat == self.human else f"seat {seat}'s"

    def title(self, seat: int) -> str:
        """How a table names a seat: "2 greedy bot"."""
        return f"{seat} {self.labels[seat]}"


def split_specs(text: str) -> list[str]:
    """`"greedy:a=1,b=2,random"` -> `["greedy:a=1,b=2", "random"]`."""
    specs: list[str] = []
    for piece in (p.strip() for p in text.split(",")):
        if not piece:
            raise BadOptions(f"empty bot name in --bots {text!r}")
        if specs and "=" in piece and ":" not in piece:
            specs[-1] += "," + piece
        else:
            specs.append(piece)
    return specs


def make_lineup(players: int | None, bots: str | None, seat: int, watch: bool) -> Lineup:
    """Seat the human at `seat` and bots elsewhere, or bots everywhere when watching.

    `bots` lists one spec per bot seat in seat order; a single spec serves every bot seat.
    As many specs as players means nobody is human (watching). Without `players`, a list of
    several bots is the whole table (`--bots greedy,random` watches two bots), otherwise
    there are DEFAULT_PLAYERS seats.
    """
    specs = split_specs(bots) if bots else [DEFAULT_BOT]
    if players is None:
        players = len(specs) if len(specs) > 1 else DEFAULT_PLAYERS
    if players < 1:
        raise BadOptions(f"--players must be at least 1, not {players}")
    watch = watch or len(specs) == players > 1
    human = None if watch else seat
    if human is not None and not 0 <= human < players:
        raise BadOptions(f"--seat must be 0..{players - 1} for {players} players, not {seat}")
    bot_seats = [s for s in range(players) if s != human]
    if len(specs) == 1:
        specs = specs * len(bot_seats)
    if len(specs) != len(bot_seats):
        where = "watching" if human is None else f"you in seat {human}"
        raise BadOptions(
            f"--bots lists {len(specs)} bots but {len(bot_seats)} seats need one "
            f"({players} players, {where}); give one spec for all, or one per seat"
        )
    labels = [HUMAN_LABEL if s == human else "" for s in range(players)]
    for s, spec in zip(bot_seats, specs, strict=True):
        labels[s] = f"{spec} bot"
    return Lineup(tuple(labels), human, tuple(zip(bot_seats, specs, strict=True)))
