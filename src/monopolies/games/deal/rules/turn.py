"""A turn from its start to its end, and the end of the game (DEAL-2, DEAL-3, DEAL-4,
DEAL-19, DEAL-20, DEAL-21; rulings D-8, D-10, D-11).

A turn starts by tidying what others' turns broke in the player's collection (rulings
D-16) and checking for a win (D-8), then draws 2, or 5 with an empty hand (DEAL-2); an
empty draw pile is refilled from the discard pile (DEAL-3). The plays are in `plays`.
Ending the turn (DEAL-4) first discards down to 7 (DEAL-19), then passes to the left; the
game ends with three full sets of different colours (DEAL-20) or at the turn limit
(DEAL-21). Also here, for every rule that takes a card from a hand: a card is named by its
face and identical cards are one choice (rulings E-2, D-17), and what the others knew of
the hand is updated.
"""

from __future__ import annotations

from monopolies.engine.action import Action, make
from monopolies.engine.rules import Json, Table
from monopolies.games.deal import data
from monopolies.games.deal.rules.actions import as_int, describer
from monopolies.games.deal.rules.sets import full_colours, tidy_all
from monopolies.games.deal.rules.state import DISCARD, OVER, PLAY, DealState

TURN_LIMIT = "turn limit"
THREE_SETS = "three full sets"
ENDINGS = (TURN_LIMIT, THREE_SETS)


# Cards in hand (DEAL-2, DEAL-3; rulings E-2, D-17, D-19) -------------------------------


def draw(st: DealState, seat: int, count: int, table: Table) -> None:
    """DEAL-2/3: draw from the top, reshuffling the discard pile when the pile runs out.

    A reshuffle is public: everyone saw the discard pile, so everyone knows the faces of
    the new draw pile; each seat remembers the faces it draws from it since (rulings D-19).
    A card one seat put under the pile (DEAL-19) is known to that seat in the drawer's
    hand from then on (rulings D-10)."""
    got = 0
    hand = st.hands[seat]
    face = data.FACE
    for _ in range(count):
        if not st.draw:
            if not st.discard:
                break
            st.draw, st.discard = st.discard, []
            table.rng.shuffle(st.draw)
            st.reshuffled = sorted(face[c] for c in st.draw)
            st.drawn = [()] * st.players
            table.emit({"type": "reshuffle", "cards": len(st.draw)})
        card = st.draw.pop()
        hand.append(card)
        got += 1
        under = False
        for s in range(st.players):
            if card in st.known_bottom[s]:
                under = True
                st.known_bottom[s].discard(card)
                if s != seat:
                    faces = st.known_hand[s].setdefault(seat, {})
                    faces[face[card]] = faces.get(face[card], 0) + 1
        if st.reshuffled and not under:
            st.drawn[seat] += (face[card],)
    table.emit({"type": "draw", "seat": seat, "count": got, "draw_count": len(st.draw)})


def from_hand(st: DealState, seat: int, card: int) -> int:
    """Take a card of face `card` out of a hand and return the copy taken (the first the
    hand holds). Which copy is unobservable (rulings D-17), and so is whether it was one
    another seat knew of: every seat that knew the hand to hold that face knows of one
    fewer."""
    hand = st.hands[seat]
    face = data.FACE
    for i in range(len(hand)):
        if face[hand[i]] == card:
            copy = hand.pop(i)
            break
    else:
        raise ValueError(f"seat {seat} holds no card {card}")
    for known in st.known_hand:
        if known:
            _forget_one(known, seat, card)
    return copy


def _forget_one(known: dict[int, dict[int, int]], seat: int, card: int) -> None:
    """One card of face `card` fewer known in `seat`'s hand (none kept at zero)."""
    faces = known.get(seat)
    if faces is None or card not in faces:
        return
    if faces[card] > 1:
        faces[card] -= 1
        return
    del faces[card]
    if not faces:
        del known[seat]


