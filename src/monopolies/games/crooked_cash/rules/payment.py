"""Paying note by note, with change, and the decoding window on every payment (CC-10,
CC-11).

Frame "payment" (`notes.PaymentFrame`, its fields described there) is one payment; frame
"decode" (`DecodeFrame`) the decoding window on a batch of its notes.

The payer lays notes down one at a time until they cover what is owed (all of them at
once when that takes every note). Then every player but the payer with a green chip and
not in Jail, the receiver included, may decode one of the new notes, in seat order from
the payer's left (from the receiver's left, the receiver last, for the bank's change). A
fake is kept by its decoder and the payer pays that much again, and the new notes may be
decoded in turn. Then the notes change hands and the receiver gives change, which
is decoded the same way. Change costs its giver nothing whichever notes make it, so it is
made in one step without asking (rulings CC-R5): notes broken at the bank first if exact
change cannot be made, then the notes that make it, chosen from the counts of each value,
which everyone sees.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from monopolies.engine.action import Action, Value, make
from monopolies.engine.rules import Table
from monopolies.games.board.rules.debt import open_debt
from monopolies.games.board.rules.edition import Describer, Frames, FrameType
from monopolies.games.board.rules.flow import describer, pop, push
from monopolies.games.board.rules.state import BANK, Frame
from monopolies.games.crooked_cash.data import DENOMINATIONS
from monopolies.games.crooked_cash.rules.notes import (
    AFTER,
    CHECK,
    FAKE,
    KNOWN_AS,
    KNOWN_FIELD,
    PAYMENT,
    PILE,
    REAL,
    SMALLEST,
    UNKNOWN,
    WINDOW,
    PaymentFrame,
    bank_draw,
    can_make,
    from_hand,
    kinds,
    lowest,
    to_bank,
    to_hand,
)
from monopolies.games.crooked_cash.rules.state import CCState

DECODE = "decode"


@dataclass(eq=False)
class DecodeFrame(Frame):
    """The decoding window on a batch of notes `payer` laid down for `payee`: `decoders`
    are still to be asked, `notes` the batch's notes not yet decoded. The payment it checks
    is the frame just below it."""

    payer: int
    payee: int
    decoders: list[int]
    notes: list[int]


def decoders(st: CCState, payer: int, payee: int) -> list[int]:
    """CC-11: who may decode: everyone with a green chip and not in Jail but the payer, the
    receiver included ("any other player may spend a decoder chip ... You can never check
    your own money"). Notes the bank hands over may be checked by all, the receiver last."""
    start = payer if payer != BANK else payee
    chips, jail, alive, n = st.chips, st.in_jail, st.alive, st.players
    order = [(start + k) % n for k in range(1, n + 1)]
    return [s for s in order if s != payer and chips[s] and alive[s] and not jail[s]]


def _who(st: CCState, f: PaymentFrame) -> int:
    return f.payer


def asks_payer(st: CCState) -> bool:
    """Whether a payer choosing its next note is asked even with one option: whenever it
    holds two notes or more (rulings CC-R15). Its options are its values and what it knows
    of its notes, and only the values are public; were a payer holding two notes alike
    asked only when it knew them apart, the question would tell the table one is fake."""
    f = st.stack[-1] if st.stack else None
    return (
        isinstance(f, PaymentFrame)
        and f.stage == CHECK
        and f.payer != BANK
        and len(st.hands[f.payer]) > 1
    )


def _paid(st: CCState, f: PaymentFrame) -> int:
    return sum(map(st.values.__getitem__, f.notes))


def _check(st: CCState, f: PaymentFrame, table: Table) -> bool:
    need = f.owed - _paid(st, f)
    if need <= 0:
        f.stage = WINDOW
        return False
    payer = f.payer
    if payer == BANK:
        notes = bank_draw(st, need, table)
        f.notes += notes
        f.stage = WINDOW
        return False
    cash = st.cash[payer]
    if cash < need:
        if f.voluntary:
            _call_off(st, f, table)
        else:
            open_debt(st, payer, f.payee, need, table)
        return False
    if cash == need:
        for note in list(st.hands[payer]):
            from_hand(st, payer, note)
            f.notes.append(note)
        f.stage = WINDOW
        return False
    if f.change:
        _make_change(st, f, need, table)
        f.stage = WINDOW
        return False
    return True


def _make_change(st: CCState, f: PaymentFrame, need: int, table: Table) -> None:
    """Lay down exact change worth `need`, breaking notes at the bank until it can be made
    (the smallest note above `need`, else the smallest above the smallest value). Values
    are chosen from the hand's counts alone, so nothing private shapes what others see; of
    notes alike, a known real one goes first and a known fake last (a kept fake is worth its
    face at the end)."""
    seat = f.payer
    counts = st.counts[seat]
    while not can_make(tuple(counts), need):
        held = [v for v, c in zip(DENOMINATIONS, counts, strict=True) if c and v > SMALLEST]
        value = next((v for v in held if v > need), held[0])
        note = _spend(st, seat, value)
        from_hand(st, seat, note)
        to_bank(st, note)
        for smaller in bank_draw(st, value, table, value):
            to_hand(st, seat, smaller)
        f.broke.append(value)
    left = need
    for value in reversed(DENOMINATIONS):
        while (
            left >= value and counts[PILE[value]] and can_make(tuple(counts), left - value, value)
        ):
            note = _spend(st, seat, value)
            from_hand(st, seat, note)
            f.notes.append(note)
            left -= value


def _spend(st: CCState, seat: int, value: int) -> int:
    """The note of `value` a player would part with first: known real, unknown, known fake."""
    held = kinds(st, seat)
    cls = next(c for c in (REAL, UNKNOWN, FAKE) if (value, c) in held)
    return lowest(st, seat, value, cls)


def _call_off(st: CCState, f: PaymentFrame, table: Table) -> None:
    """A voluntary payment that can no longer be met: the notes go back, nothing is bought."""
    pop(st, f)
    for note in f.notes:
        to_hand(st, f.payer, note)
        if note in f.decoded:
            st.known[f.payer].add(note)
    st.outcome = False
    table.emit({"type": "payment_off", "seat": f.payer, "to": f.payee, "amount": f.owed})


def _window(st: CCState, f: PaymentFrame, table: Table) -> bool:
    batch = f.notes[f.windowed :]
    f.windowed = len(f.notes)
    f.stage = AFTER
    if batch:
        queue = decoders(st, f.payer, f.payee)
        if queue:
            push(st, DecodeFrame(f.payer, f.payee, queue, batch))
    return False


def _after(st: CCState, f: PaymentFrame, table: Table) -> bool:
    if _paid(st, f) >= f.owed:
        _deliver(st, f, table)
    else:
        f.stage = CHECK
    return False


def _deliver(st: CCState, f: PaymentFrame, table: Table) -> None:
    """The notes change hands (the receiver learns those decoded real); change follows."""
    pop(st, f)
    payee = f.payee
    paid = _paid(st, f)
    for note in f.notes:
        if payee == BANK:
            to_bank(st, note)
        else:
            to_hand(st, payee, note)
            if note in f.decoded:
                st.known[payee].add(note)
    event = {
        "type": "paid",
        "seat": f.payer,
        "to": payee,
        "amount": paid,
        "owed": f.owed,
        "as": "change" if f.change else "payment",
        "notes": sorted(map(st.values.__getitem__, f.notes)),
    }
    if f.broke:
        event["broke"] = sorted(f.broke)
    table.emit(event)
    st.outcome = True
    change = paid - f.owed
    if change > 0:
        push(st, PaymentFrame(payee, f.payer, change, change=True))


_STAGES: dict[int, Callable[[CCState, PaymentFrame, Table], bool]] = {
    CHECK: _check,
    WINDOW: _window,
    AFTER: _after,
}


def _run(st: CCState, f: PaymentFrame, table: Table) -> bool:
    return _STAGES[f.stage](st, f, table)


def _legal(st: CCState, f: PaymentFrame) -> list[Action]:
    """A note is named by its value and by what the payer knows of it (`known`: "fake" or
    "real", left out when unknown): notes alike to the payer are one choice (rulings E-2,
    CC-R1). `owed` is what is still to pay before this note."""
    need = f.owed - _paid(st, f)
    d = describer(st)
    if st.known[f.payer] or st.opts["owners_see_fakes"]:
        notes = st.edition.memo(note_action)
        return [notes.get((d, v, cls, need)) for v, cls in kinds(st, f.payer)]
    held = tuple(map(bool, st.counts[f.payer]))
    return list(st.edition.memo(unknown_notes).get((d, need, held)))


def unknown_notes(d: Describer, owed: int, held: tuple[bool, ...]) -> tuple[Action, ...]:
    """`pay_note` for each value held (`held`, by denomination) when the payer knows none
    of its notes (remembered: a few hundred amounts owed, times the values held)."""
    return tuple(
        note_action(d, value, UNKNOWN, owed)
        for value, has in zip(DENOMINATIONS, held, strict=True)
        if has
    )


def note_action(d: Describer, value: int, cls: int, owed: int) -> Action:
    """`pay_note` for a note of `value` that its payer knows as `cls` (remembered)."""
    fields: tuple[tuple[str, Value], ...] = (*KNOWN_FIELD[cls], ("owed", owed), ("value", value))
    return make("pay_note", d, fields)


def chosen_note(st: CCState, seat: int, a: Action) -> int:
    """The note a note action stands for: the lowest id of its value and of what its
    holder knows of it (rulings E-2)."""
    known = a.get("known")
    return lowest(st, seat, int(a.value), KNOWN_AS[known if isinstance(known, str) else None])


def _lay(st: CCState, f: PaymentFrame, a: Action, table: Table) -> None:
    note = chosen_note(st, f.payer, a)
    from_hand(st, f.payer, note)
    f.notes.append(note)


# The decoding window on a batch of notes (`DecodeFrame`).


def _decode_who(st: CCState, f: DecodeFrame) -> int:
    return f.decoders[0]


def _decode_run(st: CCState, f: DecodeFrame, table: Table) -> bool:
    if f.decoders and f.notes:
        return True
    pop(st, f)
    return False


def _decode_legal(st: CCState, f: DecodeFrame) -> list[Action]:
    d = describer(st)
    values = sorted(set(map(st.values.__getitem__, f.notes)))
    decode = st.edition.memo(decode_action)
    out = [decode.get((d, f.payer, v)) for v in values]
    out.append(make("no_decode", d, ()))
    return out


def decode_action(d: Describer, payer: int, value: int) -> Action:
    """`decode_note` (every payment opens a window, so remembered: `_decode_legal`)."""
    return make("decode_note", d, (("payer", payer), ("value", value)))


def _decode_note(st: CCState, f: DecodeFrame, a: Action, table: Table) -> None:
    """Flip a chip; the lens falls on one of the notes of that value (they look alike)."""
    decoder = f.decoders.pop(0)
    st.chips[decoder] -= 1
    value = int(a.value)
    pool = [n for n in f.notes if st.values[n] == value]
    note = pool[table.rng.randrange(len(pool))] if len(pool) > 1 else pool[0]
    f.notes.remove(note)
    payment = st.stack[-2]
    assert isinstance(payment, PaymentFrame), "a decoding window sits on its payment"
    fake = st.fake[note]
    if fake:
        payment.notes.remove(note)
        payment.windowed -= 1
        to_hand(st, decoder, note)
        st.known[decoder].add(note)
        if payment.payer != BANK:
            st.caught[payment.payer] += 1
    else:
        payment.decoded.append(note)
    table.emit(
        {"type": "decode", "seat": decoder, "payer": payment.payer, "value": value, "fake": fake}
    )


def _no_decode(st: CCState, f: DecodeFrame, a: Action, table: Table) -> None:
    f.decoders.pop(0)


FRAMES: Frames = {
    PaymentFrame: FrameType(PAYMENT, _who, _run, _legal, {"pay_note": _lay}),
    DecodeFrame: FrameType(
        DECODE,
        _decode_who,
        _decode_run,
        _decode_legal,
        {"decode_note": _decode_note, "no_decode": _no_decode},
    ),
}
