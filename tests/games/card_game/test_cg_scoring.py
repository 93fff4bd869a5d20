"""CG-10 (the player who went out), CG-11 (everyone else), CG-12 (the jackpot)."""

from __future__ import annotations

from cg_helpers import Cards, act, discard_any, events, mark, money, rigged, scores_by_seat, script

import monopolies as mp


def go_out_with(
    out: list[int], others: dict[int, list[int]], c: Cards, players: int = 2, **kw: object
) -> tuple[mp.Game, int]:
    """Seat 0 holds the complete hand `out`, draws a lone property and goes out."""
    drawn = c.filler(1)[0]
    g = rigged(players, hands={0: out, **others}, draw=[drawn, *c.filler(1)], **kw)  # type: ignore[arg-type]
    act(g, "draw")
    start = mark(g)
    act(g, "go_out", card=drawn)
    return g, start


# CG-10 -------------------------------------------------------------------------------


def test_cg_10_groups_one_improved_group_tokens_and_bonuses() -> None:
    c = Cards()
    out = [*c.group("green"), *c.group("brown"), c.house(2), c.house(2), c.one("hotel")]
    out += [c.one("token"), c.one("go")]
    g, start = go_out_with(out, {}, c)
    record = scores_by_seat(g, start)[0]
    # CG-10: green $900 + brown $150; the houses go on green, the richer group
    # (4 x $200) with the hotel ($500); a token $1,000; a GO $200.
    assert record["went_out"] is True
    assert record["items"] == [
        ["brown", 150],
        ["green", 900],
        ["4 houses on green", 800],
        ["hotel on green", 500],
        ["1 token", 1000],
        ["1 GO", 200],
    ]
    assert record["amount"] == 3550
    assert money(g)[0] >= 3550


def test_cg_10_go_cards_four_together_then_200_each() -> None:
    c = Cards()
    out = [*c.group("brown"), *c.many("go", 6), *c.many("free_parking", 2)]
    g, start = go_out_with(out, {}, c)
    # Six GO: $1,500 for four, $200 for each of the other two.
    assert ["6 GO", 1900] in scores_by_seat(g, start)[0]["items"]


def test_cg_10_railroads_by_count_and_both_utilities() -> None:
    c = Cards()
    railroads = [c.prop(n) for n in ("Reading Railroad", "Short Line", "B. & O. Railroad")]
    out = [*c.group("brown"), *railroads, *c.group("utility"), *c.many("go", 3)]
    g, start = go_out_with(out, {}, c)
    items = scores_by_seat(g, start)[0]["items"]
    assert ["3 railroads", 600] in items and ["utilities", 300] in items


# CG-11 -------------------------------------------------------------------------------


def test_cg_11_others_score_complete_groups_and_bonuses_only() -> None:
    c = Cards()
    out = [*c.group("brown"), *c.many("free_parking", 3), *c.many("go", 5)]
    other = [*c.group("green"), c.prop("Park Place"), c.house(3), c.one("hotel"), c.one("token")]
    other += [c.one("jail_free"), c.one("go"), c.one("wild")]
    g, start = go_out_with(out, {1: other}, c)
    record = scores_by_seat(g, start)[1]
    # CG-11: green $900 and, with the wild as Boardwalk, dark blue $750; Get Out Of Jail
    # Free $50; GO $200. No houses, hotels or tokens for a player who did not go out.
    assert record["went_out"] is False
    assert sorted(record["items"]) == sorted(
        [["dark blue", 750], ["green", 900], ["1 GO", 200], ["Get Out Of Jail Free", 50]]
    )
    assert record["amount"] == 1900