def one_of_each(cards: list[int]) -> list[int]:
    """The faces among `cards`, once each, in order: identical cards make identical
    choices (rulings E-2, D-17). For a hand or a bank."""
    face = data.FACE
    return sorted({face[c] for c in cards})


def first_copies(cards: list[int]) -> list[int]:
    """The first copy of each face among `cards`, in the order of their faces."""
    face = data.FACE
    first: dict[int, int] = {}
    for c in cards:
        first.setdefault(face[c], c)
    return [first[f] for f in sorted(first)]


# The turn (DEAL-2, DEAL-4, DEAL-19) ----------------------------------------------------


def start_turn(st: DealState, seat: int, table: Table) -> None:
    """Rulings D-16 and D-8: tidy the collection and check for a win before drawing."""
    st.active = seat
    st.turn += 1
    st.plays_left = data.PLAYS_PER_TURN
    st.moves_left = st.opts["max_rearrangements"]
    st.phase = PLAY
    table.emit({"type": "turn", "seat": seat, "turn": st.turn})
    tidy_all(st, seat, table)
    if check_win(st, table):
        return
    draw(st, seat, data.DRAW_NORMAL if st.hands[seat] else data.DRAW_EMPTY_HAND, table)


def end_turn(st: DealState, a: Action, table: Table) -> None:
    """DEAL-4, DEAL-19: a hand over the limit is discarded down first."""
    if len(st.hands[st.active]) > data.HAND_LIMIT:
        st.phase = DISCARD
        return
    _finish_turn(st, table)


def _finish_turn(st: DealState, table: Table) -> None:
    """DEAL-1, DEAL-21: play passes to the left, unless that was the last turn (D-11)."""
    table.emit({"type": "end_turn", "seat": st.active})
    if st.turn >= st.opts["max_turns"]:
        _game_over(st, None, TURN_LIMIT, table)
        return
    start_turn(st, (st.active + 1) % st.players, table)


def legal_discard(st: DealState) -> list[Action]:
    d = describer(st.names)
    return [make("discard", d, (("card", f),)) for f in one_of_each(st.hands[st.active])]


def discard(st: DealState, a: Action, table: Table) -> None:
    """DEAL-19: down to 7, to the bottom of the draw pile (or the discard pile by option);
    rulings D-10: face down, remembered by the discarding seat."""
    seat = st.active
    card = from_hand(st, seat, as_int(a.card))
    if st.opts["excess_to"] == "discard":
        st.discard.append(card)
        table.emit({"type": "discard", "seat": seat, "card": data.FACE[card], "to": "discard"})
    else:
        st.draw.insert(0, card)
        st.known_bottom[seat].add(card)
        table.emit({"type": "discard", "seat": seat, "to": "draw_bottom"})
    if len(st.hands[seat]) <= data.HAND_LIMIT:
        _finish_turn(st, table)


# The end (DEAL-20, DEAL-21) ------------------------------------------------------------


def check_win(st: DealState, table: Table) -> bool:
    """DEAL-20: the active player wins the moment it holds; others only by option."""
    if st.phase == OVER:
        return True
    order = [st.active]
    if st.opts["win_any_time"]:
        order += [(st.active + k) % st.players for k in range(1, st.players)]
    for seat in order:
        if len(full_colours(st, seat)) >= data.SETS_TO_WIN:
            _game_over(st, seat, THREE_SETS, table)
            return True
    return False


def _game_over(st: DealState, winner: int | None, reason: str, table: Table) -> None:
    st.phase = OVER
    st.winner = winner
    st.reason = reason
    st.pending = None
    table.emit(
        {"type": "game_over", "winners": [] if winner is None else [winner], "reason": reason}
    )


def result(st: DealState) -> Json:
    """The winner, if any; each seat's score is its count of full colours."""
    return {
        "winners": [] if st.winner is None else [st.winner],
        "scores": [len(full_colours(st, s)) for s in range(st.players)],
        "reason": st.reason,
    }
