"""Who sits where at the terminal: the person's seat (if any) and the bots' specs, from
`monopolies play`'s `--players`, `--bots` and `--seat`."""

from __future__ import annotations

from collections.abc import Mapping

from monopolies.commandline import split_specs
from monopolies.engine.errors import BadOptions
from monopolies.seat_names import seat_name
from monopolies.words.people import BOT_SUFFIX, HUMAN_LABEL, Lineup

DEFAULT_BOT = "greedy"
DEFAULT_PLAYERS = 3


def parse_seats(values: list[str]) -> tuple[int | None, dict[int, str]]:
    """`--seat` values: `N` is the person's seat, `N=BOT` gives seat N that bot spec."""
    human: int | None = None
    assigned: dict[int, str] = {}
    for value in values:
        number, eq, spec = value.partition("=")
        try:
            seat = int(number)
        except ValueError:
            seat = -1
        if seat < 0 or (eq and not spec.strip()):
            raise BadOptions(
                f"--seat takes N (your seat) or N=BOT (a bot for seat N, e.g. "
                f"1=greedy or 1=cmd:'python my_bot.py'), not {value!r}"
            )
        if seat in assigned or (not eq and human is not None):
            raise BadOptions(f"--seat {value!r}: that seat (or yours) is already given")
        if eq:
            assigned[seat] = spec.strip()
        else:
            human = seat
    return human, assigned


def make_lineup(
    players: int | None,
    bots: str | None,
    seat: int | None,
    watch: bool,
    assigned: Mapping[int, str] | None = None,
) -> Lineup:
    """Seat the human at `seat` and bots elsewhere, or bots everywhere when watching.

    `assigned` gives some seats their own bot spec (`--seat 1=ismcts`). `bots` lists one
    spec per remaining bot seat in seat order; a single spec serves every such seat. As
    many specs as free seats means nobody is human (watching). Without `players`, a list of
    several bots (plus the assigned seats) is the whole table (`--bots greedy,random`
    watches two bots), otherwise there are DEFAULT_PLAYERS seats or enough for the
    assigned ones. Without `seat` the person takes the lowest seat without a bot.
    """
    given = dict(assigned or {})
    specs = split_specs(bots) if bots else [DEFAULT_BOT]
    if players is None:
        if len(specs) > 1:
            players = len(specs) + len(given)
        else:
            players = max(DEFAULT_PLAYERS, max(given, default=-1) + 1)
    if players < 1:
        raise BadOptions(f"--players must be at least 1, not {players}")
    for s in given:
        if s >= players:
            raise BadOptions(f"--seat {s}=... is outside 0..{players - 1} for {players} players")
    free = [s for s in range(players) if s not in given]
    watch = watch or not free or len(specs) == len(free) > 1
    human = None if watch else (free[0] if seat is None else seat)
    if human is not None and not 0 <= human < players:
        raise BadOptions(f"--seat must be 0..{players - 1} for {players} players, not {seat}")
    if human in given:
        raise BadOptions(f"seat {human} is yours, so it cannot also be given to a bot")
    bot_seats = [s for s in free if s != human]
    if len(specs) == 1:
        specs = specs * len(bot_seats)
    if len(specs) != len(bot_seats):
        where = "watching" if human is None else f"you in seat {human}"
        raise BadOptions(
            f"--bots lists {len(specs)} bots but {len(bot_seats)} seats need one "
            f"({players} players, {where}); give one spec for all, or one per seat"
        )
    seated = sorted([*zip(bot_seats, specs, strict=True), *given.items()])
    labels = [HUMAN_LABEL if s == human else "" for s in range(players)]
    names = [""] * players
    for s, spec in seated:
        labels[s] = f"{spec}{BOT_SUFFIX}"
        names[s] = seat_name(s)
    return Lineup(tuple(labels), human, tuple(seated), tuple(names))
