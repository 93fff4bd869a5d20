"""Who is asked must not depend on cards a seat cannot see (API.md, issue 14).

For every game: two games that differ only in one seat's hidden cards (its hand, which of
its notes are fake, the card it keeps face down), everything else rigged alike, are driven
with the same actions, chosen from the other seats' legal lists. Until that seat itself
acts, `to_act`, those legal lists, the acting seat's observation and the public events
must be identical: otherwise the flow of play tells the table something about the cards.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

import monopolies as mp
from monopolies.engine.game import Game

STEPS = 300


@dataclass(frozen=True)
class Twins:
    """Two rigs for one game that differ only in `seat`'s hidden cards; `shown` is the
    public event after which the rules lay those cards open (a hand's end), if any."""

    players: int
    seat: int
    a: dict[str, Any]
    b: dict[str, Any]
    options: dict[str, Any] | None = None
    shown: str | None = None


def first_difference(twins: Twins, variant: str, seed: int, picks: list[int]) -> str | None:
    """Play both games with the same actions until `twins.seat` is to act, its cards are
    shown or the game ends; the first thing the other seats could tell apart, or None."""
    a, b = (
        mp.new_game(variant, players=twins.players, seed=seed, options=twins.options, rig=rig)
        for rig in (twins.a, twins.b)
    )
    for step in range(STEPS):
        events_a, shown = _until_shown(a, twins.shown)
        events_b, _ = _until_shown(b, twins.shown)
        if events_a != events_b:
            seen = [e for e in events_a if e not in events_b]
            return f"step {step}: the public events differ: {seen[:3]}"
        if shown:
            return None
        difference = _compare(a, b, twins.seat)
        if difference is not None:
            return f"step {step}: {difference}"
        if a.over or a.to_act == twins.seat:
            return None
        legal = a.legal_actions()
        action = legal[picks[step % len(picks)] % len(legal)]
        a.act(action)
        b.act(action)
    return None


def _until_shown(game: Game, shown: str | None) -> tuple[list[dict[str, Any]], bool]:
    """The public events up to the first `shown` one, and whether there is one."""
    events = game.public_events()
    for i, event in enumerate(events):
        if event["type"] == shown:
            return events[: i + 1], True
    return events, False


def _compare(a: Game, b: Game, seat: int) -> str | None:
    if a.to_act != b.to_act:
        return f"seat {a.to_act} is asked in one game, seat {b.to_act} in the other"
    if a.over or a.to_act == seat:
        return None
    if a.legal_actions() != b.legal_actions():
        return f"seat {a.to_act} may do different things"
    if a.observe(a.to_act) != b.observe(a.to_act):
        return f"seat {a.to_act} sees different things"
    return None


# One builder per game: a shuffled table, then the two versions of `seat`'s hidden cards.
# Seat 0 starts; `seat` is another seat.


def deal_twins(rng: random.Random, players: int, seat: int, seed: int) -> Twins:
    """Seat's hand differs: some of its cards trade places with the bottom of the draw
    pile, which nobody draws before the seat acts. Seat 0 starts with cards aimed at the
    others, and the seat holds a Just Say No in one game only, so that windows open."""
    cards = mp.VARIANTS["deal"].cards()[:106]
    aimed = [c["id"] for c in cards if c["action"] in ("debt_collector", "birthday")][:2]
    jsn = next(c["id"] for c in cards if c["action"] == "just_say_no")
    rest = [c["id"] for c in cards if c["id"] not in (*aimed, jsn)]
    rng.shuffle(rest)
    hands = {p: [rest.pop() for _ in range(5)] for p in range(players)}
    rest += hands[0][:2] + hands[seat][:1]
    hands[0][:2] = aimed
    hands[seat][0] = jsn
    return _swap_hidden(players, seat, hands, rest, rng.randint(1, 5), {"first": 0})


def card_game_twins(rng: random.Random, players: int, seat: int, seed: int) -> Twins:
    """Seat's hand differs: some of its cards trade places with the bottom of the draw
    pile. Trade piles are face up and the same in both games."""
    ids = list(range(len(mp.VARIANTS["card-game"].cards())))
    rng.shuffle(ids)
    hands = {p: [ids.pop() for _ in range(10)] for p in range(players)}
    piles: dict[Any, list[int]] = {p: [ids.pop(), ids.pop()] for p in range(players)}
    for dummy in range(1, 5 - players):
        piles[f"dummy-{dummy}"] = [ids.pop(), ids.pop()]
    common = {"first": 0, "trade_piles": piles}
    twins = _swap_hidden(players, seat, hands, ids, rng.randint(1, 10), common)
    return Twins(players, seat, twins.a, twins.b, shown="hand_over")  # hands laid down


def _swap_hidden(
    players: int,
    seat: int,
    hands: dict[int, list[int]],
    deck: list[int],
    swaps: int,
    common: dict[str, Any],
) -> Twins:
    hand_b, deck_b = list(hands[seat]), list(deck)
    # Swap only below what the seats before `seat` may draw (up to two cards each): a swap
    # they draw would change their own hands, not something hidden from them.
    for i in range(min(swaps, len(hand_b), len(deck_b) - 2 * players)):
        hand_b[i], deck_b[-1 - i] = deck_b[-1 - i], hand_b[i]
    a = {**common, "hands": hands, "deck": deck}
    b = {**common, "hands": {**hands, seat: hand_b}, "deck": deck_b}
    return Twins(players, seat, a, b)


def crooked_cash_twins(rng: random.Random, players: int, seat: int, seed: int) -> Twins:
    """Which of seat's notes are fake differs, with as many fakes of each value in both
    games; everyone else's notes and the Chance cards are the same."""
    cards = mp.VARIANTS["crooked-cash"].cards()
    chance = [c["id"] for c in cards if c["kind"] == "chance"]
    fakes = [chance[i + rng.randrange(2)] for i in range(0, len(chance), 2)]
    # With the fakes rigged the deal uses no chance for them: any rig deals the same notes.
    probe = mp.new_game("crooked-cash", players=players, seed=seed, rig={"first": 0, "fakes": []})
    mine = probe.observe(seat)["my_notes"]
    others = [c["id"] for c in cards if c["kind"] == "note"]
    others = [n for n in others if n not in {m["id"] for m in mine}]
    fakes += [n for n in others if rng.random() < 0.2]
    by_value: dict[int, list[int]] = {}
    for note in mine:
        by_value.setdefault(note["value"], []).append(note["id"])
    n1, n2 = rng.sample(rng.choice([ids for ids in by_value.values() if len(ids) > 1]), 2)
    fakes += [m["id"] for m in mine if m["id"] not in (n1, n2) and rng.random() < 0.3]
    return Twins(
        players, seat, {"first": 0, "fakes": [*fakes, n1]}, {"first": 0, "fakes": [*fakes, n2]}
    )


def cheaters_twins(rng: random.Random, players: int, seat: int, seed: int) -> Twins:
    """The card seat keeps face down differs; the other one lies at the bottom of the
    Chance deck, which nobody reaches before the seat acts."""
    cards = mp.VARIANTS["cheaters"].cards()
    chance = [c["id"] for c in cards if c["kind"] == "chance"]
    # Get Out of Jail Free is traded, so it lies face up (the cheaters branch, issue 14.2).
    face_down = [c for c in cards if c.get("keep") and c["action"] != "get_out_of_jail"]
    kept = [c["id"] for c in face_down if c["kind"] == "chance"]
    x, y = rng.sample(kept, 2)
    rest = [c for c in chance if c not in (x, y)]
    rng.shuffle(rest)
    a = {"first": 0, "held": {seat: [x]}, "chance": [*rest, y]}
    b = {"first": 0, "held": {seat: [y]}, "chance": [*rest, x]}
    return Twins(players, seat, a, b)


BUILDERS: dict[str, Callable[[random.Random, int, int, int], Twins]] = {
    "deal": deal_twins,
    "card-game": card_game_twins,
    "crooked-cash": crooked_cash_twins,
    "cheaters": cheaters_twins,
}


@pytest.mark.parametrize("variant", sorted(BUILDERS))
@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    seed=st.integers(0, 2**31),
    players_pick=st.integers(0, 100),
    seat_pick=st.integers(0, 100),
    picks=st.lists(st.integers(0, 10_000), min_size=1, max_size=60),
)
@example(seed=3, players_pick=2, seat_pick=2, picks=[0])  # the card game drew a swapped card
def test_who_is_asked_does_not_depend_on_a_seats_hidden_cards(
    variant: str, seed: int, players_pick: int, seat_pick: int, picks: list[int]
) -> None:
    rules = mp.VARIANTS[variant]
    players = rules.min_players + players_pick % (min(rules.max_players, 5) - rules.min_players + 1)
    seat = 1 + seat_pick % (players - 1)
    twins = BUILDERS[variant](random.Random(seed), players, seat, seed)
    assert first_difference(twins, variant, seed, picks) is None


def test_the_property_catches_a_leaking_flow() -> None:
    """Deal with `respond: "holders"` asks only holders of Just Say No: the property must
    see that (a check that cannot fail would prove nothing), and with the default flow
    the same game reaches the seat's own decision with nothing told apart."""
    for seed in range(20):
        twins = deal_twins(random.Random(seed), 2, 1, seed)
        picks = _aim_at(twins, seed)
        assert first_difference(twins, "deal", seed, picks) is None
        fair = mp.new_game("deal", players=2, seed=seed, rig=twins.a)
        fair.act(fair.legal_actions()[picks[0]])
        assert fair.to_act == 1 and fair.observe(1)["phase"] == "respond"
        leaky = Twins(2, 1, twins.a, twins.b, {"respond": "holders"})
        if first_difference(leaky, "deal", seed, picks) is not None:
            return
    pytest.fail("no rigged game showed the holders-only flow leaking")


def _aim_at(twins: Twins, seed: int) -> list[int]:
    """Picks that make seat 0 play its Debt Collector on seat 1 first."""
    game = mp.new_game("deal", players=2, seed=seed, rig=twins.a)
    legal = game.legal_actions()
    return [next(i for i, a in enumerate(legal) if a.kind == "debt_collector")]
