"""Chance and Community Chest (CC-13, CC-14, CC-15): taking, holding, playing and
decoding cards.

Frames: "chance" (`ChanceTake`: take one of the face-up cards, or swap the held one, or
keep it); "keep_one" (`KeepOne`: a second Chance card from a bankrupt debtor); "use_card"
(`UseCard`: a held card played); "card_decode" (`CardDecode`: the window on a Chance card
played); "chest_choice" (`ChestChoice`: pay or go to Jail); and the board's "each" (money
between the player and every other player).

What each kind of card does is one `CardRule` (`RULES`): a Community Chest card done at
once acts when drawn; a held card may be played at the moments its rule names, most at
the start of one's own turn, three in answer to something (half price on an unowned
street, rent holiday when asked for rent, double rent when asking).

Actions and events name a card by its face (`data.face`): the two copies of a Chance pair
look alike, so which copy is where never leaves the engine; a card is followed by where it
lies (a slot, a hand). Once a copy is decoded both copies' truth is public (`st.public`),
until both are back in the deck, where nobody can tell them apart (rulings CC-R7).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Final

from monopolies.engine.action import Action, make
from monopolies.engine.rules import Json, Table
from monopolies.games.board.rules import purchase, rent, stages
from monopolies.games.board.rules.deeds import place_hotel
from monopolies.games.board.rules.each import collect_from_each, pay_each
from monopolies.games.board.rules.edition import Frames, FrameType
from monopolies.games.board.rules.flow import actor, describer, pop, push, seats_from
from monopolies.games.board.rules.layout import next_unowned, streets_of, unowned
from monopolies.games.board.rules.movement import advance_to, free_from_jail, send_to_jail
from monopolies.games.board.rules.purchase import BuyFrame
from monopolies.games.board.rules.rent import RentFrame
from monopolies.games.board.rules.state import BANK, NOBODY, Frame
from monopolies.games.crooked_cash import data
from monopolies.games.crooked_cash.rules.notes import MONEY, in_notes, reward
from monopolies.games.crooked_cash.rules.state import CCState

CARDS = data.CARDS
CHANCE_TAKE: Final = "chance"
KEEP_ONE: Final = "keep_one"
USE: Final = "use_card"
CARD_DECODE: Final = "card_decode"
CHOICE: Final = "chest_choice"
PICK, DECODE, EFFECT = 0, 1, 2

PREROLL, BUY, ASK_RENT, PAY_RENT = (
    "preroll",
    purchase.MOMENT,
    rent.ASK_MOMENT,
    rent.PAY_MOMENT,
)


@dataclass(eq=False)
class ChanceTake(Frame):
    """`seat` landed on Chance."""

    seat: int


@dataclass(eq=False)
class KeepOne(Frame):
    """`seat` was given `card`, a second Chance card, by a bankrupt debtor: it keeps its
    own or takes that one, and the other goes under the deck."""

    seat: int
    card: int


@dataclass(eq=False)
class UseCard(Frame):
    """`seat` plays `card` on a seat (`target_seat`) or a street (`street`); `destination`
    is the second street a card needs (moving a hotel). Stage PICK asks for it, DECODE
    opens the decoding window for Chance cards, EFFECT carries the card out unless it was
    `caught` as fake; the card then goes under its deck either way."""

    seat: int
    card: int
    target_seat: int = NOBODY
    street: int = -1
    destination: int = 0
    stage: int = PICK
    caught: bool = False


@dataclass(eq=False)
class CardDecode(Frame):
    """The decoding window on Chance `card`, played by `holder`: `decoders` still to ask."""

    holder: int
    card: int
    decoders: list[int]


@dataclass(eq=False)
class ChestChoice(Frame):
    """`seat` pays `amount` or goes to Jail."""

    seat: int
    amount: int


def is_chance(card: int) -> bool:
    return CARDS[card].deck == data.CHANCE


# Decks ---------------------------------------------------------------------------------


def draw_chance(st: CCState) -> int:
    if not st.chance_deck:
        return -1
    if st.chance_hidden:
        st.chance_hidden -= 1
    return st.chance_deck.pop()


def to_bottom(st: CCState, card: int) -> None:
    """A used or swapped card goes under its deck, where everyone saw it go. A Chance card
    joining its twin there can no longer be told from it: the pair's truth is forgotten."""
    if is_chance(card):
        if data.partner(card) in st.chance_deck:
            st.public.discard(card)
            st.public.discard(data.partner(card))
        st.chance_deck.insert(0, card)
    else:
        st.chest_deck.insert(0, card)


# Landing on Chance (CC-13) ---------------------------------------------------------------


