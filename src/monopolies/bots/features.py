"""What a position looks like for each seat, as a few numbers: the inputs of the fitted scores.

`evaluate` turns these into shares of one win with weights fitted to simulated games
(`score_tables`, refitted by `benchmarks/fit_scores.py`). A search calls it once per
iteration on a *sampled* game, so the features read that game's whole state directly
(the sample holds only what the searching seat could know, with the rest redrawn) and
must stay cheap: no observation is built.

Every variant gives, per seat, the numbers named in `NAMES[variant]`, in that order, and a
`progress` between 0 (the start) and 1 (the end is near): a weight may change as the game
goes on (money in hand matters more when the end is close), so each feature has a weight
at the start and one at the end, mixed by progress.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from monopolies.games.board.rules.layout import rent_due
from monopolies.games.board.rules.state import BANK
from monopolies.games.card_game import data as cg_data
from monopolies.games.card_game.rules import scoring as cg_scoring
from monopolies.games.deal import data as deal_data
from monopolies.games.deal.rules.sets import is_full, rent_of

if TYPE_CHECKING:
    from monopolies.engine.game import Game
    from monopolies.games.board.rules.state import BoardState
    from monopolies.games.card_game.rules.state import CardGameState
    from monopolies.games.deal.rules.state import DealState

DEAL_NAMES = (
    "full sets",
    "best unfinished set",
    "unfinished sets",
    "bank",
    "best rent",
    "cards in hand",
    "to act",
)
CARD_GAME_NAMES = (
    "score",
    "laid down",
    "going out",
    "cards short",
    "cards in hand",
    "to act",
)
BOARD_NAMES = (
    "cash",
    "final rents",
    "street prices",
    "complete sets",
    "hotels",
    "in jail",
)
NAMES: dict[str, tuple[str, ...]] = {
    "deal": DEAL_NAMES,
    "card-game": CARD_GAME_NAMES,
    "crooked-cash": BOARD_NAMES,
    "cheaters": BOARD_NAMES,
}
"""The features of each game, in the order the functions below give them."""

DEAL_SIZE = {c.name: c.size for c in deal_data.COLOURS}
DEAL_SETS_TO_WIN = deal_data.SETS_TO_WIN
DEAL_TURNS = 60.0  # "progress" in Deal: turns played over a long two-player game's length
CG_FACE = cg_scoring.FACE
CARD_GAME_HANDS = 4  # CG-14
CARD_GAME_DRAW = max(1, cg_data.DECK_SIZE - cg_data.HAND_SIZE * 2 - 8)


def deal_features(game: Game) -> tuple[list[list[float]], float]:
    """Sets (capped at the three that win), the unfinished sets, money, and cards."""
    st: DealState = game.state
    rows = []
    for seat in range(st.players):
        full = 0
        best = 0.0
        unfinished = 0.0
        rent = 0
        for s in st.sets[seat]:
            if is_full(s):
                full += 1
            else:
                part = len(s.cards) / DEAL_SIZE[s.colour]
                best = max(best, part)
                unfinished += part
            rent = max(rent, rent_of(s))
        bank = sum(deal_data.CARDS[c].value for c in st.bank[seat])
        rows.append(
            [
                float(min(full, DEAL_SETS_TO_WIN)),
                best,
                unfinished,
                min(bank, 15) / 10.0,
                rent / 10.0,
                len(st.hands[seat]) / 10.0,
                1.0 if st.active == seat else 0.0,
            ]
        )
    return rows, min(1.0, st.turn / DEAL_TURNS)


def card_game_features(game: Game) -> tuple[list[list[float]], float]:
    """Points banked, what the hand scores laid down or going out now, in hundreds."""
    st: CardGameState = game.state
    v = st.values
    rows = []
    for seat in range(st.players):
        hand = st.hands[seat]
        laid = cg_scoring.best_value(hand, False, v) or 0
        out = 0
        if len(hand) == cg_data.HAND_SIZE:
            out = cg_scoring.best_value(hand, True, v) or 0
        rows.append(
            [
                st.scores[seat] / 100.0,
                laid / 100.0,
                out / 100.0,
                float(_cards_short(hand)),
                len(hand) / 10.0,
                1.0 if st.active == seat else 0.0,
            ]
        )
    drawn = 1.0 - min(1.0, len(st.draw) / CARD_GAME_DRAW)
    return rows, min(1.0, (st.hand_no + drawn) / CARD_GAME_HANDS)


def _cards_short(hand: list[int]) -> int:
    """How many cards a hand lacks to go out (CG-8, CG-9), roughly: the missing cards of
    its unfinished groups, two for a colour group if it has none, Get Out Of Jail Free
    under Go To Jail, less its wilds (houses and hotels aside)."""
    counts = cg_scoring.counts_of([CG_FACE[c] for c in hand])
    need = 0
    colour = False
    for gi, faces in enumerate(cg_scoring.GROUP_FACES):
        held = 0
        for f in faces:
            held += counts[f]
        if held:
            need += max(0, cg_scoring.NEED[gi] - held)
            colour = colour or cg_scoring.COLOUR[gi]
    if not colour:
        need += 2
    if counts[cg_scoring.GO_TO_JAIL] and not counts[cg_scoring.JAIL_FREE]:
        need += 1
    return max(0, need - counts[cg_scoring.WILD])


def board_features(game: Game) -> tuple[list[list[float]], float]:
    """Money and what the streets will pay at the end (CC-21, CH-18), in hundreds.

    Progress is the share of streets owned: both board games end once every street has
    been bought. Two features fitted well and searched badly, so they are gone: cards
    held (worth a third of a street each, so the search never played one) and whose turn
    it is (which favoured any move that kept the turn)."""
    st: BoardState = game.state
    edition = st.edition
    layout = edition.layout
    money = edition.money
    rows = [[0.0] * len(BOARD_NAMES) for _ in range(st.players)]
    owned = 0
    for street in layout.streets:
        owner = st.owner[street]
        if owner == BANK:
            continue
        owned += 1
        row = rows[owner]
        row[1] += rent_due(st, street) / 100.0
        row[2] += layout.price[street] / 100.0
        if st.hotel[street]:
            row[4] += 1.0
    for colour_streets in layout.groups:
        first = st.owner[colour_streets[0]]
        if first != BANK and all(st.owner[s] == first for s in colour_streets):
            rows[first][3] += 1.0
    for seat in range(st.players):
        row = rows[seat]
        row[0] = money.cash(st, seat) / 100.0
        row[5] = 1.0 if st.in_jail[seat] else 0.0
    return rows, owned / len(layout.streets)


FEATURES: dict[str, Callable[[Game], tuple[list[list[float]], float]]] = {
    "deal": deal_features,
    "card-game": card_game_features,
    "crooked-cash": board_features,
    "cheaters": board_features,
}
"""Each game's feature function: (features per seat in `NAMES` order, progress)."""
