"""A Cheaters Edition window to call "Cheat!" in, after seat 0 has (or has not) cheated:
shared by the greedy bot's tests and the search bot's."""

from __future__ import annotations

import monopolies as mp
from monopolies.games.cheaters import data

ROW = ["bank_heist", "pickpocket", "slippery_deed", "hotel_sneak", "escape"]


def ids(names: list[str]) -> list[int]:
    return [data.CHEAT_BY_ACTION[n] for n in names]


def window_after(cheat: dict[str, object] | None, seed: int = 1) -> mp.Game:
    """Seat 0 (maybe) cheats, rolls to Just Visiting; seat 1 is asked in the window."""
    game = mp.new_game(
        "cheaters", players=2, seed=seed, rig={"first": 0, "cheat": ids(ROW), "dice": [(4, 5)]}
    )
    if cheat is not None:
        game.act(next(a for a in game.legal_actions() if a.to_json() == cheat))
    game.act(next(a for a in game.legal_actions() if a.kind == "roll"))
    assert game.to_act == 1 and game.observe(1)["pending"]["kind"] == "call"
    return game
