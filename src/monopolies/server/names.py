"""People's names as shown to everyone at the table: visible characters only.

A name reaches every other browser in the room, so it may not carry control characters,
bidirectional overrides that reorder the text around it (making "Ann" read as someone
else's name or turning a later line around), zero-width characters that make two names
look alike, or line breaks.
"""

from __future__ import annotations

import unicodedata

MAX_NAME = 24
INVISIBLE_CATEGORIES = frozenset({"Cc", "Cf", "Cs", "Co", "Cn", "Zl", "Zp"})
"""Control, format (bidi controls, zero-width, soft hyphen), surrogate, private-use and
unassigned characters, and line or paragraph separators."""


def clean_name(text: str) -> str:
    """The name with invisible characters removed and any run of spaces, tabs or line
    breaks made one space.

    Raises ValueError (which the API answers with 422) when nothing visible is left or
    the result is longer than MAX_NAME characters.
    """
    return clean_text(text, MAX_NAME, "name")


def clean_text(text: str, most: int, what: str) -> str:
    """`text` as `clean_name` cleans a name (a chat line too), at most `most` characters;
    ValueError naming `what` when nothing visible is left or it is longer."""
    normal = unicodedata.normalize("NFC", text)
    spaced = "".join(" " if c.isspace() else c for c in normal)
    kept = "".join(c for c in spaced if unicodedata.category(c) not in INVISIBLE_CATEGORIES)
    cleaned = " ".join(kept.split())
    if not cleaned:
        raise ValueError(f"a {what} needs at least one visible character")
    if len(cleaned) > most:
        raise ValueError(f"a {what} has at most {most} characters")
    return cleaned
