"""Notes: moving them, the bank's piles, what a seat knows about its own, and the `Money`
Crooked Cash gives the board blocks (CC-10, CC-11, CC-12).

The bank pays from the top of each pile, largest notes first; paid-in notes go under
their pile. When a pile is empty the bank pays in smaller notes; when it cannot pay at
all it issues new real notes (an event says so). Amounts are paid in whole notes, so a
sum that is not a multiple of the smallest note is rounded up to one (rulings CC-R3).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache

from monopolies.engine.rules import Table
from monopolies.games.board.rules.flow import push
from monopolies.games.board.rules.state import BANK, Frame
from monopolies.games.crooked_cash import data
from monopolies.games.crooked_cash.rules.state import CCState

SMALLEST = data.DENOMINATIONS[0]
# The payment frame (its rules in payment.py) and its stages, here so that `NoteMoney`
# can open one.
PAYMENT = "payment"
CHECK, WINDOW, AFTER = 0, 1, 2
PILE = {value: i for i, value in enumerate(data.DENOMINATIONS)}
# What a seat knows of a note of its own, and how a note action's `known` field says it
# (left out when unknown), both ways.
UNKNOWN, REAL, FAKE = 0, 1, 2
KNOWN_FIELD: tuple[tuple[tuple[str, str], ...], ...] = (
    (),
    (("known", "real"),),
    (("known", "fake"),),
)
KNOWN_AS: dict[str | None, int] = {None: UNKNOWN, "real": REAL, "fake": FAKE}
UNKNOWN_KINDS = tuple((value, UNKNOWN) for value in data.DENOMINATIONS)


@dataclass(eq=False)
class PaymentFrame(Frame):
    """`payer` (BANK when the bank gives change) owes `owed` to `payee` (a seat or BANK).
    `voluntary`: called off rather than a debt when it cannot be met; `change`: the notes
    must add up exactly. `notes` are on the table, `decoded` those decoded as real, and the
    first `windowed` of `notes` have been through a decoding window; for change, `broke`
    lists the values of the notes its giver broke at the bank to make it."""

    payer: int
    payee: int
    owed: int
    voluntary: bool = False
    change: bool = False
    stage: int = CHECK
    notes: list[int] = field(default_factory=list)
    decoded: list[int] = field(default_factory=list)
    windowed: int = 0
    broke: list[int] = field(default_factory=list)


def in_notes(amount: int) -> int:
    """An amount as whole notes can pay it: rounded up to the smallest note."""
    return -(-amount // SMALLEST) * SMALLEST


def to_hand(st: CCState, seat: int, note: int) -> None:
    value = st.values[note]
    st.hands[seat].append(note)
    st.cash[seat] += value
    st.counts[seat][PILE[value]] += 1


def from_hand(st: CCState, seat: int, note: int) -> None:
    value = st.values[note]
    st.hands[seat].remove(note)
    st.cash[seat] -= value
    st.counts[seat][PILE[value]] -= 1
    st.known[seat].discard(note)


def to_bank(st: CCState, note: int) -> None:
    st.piles[PILE[st.values[note]]].insert(0, note)


def bank_draw(st: CCState, amount: int, table: Table, below: int = 0) -> list[int]:
    """Notes from the bank worth exactly `amount`, largest first (all under `below` if set)."""
    out: list[int] = []
    left = amount
    issued: list[int] = []
    for i in range(len(data.DENOMINATIONS) - 1, -1, -1):
        value = data.DENOMINATIONS[i]
        if below and value >= below:
            continue
        pile = st.piles[i]
        while left >= value and pile:
            out.append(pile.pop())
            left -= value
    for value in reversed(data.DENOMINATIONS):
        if below and value >= below:
            continue
        while left >= value:
            note = len(st.values)
            st.values = [*st.values, value]
            st.fake = [*st.fake, False]
            out.append(note)
            issued.append(value)
            left -= value
    if issued:
        table.emit({"type": "bank_issued", "notes": issued})
    return out


def reward(st: CCState, seat: int, amount: int, table: Table) -> None:
    """The bank pays `seat` (salary, sales, card rewards, final rents): never decoded."""
    for note in bank_draw(st, in_notes(amount), table):
        to_hand(st, seat, note)


def choices(st: CCState, seat: int, notes: list[int]) -> dict[tuple[int, int], int]:
    """One note per (value, what the seat knows of it): the lowest id (rulings E-2)."""
    values = st.values
    see_all = st.opts["owners_see_fakes"]
    known = st.known[seat]
    fake = st.fake
    best: dict[tuple[int, int], int] = {}
    for note in notes:
        cls = (FAKE if fake[note] else REAL) if (see_all or note in known) else UNKNOWN
        key = (values[note], cls)
        if key not in best or note < best[key]:
            best[key] = note
    return best


def kinds(st: CCState, seat: int) -> list[tuple[int, int]]:
    """The keys of `choices` for the seat's hand, sorted: read from the hand's counts per
    value and its few known notes instead of from every note (a payment asks at each note)."""
    if st.opts["owners_see_fakes"]:
        return sorted(choices(st, seat, st.hands[seat]))
    counts = st.counts[seat]
    known = st.known[seat]
    if not known:
        return [UNKNOWN_KINDS[i] for i, count in enumerate(counts) if count]
    unknown = counts[:]
    out: set[tuple[int, int]] = set()
    values, fake = st.values, st.fake
    for note in known:
        value = values[note]
        unknown[PILE[value]] -= 1
        out.add((value, FAKE if fake[note] else REAL))
    out.update(UNKNOWN_KINDS[i] for i, count in enumerate(unknown) if count)
    return sorted(out)


def lowest(st: CCState, seat: int, value: int, cls: int) -> int:
    """The note `choices` gives for (value, what the seat knows of it): the lowest id."""
    if st.opts["owners_see_fakes"]:
        return choices(st, seat, st.hands[seat])[(value, cls)]
    values, known = st.values, st.known[seat]
    if cls == UNKNOWN:
        return min(n for n in st.hands[seat] if values[n] == value and n not in known)
    fake, is_fake = st.fake, cls == FAKE
    return min(n for n in known if values[n] == value and fake[n] == is_fake)


def can_make(counts: tuple[int, ...], target: int, without: int = 0) -> bool:
    """Whether notes in these `counts` (less one note of value `without`) make `target`."""
    if without:
        i = PILE[without]
        counts = (*counts[:i], counts[i] - 1, *counts[i + 1 :])
    return _reachable(counts, target)


@lru_cache(maxsize=1 << 16)
def _reachable(counts: tuple[int, ...], target: int) -> bool:
    """Bounded change-making over the printed values (a handful of states; cached)."""
    reach = {0}
    for value, count in zip(data.DENOMINATIONS, counts, strict=True):
        if count:
            steps = [k * value for k in range(count + 1)]
            reach = {s + step for s in reach for step in steps if s + step <= target}
        if target in reach:
            return True
    return target in reach


class NoteMoney:
    """The `Money` of Crooked Cash: payments open a `payment` frame (see payment.py)."""

    def cash(self, st: CCState, seat: int) -> int:
        return st.cash[seat]

    def pay(
        self, st: CCState, payer: int, payee: int, amount: int, voluntary: bool, table: Table
    ) -> None:
        amount = in_notes(amount)
        if amount <= 0:
            st.outcome = True
            return
        push(st, PaymentFrame(payer, payee, amount, voluntary=voluntary))

    def reward(self, st: CCState, seat: int, amount: int, table: Table) -> None:
        reward(st, seat, amount, table)

    def seize(self, st: CCState, debtor: int, creditor: int, table: Table) -> None:
        """Every note of the debtor, in hand or on the table in its payments, to the creditor."""
        notes = list(st.hands[debtor])
        for note in notes:
            from_hand(st, debtor, note)
        for frame in st.stack:
            if isinstance(frame, PaymentFrame) and frame.payer == debtor:
                notes += frame.notes
                frame.notes = []
        for note in notes:
            if creditor == BANK:
                to_bank(st, note)
            else:
                to_hand(st, creditor, note)
        total = sum(st.values[n] for n in notes)
        table.emit({"type": "seized", "seat": debtor, "to": creditor, "amount": total})


MONEY = NoteMoney()
