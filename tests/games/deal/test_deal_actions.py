"""DEAL-11 (Debt Collector, Birthday, Pass Go), DEAL-12 (Sly Deal, Forced Deal),
DEAL-13 (Deal Breaker), with rulings D-3 and D-12."""

from __future__ import annotations

from deal_helpers import (
    Cards,
    act,
    bank,
    bank_of,
    deal,
    events,
    face,
    forced_deal,
    full_set,
    has,
    hotel,
    house,
    kinds,
    lay,
    mark,
    matching,
    player,
    sets_of,
    table_cards,
)

# DEAL-11 -----------------------------------------------------------------------------


def test_deal_11_debt_collector_charges_one_chosen_player_five() -> None:
    c = Cards()
    collector = c.action("debt_collector")
    five_a, five_b = c.money(5), c.money(5)
    g = deal(
        c,
        players=3,
        tables={1: [bank(five_a)], 2: [bank(five_b)]},
        hands={0: [collector]},
    )
    # DEAL-11: one chosen player among the others.
    assert {a.target for a in matching(g, "debt_collector")} == {1, 2}
    start = mark(g)
    act(g, "debt_collector", card=collector, target=2)
    paid = events(g, "paid", since=start)
    assert [(e["seat"], e["owed"], e["amount"]) for e in paid] == [(2, 5, 5)]
    assert bank_of(g, 0) == [face(five_b)] and bank_of(g, 1) == [face(five_a)]
    assert face(collector) in g.observe(0)["discard"]


def test_deal_11_birthday_charges_every_other_player_two() -> None:
    c = Cards()
    birthday = c.action("birthday")
    two, one_a, one_b = c.money(2), c.money(1), c.money(1)
    g = deal(
        c,
        players=3,
        tables={1: [bank(two)], 2: [bank(one_a), bank(one_b)]},
        hands={0: [birthday]},
    )
    start = mark(g)
    act(g, "birthday", card=birthday)
    # DEAL-11: seats 1 and 2 each pay 2M.
    paid = events(g, "paid", since=start)
    assert [(e["seat"], e["owed"], e["amount"]) for e in paid] == [(1, 2, 2), (2, 2, 2)]
    assert player(g, 0)["bank_total"] == 4


def test_deal_11_pass_go_draws_two_and_several_may_be_played() -> None:
    c = Cards()
    go1, go2 = c.action("pass_go"), c.action("pass_go")
    new = [c.money(1), c.money(2), c.money(3), c.money(4)]
    g = deal(c, hands={0: [go1, go2]}, deck=new)
    size = len(g.observe(0)["hand"])
    start = mark(g)
    act(g, "pass_go", card=go1)
    act(g, "pass_go", card=go2)
    # DEAL-11: each Pass Go draws 2 (and costs a play).
    assert [e["count"] for e in events(g, "draw", since=start)] == [2, 2]
    hand = g.observe(0)["hand"]
    assert len(hand) == size - 2 + 4 and set(new) <= set(hand)
    assert g.observe(0)["plays_left"] == 1


# DEAL-12 -----------------------------------------------------------------------------


def test_deal_12_sly_deal_takes_a_property_not_in_a_full_set() -> None:
    c = Cards()
    sly, boardwalk = c.action("sly_deal"), c.prop("Boardwalk")
    g = deal(c, tables={1: [*full_set(c, "brown"), lay(boardwalk)]}, hands={0: [sly]})
    # DEAL-12: the full brown set is safe; Boardwalk can be taken.
    assert {a.take for a in matching(g, "sly_deal")} == {boardwalk}
    act(g, "sly_deal", card=sly, take=boardwalk)
    assert table_cards(g, 0) == {boardwalk}
    assert boardwalk not in table_cards(g, 1)
    assert [e["card"] for e in events(g, "take")] == [boardwalk]


def test_deal_12_sly_deal_needs_something_to_take() -> None:
    c = Cards()
    sly = c.action("sly_deal")
    g = deal(c, tables={1: full_set(c, "brown")}, hands={0: [sly]})
    # DEAL-12: only a full set on the other side: Sly Deal can only be banked.
    assert not has(g, "sly_deal")


def test_deal_12_a_taken_wild_keeps_its_colour() -> None:
    c = Cards()
    sly, wild = c.action("sly_deal"), c.wild("pink", "orange")
    g = deal(c, tables={1: [lay(wild, "orange")]}, hands={0: [sly]})
    act(g, "sly_deal", card=sly, take=wild)
    # DEAL-12/17: it arrives as orange.
    assert [(s["color"], s["cards"]) for s in sets_of(g, 0)] == [("orange", [wild])]


def test_deal_12_sly_deal_may_take_an_any_colour_wild() -> None:
    c = Cards()
    sly, rainbow = c.action("sly_deal"), c.rainbow()
    g = deal(c, tables={1: [lay(rainbow, "green")]}, hands={0: [sly]})
    # Rulings D-3: a set of any-colour wilds is never full, so its wild can be taken.
    act(g, "sly_deal", card=sly, take=rainbow)
    assert [(s["color"], s["cards"]) for s in sets_of(g, 0)] == [("green", [rainbow])]


