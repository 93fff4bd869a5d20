"""Deal's guided first game (`monopolies learn deal`, docs/learn.md).

Two players; the opponent goes first. The learner meets, once each: the draw and the three
plays of a turn (DEAL-2, DEAL-4), banking (DEAL-5), laying properties and a full set
(DEAL-6, DEAL-8), Just Say No (DEAL-15), paying from the table and not the hand (DEAL-16),
rent (DEAL-9), no change given, Debt Collector (DEAL-11), properties received (DEAL-17);
the outro names the hand limit and how to win (DEAL-19, DEAL-20).

Card ids in the rig are physical cards; in moves a card is named by the first card of its
kind (the learner's 2M is card 46, banked as 45).
"""

from __future__ import annotations

from monopolies.learn import Lesson, Step

OPPONENT = 1

LESSON = Lesson(
    game="deal",
    rig={
        "first": OPPONENT,
        "hands": {
            # Mediterranean Ave, Baltic Ave, Rent (brown/light blue), 2M, Just Say No
            0: [0, 1, 93, 46, 71],
            # 3M, Park Place, It's My Birthday, Debt Collector, Atlantic Ave
            1: [50, 20, 83, 80, 14],
        },
        # the opponent draws 2M and Ventnor Ave, the learner 1M and Oriental Ave, the
        # opponent Marvin Gardens and St. Charles Pl, the learner Vermont Ave and a
        # Debt Collector
        "deck": [45, 15, 39, 2, 16, 5, 3, 81],
    },
    intro=(
        "Monopoly Deal, step by step. You play one opponent; the first to lay 3 full "
        "property sets of different colours wins. At each of your moves this box says what "
        "to do and why, and checks the move you choose. Your opponent goes first."
    ),
    steps=(
        Step({"kind": "bank", "card": 50}, seat=OPPONENT),
        Step({"kind": "lay", "card": 20}, seat=OPPONENT),
        Step({"kind": "end_turn"}, seat=OPPONENT),
        Step(
            {"kind": "bank", "card": 45},
            "Your turn. It began with you drawing 2 cards (5 when your hand is empty), and "
            "now you may make up to 3 plays. First bank your 2M: money in your bank pays "
            "what others charge you, and cards in your hand never can.",
            "bank your 2M first: bank a card, and choose the 2M.",
        ),
        Step(
            {"kind": "lay", "card": 0},
            "Second play: lay Mediterranean Ave. Properties go on the table in sets of "
            "their colour, and 3 full sets of different colours win the game.",
            "lay Mediterranean Ave as brown.",
        ),
        Step(
            {"kind": "lay", "card": 1},
            "Third play: lay Baltic Ave on your brown set. Brown needs 2 cards, so this is "
            "your first full set. After 3 plays your turn ends by itself.",
            "lay Baltic Ave on your brown set.",
        ),
        Step({"kind": "debt_collector", "target": 0}, seat=OPPONENT),
        Step(
            {"kind": "just_say_no"},
            "Your opponent played Debt Collector: you would owe them 5M. You hold Just Say "
            "No, which cancels an action card played against you, and costs no play. Say "
            "no.",
            "play Just Say No; accepting would cost you 5M.",
        ),
        Step({"kind": "accept"}, seat=OPPONENT),
        Step({"kind": "birthday"}, seat=OPPONENT),
        Step(
            {"kind": "accept"},
            "Now It's My Birthday: everyone pays the player 2M. You have no Just Say No "
            "left, so accept it.",
            "accept: you have no Just Say No left.",
        ),
        Step(
            {"kind": "pay", "card": 45},
            "Pay 2M. You pay with what is on the table in front of you, your bank and your "
            "properties, never with your hand, one card at a time. Pay with money when you "
            "can: paying a brown card would break your full set.",
            "pay with the 2M in your bank, and keep your brown set whole.",
        ),
        Step({"kind": "lay", "card": 14}, seat=OPPONENT),
        Step(
            {"kind": "rent", "card": 93, "color": "brown"},
            "Your turn again. Play your Rent card on your brown set: it shows brown and "
            "light blue, and charges every other player the rent of your set of one of "
            "those colours. A full brown set's rent is 2M.",
            'play the Rent card on your brown set ("Charge rent on brown").',
        ),
        Step({"kind": "accept"}, seat=OPPONENT),
        Step({"kind": "pay"}, seat=OPPONENT),
        Step(
            {"kind": "debt_collector", "target": 1},
            "Your opponent paid 3M for 2M of rent: no change is given. Now play Debt "
            "Collector: the player you choose owes you 5M. With too little money they must "
            "pay with properties.",
            "play Debt Collector on your opponent.",
        ),
        Step({"kind": "accept"}, seat=OPPONENT),
        Step({"kind": "pay", "card": 20}, seat=OPPONENT),
        Step({"kind": "pay", "card": 14}, seat=OPPONENT),
        Step(
            {"kind": "lay", "card": 2},
            "They paid you with Park Place and Atlantic Ave: properties paid to you join "
            "your sets. Last play of the lesson: lay Oriental Ave, a start on light blue "
            "(3 cards make it full).",
            "lay Oriental Ave as light blue.",
        ),
    ),
    outro=(
        "You're on your own now, against the easy bot. Remember: each turn draw 2, then "
        "make up to 3 plays; bank money to pay with; at the end of a turn keep at most 7 "
        "cards in hand (you discard the rest); win with 3 full sets of different colours. "
        "Every other card says what it does in its move; the rules are under Help."
    ),
)
