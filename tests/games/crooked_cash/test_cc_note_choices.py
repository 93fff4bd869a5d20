"""The note choices of a payment read from the hand's counts (`notes.kinds`, `notes.lowest`)
must name exactly the notes a scan of the hand would (`notes.choices`, rulings E-2), the
interned `pay_note` lists must offer one note of each of them, and the greedy bot's
remembered note choices must be the ones it would make afresh."""

from __future__ import annotations

import pytest

import monopolies as mp
from monopolies.bots import SeatView, make_bot
from monopolies.games.crooked_cash.bot import pay_note_choice
from monopolies.games.crooked_cash.rules.notes import PaymentFrame, choices, kinds, lowest

KNOWN = {0: {}, 1: {"known": "real"}, 2: {"known": "fake"}}


@pytest.mark.parametrize("see_fakes", [False, True])
def test_counts_give_the_choices_a_scan_of_the_hand_gives(see_fakes: bool) -> None:
    checked = known_checked = paid = 0
    for seed in range(3):
        g = mp.new_game(
            "crooked-cash", players=4, seed=seed, options={"owners_see_fakes": see_fakes}
        )
        bots = [make_bot("greedy", "crooked-cash", seed * 10 + s) for s in range(4)]
        while not g.over:
            st = g.state
            for seat in range(4):
                scan = choices(st, seat, st.hands[seat])
                assert kinds(st, seat) == sorted(scan)
                for (value, cls), note in scan.items():
                    assert lowest(st, seat, value, cls) == note
                checked += 1
                known_checked += bool(st.known[seat])
            seat = g.to_act
            assert seat is not None
            choice = bots[seat].choose(SeatView(g, seat))
            legal = g.legal_actions()
            top = st.stack[-1]
            if isinstance(top, PaymentFrame) and legal[0].kind == "pay_note":
                owed = top.owed - sum(st.values[n] for n in top.notes)
                assert [a.to_json() for a in legal] == [
                    {"kind": "pay_note", **KNOWN[cls], "owed": owed, "value": value}
                    for value, cls in sorted(choices(st, seat, st.hands[seat]))
                ]
            if choice.kind == "pay_note":
                assert choice is pay_note_choice(legal)
                paid += 1
            g.act(choice)
    assert checked > 1000 and known_checked > 0 and paid > 100
