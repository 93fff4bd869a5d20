"""Chance and Community Chest (CH-6, CH-8, CH-9): drawing, holding one of each, playing.

Landing on Chance or Community Chest (or Free Parking, which draws from the deck the
lander chooses) takes the top card: a card to do now is read aloud (its event names it),
done, and goes under its deck; a card to keep is kept face down (its event names only the
deck; Get Out of Jail Free lies face up, rulings CH-R16), and a player who then holds two
of one deck uses or discards one at once (a face-down discard goes under the deck
unseen). Kept cards are played on one's own turn before rolling (Pay No Rent: when asked
for rent); in Jail only Get Out of Jail Free.

Frames, each described at its class: "free_parking" (`FreeParking`), "card_limit"
(`CardLimit`), "use_card" (`MoveHotel`), "choose_player" (`ChoosePlayer`), "set_hotel"
(`SetHotel`), "drawn" (`frames.Drawn`), "pay_or_jail" (`PayOrJail`), "half_buy"
(`HalfBuy`), and the board's "each" (money between the player and every other player).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Final

from monopolies.engine.action import Action, make
from monopolies.engine.rules import Json, Table
from monopolies.games.board.rules.auction import open_auction
from monopolies.games.board.rules.deeds import (
    buildable_streets,
    give_deed,
    place_hotel,
    return_to_bank,
)
from monopolies.games.board.rules.each import collect_from_each, pay_each
from monopolies.games.board.rules.edition import Frames, FrameType
from monopolies.games.board.rules.flow import actor, describer, plain, pop, push, seats_from
from monopolies.games.board.rules.layout import next_unowned, owns_set, streets_of
from monopolies.games.board.rules.movement import advance_to, collect_salary, free_from_jail, land
from monopolies.games.board.rules.state import BANK, Frame
from monopolies.games.board.rules.tables import round_up_10
from monopolies.games.cheaters import data
from monopolies.games.cheaters.rules import cheats
from monopolies.games.cheaters.rules.frames import DRAWN, Drawn
from monopolies.games.cheaters.rules.jail import to_jail
from monopolies.games.cheaters.rules.moves import SIZE
from monopolies.games.cheaters.rules.state import CHState

CARDS: Final = data.CARDS
FREE_PARKING: Final = "free_parking"
LIMIT: Final = "card_limit"
USE: Final = "use_card"
CHOOSE_PLAYER: Final = "choose_player"
SET_HOTEL: Final = "set_hotel"
PAY_OR_JAIL: Final = "pay_or_jail"
HALF_BUY: Final = "half_buy"
PREROLL: Final = "preroll"
PAY: Final = "pay"
Targets = list[int]


@dataclass(eq=False)
class FreeParking(Frame):
    """`seat` landed on Free Parking and chooses the deck to draw from (CH-8)."""

    seat: int


@dataclass(eq=False)
class CardLimit(Frame):
    """`seat` holds too many cards of the deck of `card` (just drawn): discard or use one."""

    seat: int
    card: int


@dataclass(eq=False)
class MoveHotel(Frame):
    """`seat` played `card` to move the hotel on `street`: to which of its streets."""

    seat: int
    card: int
    street: int


@dataclass(eq=False)
class ChoosePlayer(Frame):
    """Swap Places: `seat` picks the token to swap with."""

    seat: int


@dataclass(eq=False)
class SetHotel(Frame):
    """`seat` puts the free hotel on one of `spots`, the streets of its complete sets."""

    seat: int
    spots: list[int]


@dataclass(eq=False)
class PayOrJail(Frame):
    seat: int
    amount: int


@dataclass(eq=False)
class HalfBuy(Frame):
    """`seat` buys `street` for `price` (half its price) or it is auctioned."""

    seat: int
    street: int
    price: int


def _reward(st: CHState, seat: int, amount: int, table: Table) -> None:
    if amount > 0:
        st.edition.money.reward(st, seat, amount, table)


def _charge(st: CHState, seat: int, amount: int, table: Table) -> None:
    if amount > 0:
        st.edition.money.pay(st, seat, BANK, amount, False, table)


# Decks ------------------------------------------------------------------------------------


def _deck(st: CHState, deck: str) -> list[int]:
    return st.chance_deck if deck == data.CHANCE else st.chest_deck


def to_bottom(st: CHState, card: int, unseen_by: int = -1) -> None:
    """Under its deck; `unseen_by`: the seat that put a face-down card there unseen."""
    _deck(st, CARDS[card].deck).insert(0, card)
    if card in data.FACE_DOWN:
        st.buried[card] = unseen_by


def shown(card: int) -> Json:
    """An event's card field for a kept card: its id if it lies face up, else nothing."""
    return {} if card in data.FACE_DOWN else {"card": card}


