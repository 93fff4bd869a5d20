"""How the colour groups every edition shares look at the terminal (rich styles); every
colour is also written out in words, so nothing depends on seeing it."""

from __future__ import annotations

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
