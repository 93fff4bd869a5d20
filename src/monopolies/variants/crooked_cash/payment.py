"""Paying note by note, with change, and the decoding window on every payment (CC-10,
CC-11).

Frame "payment": `seat` pays (BANK when the bank gives change), `other` receives (a seat
or BANK), `amount` is owed; `items` are the notes on the table, `marks` those decoded as
real, the first `count` of `items` have been through a decoding window; for the bank,
`card` is a value its notes must stay under (breaking a note), 0 for none. `flag` holds
the mode: VOLUNTARY (called off rather than a debt when it cannot be met), EXACT (change:
the notes must add up exactly), BREAK (one note handed to the bank for smaller ones).

The payer lays notes down one at a time until they cover what is owed (all of them at
once when that takes every note). Then every other player with a green chip, not in Jail
and not the receiver, may decode one of the new notes, in seat order from the payer's
left. A fake is kept by its decoder and the payer pays that much again, and the new notes
may be decoded in turn. Then the notes change hands and the receiver gives change, which
is decoded the same way; a player who cannot make exact change breaks a note at the bank.
"""

from __future__ import annotations

from collections.abc import Callable

from monopolies.board.debt import open_debt
from monopolies.board.edition import Describer, FrameType
from monopolies.board.flow import describer, pop, push
from monopolies.board.state import BANK, Frame
from monopolies.engine.action import Action, Value, make
from monopolies.engine.rules import Table
from monopolies.variants.crooked_cash.data import DENOMINATIONS
from monopolies.variants.crooked_cash.notes import (
    BREAK,
    EXACT,
    PAYMENT,
    SMALLEST,
    UNKNOWN,
    VOLUNTARY,
    bank_draw,
    can_make,
    from_hand,
    kinds,
    lowest,
    to_bank,
    to_hand,
)
from monopolies.variants.crooked_cash.state import CCState

DECODE = "decode"

# The `known` field of a note action, by what its holder knows (notes.UNKNOWN/REAL/FAKE).
KNOWN: tuple[tuple[tuple[str, str], ...], ...] = ((), (("known", "real"),), (("known", "fake"),))
CHECK, WINDOW, AFTER = 0, 1, 2


def decoders(st: CCState, payer: int, payee: int) -> list[int]:
    """CC-11: who may decode: green chip, not in Jail, neither the payer nor the receiver."""
    start = payer if payer != BANK else payee
    chips, jail, alive, n = st.chips, st.in_jail, st.alive, st.players
    out = []
    for k in range(1, n):
        s = (start + k) % n
        if s != payee and chips[s] and alive[s] and not jail[s]:
            out.append(s)
    return out


def _who(st: CCState, f: Frame) -> int:
    return f.seat


def _paid(st: CCState, f: Frame) -> int:
    return sum(map(st.values.__getitem__, f.items))


def _check(st: CCState, f: Frame, table: Table) -> bool:
    need = f.amount - _paid(st, f)
    if f.flag & BREAK or need <= 0:
        f.stage = WINDOW
        return False
    payer = f.seat
    if payer == BANK:
        notes = bank_draw(st, need, table, f.card)
        f.items += notes
        f.stage = WINDOW
        return False
    cash = st.cash[payer]
    if cash < need:
        if f.flag & VOLUNTARY:
            _call_off(st, f, table)
        else:
            open_debt(st, payer, f.other, need, table)
        return False
    if cash == need:
        for note in list(st.hands[payer]):
            from_hand(st, payer, note)
            f.items.append(note)
        f.stage = WINDOW
        return False
    return True


def _call_off(st: CCState, f: Frame, table: Table) -> None:
    """A voluntary payment that can no longer be met: the notes go back, nothing is bought."""
    pop(st, f)
    for note in f.items:
        to_hand(st, f.seat, note)
        if note in f.marks:
            st.known[f.seat].add(note)
    st.outcome = False
    table.emit({"type": "payment_off", "seat": f.seat, "to": f.other, "amount": f.amount})


