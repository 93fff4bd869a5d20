"""Crooked Cash's guided first game (`monopolies learn crooked-cash`, docs/learn.md).

Two players; the learner goes first. The learner meets, once each: the roll (CC-2),
buying a street (CC-7), paying with notes chosen one at a time (CC-10), being decoded
(CC-11), asking for rent (CC-9), decoding a fake note and being paid again (CC-11), keeping
a chip (CC-3); the outro names auctions, Chance, hotels and the end (CC-8, CC-13, CC-16,
CC-21).

The opponent's one $50 note is the one fake note in the game (`fakes` names exactly the
fakes): the lesson's words never say so before the learner decodes it.
"""

from __future__ import annotations

from monopolies.learn import Lesson, Step

OPPONENT = 1

LESSON = Lesson(
    game="crooked-cash",
    rig={
        "first": 0,
        # the learner lands on Oriental Avenue, then the opponent does
        "dice": [(1, 4), (2, 3)],
        # the opponent's notes: 500, 100, 50, 20, 10, 10, 10
        "hands": {OPPONENT: [198, 158, 118, 78, 38, 39, 40]},
        "fakes": [118],
    },
    intro=(
        "Crooked Cash, step by step. You play one opponent around the board: buy streets, "
        "collect rent, and beware of fake money. When the last street is bought the game "
        "ends and the most cash wins. At each of your moves this box says what to do and "
        "why, and checks the move you choose. You go first."
    ),
    steps=(
        Step(
            {"kind": "roll"},
            "Your turn: roll the dice and move. A street nobody owns can be bought when "
            "you land on it.",
            "roll the dice.",
        ),
        Step(
            {"kind": "buy"},
            "You landed on Oriental Avenue, which nobody owns. Buy it for $100. (Declining "
            "puts it up for auction, where anyone may bid.)",
            "buy Oriental Avenue.",
        ),
        Step(
            {"kind": "pay_note", "value": 100},
            "Pay by choosing notes one at a time until they cover the price; whoever is "
            "paid gives change. Pay with a $100 note: it covers the price exactly.",
            "pay with one $100 note.",
        ),
        Step({"kind": "decode_note", "value": 100}, seat=OPPONENT),
        Step({"kind": "roll"}, seat=OPPONENT),
        Step(
            {"kind": "ask_rent"},
            "Your opponent spent a decoder chip on your $100 note: it was real, so nothing "
            "happened. Now they are on your Oriental Avenue. Rent is owed only if you ask "
            "for it: ask for the $50.",
            "ask for the rent; if you do not, nothing is owed.",
        ),
        Step({"kind": "pay_note", "value": 50}, seat=OPPONENT),
        Step(
            {"kind": "decode_note", "value": 50},
            "They paid with a $50 note. Any note may be fake, and nobody knows which until "
            "it is decoded, not even its holder. You have 2 decoder chips: spend one to "
            "decode the $50.",
            "decode the $50 note.",
        ),
        Step({"kind": "pay_note", "value": 20}, seat=OPPONENT),
        Step({"kind": "pay_note", "value": 10}, seat=OPPONENT),
        Step({"kind": "pay_note", "value": 10}, seat=OPPONENT),
        Step({"kind": "pay_note", "value": 10}, seat=OPPONENT),
        Step(
            {"kind": "no_decode"},
            "The $50 was fake: you keep it, and they paid the rent again with other notes. "
            "Keep your last chip for later and do not decode this time; passing GO turns "
            "your chips green again.",
            "do not decode: keep your last chip.",
        ),
    ),
    outro=(
        "You're on your own now, against the easy bot. Remember: buy a street or let it "
        "go to auction; ask for rent or lose it; decode payments with your chips (GO "
        "restores them); a Chance card may be fake too, and others may decode it before "
        "it acts; a complete colour set lets you buy hotels. When the last street is owned "
        "everyone collects rent once per street, and the most cash wins (fakes count at "
        "face value). The rules are under Help."
    ),
)
