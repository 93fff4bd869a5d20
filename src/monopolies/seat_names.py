"""What the table calls its bots: one name per seat, shared by the browser and the terminal.

The server names a bot seat "Bot Ada (hard)" in its rooms, the terminal "Ada" with its
level beside; both take the name from the seat, so a game reads alike in either.
"""

from __future__ import annotations

BOT_NAMES = ("Ada", "Ben", "Cleo", "Dex", "Eve", "Finn", "Gus", "Hana", "Ivo", "Juno")
"""One name per seat, so that two bots of one level are still two people at the table."""


def seat_name(seat: int) -> str:
    """The name of the bot in `seat`: "Ada" for seat 0, "Ben" for seat 1, ..."""
    return BOT_NAMES[seat % len(BOT_NAMES)]


def bot_name(seat: int, difficulty: str) -> str:
    """How a room names the bot in `seat`: "Bot Ada (hard)"."""
    return f"Bot {seat_name(seat)} ({difficulty})"
