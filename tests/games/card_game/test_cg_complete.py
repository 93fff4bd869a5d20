"""CG-8 (the complete hand, going out) and CG-9 (wilds), with rulings CG-R2 and CG-R3."""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest
from cg_helpers import Cards, act, card, events, has, ids_of, mark, rigged, scores_by_seat, trade

import monopolies as mp
from monopolies.games.card_game import data
from monopolies.games.card_game.rules import scoring

Hand = Callable[[Cards], list[int]]
WILDS = ids_of("wild")


def after_drawing(cards: Hand, players: int = 2) -> tuple[mp.Game, int]:
    """Seat 0 holds `cards` (10), draws a lone property and must discard one card."""
    c = Cards()
    mine = cards(c)
    assert len(mine) == 10
    drawn = c.filler(1)[0]
    g = rigged(players, hands={0: mine}, draw=[drawn, *c.filler(1)])
    act(g, "draw")
    return g, drawn


def can_go_out(cards: Hand) -> bool:
    g, drawn = after_drawing(cards)
    return has(g, "go_out", card=drawn)


# CG-8 --------------------------------------------------------------------------------

COMPLETE: dict[str, Hand] = {
    "two colour groups and bonuses": lambda c: [
        *c.group("brown"), *c.group("dark_blue"), *c.many("go", 3), *c.many("token", 2),
        c.one("free_parking"),
    ],
    "a colour group and 2 railroads": lambda c: [
        *c.group("green"), c.prop("Reading Railroad"), c.prop("Short Line"), *c.many("go", 5),
    ],
    "a colour group and both utilities": lambda c: [
        *c.group("red"), *c.group("utility"), *c.many("free_parking", 5),
    ],
    "4 houses and a hotel": lambda c: [
        *c.group("pink"), c.house(2), c.house(2), c.one("hotel"), *c.many("token", 4),
    ],
    "1 house": lambda c: [*c.group("brown"), c.house(1), *c.many("go", 6), c.one("token")],
    "Go To Jail with Get Out Of Jail Free": lambda c: [
        *c.group("orange"), c.one("go_to_jail"), c.one("jail_free"), *c.many("go", 5),
    ],
}  # fmt: skip
INCOMPLETE: dict[str, Hand] = {
    "an incomplete colour group": lambda c: [
        *c.group("brown"), c.prop("Park Place"), *c.many("go", 6), c.one("token"),
    ],
    "no colour group, only railroads and utilities": lambda c: [
        *c.group("railroad"), *c.group("utility"), *c.many("go", 4),
    ],
    "a single railroad": lambda c: [*c.group("green"), c.prop("Short Line"), *c.many("go", 6)],
    "a single utility": lambda c: [*c.group("green"), c.prop("Water Works"), *c.many("go", 6)],
    "5 houses": lambda c: [*c.group("brown"), c.house(2), c.house(3), *c.many("go", 6)],
    "a hotel with 3 houses": lambda c: [
        *c.group("brown"), c.house(3), c.one("hotel"), *c.many("go", 5), c.one("token"),
    ],
    "two hotels": lambda c: [
        *c.group("brown"), c.house(2), c.house(2), *c.many("hotel", 2), *c.many("go", 4),
    ],
    "Go To Jail alone": lambda c: [*c.group("brown"), c.one("go_to_jail"), *c.many("go", 6),
                                   c.one("token")],
}  # fmt: skip


@pytest.mark.parametrize("name", COMPLETE)
def test_cg_8_complete_hands_may_go_out(name: str) -> None:
    assert can_go_out(COMPLETE[name])


@pytest.mark.parametrize("name", INCOMPLETE)
def test_cg_8_incomplete_hands_may_not(name: str) -> None:
    assert not can_go_out(INCOMPLETE[name])


def test_cg_8_going_out_is_a_choice_made_with_the_last_discard() -> None:
    g, drawn = after_drawing(COMPLETE["two colour groups and bonuses"])
    # Rulings CG-R2: the same card may be discarded without going out.
    assert has(g, "discard", card=drawn) and has(g, "go_out", card=drawn)
    start = mark(g)
    act(g, "go_out", card=drawn)
    assert [e["type"] for e in events(g, since=start)][:3] == ["discard", "go_out", "hand_over"]
    assert events(g, "hand_over")[0]["went_out"] == 0


