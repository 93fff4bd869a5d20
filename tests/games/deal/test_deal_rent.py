"""DEAL-9 (rent) and DEAL-10 (Double The Rent), with rulings D-2, D-6 and D-9."""

from __future__ import annotations

from deal_helpers import (
    Cards,
    accept_if_no_choice,
    act,
    bank,
    bank_of,
    deal,
    events,
    face,
    faces,
    full_set,
    has,
    hotel,
    house,
    lay,
    mark,
    matching,
    player,
)

# DEAL-9 ------------------------------------------------------------------------------


def test_deal_9_rent_follows_the_ladder_for_the_cards_held() -> None:
    c = Cards()
    two_colour, any_colour = c.rent("pink", "orange"), c.rent("any")
    g = deal(
        c,
        tables={
            0: [
                lay(c.prop("St. James Pl")),
                *full_set(c, "red"),
                lay(c.prop("Oriental Ave")),
                lay(c.prop("Vermont Ave")),
            ]
        },
        hands={0: [two_colour, any_colour]},
    )
    # DEAL-9: orange 1 card -> 1M; red 3 cards -> 6M; light blue 2 cards -> 2M.
    amounts = {(a.color, a.amount) for a in matching(g, "rent", card=two_colour, doubles=())}
    assert amounts == {("orange", 1)}  # no pink set: pink is not offered
    amounts = {(a.color, a.amount) for a in matching(g, "rent", card=any_colour, doubles=())}
    assert amounts == {("orange", 1), ("red", 6), ("light_blue", 2)}


def test_deal_9_house_and_hotel_add_three_and_four() -> None:
    c = Cards()
    rent = c.rent("brown", "light_blue")
    ten = c.money(10)
    g = deal(
        c,
        tables={
            0: [
                *full_set(c, "brown"),
                house(c.action("house"), "brown"),
                hotel(c.action("hotel"), "brown"),
            ],
            1: [bank(ten)],
        },
        hands={0: [rent]},
    )
    # DEAL-9: 2M for a full brown set + 3M House + 4M Hotel = 9M.
    (action,) = matching(g, "rent", card=rent, color="brown", doubles=())
    assert action.amount == 9
    g.act(action)
    accept_if_no_choice(g)
    # Seat 1 has only a 10M note: it pays 10M, no change (DEAL-16).
    assert bank_of(g, 0) == [ten]
    assert events(g, "paid")[-1]["amount"] == 10


def test_deal_9_two_colour_rent_charges_every_other_player() -> None:
    c = Cards()
    rent = c.rent("brown", "light_blue")
    two_a, two_b = c.money(2), c.money(2)
    g = deal(
        c,
        players=3,
        tables={0: full_set(c, "brown"), 1: [bank(two_a)], 2: [bank(two_b)]},
        hands={0: [rent]},
    )
    (action,) = matching(g, "rent", card=rent, color="brown", doubles=())
    assert action.get("target") is None
    start = mark(g)
    g.act(action)
    accept_if_no_choice(g)
    # DEAL-9: everyone else pays 2M; rulings D-6: one target at a time, from the left.
    assert [e["seat"] for e in events(g, "paid", since=start)] == [1, 2]
    assert bank_of(g, 0) == faces([two_a, two_b])
    assert bank_of(g, 1) == [] and bank_of(g, 2) == []


def test_deal_9_wild_rent_charges_one_chosen_player() -> None:
    c = Cards()
    rent = c.rent("any")
    two_a, two_b = c.money(2), c.money(2)
    g = deal(
        c,
        players=3,
        tables={0: full_set(c, "brown"), 1: [bank(two_a)], 2: [bank(two_b)]},
        hands={0: [rent]},
    )
    # DEAL-9: the wild rent names one target among the others.
    targets = {a.target for a in matching(g, "rent", card=rent, color="brown", doubles=())}
    assert targets == {1, 2}
    act(g, "rent", card=rent, color="brown", doubles=(), target=2)
    assert bank_of(g, 0) == [face(two_b)]
    assert bank_of(g, 1) == [face(two_a)]


def test_deal_9_rent_card_needs_a_set_of_a_matching_colour() -> None:
    c = Cards()
    pink_orange, any_colour = c.rent("pink", "orange"), c.rent("any")
    g = deal(c, hands={0: [pink_orange, any_colour]})
    # DEAL-9: no sets at all: neither rent card can be played as rent, only banked.
    assert not has(g, "rent")
    assert has(g, "bank", card=pink_orange) and has(g, "bank", card=any_colour)
    c = Cards()
    rent = c.rent("pink", "orange")
    g = deal(c, tables={0: full_set(c, "brown")}, hands={0: [rent]})
    assert not has(g, "rent")


