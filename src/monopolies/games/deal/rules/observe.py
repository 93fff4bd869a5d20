"""What one seat of a Deal game may know (DEAL-22): its hand, the table, public counts.

Every card is named by its face (`data.FACE`, rulings D-17): copies of one card are alike,
and the id of a copy would tell which copies remain where. A seat's own hand is a sorted
list of faces that may repeat one."""

from __future__ import annotations

from monopolies.engine.rules import Json
from monopolies.games.deal import data
from monopolies.games.deal.rules.resolve import responder
from monopolies.games.deal.rules.sets import full_colours, is_full, rent_of
from monopolies.games.deal.rules.state import PAY, RESPOND, DealState, PropertySet


def faces(cards: list[int]) -> list[int]:
    """The faces of `cards`, in their order."""
    face = data.FACE
    return [face[c] for c in cards]


def face_of(card: int | None) -> int | None:
    return None if card is None else data.FACE[card]


def _set_view(s: PropertySet) -> Json:
    return {
        "id": s.id,
        "color": s.colour,
        "cards": faces(s.cards),
        "house": face_of(s.house),
        "hotel": face_of(s.hotel),
        "full": is_full(s),
        "rent": rent_of(s),
    }


def _pending_view(st: DealState) -> Json | None:
    pend = st.pending
    if pend is None:
        return None
    view: Json = {
        "kind": pend.kind,
        "actor": pend.actor,
        "targets": list(pend.targets),
        "amount": pend.amount,
        "paid": pend.paid,
        "just_say_no": pend.jsn,
    }
    if pend.kind == "rent":
        view["color"] = pend.colour
    if pend.kind in ("sly_deal", "forced_deal"):
        view["take"] = data.FACE[pend.take]
    if pend.kind == "forced_deal":
        view["give"] = None if pend.give < 0 else data.FACE[pend.give]
    if pend.kind == "deal_breaker":
        view["set"] = pend.set_id
    if st.phase == RESPOND:
        view["responder"] = responder(st)
    if st.phase == PAY:
        view["payer"] = pend.targets[0]
    return view


def observe(st: DealState, seat: int | None) -> Json:
    view: Json = {
        "names": st.names,
        "phase": st.phase,
        "active": st.active,
        "plays_left": st.plays_left,
        "rearrangements_left": st.moves_left,
        "draw_count": len(st.draw),
        "discard": faces(st.discard),
        "pending": _pending_view(st),
        "players": [
            {
                "seat": p,
                "hand_count": len(st.hands[p]),
                "bank": faces(st.bank[p]),
                "bank_total": sum(data.CARDS[c].value for c in st.bank[p]),
                "sets": [_set_view(s) for s in st.sets[p]],
                "full_sets": len(full_colours(st, p)),
            }
            for p in range(st.players)
        ],
    }
    if seat is not None:
        view["hand"] = sorted(faces(st.hands[seat]))
        view["known"] = {
            "under_draw_pile": sorted(faces(list(st.known_bottom[seat]))),
            "in_hands": {
                str(holder): sorted(f for f, n in held.items() for _ in range(n))
                for holder, held in sorted(st.known_hand[seat].items())
            },
        }
    return view
