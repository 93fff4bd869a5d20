"""The notes the table proposes for a Crooked Cash payment, so paying is one decision
(UX principle 10, docs/decisions.md): the person confirms the proposal or changes it, and
the front end lays the notes one by one as the engine asks (CC-10).

The proposal reads only the payer's own observation: the notes it holds and what it knows
of them (`known_fake`), so it says nothing the payer could not see. It is the set that
overpays least (so no change, when exact change can be made), then has the fewest notes,
then spends the most notes known to be fake and the fewest known to be real (as the greedy
bot does: a kept fake is worth its face at the end, so it is the note to part with).
A set that overpays least has no note to spare, so the engine takes every note of it
whatever the order (it stops asking once the notes cover what is owed); they are laid
largest first.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from typing import Any

from monopolies.games.crooked_cash.rules.actions import money

Json = dict[str, Any]
Kind = tuple[int, str | None]  # a note's value and what its holder knows of it
Key = tuple[int, int, int]  # notes, minus known fakes, known reals: the smaller the better


def known(note: Json) -> str | None:
    """What the holder knows of one of its notes (`my_notes`): "fake", "real" or None."""
    fake = note.get("known_fake")
    return None if fake is None else "fake" if fake else "real"


def proposal(obs: Json) -> Json | None:
    """The notes to lay for the payment `obs`'s seat is making now, `{"notes": [{"value",
    "known"?}, ...] in the order to lay them, "text": the proposal in a sentence}`; None
    when the seat is not asked for a note."""
    notes = [a for a in obs.get("legal", ()) if a["kind"] == "pay_note"]
    if not notes:
        return None
    owed = int(notes[0]["owed"])
    offered = {(int(a["value"]), a.get("known")) for a in notes}
    held = Counter((int(n["value"]), known(n)) for n in obs.get("my_notes", ()))
    kinds = {kind: count for kind, count in held.items() if kind in offered}
    chosen = sorted(cheapest(kinds, owed), key=lambda k: (-k[0], k[1] != "fake"))
    return {
        "notes": [{"value": value} | ({"known": what} if what else {}) for value, what in chosen],
        "text": _text(chosen, owed, money(obs["names"])),
    }


def _text(chosen: list[Kind], owed: int, m: Callable[[int], str]) -> str:
    """ "Pay $140 with $100 (known fake), $20, $10 and $10: exact, no change"."""
    said = [m(value) + (" (known fake)" if what == "fake" else "") for value, what in chosen]
    notes = said[0] if len(said) == 1 else f"{', '.join(said[:-1])} and {said[-1]}"
    change = sum(value for value, _ in chosen) - owed
    after = f"{m(change)} change comes back" if change > 0 else "exact, no change"
    return f"Pay {m(owed)} with {notes}: {after}"


def cheapest(held: dict[Kind, int], owed: int) -> list[Kind]:
    """The notes of `held` (counts by kind) that cover `owed` with the least overpaid, then
    by `Key`; every note if they do not cover it."""
    everything = [kind for kind, count in held.items() for _ in range(count)]
    if sum(value for value, _ in everything) <= owed:
        return everything
    limit = owed + max(value for value, _ in held)
    best: dict[int, tuple[Key, list[Kind]]] = {0: ((0, 0, 0), [])}
    for kind, count in held.items():
        value, what = kind
        grown = dict(best)
        for total, (key, picked) in best.items():
            for k in range(1, count + 1):
                new_total = total + k * value
                if new_total >= limit:
                    break
                new_key = (
                    key[0] + k,
                    key[1] - k * (what == "fake"),
                    key[2] + k * (what == "real"),
                )
                old = grown.get(new_total)
                if old is None or new_key < old[0]:
                    grown[new_total] = (new_key, picked + [kind] * k)
        best = grown
    total = min(t for t in best if t >= owed)
    return best[total][1]
