"""Who sits where: the human's seat (if any), the bots' specs, and how seats are named.

The `--bots` list is split on commas, but a bot spec may itself hold commas
(`greedy:a=1,b=2`), so a piece that is only `key=value` belongs to the spec before it.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from monopolies.engine.errors import BadOptions

HUMAN_LABEL = "you"
DEFAULT_BOT = "greedy"
DEFAULT_PLAYERS = 3
# Third-person verbs whose plain form is not the verb less its -s or -es.
PLAIN_VERB = {"is": "are", "has": "have", "was": "were", "does": "do", "goes": "go"}


def upper_first(text: str) -> str:
    """`text` starting a sentence: its first letter a capital, the rest as written
    (str.capitalize would turn "Bot Ada" into "Bot ada")."""
    return text[:1].upper() + text[1:]


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

    def they(self, seat: int) -> str:
        """The seat again, later in the same sentence: "you" or "they"."""
        return "you" if seat == self.human else "they"

    def does(self, seat: int, verb: str) -> str:
        """The seat and a present-tense verb that agree: "seat 2 owns", "you own".

        `verb` is written in the third person, as for "seat 2"; a phrase ("now owns")
        agrees in its last word.
        """
        return f"{self.who(seat)} {self.verb(seat, verb)}"

    def verb(self, seat: int, verb: str) -> str:
        """`verb` (third person, "pays") as the seat's verb: "pays", or "pay" for you."""
        if seat != self.human:
            return verb
        head, _, last = verb.rpartition(" ")
        return f"{head} {plain(last)}" if head else plain(last)

    def title(self, seat: int) -> str:
        """How a table names a seat: "2 greedy bot"."""
        return f"{seat} {self.labels[seat]}"


def plain(verb: str) -> str:
    """The plain form of a third-person verb: "pays" -> "pay", "passes" -> "pass"."""
    if verb in PLAIN_VERB:
        return PLAIN_VERB[verb]
    if verb.endswith("ies"):
        return verb[:-3] + "y"
    if verb.endswith(("sses", "ches", "shes", "xes", "zes")):
        return verb[:-2]
    return verb[:-1] if verb.endswith("s") else verb


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
    for s, spec in seated:
        labels[s] = f"{spec} bot"
    return Lineup(tuple(labels), human, tuple(seated))
