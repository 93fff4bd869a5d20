"""Monopoly: The Card Game state: plain mutable data with a hand-written fast `clone`.

Piles are lists with the top at the END: `draw[-1]` is drawn next and `piles[p][-1]` is
the top of trade pile `p`. There are always four trade piles (CG-1): pile `s` belongs to
seat `s`, and piles `players .. 3` are the dummies at the empty seats ("dummy-1" first).
"""

from __future__ import annotations

from typing import Any

from monopolies.games.card_game import data
from monopolies.games.card_game.rules.scoring import Values, values_for

TURN, DISCARD, OVER = "turn", "discard", "over"
PHASES = (TURN, DISCARD, OVER)

# A rigged deal for one hand: (hands by seat, trade piles by pile, draw pile top first).
Script = tuple[dict[int, list[int]], dict[int, list[int]], list[int]]


class CardGameState:
    __slots__ = (
        "active",
        "dealer",
        "draw",
        "hand_no",
        "hand_turn",
        "hands",
        "jackpot",
        "known",
        "opts",
        "phase",
        "piles",
        "players",
        "reason",
        "scores",
        "scripts",
        "to_discard",
        "turn",
        "values",
    )

    def __init__(self, players: int = 0, opts: dict[str, Any] | None = None) -> None:
        """A new game; with no `opts`, an empty shell for `clone` to fill (a compiled class
        cannot be allocated without running `__init__`)."""
        if opts is None:
            return
        self.players = players
        self.opts = opts
        self.values: Values = values_for(opts["values"])
        self.hands: list[list[int]] = [[] for _ in range(players)]
        self.piles: list[list[int]] = [[] for _ in range(data.PILES)]
        self.draw: list[int] = []
        # What every seat saw go into each hand by a trade (CG-7): known[seat][face] is
        # how many cards of that face the seat holds for sure. Any card of the face it
        # discards may have been one of them, so each discard of the face takes one off.
        self.known: list[list[int]] = [[0] * data.NUM_FACES for _ in range(players)]
        self.dealer = players - 1
        self.active = 0
        self.phase = TURN
        self.to_discard = 0
        self.hand_no = 0
        self.turn = 0
        self.hand_turn = 0
        self.scores = [0] * players
        self.jackpot = self.values.jackpot
        self.reason = ""
        self.scripts: list[Script] = []

    def clone(self) -> CardGameState:
        new = CardGameState()
        new.players = self.players
        new.opts = self.opts
        new.values = self.values
        new.hands = [h[:] for h in self.hands]
        new.piles = [p[:] for p in self.piles]
        new.draw = self.draw[:]
        new.known = [k[:] for k in self.known]
        new.dealer = self.dealer
        new.active = self.active
        new.phase = self.phase
        new.to_discard = self.to_discard
        new.hand_no = self.hand_no
        new.turn = self.turn
        new.hand_turn = self.hand_turn
        new.scores = self.scores[:]
        new.jackpot = self.jackpot
        new.reason = self.reason
        new.scripts = self.scripts  # never mutated, only replaced
        return new

    def dump(self) -> dict[str, Any]:
        return {
            "hands": [list(h) for h in self.hands],
            "piles": [list(p) for p in self.piles],
            "draw": list(self.draw),
            "known": [[s, f, n] for s, k in enumerate(self.known) for f, n in enumerate(k) if n],
            "dealer": self.dealer,
            "active": self.active,
            "phase": self.phase,
            "to_discard": self.to_discard,
            "hand_no": self.hand_no,
            "turn": self.turn,
            "hand_turn": self.hand_turn,
            "scores": list(self.scores),
            "jackpot": self.jackpot,
            "reason": self.reason,
            "scripts": [_dump_script(s) for s in self.scripts],
        }

    @classmethod
    def restore(cls, d: dict[str, Any], players: int, opts: dict[str, Any]) -> CardGameState:
        st = cls(players, opts)
        st.hands = _int_lists(d["hands"], players)
        st.piles = _int_lists(d["piles"], data.PILES)
        st.draw = [_int(c) for c in d["draw"]]
        for seat, face, n in d["known"]:
            if not (0 <= _int(seat) < players and 0 <= _int(face) < data.NUM_FACES):
                raise ValueError(f"no seat {seat} or face {face} to know of")
            st.known[seat][face] = _int(n)
        st.dealer = _int(d["dealer"])
        st.active = _int(d["active"])
        st.phase = str(d["phase"])
        st.to_discard = _int(d["to_discard"])
        st.hand_no = _int(d["hand_no"])
        st.turn = _int(d["turn"])
        st.hand_turn = _int(d["hand_turn"])
        st.scores = [_int(x) for x in d["scores"]]
        if len(st.scores) != players:
            raise ValueError(f"expected {players} scores, got {len(st.scores)}")
        st.jackpot = _int(d["jackpot"])
        st.reason = str(d["reason"])
        st.scripts = [_restore_script(s) for s in d["scripts"]]
        return st


def _int(value: Any) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise TypeError(f"expected a whole number, got {value!r}")
    return value


def _int_lists(rows: Any, count: int) -> list[list[int]]:
    if not isinstance(rows, list) or len(rows) != count:
        raise ValueError(f"expected {count} lists")
    return [[_int(c) for c in row] for row in rows]


def _dump_script(script: Script) -> list[Any]:
    hands, piles, deck = script
    return [
        [[s, list(h)] for s, h in sorted(hands.items())],
        [[p, list(c)] for p, c in sorted(piles.items())],
        list(deck),
    ]


def _restore_script(d: Any) -> Script:
    hands, piles, deck = d
    return (
        {_int(s): [_int(c) for c in h] for s, h in hands},
        {_int(p): [_int(c) for c in cs] for p, cs in piles},
        [_int(c) for c in deck],
    )