def test_deal_9_rent_uses_the_best_set_of_the_colour() -> None:
    c = Cards()
    rent, wild = c.rent("brown", "light_blue"), c.wild("light_blue", "brown")
    g = deal(c, tables={0: [*full_set(c, "brown"), lay(wild, "brown")]}, hands={0: [rent]})
    full = next(s for s in player(g, 0)["sets"] if s["full"])
    # Rulings D-2: two brown sets (2 cards, 1 card); the full one's 2M is charged.
    (action,) = matching(g, "rent", card=rent, color="brown", doubles=())
    assert (action.set, action.amount) == (full["id"], 2)


def test_deal_9_rent_is_capped_at_the_full_set() -> None:
    c = Cards()
    rent = c.rent("dark_blue", "green")
    rainbow = c.rainbow()
    g = deal(
        c,
        tables={
            0: [lay(c.prop("Park Place")), lay(c.prop("Boardwalk")), lay(rainbow, "dark_blue")]
        },
        hands={0: [rent]},
    )
    # DEAL-9: 3 dark blue cards make one full set (8M) and a second set of one wild,
    # which has no colour; the charge is 8M, never more.
    assert {a.amount for a in matching(g, "rent", color="dark_blue", doubles=())} == {8}


# DEAL-10 -----------------------------------------------------------------------------


def test_deal_10_one_double_doubles_two_quadruple() -> None:
    c = Cards()
    rent, d1, d2 = c.rent("brown", "light_blue"), c.double(), c.double()
    five, three = c.money(5), c.money(3)
    g = deal(
        c,
        tables={0: full_set(c, "brown"), 1: [bank(five), bank(three)]},
        hands={0: [rent, d1, d2]},
    )
    offered = {(len(a.doubles), a.amount) for a in matching(g, "rent", card=rent, color="brown")}
    # DEAL-10: 2M, doubled 4M, doubled twice 8M.
    assert offered == {(0, 2), (1, 4), (2, 8)}
    start = mark(g)
    act(g, "rent", card=rent, color="brown", doubles=(d1, d2))
    # Each card used a play; all three went to the discard pile; seat 1 paid 8M.
    assert [e["card"] for e in events(g, "play", since=start)] == faces([rent, d1, d2])
    assert g.to_act == 1  # three plays used: seat 0's turn is over
    assert g.observe(0)["discard"][-3:] == faces([rent, d1, d2])
    assert events(g, "paid", since=start)[0]["amount"] == 8
    assert sorted(bank_of(g, 0)) == sorted(faces([five, three]))


def test_deal_10_each_double_uses_a_play() -> None:
    c = Cards()
    rent, d1, d2 = c.rent("brown", "light_blue"), c.double(), c.double()
    m1, m2 = c.money(1), c.money(2)
    g = deal(c, tables={0: full_set(c, "brown")}, hands={0: [rent, d1, d2, m1, m2]})
    act(g, "bank", card=m1)
    # DEAL-10: 2 plays left: the rent card plus at most one double.
    assert {len(a.doubles) for a in matching(g, "rent", card=rent)} == {0, 1}
    act(g, "bank", card=m2)
    # 1 play left: the rent card alone.
    assert {len(a.doubles) for a in matching(g, "rent", card=rent)} == {0}


def test_deal_10_double_the_rent_is_never_played_alone() -> None:
    c = Cards()
    double = c.double()
    g = deal(c, tables={0: full_set(c, "brown")}, hands={0: [double]})
    # DEAL-10: its only use without a rent card is as money.
    assert [a.kind for a in g.legal_actions() if a.get("card") == double] == ["bank"]


def test_deal_10_never_with_debt_collector_or_birthday() -> None:
    c = Cards()
    double, collector, birthday = c.double(), c.action("debt_collector"), c.action("birthday")
    five = c.money(5)
    g = deal(
        c, tables={1: [bank(five), bank(c.money(10))]}, hands={0: [double, collector, birthday]}
    )
    # DEAL-10: Debt Collector and Birthday take no Double The Rent.
    for a in matching(g, "debt_collector") + matching(g, "birthday"):
        assert a.get("doubles") is None
    start = mark(g)
    act(g, "debt_collector", card=collector, target=1)
    act(g, "pay", card=five)
    paid = events(g, "paid", since=start)[0]
    assert (paid["owed"], paid["amount"]) == (5, 5)
    assert double in g.observe(0)["hand"]


def test_deal_10_works_with_the_wild_rent() -> None:
    c = Cards()
    rent, double = c.rent("any"), c.double()
    g = deal(c, tables={0: full_set(c, "dark_blue")}, hands={0: [rent, double]})
    offered = {(len(a.doubles), a.amount) for a in matching(g, "rent", card=rent, target=1)}
    # DEAL-10: any rent card: 8M, doubled 16M.
    assert offered == {(0, 8), (1, 16)}
