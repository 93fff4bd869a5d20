"""cheaters's registration: its rules and its part in every front end."""

from __future__ import annotations

from monopolies.games.cheaters.rules import RULES
from monopolies.games.registry import GameKit, Golden

KIT = GameKit(
    rules=RULES,
    words="monopolies.games.cheaters.words:WORDS",
    console="monopolies.games.cheaters.console:CONSOLE",
    encoder="monopolies.games.board.encode:encoder",
    greedy="monopolies.games.cheaters.bot:CheatersGreedy",
    search="monopolies.games.cheaters.search:GUIDE",
    sim_extras="monopolies.games.cheaters.measures:MEASURES",
    stand_in_never=frozenset(
        {
            "cheat",
            "call_cheat",
            "propose_trade",
            "trade_with",
            "accept_trade",
        }
    ),
    web_view="cheaters",
    lesson="monopolies.games.cheaters.lesson:LESSON",
    goldens=(
        Golden("cheaters-2p-seed3", 2, 3, {"max_rounds": 20}),
        Golden(
            "cheaters-4p-seed2-us-ultimate",
            4,
            2,
            {"names": "us", "ultimate": True, "max_rounds": 8},
        ),
        Golden("cheaters-3p-seed4-greedy", 3, 4, {"max_rounds": 12}, greedy=True),
    ),
)