def test_cg_8_only_the_last_discard_of_a_turn_can_go_out() -> None:
    c = Cards()
    mine = [*c.group("brown"), *c.group("dark_blue"), *c.many("go", 6)]
    given = [*c.filler(2)]
    g = rigged(2, hands={0: mine}, piles={1: given})
    trade(g, 1, 2)
    # Seat 0 holds 12: the first of two discards cannot go out, the second can.
    assert not has(g, "go_out")
    act(g, "discard", card=given[0])
    assert has(g, "go_out", card=given[1])


def test_cg_8_the_exact_test_agrees_with_the_search_on_many_hands() -> None:
    """scoring.completable (used for legal actions) against the brute-force wild search
    (used for scoring): they must agree on every hand, or a legal go_out could not score."""
    rng = random.Random(8)
    v = scoring.values_for({})
    special = [c.id for c in data.CARDS if c.kind != "property"]
    for i in range(3000):
        if i % 2:
            groups = rng.sample([g.name for g in data.GROUPS], 3)
            props = [c.id for c in data.CARDS if c.group in groups]
            cards = rng.sample(props, rng.randint(2, min(8, len(props))))
            cards += rng.sample(special, 10 - len(cards))
        else:
            cards = rng.sample(range(data.DECK_SIZE), 10)
        fast = scoring.can_go_out(cards)
        slow = any(o is not None for o in scoring.options(cards, True, v))
        assert fast == slow, [data.CARDS[x].name for x in sorted(cards)]


def test_cg_8_the_go_out_shortcuts_reject_only_discards_the_exact_test_rejects() -> None:
    """going_out_discards checks cheap necessary conditions first; on hands of eleven it
    must offer exactly the discards after which `completable` holds."""
    rng = random.Random(88)
    special = [c.id for c in data.CARDS if c.kind != "property"]
    for i in range(4000):
        groups = rng.sample([g.name for g in data.GROUPS], rng.randint(1, 3))
        props = [c.id for c in data.CARDS if c.group in groups]
        hand = rng.sample(props, rng.randint(1, min(9, len(props))))
        hand += rng.sample(special, 11 - len(hand))
        if i % 4 == 0:
            hand = rng.sample(range(data.DECK_SIZE), 11)
        exact = [c for c in hand if scoring.can_go_out([x for x in hand if x != c])]
        assert scoring.going_out_discards(hand, sorted(hand)) == sorted(exact), sorted(hand)


WILDS = [c.id for c in data.CARDS if c.kind == "wild"]


def every_pair(cards: list[int], out: bool, v: scoring.Values) -> tuple[scoring.Option, ...]:
    """The wild search for a hand with both wilds, trying every pair of candidate faces."""
    counts, held = scoring.tally([scoring.FACE[c] for c in cards if c not in WILDS])
    cands = scoring._candidates(counts, held, 2, out)
    best: list[scoring.Option] = [None, None, None]
    for i, a in enumerate(cands):
        for b in cands[i:]:
            trial = counts[:]
            for f in (a, b):
                if f != scoring.NONE:
                    trial[f] += 1
            if any(f != scoring.NONE and trial[f] > data.FACE_COUNT[f] for f in (a, b)):
                continue
            groups = scoring.tally([f for f, n in enumerate(trial) for _ in range(n)])[1]
            value = scoring.evaluate(trial, groups, out, v)
            k = (a, b).count(scoring.FREE_PARKING)
            old = best[k]
            if value is not None and (old is None or value > old[0]):
                best[k] = (value, (a, b))
    return tuple(best)


def test_cg_9_the_two_wild_search_skips_only_pairs_that_cannot_do_better() -> None:
    """The search leaves out pairs that put a wild in a group they leave incomplete; it must
    find exactly what trying every pair finds (value and faces), going out or not."""
    rng = random.Random(9)
    others = [c for c in range(data.DECK_SIZE) if c not in WILDS]
    for i in range(600):
        amounts = {name: rng.randrange(0, 2000, 50) for name in data.VALUES} if i % 3 else {}
        v = scoring.Values({**data.VALUES, **amounts})  # a fresh memo every time
        cards = WILDS + rng.sample(others, 8)
        for out in (True, False):
            assert scoring.options(cards, out, v) == every_pair(cards, out, v), sorted(cards)


# CG-9 --------------------------------------------------------------------------------


def going_out_scores(cards: Hand, players: int = 2) -> dict[int, dict[str, object]]:
    g, drawn = after_drawing(cards, players)
    start = mark(g)
    act(g, "go_out", card=drawn)
    return scores_by_seat(g, start)