def _window(st: CCState, f: Frame, table: Table) -> bool:
    batch = f.items[f.count :]
    f.count = len(f.items)
    f.stage = AFTER
    if batch:
        queue = decoders(st, f.seat, f.other)
        if queue:
            push(st, Frame(DECODE, f.seat, other=f.other, queue=queue, items=batch))
    return False


def _after(st: CCState, f: Frame, table: Table) -> bool:
    if f.flag & BREAK or _paid(st, f) >= f.amount:
        _deliver(st, f, table)
    else:
        f.stage = CHECK
    return False


def _deliver(st: CCState, f: Frame, table: Table) -> None:
    """The notes change hands (the receiver learns those decoded real); change follows."""
    pop(st, f)
    payee = f.other
    paid = _paid(st, f)
    for note in f.items:
        if payee == BANK:
            to_bank(st, note)
        else:
            to_hand(st, payee, note)
            if note in f.marks:
                st.known[payee].add(note)
    what = "break" if f.flag & BREAK else "change" if f.flag & EXACT else "payment"
    table.emit(
        {
            "type": "paid",
            "seat": f.seat,
            "to": payee,
            "amount": paid,
            "owed": f.amount,
            "as": what,
            "notes": sorted(map(st.values.__getitem__, f.items)),
        }
    )
    st.outcome = True
    change = paid - f.amount
    if change > 0:
        below = paid if f.flag & BREAK else 0
        push(st, Frame(PAYMENT, payee, other=f.seat, amount=change, flag=EXACT, card=below))


_STAGES: dict[int, Callable[[CCState, Frame, Table], bool]] = {
    CHECK: _check,
    WINDOW: _window,
    AFTER: _after,
}


def _run(st: CCState, f: Frame, table: Table) -> bool:
    return _STAGES[f.stage](st, f, table)


def _legal(st: CCState, f: Frame) -> list[Action]:
    """A note is named by its value and by what the payer knows of it (`known`: "fake" or
    "real", left out when unknown): notes alike to the payer are one choice (rulings E-2,
    CC-R1). `owed` is what is still to pay before this note."""
    need = f.amount - _paid(st, f)
    d = describer(st)
    if not f.flag & EXACT:
        if st.known[f.seat] or st.opts["owners_see_fakes"]:
            return [_note_action(d, "pay_note", v, cls, need) for v, cls in kinds(st, f.seat)]
        return list(_unknown_notes(d, need, tuple(map(bool, st.counts[f.seat]))))
    choice = kinds(st, f.seat)
    counts = tuple(st.counts[f.seat])
    give = [
        _note_action(d, "give_change_note", value, cls)
        for value, cls in choice
        if value <= need and can_make(counts, need - value, without=value)
    ]
    if give:
        return give
    return [_note_action(d, "break_note", value, cls) for value, cls in choice if value > SMALLEST]


def _unknown_notes(d: Describer, owed: int, held: tuple[bool, ...]) -> tuple[Action, ...]:
    """`pay_note` for each value held (`held`, by denomination) when the payer knows none
    of its notes, interned by those inputs: they make the key, so an entry never goes
    stale (a few hundred amounts owed, times the values held)."""
    key = (d, owed, held)
    actions = _UNKNOWN_NOTES.get(key)
    if actions is None:
        actions = _UNKNOWN_NOTES[key] = tuple(
            _note_action(d, "pay_note", value, UNKNOWN, owed)
            for value, has in zip(DENOMINATIONS, held, strict=True)
            if has
        )
    return actions


_UNKNOWN_NOTES: dict[tuple[object, ...], tuple[Action, ...]] = {}


def _note_action(d: Describer, kind: str, value: int, cls: int, owed: int = -1) -> Action:
    """The interned note action, found by a flat key (cheaper to hash than its fields)."""
    key = (d, kind, value, cls, owed)
    action = _NOTE_ACTIONS.get(key)
    if action is None:
        fields: tuple[tuple[str, Value], ...] = (*KNOWN[cls], ("value", value))
        if owed >= 0:
            fields = (*KNOWN[cls], ("owed", owed), ("value", value))
        action = _NOTE_ACTIONS[key] = make(kind, d, fields)
        _NOTE_OF[action] = (value, cls)
    return action


