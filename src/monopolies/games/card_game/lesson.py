"""The Card Game's guided first game (`monopolies learn card-game`, docs/learn.md).

Two players, so two dummy trade piles (CG-1); the learner goes first. The learner meets,
once each: drawing and discarding (CG-4), public trade piles (CG-7), trading with a pile
(CG-5), the 10-card hand (CG-6), a complete hand and going out (CG-8), scoring and the Free
Parking jackpot (CG-10 to CG-12); the outro names Go To Jail, wilds and the four hands
(CG-9, CG-11, CG-14).
"""

from __future__ import annotations

from monopolies.learn import Lesson, Step

OPPONENT = 1

LESSON = Lesson(
    game="card-game",
    rig={
        "first": 0,
        "hands": {
            # brown x2, light blue x2 (Oriental, Vermont), Reading and Pennsylvania
            # Railroad, GO, Free Parking, a House, Pacific Avenue
            0: [0, 1, 2, 3, 22, 23, 45, 51, 28, 17],
            1: [8, 11, 14, 18, 20, 26, 39, 46, 32, 9],
        },
        # top LAST: dummy pile 1 shows Connecticut Avenue
        "trade_piles": {0: [10, 12], 1: [13, 15], "dummy-1": [16, 4], "dummy-2": [19, 21]},
        # the learner draws Virginia Avenue, the opponent B. & O. Railroad
        "deck": [7, 24],
    },
    intro=(
        "Monopoly: The Card Game, step by step. You play one opponent over four hands: in "
        "each, make your 10 cards into complete colour groups, then go out to score. Two "
        "extra face-up trade piles (the dummy piles) sit at the empty seats. At each of your "
        "moves this box says what to do and why, and checks the move you choose. You go "
        "first."
    ),
    steps=(
        Step(
            {"kind": "draw"},
            "Each turn you either draw or trade. Draw now: take the top card of the draw "
            "pile. Then you discard one card, so your hand is back to 10.",
            "draw a card this time.",
        ),
        Step(
            {"kind": "discard", "card": 7},
            "You drew Virginia Avenue, a pink, and you hold no other pink. Discard it onto "
            "your trade pile, face up: every trade pile is public.",
            "discard Virginia Avenue: it fits none of your groups.",
        ),
        Step({"kind": "draw"}, seat=OPPONENT),
        Step({"kind": "discard", "card": 24}, seat=OPPONENT),
        Step(
            {"kind": "trade", "with": "dummy-1", "count": 1},
            "Your turn again. Dummy pile 1 shows Connecticut Avenue on top: your third light "
            "blue. Trade 1 card with dummy pile 1: you give the top card of your trade pile "
            "and take the top card of theirs.",
            "trade 1 card with dummy pile 1, to take Connecticut Avenue.",
        ),
        Step(
            {"kind": "go_out", "card": 17},
            "You hold 11 cards, and a turn ends with at most 10. Without Pacific Avenue your "
            "hand is complete: brown, light blue, 2 railroads (2 to 4 make a group), a "
            "House, GO and Free Parking. Discard Pacific Avenue and go out: you score your "
            "groups, the House and the GO, and the most Free Parking cards take the jackpot.",
            "discard Pacific Avenue and go out.",
        ),
    ),
    outro=(
        "You're on your own now, against the easy bot: three more hands, and the most money "
        "after four wins. Remember: draw or trade each turn; end it with 10 cards; go out "
        "only when every property is in a complete group; Go To Jail in your hand scores "
        "nothing unless you also hold Get Out Of Jail Free; a wild stands for any card. "
        "The rules are under Help."
    ),
)
