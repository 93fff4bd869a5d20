"""Monopoly Deal state: plain mutable data with a hand-written fast `clone` for search.

Piles are lists with the top at the END (`draw[-1]` is drawn next). A player's collection
is a list of `PropertySet`s; on its owner's turn the rules keep it canonical: per colour,
any number of full sets and at most one unfinished set (see `sets.tidy`). What other
players' turns break waits, as it lies, for the owner's turn (rulings D-16).
"""

from __future__ import annotations

from typing import Any

PLAY, GIVE, RESPOND, PAY, DISCARD, OVER = "play", "give", "respond", "pay", "discard", "over"
PHASES = (PLAY, GIVE, RESPOND, PAY, DISCARD, OVER)


class PropertySet:
    __slots__ = ("cards", "colour", "hotel", "house", "id")

    def __init__(
        self,
        id: int,
        colour: str,
        cards: list[int],
        house: int | None = None,
        hotel: int | None = None,
    ) -> None:
        self.id = id
        self.colour = colour
        self.cards = cards
        self.house = house
        self.hotel = hotel

    def copy(self) -> PropertySet:
        return PropertySet(self.id, self.colour, self.cards[:], self.house, self.hotel)

    def dump(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "colour": self.colour,
            "cards": list(self.cards),
            "house": self.house,
            "hotel": self.hotel,
        }

    @classmethod
    def restore(cls, d: dict[str, Any]) -> PropertySet:
        house, hotel = d["house"], d["hotel"]
        if not isinstance(d["id"], int) or not isinstance(d["colour"], str):
            raise TypeError("set id must be an int and colour a string")
        return cls(
            d["id"],
            d["colour"],
            [int(c) for c in d["cards"]],
            None if house is None else int(house),
            None if hotel is None else int(hotel),
        )


class Pending:
    """An action card being resolved: who played it, whom it still hits, and how far.

    `kind` is the action card (rent, debt_collector, birthday, sly_deal, forced_deal,
    deal_breaker); `colour` is the rent's colour; -1 marks a card or set not chosen.
    """

    __slots__ = (
        "actor",
        "amount",
        "colour",
        "give",
        "jsn",
        "kind",
        "paid",
        "set_id",
        "take",
        "targets",
    )

    def __init__(
        self,
        kind: str,
        actor: int,
        targets: list[int],
        amount: int = 0,
        take: int = -1,
        give: int = -1,
        set_id: int = -1,
        jsn: int = 0,
        paid: int = 0,
        colour: str = "",
    ) -> None:
        self.kind = kind
        self.actor = actor
        self.targets = targets
        self.amount = amount
        self.take = take
        self.give = give
        self.set_id = set_id
        self.jsn = jsn
        self.paid = paid
        self.colour = colour

    def copy(self) -> Pending:
        return Pending(
            self.kind,
            self.actor,
            self.targets[:],
            self.amount,
            self.take,
            self.give,
            self.set_id,
            self.jsn,
            self.paid,
            self.colour,
        )

    def dump(self) -> dict[str, Any]:
        return {
            "actor": self.actor,
            "amount": self.amount,
            "colour": self.colour,
            "give": self.give,
            "jsn": self.jsn,
            "kind": self.kind,
            "paid": self.paid,
            "set_id": self.set_id,
            "take": self.take,
            "targets": list(self.targets),
        }

    @classmethod
    def restore(cls, d: dict[str, Any]) -> Pending:
        return cls(
            str(d["kind"]),
            int(d["actor"]),
            [int(t) for t in d["targets"]],
            int(d["amount"]),
            int(d["take"]),
            int(d["give"]),
            int(d["set_id"]),
            int(d["jsn"]),
            int(d["paid"]),
            str(d["colour"]),
        )


