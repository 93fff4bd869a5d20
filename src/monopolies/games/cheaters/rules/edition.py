"""Cheaters Edition rules CH-1 … CH-19 (shared/spec/rules/cheaters.md) on the board blocks.

The blocks (`monopolies.games.board.rules`) do the turn, Jail, buying, auctions, hotels, selling,
debts, trades and the build window, with plain cash (`board.cash`). This module sets the
game up (CH-1), says what each space does, shares out a bankrupt player's things (CH-14)
and ends the game (CH-18). The turn's differences live in `turn`, rent in `rent`, the
cards in `cards`, cheating in `cheats`, tokens and the handcuffs in `moves`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from monopolies.engine.action import Action
from monopolies.engine.rules import Json, Table
from monopolies.games.board.rules import blocks, scoring, spaces
from monopolies.games.board.rules import rig as board_rig
from monopolies.games.board.rules.auction import open_auction
from monopolies.games.board.rules.cash import FRAMES as CASH_FRAMES
from monopolies.games.board.rules.cash import CashState, PlainCash
from monopolies.games.board.rules.debt import LAST_PLAYER
from monopolies.games.board.rules.deeds import return_to_bank
from monopolies.games.board.rules.dice import starting_player
from monopolies.games.board.rules.edition import Edition, FrameType
from monopolies.games.board.rules.flow import pop, push, seats_from, settle
from monopolies.games.board.rules.layout import streets_of
from monopolies.games.board.rules.rent import RentFrame
from monopolies.games.board.rules.stages import TurnFrame
from monopolies.games.board.rules.state import BANK, BoardState, Frame
from monopolies.games.board.rules.turn import ROUND_LIMIT
from monopolies.games.cheaters import data
from monopolies.games.cheaters.rules import cards, cheats, jail, moves, rent, rig, turn
from monopolies.games.cheaters.rules.actions import describer
from monopolies.games.cheaters.rules.state import CHState

ESTATE: Final = "estate"


# The board's frames but its turn and rent, which Cheaters plays its own way (`turn`, `rent`).
BOARD_FRAMES: Final = {
    cls: ft for cls, ft in blocks.FRAMES.items() if cls not in (TurnFrame, RentFrame)
}


@dataclass(eq=False)
class Estate(Frame):
    """The `streets` bankrupt `debtor` owed the bank, auctioned one at a time (CH-14)."""

    debtor: int
    streets: list[int]


ENDINGS = (turn.ALL_HOME, ROUND_LIMIT, LAST_PLAYER)


# The events that already say the sum the bank pays for them (to whom, and the field
# holding it): the `reward` that follows one is marked `told`, and no front end says it
# again ("You passed GO: M200." then "The bank paid you M200.").
TOLD_REWARD: Final = {
    "go": "amount",
    "sold_street": "price",
    "sold_hotel": "price",
    "final_rent": "amount",
    "cheat_revealed": "reward",
}


class CheatersCash(PlainCash):
    """Plain cash whose bank payments are announced, so that every honest change of a
    player's cash is in a public event (what a watchful player checks cheats against)."""

    def reward(self, st: CashState, seat: int, amount: int, table: Table) -> None:
        st.cash[seat] += amount
        event = {"type": "reward", "seat": seat, "amount": amount}
        last = table.events[-1] if table.events else {}
        field = TOLD_REWARD.get(last.get("type", ""))
        if field is not None and last["seat"] == seat and last[field] == amount:
            event["told"] = True
        table.emit(event)


MONEY = CheatersCash()


# The spaces (CH-3 … CH-9) ------------------------------------------------------------------


def land_street(st: CHState, seat: int, table: Table) -> None:
    """CH-4, CH-5: an unowned street is bought or auctioned; another's asks for rent."""
    space = st.position[seat]
    owner = st.owner[space]
    if owner == BANK:
        spaces.street(st, seat, table)
    elif owner != seat:
        rent.open_rent(st, owner, seat, space)


# Bankruptcy (CH-14) and the end (CH-18) ----------------------------------------------------


def bankrupt(st: CHState, debtor: int, creditor: int, table: Table) -> None:
    """To a player: its streets (hotels and all) and cards. To the bank: the cards go
    under their decks (the streets are auctioned once the player has left)."""
    cheats.forget(st, debtor)
    st.half_rent[debtor] = False
    if creditor == BANK:
        for card in st.held[debtor]:
            cards.to_bottom(st, card, debtor)
    else:
        for street in streets_of(st, debtor):
            st.owner[street] = creditor
        st.held[creditor] += st.held[debtor]
    st.held[debtor] = []


def after_bankrupt(st: CHState, debtor: int, creditor: int, table: Table) -> None:
    streets = streets_of(st, debtor)
    for street in streets:
        return_to_bank(st, street, table)
    if streets:
        push(st, Estate(debtor, streets))


