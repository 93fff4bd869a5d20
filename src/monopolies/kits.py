"""Everything a game provides, in one place: its rules and its part in every front end.

A game is registered once, as a `GameKit`; the terminal, the server (and through it the
browser), simulate, the bots, the RL adapters and the golden playthroughs all look their
part up here (docs/adding-a-game.md walks through it). The Python parts are
`"module:attribute"` references, imported the first time a front end asks for them: the
engine never imports a front end, `import monopolies` stays fast, and a game may live in a
package of its own.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, fields
from importlib import import_module
from typing import Any

from monopolies.engine.errors import UnknownVariant
from monopolies.engine.rules import Rules
from monopolies.variants import VARIANTS
from monopolies.variants.card_game import RULES as CARD_GAME
from monopolies.variants.cheaters import RULES as CHEATERS
from monopolies.variants.crooked_cash import RULES as CROOKED_CASH
from monopolies.variants.deal import RULES as DEAL


@dataclass(frozen=True)
class Golden:
    """A golden playthrough (monopolies.golden): a seeded game kept as text in
    tests/golden/<name>.txt, so that a rules change shows as a diff. Random moves, or with
    `greedy` the game's greedy bots (so a change to how they play shows too)."""

    name: str
    players: int
    seed: int
    options: Mapping[str, Any] = field(default_factory=dict)
    greedy: bool = False


@dataclass(frozen=True)
class GameKit:
    """One game's rules and the `"module:attribute"` of each front-end part it provides."""

    rules: Rules[Any]
    terminal_view: str
    """A `terminal.views.View`: the game at the console, and the server's sentences."""
    menu_steps: str
    """A `dict[str, terminal.choices.Describe]`: how each kind of legal action reads as a
    two-step menu entry, at the console and in the browser (`{}`: every action plain)."""
    encoder: str
    """`(obs, players, cards) -> list[float]`: one seat's observation for RL (rl/encode.py)."""
    greedy: str
    """A `Bot` class taking `seed=` and its options: the "medium" level and ismcts' policy."""
    strength: str
    """`(Game) -> list[float]`: who is ahead, for search bots that stop early (evaluate)."""
    sim_extras: str
    """A `sim.extras.Extras`: what simulate measures beyond who won."""
    web_view: str
    """The browser's view: `web/views/<web_view>.js` (the server names it to the client)."""
    goldens: tuple[Golden, ...]
    """The game's golden playthroughs (a game outside this repository may have none)."""
    settled: str = "monopolies.bots.evaluate:always_settled"
    """`(Game) -> bool`: whether `strength` can judge this position, or a search must first
    play on with the greedy policy (an auction half done: the street is nobody's yet)."""
    searchable: str = "monopolies.bots.evaluate:always_searchable"
    """`(SeatView) -> bool`: whether a search's samples can judge this decision at all, or a
    search bot must decide as its policy does (a "Cheat!" call: the samples hold no other
    player's cheats, so every call in them is false)."""
    search_moves: str = "monopolies.bots.evaluate:every_move"
    """`(list[Action]) -> list[Action]`: the legal moves a search bot weighs at a decision
    (the board games' bids: the quick raises only, as their bots bid)."""

    @property
    def name(self) -> str:
        return self.rules.name

    def part(self, name: str) -> Any:
        """The front-end part `name` (a field of this class), imported on first use."""
        module, _, attribute = getattr(self, name).partition(":")
        return getattr(import_module(module), attribute)


PARTS = tuple(f.name for f in fields(GameKit) if f.name not in ("rules", "web_view", "goldens"))
"""The parts that are Python objects (the web view is a JavaScript module)."""

KITS: dict[str, GameKit] = {}


def register(kit: GameKit) -> None:
    """Make a game known to every front end (and to `monopolies.new_game`)."""
    known = VARIANTS.get(kit.name)
    if known is not None and known is not kit.rules:
        raise ValueError(f"another game is already registered as {kit.name!r}")
    VARIANTS[kit.name] = kit.rules
    KITS[kit.name] = kit


def unregister(name: str) -> None:
    """Forget a game registered with `register` (tests register toy games for a while)."""
    KITS.pop(name, None)
    VARIANTS.pop(name, None)


