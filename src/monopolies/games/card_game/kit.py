"""card_game's registration: its rules and its part in every front end."""

from __future__ import annotations

from monopolies.games.card_game.rules import RULES
from monopolies.games.registry import GameKit, Golden

KIT = GameKit(
    rules=RULES,
    words="monopolies.games.card_game.words:WORDS",
    console="monopolies.games.card_game.console:CONSOLE",
    encoder="monopolies.games.card_game.encode:encoder",
    greedy="monopolies.games.card_game.bot:CardGameGreedy",
    search="monopolies.games.card_game.search:GUIDE",
    sim_extras="monopolies.games.card_game.measures:MEASURES",
    moments=frozenset({"scores"}),  # the end of a hand: every laid-down hand and its score
    stand_in_never=frozenset({"trade"}),
    web_view="card_game",
    lesson="monopolies.games.card_game.lesson:LESSON",
    goldens=(
        Golden("card-game-3p-seed1", 3, 1, {"max_turns_per_hand": 25}),
        Golden("card-game-2p-seed4", 2, 4, {"hands": 2, "first_player": "random"}),
        Golden("card-game-2p-seed3-greedy", 2, 3, {"hands": 2}, greedy=True),
    ),
)
