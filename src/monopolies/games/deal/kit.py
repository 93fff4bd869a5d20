"""deal's registration: its rules and its part in every front end."""

from __future__ import annotations

from monopolies.games.deal.rules import RULES
from monopolies.games.registry import GameKit, Golden

KIT = GameKit(
    rules=RULES,
    words="monopolies.games.deal.words:WORDS",
    console="monopolies.games.deal.console:CONSOLE",
    encoder="monopolies.rl.encode:encode_deal",
    greedy="monopolies.games.deal.bot:DealGreedy",
    strength="monopolies.bots.evaluate:deal_strength",
    sim_extras="monopolies.sim.extras:DEAL",
    web_view="deal",
    goldens=(
        Golden("deal-2p-seed1", 2, 1),
        Golden("deal-4p-seed7-uk", 4, 7, {"names": "uk", "jsn_counts_as_play": True}),
        Golden("deal-3p-seed2-greedy", 3, 2, greedy=True),
    ),
)