def kit_for(variant: str) -> GameKit:
    kit = KITS.get(variant)
    if kit is None:
        raise UnknownVariant(f"unknown game {variant!r}; known games: {sorted(KITS)}")
    return kit


register(
    GameKit(
        rules=DEAL,
        terminal_view="monopolies.terminal.deal_view:VIEW",
        menu_steps="monopolies.terminal.choices:DEAL",
        encoder="monopolies.rl.encode:encode_deal",
        greedy="monopolies.bots.deal_greedy:DealGreedy",
        strength="monopolies.bots.evaluate:deal_strength",
        sim_extras="monopolies.sim.extras:DEAL",
        web_view="deal",
        goldens=(
            Golden("deal-2p-seed1", 2, 1),
            Golden("deal-4p-seed7-uk", 4, 7, {"names": "uk", "jsn_counts_as_play": True}),
            Golden("deal-3p-seed2-greedy", 3, 2, greedy=True),
        ),
    )
)
register(
    GameKit(
        rules=CARD_GAME,
        terminal_view="monopolies.terminal.card_game_view:VIEW",
        menu_steps="monopolies.terminal.choices:CARD_GAME",
        encoder="monopolies.rl.encode:encode_card_game",
        greedy="monopolies.bots.card_game_greedy:CardGameGreedy",
        strength="monopolies.bots.evaluate:card_game_strength",
        settled="monopolies.bots.evaluate:card_game_settled",
        sim_extras="monopolies.sim.extras:CARD_GAME",
        web_view="card-game",
        goldens=(
            Golden("card-game-3p-seed1", 3, 1, {"max_turns_per_hand": 25}),
            Golden("card-game-2p-seed4", 2, 4, {"hands": 2, "first_player": "random"}),
            Golden("card-game-2p-seed3-greedy", 2, 3, {"hands": 2}, greedy=True),
        ),
    )
)
register(
    GameKit(
        rules=CROOKED_CASH,
        terminal_view="monopolies.terminal.crooked_cash_view:VIEW",
        menu_steps="monopolies.terminal.choices:CROOKED_CASH",
        encoder="monopolies.rl.encode:encode_board",
        greedy="monopolies.bots.crooked_cash_greedy:CrookedCashGreedy",
        strength="monopolies.bots.evaluate:board_strength",
        settled="monopolies.bots.evaluate:board_settled",
        search_moves="monopolies.bots.board_greedy:search_moves",
        sim_extras="monopolies.sim.extras:CROOKED_CASH",
        web_view="crooked-cash",
        goldens=(
            Golden("crooked-cash-2p-seed5", 2, 5, {"owners_see_fakes": True, "max_rounds": 25}),
            Golden("crooked-cash-4p-seed1-uk", 4, 1, {"names": "uk", "max_rounds": 12}),
            Golden("crooked-cash-3p-seed2-greedy", 3, 2, {"max_rounds": 10}, greedy=True),
        ),
    )
)
register(
    GameKit(
        rules=CHEATERS,
        terminal_view="monopolies.terminal.cheaters_view:VIEW",
        menu_steps="monopolies.terminal.choices:CHEATERS",
        encoder="monopolies.rl.encode:encode_board",
        greedy="monopolies.bots.cheaters_greedy:CheatersGreedy",
        strength="monopolies.bots.evaluate:board_strength",
        settled="monopolies.bots.evaluate:board_settled",
        searchable="monopolies.bots.evaluate:cheaters_searchable",
        search_moves="monopolies.bots.board_greedy:search_moves",
        sim_extras="monopolies.sim.extras:CHEATERS",
        web_view="cheaters",
        goldens=(
            Golden("cheaters-2p-seed3", 2, 3, {"max_rounds": 20}),
            Golden(
                "cheaters-4p-seed2-us-ultimate",
                4,
                2,
                {"names": "us", "ultimate": True, "max_rounds": 8},
            ),
            Golden("cheaters-3p-seed4-greedy", 3, 4, {"max_rounds": 12}, greedy=True),
        ),
    )
)