def test_deal_12_forced_deal_swaps_two_cards_not_in_full_sets() -> None:
    c = Cards()
    forced = c.action("forced_deal")
    oriental, pacific = c.prop("Oriental Ave"), c.prop("Pacific Ave")
    g = deal(
        c,
        tables={
            0: [*full_set(c, "brown"), lay(oriental)],
            1: [*full_set(c, "dark_blue"), lay(pacific)],
        },
        hands={0: [forced]},
    )
    # DEAL-12: neither card from a full set: take Pacific, then give Oriental.
    assert {a.take for a in matching(g, "forced_deal")} == {pacific}
    start = mark(g)
    forced_deal(g, forced, pacific, oriental)
    # Values need not match (1M for 4M).
    assert pacific in table_cards(g, 0) and oriental not in table_cards(g, 0)
    assert oriental in table_cards(g, 1) and pacific not in table_cards(g, 1)
    assert [s["color"] for s in sets_of(g, 1) if oriental in s["cards"]] == ["light_blue"]
    swap = events(g, "swap", since=start)[0]
    assert (swap["took"], swap["gave"]) == (pacific, oriental)


def test_deal_12_forced_deal_needs_a_card_to_give() -> None:
    c = Cards()
    forced = c.action("forced_deal")
    g = deal(c, tables={1: [lay(c.prop("Pacific Ave"))]}, hands={0: [forced]})
    # DEAL-12: nothing of seat 0's own to give.
    assert not has(g, "forced_deal")


# DEAL-13 -----------------------------------------------------------------------------


def test_deal_13_deal_breaker_takes_a_full_set_with_house_and_hotel() -> None:
    c = Cards()
    breaker, h, top = c.action("deal_breaker"), c.action("house"), c.action("hotel")
    g = deal(
        c,
        tables={
            1: [
                *full_set(c, "brown"),
                house(h, "brown"),
                hotel(top, "brown"),
                lay(c.prop("Boardwalk")),
            ]
        },
        hands={0: [breaker]},
    )
    # DEAL-13: only a full set can be taken.
    assert {a.color for a in matching(g, "deal_breaker")} == {"brown"}
    start = mark(g)
    act(g, "deal_breaker", card=breaker, color="brown")
    (taken,) = sets_of(g, 0, "brown")
    assert taken["full"] and (taken["house"], taken["hotel"]) == (h, top) and taken["rent"] == 9
    assert sets_of(g, 1, "brown") == []
    assert events(g, "take_set", since=start)[0]["hotel"] == top
    assert breaker in g.observe(0)["discard"]


def test_deal_13_deal_breaker_on_a_colour_already_full() -> None:
    c = Cards()
    breaker = c.action("deal_breaker")
    g = deal(
        c,
        tables={
            0: [lay(c.prop("Mediterranean Ave")), lay(c.wild("light_blue", "brown"), "brown")],
            1: [lay(c.prop("Baltic Ave")), lay(c.rainbow(), "brown")],
        },
        hands={0: [breaker]},
    )
    act(g, "deal_breaker", card=breaker, color="brown")
    # Rulings D-12: allowed; two full brown sets count as one colour.
    assert [s["full"] for s in sets_of(g, 0, "brown")] == [True, True]
    assert player(g, 0)["full_sets"] == 1


def test_deal_11_pass_go_draws_two_even_from_an_empty_hand() -> None:
    c = Cards()
    go = c.action("pass_go")
    one, two = c.money(1), c.money(2)
    g = deal(c, hands={0: [go]}, draws=[one, two], deck=[c.money(3), c.money(4), c.money(5)])
    act(g, "bank", card=one)
    act(g, "bank", card=two)
    act(g, "pass_go", card=go)  # the hand is now empty: Pass Go still draws 2 (not 5)
    assert events(g, "draw")[-2]["count"] == 2
    assert g.to_act == 1


def test_deal_11_birthday_is_collected_from_the_actors_left() -> None:
    c = Cards()
    birthday = c.action("birthday")
    two_a, two_b = c.money(2), c.money(2)
    g = deal(
        c,
        players=3,
        active=2,
        tables={0: [bank(two_a)], 1: [bank(two_b)]},
        hands={2: [birthday]},
    )
    start = mark(g)
    act(g, "birthday", card=birthday)
    # DEAL-1 / rulings D-6: from seat 2 the left is seat 0, then seat 1.
    assert [e["seat"] for e in events(g, "paid", since=start)] == [0, 1]
    assert player(g, 2)["bank_total"] == 4


def test_deal_12_forced_deal_is_two_small_decisions_take_then_give() -> None:
    """API.md: a take x give product is split into two bounded decisions."""
    c = Cards()
    forced = c.action("forced_deal")
    mine = [c.prop("Oriental Ave"), c.prop("Kentucky Ave")]
    theirs = [c.prop("Pacific Ave"), c.prop("St. James Pl")]
    g = deal(
        c, tables={0: [lay(x) for x in mine], 1: [lay(x) for x in theirs]}, hands={0: [forced]}
    )
    assert {a.take for a in matching(g, "forced_deal")} == set(theirs)
    act(g, "forced_deal", card=forced, take=theirs[0])
    # The actor now chooses what to give, before the target may answer.
    assert g.to_act == 0 and kinds(g) == {"give"}
    assert {a.card for a in g.legal_actions()} == set(mine)
    assert g.observe(1)["pending"]["give"] is None
    act(g, "give", card=mine[1])
    assert theirs[0] in table_cards(g, 0) and mine[1] in table_cards(g, 1)