def land_chance(st: CCState, seat: int, table: Table) -> None:
    if any(c >= 0 for c in st.face_up):
        push(st, ChanceTake(seat))


def _held_chance(st: CCState, seat: int) -> int:
    return next((c for c in st.held[seat] if is_chance(c)), -1)


def _take_legal(st: CCState, f: ChanceTake) -> list[Action]:
    d = describer(st)
    out = [
        make("take_chance", d, (("card", data.face(card)), ("slot", slot)))
        for slot, card in enumerate(st.face_up)
        if card >= 0
    ]
    if _held_chance(st, f.seat) >= 0:
        out.append(make("keep_chance", d, ()))
    return out


def _take(st: CCState, f: ChanceTake, a: Action, table: Table) -> None:
    seat, slot = f.seat, int(a.slot)
    old = _held_chance(st, seat)
    if old >= 0:
        st.held[seat].remove(old)
        to_bottom(st, old)
    card = st.face_up[slot]
    st.held[seat].append(card)
    st.face_up[slot] = draw_chance(st)
    table.emit(
        {
            "type": "take_chance",
            "seat": seat,
            "slot": slot,
            "card": data.face(card),
            "returned": data.face(old) if old >= 0 else None,
            "refill": data.face(st.face_up[slot]) if st.face_up[slot] >= 0 else None,
        }
    )
    pop(st, f)


def _keep(st: CCState, f: ChanceTake, a: Action, table: Table) -> None:
    table.emit({"type": "keep_chance", "seat": f.seat})
    pop(st, f)


# A second Chance card from a bankrupt debtor (CC-20, CC-13: one Chance card at a time).


def keep_own_chance(st: CCState, seat: int) -> None:
    """The Chance cards `seat` was given beyond its first go under the deck."""
    chance = [c for c in st.held[seat] if is_chance(c)]
    for card in chance[1:]:
        st.held[seat].remove(card)
        to_bottom(st, card)


def open_keep_one(st: CCState, seat: int) -> None:
    """Ask `seat` which Chance card to keep when it was given a second one."""
    chance = [c for c in st.held[seat] if is_chance(c)]
    if len(chance) > 1:
        st.held[seat].remove(chance[1])
        push(st, KeepOne(seat, chance[1]))


def _keep_one_legal(st: CCState, f: KeepOne) -> list[Action]:
    d = describer(st)
    return [make("take_card", d, (("card", data.face(f.card)),)), make("keep_chance", d, ())]


def _keep_own(st: CCState, f: KeepOne, a: Action, table: Table) -> None:
    to_bottom(st, f.card)
    table.emit({"type": "keep_chance", "seat": f.seat})
    pop(st, f)


def _take_given(st: CCState, f: KeepOne, a: Action, table: Table) -> None:
    own = _held_chance(st, f.seat)
    st.held[f.seat].remove(own)
    to_bottom(st, own)
    st.held[f.seat].append(f.card)
    table.emit(
        {
            "type": "take_chance",
            "seat": f.seat,
            "slot": None,
            "card": data.face(f.card),
            "returned": data.face(own),
            "refill": None,
        }
    )
    pop(st, f)


# Community Chest (CC-15) -----------------------------------------------------------------


def shown(card: int) -> Json:
    """An event's card field for a kept card: its face if it lies face up, else nothing."""
    return {} if card in data.FACE_DOWN else {"card": data.face(card)}


def land_chest(st: CCState, seat: int, table: Table) -> None:
    card = st.chest_deck.pop()
    if st.chest_hidden:
        st.chest_hidden -= 1
    c = CARDS[card]
    if c.keep:
        table.emit({"type": "chest", "seat": seat, "kept": True, **shown(card)})
        st.held[seat].append(card)
        return
    table.emit({"type": "chest", "seat": seat, "card": card})
    st.chest_deck.insert(0, card)
    now = RULE_OF[card].now
    assert now is not None, f"{c.action} is a card to keep"
    now(st, seat, c.amount, table)


def _chest_collect(st: CCState, seat: int, amount: int, table: Table) -> None:
    reward(st, seat, amount, table)


def _chest_pay(st: CCState, seat: int, amount: int, table: Table) -> None:
    MONEY.pay(st, seat, BANK, amount, False, table)


def _chest_pay_or_jail(st: CCState, seat: int, amount: int, table: Table) -> None:
    push(st, ChestChoice(seat, amount))


def _chest_each(st: CCState, seat: int, amount: int, table: Table) -> None:
    collect_from_each(st, seat, amount)


