"""Crooked Cash rules CC-1 … CC-22 (shared/spec/rules/crooked-cash.md) on the board blocks.

The blocks (`monopolies.games.board.rules`) do the turn, movement, Jail, buying, auctions, rent,
hotels, selling, debts, trades and the between-turns window; this module sets the game
up (CC-1), says what each space does, and ends the game (CC-21). Notes and decoding live
in `notes` and `payment`, the cards in `cards`.
"""

from __future__ import annotations

from monopolies.engine.errors import BadOptions
from monopolies.engine.rules import Json, Table
from monopolies.games.board.rules import blocks, scoring, spaces
from monopolies.games.board.rules import rig as board_rig
from monopolies.games.board.rules.deeds import return_to_bank
from monopolies.games.board.rules.dice import starting_player
from monopolies.games.board.rules.edition import Edition
from monopolies.games.board.rules.flow import settle
from monopolies.games.board.rules.layout import next_unowned, streets_of, unowned
from monopolies.games.board.rules.movement import advance_to
from monopolies.games.board.rules.stages import TurnFrame
from monopolies.games.board.rules.state import BANK, BoardState
from monopolies.games.board.rules.turn import start
from monopolies.games.crooked_cash import data
from monopolies.games.crooked_cash.rules import cards, payment, rig
from monopolies.games.crooked_cash.rules.actions import describer
from monopolies.games.crooked_cash.rules.notes import MONEY, PaymentFrame, to_hand
from monopolies.games.crooked_cash.rules.state import CCState

LAST_STREET = "last street owned"
GOOJF = frozenset(
    c.id for c in data.CARDS if c.deck == data.CHEST and c.action == "get_out_of_jail"
)
ENDINGS = (LAST_STREET, "round limit", "last player left")


# The spaces (CC-3 … CC-7, CC-13, CC-15) ---------------------------------------------------


def land_train(st: CCState, seat: int, table: Table) -> None:
    """CC-6: on to the next unowned street (passing GO pays), then buy or auction it."""
    street = next_unowned(st, st.position[seat])
    if street is not None:
        advance_to(st, seat, street, table)


def on_go(st: CCState, seat: int, table: Table) -> None:
    """CC-3: GO turns both decoder chips green."""
    st.chips[seat] = data.CHIPS


# The end (CC-20, CC-21) -------------------------------------------------------------------


def after_deed(st: CCState, table: Table) -> None:
    """CC-21: the game ends the moment the last street becomes owned."""
    if not unowned(st):
        end(st, LAST_STREET, table)


def end(st: CCState, reason: str, table: Table) -> None:
    """Final rents from the bank, then most cash (fakes at face value) wins."""
    assert not any(isinstance(f, PaymentFrame) and f.notes for f in st.stack), (
        "notes left on the table"
    )
    scoring.final_rents(st, table)
    scoring.finish(st, reason, table)


def bankrupt(st: CCState, debtor: int, creditor: int, table: Table) -> None:
    """CC-20: the streets go back to the bank unowned. "Do you owe another player? Give them
    any Chance and Community Chest cards. Do you owe the Bank? Return any Chance and
    Community Chest cards to the bottom of the appropriate deck." A creditor who then holds
    two Chance cards keeps one of its choice (`cards.open_keep_one`, once the stack has
    settled); if the game ends here the choice is moot and its own stays."""
    for street in streets_of(st, debtor):
        return_to_bank(st, street, table)
    held, st.held[debtor] = st.held[debtor], []
    if creditor == BANK:
        for card in held:
            cards.to_bottom(st, card)
        return
    if not held:
        return
    shown = [data.face(c) for c in held if c not in data.FACE_DOWN]
    event: Json = {"type": "cards_given", "seat": debtor, "to": creditor, "cards": shown}
    if len(shown) < len(held):
        event["face_down"] = len(held) - len(shown)
    table.emit(event)
    st.held[creditor] += held
    if sum(st.alive) <= 2:  # the debtor and the creditor: the game ends with this debt
        cards.keep_own_chance(st, creditor)


def after_bankrupt(st: CCState, debtor: int, creditor: int, table: Table) -> None:
    if creditor != BANK:
        cards.open_keep_one(st, creditor)