class DealState:
    __slots__ = (
        "active",
        "bank",
        "decks",
        "discard",
        "draw",
        "drawn",
        "hands",
        "known_bottom",
        "known_hand",
        "moves_left",
        "names",
        "next_set_id",
        "opts",
        "pending",
        "phase",
        "players",
        "plays_left",
        "reason",
        "reshuffled",
        "sets",
        "turn",
        "winner",
    )

    def __init__(
        self, players: int = 0, decks: int = 0, opts: dict[str, Any] | None = None
    ) -> None:
        """A new game; with no `opts`, an empty shell for `clone` to fill (a compiled class
        cannot be allocated without running `__init__`)."""
        if opts is None:
            return
        self.players = players
        self.decks = decks
        self.opts = opts
        self.names = opts["names"]
        self.hands: list[list[int]] = [[] for _ in range(players)]
        self.bank: list[list[int]] = [[] for _ in range(players)]
        self.sets: list[list[PropertySet]] = [[] for _ in range(players)]
        self.draw: list[int] = []
        self.discard: list[int] = []
        self.active = 0
        self.turn = 0
        self.plays_left = 0
        self.moves_left = 0
        self.phase = PLAY
        self.pending: Pending | None = None
        self.winner: int | None = None
        self.reason = ""
        self.next_set_id = 0
        # What each seat knows of hidden cards: the cards it put under the draw pile that
        # are still there (these very cards: nothing moves them until they are drawn), and
        # by face how many cards of each face it knows another player to hold at least
        # (knower -> holder -> face -> count; rulings D-17).
        self.known_bottom: list[set[int]] = [set() for _ in range(players)]
        self.known_hand: list[dict[int, dict[int, int]]] = [{} for _ in range(players)]
        # What the last reshuffle made public (DEAL-3, rulings D-19): the faces of the
        # discard pile that became the draw pile (empty before any), and by seat the faces
        # it has drawn from that pile since (each seat knows its own).
        self.reshuffled: list[int] = []
        self.drawn: list[tuple[int, ...]] = [()] * players

    def clone(self) -> DealState:
        new = DealState()
        new.players = self.players
        new.decks = self.decks
        new.opts = self.opts
        new.names = self.names
        new.hands = [h[:] for h in self.hands]
        new.bank = [b[:] for b in self.bank]
        new.sets = [[s.copy() for s in mine] for mine in self.sets]
        new.draw = self.draw[:]
        new.discard = self.discard[:]
        new.active = self.active
        new.turn = self.turn
        new.plays_left = self.plays_left
        new.moves_left = self.moves_left
        new.phase = self.phase
        new.pending = None if self.pending is None else self.pending.copy()
        new.winner = self.winner
        new.reason = self.reason
        new.next_set_id = self.next_set_id
        new.known_bottom = [set(k) for k in self.known_bottom]
        new.known_hand = [
            {p: dict(faces) for p, faces in k.items()} if k else {} for k in self.known_hand
        ]
        new.reshuffled = self.reshuffled  # replaced at a reshuffle, never changed in place
        new.drawn = self.drawn[:]  # tuples: replaced, never changed in place
        return new

    def dump(self) -> dict[str, Any]:
        return {
            "decks": self.decks,
            "hands": [list(h) for h in self.hands],
            "bank": [list(b) for b in self.bank],
            "sets": [[s.dump() for s in mine] for mine in self.sets],
            "draw": list(self.draw),
            "discard": list(self.discard),
            "active": self.active,
            "turn": self.turn,
            "plays_left": self.plays_left,
            "moves_left": self.moves_left,
            "phase": self.phase,
            "pending": None if self.pending is None else self.pending.dump(),
            "winner": self.winner,
            "reason": self.reason,
            "next_set_id": self.next_set_id,
            "known_bottom": [sorted(k) for k in self.known_bottom],
            "known_hand": [
                [[p, f, n] for p, faces in sorted(k.items()) for f, n in sorted(faces.items())]
                for k in self.known_hand
            ],
            "reshuffled": list(self.reshuffled),
            "drawn": [list(d) for d in self.drawn],
        }

    @classmethod
    def restore(cls, d: dict[str, Any], players: int, opts: dict[str, Any]) -> DealState:
        st = cls(players, int(d["decks"]), opts)
        st.hands = _int_lists(d["hands"], players)
        st.bank = _int_lists(d["bank"], players)
        if len(d["sets"]) != players:
            raise ValueError("one list of sets per player expected")
        st.sets = [[PropertySet.restore(s) for s in mine] for mine in d["sets"]]
        st.draw = [int(c) for c in d["draw"]]
        st.discard = [int(c) for c in d["discard"]]
        st.active = int(d["active"])
        st.turn = int(d["turn"])
        st.plays_left = int(d["plays_left"])
        st.moves_left = int(d["moves_left"])
        st.phase = str(d["phase"])
        st.pending = None if d["pending"] is None else Pending.restore(d["pending"])
        st.winner = None if d["winner"] is None else int(d["winner"])
        st.reason = str(d["reason"])
        st.next_set_id = int(d["next_set_id"])
        st.known_bottom = [{int(c) for c in k} for k in d["known_bottom"]]
        st.known_hand = [{} for _ in d["known_hand"]]
        for known, rows in zip(st.known_hand, d["known_hand"], strict=True):
            for p, f, n in rows:
                known.setdefault(int(p), {})[int(f)] = int(n)
        st.reshuffled = [int(f) for f in d["reshuffled"]]
        st.drawn = [tuple(int(f) for f in faces) for faces in d["drawn"]]
        if any(len(k) != players for k in (st.known_bottom, st.known_hand, st.drawn)):
            raise ValueError("one knowledge record per player expected")
        return st


def _int_lists(rows: list[list[Any]], players: int) -> list[list[int]]:
    if len(rows) != players:
        raise ValueError(f"expected {players} rows, got {len(rows)}")
    return [[int(c) for c in row] for row in rows]
