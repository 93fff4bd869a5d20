"""Fitted position scores: each game's feature weights, from `benchmarks/fit_scores.py`.

A seat's strength is the sum over its features (monopolies.bots.features, in the order of
`features.NAMES`) of the feature times its weight, the weight moving in a straight line
from `start` (progress 0) to `end` (progress 1); `evaluate.shares` turns strengths into
shares of one win with a softmax. The weights are a multinomial logit fitted to who won
simulated games, not tuned by hand: refit them with the command in each entry's comment
(`--write` rewrites the entry) when the rules or the greedy bots change.
"""

from __future__ import annotations

# variant -> ((feature, start weight, end weight), ...)
TABLES: dict[str, tuple[tuple[str, float, float], ...]] = {
    # fit_scores.py deal --players 2 --games 1500 --seed 0 --explore 0.1: held-out log-loss
    # 0.5737 (uniform 0.6931) over 5964 positions
    "deal": (
        ("full sets", 0.9049, 1.5194),
        ("best unfinished set", 0.3508, 0.4852),
        ("unfinished sets", 0.5309, 0.4126),
        ("bank", 0.3218, -0.0662),
        ("best rent", 0.1507, 0.2164),
        ("cards in hand", 0.1498, 0.1211),
        ("to act", 0.0105, 0.0173),
    ),
    # fit_scores.py crooked-cash --players 2,4 --games 500 --seed 0 --explore 0.1: held-out
    # log-loss 0.5867 (uniform 1.0759) over 24968 positions
    "crooked-cash": (
        ("cash", 0.0552, 0.1343),
        ("final rents", 0.0739, 0.1428),
        ("street prices", 0.1496, 0.1015),
        ("complete sets", 0.0270, -0.0446),
        ("hotels", 0.2211, 0.0081),
        ("cards held", 0.3263, 0.1314),
        ("in jail", -0.0543, -0.1096),
        ("to act", 0.1935, -0.0509),
    ),
    # fit_scores.py card-game --players 2 --games 1500 --seed 0 --explore 0.1: held-out log-
    # loss 0.4969 (uniform 0.6931) over 6174 positions
    "card-game": (
        ("score", 0.0117, 0.0596),
        ("laid down", 0.0324, 0.0438),
        ("going out", -0.0096, 0.0168),
        ("cards short", -0.0127, -0.1337),
        ("cards in hand", 0.2805, 0.4296),
        ("to act", 0.0028, 0.0430),
    ),
    # fit_scores.py cheaters --players 2,4 --games 500 --seed 0 --explore 0.1: held-out log-
    # loss 0.6892 (uniform 1.1350) over 40463 positions
    "cheaters": (
        ("cash", 0.0255, 0.0562),
        ("final rents", -0.0512, 0.0647),
        ("street prices", 0.0972, 0.0943),
        ("complete sets", -0.1625, -0.1703),
        ("hotels", 0.4003, 0.0401),
        ("cards held", 0.0373, 0.0910),
        ("in jail", -0.0117, 0.0564),
        ("to act", 0.0607, -0.0495),
    ),
}
