"""Helpers for The Card Game's scenario tests: find cards, rig a hand, pick legal actions.

Tests use only the public API (`new_game(..., rig=...)`, `legal_actions`, `act`,
`observe`, `public_events`). The card game's rig keys (see
monopolies.games.card_game.rules.dealing):

- `first` (seat) or `dealer` (seat): who starts the first hand / who deals it;
- `hands`: `{seat: [card ids]}`; `trade_piles`: `{seat or "dummy-N": [ids, top LAST]}`;
- `deck`: `[ids, top first]`, the draw pile; unnamed cards follow it in seeded order;
- `later_hands`: `[{"hands", "trade_piles", "deck"}, ...]` for hands 2, 3, …

`rigged(..., draw=[...])` makes the draw pile exactly `draw` (and `script(...)` does the
same for a later hand): seats and piles not named get the usual cards, every other card is
put at the bottom of a sink pile (the last dummy, or the last seat's pile with four
players), so a hand can be brought to its end in a turn or two.

    c = Cards()
    g = rigged(hands={0: [c.prop("Park Place"), ...], 1: [...]}, draw=[c.one("go")])
    act(g, "draw")
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

import pytest

import monopolies as mp
from monopolies.games.card_game import data

_MISSING = object()


def card(name: str) -> int:
    """The id of the (first) card with this name."""
    for c in data.CARDS:
        if c.name == name:
            return c.id
    raise KeyError(f"no card named {name!r}")


def ids_of(kind: str, houses: int = 0) -> list[int]:
    return [c.id for c in data.CARDS if c.kind == kind and c.houses == houses]


def group_ids(group: str) -> list[int]:
    return [c.id for c in data.CARDS if c.group == group]


class Cards:
    """Hands out distinct card ids, so that no card is rigged into two places."""

    def __init__(self) -> None:
        self.used: set[int] = set()

    def _take(self, ids: Iterable[int], what: str) -> int:
        for i in ids:
            if i not in self.used:
                self.used.add(i)
                return i
        raise AssertionError(f"no unused card left: {what}")

    def prop(self, name: str) -> int:
        return self._take([card(name)], name)

    def group(self, group: str) -> list[int]:
        """Every property of a group."""
        return [self._take([i], group) for i in group_ids(group)]

    def one(self, kind: str, houses: int = 0) -> int:
        return self._take(ids_of(kind, houses), kind)

    def many(self, kind: str, count: int, houses: int = 0) -> list[int]:
        return [self.one(kind, houses) for _ in range(count)]

    def house(self, houses: int) -> int:
        return self.one("house", houses)

    def filler(self, count: int) -> list[int]:
        """Cards that never matter to a test: one property each of groups not in use."""
        out = []
        for group in data.GROUPS:
            if len(out) == count:
                break
            ids = group_ids(group.name)
            if not self.used & set(ids):
                out.append(ids[0])
                self.used.add(ids[0])
        assert len(out) == count, "not enough filler cards"
        return out


def script(
    players: int,
    hands: dict[int, list[int]] | None = None,
    piles: dict[Any, list[int]] | None = None,
    draw: Sequence[int] = (),
) -> dict[str, Any]:
    """One hand's rig with exactly `draw` as its draw pile: seats and piles not named get
    the usual 10 and 2 cards, everything else goes under the sink pile."""
    hands = dict(hands or {})
    piles = {k: list(v) for k, v in (piles or {}).items()}
    placed = {c for h in hands.values() for c in h} | {c for p in piles.values() for c in p}
    placed |= set(draw)
    names: list[Any] = [*range(players), *(f"dummy-{i}" for i in range(1, 5 - players))]
    rest = [c for c in range(data.DECK_SIZE) if c not in placed]
    for seat in range(players):
        if seat not in hands:
            hands[seat], rest = rest[: data.HAND_SIZE], rest[data.HAND_SIZE :]
    for name in names[:-1]:
        if name not in piles:
            piles[name], rest = rest[: data.PILE_START], rest[data.PILE_START :]
    piles[names[-1]] = rest + piles.get(names[-1], [])
    return {"hands": hands, "trade_piles": piles, "deck": list(draw)}


def rigged(
    players: int = 2,
    *,
    hands: dict[int, list[int]] | None = None,
    piles: dict[Any, list[int]] | None = None,
    draw: Sequence[int] | None = None,
    deck: Sequence[int] = (),
    first: int = 0,
    options: dict[str, Any] | None = None,
    later: list[dict[str, Any]] | None = None,
    seed: int = 1,
) -> mp.Game:
    """A game whose first hand is rigged; with `draw`, the draw pile is exactly that."""
    if draw is not None:
        rig: dict[str, Any] = script(players, hands, piles, draw)
    else:
        rig = {"hands": hands or {}, "trade_piles": piles or {}, "deck": list(deck)}
    rig["first"] = first
    if later is not None:
        rig["later_hands"] = later
    return mp.new_game("card-game", players=players, seed=seed, options=options or {}, rig=rig)


# Acting and looking.


def matching(g: mp.Game, kind: str, **fields: Any) -> list[mp.Action]:
    return [
        a
        for a in g.legal_actions()
        if a.kind == kind and all(a.get(k, _MISSING) == v for k, v in fields.items())
    ]


def pick(g: mp.Game, kind: str, **fields: Any) -> mp.Action:
    """The one legal action of this kind with these fields; fails the test otherwise."""
    found = matching(g, kind, **fields)
    if len(found) != 1:
        listing = "\n  ".join(repr(a) for a in g.legal_actions())
        pytest.fail(
            f"expected one legal {kind} {fields}, found {len(found)}; seat {g.to_act} "
            f"may:\n  {listing}"
        )
    return found[0]


def act(g: mp.Game, kind: str, **fields: Any) -> None:
    g.act(pick(g, kind, **fields))


def trade(g: mp.Game, partner: Any, count: int) -> None:
    g.act(pick(g, "trade", count=count, **{"with": partner}))


def discard_any(g: mp.Game) -> int:
    """Discard the last card offered (no going out); returns it."""
    action = [a for a in g.legal_actions() if a.kind == "discard"][-1]
    g.act(action)
    return int(action.card)


def has(g: mp.Game, kind: str, **fields: Any) -> bool:
    return bool(matching(g, kind, **fields))


def kinds(g: mp.Game) -> set[str]:
    return {a.kind for a in g.legal_actions()}


def events(g: mp.Game, *types: str, since: int = 0) -> list[dict[str, Any]]:
    return [e for e in g.public_events(since) if not types or e["type"] in types]


def mark(g: mp.Game) -> int:
    """The current length of the event log, to look only at what happens next."""
    return len(g.public_events())


def hand(g: mp.Game, seat: int) -> list[int]:
    return list(g.observe(seat)["hand"])


def pile(g: mp.Game, name: Any) -> list[int]:
    obs = g.observe(0)
    if isinstance(name, str):
        return next(d["trade_pile"] for d in obs["dummies"] if d["name"] == name)
    return list(obs["players"][name]["trade_pile"])


def scores_by_seat(g: mp.Game, since: int = 0) -> dict[int, dict[str, Any]]:
    """The `score` events (one per seat) of the first hand to end after `since`."""
    return {e["seat"]: e for e in events(g, "score", since=since)[: g.players]}


def money(g: mp.Game) -> list[int]:
    return [p["score"] for p in g.observe(0)["players"]]
