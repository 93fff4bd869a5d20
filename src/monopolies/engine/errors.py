"""Typed errors of the public contract: each says what was wrong and what would be right."""


class MonopoliesError(Exception):
    """Base of every error the engine raises on bad input; nothing changed when it is raised."""


class IllegalAction(MonopoliesError):
    """An action that is malformed, stale, for the wrong seat, or not allowed by the rules."""


class UnknownVariant(MonopoliesError, KeyError):
    """A game id that is not registered in VARIANTS."""

    def __str__(self) -> str:
        return str(self.args[0]) if self.args else "unknown variant"


class BadOptions(MonopoliesError, ValueError):
    """House rules, player counts or rig scripts that the variant cannot use."""


class CorruptSave(MonopoliesError, ValueError):
    """A saved game that is malformed, from another version, or breaks an invariant."""
