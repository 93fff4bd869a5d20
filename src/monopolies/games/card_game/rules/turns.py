"""Monopoly: The Card Game rules CG-1 … CG-14 (shared/spec/rules/card-game.md).

A turn is one decision to draw or trade, then one decision per card discarded; the turn's
last discard may instead be `go_out` (rulings CG-R2), so a complete hand never shows
itself by a decision that would otherwise not be asked. A hand ends when a player goes
out, when a turn ends with the draw pile empty (CG-13) or at the turn cap; the next hand
is dealt at once, and after the last hand the game is over.

Every event and action names a card by its face (data.FACE_ID, rulings CG-R16): a discard
of a face moves whichever copy of it the hand holds, so nothing that leaves the rules
tells one copy from another.
"""

from __future__ import annotations

from collections.abc import Callable

from monopolies.engine.action import Action
from monopolies.engine.rules import Json, Table
from monopolies.games.card_game import data
from monopolies.games.card_game.rules import dealing, scoring
from monopolies.games.card_game.rules.actions import DISCARD, DRAW, GO_OUT, TRADES
from monopolies.games.card_game.rules.state import DISCARD as DISCARDING
from monopolies.games.card_game.rules.state import OVER, TURN, CardGameState

FACE = data.FACE
FACE_ID = data.FACE_ID
HAND_SIZE = data.HAND_SIZE

WENT_OUT = "went out"
DRAW_PILE = "draw pile empty"
TURN_LIMIT = "turn limit"
ALL_HANDS = "all hands played"
TARGET = "target reached"
ENDINGS = (ALL_HANDS, TARGET)


# Setup and hands (CG-1, 2, 3) ----------------------------------------------------------


def setup(players: int, opts: Json, rig: Json, table: Table) -> CardGameState:
    st = CardGameState(players, opts)
    st.scripts = dealing.scripts(players, rig)
    st.dealer = dealing.first_dealer(players, opts, rig, table)
    _start_hand(st, table)
    return st


def _start_hand(st: CardGameState, table: Table) -> None:
    st.hand_no += 1
    st.hand_turn = 0
    dealing.deal(st, table)
    first = (st.dealer + 1) % st.players
    table.emit(
        {
            "type": "hand",
            "hand": st.hand_no,
            "dealer": st.dealer,
            "first": first,
            "jackpot": st.jackpot,
            "trade_piles": [[FACE_ID[c] for c in p] for p in st.piles],
            "draw_count": len(st.draw),
        }
    )
    _start_turn(st, first, table)


def _start_turn(st: CardGameState, seat: int, table: Table) -> None:
    st.active = seat
    st.turn += 1
    st.hand_turn += 1
    st.phase = TURN
    table.emit({"type": "turn", "seat": seat, "turn": st.turn, "hand": st.hand_no})
    if not st.draw and not _legal_turn(st):
        _need_discards(st, max(0, len(st.hands[seat]) - HAND_SIZE), table)


# Legal actions -------------------------------------------------------------------------


def legal(st: CardGameState) -> list[Action]:
    return LEGAL[st.phase](st)


def _legal_turn(st: CardGameState) -> list[Action]:
    """CG-4 and CG-5: draw while the pile lasts; trade 1 or 2 where both piles hold enough."""
    piles = st.piles
    out = [DRAW] if st.draw else []
    own = len(piles[st.active])
    if own:
        for pile, one, two in TRADES[st.players][st.active]:
            n = len(piles[pile])
            if n:
                out.append(one)
                if n > 1 and own > 1:
                    out.append(two)
    return out


def _legal_discard(st: CardGameState) -> list[Action]:
    """CG-4 and CG-6: any card, one choice per face (rulings CG-R4), in id order; the last
    discard of a turn may go out (CG-8)."""
    hand = st.hands[st.active]
    reps = sorted({FACE_ID[c] for c in hand})
    out = [DISCARD[c] for c in reps]
    if st.to_discard == 1:
        for c in scoring.going_out_discards(hand, reps):  # usually none
            out.append(GO_OUT[c])
    return out


def _legal_over(st: CardGameState) -> list[Action]:
    return []


LEGAL: dict[str, Callable[[CardGameState], list[Action]]] = {
    TURN: _legal_turn,
    DISCARDING: _legal_discard,
    OVER: _legal_over,
}


def to_act(st: CardGameState) -> int | None:
    return None if st.phase == OVER else st.active


# Applying actions ----------------------------------------------------------------------


def _draw(st: CardGameState, a: Action, table: Table) -> None:
    """CG-4: the top card, then at least one discard (more if over the limit, CG-6)."""
    seat = st.active
    hand = st.hands[seat]
    hand.append(st.draw.pop())
    table.emit({"type": "draw", "seat": seat, "draw_count": len(st.draw)})
    over = len(hand) - HAND_SIZE
    _need_discards(st, over if over > 1 else 1, table)


