"""deal's registration: its rules and its part in every front end."""

from __future__ import annotations

from monopolies.games.deal.rules import RULES
from monopolies.games.registry import GameKit, Golden

KIT = GameKit(
    rules=RULES,
    words="monopolies.games.deal.words:WORDS",
    console="monopolies.games.deal.console:CONSOLE",
    encoder="monopolies.games.deal.encode:encoder",
    greedy="monopolies.games.deal.bot:DealGreedy",
    search="monopolies.games.deal.search:GUIDE",
    sim_extras="monopolies.games.deal.measures:MEASURES",
    web_view="deal",
    lesson="monopolies.games.deal.lesson:LESSON",
    goldens=(
        Golden("deal-2p-seed1", 2, 1),
        Golden("deal-4p-seed7-uk", 4, 7, {"names": "uk", "jsn_counts_as_play": True}),
        Golden("deal-3p-seed2-greedy", 3, 2, greedy=True),
    ),
)
