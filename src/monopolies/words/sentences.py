"""Sentences as rich `Text`: styled for the terminal (a card in its colour), plain text
everywhere else (`Text.plain`)."""

from __future__ import annotations

from rich.text import Text

from monopolies.words.people import upper_first


def sentence(first: str, *parts: Text | str) -> Text:
    """Parts joined into a sentence starting with a capital ("you ..." -> "You ...")."""
    return Text.assemble(upper_first(first), *parts)


def plural(n: int, word: str) -> str:
    """ "1 card", "2 cards"."""
    return f"{n} {word}{'' if n == 1 else 's'}"
