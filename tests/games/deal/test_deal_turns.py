"""DEAL-4 (three plays), DEAL-5 (banking), DEAL-19 (hand limit), DEAL-21 (turn limit)."""

from __future__ import annotations

from deal_helpers import (
    Cards,
    act,
    bank_of,
    deal,
    events,
    has,
    kinds,
    lay,
    mark,
    player,
    value_of,
)

import monopolies as mp

# DEAL-4 ------------------------------------------------------------------------------


def test_deal_4_three_plays_then_the_turn_ends() -> None:
    c = Cards()
    one, two, three = c.money(1), c.money(2), c.money(3)
    g = deal(c, hands={0: [one, two, three]})
    assert g.observe(0)["plays_left"] == 3
    act(g, "bank", card=one)
    act(g, "bank", card=two)
    assert g.observe(0)["plays_left"] == 1
    start = mark(g)
    act(g, "bank", card=three)
    # DEAL-4: after the third play nothing is left to do, so the turn ends (rulings E-1).
    assert events(g, "end_turn", since=start) == [{"type": "end_turn", "seat": 0}]
    assert g.to_act == 1
    assert sorted(bank_of(g, 0)) == sorted([one, two, three])


def test_deal_4_no_fourth_play() -> None:
    c = Cards()
    wild = c.wild("pink", "orange")
    g = deal(c, tables={0: [lay(wild, "pink")]}, hands={0: [c.money(1), c.money(2), c.money(3)]})
    hand = g.observe(0)["hand"]
    for card in hand[:3]:
        act(g, "bank", card=card)
    # DEAL-4: three plays used; the wild can still move (DEAL-7) but nothing can be played.
    assert g.to_act == 0
    assert kinds(g) == {"rearrange", "end_turn"}


def test_deal_4_plays_in_any_order_and_the_turn_may_end_early() -> None:
    c = Cards()
    boardwalk, money = c.prop("Boardwalk"), c.money(5)
    g = deal(c, hands={0: [boardwalk, money]})
    act(g, "lay", card=boardwalk)
    act(g, "bank", card=money)
    assert g.observe(0)["plays_left"] == 1
    # DEAL-4: the player may end the turn with plays left.
    act(g, "end_turn")
    assert g.to_act == 1
    g2 = deal(Cards(), hands={0: [c.money(1)]})
    act(g2, "end_turn")  # zero plays is fine too
    assert g2.to_act == 1


# DEAL-5 ------------------------------------------------------------------------------


def test_deal_5_money_and_action_cards_bank_at_their_value() -> None:
    c = Cards()
    ten, sly, birthday, rent = (
        c.money(10),
        c.action("sly_deal"),
        c.action("birthday"),
        c.rent("any"),
    )
    g = deal(c, hands={0: [ten, sly, birthday, rent]})
    act(g, "bank", card=ten)
    act(g, "bank", card=sly)
    act(g, "bank", card=birthday)
    # DEAL-5: 10M + Sly Deal (3M) + It's My Birthday (2M).
    assert player(g, 1 - 1)["bank_total"] == 15
    assert value_of(rent) == 3


def test_deal_5_properties_and_wilds_are_never_banked() -> None:
    c = Cards()
    prop, wild, rainbow = c.prop("Boardwalk"), c.wild("red", "yellow"), c.rainbow()
    g = deal(c, hands={0: [prop, wild, rainbow]})
    # DEAL-5: no bank action for a property, a two-colour wild or an any-colour wild.
    for card in (prop, wild, rainbow):
        assert not has(g, "bank", card=card)
        assert has(g, "lay", card=card)


def test_deal_5_a_banked_action_card_is_money_for_the_rest_of_the_game() -> None:
    c = Cards()
    breaker, collector = c.action("deal_breaker"), c.action("debt_collector")
    g = deal(c, hands={0: [breaker], 1: [collector]}, deck=[c.filler(), c.filler()])
    act(g, "bank", card=breaker)
    assert bank_of(g, 0) == [breaker]
    act(g, "end_turn")
    start = mark(g)
    act(g, "debt_collector", card=collector, target=0)
    # DEAL-5/17: the banked Deal Breaker pays 5M and lands in seat 1's bank as money.
    assert [e["card"] for e in events(g, "pay", since=start)] == [breaker]
    assert bank_of(g, 1) == [breaker]
    assert not has(g, "deal_breaker")