def draw(st: CHState, seat: int, deck: str, table: Table) -> None:
    """CH-6: take the top card; do it now, or keep it (one of each deck at most)."""
    cards = _deck(st, deck)
    if not cards:
        return
    card = cards.pop()
    if deck == data.CHANCE:
        st.chance_hidden = max(0, st.chance_hidden - 1)
    else:
        st.chest_hidden = max(0, st.chest_hidden - 1)
    c = CARDS[card]
    st.buried[card] = -1
    if c.keep:
        table.emit({"type": "card", "seat": seat, "deck": deck, "kept": True, **shown(card)})
        st.held[seat].append(card)
        if _count(st, seat, deck) > 1:
            push(st, CardLimit(seat, card))
        return
    table.emit({"type": "card", "seat": seat, "deck": deck, "card": card})
    cards.insert(0, card)
    if c.action in data.MONEY_ACTIONS:
        frame = Drawn(seat, card)
        if cheats.options(st, seat, cheats.DRAWN, frame, mine=False):
            push(st, frame)  # Counterfeit Chance may be tried before the card acts
            return
    _do_now(st, seat, c, table)


def _do_now(st: CHState, seat: int, c: data.Card, table: Table) -> None:
    now = RULES[c.action].now
    assert now is not None, f"{c.action} is a card to keep"
    now(st, seat, c, table)


def _count(st: CHState, seat: int, deck: str) -> int:
    return sum(1 for c in st.held[seat] if CARDS[c].deck == deck)


def land_chance(st: CHState, seat: int, table: Table) -> None:
    draw(st, seat, data.CHANCE, table)


def land_chest(st: CHState, seat: int, table: Table) -> None:
    draw(st, seat, data.CHEST, table)


def land_free_parking(st: CHState, seat: int, table: Table) -> None:
    """CH-8: the lander draws from the deck of its choice."""
    if st.chance_deck or st.chest_deck:
        push(st, FreeParking(seat))


def _fp_legal(st: CHState, f: FreeParking) -> list[Action]:
    d = describer(st)
    decks = [(data.CHANCE, st.chance_deck), (data.CHEST, st.chest_deck)]
    return [make("choose_deck", d, (("deck", name),)) for name, cards in decks if cards]


def _fp_choose(st: CHState, f: FreeParking, a: Action, table: Table) -> None:
    pop(st, f)
    draw(st, f.seat, str(a.deck), table)


# Cards done at once ------------------------------------------------------------------------

Now = Callable[[CHState, int, data.Card, Table], None]


def _collect(st: CHState, seat: int, c: data.Card, table: Table) -> None:
    _reward(st, seat, c.amount, table)


def _pay(st: CHState, seat: int, c: data.Card, table: Table) -> None:
    _charge(st, seat, c.amount, table)


def _to_go(st: CHState, seat: int, c: data.Card, table: Table) -> None:
    advance_to(st, seat, data.GO_SPACE, table)


def _jail(st: CHState, seat: int, c: data.Card, table: Table) -> None:
    to_jail(st, seat, table)


def _from_each(st: CHState, seat: int, c: data.Card, table: Table) -> None:
    collect_from_each(st, seat, c.amount)


def _pay_each(st: CHState, seat: int, c: data.Card, table: Table) -> None:
    pay_each(st, seat, c.amount)


def _swap_targets(st: CHState, seat: int) -> Targets:
    return [p for p in seats_from(st, seat) if not st.in_jail[p] and not st.home[p]]


def _swap(st: CHState, seat: int, c: data.Card, table: Table) -> None:
    if _swap_targets(st, seat):
        push(st, ChoosePlayer(seat))


def _next_unowned(st: CHState, seat: int, c: data.Card, table: Table) -> None:
    """Advance to the next unowned street (passing GO pays); half price or auction."""
    start = st.position[seat]
    street = next_unowned(st, start)
    if street is None:
        return
    st.position[seat] = street
    table.emit({"type": "move", "seat": seat, "from": start, "to": street})
    if street < start:
        collect_salary(st, seat, table)
    half = round_up_10(data.SPACES[street].price / 2)
    if st.cash[seat] >= half:
        push(st, HalfBuy(seat, street, half))
    else:
        open_auction(st, seat, street, seats_from(st, seat, include_self=True), table)


def _back_three(st: CHState, seat: int, c: data.Card, table: Table) -> None:
    start = st.position[seat]
    st.position[seat] = (start - c.amount) % SIZE
    table.emit({"type": "move", "seat": seat, "from": start, "to": st.position[seat]})
    land(st, seat, table)