def _hotel_sale(st: BoardState, street: int) -> int:
    """CC-17: half the hotel cost, rounded up."""
    return -(-data.LAYOUT.spaces[street].hotel_cost // 2)


def _jail_reroll(st: CCState) -> bool:
    """CC-18: "pay M50, then roll again and move" (UK rulebook); the wiki's reading, move
    by the missed roll, is the option `third_jail_miss: use_roll`."""
    return bool(st.opts["third_jail_miss"] == "roll_again")


def _tradeable(st: CCState, seat: int) -> list[int]:
    """CC-19: Get Out of Jail Free from the Community Chest (Chance cards never trade)."""
    return [c for c in st.held[seat] if c in GOOJF]


EDITION: Edition[CCState] = Edition(
    name="crooked-cash",
    layout=data.LAYOUT,
    money=MONEY,
    frames={**blocks.FRAMES, **payment.FRAMES, **cards.FRAMES},
    land={
        "go": spaces.rest,
        "jail": spaces.rest,
        "free_parking": spaces.rest,
        "street": spaces.street,
        "go_to_jail": spaces.go_to_jail,
        "train": land_train,
        "chance": cards.land_chance,
        "community_chest": cards.land_chest,
    },
    describer=describer,
    salary=data.SALARY,
    jail_fee=data.JAIL_FEE,
    jail_space=data.JAIL_SPACE,
    bankrupt=bankrupt,
    end_game=end,
    after_deed=after_deed,
    on_go=on_go,
    extras=cards.extras,
    extra_actions={"use_card": cards.use_card},
    hotel_sale=_hotel_sale,
    tradeable_cards=_tradeable,
    after_bankrupt=after_bankrupt,
    jail_reroll=_jail_reroll,
)
CCState.edition = EDITION


# Setup (CC-1) ------------------------------------------------------------------------------


def setup(players: int, opts: Json, script: Json, table: Table) -> CCState:
    """The pack shuffled per value and dealt, both decks shuffled and three Chance cards
    turned up, chips green, tokens on GO; then the starting roll (or the rigged seat)."""
    per, fakes = opts["notes_per_denomination"], opts["fakes_per_denomination"]
    most = max(data.START_NOTES.values())
    if per < most * players:
        raise BadOptions(
            f"option 'notes_per_denomination' must be at least {most * players} "
            f"to deal {players} players, not {per}"
        )
    if fakes > per:
        raise BadOptions(
            f"option 'fakes_per_denomination' ({fakes}) cannot exceed "
            f"notes_per_denomination ({per})"
        )
    st = CCState(players, opts)
    rng = table.rng
    rig.fakes(st, script, per, fakes, rng)
    hands = rig.hands(st, script)
    rigged = {n for notes in hands.values() for n in notes}
    for i in range(len(data.DENOMINATIONS)):
        pile = [n for n in range(data.NOTE_BASE + i * per, data.NOTE_BASE + (i + 1) * per)]
        rng.shuffle(pile)
        st.piles[i] = [n for n in pile if n not in rigged]
    for seat in range(players):
        if seat in hands:
            for note in hands[seat]:
                to_hand(st, seat, note)
            continue
        for i, value in enumerate(data.DENOMINATIONS):
            for _ in range(data.START_NOTES.get(value, 0)):
                to_hand(st, seat, st.piles[i].pop())
    held = rig.held(st, script)
    taken = {c for cards_ in held.values() for c in cards_}
    chance = board_rig.deck(script, "chance", data.CHANCE_IDS, taken, rng)
    st.chance_deck = list(reversed(chance))
    st.chance_hidden = len(chance)
    st.face_up = [cards.draw_chance(st) for _ in range(data.FACE_UP)]
    chest = board_rig.deck(script, "community_chest", data.CHEST_IDS, taken, rng)
    st.chest_deck = list(reversed(chest))
    st.chest_hidden = len(chest)
    for seat, held_cards in held.items():
        st.held[seat] = held_cards
    rig.table(st, script)
    st.dice = board_rig.dice(script)
    first = board_rig.first(script, players) if "first" in script else starting_player(st, table)
    faces = [data.face(c) for c in st.face_up]
    table.emit({"type": "setup", "players": players, "first": first, "face_up": faces})
    start(st, TurnFrame(first))
    settle(st, table)
    return st
