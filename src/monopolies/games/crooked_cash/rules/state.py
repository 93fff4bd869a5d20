"""Crooked Cash state: the board's, plus notes, fake flags, what each seat knows, decoder
chips and the two card decks.

Every note and card has one id (see data). Notes are in a hand, in a bank pile (one per
denomination, top at the END, paid-in notes go under at index 0), or on the table in an
open payment frame. `fake` is the truth for every id; `known[seat]` lists the notes in
that seat's hand whose truth it has learned; `public` lists the Chance cards whose truth
everyone can tell: both copies of a pair once one is decoded, until both are back in the
deck (rulings CC-R7). Decks keep their top at the END; the `*_hidden` counts say how
many cards on top are still in the order of the first shuffle (nobody has seen where
they are); cards put back go to the bottom, where everyone saw them go.
"""

from __future__ import annotations

from typing import Any, ClassVar

from monopolies.games.board.rules.edition import Edition
from monopolies.games.board.rules.state import BoardState, as_int, as_ints, as_list
from monopolies.games.crooked_cash import data


class CCState(BoardState):
    edition: ClassVar[Edition[Any]]

    __slots__ = (
        "cash",
        "caught",
        "chance_deck",
        "chance_hidden",
        "chest_deck",
        "chest_hidden",
        "chips",
        "counts",
        "face_up",
        "fake",
        "hands",
        "known",
        "piles",
        "public",
        "values",
    )

    def __init__(self, players: int = 0, opts: dict[str, Any] | None = None) -> None:
        if opts is None:
            return
        super().__init__(players, opts, data.LAYOUT.size, data.HOTELS)
        # Face value by id (0 for cards); notes the bank issued are appended. Shared by
        # clones: changed only by replacing the list.
        self.values = data.note_values(opts["notes_per_denomination"])
        self.fake = [False] * len(self.values)
        self.hands: list[list[int]] = [[] for _ in range(players)]
        # Derived from `hands` (kept in step by notes.to_hand / from_hand, never saved):
        # face value and notes per printed value of each hand.
        self.cash = [0] * players
        self.counts = [[0] * len(data.DENOMINATIONS) for _ in range(players)]
        self.piles: list[list[int]] = [[] for _ in data.DENOMINATIONS]
        self.known: list[set[int]] = [set() for _ in range(players)]
        self.public: set[int] = set()
        self.chips = [data.CHIPS] * players
        self.caught = [0] * players
        self.face_up = [-1] * data.FACE_UP
        self.chance_deck: list[int] = []
        self.chance_hidden = 0
        self.chest_deck: list[int] = []
        self.chest_hidden = 0

    def clone(self) -> Any:
        new = super().clone()
        new.values = self.values
        new.fake = self.fake
        new.hands = [h[:] for h in self.hands]
        new.cash = self.cash[:]
        new.counts = [c[:] for c in self.counts]
        new.piles = [p[:] for p in self.piles]
        new.known = [set(k) for k in self.known]
        new.public = set(self.public)
        new.chips = self.chips[:]
        new.caught = self.caught[:]
        new.face_up = self.face_up[:]
        new.chance_deck = self.chance_deck[:]
        new.chance_hidden = self.chance_hidden
        new.chest_deck = self.chest_deck[:]
        new.chest_hidden = self.chest_hidden
        return new

    def dump(self) -> dict[str, Any]:
        base = len(data.note_values(self.opts["notes_per_denomination"]))
        return {
            **super().dump(),
            "issued": self.values[base:],
            "fakes": [i for i, f in enumerate(self.fake) if f],
            "hands": [list(h) for h in self.hands],
            "piles": [list(p) for p in self.piles],
            "known": [sorted(k) for k in self.known],
            "public": sorted(self.public),
            "chips": list(self.chips),
            "caught": list(self.caught),
            "face_up": list(self.face_up),
            "chance_deck": list(self.chance_deck),
            "chance_hidden": self.chance_hidden,
            "chest_deck": list(self.chest_deck),
            "chest_hidden": self.chest_hidden,
        }

    def load(self, d: dict[str, Any]) -> None:
        super().load(d)
        n = self.players
        issued = as_ints(d["issued"])
        if any(v not in data.DENOMINATIONS for v in issued):
            raise ValueError("issued notes must be of a printed denomination")
        self.values = self.values + issued
        self.fake = [False] * len(self.values)
        for i in as_ints(d["fakes"]):
            self.fake[i] = True
        self.hands = [as_ints(h) for h in as_list(d["hands"], n)]
        self.cash = [sum(self.values[x] for x in h) for h in self.hands]
        pile = {v: i for i, v in enumerate(data.DENOMINATIONS)}
        self.counts = [[0] * len(data.DENOMINATIONS) for _ in range(n)]
        for seat, hand in enumerate(self.hands):
            for note in hand:
                self.counts[seat][pile[self.values[note]]] += 1
        self.piles = [as_ints(p) for p in as_list(d["piles"], len(data.DENOMINATIONS))]
        self.known = [set(as_ints(k)) for k in as_list(d["known"], n)]
        self.public = set(as_ints(d["public"]))
        self.chips = as_ints(d["chips"], n)
        self.caught = as_ints(d["caught"], n)
        self.face_up = as_ints(d["face_up"], data.FACE_UP)
        self.chance_deck = as_ints(d["chance_deck"])
        self.chance_hidden = as_int(d["chance_hidden"])
        self.chest_deck = as_ints(d["chest_deck"])
        self.chest_hidden = as_int(d["chest_hidden"])
