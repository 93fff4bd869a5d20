"""Every server knob in one place, with the defaults `monopolies serve` uses."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Settings:
    """How the server stores games, paces bots and limits clients."""

    db_url: str = "sqlite:///monopolies.db"
    bot_delay: float = 0.8
    """Seconds a bot waits before it moves, so people can follow the table."""
    away_after: float = 20.0
    """Seconds a seat may stay disconnected before a bot plays for it."""
    max_message_bytes: int = 4096
    messages_per_second: float = 20.0
    message_burst: int = 40
    misses_per_minute: int = 20
    """Lookups of room codes that do not exist, per client address (codes are 40 bits)."""
    rooms_per_minute: int = 30
    """Rooms one client address may create a minute (each is kept in memory and on disk)."""
