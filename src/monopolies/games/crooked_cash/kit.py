"""crooked_cash's registration: its rules and its part in every front end."""

from __future__ import annotations

from monopolies.games.crooked_cash.rules import RULES
from monopolies.games.registry import GameKit, Golden

KIT = GameKit(
    rules=RULES,
    words="monopolies.games.crooked_cash.words:WORDS",
    console="monopolies.games.crooked_cash.console:CONSOLE",
    encoder="monopolies.games.board.encode:encoder",
    greedy="monopolies.games.crooked_cash.bot:CrookedCashGreedy",
    search="monopolies.games.crooked_cash.search:GUIDE",
    sim_extras="monopolies.games.crooked_cash.measures:MEASURES",
    stand_in_never=frozenset(
        {
            "propose_trade",
            "trade_with",
            "accept_trade",
            "decode_note",
            "decode_card",
        }
    ),
    web_view="crooked_cash",
    lesson="monopolies.games.crooked_cash.lesson:LESSON",
    goldens=(
        Golden("crooked-cash-2p-seed5", 2, 5, {"owners_see_fakes": True, "max_rounds": 25}),
        Golden("crooked-cash-4p-seed1-uk", 4, 1, {"names": "uk", "max_rounds": 12}),
        Golden("crooked-cash-3p-seed2-greedy", 3, 2, {"max_rounds": 10}, greedy=True),
    ),
)
