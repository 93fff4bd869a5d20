"""What each game measures beyond who won, as a table: game id -> measurements.

A measurement reads only what every seat saw: the public events and the public parts of
the final table. Each returns counts for one game named `"what: detail"`; the summary
reports their mean per game, and each `Ratio` divides two totals over all games (a ratio
of sums, not a mean of per-game ratios, so games where nothing was bought weigh nothing).
Each game names its `Extras` in its kit (monopolies.games.registry); an unknown game has none.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from monopolies.games.board.rules.layout import Layout
from monopolies.games.cheaters.data import LAYOUT as CHEATERS_LAYOUT
from monopolies.games.crooked_cash.data import LAYOUT as CROOKED_CASH_LAYOUT
from monopolies.games.registry import KITS

if TYPE_CHECKING:
    from monopolies.engine.game import Game

Counts = dict[str, float]


@dataclass(frozen=True)
class Ratio:
    """`name: X` = total of `numerator: X` / total of `denominator: X`, for every X."""

    name: str
    numerator: str
    denominator: str


@dataclass(frozen=True)
class Extras:
    measure: Callable[[Game], Counts]
    ratios: tuple[Ratio, ...] = ()


def _deal(game: Game) -> Counts:
    counts: Counter[str] = Counter()
    for event in game.public_events():
        kind = event.get("type")
        if kind == "play":
            counts[f"cards played: {event['action']}"] += 1
        elif kind in ("house", "hotel"):
            counts[f"buildings: {kind}"] += 1
    for player in game.observe(0)["players"]:
        counts["sets completed: at the end"] += sum(1 for s in player["sets"] if s["full"])
    return dict(counts)


def _card_game(game: Game) -> Counts:
    counts: Counter[str] = Counter()
    for event in game.public_events():
        if event.get("type") == "hand_over":
            counts[f"hands ended: {event['reason']}"] += 1
    return dict(counts)


def _board(layout: Layout) -> Callable[[Game], Counts]:
    """Board games: street return (rent asked / list price of streets acquired, by colour),
    hotels built, fake notes or cards caught by decoding (Crooked Cash), and cheats caught,
    wrongly called and got away with (Cheaters)."""

    def measure(game: Game) -> Counts:
        counts: Counter[str] = Counter()
        for event in game.public_events():
            kind = event.get("type")
            if kind == "deed":
                street = event["street"]
                counts[f"street cost: {layout.colour_of[street]}"] += layout.price[street]
            elif kind == "rent_asked":
                counts[f"rent charged: {layout.colour_of[event['street']]}"] += event["amount"]
            elif kind == "hotel":
                counts["hotels: built"] += 1
            elif kind in ("decode", "decode_card") and event.get("fake"):
                counts["fakes: caught"] += 1
            elif kind == "cheat_called":
                counts["cheats: caught" if event["guilty"] else "cheats: false accusations"] += 1
            elif kind == "cheat_revealed":
                counts["cheats: got away"] += 1
        return dict(counts)

    return measure


STREET_ROI = Ratio("street ROI", "rent charged", "street cost")

DEAL = Extras(_deal)
CARD_GAME = Extras(_card_game)
CROOKED_CASH = Extras(_board(CROOKED_CASH_LAYOUT), (STREET_ROI,))
CHEATERS = Extras(_board(CHEATERS_LAYOUT), (STREET_ROI,))
NONE = Extras(lambda game: {})
"""For a game that measures nothing beyond who won."""


def extras_for(variant: str) -> Extras:
    """The game's extras (from its kit), or none for a game that is not registered."""
    kit = KITS.get(variant)
    extras: Extras = kit.part("sim_extras") if kit else NONE
    return extras


def measure(game: Game) -> Counts:
    return extras_for(game.variant).measure(game)


def ratios(variant: str) -> tuple[Ratio, ...]:
    return extras_for(variant).ratios