def test_cg_11_go_to_jail_without_get_out_scores_nothing_and_no_jackpot() -> None:
    c = Cards()
    out = [*c.group("brown"), *c.many("go", 7 - 1), c.one("free_parking"), c.one("token")]
    other = [*c.group("green"), c.one("go_to_jail"), *c.many("free_parking", 4), *c.filler(2)]
    g, start = go_out_with(out, {1: other}, c)
    record = scores_by_seat(g, start)[1]
    assert record["jailed"] is True and record["amount"] == 0
    # Seat 1 holds four Free Parking against one, but takes no part in the jackpot.
    assert events(g, "jackpot", since=start)[0]["seat"] == 0


def test_cg_11_go_to_jail_wipes_nobody_out_when_nobody_goes_out() -> None:
    c = Cards()
    first = [*c.many("token", 5), *c.many("go", 3), *c.filler(2)]
    jailed = [*c.group("green"), c.one("go_to_jail"), *c.many("free_parking", 4), *c.filler(2)]
    g = rigged(2, hands={0: first, 1: jailed}, draw=c.filler(1), options={"hands": 1})
    start = mark(g)
    act(g, "draw")  # the last card: the hand ends after this turn (CG-13)
    discard_any(g)
    assert events(g, "hand_over", since=start)[0]["went_out"] is None
    record = scores_by_seat(g, start)[1]
    # "Caught holding the Go To Jail card when another player goes out": nobody went out,
    # so nobody is caught. Seat 1 scores green ($900) and, with the most Free Parking
    # cards, takes the jackpot.
    assert record["jailed"] is False and record["amount"] == 900
    assert events(g, "jackpot", since=start)[0]["seat"] == 1


# CG-12 -------------------------------------------------------------------------------


def test_cg_12_most_free_parking_takes_the_jackpot() -> None:
    c = Cards()
    out = [*c.group("brown"), *c.many("go", 6), c.one("token"), c.one("free_parking")]
    other = [*c.many("free_parking", 2), *c.many("token", 3), *c.filler(5)]
    g, start = go_out_with(out, {1: other}, c)
    assert events(g, "jackpot", since=start)[0] == {
        "type": "jackpot", "seat": 1, "amount": 500, "next": 500, "counts": [1, 2],
    }  # fmt: skip
    assert money(g)[1] == 500  # Free Parking has no value of its own


def test_cg_12_a_tie_rolls_the_jackpot_over() -> None:
    c = Cards()
    out = [*c.group("brown"), *c.many("go", 6), c.one("token"), c.one("free_parking")]
    other = [c.one("free_parking"), *c.many("token", 4), *c.filler(5)]
    g, start = go_out_with(out, {1: other}, c, options={"hands": 2})
    assert events(g, "jackpot", since=start)[0] == {
        "type": "jackpot", "seat": None, "amount": 500, "next": 1000, "counts": [1, 1],
    }  # fmt: skip
    # CG-12: the next hand starts with $1,000 in the jackpot.
    assert events(g, "hand")[1]["jackpot"] == 1000
    assert g.observe(0)["jackpot"] == 1000


def test_cg_12_a_grown_jackpot_is_won_whole_then_starts_again_at_500() -> None:
    c = Cards()
    out = [*c.group("brown"), *c.many("go", 6), c.one("token"), c.one("free_parking")]
    other = [c.one("free_parking"), *c.many("token", 4), *c.filler(5)]
    second = Cards()
    hands = {
        0: [*second.many("go", 6), *second.many("token", 4)],
        1: [second.one("free_parking"), *second.many("hotel", 2), *second.filler(7)],
    }
    later = [script(2, hands=hands, draw=[second.one("jail_free")])]
    g, _ = go_out_with(out, {1: other}, c, options={"hands": 3}, later=later)
    assert g.to_act == 1  # hand 2: seat 0 deals, seat 1 starts
    act(g, "draw")
    discard_any(g)
    # CG-12 and CG-13: the hand ends with the pile; one Free Parking against none.
    assert events(g, "jackpot")[1] == {
        "type": "jackpot", "seat": 1, "amount": 1000, "next": 500, "counts": [0, 1],
    }  # fmt: skip
    assert events(g, "hand")[2]["jackpot"] == 500
