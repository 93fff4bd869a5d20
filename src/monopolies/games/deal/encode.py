"""Monopoly Deal as an RL agent sees it: one seat's observation as a fixed-length vector of
floats in [0, 1] (the adapters and the generic parts are `monopolies.rl`).

Cards are counted by face (rulings D-17: copies are alike, and observations name a card by
its face, the lowest id of its copies). F = the faces (card types) of one deck, in face
order; P players; in this order:
  - per face, 2 + 2P counts, each over that face's copies in play: in my hand; in the
    discard pile; then for each relative seat r: in r's bank, in r's property sets (with
    their buildings);
  - per relative seat: hand count / 12, bank total / 30, complete sets / 3;
  - my decision now, the active seat (one-hot over relative seats), plays left / 3,
    draw pile / cards in play, a payment or response pending.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from monopolies.games.deal import data
from monopolies.rl.encode import Encoding, Features, Obs, rel, relative

FACES: tuple[int, ...] = tuple(sorted(set(data.FACE)))
ONE_DECK_COPIES = Counter(data.FACE[: data.DECK_SIZE])


def encoder(players: int) -> Encoding:
    """The encoding for a game of `players` seats (the decks in play set the copies)."""
    decks = data.decks_for(players)
    copies = [ONE_DECK_COPIES[f] * decks for f in FACES]
    return lambda obs: encode(obs, players, copies)


def face_planes(f: Features, copies: Sequence[int], planes: Sequence[Sequence[int]]) -> None:
    """For each face, one count per plane over its copies (face-major: the first face's
    counts come first)."""
    counted = [Counter(plane) for plane in planes]
    for face, n in zip(FACES, copies, strict=True):
        for plane in counted:
            f.add(plane[face] / n)


def encode(obs: Obs, players: int, copies: Sequence[int]) -> list[float]:
    f = Features()
    order = relative(obs, players)
    ps = obs["players"]
    planes: list[list[int]] = [obs["hand"], obs["discard"]]
    for seat in order:
        planes.append(ps[seat]["bank"])
        laid = [c for s in ps[seat]["sets"] for c in (*s["cards"], s["house"], s["hotel"])]
        planes.append([c for c in laid if c is not None])
    face_planes(f, copies, planes)
    for seat in order:
        f.add(ps[seat]["hand_count"] / 12)
        f.add(ps[seat]["bank_total"] / 30)
        f.add(ps[seat]["full_sets"] / 3)
    f.add(obs["to_act"] == obs["seat"])
    f.one_hot(rel(obs, obs.get("active"), players), players)
    f.add(obs.get("plays_left", 0) / 3)
    f.add(obs["draw_count"] / sum(copies))
    f.add(obs.get("pending") is not None)
    return f.values
