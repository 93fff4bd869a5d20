"""Menu entries as two-step choices: the card or move first, then the one thing that varies.

A turn can offer dozens of moves that differ in one parameter (which colour a wild moves
to, whose property a Sly Deal takes, which note pays). Each legal action gets a `Step`
from its game's words (`GameWords.steps`, by action kind): the first step it shares with
its siblings (`choice`), what sets it apart (`option`), the consequence of a costly move
(`warning`) and the card of the seat's own it uses (`card`). Entries sharing a menu group
and a choice collapse into one chooser, in the terminal (`terminal.menu`) and in the
browser (`words.table.menu`, the menu contract).

Pure: reads only the acting seat's observation and the action's JSON form, so nothing
here can show what the seat may not know.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any

from monopolies.words.people import Lineup

Json = dict[str, Any]

MAX_OPTIONS = 12  # a chooser with more options splits by its `split` (the target seat)


@dataclass(frozen=True)
class Step:
    """How one legal action sits in a two-step menu (every field optional).

    `split` is a finer `choice` for when a chooser would be too long ("Sly Deal" becomes
    "Sly Deal on seat 2"). `text`, where set, says the move
    more fully than the edition's describer can without the table ("Move Property
    Wildcard (any colour) from your yellow set to brown"): menus read it instead.
    `amount` is the number an option stands for where a chooser may be answered by typing
    it (a bid), and `quick` whether the option is also offered as a line or button of its
    own (the quick raises); the others are reached by typing.
    """

    choice: str | None = None
    option: str | None = None
    warning: str | None = None
    card: int | None = None
    split: str | None = None
    text: str | None = None
    amount: int | None = None
    quick: bool = True

    def fields(self) -> Json:
        """The menu-contract fields that are set (`choice` only with its `option`)."""
        out: Json = {}
        if self.choice is not None and self.option is not None:
            out["choice"] = self.choice
            out["option"] = self.option
        if self.warning is not None:
            out["warning"] = self.warning
        if self.card is not None:
            out["card"] = self.card
        if self.amount is not None:
            out["amount"] = self.amount
            out["quick"] = self.quick
        return out


Describe = Callable[[Json, Json, Lineup], Step]


def steps(
    table: Mapping[str, Describe], actions: Sequence[Json], groups: Sequence[str], obs: Json
) -> list[Step]:
    """One Step per action (JSON forms, in order) by the game's `table` of steps by action
    kind, choosers of one option made plain."""
    lineup = Lineup(tuple("" for _ in obs["players"]), obs["seat"])
    raw = [_step(table, a, obs, lineup) for a in actions]
    return settle(raw, groups)


def _step(table: Mapping[str, Describe], action: Json, obs: Json, lineup: Lineup) -> Step:
    describe = table.get(action["kind"])
    return describe(action, obs, lineup) if describe else Step()


def settle(raw: Sequence[Step], groups: Sequence[str]) -> list[Step]:
    """Split choosers longer than MAX_OPTIONS by their `split`, and drop the choice of a
    chooser with a single option (it is then one plain line)."""

    def key(i: int, s: Step) -> tuple[str, str | None]:
        return (groups[i], s.choice)

    sized = Counter(key(i, s) for i, s in enumerate(raw))
    split = [
        replace(s, choice=s.split) if s.choice and s.split and sized[key(i, s)] > MAX_OPTIONS else s
        for i, s in enumerate(raw)
    ]
    sized = Counter(key(i, s) for i, s in enumerate(split))
    return [
        s
        if s.choice and sized[key(i, s)] > 1
        else replace(s, choice=None, option=None, amount=None, quick=True)
        for i, s in enumerate(split)
    ]
