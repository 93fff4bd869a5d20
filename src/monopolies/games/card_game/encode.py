"""Monopoly: The Card Game as an RL agent sees it: one seat's observation as a fixed-length
vector of floats in [0, 1] (the adapters and the generic parts are `monopolies.rl`).

N = 60 cards, 4 trade piles (the players' in relative order, then dummies); in order:
  - per card id, 1 + 8 + P flags: in my hand; for each pile: anywhere in it, on top of it;
    for each relative seat: known to be in that seat's hand. An observation names copies
    of a card by one id (rulings CG-R16), so the k-th card of a face in a list takes the
    k-th id of that face (`copy_slots`): the flags count each face;
  - per relative seat: hand count / 12, score / 5000;
  - my decision now, the active seat (one-hot), jackpot / 5000, draw pile / N, discards
    left / 3, hand number / hands to play, in the discard phase.
"""

from __future__ import annotations

from collections.abc import Sequence

from monopolies.games.card_game import data
from monopolies.rl.encode import Encoding, Features, Obs, rel, relative


def encoder(players: int) -> Encoding:
    """The encoding for a game of `players` seats."""
    return lambda obs: encode(obs, players, data.DECK_SIZE)


def encode(obs: Obs, players: int, cards: int) -> list[float]:
    f = Features()
    order = relative(obs, players)
    ps = obs["players"]
    piles = [ps[s]["trade_pile"] for s in order] + [d["trade_pile"] for d in obs["dummies"]]
    planes: list[list[int]] = [obs["hand"]]
    for pile in piles[:4]:
        planes += [pile, pile[-1:]]
    planes += [[] for _ in range(4 - len(piles)) for _ in range(2)]
    planes += [ps[s].get("known_in_hand", []) for s in order]
    f.card_planes(cards, [copy_slots(plane) for plane in planes])
    for seat in order:
        f.add(ps[seat]["hand_count"] / 12)
        f.add(ps[seat]["score"] / 5000)
    f.add(obs["to_act"] == obs["seat"])
    f.one_hot(rel(obs, obs.get("active"), players), players)
    f.add(obs.get("jackpot", 0) / 5000)
    f.add(obs["draw_count"] / cards)
    f.add(obs.get("discards_left", 0) / 3)
    f.add(obs.get("hand_number", 0) / max(1, obs.get("hands_to_play", 1)))
    f.add(obs.get("phase") == "discard")
    return f.values


def copy_slots(faces: Sequence[int]) -> list[int]:
    """Cards named by face (each by its face's lowest id) as ids to flag, one per card:
    the k-th card of a face takes the k-th id of that face, since a face's copies have
    consecutive ids (data.py). So three GO cards set three flags, not one."""
    seen: dict[int, int] = {}
    out = []
    for card in faces:
        k = seen.get(card, 0)
        seen[card] = k + 1
        out.append(card + k)
    return out
