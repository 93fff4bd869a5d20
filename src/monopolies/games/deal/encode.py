"""Monopoly Deal as an RL agent sees it: one seat's observation as a fixed-length vector of
floats in [0, 1] (the adapters and the generic parts are `monopolies.rl`).

N = 106 card ids per deck in play, P players; in this order:
  - per card id, 2 + 2P flags: in my hand; in the discard pile; then for each relative
    seat r: in r's bank, in r's property sets;
  - per relative seat: hand count / 12, bank total / 30, complete sets / 3;
  - my decision now, the active seat (one-hot over relative seats), plays left / 3,
    draw pile / N, a payment or response pending.
"""

from __future__ import annotations

from monopolies.games.deal import data
from monopolies.rl.encode import Encoding, Features, Obs, rel, relative


def encoder(players: int) -> Encoding:
    """The encoding for a game of `players` seats (the decks in play set the card ids)."""
    cards = data.DECK_SIZE * data.decks_for(players)
    return lambda obs: encode(obs, players, cards)


def encode(obs: Obs, players: int, cards: int) -> list[float]:
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
    f.one_hot(rel(obs, obs.get("active"), players), players)
    f.add(obs.get("plays_left", 0) / 3)
    f.add(obs["draw_count"] / cards)
    f.add(obs.get("pending") is not None)
    return f.values
