"""What the greedy bot reads from its legal actions instead of its observation must agree
with the observation: a trade being composed is the one `offer_trade` states (nothing in
it while `offer_trade` is not offered)."""

from __future__ import annotations

import monopolies as mp
from monopolies.bots import SeatView, make_bot


def test_offer_trade_states_the_trade_being_composed() -> None:
    composing = 0
    for seed in range(4):
        g = mp.new_game("crooked-cash", players=4, seed=seed)
        bots = [make_bot("greedy", "crooked-cash", seed * 10 + s) for s in range(4)]
        while not g.over:
            seat = g.to_act
            assert seat is not None
            view = SeatView(g, seat)
            pending = view.observation["pending"]
            if pending["kind"] == "trade" and not pending["offered"]:
                offer = next((a for a in view.legal if a.kind == "offer_trade"), None)
                if offer is None:
                    assert (pending["get"], pending["cash"]) == ([], 0)
                else:
                    assert (list(offer.get("get")), offer.cash) == (
                        pending["get"],
                        pending["cash"],
                    )
                composing += 1
            g.act(bots[seat].choose(view))
    assert composing > 20