def _trade(st: CardGameState, a: Action, table: Table) -> None:
    """CG-5: take the partner's top cards, give one's own; a dummy's pile gets them on top."""
    seat = st.active
    count, target = a.count, a.get("with")  # "with": a Python keyword, so not `a.with`
    assert isinstance(count, int)
    pile = dealing.pile_index(st.players, target)
    mine, theirs = st.piles[seat], st.piles[pile]
    took = theirs[-count:]
    del theirs[-count:]
    gave = mine[-count:]
    del mine[-count:]
    hand = st.hands[seat]
    hand += took
    known = st.known[seat]
    for c in took:
        known[FACE[c]] += 1
    if pile < st.players:
        st.hands[pile] += gave
        known = st.known[pile]
        for c in gave:
            known[FACE[c]] += 1
    else:
        theirs += gave
    table.emit(
        {
            "type": "trade",
            "seat": seat,
            "with": target,
            "gave": [FACE_ID[c] for c in gave],
            "took": [FACE_ID[c] for c in took],
        }
    )
    _need_discards(st, len(hand) - HAND_SIZE, table)


def _need_discards(st: CardGameState, count: int, table: Table) -> None:
    if count > 0:
        st.to_discard = count
        st.phase = DISCARDING
    else:
        _end_turn(st, table)


def _discard(st: CardGameState, a: Action, table: Table) -> bool:
    """CG-4, CG-6: face up on top of one's own trade pile; True when the turn's discards
    are done."""
    seat = st.active
    card: int = a.card  # a face's representative id
    face = FACE[card]
    st.piles[seat].append(take_face(st.hands[seat], card))
    known = st.known[seat]
    if known[face]:
        known[face] -= 1
    table.emit({"type": "discard", "seat": seat, "card": card})
    st.to_discard -= 1
    return st.to_discard == 0


def take_face(cards: list[int], card: int) -> int:
    """Remove a card of `card`'s face from `cards` and return it. Any copy will do (they
    are alike to every seat): `card` itself if held (a property is its face's only card),
    else the last copy listed."""
    if card in cards:
        cards.remove(card)
        return card
    face = FACE[card]
    for i in range(len(cards) - 1, -1, -1):
        if FACE[cards[i]] == face:
            return cards.pop(i)
    raise ValueError(f"no card of face {face} in {cards}")


def _discard_action(st: CardGameState, a: Action, table: Table) -> None:
    if _discard(st, a, table):
        _end_turn(st, table)


def _go_out(st: CardGameState, a: Action, table: Table) -> None:
    """CG-8: the last discard, then the hand is laid down and the hand ends."""
    _discard(st, a, table)
    table.emit({"type": "go_out", "seat": st.active})
    _end_hand(st, st.active, WENT_OUT, table)


def _end_turn(st: CardGameState, table: Table) -> None:
    """CG-13: a turn that ends with the draw pile empty (or at the cap) ends the hand.
    (No event: the next `turn` or `hand_over` shows that the turn ended.)"""
    if not st.draw:
        _end_hand(st, None, DRAW_PILE, table)
    elif st.hand_turn >= st.opts["max_turns_per_hand"]:
        _end_hand(st, None, TURN_LIMIT, table)
    else:
        _start_turn(st, (st.active + 1) % st.players, table)


# The end of a hand and of the game (CG-10, 11, 12, 14) ---------------------------------


def _end_hand(st: CardGameState, out: int | None, reason: str, table: Table) -> None:
    """Everyone lays down and is scored, starting with the player who went out (or the
    hand's first player) and going left; then the jackpot; then the next hand or the end."""
    start = out if out is not None else (st.dealer + 1) % st.players
    order = [(start + k) % st.players for k in range(st.players)]
    table.emit({"type": "hand_over", "hand": st.hand_no, "reason": reason, "went_out": out})
    records, winner = scoring.score_hand(st.hands, out, order, st.jackpot, st.values)
    free_parking = [0] * st.players
    for record in records:
        st.scores[record["seat"]] += record["amount"]
        free_parking[record["seat"]] = record["free_parking"]
        table.emit(record)
    jackpot = {"type": "jackpot", "seat": winner, "amount": st.jackpot, "counts": free_parking}
    if winner is None:
        st.jackpot += st.values.jackpot
    else:
        st.scores[winner] += st.jackpot
        st.jackpot = st.values.jackpot
    table.emit({**jackpot, "next": st.jackpot})
    table.emit({"type": "scores", "hand": st.hand_no, "scores": list(st.scores)})
    target = st.opts["target"]
    if target and max(st.scores) >= target:
        _game_over(st, TARGET, table)
    elif st.hand_no >= st.opts["hands"]:
        _game_over(st, ALL_HANDS, table)
    else:
        st.dealer = (st.dealer + 1) % st.players
        _start_hand(st, table)


def winners(st: CardGameState) -> list[int]:
    """CG-14: the most money; equal totals share the win."""
    top = max(st.scores)
    return [s for s in range(st.players) if st.scores[s] == top]


def _game_over(st: CardGameState, reason: str, table: Table) -> None:
    st.phase = OVER
    st.reason = reason
    table.emit(
        {"type": "game_over", "winners": winners(st), "scores": list(st.scores), "reason": reason}
    )


def result(st: CardGameState) -> Json:
    return {"winners": winners(st), "scores": list(st.scores), "reason": st.reason}


APPLY: dict[str, Callable[[CardGameState, Action, Table], None]] = {
    "draw": _draw,
    "trade": _trade,
    "discard": _discard_action,
    "go_out": _go_out,
}