_NOTE_ACTIONS: dict[tuple[object, ...], Action] = {}
# (value, what the payer knows) of every note action listed, read back when one is played.
_NOTE_OF: dict[Action, tuple[int, int]] = {}


def chosen_note(st: CCState, seat: int, a: Action) -> int:
    """The note a note action stands for: the lowest id of that value and knowledge (a
    played action was listed, so its value and knowledge are on record)."""
    value, cls = _NOTE_OF[a]
    return lowest(st, seat, value, cls)


def _lay(st: CCState, f: Frame, a: Action, table: Table) -> None:
    note = chosen_note(st, f.seat, a)
    from_hand(st, f.seat, note)
    f.items.append(note)


def _break(st: CCState, f: Frame, a: Action, table: Table) -> None:
    note = chosen_note(st, f.seat, a)
    from_hand(st, f.seat, note)
    table.emit({"type": "break_note", "seat": f.seat, "value": st.values[note]})
    push(st, Frame(PAYMENT, f.seat, other=BANK, flag=BREAK, stage=WINDOW, items=[note]))


# The decoding window on a batch of notes (frame "decode": `seat` paid them to `other`;
# `queue` are the decoders still to ask; `items` the batch's notes not yet decoded). The
# payment it checks is the frame just below it.


def _decode_who(st: CCState, f: Frame) -> int:
    return f.queue[0]


def _decode_run(st: CCState, f: Frame, table: Table) -> bool:
    if f.queue and f.items:
        return True
    pop(st, f)
    return False


def _decode_legal(st: CCState, f: Frame) -> list[Action]:
    d = describer(st)
    values = sorted(set(map(st.values.__getitem__, f.items)))
    out = [_decode_action(d, f.seat, v) for v in values]
    out.append(make("no_decode", d, ()))
    return out


def _decode_action(d: Describer, payer: int, value: int) -> Action:
    """The interned `decode_note`, found by a flat key (every payment opens a window); the
    key holds every input, so an entry never goes stale."""
    key = (d, payer, value)
    action = _DECODE_ACTIONS.get(key)
    if action is None:
        fields: tuple[tuple[str, Value], ...] = (("payer", payer), ("value", value))
        action = _DECODE_ACTIONS[key] = make("decode_note", d, fields)
    return action


_DECODE_ACTIONS: dict[tuple[object, ...], Action] = {}


def _decode_note(st: CCState, f: Frame, a: Action, table: Table) -> None:
    """Flip a chip; the lens falls on one of the notes of that value (they look alike)."""
    decoder = f.queue.pop(0)
    st.chips[decoder] -= 1
    value = int(a.value)
    pool = [n for n in f.items if st.values[n] == value]
    note = pool[table.rng.randrange(len(pool))] if len(pool) > 1 else pool[0]
    f.items.remove(note)
    payment = st.stack[-2]
    fake = st.fake[note]
    if fake:
        payment.items.remove(note)
        payment.count -= 1
        to_hand(st, decoder, note)
        st.known[decoder].add(note)
        if payment.seat != BANK:
            st.caught[payment.seat] += 1
    else:
        payment.marks.append(note)
    table.emit(
        {"type": "decode", "seat": decoder, "payer": payment.seat, "value": value, "fake": fake}
    )


def _no_decode(st: CCState, f: Frame, a: Action, table: Table) -> None:
    f.queue.pop(0)


FRAMES: dict[str, FrameType] = {
    PAYMENT: FrameType(
        _who, _run, _legal, {"pay_note": _lay, "give_change_note": _lay, "break_note": _break}
    ),
    DECODE: FrameType(
        _decode_who,
        _decode_run,
        _decode_legal,
        {"decode_note": _decode_note, "no_decode": _no_decode},
    ),
}
