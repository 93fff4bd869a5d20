"""Checkers for player-facing text (issue 31.6): each takes one text (or a run of them) and
returns what is wrong with it, so a test can run them over every sentence a game says and
over the known-bad sentences the issue quotes."""

from __future__ import annotations

import re
from collections.abc import Sequence
from itertools import pairwise

from monopolies.words import narration

# A number as the tables print quantities: an optional currency before ("$", "M", "£") or
# "M" after, digits with or without separators. A bare four-digit year ("(2008)") is not a
# quantity; with a currency it is.
NUMBER = re.compile(r"(?<![\w.,#-])([$£]|M(?=\d))?(\d[\d,]*)(M\b)?(?![\w-]*\d)")
YEAR = re.compile(r"(19|20)\d\d")


def unseparated(text: str) -> list[str]:
    """Numbers of 1,000 or more written without a thousands separator ("$4100", "M6490")."""
    found = []
    for match in NUMBER.finditer(text):
        currency = match[1] or match[3]
        digits = match[2].rstrip(",")
        if "," in digits or len(digits) < 4:
            continue
        if not currency and YEAR.fullmatch(digits):
            continue
        found.append(match[0])
    return found


# A verb or noun of money followed by a bare number: "Collect 100", "pays 50", "a fee of 50".
# The number is an amount unless a counted noun follows it ("Collect 2 cards").
MONEY_WORD = re.compile(
    r"\b(?:collect|collects|collected|pay|pays|paid|owe|owes|owed|costs?|fee|fine|rent|"
    r"receive|receives|received|worth|bid|bids|bank|gives?|gave|take|takes|took|"
    r"get|gets|got)\s+(?:of\s+|you\s+|the\s+bank\s+)?(\d[\d,]*)(?![\d,]*\s*(?:M\b|[a-z+×x%/]))",
    re.IGNORECASE,
)


def without_currency(text: str) -> list[str]:
    """Money amounts written as bare numbers after a money word ("Collect 100")."""
    return [m[0] for m in MONEY_WORD.finditer(text)]


# Ids the code uses that a player never should read: snake_case names, a dummy pile's id,
# a seat's option value, rule ids in parentheses, the option keys' abbreviations.
INTERNAL_ID = re.compile(
    r"\b[a-z]+(?:_[a-z0-9]+)+\b|\bdummy-\d\b|\bseat\d\b|\((?:DEAL|CG|CC|CH|BOARD)-\d+[a-z]?\)"
    r"|\bjsn\b"
)


def internal_ids(text: str) -> list[str]:
    """Internal ids in player-facing text ("dummy-1", "roll_again", "seat0", "(DEAL-7)")."""
    return [m[0] for m in INTERNAL_ID.finditer(text)]


def repeated(texts: Sequence[str | None]) -> list[str]:
    """Sentences told twice in a row in one viewer's log (None: an event told by another),
    and sentences whose "(nth time)" is not the one after the line before them."""
    said = [t for t in texts if t]
    return [b for a, b in pairwise(said) if a == b or not _counted_after(a, b)]


def _counted_after(before: str, after: str) -> bool:
    """Whether `after`'s "(nth time)" mark, if any, counts on from `before`."""
    found = narration.AGAIN.search(after)
    if found is None:
        return True
    mark = narration.AGAIN.search(before)
    base, times = (before[: mark.start()], int(mark[1])) if mark else (before, 1)
    return after[: found.start()] == base and int(found[1]) == times + 1


AMOUNT = r"[$M£]?([\d,]+)M?"
STATED = (
    re.compile(rf"owes? {AMOUNT} more than"),  # "You owe $550 more than you hold"
    re.compile(rf"must raise {AMOUNT} more"),
    re.compile(rf"\braise {AMOUNT} more"),
)
OWED_HELD = re.compile(rf"owes? {AMOUNT} and holds? {AMOUNT}")


GAVE = re.compile(r"^(.+?) gave (.+?) (?:.*\()?([$M£]?[\d,]+M?)\)?\.$")
PAID = re.compile(r"^(.+?) paid (.+?) ([$M£]?[\d,]+M?)\.$")


def told_twice(texts: Sequence[str | None]) -> list[str]:
    """One payment told twice in a row: "Ben gave you 5M." then "Ben paid you 5M." (the
    same payer, payee and amount, once as the card given and once as the sum paid)."""
    said = [t for t in texts if t]
    found = []
    for a, b in pairwise(said):
        gave, paid = GAVE.match(a), PAID.match(b)
        if gave and paid and gave.groups() == paid.groups():
            found.append(f"{a} / {b}")
    return found


NOTHING = re.compile(r"\b(?:paid|pays|pay|gave|gives|give)\b[^.;:]*?(?:[$M£]0\b|\b0M\b)")


def nothing_paid(text: str) -> list[str]:
    """A payment of nothing told as one ("paid the bank M0")."""
    return [m[0] for m in NOTHING.finditer(text)]


def shortfall(text: str) -> int | None:
    """The shortfall a debt sentence states ("You owe $550 more than you hold"), or None."""
    for pattern in STATED:
        found = pattern.search(text)
        if found:
            return int(found[1].replace(",", ""))
    return None


def owed_and_held(text: str) -> tuple[int, int] | None:
    """What a debt sentence says is owed and held ("You owe $550 and hold $20"), or None."""
    found = OWED_HELD.search(text)
    return (int(found[1].replace(",", "")), int(found[2].replace(",", ""))) if found else None


BANK_PAID = re.compile(r"^The bank paid (.+?) ([$M£]?[\d,]+M?)\.$")
QUOTED = re.compile(r'"[^"]*"')


def bank_paid_again(texts: Sequence[str | None]) -> list[str]:
    """A bank payment told again right after the sentence that said it: "You passed GO:
    M200." then "The bank paid you M200." (the same player and sum; "You sold Whitehall
    to the bank for M20." then "The bank paid you M20."). A card's printed text, in
    quotes, says what the card does, not that it was paid."""
    said = [t for t in texts if t]
    found = []
    for a, b in pairwise(said):
        paid = BANK_PAID.match(b)
        told = QUOTED.sub("", a)
        if paid and told.lower().startswith(paid[1].lower()) and paid[2] in told:
            found.append(f"{a} / {b}")
    return found