# DEAL-19 -----------------------------------------------------------------------------


def _big_hand_game(**options: object) -> tuple[mp.Game, list[int]]:
    c = Cards()
    hand = [
        c.money(1),
        c.money(2),
        c.money(3),
        c.money(4),
        c.money(5),
        c.prop("Boardwalk"),
        c.action("pass_go"),
        c.action("sly_deal"),
    ]
    g = deal(c, hands={0: hand}, draws=[c.prop("Park Place"), c.money(10)], options=options)
    return g, hand


def test_deal_19_more_than_seven_cards_discard_to_the_bottom_of_the_draw_pile() -> None:
    g, _ = _big_hand_game()
    assert len(g.observe(0)["hand"]) == 10
    act(g, "end_turn")
    # DEAL-19: 10 cards at the end of the turn; seat 0 chooses 3 to discard.
    assert g.to_act == 0 and g.observe(0)["phase"] == "discard"
    hand = g.observe(0)["hand"]
    assert {a.card for a in g.legal_actions()} == set(hand)
    pile = g.observe(0)["draw_count"]
    start = mark(g)
    gone = [hand[0], hand[5], hand[9]]
    for card in gone:
        act(g, "discard", card=card)
    assert g.to_act == 1
    # The three cards went under the draw pile, not to the discard pile.
    assert g.observe(1)["discard"] == []
    drawn = events(g, "draw", since=start)[0]["count"]  # seat 1 then drew from the top
    assert g.observe(1)["draw_count"] == pile + 3 - drawn
    assert set(g.state.draw[:3]) == set(gone)  # bottom of the pile (read-only peek)
    assert len(g.observe(0)["hand"]) == 7
    # DEAL-19/22: the others see that a card went there, not which one; seat 0 remembers.
    for e in events(g, "discard", since=start):
        assert e == {"type": "discard", "seat": 0, "to": "draw_bottom"}
    assert g.observe(0)["known"]["under_draw_pile"] == sorted(gone)
    assert g.observe(1)["known"]["under_draw_pile"] == []


def test_deal_19_seven_cards_are_kept() -> None:
    g, hand = _big_hand_game()
    act(g, "bank", card=hand[0])
    act(g, "bank", card=hand[1])
    act(g, "bank", card=hand[2])
    # DEAL-19: exactly 7 left in hand: no discard, the turn just ends.
    assert g.to_act == 1
    assert len(g.observe(0)["hand"]) == 7
    assert events(g, "discard") == []


# DEAL-21 -----------------------------------------------------------------------------


def test_deal_21_turn_limit_ends_the_game_with_no_winner() -> None:
    g = mp.new_game("deal", players=2, seed=4, options={"max_turns": 3})
    for _ in range(3):
        assert not g.over
        act(g, "end_turn")
        while g.legal_actions() and g.legal_actions()[0].kind == "discard":
            g.act(g.legal_actions()[0])
    # DEAL-21: the game ends at the end of turn 3 (rulings D-11).
    assert g.over
    assert g.observe(0)["turn"] == 3
    result = g.result()
    assert result["winners"] == [] and result["reason"] == "turn limit"
    assert events(g, "game_over")[-1] == {
        "type": "game_over",
        "winners": [],
        "reason": "turn limit",
    }


def test_deal_19_hand_limit_applies_when_the_turn_ends_by_itself() -> None:
    c = Cards()
    gos = [c.action("pass_go") for _ in range(3)]
    hand = [*gos, c.money(1), c.money(2), c.money(3), c.money(4)]
    g = deal(c, hands={0: hand}, draws=[c.money(5), c.money(10)])
    for go in gos:
        act(g, "pass_go", card=go)
    # 9 - 3 + 6 = 12 cards when the plays run out: seat 0 must discard 5.
    assert g.to_act == 0 and g.observe(0)["phase"] == "discard"
    while g.to_act == 0:
        g.act(g.legal_actions()[0])
    assert len(g.observe(0)["hand"]) == 7
    assert len(events(g, "discard")) == 5
