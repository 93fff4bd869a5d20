"""Cheaters Edition state: the board's with plain cash, plus the three decks, the face-up
Cheat cards, the secret record of cheats, and the end game.

Decks keep their top at the END; the `*_hidden` counts say how many cards on top are
still in the order of the first shuffle (nobody has seen where they are); cards put back
go to the bottom, where everyone saw them go, but a face-down card discarded or returned
unseen (`buried`) is known only to the one who put it there.

`records` is the secret part: one `CheatRecord` per cheat attempted and not yet settled,
of its card's own class (`cheat_cards`) with named fields for what the cheat changed. The
cheat window before each turn settles every record of the period that is closing
(`period` counts windows).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

from monopolies.engine.action import Action
from monopolies.engine.rules import Table
from monopolies.games.board.rules.cash import CashState
from monopolies.games.board.rules.edition import Edition
from monopolies.games.board.rules.state import (
    BANK,
    Record,
    as_bool,
    as_bools,
    as_int,
    as_ints,
    as_list,
)
from monopolies.games.cheaters import data
from monopolies.games.cheaters.rules.actions import CheatActions


@dataclass(eq=False)
class CheatRecord(Record):
    """One cheat: `seat` cheated with `card` in `period`. Each Cheat card's records are a
    subclass with named fields for what the cheat changed (`cheat_cards`: a Pickpocket's
    `victim` and `taken`, a Trick Dice's `spaces_added`, ...); these are the hooks the
    rules call on any of them, each reading those fields."""

    seat: int
    card: int
    period: int

    def cheat(self) -> data.Cheat:
        """The card: its name, moment and numbers."""
        return data.cheat(self.card)

    @staticmethod
    def aims(st: CHState, seat: int, f: Any, acts: CheatActions) -> list[Action]:
        """The cheats with this card `seat` may make now, from the deciding frame `f` (the
        class its card's moment has: the turn, `Moved`, `CheatersRent`, `Drawn`), made by
        `acts`. By default the card alone, at any of its moments."""
        return [acts.plain()]

    def do(self, st: CHState, f: Any, a: Action) -> None:
        """Cheat as `a` says from the deciding frame `f` (the class its card's moment
        has), noting here what changed. No event: the table shows what it shows."""

    def undo(self, st: CHState, table: Table) -> None:
        """Put back what the cheat changed and is still there, besides cash (the penalty
        hands cash back) and Jail (rulings CH-R5)."""

    def drop(self, st: CHState) -> None:
        """Forget a cheat that has yet to act (a resample drops another seat's cheats)."""

    def wronged(self) -> int:
        """Whom the cheat hurt, paid the fine if it is caught (BANK: the bank)."""
        return BANK

    def gained(self) -> int:
        """What the cheat gained the cheater, in money: handed back if it was cash
        (`data.Cheat.repays`), and what a fine that grows with the gain counts."""
        return 0

    def details(self) -> list[int]:
        """What a caught or revealed cheat's event shows (`details`): whom it hurt, what
        it gained, then up to two numbers of what it changed (0: none)."""
        return [self.wronged(), self.gained(), 0, 0]


@dataclass(eq=False)
class LastRent(Record):
    """The last rent paid (public), for Squatter's Rule: `owner` (-1: none yet) was paid
    `amount`. Replaced by the next one, never changed, so clones share it."""

    owner: int = -1
    amount: int = 0


class CHState(CashState):
    edition: ClassVar[Edition[Any]]
    # The record class of each Cheat card, by card id - CHEAT_BASE: what a save's records
    # are read back as (set by `cheat_cards`, which defines them, as edition.py sets
    # `edition`).
    record_classes: ClassVar[tuple[type[CheatRecord], ...]]

    __slots__ = (
        "buried",
        "callable",
        "chance_deck",
        "chance_hidden",
        "cheat_deck",
        "cheat_hidden",
        "cheat_used",
        "chest_deck",
        "chest_hidden",
        "ending",
        "face_up",
        "half_rent",
        "hidden_cash",
        "home",
        "last_rent",
        "period",
        "records",
    )

    def __init__(self, players: int = 0, opts: dict[str, Any] | None = None) -> None:
        if opts is None:
            return
        super().__init__(players, opts, data.LAYOUT.size, data.HOTELS, data.START_CASH)
        self.chance_deck: list[int] = []
        self.chance_hidden = 0
        self.chest_deck: list[int] = []
        self.chest_hidden = 0
        # By card id: the seat that put this face-down card under its deck unseen (the
        # only one who knows it is there), -1 for every other card.
        self.buried = [-1] * len(data.CARDS)
        self.cheat_deck: list[int] = []
        self.cheat_hidden = 0
        self.face_up = [-1] * data.FACE_UP
        # Cheat cards that may be named in the coming window: the period's face-up row.
        self.callable: list[int] = []
        self.records: list[CheatRecord] = []
        self.period = 0
        # The player deciding now has cheated at this decision (one cheat per decision).
        self.cheat_used = False
        self.half_rent = [False] * players
        self.last_rent = LastRent()
        self.ending = False
        self.home = [False] * players
        # Secret: how far each cash differs from what the public events account for
        # (the sum of the cash effects of unsettled cheats); public: cash minus this.
        self.hidden_cash = [0] * players

    def clone(self) -> Any:
        new = super().clone()
        new.chance_deck = self.chance_deck[:]
        new.chance_hidden = self.chance_hidden
        new.chest_deck = self.chest_deck[:]
        new.chest_hidden = self.chest_hidden
        new.buried = self.buried[:]
        new.cheat_deck = self.cheat_deck[:]
        new.cheat_hidden = self.cheat_hidden
        new.face_up = self.face_up[:]
        new.callable = self.callable[:]
        new.records = [r.copy() for r in self.records]
        new.period = self.period
        new.cheat_used = self.cheat_used
        new.half_rent = self.half_rent[:]
        new.last_rent = self.last_rent
        new.ending = self.ending
        new.home = self.home[:]
        new.hidden_cash = self.hidden_cash[:]
        return new

    def dump(self) -> dict[str, Any]:
        return {
            **super().dump(),
            "chance_deck": list(self.chance_deck),
            "chance_hidden": self.chance_hidden,
            "chest_deck": list(self.chest_deck),
            "chest_hidden": self.chest_hidden,
            "buried": list(self.buried),
            "cheat_deck": list(self.cheat_deck),
            "cheat_hidden": self.cheat_hidden,
            "face_up": list(self.face_up),
            "callable": list(self.callable),
            "records": [r.dump() for r in self.records],
            "period": self.period,
            "cheat_used": self.cheat_used,
            "half_rent": list(self.half_rent),
            "last_rent": self.last_rent.dump(),
            "ending": self.ending,
            "home": list(self.home),
            "hidden_cash": list(self.hidden_cash),
        }

    def load(self, d: dict[str, Any]) -> None:
        super().load(d)
        n = self.players
        self.chance_deck = as_ints(d["chance_deck"])
        self.chance_hidden = as_int(d["chance_hidden"])
        self.chest_deck = as_ints(d["chest_deck"])
        self.chest_hidden = as_int(d["chest_hidden"])
        self.buried = as_ints(d["buried"], len(data.CARDS))
        self.cheat_deck = as_ints(d["cheat_deck"])
        self.cheat_hidden = as_int(d["cheat_hidden"])
        self.face_up = as_ints(d["face_up"], data.FACE_UP)
        self.callable = as_ints(d["callable"])
        self.records = [self.restore_record(r) for r in as_list(d["records"])]
        self.period = as_int(d["period"])
        self.cheat_used = as_bool(d["cheat_used"])
        self.half_rent = as_bools(d["half_rent"], n)
        self.last_rent = LastRent.restore(d["last_rent"])
        self.ending = as_bool(d["ending"])
        self.home = as_bools(d["home"], n)
        self.hidden_cash = as_ints(d["hidden_cash"], n)

    def restore_record(self, d: Any) -> CheatRecord:
        """The record a save holds, as its card's class (a damaged one raises)."""
        card = d.get("card") if isinstance(d, dict) else None
        if not isinstance(card, int) or not 0 <= card - data.CHEAT_BASE < len(data.CHEATS):
            raise ValueError(f"a cheat record names no Cheat card: {d!r}")
        rec: CheatRecord = self.record_classes[card - data.CHEAT_BASE].restore(d)
        return rec
