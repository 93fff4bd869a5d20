"""Twin worlds: two games that differ only in one seat's secret, and everything the other
seats and a spectator receive from each, side by side (issue 29; engine/visibility.py).

A twin comes from the game's own declaration (`information.twins`): which copy of alike
cards a seat holds, which of its notes is fake, whether it just made a secret cheat. Both
worlds are then driven with the same actions. Until the rules bring the secret out
(`Twin.out`, or one of its `shown` events), every channel a seat other than the secret's
owner reads must be identical in both: its observation, the public events, who is asked,
its legal moves, the menu and situation the front ends show it, the routine pass and
payment proposal they make for it (`words.chores`), the expert bot's hints,
and the worlds its samples build. The server's messages are compared by
tests/server/test_twin_wire.py over a real WebSocket.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

import monopolies as mp
from monopolies.bots.hints import hint
from monopolies.engine.game import Game
from monopolies.engine.visibility import Twin
from monopolies.words import chores, narration
from monopolies.words.game import words_for

NAMES = ("Ann", "Ben", "Cleo", "Dev", "Eve")
SAMPLE_SEED = 977
HINT_ITERATIONS = 24


@dataclass
class Pair:
    """A world and its twin at one position, `seat` the owner of the secret."""

    world: Game
    twin: Game
    seat: int
    kind: Twin


def positions(
    variant: str,
    seeds: range,
    rng: random.Random,
    every: int,
    options: dict[str, Any] | None = None,
) -> Iterator[Game]:
    """Positions of random games: about every `every` decisions, until each game ends."""
    rules = mp.VARIANTS[variant]
    for seed in seeds:
        players = rules.min_players + seed % (min(rules.max_players, 4) - rules.min_players + 1)
        game = mp.new_game(variant, players=players, seed=seed, options=options)
        while not game.over and len(game.history) < 600:
            for _ in range(rng.randint(1, every)):
                if game.over:
                    break
                game.act(rng.choice(game.legal_actions()))
            if not game.over:
                yield game


def pairs(game: Game, rng: random.Random, kinds: tuple[Twin, ...]) -> Iterator[Pair]:
    """Every twin of `kinds` the game has at this position, for every seat that has one."""
    for kind in kinds:
        for seat in range(game.players):
            built = kind.build(game.clone(), seat, rng)
            if built is not None:
                yield Pair(*built, seat, kind)


def seen(game: Game, viewer: int | None, *, hints: bool = False) -> dict[str, Any]:
    """Everything `viewer` (a seat, or None for a spectator) receives from `game` now."""
    view = game.observe(viewer)
    got: dict[str, Any] = {"view": view, "to_act": game.to_act, "events": game.public_events()}
    if viewer is None:
        return got
    if view["legal"]:
        menu = narration.menu(game, view, NAMES[: game.players])
        got["menu"] = menu
        got["folded"] = narration.folded(menu)
        got["situation"] = narration.situation(
            game.variant, view, view["events"], NAMES[: game.players]
        )
        words = words_for(game.variant)
        got["window"] = chores.window(words, view["legal"])
        got["plan"] = words.payment(view)
        if hints:
            got["hints"] = [
                (s.action.to_json(), s.move, s.chance, s.visits)
                for s in hint(game, viewer, iterations=HINT_ITERATIONS)
            ]
    sample = game.resample(viewer, random.Random(SAMPLE_SEED))
    got["sample"] = sample.rules.dump(sample.state)
    return got


def difference(pair: Pair, *, hints: bool = False) -> str | None:
    """The first channel on which a seat other than the owner, or a spectator, can tell
    the two worlds apart now; None if none can."""
    viewers: list[int | None] = [s for s in range(pair.world.players) if s != pair.seat]
    viewers.append(None)
    for viewer in viewers:
        a = seen(pair.world, viewer, hints=hints and viewer == pair.world.to_act)
        b = seen(pair.twin, viewer, hints=hints and viewer == pair.twin.to_act)
        for channel in a.keys() | b.keys():
            if a.get(channel) != b.get(channel):
                who = "a spectator" if viewer is None else f"seat {viewer}"
                return f"{who} tells the worlds apart by {channel!r} ({pair.kind.secret})"
    return None


def is_out(pair: Pair, events_before: int) -> bool:
    """Whether the rules have brought the secret out by now."""
    if pair.kind.out(pair.world.state, pair.twin.state, pair.seat):
        return True
    new = pair.world.public_events(events_before) + pair.twin.public_events(events_before)
    return any(e["type"] in pair.kind.shown for e in new)


def walk(pair: Pair, rng: random.Random, steps: int, *, hints: bool = False) -> str | None:
    """Drive both worlds with the same actions for up to `steps` decisions, comparing every
    channel at each; the first difference, or None. Stops when the secret is out, the game
    ends, or the owner's choice in one world is not open to it in the other."""
    start = len(pair.world.events)
    for step in range(steps):
        if is_out(pair, start):
            return None
        found = difference(pair, hints=hints and step == 0)
        if found is not None:
            return f"after {step} shared moves: {found}"
        if pair.world.over:
            return None
        shared = [a for a in pair.world.legal_actions() if a in pair.twin.legal_actions()]
        if not shared:
            return None
        action = rng.choice(shared)
        pair.world.act(action)
        pair.twin.act(action)
    return None