def _to_free_parking(st: CHState, seat: int, c: data.Card, table: Table) -> None:
    if st.position[seat] != data.FREE_PARKING:
        advance_to(st, seat, data.FREE_PARKING, table)


def _sets(st: CHState, seat: int) -> int:
    return sum(1 for colour in data.LAYOUT.colours if owns_set(st, seat, colour))


def _per_set(st: CHState, seat: int, c: data.Card, table: Table) -> None:
    _reward(st, seat, c.amount * _sets(st, seat), table)


def _beauty(st: CHState, seat: int, c: data.Card, table: Table) -> None:
    _reward(st, seat, c.prize, table)
    _charge(st, seat, c.amount, table)


def _pay_or_jail(st: CHState, seat: int, c: data.Card, table: Table) -> None:
    push(st, PayOrJail(seat, c.amount))


def _per_hotel(st: CHState, seat: int, c: data.Card, table: Table) -> None:
    hotels = sum(1 for s in streets_of(st, seat) if st.hotel[s])
    _charge(st, seat, c.amount * hotels, table)


def _set_hotel(st: CHState, seat: int, c: data.Card, table: Table) -> None:
    spots = buildable_streets(st, seat) if st.hotels_left > 0 else []
    if spots:
        push(st, SetHotel(seat, spots))


def _per_property(st: CHState, seat: int, c: data.Card, table: Table) -> None:
    _reward(st, seat, c.amount * len(streets_of(st, seat)), table)


# Kept cards: when and on what they may be played ---------------------------------------


def _none(st: CHState, seat: int) -> Targets:
    return [-1]


def _if_jailed(st: CHState, seat: int) -> Targets:
    return [-1] if st.in_jail[seat] else []


def _jail_targets(st: CHState, seat: int) -> Targets:
    return [p for p in seats_from(st, seat) if not st.in_jail[p]]


def _others(st: CHState, seat: int) -> Targets:
    return seats_from(st, seat)


def _own_bare(st: CHState, seat: int) -> Targets:
    if st.hotels_left <= 0:
        return []
    return [s for s in streets_of(st, seat) if not st.hotel[s]]


def _hotels_elsewhere(st: CHState, seat: int) -> Targets:
    if not any(not st.hotel[s] for s in streets_of(st, seat)):
        return []
    return [s for s in data.LAYOUT.streets if st.hotel[s] and st.owner[s] != seat]


def _others_streets(st: CHState, seat: int) -> Targets:
    owner = st.owner
    return [s for s in data.LAYOUT.streets if owner[s] not in (seat, BANK)]


def _own_streets(st: CHState, seat: int) -> Targets:
    return streets_of(st, seat)


def card_options(st: CHState, seat: int, moment: str, f: Frame) -> list[Action]:
    """The kept cards `seat` may play at this decision."""
    held = st.held[seat]
    if not held:
        return []
    jailed = st.in_jail[seat]
    d = describer(st)
    out: list[Action] = []
    for card in held:
        c = CARDS[card]
        targets = RULES[c.action].when.get(moment)
        if targets is None or (jailed and c.action != "get_out_of_jail"):
            continue
        for target in targets(st, seat):
            fields = (("card", card),) if target == -1 else (("card", card), ("target", target))
            out.append(make("use_card", d, fields))
    return out


def use_card(st: CHState, f: Frame, a: Action, table: Table) -> None:
    """Apply `use_card` from the turn or the card limit (the rent frame excuses its rent
    first: `rent._use_card`)."""
    seat = actor(st)
    if isinstance(f, CardLimit):
        pop(st, f)
    play_card(st, seat, a, table)


def play_card(st: CHState, seat: int, a: Action, table: Table) -> None:
    """`seat` plays its kept card: to the bottom of its deck, then its effect."""
    card = int(a.card)
    c = CARDS[card]
    target = a.get("target")
    st.held[seat].remove(card)
    to_bottom(st, card)
    table.emit({"type": "play_card", "seat": seat, "card": card, "target": target})
    RULES[c.action].play(st, seat, c, -1 if target is None else int(str(target)), table)


def _nothing(st: CHState, seat: int, c: data.Card, target: int, table: Table) -> None:
    return None


def _play_move_hotel(st: CHState, seat: int, c: data.Card, target: int, table: Table) -> None:
    push(st, MoveHotel(seat, c.id, target))


def _play_jail(st: CHState, seat: int, c: data.Card, target: int, table: Table) -> None:
    if st.alive[target] and not st.in_jail[target]:
        to_jail(st, target, table)


