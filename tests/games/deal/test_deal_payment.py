"""DEAL-16 (paying), DEAL-17 (received cards), DEAL-18 (sets broken by paying), with
rulings D-4 and D-5."""

from __future__ import annotations

from typing import Any

from deal_helpers import (
    Cards,
    act,
    bank,
    bank_of,
    deal,
    events,
    forced_deal,
    full_set,
    has,
    hotel,
    house,
    lay,
    mark,
    matching,
    player,
    sets_of,
    table_cards,
)

import monopolies as mp


def charged(
    amount: int,
    seat1_table: list[Any],
    seat1_hand: list[int] | None = None,
    c: Cards | None = None,
    **kw: Any,
) -> mp.Game:
    """Seat 0 charges seat 1 `amount` (2: brown rent; 5: Debt Collector)."""
    c = c or Cards()
    if amount == 5:
        card = c.action("debt_collector")
        g = deal(c, tables={1: seat1_table}, hands={0: [card], 1: seat1_hand or []}, **kw)
        act(g, "debt_collector", card=card, target=1)
    else:
        assert amount == 2
        card = c.rent("brown", "light_blue")
        g = deal(
            c,
            tables={0: full_set(c, "brown"), 1: seat1_table},
            hands={0: [card], 1: seat1_hand or []},
            **kw,
        )
        act(g, "rent", card=card, color="brown", doubles=())
    return g


def paid(g: mp.Game) -> tuple[int, int]:
    e = events(g, "paid")[-1]
    return e["amount"], e["owed"]


# DEAL-16 -----------------------------------------------------------------------------


def test_deal_16_payer_chooses_the_cards_and_gets_no_change() -> None:
    c = Cards()
    five, one = c.money(5), c.money(1)
    g = charged(2, [bank(five), bank(one)], c=c)
    # DEAL-16: seat 1 chooses which card; only the cards in front of it are offered.
    assert g.to_act == 1
    assert {a.card for a in g.legal_actions()} == {five, one}
    act(g, "pay", card=five)
    # 5M covers 2M: payment over, no change; seat 1 keeps its 1M.
    assert paid(g) == (5, 2)
    assert bank_of(g, 0) == [five] and bank_of(g, 1) == [one]
    assert g.to_act == 0


def test_deal_16_paying_stops_once_the_debt_is_covered() -> None:
    c = Cards()
    one_a, one_b, three = c.money(1), c.money(1), c.money(3)
    g = charged(2, [bank(one_a), bank(one_b), bank(three)], c=c)
    act(g, "pay", card=one_a)
    assert g.to_act == 1  # 1M still owed: seat 1 chooses again
    act(g, "pay", card=one_b)
    # DEAL-16: 2M paid, the debt is covered; the 3M stays.
    assert paid(g) == (2, 2)
    assert bank_of(g, 1) == [three]


def test_deal_16_a_payer_who_cannot_cover_pays_everything_and_the_rest_is_forgiven() -> None:
    c = Cards()
    one, two = c.money(1), c.money(2)
    g = charged(5, [bank(one), bank(two)], c=c)
    # DEAL-16 / rulings D-5: 3M of 5M, paid without asking; the other 2M is forgiven.
    assert g.to_act == 0
    assert paid(g) == (3, 5)
    assert sorted(bank_of(g, 0)) == sorted([one, two]) and bank_of(g, 1) == []


def test_deal_16_an_exact_debt_is_paid_without_asking() -> None:
    c = Cards()
    two, three = c.money(2), c.money(3)
    g = charged(5, [bank(two), bank(three)], c=c)
    assert g.to_act == 0 and paid(g) == (5, 5)


def test_deal_16_nothing_in_front_pays_nothing() -> None:
    c = Cards()
    g = charged(5, [], seat1_hand=[c.money(10)], c=c)
    # DEAL-16: never from the hand; with nothing in front, nothing is paid.
    assert paid(g) == (0, 5)
    assert len(g.observe(1)["hand"]) >= 1 and bank_of(g, 0) == []


