"""The greedy player a search bot follows, by game and number of players.

A search bot (`ismcts`) leans on a quick policy twice: the policy's move is the prior at
every node of its tree, and the policy finishes an auction or a payment before a position
is scored. With a thousand samples spread over a board game's hundreds of decisions the
search seldom leaves that prior (in four-player Crooked Cash it chose as the medium player
would in all but a handful of decisions a game), so a better policy makes a better search.

The entries are the greedy bot's own options (`greedy:decode_at=500,...`), chosen by
`benchmarks/tune_policy.py` from simulated games: one seat with the options against
medium players in the others, seats rotating; the option set that won most, where its
interval cleared the medium player's share. Refit them with the command in each entry's
comment (`--write` rewrites the entry) when the rules or the greedy bots change. A game
with no entry, and a player count with none (each entry counts from its number of
players up), follows the medium player unchanged.
"""

from __future__ import annotations

from typing import Any

# variant -> ((least players, greedy options), ...), in rising order of players
POLICIES: dict[str, tuple[tuple[int, dict[str, Any]], ...]] = {
    # tune_policy.py crooked-cash --players 2,3,4 --games 4000: 2p: greedy no option set
    # above the medium player's own; medium's own 50.0%; 3p:
    # greedy:decode_at=500,caught_at=500,pay=smallest 41.7% (40.2%-43.2%); medium's own
    # 33.4%; 4p: greedy:decode_at=500,caught_at=500,pay=smallest 36.2% (34.7%-37.7%);
    # medium's own 25.1%
    "crooked-cash": (
        (2, {}),
        (3, {"decode_at": 500, "caught_at": 500, "pay": "smallest"}),
        (4, {"decode_at": 500, "caught_at": 500, "pay": "smallest"}),
    ),
    # tune_policy.py cheaters --players 2,3,4 --games 3000: 2p: greedy:vigilance=1.0 75.8%
    # (74.2%-77.3%); medium's own 50.0%; 3p: greedy:vigilance=1.0 42.6% (40.8%-44.3%);
    # medium's own 33.4%; 4p: greedy:vigilance=1.0 26.9% (25.3%-28.5%); medium's own 25.0%
    "cheaters": (
        (2, {"vigilance": 1.0}),
        (3, {"vigilance": 1.0}),
        (4, {"vigilance": 1.0}),
    ),
}


def policy_options(variant: str, players: int) -> dict[str, Any]:
    """The greedy options a search follows in `variant` with `players` seats."""
    found: dict[str, Any] = {}
    for least, options in POLICIES.get(variant, ()):
        if players >= least:
            found = options
    return dict(found)