def _play_free_hotel(st: CHState, seat: int, c: data.Card, target: int, table: Table) -> None:
    if st.hotels_left > 0 and st.owner[target] == seat and not st.hotel[target]:
        place_hotel(st, seat, target, table, "card")


def _play_leave(st: CHState, seat: int, c: data.Card, target: int, table: Table) -> None:
    free_from_jail(st, seat, table, "card")


def _play_half_rent(st: CHState, seat: int, c: data.Card, target: int, table: Table) -> None:
    st.half_rent[target] = True


def _play_send_back(st: CHState, seat: int, c: data.Card, target: int, table: Table) -> None:
    if st.owner[target] not in (seat, BANK):
        return_to_bank(st, target, table)
        table.emit({"type": "deed_returned", "seat": seat, "street": target})


def _play_sell(st: CHState, seat: int, c: data.Card, target: int, table: Table) -> None:
    if st.owner[target] == seat:
        price = data.SPACES[target].price
        return_to_bank(st, target, table)
        table.emit({"type": "sold_street", "seat": seat, "street": target, "price": price})
        _reward(st, seat, price, table)


Play = Callable[[CHState, int, data.Card, int, Table], None]
Targeter = Callable[[CHState, int], Targets]


class CardRule:
    """What one kind of Chance or Community Chest card does (`data.Card.action` names it):
    a card done at once acts by `now`; a kept card may be played at the moments in `when`,
    each giving its targets (-1: none; seats or streets), and acts by `play`."""

    __slots__ = ("now", "play", "when")

    def __init__(
        self,
        now: Now | None = None,
        when: dict[str, Targeter] | None = None,
        play: Play = _nothing,
    ) -> None:
        self.now = now
        self.when: dict[str, Targeter] = when or {}
        self.play = play


RULES: Final[dict[str, CardRule]] = {
    # Done at once.
    "advance_to_go": CardRule(now=_to_go),
    "collect": CardRule(now=_collect),
    "collect_from_each": CardRule(now=_from_each),
    "swap_places": CardRule(now=_swap),
    "next_unowned": CardRule(now=_next_unowned),
    "back_three": CardRule(now=_back_three),
    "advance_to_free_parking": CardRule(now=_to_free_parking),
    "pay": CardRule(now=_pay),
    "per_set": CardRule(now=_per_set),
    "beauty_contest": CardRule(now=_beauty),
    "go_to_jail": CardRule(now=_jail),
    "pay_or_jail": CardRule(now=_pay_or_jail),
    "per_hotel": CardRule(now=_per_hotel),
    "set_hotel": CardRule(now=_set_hotel),
    "pay_each": CardRule(now=_pay_each),
    "per_property": CardRule(now=_per_property),
    # Kept until played: before one's roll, or (Pay No Rent) when asked for rent.
    "send_to_jail": CardRule(when={PREROLL: _jail_targets}, play=_play_jail),
    "free_hotel": CardRule(when={PREROLL: _own_bare}, play=_play_free_hotel),
    "move_hotel": CardRule(when={PREROLL: _hotels_elsewhere}, play=_play_move_hotel),
    "get_out_of_jail": CardRule(when={PREROLL: _if_jailed}, play=_play_leave),
    "half_rent": CardRule(when={PREROLL: _others}, play=_play_half_rent),
    "send_back": CardRule(when={PREROLL: _others_streets}, play=_play_send_back),
    "sell_to_bank": CardRule(when={PREROLL: _own_streets}, play=_play_sell),
    "no_rent": CardRule(when={PAY: _none}),
}


# Frames -----------------------------------------------------------------------------------


def _seat(
    st: CHState,
    f: FreeParking | CardLimit | MoveHotel | ChoosePlayer | SetHotel | PayOrJail | HalfBuy | Drawn,
) -> int:
    return f.seat


def _wait(st: CHState, f: Frame, table: Table) -> bool:
    return True


def _limit_run(st: CHState, f: CardLimit, table: Table) -> bool:
    if _count(st, f.seat, CARDS[f.card].deck) > 1:
        return True
    pop(st, f)
    return False


def _limit_legal(st: CHState, f: CardLimit) -> list[Action]:
    d = describer(st)
    deck = CARDS[f.card].deck
    mine = [c for c in st.held[f.seat] if CARDS[c].deck == deck]
    out = [make("discard_card", d, (("card", c),)) for c in mine]
    return out + [a for a in card_options(st, f.seat, PREROLL, f) if int(a.card) in mine]


def _discard(st: CHState, f: CardLimit, a: Action, table: Table) -> None:
    card = int(a.card)
    st.held[f.seat].remove(card)
    to_bottom(st, card, f.seat)
    table.emit({"type": "discard_card", "seat": f.seat, "deck": CARDS[card].deck, **shown(card)})