def test_deal_16_never_from_the_hand() -> None:
    c = Cards()
    ten, one = c.money(10), c.money(1)
    g = charged(5, [bank(one)], seat1_hand=[ten], c=c)
    # DEAL-16: the 10M in hand stays there; only the 1M in the bank goes.
    assert paid(g) == (1, 5)
    assert ten in g.observe(1)["hand"]


def test_deal_16_properties_pay_too() -> None:
    c = Cards()
    boardwalk, five = c.prop("Boardwalk"), c.money(5)
    g = charged(2, [lay(boardwalk), bank(five)], c=c)
    assert {a.card for a in g.legal_actions()} == {boardwalk, five}
    act(g, "pay", card=boardwalk)
    # DEAL-16/17: Boardwalk (4M) pays the 2M and joins seat 0's collection.
    assert paid(g) == (4, 2)
    assert boardwalk in table_cards(g, 0) and boardwalk not in table_cards(g, 1)
    assert bank_of(g, 0) == []


def test_deal_16_any_colour_wilds_cannot_pay() -> None:
    c = Cards()
    rainbow, pacific, five = c.rainbow(), c.prop("Pacific Ave"), c.money(5)
    g = charged(2, [lay(rainbow, "green"), lay(pacific), bank(five)], c=c)
    # DEAL-16: the any-colour wild has no value and is not offered.
    assert {a.card for a in g.legal_actions()} == {pacific, five}


def test_deal_16_any_colour_wild_stays_when_everything_else_goes() -> None:
    c = Cards()
    rainbow, pacific, one = c.rainbow(), c.prop("Pacific Ave"), c.money(1)
    g = charged(5, [lay(rainbow, "green"), lay(pacific), bank(one)], c=c)
    # DEAL-16: Pacific (4M) + 1M = 5M is all seat 1 can pay; the wild stays.
    assert paid(g) == (5, 5)
    assert table_cards(g, 1) == {rainbow}
    assert pacific in table_cards(g, 0)


def test_deal_16_buildings_pay_hotel_before_house() -> None:
    c = Cards()
    h, top, ten = c.action("house"), c.action("hotel"), c.money(10)
    g = charged(5, [*full_set(c, "brown"), house(h, "brown"), hotel(top, "brown"), bank(ten)], c=c)
    offered = {a.card for a in g.legal_actions()}
    # Rulings D-4: buildings in front of the payer can pay, the Hotel before its House.
    assert top in offered and h not in offered
    act(g, "pay", card=top)
    assert has(g, "pay", card=h)
    # DEAL-17: a Hotel paid over goes to the receiver's bank.
    assert bank_of(g, 0) == [top]
    (brown,) = sets_of(g, 1, "brown")
    assert brown["full"] and brown["hotel"] is None and brown["house"] == h


# DEAL-17 -----------------------------------------------------------------------------


def test_deal_17_money_and_action_cards_go_to_the_receivers_bank() -> None:
    c = Cards()
    sly, birthday = c.action("sly_deal"), c.action("birthday")
    g = charged(5, [bank(sly), bank(birthday)], c=c)
    # DEAL-17: 3M + 2M of banked action cards land in seat 0's bank as money.
    assert sorted(bank_of(g, 0)) == sorted([sly, birthday])
    assert player(g, 0)["bank_total"] == 5
    assert not has(g, "sly_deal") and not has(g, "birthday")


def test_deal_17_a_paid_wild_keeps_its_colour_until_its_new_owner_moves_it() -> None:
    c = Cards()
    wild, five = c.wild("pink", "orange"), c.money(5)
    g = charged(2, [lay(c.prop("St. James Pl")), lay(wild, "orange"), bank(five)], c=c)
    act(g, "pay", card=wild)
    # DEAL-17: the wild arrives as orange; seat 0 may move it on its own turn.
    assert [(s["color"], s["cards"]) for s in sets_of(g, 0) if wild in s["cards"]] == [
        ("orange", [wild])
    ]
    act(g, "rearrange", card=wild, color="pink")
    assert [s["color"] for s in sets_of(g, 0) if wild in s["cards"]] == ["pink"]


