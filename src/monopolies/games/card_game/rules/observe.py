"""What one seat may know (CG-7): its own hand, every trade pile in order, public counts,
the money, the cards every seat saw go into another hand by a trade, and the house rules'
replaced card values (`values`, usually empty: data.VALUES applies).

Every card is named by its face (data.FACE_ID, rulings CG-R16), so a list may hold the same
id twice: two GO cards are [45, 45] whichever copies they are."""

from __future__ import annotations

from monopolies.engine.rules import Json
from monopolies.games.card_game import data
from monopolies.games.card_game.rules import scoring
from monopolies.games.card_game.rules.dealing import pile_name
from monopolies.games.card_game.rules.state import DISCARD, CardGameState

FACE_ID = data.FACE_ID
FACE_CARD_ID = tuple(c.id for c in data.FACE_CARD)


def faces(cards: list[int]) -> list[int]:
    """Cards as every seat names them, in the same order."""
    return [FACE_ID[c] for c in cards]


def known_cards(counts: list[int]) -> list[int]:
    """The cards every seat knows a hand holds (`CardGameState.known`), in face order."""
    out: list[int] = []
    for face, n in enumerate(counts):
        if n:
            out += [FACE_CARD_ID[face]] * n
    return out


def observe(st: CardGameState, seat: int | None) -> Json:
    view: Json = {
        "phase": st.phase,
        "active": st.active,
        "dealer": st.dealer,
        "hand_number": st.hand_no,
        "hands_to_play": st.opts["hands"],
        "hand_turn": st.hand_turn,
        "discards_left": st.to_discard if st.phase == DISCARD else 0,
        "draw_count": len(st.draw),
        "jackpot": st.jackpot,
        "values": dict(st.opts["values"]),
        "dummies": [
            {"name": pile_name(st.players, p), "trade_pile": faces(st.piles[p])}
            for p in range(st.players, data.PILES)
        ],
        "players": [
            {
                "seat": p,
                "hand_count": len(st.hands[p]),
                "trade_pile": faces(st.piles[p]),
                "score": st.scores[p],
                "known_in_hand": known_cards(st.known[p]),
            }
            for p in range(st.players)
        ],
    }
    if seat is not None:
        hand = st.hands[seat]
        view["hand"] = sorted(faces(hand))
        view["hand_worth"] = {
            "going_out": (
                scoring.best_value(hand, True, st.values) if len(hand) == data.HAND_SIZE else None
            ),
            "laid_down": scoring.best_value(hand, False, st.values) or 0,
        }
    return view
