"""Fixed-size observation vectors: what one seat may know, as floats in [0, 1].

Every adapter (PettingZoo, Gymnasium, OpenSpiel) encodes `game.observe(seat)` with
`Encoder(variant, players)`, using the encoding the game's kit names (monopolies.games.registry);
nothing else of the game is read, so the vectors carry exactly what the seat may know. The
length depends only on the game and the number of players (`Encoder.size`). Seats are
*relative*: block 0 is always the observing seat, block 1 the next seat to its left, and so
on. Counts are divided by a typical maximum and clipped to 1. Pure Python (a list of
floats); the adapters turn it into float32 arrays.

`deal` (N = 106 cards per deck in play, P players), in this order:
  - per card id, 2 + 2P flags: in my hand; in the discard pile; then for each relative
    seat r: in r's bank, in r's property sets;
  - per relative seat: hand count / 12, bank total / 30, complete sets / 3;
  - my decision now, the active seat (one-hot over relative seats), plays left / 3,
    draw pile / N, a payment or response pending.
`card-game` (N = 60 cards, 4 trade piles: the players' in relative order, then dummies):
  - per card id, 1 + 8 + P flags: in my hand; for each pile: anywhere in it, on top of it;
    for each relative seat: known to be in that seat's hand;
  - per relative seat: hand count / 12, score / 5000;
  - my decision now, the active seat (one-hot), jackpot / 5000, draw pile / N, discards
    left / 3, hand number / hands to play, in the discard phase.
`crooked-cash` and `cheaters` (S board spaces):
  - per space, P + 2 flags: unowned, owned by relative seat r (P flags), has a hotel;
  - per relative seat: position (one-hot over S), cash / 3000, in jail, streets / 10,
    cards held / 5;
  - my decision now, the active seat (one-hot).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import monopolies as mp
from monopolies.games.registry import KITS

Obs = dict[str, Any]
Encoding = Callable[[Obs, int, int], list[float]]
"""What a game's kit names as its `encoder`: (observation, players, card ids) -> vector."""


class Features:
    """A growing vector of floats in [0, 1]."""

    def __init__(self) -> None:
        self.values: list[float] = []

    def add(self, value: float) -> None:
        self.values.append(min(max(float(value), 0.0), 1.0))

    def one_hot(self, index: int | None, size: int) -> None:
        block = [0.0] * size
        if index is not None and 0 <= index < size:
            block[index] = 1.0
        self.values += block

    def card_planes(self, cards: int, planes: Sequence[Sequence[int]]) -> None:
        """For each card id, one flag per plane (card-major: card 0's flags come first)."""
        block = [0.0] * (cards * len(planes))
        width = len(planes)
        for k, ids in enumerate(planes):
            for card in ids:
                block[card * width + k] = 1.0
        self.values += block


def relative(obs: Obs, players: int) -> list[int]:
    """Seats in the observing seat's order: itself first, then leftwards."""
    me = int(obs["seat"])
    return [(me + r) % players for r in range(players)]


def _rel(obs: Obs, seat: int | None, players: int) -> int | None:
    return None if seat is None else (seat - int(obs["seat"])) % players


def encode_deal(obs: Obs, players: int, cards: int) -> list[float]:
    f = Features()
    order = relative(obs, players)
    ps = obs["players"]
    planes: list[list[int]] = [obs["hand"], obs["discard"]]
    for seat in order:
        planes.append(ps[seat]["bank"])
        laid = [c for s in ps[seat]["sets"] for c in (*s["cards"], s["house"], s["hotel"])]
        planes.append([c for c in laid if c is not None])
    f.card_planes(cards, planes)
    for seat in order:
        f.add(ps[seat]["hand_count"] / 12)
        f.add(ps[seat]["bank_total"] / 30)
        f.add(ps[seat]["full_sets"] / 3)
    f.add(obs["to_act"] == obs["seat"])
    f.one_hot(_rel(obs, obs.get("active"), players), players)
    f.add(obs.get("plays_left", 0) / 3)
    f.add(obs["draw_count"] / cards)
    f.add(obs.get("pending") is not None)
    return f.values


def encode_card_game(obs: Obs, players: int, cards: int) -> list[float]:
    f = Features()
    order = relative(obs, players)
    ps = obs["players"]
    piles = [ps[s]["trade_pile"] for s in order] + [d["trade_pile"] for d in obs["dummies"]]
    planes: list[list[int]] = [obs["hand"]]
    for pile in piles[:4]:
        planes += [pile, pile[-1:]]
    planes += [[] for _ in range(4 - len(piles)) for _ in range(2)]
    planes += [ps[s].get("known_in_hand", []) for s in order]
    f.card_planes(cards, planes)
    for seat in order:
        f.add(ps[seat]["hand_count"] / 12)
        f.add(ps[seat]["score"] / 5000)
    f.add(obs["to_act"] == obs["seat"])
    f.one_hot(_rel(obs, obs.get("active"), players), players)
    f.add(obs.get("jackpot", 0) / 5000)
    f.add(obs["draw_count"] / cards)
    f.add(obs.get("discards_left", 0) / 3)
    f.add(obs.get("hand_number", 0) / max(1, obs.get("hands_to_play", 1)))
    f.add(obs.get("phase") == "discard")
    return f.values


def encode_board(obs: Obs, players: int, cards: int) -> list[float]:
    f = Features()
    board = obs["board"]
    for space in board:
        owner = _rel(obs, space.get("owner"), players)
        f.one_hot(0 if owner is None else owner + 1, players + 1)
        f.add(bool(space.get("hotel")))
    ps = obs["players"]
    for seat in relative(obs, players):
        p = ps[seat]
        f.one_hot(p.get("position"), len(board))
        f.add(p.get("cash", 0) / 3000)
        f.add(bool(p.get("in_jail")))
        f.add(len(p.get("streets", [])) / 10)
        held = p.get("held_cards", [])
        f.add((len(held) if isinstance(held, list) else int(held)) / 5)
    f.add(obs["to_act"] == obs["seat"])
    f.one_hot(_rel(obs, obs.get("active"), players), players)
    return f.values


class Encoder:
    """`encode(obs)` for one game and player count; `size` is the vector's length."""

    def __init__(self, variant: str, players: int) -> None:
        kit = KITS.get(variant)
        if kit is None:
            raise mp.UnknownVariant(f"no observation encoding for {variant!r} yet")
        self.encoding: Encoding = kit.part("encoder")
        self.variant = variant
        self.players = players
        probe = mp.new_game(variant, players=players, seed=0)
        self.cards = _card_count(probe)
        self.size = len(self.encode(probe.observe(0)))

    def encode(self, obs: Obs) -> list[float]:
        return self.encoding(obs, self.players, self.cards)


def _card_count(game: Any) -> int:
    """Card ids in play: every id `cards()` lists, times the decks a Deal game uses."""
    ids = [c["id"] for c in mp.VARIANTS[game.variant].cards()]
    if game.variant == "deal":
        from monopolies.games.deal import data

        return int(data.DECK_SIZE * data.decks_for(game.players))
    return int(max(ids)) + 1
