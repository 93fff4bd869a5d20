"""What each seat of a game may know: the information model every game declares once.

A game's `visibility.py` holds one `InformationModel`, and its rules class names it
(`Rules.information`). The engine derives from it what it can: the spectator view is
`observe(None)` with every private key left out, and a sample is a fresh world
(`Game.resample`). What it cannot derive it checks: the conformance suite asserts at every
decision of random games that everything outside the private keys is the same for every
seat and for a spectator, and the twin-worlds suite (tests/conformance/test_twin_worlds.py)
builds worlds that differ only in one seat's secret (`twins`) and asserts that no other
seat, no spectator and no message on the wire can tell them apart. The docs' tables
(docs/information.md) are rendered from the same declaration (`markdown`).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

ENGINE_PRIVATE = frozenset({"legal"})
"""Keys the engine adds that only their own seat receives: its legal moves."""


@dataclass(frozen=True)
class Part:
    """One row of a game's table: a part of the game, and what each kind of viewer sees."""

    name: str
    owner: str
    """What the seat it belongs to sees (for a part nobody owns, what every seat sees)."""
    rivals: str
    """What every other seat sees."""
    spectator: str
    sample: str
    """What `resample` keeps of it, and what it draws afresh."""


def _never(world: Any, twin: Any, seat: int) -> bool:
    return False


@dataclass(frozen=True)
class Twin:
    """One kind of secret a seat keeps, as two worlds no other seat may tell apart."""

    secret: str
    """What differs between the two worlds, in words."""
    build: Callable[[Any, int, random.Random], tuple[Any, Any] | None]
    """`(game, seat, rng) -> (world, twin) or None`: two games from `game` that differ only
    in this secret of `seat`'s (which copy it holds, which note is fake, a cheat it made);
    None where the game offers no such pair now. Usually the world is `game` as it is; a
    secret move that let the engine take the seat's one other option for it pairs with
    the world where the seat took that option. `on_state` makes one from a function of the
    state alone."""
    out: Callable[[Any, Any, int], bool] = _never
    """`(world, twin, seat) -> bool` on the two states: whether the rules have brought
    the secret out (a decode showed the note, the cheat acted and left its evidence).
    Until then every other seat and a spectator must see the two worlds alike. Cards that
    are alike never come out."""
    shown: frozenset[str] = frozenset()
    """Public events after which the rules lay the secret open (the hands scored)."""


def on_state(change: Callable[[Any, int, random.Random], Any]) -> Callable[..., Any]:
    """A twin builder from `change(state, seat, rng) -> state or None`."""

    def build(game: Any, seat: int, rng: random.Random) -> tuple[Any, Any] | None:
        state = change(game.state, seat, rng)
        if state is None:
            return None
        twin = game.clone()
        twin.state = state
        return game.clone(), twin

    return build


def swap_with_bottom(
    hand: list[int],
    draw: list[int],
    face: Sequence[int],
    told: Callable[[int], int],
    rng: random.Random,
) -> bool:
    """For a card game's "which cards it holds" twin: swap a card of `hand` that nobody
    else can place (the hand holds more of its face than `told(face)` says others know)
    with the unlike card at the bottom of `draw`, which nobody draws before the rest.
    False, changing nothing, where there is no such card."""
    if not draw:
        return False
    bottom = draw[0]
    unknown = [
        i
        for i, c in enumerate(hand)
        if face[c] != face[bottom] and sum(face[x] == face[c] for x in hand) > told(face[c])
    ]
    if not unknown:
        return False
    i = rng.choice(unknown)
    hand[i], draw[0] = bottom, hand[i]
    return True


def bottom_drawn(world_draw: list[int], twin_draw: list[int]) -> bool:
    """Out, for that twin: the bottom cards that differ have left the draw pile."""
    return not world_draw or world_draw[0] == twin_draw[0]


@dataclass(frozen=True)
class InformationModel:
    """Which parts of a game are public, private to a seat, or hidden from everyone."""

    parts: tuple[Part, ...]
    private: frozenset[str] = frozenset()
    """The keys of `observe(seat)` only that seat receives; every other key is public: the
    same for every seat, and all a spectator receives."""
    names: str = "Every card is shown by its own id: no two cards look alike."
    """How cards players cannot tell apart are named to a seat."""
    automatic: Mapping[str, str] = field(default_factory=dict)
    """Decisions the engine takes for a seat (it had one option), and why whether it had
    one shows nothing hidden. Anything not listed is never taken for a seat unless its
    single option is plain to everyone (`Rules.must_ask` asks it otherwise)."""
    twins: tuple[Twin, ...] = ()
    """The secrets the twin-worlds suite swaps: a game with hidden information has one
    per kind of secret a seat keeps."""

    def public_part(self, view: Mapping[str, Any]) -> dict[str, Any]:
        """`view` without the keys only its own seat may receive."""
        private = self.private
        return {
            key: value
            for key, value in view.items()
            if key not in private and key not in ENGINE_PRIVATE
        }


PERFECT = InformationModel(
    parts=(
        Part(
            "Everything",
            "everything",
            "everything",
            "everything",
            "the game itself, with a fresh future",
        ),
    ),
    names="Nothing is hidden, so every card is shown as it is.",
)
"""The model of a game without secrets (no seat may ever not see what another holds)."""


def markdown(title: str, model: InformationModel) -> str:
    """The model as a section of docs/information.md."""
    rows = [
        f"## {title}",
        "",
        "| Part | Its own seat | Other seats | A spectator | A sample |",
        "| --- | --- | --- | --- | --- |",
    ]
    rows += [
        f"| {p.name} | {p.owner} | {p.rivals} | {p.spectator} | {p.sample} |" for p in model.parts
    ]
    rows += ["", f"**Cards that look alike.** {model.names}", ""]
    if model.private:
        keys = ", ".join(f"`{k}`" for k in sorted(model.private))
        rows += [f"**Private keys of `observe(seat)`** (its own seat only): {keys}.", ""]
    if model.automatic:
        rows += ["**Decisions taken for a seat:**", ""]
        rows += [f"- {what}: {why}" for what, why in model.automatic.items()]
        rows.append("")
    if model.twins:
        rows += ["**Secrets the twin-worlds suite swaps** (no other seat may tell them):", ""]
        rows += [f"- {twin.secret}" for twin in model.twins]
        rows.append("")
    return "\n".join(rows)