def test_cg_9_a_wild_completes_a_group_and_the_event_says_as_what() -> None:
    record = going_out_scores(
        lambda c: [
            c.prop("Park Place"),
            c.one("wild"),
            *c.many("go", 6),
            *c.many("free_parking", 2),
        ]
    )[0]
    assert record["wilds"] == [{"card": WILDS[0], "as": card("Boardwalk")}]
    assert ["dark blue", 750] in record["items"]  # type: ignore[operator]


def test_cg_9_a_spare_wild_stands_for_what_scores_most() -> None:
    record = going_out_scores(
        lambda c: [*c.group("brown"), *c.many("go", 3), c.one("wild"), *c.many("free_parking", 4)]
    )[0]
    # A Token adds $1,000; a fourth GO only $900 more (GO x4 = $1,500 instead of $600).
    assert record["wilds"] == [{"card": WILDS[0], "as": card("Token")}]
    assert record["amount"] == 150 + 600 + 1000


def test_cg_9_two_wilds_can_be_a_whole_two_card_group() -> None:
    record = going_out_scores(
        lambda c: [*c.many("wild", 2), *c.many("go", 4), *c.many("free_parking", 4)]
    )[0]
    # The hand needs a colour group: dark blue ($750) is the richest two-card one.
    stands = sorted(w["as"] for w in record["wilds"])  # type: ignore[attr-defined]
    assert stands == [card("Park Place"), card("Boardwalk")]
    assert record["amount"] == 750 + 1500


def test_cg_9_wilds_in_other_hands_are_assigned_for_their_score_too() -> None:
    c = Cards()
    out = [*c.group("brown"), *c.many("token", 6), *c.many("free_parking", 2)]
    wild = c.one("wild")
    other = [c.prop("Kentucky Avenue"), c.prop("Indiana Avenue"), *c.many("go", 3), wild]
    drawn = c.filler(1)[0]
    g = rigged(2, hands={0: out, 1: other + c.filler(4)}, draw=[drawn, *c.filler(1)])
    act(g, "draw")
    start = mark(g)
    act(g, "go_out", card=drawn)
    record = scores_by_seat(g, start)[1]
    # A fourth GO adds $900, Illinois Avenue (red) only $700.
    assert record["wilds"] == [{"card": wild, "as": card("GO")}]
    assert record["amount"] == 1500


def test_cg_9_a_wild_can_cancel_go_to_jail() -> None:
    c = Cards()
    out = [*c.group("brown"), *c.many("token", 6), *c.many("free_parking", 2)]
    wild = c.one("wild")
    other = [*c.group("green"), c.one("go_to_jail"), wild, *c.filler(5)]
    drawn = c.filler(1)[0]
    g = rigged(2, hands={0: out, 1: other}, draw=[drawn, *c.filler(1)])
    act(g, "draw")
    start = mark(g)
    act(g, "go_out", card=drawn)
    record = scores_by_seat(g, start)[1]
    assert not record["jailed"] and record["amount"] == 900
    assert record["wilds"] == [{"card": wild, "as": card("Get Out Of Jail Free")}]


def test_cg_9_a_wild_may_be_free_parking_when_that_takes_the_jackpot() -> None:
    c = Cards()
    out = [*c.group("brown"), *c.many("token", 6), c.one("free_parking"), c.one("go")]
    wild = c.one("wild")
    other = [c.one("free_parking"), wild, *c.many("house", 4, houses=1), *c.filler(4)]
    drawn = c.filler(1)[0]
    g = rigged(2, hands={0: out, 1: other}, draw=[drawn, *c.filler(1)])
    act(g, "draw")
    start = mark(g)
    act(g, "go_out", card=drawn)
    # Rulings CG-R6: two Free Parking against one takes the $500, more than any other use.
    assert scores_by_seat(g, start)[1]["wilds"] == [{"card": wild, "as": card("Free Parking")}]
    assert events(g, "jackpot", since=start)[0]["seat"] == 1


def test_cg_9_the_value_search_is_memoised_per_values_table() -> None:
    v = scoring.values_for({})
    cards = [0, 1, 56, 57, 45, 46, 47, 48, 39, 40]
    first = scoring.options(cards, True, v)
    assert scoring.options(list(reversed(cards)), True, v) is first
    assert scoring.values_for({}) is v and scoring.values_for({"go": 250}) is not v
