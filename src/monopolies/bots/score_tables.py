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
    # fit_scores.py crooked-cash --players 2,4 --games 1500 --seed 0 --explore 0.1 --keep 0.1:
    # held-out log-loss 0.6356 (uniform 1.0651) over 12529 positions
    "crooked-cash": (
        ("cash", 0.0869, 0.1282),
        ("final rents", 0.0631, 0.1422),
        ("street prices", 0.1781, 0.0875),
        ("complete sets", -0.0767, -0.0486),
        ("hotels", 0.1584, 0.0846),
        ("in jail", -0.1785, -0.1537),
    ),
    # fit_scores.py card-game --players 2 --games 3000 --seed 0 --explore 0.1 --keep 0.3: held-
    # out log-loss 0.5028 (uniform 0.6931) over 5239 positions
    "card-game": (
        ("score", -0.0010, 0.0607),
        ("laid down", 0.0224, 0.0425),
        ("going out", 0.0148, 0.0166),
        ("cards short", 0.0143, -0.1488),
        ("cards in hand", 0.1770, 0.2585),
        ("to act", 0.0226, 0.1692),
    ),
    # fit_scores.py cheaters --players 2,4 --games 500 --seed 0 --explore 0.1 --keep 0.1: held-
    # out log-loss 0.6938 (uniform 1.1348) over 15399 positions
    "cheaters": (
        ("cash", 0.0260, 0.0560),
        ("final rents", -0.0537, 0.0629),
        ("street prices", 0.1012, 0.0930),
        ("complete sets", -0.1723, -0.1548),
        ("hotels", 0.4030, 0.0442),
        ("in jail", -0.0267, 0.0521),
    ),
}
