"""CH-15 for the typed facts in-process bots read (`Game.facts`): every fact is one the
seat's observation shows, and a hidden cheat changes another seat's facts only through the
table evidence, as it changes the observation."""

from __future__ import annotations

import random
from typing import Any

from test_ch_hidden import cheats_in

import monopolies as mp
from monopolies.bots import SeatView
from monopolies.bots.base import RandomBot
from monopolies.bots.cheaters_greedy import CheatersGreedy
from monopolies.variants.cheaters.facts import UNOWNED, SeatFacts

Facts = dict[str, Any]
# The facts a cheat may change in another seat's view: the table evidence (test_ch_hidden).
EVIDENCE = ("cash", "position", "in_jail", "owner", "hotel")


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
    }


def facts_of(game: mp.Game, seat: int) -> Facts:
    f = game.facts(seat)
    assert isinstance(f, SeatFacts)
    return {
        "seat": f.seat,
        "active": f.active,
        "cash": f.cash,
        "announced": f.announced,
        "alive": f.alive,
        "position": f.position,
        "in_jail": f.in_jail,
        "owner": f.owner,
        "hotel": f.hotel,
        "my_cheats": f.my_cheats,
        "rent_asked": f.rent_asked,
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


def test_ch_15_a_cheat_changes_other_seats_facts_only_through_the_evidence() -> None:
    """At every decision that allows a cheat, a twin game takes one: other seats' facts
    differ at most in the table evidence (the cheater's own are checked against its
    observation above)."""
    checked = 0
    for seed in range(3):
        game = mp.new_game("cheaters", players=4, seed=seed, options={"ultimate": True})
        rng = random.Random(seed)
        for _ in range(300):
            if game.over:
                break
            options = cheats_in(game)
            if options:
                cheater = game.to_act
                assert cheater is not None
                twin = game.clone()
                # The cheat alone, before the engine takes any single-option decision.
                twin._apply(rng.choice(options))
                for seat in range(game.players):
                    if seat == cheater:
                        continue
                    before, after = facts_of(game, seat), facts_of(twin, seat)
                    for field in EVIDENCE:
                        del before[field], after[field]
                    assert before == after
                checked += 1
            legal = game.legal_actions()
            game.act(legal[rng.randrange(len(legal))])
    assert checked > 20
