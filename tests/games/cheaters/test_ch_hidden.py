"""CH-15 as a property: a cheat changes what other seats observe only through the table
evidence the spec names (tokens, handcuffs, cash, deeds, hotels); no event, no pending
decision, no ledger entry gives it away. And resampling keeps a seat's own cheats.

A cheat is compared with not cheating at the same decision: the cheat alone is applied
(`Game._apply`); what the engine then does by itself is what the cheater's next,
honest, decision would have done anyway."""

from __future__ import annotations

import random
from typing import Any

from ch_helpers import FACT_EVIDENCE, cheats_in, facts_of
from hypothesis import given, settings
from hypothesis import strategies as st

import monopolies as mp

# What the table shows: a cheat may change these and nothing else a seat observes.
PLAYER_EVIDENCE = ("position", "cash", "in_jail", "jail_tries", "streets")


def without_evidence(view: dict[str, Any]) -> dict[str, Any]:
    out = dict(view)
    out["players"] = [
        {k: v for k, v in p.items() if k not in PLAYER_EVIDENCE} for p in view["players"]
    ]
    out["board"] = [
        {k: v for k, v in s.items() if k not in ("owner", "hotel")} for s in view["board"]
    ]
    del out["hotels_left"]
    return out


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 10_000), players=st.integers(2, 5), ultimate=st.booleans())
def test_ch_15_no_cheat_leaks_beyond_the_table_evidence(
    seed: int, players: int, ultimate: bool
) -> None:
    game = mp.new_game("cheaters", players=players, seed=seed, options={"ultimate": ultimate})
    rng = random.Random(seed)
    checked = 0
    for _ in range(400):
        if game.over:
            break
        options = cheats_in(game)
        if options:
            cheater = game.to_act
            assert cheater is not None
            twin = game.clone()
            # The cheat alone, before the engine takes any single-option decision that
            # follows (that decision is an honest one, the same with or without it).
            twin._apply(rng.choice(options))
            assert twin.public_events() == game.public_events(), "a cheat emitted an event"
            assert twin.to_act == cheater, "the cheater decides again"
            for seat in range(players):
                if seat != cheater:
                    assert without_evidence(twin.observe(seat)) == without_evidence(
                        game.observe(seat)
                    )
                    before, after = facts_of(game, seat), facts_of(twin, seat)
                    for field in FACT_EVIDENCE:
                        del before[field], after[field]
                    assert before == after, "the typed facts (Game.facts) give it away"
            checked += 1
        legal = game.legal_actions()
        game.act(legal[rng.randrange(len(legal))])
    assert checked > 0 or game.over


def test_ch_15_the_cheater_sees_its_own_cheat_and_others_do_not() -> None:
    game = mp.new_game("cheaters", players=3, seed=4, options={"ultimate": True}, rig={"first": 0})
    bank_heist = next(a for a in game.legal_actions() if a.kind == "cheat" and a.card == 33)
    game.act(bank_heist)
    assert [c["name"] for c in game.observe(0)["my_cheats"]] == ["Bank Heist"]
    assert game.observe(1)["my_cheats"] == [] and game.observe(2)["my_cheats"] == []
    view = game.observe(1)["players"][0]
    assert view["cash"] == 1600 and view["announced_cash"] == 1500, "the evidence"


def test_resample_keeps_own_cheats_and_drops_others() -> None:
    """Rulings CH-R9: keeping another's real cheat, even at random, would let a search bot
    learn it from how a sampled call comes out."""
    game = mp.new_game("cheaters", players=2, seed=4, options={"ultimate": True}, rig={"first": 0})
    game.act(next(a for a in game.legal_actions() if a.kind == "cheat" and a.card == 33))
    own = [game.resample(0, random.Random(i)).state.records for i in range(20)]
    assert all(len(r) == 1 for r in own)
    assert all(not game.resample(1, random.Random(i)).state.records for i in range(20))


@settings(max_examples=15, deadline=None)
@given(seed=st.integers(0, 10_000), players=st.integers(2, 4))
def test_ch_15_who_is_asked_never_depends_on_secret_cheats(seed: int, players: int) -> None:
    """A world where the other players never made their secret cheats (same dice, same
    decks) asks the same seats in the same order for the same honest actions, up to the
    next window (where calls and the cheats that got away reveal them): being asked gives
    nothing away."""
    game = mp.new_game("cheaters", players=players, seed=seed, options={"ultimate": True})
    rng = random.Random(seed)
    for _ in range(300):
        if game.over:
            break
        legal = game.legal_actions()
        game.act(legal[rng.randrange(len(legal))])
    if game.over:
        return
    seat = (game.to_act or 0) % players
    twin = game.clone()
    for rec in [r for r in twin.state.records if r.seat != seat]:
        rec.drop(twin.state)
        twin.state.records.remove(rec)
    for _ in range(200):
        if game.over or twin.over or (game.observe(seat)["pending"] or {}).get("kind") == "call":
            break
        assert twin.to_act == game.to_act and twin.observe(seat) == game.observe(seat)
        honest = [a for a in game.legal_actions() if a.kind != "cheat"]
        action = honest[rng.randrange(len(honest))]
        if action not in twin.legal_actions():
            break
        game.act(action)
        twin.act(action)
