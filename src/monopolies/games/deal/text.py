"""How Deal's cards, colours and sentences read at the terminal, shared by board and events.

Colours are rich styles that degrade to plain text on terminals without colour; every colour
is also written out in words, so nothing depends on seeing it.
"""

from __future__ import annotations

from rich.text import Text

from monopolies.games.deal import data
from monopolies.games.deal.rules.actions import card_name, colour_label
from monopolies.words.lineup import upper_first

COLOUR_STYLE = {
    "brown": "rgb(160,95,45)",
    "light_blue": "rgb(120,200,240)",
    "pink": "rgb(230,90,170)",
    "orange": "rgb(255,140,0)",
    "red": "rgb(225,45,45)",
    "yellow": "rgb(235,205,0)",
    "green": "rgb(40,170,80)",
    "dark_blue": "rgb(80,110,240)",
    "railroad": "rgb(170,170,170)",
    "utility": "rgb(190,190,140)",
}
KIND_STYLE = {"money": "bold", "action": "bold italic", "rent": "italic", "wild": "italic"}
ACTION_NAME = {name: display for name, display, _, _ in data.ACTIONS}


def colour_text(colour: str, names: str) -> Text:
    return Text(colour_label(colour, names), style=COLOUR_STYLE.get(colour, ""))


def chip(colour: str, names: str) -> Text:
    """A coloured square and the colour's name: readable with or without colour."""
    return Text.assemble(("■ ", COLOUR_STYLE.get(colour, "")), colour_text(colour, names))


def card_text(card: int, names: str, colour: str | None = None, short: bool = False) -> Text:
    """A card's name styled by its colour (or `colour`, where a wild is laid)."""
    c = data.CARDS[card]
    name = card_name(card, names)
    if short and c.kind == "wild":
        name = name.replace("Property Wildcard", "Wild")
    if colour is None and c.kind == "property":
        colour = c.colours[0]
    style = COLOUR_STYLE.get(colour, "") if colour else KIND_STYLE.get(c.kind, "")
    return Text(name, style=style)


def money_text(card: int, names: str) -> Text:
    c = data.CARDS[card]
    if c.kind == "money":
        return Text(f"{c.value}M", style="bold")
    return Text.assemble(card_text(card, names), f" ({c.value}M)")


def colours_or(colours: tuple[str, ...], names: str) -> list[Text | str]:
    parts: list[Text | str] = []
    for i, colour in enumerate(colours):
        if i:
            parts.append(" or ")
        parts.append(colour_text(colour, names))
    return parts


def sentence(first: str, *parts: Text | str) -> Text:
    """Parts joined into a sentence starting with a capital ("you ..." -> "You ...")."""
    return Text.assemble(upper_first(first), *parts)