def _use_run(st: CHState, f: MoveHotel, table: Table) -> bool:
    if st.hotel[f.street] and _destinations(st, f):
        return True
    pop(st, f)
    return False


def _destinations(st: CHState, f: MoveHotel) -> list[int]:
    return [s for s in streets_of(st, f.seat) if not st.hotel[s]]


def _move_legal(st: CHState, f: MoveHotel) -> list[Action]:
    return _choose_street(st, _destinations(st, f))


def _set_legal(st: CHState, f: SetHotel) -> list[Action]:
    return _choose_street(st, f.spots)


def _choose_street(st: CHState, spots: list[int]) -> list[Action]:
    d = describer(st)
    return [make("choose", d, (("option", s),)) for s in spots]


def _move_hotel(st: CHState, f: MoveHotel, a: Action, table: Table) -> None:
    pop(st, f)
    src, dst = f.street, int(a.option)
    st.hotel[src], st.hotel[dst] = False, True
    table.emit({"type": "hotel_moved", "seat": f.seat, "from": src, "to": dst})


def _free_hotel(st: CHState, f: SetHotel, a: Action, table: Table) -> None:
    pop(st, f)
    if st.hotels_left > 0:
        place_hotel(st, f.seat, int(a.option), table, "card")


def _player_legal(st: CHState, f: ChoosePlayer) -> list[Action]:
    d = describer(st)
    return [make("choose_player", d, (("target", p),)) for p in _swap_targets(st, f.seat)]


def _swap_with(st: CHState, f: ChoosePlayer, a: Action, table: Table) -> None:
    pop(st, f)
    other = int(a.target)
    pos = st.position
    pos[f.seat], pos[other] = pos[other], pos[f.seat]
    table.emit({"type": "swap_places", "seat": f.seat, "with": other, "to": pos[f.seat]})


def _poj_legal(st: CHState, f: PayOrJail) -> list[Action]:
    d = describer(st)
    out = [make("choose", d, (("option", "pay"),))] if st.cash[f.seat] >= f.amount else []
    return [*out, make("choose", d, (("option", "jail"),))]


def _poj(st: CHState, f: PayOrJail, a: Action, table: Table) -> None:
    pop(st, f)
    if a.option == "pay":
        _charge(st, f.seat, f.amount, table)
    else:
        to_jail(st, f.seat, table)


def _half_legal(st: CHState, f: HalfBuy) -> list[Action]:
    d = describer(st)
    return [
        make("buy", d, (("price", f.price), ("street", f.street))),
        make("decline", d, (("street", f.street),)),
    ]


def _half_buy(st: CHState, f: HalfBuy, a: Action, table: Table) -> None:
    pop(st, f)
    _charge(st, f.seat, f.price, table)
    give_deed(st, f.seat, f.street, table, "half price")


def _half_decline(st: CHState, f: HalfBuy, a: Action, table: Table) -> None:
    pop(st, f)
    table.emit({"type": "decline", "seat": f.seat, "street": f.street})
    open_auction(st, f.seat, f.street, seats_from(st, f.seat, include_self=True), table)


def _drawn_legal(st: CHState, f: Drawn) -> list[Action]:
    return [plain(st, "do_card"), *cheats.options(st, f.seat, cheats.DRAWN, f)]


def _do_card(st: CHState, f: Drawn, a: Action, table: Table) -> None:
    pop(st, f)
    _do_now(st, f.seat, CARDS[f.card], table)


FRAMES: Frames = {
    FreeParking: FrameType(FREE_PARKING, _seat, _wait, _fp_legal, {"choose_deck": _fp_choose}),
    CardLimit: FrameType(LIMIT, _seat, _limit_run, _limit_legal, {"discard_card": _discard}),
    MoveHotel: FrameType(USE, _seat, _use_run, _move_legal, {"choose": _move_hotel}),
    SetHotel: FrameType(SET_HOTEL, _seat, _wait, _set_legal, {"choose": _free_hotel}),
    ChoosePlayer: FrameType(
        CHOOSE_PLAYER, _seat, _wait, _player_legal, {"choose_player": _swap_with}
    ),
    PayOrJail: FrameType(PAY_OR_JAIL, _seat, _wait, _poj_legal, {"choose": _poj}),
    HalfBuy: FrameType(
        HALF_BUY, _seat, _wait, _half_legal, {"buy": _half_buy, "decline": _half_decline}
    ),
    Drawn: FrameType(DRAWN, _seat, _wait, _drawn_legal, {"do_card": _do_card}),
}