def test_deal_17_a_received_wild_is_moved_only_on_the_receivers_turn() -> None:
    c = Cards()
    forced, wild, pacific = c.action("forced_deal"), c.wild("pink", "orange"), c.prop("Pacific Ave")
    g = deal(
        c,
        tables={0: [lay(wild, "orange")], 1: [lay(pacific)]},
        hands={0: [forced]},
        deck=[c.money(1), c.money(2)],
    )
    forced_deal(g, forced, pacific, wild)
    # DEAL-17: seat 1 receives it as orange ...
    assert [s["color"] for s in sets_of(g, 1) if wild in s["cards"]] == ["orange"]
    act(g, "end_turn")
    # ... and may rearrange it once it is seat 1's turn (DEAL-7).
    assert g.to_act == 1 and has(g, "rearrange", card=wild, color="pink")


def test_deal_17_a_received_property_beside_a_full_set_starts_a_new_set() -> None:
    c = Cards()
    wild, five = c.wild("light_blue", "brown"), c.money(5)
    g = charged(2, [lay(wild, "brown"), bank(five)], c=c)  # seat 0 has a full brown set
    act(g, "pay", card=wild)
    # DEAL-6/17: the brown set is full, so the wild starts a second brown set.
    browns = sets_of(g, 0, "brown")
    assert sorted(len(s["cards"]) for s in browns) == [1, 2]


# DEAL-18 -----------------------------------------------------------------------------


def test_deal_18_a_set_broken_on_another_turn_keeps_its_buildings_until_the_owners_turn() -> None:
    c = Cards()
    h, five = c.action("house"), c.money(5)
    baltic = c.prop("Baltic Ave")
    med = c.prop("Mediterranean Ave")
    g = charged(5, [lay(med), lay(baltic), house(h, "brown"), bank(five)], c=c)
    start = mark(g)
    act(g, "pay", card=baltic)
    # DEAL-7 / rulings D-16: seat 1 may not rearrange on seat 0's turn, so its broken set
    # stays as it is, House and all (the House may still pay, D-4) ...
    assert events(g, "building_orphaned", since=start) == []
    assert [(s["cards"], s["house"]) for s in sets_of(g, 1)] == [([med], h)]
    assert {a.card for a in matching(g, "pay")} == {med, h, five}
    act(g, "pay", card=five)
    act(g, "end_turn")
    # ... and on its own turn the set is still not full: DEAL-18 sends the House to its
    # own bank, where it is money.
    assert events(g, "building_orphaned", since=start) == [
        {"type": "building_orphaned", "seat": 1, "card": h, "to": "bank"}
    ]
    assert h in bank_of(g, 1) and sets_of(g, 1)[0]["house"] is None


def test_deal_18_a_full_set_re_formed_with_a_wild_keeps_its_house() -> None:
    c = Cards()
    h, three = c.action("house"), c.money(3)
    oranges = full_set(c, "orange")
    wild = c.wild("pink", "orange")
    given = oranges[0][1]
    g = charged(5, [*oranges, lay(wild, "orange"), house(h, "orange"), bank(three)], c=c)
    assert [s["full"] for s in sets_of(g, 1, "orange")] == [True, False]
    start = mark(g)
    act(g, "pay", card=given)
    act(g, "pay", card=three)
    # Rulings D-16: on seat 0's turn seat 1's cards stay where they lie.
    assert [len(s["cards"]) for s in sets_of(g, 1, "orange")] == [2, 1]
    act(g, "end_turn")
    # DEAL-18: on its own turn the wild joins the two oranges; the set is full again and
    # keeps its House (rent 5M + 3M), so nothing is orphaned.
    (orange,) = sets_of(g, 1, "orange")
    assert orange["full"] and wild in orange["cards"] and orange["house"] == h
    assert orange["rent"] == 8
    assert events(g, "building_orphaned", since=start) == []
