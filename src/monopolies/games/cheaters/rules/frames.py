"""The frames of the moments the cheats are aimed from besides a rent (`rent_frame`): the
move before landing and the money card drawn; and the frame a caught Identity Theft opens.
Here, below `cheat_cards` and `cheats`, because the cheats read and change them."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Final

from monopolies.games.board.rules.state import Frame

MOVED: Final = "moved"
DRAWN: Final = "drawn"
PLACE: Final = "place_token"


@dataclass(eq=False)
class Moved(Frame):
    """`seat`'s roll took its token from `start` by `steps` spaces (`passed_go` if it
    passed GO); before the space acts the player may cheat, then lands. `moved_other`:
    Identity Theft moved another token instead, and the player's own went back and lands
    nowhere. `tokens`: every token's space as the roll's event told it, so landing can
    tell any token a cheat moved since (the cheat itself emits nothing, CH-15)."""

    seat: int
    start: int
    steps: int
    passed_go: bool
    moved_other: bool = False
    tokens: list[int] = field(default_factory=list)


@dataclass(eq=False)
class Drawn(Frame):
    """`seat` drew money card `card`: it acts now, or Counterfeit Chance is tried first."""

    seat: int
    card: int


@dataclass(eq=False)
class PlaceToken(Frame):
    """The `victim` of a caught Identity Theft puts the `cheater`'s token on a space of
    its choice (its rules: `cheats`)."""

    victim: int
    cheater: int
