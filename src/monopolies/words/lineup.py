"""Who sits where: the human's seat (if any), the bots' specs, and how seats are named.

Bots are named by seat as the browser names them ("Ben", `monopolies.seat_names`), so
sentences say "Ben pays you 5M" and tables "Ben (greedy)"; a seat without a name is
"seat 2".

The `--bots` list is split on commas, but a bot spec may itself hold commas
(`greedy:a=1,b=2`), so a piece that is only `key=value` belongs to the spec before it.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass

from monopolies.engine.errors import BadOptions
from monopolies.seat_names import seat_name

HUMAN_LABEL = "you"
BOT_SUFFIX = " bot"  # the end of every bot seat's label ("greedy bot")
DEFAULT_BOT = "greedy"
DEFAULT_PLAYERS = 3
# Third-person verbs whose plain form is not the verb less its -s or -es.
PLAIN_VERB = {"is": "are", "has": "have", "was": "were", "does": "do", "goes": "go"}
# A seat by number, as the engine's describers write it: "seat 2", "Seat 2", "seat 2's".
SEAT_NUMBER = re.compile(r"\b([Ss])eat (\d+)('s)?\b")


def upper_first(text: str) -> str:
    """`text` starting a sentence: its first letter a capital, the rest as written
    (str.capitalize would turn "Bot Ada" into "Bot ada")."""
    return text[:1].upper() + text[1:]


@dataclass(frozen=True)
class Lineup:
    """Every seat's label and name, and which seat (if any) is the person at the keyboard.

    `labels` say what plays a seat ("you", "greedy bot"); `names` (by seat, "" for none)
    are what sentences call the seats that are not you.
    """

    labels: tuple[str, ...]
    human: int | None = None
    bots: tuple[tuple[int, str], ...] = ()
    names: tuple[str, ...] = ()

    @property
    def players(self) -> int:
        return len(self.labels)

    def name(self, seat: int) -> str:
        """The seat's name, or "" if it has none."""
        return self.names[seat] if seat < len(self.names) else ""

    def who(self, seat: int) -> str:
        """How a sentence names a seat: "you", "Ben", or "seat 2" if it has no name."""
        if seat == self.human:
            return "you"
        return self.name(seat) or f"seat {seat}"

    def whose(self, seat: int) -> str:
        return "your" if seat == self.human else f"{self.who(seat)}'s"

    def they(self, seat: int) -> str:
        """The seat again, later in the same sentence: "you" or "they"."""
        return "you" if seat == self.human else "they"

    def does(self, seat: int, verb: str) -> str:
        """The seat and a present-tense verb that agree: "Ben owns", "you own".

        `verb` is written in the third person, as for "Ben"; a phrase ("now owns")
        agrees in its last word.
        """
        return f"{self.who(seat)} {self.verb(seat, verb)}"

    def verb(self, seat: int, verb: str) -> str:
        """`verb` (third person, "pays") as the seat's verb: "pays", or "pay" for you."""
        if seat != self.human:
            return verb
        head, _, last = verb.rpartition(" ")
        return f"{head} {plain(last)}" if head else plain(last)

    def named(self, text: str) -> str:
        """`text` with every seat number said as a sentence says that seat ("seat 2's" ->
        "Ben's"): the engine's describers ("Debt Collector: seat 2 pays you 5M") and the
        editions' card aims know seats only by number."""

        def say(found: re.Match[str]) -> str:
            seat = int(found[2])
            said = self.whose(seat) if found[3] else self.who(seat)
            return upper_first(said) if found[1] == "S" else said

        return SEAT_NUMBER.sub(say, text)

    def title(self, seat: int) -> str:
        """How a table names a seat, as narrow as the old "2 greedy bot": "You",
        "Ben (greedy)" (the bot's level or spec), or "2 greedy bot" without a name."""
        return self._called(seat, self.labels[seat].removesuffix(BOT_SUFFIX))

    def introduce(self, seat: int) -> str:
        """How a list of the players names a seat: "You", "Ben (greedy bot)"."""
        return self._called(seat, self.labels[seat])

    def seating(self) -> str:
        """Where everyone sits: "You in seat 0, Ben (greedy bot) in seat 1"."""
        return ", ".join(f"{self.introduce(s)} in seat {s}" for s in range(self.players))

    def _called(self, seat: int, label: str) -> str:
        if seat == self.human:
            return upper_first(HUMAN_LABEL)
        name = self.name(seat)
        if not name:
            return f"{seat} {self.labels[seat]}"
        return f"{name} ({label})" if label and label != name else name


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
    names = [""] * players
    for s, spec in seated:
        labels[s] = f"{spec}{BOT_SUFFIX}"
        names[s] = seat_name(s)
    return Lineup(tuple(labels), human, tuple(seated), tuple(names))


def from_labels(labels: list[str]) -> Lineup:
    """The lineup of a replay, from its labels: the seat labelled "you" is the person
    (the replay is theirs), a bot seat ("greedy bot") gets its seat's name, and any other
    label is a name already (a room's "Ann" or "Bot Ada (hard)")."""
    human = labels.index(HUMAN_LABEL) if HUMAN_LABEL in labels else None
    names = [
        "" if s == human else seat_name(s) if label.endswith(BOT_SUFFIX) else label
        for s, label in enumerate(labels)
    ]
    return Lineup(tuple(labels), human, (), tuple(names))