def _chest_pay_each(st: CCState, seat: int, amount: int, table: Table) -> None:
    pay_each(st, seat, amount)


def _chest_go(st: CCState, seat: int, amount: int, table: Table) -> None:
    advance_to(st, seat, 0, table)


def _chest_jail(st: CCState, seat: int, amount: int, table: Table) -> None:
    send_to_jail(st, seat, table)


def _chest_train(st: CCState, seat: int, amount: int, table: Table) -> None:
    advance_to(st, seat, data.LAYOUT.first_of_kind(st.position[seat], "train"), table)


def _choice_legal(st: CCState, f: ChestChoice) -> list[Action]:
    d = describer(st)
    out = []
    if st.cash[f.seat] >= in_notes(f.amount):
        out.append(make("choose", d, (("option", "pay"),)))
    out.append(make("choose", d, (("option", "jail"),)))
    return out


def _choose(st: CCState, f: ChestChoice, a: Action, table: Table) -> None:
    pop(st, f)
    if a.option == "pay":
        MONEY.pay(st, f.seat, BANK, f.amount, False, table)
    else:
        send_to_jail(st, f.seat, table)


# Playing a held card ---------------------------------------------------------------------


def _targets_none(st: CCState, seat: int) -> list[tuple[int, int]]:
    return [(NOBODY, -1)]


def _own_free_streets(st: CCState, seat: int) -> list[tuple[int, int]]:
    if st.hotels_left <= 0:
        return []
    return [(NOBODY, s) for s in streets_of(st, seat) if not st.hotel[s]]


def _jail_targets(st: CCState, seat: int) -> list[tuple[int, int]]:
    return [(s, -1) for s in seats_from(st, seat) if not st.in_jail[s]]


def _if_chips_red(st: CCState, seat: int) -> list[tuple[int, int]]:
    return [(NOBODY, -1)] if st.chips[seat] < data.CHIPS else []


def _if_free(st: CCState, seat: int) -> list[tuple[int, int]]:
    return [] if st.in_jail[seat] else [(NOBODY, -1)]


def _if_others(st: CCState, seat: int) -> list[tuple[int, int]]:
    return [(NOBODY, -1)] if seats_from(st, seat) else []


def _unowned_targets(st: CCState, seat: int) -> list[tuple[int, int]]:
    return [] if st.in_jail[seat] else [(NOBODY, s) for s in unowned(st)]


def _if_jailed(st: CCState, seat: int) -> list[tuple[int, int]]:
    return [(NOBODY, -1)] if st.in_jail[seat] else []


def _hotels_to_move(st: CCState, seat: int) -> list[tuple[int, int]]:
    if not any(not st.hotel[s] for s in streets_of(st, seat)):
        return []
    owner = st.owner
    return [
        (NOBODY, s) for s in data.LAYOUT.streets if st.hotel[s] and owner[s] not in (seat, BANK)
    ]