def _estate_run(st: CHState, f: Estate, table: Table) -> bool:
    """Auction the bankrupt player's streets for the bank, one at a time."""
    while f.streets:
        street = f.streets.pop(0)
        if st.owner[street] == BANK:
            open_auction(st, f.debtor, street, seats_from(st, f.debtor), table)
            return False
    pop(st, f)
    return False


def end(st: CHState, reason: str, table: Table) -> None:
    """Uncaught cheats get away with it; final rents from the bank; most cash wins."""
    cheats.reveal(st, st.period, table)
    for seat in range(st.players):
        if not st.alive[seat]:
            for street in streets_of(st, seat):
                return_to_bank(st, street, table)
    scoring.final_rents(st, table)
    scoring.finish(st, reason, table)


def _street_sale(st: BoardState, street: int) -> int:
    """CH-13: a street sells for its price, with a hotel for the hotel rent."""
    space = data.SPACES[street]
    return space.hotel_rent if st.hotel[street] else space.price


def _hopeless(st: CHState, seat: int, amount: int) -> bool:
    """CH-14: a debt that selling every street to the bank could not cover is not raised at
    the bank: the debtor may offer its properties to other players for an agreed price,
    or go bankrupt keeping them for the creditor (or for auction)."""
    return st.cash[seat] + sum(_street_sale(st, s) for s in streets_of(st, seat)) < amount


def _tradeable(st: CHState, seat: int) -> list[int]:
    """CH-12: Get Out of Jail Free cards change hands in trades."""
    return [c for c in st.held[seat] if c in data.GOOJF]


def _no_actions(st: CHState, f: Estate) -> list[Action]:
    return []


def _debtor(st: CHState, f: Estate) -> int:
    return f.debtor


EDITION: Edition[CHState] = Edition(
    name="cheaters",
    layout=data.LAYOUT,
    money=MONEY,
    frames={
        **BOARD_FRAMES,
        **CASH_FRAMES,
        **turn.FRAMES,
        **rent.FRAMES,
        **cards.FRAMES,
        **cheats.FRAMES,
        **moves.FRAMES,
        Estate: FrameType(ESTATE, _debtor, _estate_run, _no_actions, {}),
    },
    land={
        "go": spaces.rest,
        "jail": spaces.rest,
        "free_parking": cards.land_free_parking,
        "street": land_street,
        "go_to_jail": jail.jail_space,
        data.STATION: moves.land_station,
        "chance": cards.land_chance,
        "community_chest": cards.land_chest,
    },
    describer=describer,
    salary=data.SALARY,
    jail_fee=data.JAIL_FEE,
    jail_space=data.JAIL_SPACE,
    bankrupt=bankrupt,
    end_game=end,
    on_go=moves.on_go,
    extra_actions={"use_card": cards.use_card, "cheat": cheats.do_cheat},
    street_sale=_street_sale,
    tradeable_cards=_tradeable,
    stops_at_go=moves.stops_at_go,
    hopeless=_hopeless,
    after_bankrupt=after_bankrupt,
    after_deed=turn.after_deed,
)
CHState.edition = EDITION


# Setup (CH-1) ------------------------------------------------------------------------------


def setup(players: int, opts: Json, script: Json, table: Table) -> CHState:
    """Cash dealt, the free hotel on Pentonville Road, the three decks shuffled and five
    Cheat cards turned up, tokens on GO; then the starting roll (or the rigged seat)."""
    st = CHState(players, opts)
    rng = table.rng
    st.hotel[data.FREE_HOTEL_STREET] = True
    st.hotels_left -= 1
    held = rig.held(st, script)
    taken = {c for ids in held.values() for c in ids}
    chance = board_rig.deck(script, "chance", data.CHANCE_IDS, taken, rng)
    st.chance_deck = list(reversed(chance))
    st.chance_hidden = len(chance)
    chest = board_rig.deck(script, "community_chest", data.CHEST_IDS, taken, rng)
    st.chest_deck = list(reversed(chest))
    st.chest_hidden = len(chest)
    cheat = board_rig.deck(script, "cheat", data.CHEAT_IDS, set(), rng)
    st.cheat_deck = list(reversed(cheat))
    st.cheat_hidden = len(cheat)
    st.face_up = [cheats.draw_cheat(st) for _ in range(data.FACE_UP)]
    st.callable = cheats.callable_cards(st)
    for seat, ids in held.items():
        st.held[seat] = ids
    rig.table(st, script)
    st.dice = board_rig.dice(script)
    first = board_rig.first(script, players) if "first" in script else starting_player(st, table)
    table.emit({"type": "setup", "players": players, "first": first, "cheats": list(st.face_up)})
    turn.start(st, first)
    settle(st, table)
    return st
