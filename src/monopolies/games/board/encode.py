"""A board edition (Crooked Cash, Cheaters) as an RL agent sees it: one seat's observation
as a fixed-length vector of floats in [0, 1] (the adapters and the generic parts are
`monopolies.rl`).

S board spaces, P players; in this order:
  - per space, P + 2 flags: unowned, owned by relative seat r (P flags), has a hotel;
  - per relative seat: position (one-hot over S), cash / 3000, in jail, streets / 10,
    cards held / 5;
  - my decision now, the active seat (one-hot).
"""

from __future__ import annotations

from monopolies.rl.encode import Encoding, Features, Obs, rel, relative


def encoder(players: int) -> Encoding:
    """The encoding for a game of `players` seats."""
    return lambda obs: encode(obs, players)


def encode(obs: Obs, players: int) -> list[float]:
    f = Features()
    board = obs["board"]
    for space in board:
        owner = rel(obs, space.get("owner"), players)
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
    f.one_hot(rel(obs, obs.get("active"), players), players)
    return f.values
