"""What each seat of a Cheaters game may know (CH-15): the information model, declared once.

Everything on the board is public, and so is the evidence a cheat leaves (cash that
differs from what the events account for, a moved token). A cheat itself is secret: only
the cheater sees it until it is called. Kept Community Chest cards lie face down.
"""

from __future__ import annotations

import random
from typing import Any

from monopolies.engine.visibility import InformationModel, Part, Twin, on_state
from monopolies.games.cheaters import data
from monopolies.games.cheaters.rules.state import CHState


def a_secret_cheat(game: Any, seat: int, rng: random.Random) -> tuple[Any, Any] | None:
    """A world where `seat`, deciding now, makes a cheat offered to it that leaves nothing
    on the table yet (a bent rent, a free stay, a cheat on a roll to come), beside the
    honest world that shows the table the same: the game as it is, or, where the cheat
    settled the decision (a free stay "pays" the rent) or left one honest option that is
    then taken for the seat (`must_ask`), the game after that honest move. A cheat emits
    no event (CH-15); one whose evidence shows at once (a deed changing hands) is out as
    soon as it is made, and is not twinned."""
    if game.to_act != seat:
        return None
    legal = game.legal_actions()
    cheats = [a for a in legal if a.kind == "cheat"]
    rng.shuffle(cheats)
    for cheat in cheats:
        twin = game.clone()
        twin.act(cheat)
        if _table(twin.state) != _table(game.state):
            continue
        for world in _honest_worlds(game, legal):
            if world.observe(None) == twin.observe(None):
                return world, twin
    return None


def _honest_worlds(game: Any, legal: list[Any]) -> Any:
    """The game as it is, then after each honest option."""
    yield game.clone()
    for action in legal:
        if action.kind != "cheat":
            world = game.clone()
            world.act(action)
            yield world


def another_kept_card(st: CHState, seat: int, rng: random.Random) -> CHState | None:
    """A world where a card `seat` keeps face down (rulings CH-R16) is another face-down
    card of its deck that nobody has seen, which lies in its place among the deck's unseen
    cards; None when there is no such pair. Out when either is played or drawn."""
    for i, card in enumerate(st.held[seat]):
        if card not in data.FACE_DOWN:
            continue
        chance = card in data.CHANCE_IDS
        deck, hidden = (
            (st.chance_deck, st.chance_hidden) if chance else (st.chest_deck, st.chest_hidden)
        )
        unseen = range(len(deck) - hidden, len(deck))
        others = [j for j in unseen if deck[j] in data.FACE_DOWN and st.buried[deck[j]] == -1]
        if others:
            j = others[0]  # the deepest: drawn last
            twin: CHState = st.clone()
            twin_deck = twin.chance_deck if chance else twin.chest_deck
            twin.held[seat][i], twin_deck[j] = deck[j], card
            return twin
    return None


def _unseen_alike(world: CHState, twin: CHState, seat: int) -> bool:
    """Out once the two decks' unseen cards are the same again (the swapped one drawn)."""
    return all(
        sorted(a[len(a) - n :]) == sorted(b[len(b) - n :])
        for a, b, n in (
            (world.chance_deck, twin.chance_deck, world.chance_hidden),
            (world.chest_deck, twin.chest_deck, world.chest_hidden),
        )
    )


def _table(st: CHState) -> tuple[object, ...]:
    """The table as everyone sees it: cash, tokens, handcuffs, deeds, hotels, held cards."""
    return (st.cash, st.position, st.in_jail, st.home, st.half_rent, st.owner, st.hotel, st.held)


def _out(world: CHState, twin: CHState, seat: int) -> bool:
    """Out once the cheat has left its evidence on the table (cash off the ledger, a token
    or hotel moved), or is no longer pending (called, or settled in its window)."""
    pending = _cheats(twin, seat) > _cheats(world, seat)
    return _table(world) != _table(twin) or not pending


def _cheats(st: CHState, seat: int) -> int:
    return sum(1 for r in st.records if r.seat == seat)


MODEL = InformationModel(
    parts=(
        Part(
            "A cheat",
            "the cheat and what it did, until it is settled",
            "its evidence only (cash off the ledger, a moved token or hotel)",
            "its evidence only",
            "its own kept; every other player's dropped (and undone if yet to act)",
        ),
        Part(
            "A kept card",
            "the card",
            "its deck if it lies face down, else the card",
            "the same as other seats",
            "face-down cards it has not seen redrawn among the face-down cards",
        ),
        Part(
            "The decks",
            "their sizes; cards it buried under them",
            "their sizes",
            "their sizes",
            "the unseen part redrawn",
        ),
        Part(
            "Board, cash, the ledger of announced cash, handcuffs, face-up cheats",
            "everything",
            "everything",
            "everything",
            "kept",
        ),
    ),
    private=frozenset({"my_cheats", "my_cards"}),
    names="No two cards of a deck are alike: a card face up is shown by its id.",
    twins=(
        Twin("whether it made a secret cheat", a_secret_cheat, _out),
        Twin(
            "which card it keeps face down",
            on_state(another_kept_card),
            _unseen_alike,
            shown=frozenset({"play_card", "discard_card"}),
        ),
    ),
    automatic={
        "A decision with one option": (
            "the options are counted from public information; a Cheat! window is asked of "
            "every player alike, and every decision the table offers a cheat at is asked "
            "even with one honest option (rulings CH-R15)"
        ),
        "The one honest option left after a cheat": (
            "taken at once: to the table it is the same move the player would have made "
            "without cheating, and the cheat itself shows nothing"
        ),
    },
)
