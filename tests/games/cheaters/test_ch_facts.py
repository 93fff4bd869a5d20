"""CH-15 for the typed facts in-process bots read (`Game.facts`): every fact is one the
seat's observation shows. (That a hidden cheat changes another seat's facts only through
the table evidence is checked with the observation's, in test_ch_hidden.)"""

from __future__ import annotations

from typing import Any

from ch_helpers import facts_of

import monopolies as mp
from monopolies.bots import SeatView
from monopolies.bots.base import RandomBot
from monopolies.games.cheaters.bot import CheatersGreedy
from monopolies.games.cheaters.rules.facts import UNOWNED

Facts = dict[str, Any]


def from_observation(obs: dict[str, Any]) -> Facts:
    """What the facts must be, read from observe(seat) alone."""
    players = obs["players"]
    pending = obs["pending"] or {}
    asked = pending.get("asked") if pending.get("kind") == "ch_rent" else None
    return {
        "seat": obs["seat"],
        "active": obs["active"],
        "cash": [p["cash"] for p in players],
        "announced": [p["announced_cash"] for p in players],
        "alive": [p["alive"] for p in players],
        "position": [p["position"] for p in players],
        "in_jail": [p["in_jail"] for p in players],
        "owner": [UNOWNED if s.get("owner") is None else s["owner"] for s in obs["board"]],
        "hotel": [s.get("hotel", False) for s in obs["board"]],
        "my_cheats": [c["action"] for c in obs["my_cheats"] if "action" in c],
        "rent_asked": asked or 0,
        "turn_ended": pending["seat"] if pending.get("kind") == "call" else -1,
    }


def play_checking(game: mp.Game, bots: list[Any]) -> dict[str, int]:
    """Play `game` out, checking every seat's facts at every decision and at the end; how
    often each field was not trivial (a check that never meets a cheat or a rent proves little)."""
    seen = {"my_cheats": 0, "rent_asked": 0, "hidden_cash": 0, "jailed": 0}
    while True:
        for seat in range(game.players):
            facts = facts_of(game, seat)
            assert facts == from_observation(game.observe(seat))
            seen["my_cheats"] += bool(facts["my_cheats"])
            seen["rent_asked"] += facts["rent_asked"] > 0
            seen["hidden_cash"] += facts["cash"] != facts["announced"]
            seen["jailed"] += any(facts["in_jail"])
        if game.over:
            return seen
        deciding = game.to_act
        assert deciding is not None
        game.act(bots[deciding].choose(SeatView(game, deciding)))


def test_ch_15_the_facts_are_the_observation_at_every_decision() -> None:
    """Greedy games where cheats are tried, called and get away, and random games."""
    totals: dict[str, int] = {}
    for seed, vigilance in ((1, 0.5), (2, 1.0), (3, 0.0)):
        game = mp.new_game("cheaters", players=4, seed=seed, options={"ultimate": seed == 2})
        greedy = [CheatersGreedy(seed=seed * 10 + s, vigilance=vigilance) for s in range(4)]
        for field, n in play_checking(game, greedy).items():
            totals[field] = totals.get(field, 0) + n
    for seed, players in ((4, 3), (5, 5)):
        game = mp.new_game("cheaters", players=players, seed=seed)
        play_checking(game, [RandomBot(seed=seed * 10 + s) for s in range(players)])
    assert all(n > 0 for n in totals.values()), totals
