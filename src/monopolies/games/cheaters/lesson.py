"""Cheaters Edition's guided first game (`monopolies learn cheaters`, docs/learn.md).

Two players; the learner goes first. The learner meets, once each: a cheat from the
face-up five and getting away with it (CH-15, CH-17), the roll and buying (CH-2, CH-4),
the window for calling "Cheat!" (CH-16), asking for rent (CH-5), and spotting a cheat from
the table alone and calling it (CH-15, CH-16); the outro names Free Parking, stations and
the end (CH-7, CH-8, CH-18).

The opponent's cheat is secret (no public event tells it): the words point only at what
the learner's seat sees, the log's "paid" against their own cash.
"""

from __future__ import annotations

from monopolies.learn import Lesson, Step

OPPONENT = 1

LESSON = Lesson(
    game="cheaters",
    rig={
        "first": 0,
        # the learner lands on The Angel Islington, then the opponent does
        "dice": [(2, 3), (1, 4)],
        # face up: Bank Heist, Short Changed, Free Stay, Pickpocket, Price Gouging; then
        # Identity Theft (after Bank Heist), Trick Dice (after Free Stay) and the rest:
        # the whole deck, so the moves offered never depend on the shuffle
        "cheat": [33, 38, 43, 40, 46, 37, 42, 32, 34, 35, 36, 39, 41, 44, 45],
    },
    intro=(
        "Cheaters Edition, step by step. You play one opponent around the board: buy "
        "properties, collect rent, and cheat, if you dare, with the five face-up Cheat "
        "cards; a cheat who is caught pays a penalty. At each of your moves this box says "
        "what to do and why, and checks the move you choose. You go first."
    ),
    steps=(
        Step(
            {"kind": "cheat", "card": 33},
            "Here cheating is part of the game, if you are not caught. Each face-up Cheat "
            "card is one cheat. Before you roll, try Bank Heist: take M100 from the bank. "
            "Nobody is told; the others see only the table.",
            "cheat with Bank Heist (take M100 from the bank) before you roll.",
        ),
        Step({"kind": "roll"}, "Now roll the dice and move.", "roll the dice."),
        Step(
            {"kind": "buy"},
            "You landed on The Angel Islington, which nobody owns: buy it for M100. "
            "(Declining puts it up for auction.)",
            "buy The Angel Islington.",
        ),
        Step({"kind": "no_call"}, seat=OPPONENT),
        Step(
            {"kind": "no_call"},
            'Before the next roll anyone may call "Cheat!" on a player, naming a face-up '
            "Cheat card. Your opponent did not call you. A wrong call costs the caller "
            "M100, and your opponent did nothing yet: do not call.",
            'do not call "Cheat!" now: your opponent has done nothing suspicious.',
        ),
        Step({"kind": "roll"}, seat=OPPONENT),
        Step({"kind": "land"}, seat=OPPONENT),
        Step(
            {"kind": "ask_rent"},
            "Your Bank Heist got away: at the next roll an uncaught cheat is told, and pays "
            "a reward. Now your opponent is on your property. Rent is owed only if you ask "
            "for it: ask for the M50.",
            "ask for the rent; if you do not, nothing is owed.",
        ),
        Step({"kind": "cheat", "card": 43}, seat=OPPONENT),
        Step(
            {"kind": "call_cheat", "accused": 1, "card": 43},
            "The log says your opponent paid the M50, but look at your cash on the table: "
            "it did not go up. Skipping a rent you were asked for is the Free Stay cheat. "
            'Call "Cheat!" on your opponent, naming Free Stay: if you are right, they pay '
            "the penalty.",
            'call "Cheat!" on your opponent, naming Free Stay.',
        ),
        Step({"kind": "no_call"}, seat=OPPONENT),
    ),
    outro=(
        "You're on your own now, against the easy bot. Remember: a cheat can only be made "
        "at the moment its card names; watch the table for the others' cheats; a right "
        'call of "Cheat!" makes the cheat pay, a wrong one costs M100; ask for rent or '
        "lose it; Free Parking draws a card; a station moves you on. Once every property "
        "is bought, everyone plays on to GO; then each collects rent once per property, "
        "and the most cash wins. The rules are under Help."
    ),
)