def half_price(street: int) -> int:
    return in_notes(data.LAYOUT.price[street] // 2)


def extras(st: CCState, seat: int, moment: str, f: Frame) -> list[Action]:
    """The card plays `seat` may make now (the edition hook `extras`)."""
    held = st.held[seat]
    if not held:
        return []
    d = describer(st)
    out: list[Action] = []
    for card in held:
        targets = RULE_OF[card].when.get(moment)
        if targets is None:
            continue
        if isinstance(f, BuyFrame) and st.cash[seat] < half_price(f.street):
            continue
        for who, street in targets(st, seat):
            target = who if who != NOBODY else street
            shown = data.face(card)
            fields = (("card", shown),) if target == -1 else (("card", shown), ("target", target))
            out.append(make("use_card", d, fields))
    return out


def use_card(st: CCState, f: Frame, a: Action, table: Table) -> None:
    """Apply `use_card` from whichever frame offered it (to the held card of that face); a
    card played in answer sets the frame below to read its outcome."""
    seat = actor(st)
    card = next(c for c in st.held[seat] if data.face(c) == a.card)
    c = CARDS[card]
    target: Any = a.get("target")
    use = UseCard(seat, card)
    if target is not None:
        if c.action == "send_to_jail":
            use.target_seat = int(target)
        else:
            use.street = int(target)
    if isinstance(f, BuyFrame):
        f.card_price = half_price(f.street)
        f.stage = purchase.HALF
    elif isinstance(f, RentFrame):
        f.stage = rent.DOUBLED if f.stage == rent.ASK else rent.EXCUSED
    table.emit({"type": "play_card", "seat": seat, "card": data.face(card), "target": target})
    push(st, use)


def _use_who(st: CCState, f: UseCard) -> int:
    return f.seat


def _use_run(st: CCState, f: UseCard, table: Table) -> bool:
    c = CARDS[f.card]
    if f.stage == PICK:
        if c.action == "move_hotel" and f.destination == 0 and _move_destinations(st, f):
            return True
        f.stage = DECODE
    if f.stage == DECODE:
        f.stage = EFFECT
        if is_chance(f.card):
            chips, jail = st.chips, st.in_jail
            queue = [s for s in seats_from(st, f.seat) if chips[s] > 0 and not jail[s]]
            if queue:
                push(st, CardDecode(f.seat, f.card, queue))
        return False
    pop(st, f)
    st.held[f.seat].remove(f.card)
    to_bottom(st, f.card)
    st.outcome = not f.caught
    if st.outcome:
        RULE_OF[f.card].play(st, f, table)
    return False


def _move_destinations(st: CCState, f: UseCard) -> list[int]:
    return [s for s in streets_of(st, f.seat) if not st.hotel[s]]


def _use_legal(st: CCState, f: UseCard) -> list[Action]:
    d = describer(st)
    return [make("choose", d, (("option", s),)) for s in _move_destinations(st, f)]


def _use_choose(st: CCState, f: UseCard, a: Action, table: Table) -> None:
    f.destination = int(a.option)
    f.stage = DECODE


# The card-decoding window (CC-14).


def _cd_who(st: CCState, f: CardDecode) -> int:
    return f.decoders[0]


def _cd_run(st: CCState, f: CardDecode, table: Table) -> bool:
    if f.decoders:
        return True
    pop(st, f)
    return False


def _cd_legal(st: CCState, f: CardDecode) -> list[Action]:
    d = describer(st)
    return [make("decode_card", d, (("card", data.face(f.card)),)), make("no_decode", d, ())]


def _decode_card(st: CCState, f: CardDecode, a: Action, table: Table) -> None:
    """The first decoder settles it: a fake is caught (100 reward), a real card acts. Its
    twin's truth follows (one of each pair is fake)."""
    decoder = f.decoders[0]
    st.chips[decoder] -= 1
    st.public.update((f.card, data.partner(f.card)))
    fake = st.fake[f.card]
    shown = data.face(f.card)
    table.emit(
        {"type": "decode_card", "seat": decoder, "holder": f.holder, "card": shown, "fake": fake}
    )
    pop(st, f)
    if fake:
        use = st.stack[-1]
        assert isinstance(use, UseCard), "a card's decoding window sits on its use"
        use.caught = True
        st.caught[f.holder] += 1
        reward(st, decoder, data.DECODE_REWARD, table)


def _cd_pass(st: CCState, f: CardDecode, a: Action, table: Table) -> None:
    f.decoders.pop(0)


# Card effects (only the cards played on one's own; answers are read by the frame below).


def _no_effect(st: CCState, f: UseCard, table: Table) -> None:
    return None


def _free_hotel(st: CCState, f: UseCard, table: Table) -> None:
    if st.hotels_left > 0 and st.owner[f.street] == f.seat and not st.hotel[f.street]:
        place_hotel(st, f.seat, f.street, table, "card")


def _to_jail(st: CCState, f: UseCard, table: Table) -> None:
    if st.alive[f.target_seat]:
        send_to_jail(st, f.target_seat, table)


def _chips(st: CCState, f: UseCard, table: Table) -> None:
    st.chips[f.seat] = data.CHIPS


def _instead_of_rolling(st: CCState) -> None:
    """A move card ends the player's rolling for the turn, as a roll would have."""
    stages.turn_of(st).stage = stages.AFTER
    st.again = False


def _to_go(st: CCState, f: UseCard, table: Table) -> None:
    _instead_of_rolling(st)
    advance_to(st, f.seat, 0, table)


def _each(st: CCState, f: UseCard, table: Table) -> None:
    collect_from_each(st, f.seat, CARDS[f.card].amount)


def _to_unowned(st: CCState, f: UseCard, table: Table) -> None:
    _instead_of_rolling(st)
    street = f.street if st.owner[f.street] == BANK else next_unowned(st, f.street)
    if street is not None:
        advance_to(st, f.seat, street, table)


def _leave_jail(st: CCState, f: UseCard, table: Table) -> None:
    free_from_jail(st, f.seat, table, "card")


def _collect(st: CCState, f: UseCard, table: Table) -> None:
    reward(st, f.seat, CARDS[f.card].amount, table)


def _move_hotel(st: CCState, f: UseCard, table: Table) -> None:
    src, dst = f.street, f.destination
    if st.hotel[src] and st.owner[dst] == f.seat and not st.hotel[dst]:
        st.hotel[src] = False
        st.hotel[dst] = True
        table.emit({"type": "hotel_moved", "seat": f.seat, "from": src, "to": dst})


Now = Callable[[CCState, int, int, Table], None]
Targeter = Callable[[CCState, int], list[tuple[int, int]]]
Effect = Callable[[CCState, UseCard, Table], None]


class CardRule:
    """What one kind of card does, by deck and action (`data.Card`): a Community Chest
    card done at once acts by `now`, with its amount; a held card may be played at the
    moments in `when`, each giving its targets ((seat, street), NOBODY or -1 where it
    names none), and unless caught as fake acts by `play`. A card played in answer (half
    price, rent holiday, double rent) acts through the frame below, which reads its
    outcome."""

    __slots__ = ("now", "play", "when")

    def __init__(
        self,
        now: Now | None = None,
        when: dict[str, Targeter] | None = None,
        play: Effect = _no_effect,
    ) -> None:
        self.now = now
        self.when: dict[str, Targeter] = when or {}
        self.play = play


CHANCE, CHEST = data.CHANCE, data.CHEST
RULES: Final[dict[tuple[str, str], CardRule]] = {
    (CHANCE, "rent_holiday"): CardRule(when={PAY_RENT: _targets_none}),
    (CHANCE, "free_hotel"): CardRule(when={PREROLL: _own_free_streets}, play=_free_hotel),
    (CHANCE, "send_to_jail"): CardRule(when={PREROLL: _jail_targets}, play=_to_jail),
    (CHANCE, "chips_green"): CardRule(when={PREROLL: _if_chips_red}, play=_chips),
    (CHANCE, "advance_to_go"): CardRule(when={PREROLL: _if_free}, play=_to_go),
    (CHANCE, "collect_from_each"): CardRule(when={PREROLL: _if_others}, play=_each),
    (CHANCE, "advance_to_unowned"): CardRule(when={PREROLL: _unowned_targets}, play=_to_unowned),
    (CHANCE, "half_price"): CardRule(when={BUY: _targets_none}),
    (CHANCE, "get_out_of_jail"): CardRule(when={PREROLL: _if_jailed}, play=_leave_jail),
    (CHANCE, "collect"): CardRule(when={PREROLL: _targets_none}, play=_collect),
    (CHANCE, "move_hotel"): CardRule(when={PREROLL: _hotels_to_move}, play=_move_hotel),
    (CHANCE, "double_rent"): CardRule(when={ASK_RENT: _targets_none}),
    (CHEST, "get_out_of_jail"): CardRule(when={PREROLL: _if_jailed}, play=_leave_jail),
    (CHEST, "free_hotel"): CardRule(when={PREROLL: _own_free_streets}, play=_free_hotel),
    (CHEST, "collect"): CardRule(now=_chest_collect),
    (CHEST, "pay"): CardRule(now=_chest_pay),
    (CHEST, "pay_or_jail"): CardRule(now=_chest_pay_or_jail),
    (CHEST, "collect_from_each"): CardRule(now=_chest_each),
    (CHEST, "pay_each"): CardRule(now=_chest_pay_each),
    (CHEST, "advance_to_go"): CardRule(now=_chest_go),
    (CHEST, "go_to_jail"): CardRule(now=_chest_jail),
    (CHEST, "advance_to_train"): CardRule(now=_chest_train),
}
# The rule of each card, by id (read at every decision where a card is held).
RULE_OF: Final = tuple(RULES[(c.deck, c.action)] for c in CARDS)


def _seat(st: CCState, f: ChanceTake | KeepOne | ChestChoice) -> int:
    return f.seat


def _wait(st: CCState, f: Frame, table: Table) -> bool:
    return True


FRAMES: Frames = {
    ChanceTake: FrameType(
        CHANCE_TAKE, _seat, _wait, _take_legal, {"take_chance": _take, "keep_chance": _keep}
    ),
    KeepOne: FrameType(
        KEEP_ONE,
        _seat,
        _wait,
        _keep_one_legal,
        {"keep_chance": _keep_own, "take_card": _take_given},
    ),
    UseCard: FrameType(USE, _use_who, _use_run, _use_legal, {"choose": _use_choose}),
    CardDecode: FrameType(
        CARD_DECODE,
        _cd_who,
        _cd_run,
        _cd_legal,
        {"decode_card": _decode_card, "no_decode": _cd_pass},
    ),
    ChestChoice: FrameType(CHOICE, _seat, _wait, _choice_legal, {"choose": _choose}),
}
