"""How sentences name the people at a table: "you", "Ben", "Ben's", "seat 2".

Bots are named by seat as the browser names them ("Ben", `monopolies.seat_names`), so
sentences say "Ben pays you 5M" and tables "Ben (greedy)"; a seat without a name is
"seat 2". Who sits where comes from the front end: the terminal's command line
(`terminal.seating`), a room's seats, a replay's labels (`from_labels`).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from monopolies.seat_names import seat_name

HUMAN_LABEL = "you"
BOT_SUFFIX = " bot"  # the end of every bot seat's label ("greedy bot")
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
