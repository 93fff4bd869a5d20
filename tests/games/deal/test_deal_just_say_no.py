"""DEAL-15 (Just Say No), with rulings D-6 and D-7 and the `respond` option."""

from __future__ import annotations

import pytest
from deal_helpers import (
    Cards,
    act,
    bank,
    bank_of,
    card,
    cards_of,
    deal,
    events,
    face,
    faces,
    forced_deal,
    full_set,
    has,
    kinds,
    lay,
    mark,
    pick,
    table_cards,
)

import monopolies as mp
from monopolies.bots import SeatView, make_bot

JSN = set(cards_of(action="just_say_no", decks=2))


def sly_deal_game(actor_jsn: int, target_jsn: int, **kw: object) -> tuple[mp.Game, int, int]:
    """Seat 0 holds a Sly Deal (+ Just Say Nos), seat 1 has Boardwalk (+ Just Say Nos)."""
    c = Cards(decks=2 if actor_jsn + target_jsn > 3 else 1)
    sly, boardwalk = c.action("sly_deal"), c.prop("Boardwalk")
    mine = [c.jsn() for _ in range(actor_jsn)]
    theirs = [c.jsn() for _ in range(target_jsn)]
    g = deal(c, tables={1: [lay(boardwalk)]}, hands={0: [sly, *mine], 1: theirs}, **kw)  # type: ignore[arg-type]
    act(g, "sly_deal", card=sly, take=boardwalk)
    return g, sly, boardwalk


def test_deal_15_target_cancels_the_action_with_just_say_no() -> None:
    g, sly, boardwalk = sly_deal_game(actor_jsn=0, target_jsn=1)
    # DEAL-15: seat 1 is asked whether to answer.
    assert g.to_act == 1 and kinds(g) == {"just_say_no", "accept"}
    jsn = min(x for x in g.observe(1)["hand"] if x in JSN)
    start = mark(g)
    g.act(pick(g, "just_say_no"))
    # Rulings D-7: seat 0 holds none but is asked all the same; accepting is all it can do.
    assert g.to_act == 0 and [a.kind for a in g.legal_actions()] == ["accept"]
    act(g, "accept")
    # The Sly Deal is cancelled.
    assert boardwalk in table_cards(g, 1) and boardwalk not in table_cards(g, 0)
    assert events(g, "cancelled", since=start) == [
        {"type": "cancelled", "target": 1, "action": "sly_deal"}
    ]
    # Used Just Say No cards go to the discard pile (public).
    assert g.observe(0)["discard"] == [sly, jsn]


def test_deal_15_target_may_let_the_action_stand() -> None:
    g, _, boardwalk = sly_deal_game(actor_jsn=0, target_jsn=1)
    act(g, "accept")
    # DEAL-15: the Sly Deal goes ahead; seat 1 keeps its Just Say No.
    assert boardwalk in table_cards(g, 0)
    assert any(x in JSN for x in g.observe(1)["hand"])


def _sly_deal_unanswered(target_jsn: int, **options: object) -> mp.Game:
    """Seat 0 plays a Sly Deal on seat 1's Boardwalk; nobody has answered yet."""
    c = Cards()
    sly, boardwalk = c.action("sly_deal"), c.prop("Boardwalk")
    theirs = [c.jsn() for _ in range(target_jsn)]
    g = deal(c, tables={1: [lay(boardwalk)]}, hands={0: [sly], 1: theirs}, options=options)
    g.act(pick(g, "sly_deal", card=sly, take=boardwalk))
    return g


def test_deal_15_a_player_without_just_say_no_is_asked_all_the_same() -> None:
    g = _sly_deal_unanswered(target_jsn=0)
    # Rulings D-7: seat 1 holds no Just Say No and is asked anyway, so that being asked
    # tells nobody who holds one; accepting is its only answer.
    assert g.to_act == 1 and [a.kind for a in g.legal_actions()] == ["accept"]
    act(g, "accept")
    assert g.to_act == 0 and card("Boardwalk") in table_cards(g, 0)


def test_deal_15_being_asked_looks_the_same_with_or_without_just_say_no() -> None:
    with_one, without = _sly_deal_unanswered(target_jsn=1), _sly_deal_unanswered(target_jsn=0)
    # Rulings D-7: the actor sees the same decision asked of seat 1 in both games.
    assert with_one.to_act == without.to_act == 1
    assert with_one.public_events() == without.public_events()
    seen = [{**g.observe(0), "hand": None} for g in (with_one, without)]  # fillers differ
    assert seen[0] == seen[1]
    assert {a.kind for a in with_one.legal_actions()} == {"just_say_no", "accept"}


def test_deal_15_respond_holders_asks_only_holders_of_just_say_no() -> None:
    g = _sly_deal_unanswered(target_jsn=0, respond="holders")
    # The `respond: "holders"` option (bot-only simulation): seat 1 holds none and is not
    # asked, so the action resolves at once; this shows everyone who holds no Just Say No.
    assert g.to_act == 0 and card("Boardwalk") in table_cards(g, 0)
    g = _sly_deal_unanswered(target_jsn=1, respond="holders")
    assert g.to_act == 1 and kinds(g) == {"just_say_no", "accept"}


def test_deal_15_respond_holders_skips_an_actor_without_a_counter() -> None:
    g, _, boardwalk = sly_deal_game(actor_jsn=0, target_jsn=1, options={"respond": "holders"})
    g.act(pick(g, "just_say_no"))
    # Seat 0 holds none: with "holders" it is not asked and the Sly Deal is cancelled.
    assert g.to_act == 0 and kinds(g) >= {"bank", "end_turn"}
    assert boardwalk in table_cards(g, 1)


def test_deal_15_respond_rejects_unknown_values() -> None:
    with pytest.raises(mp.BadOptions, match="respond"):
        mp.new_game("deal", players=2, options={"respond": "sometimes"})


def test_deal_15_actor_answers_with_another_and_the_action_stands() -> None:
    g, _, boardwalk = sly_deal_game(actor_jsn=1, target_jsn=1)
    act(g, "just_say_no")  # seat 1
    # DEAL-15: the actor may answer the target's Just Say No.
    assert g.to_act == 0 and kinds(g) == {"just_say_no", "accept"}
    act(g, "just_say_no")  # seat 0: two Just Say Nos, the Sly Deal stands
    assert boardwalk in table_cards(g, 0)
    assert [e["level"] for e in events(g, "just_say_no")] == [1, 2]


def test_deal_15_actor_may_accept_the_targets_just_say_no() -> None:
    g, _, boardwalk = sly_deal_game(actor_jsn=1, target_jsn=1)
    act(g, "just_say_no")
    act(g, "accept")
    # DEAL-15: the actor keeps its card; the action is cancelled.
    assert boardwalk in table_cards(g, 1)
    assert kinds(g) >= {"bank", "end_turn"}


def test_deal_15_chain_of_three_cancels_the_action() -> None:
    g, _, boardwalk = sly_deal_game(actor_jsn=1, target_jsn=2)
    act(g, "just_say_no")  # 1: seat 1
    act(g, "just_say_no")  # 2: seat 0
    assert g.to_act == 1 and kinds(g) == {"just_say_no", "accept"}
    act(g, "just_say_no")  # 3: seat 1 again
    # DEAL-15 / rulings D-7: an odd number of Just Say Nos cancels.
    assert boardwalk in table_cards(g, 1)
    assert [(e["seat"], e["level"]) for e in events(g, "just_say_no")] == [(1, 1), (0, 2), (1, 3)]
    assert len(g.observe(0)["discard"]) == 4  # the Sly Deal and three Just Say Nos


def test_deal_15_chain_of_four_lets_the_action_stand() -> None:
    # Four Just Say Nos need the second deck (6 players).
    g, _, boardwalk = sly_deal_game(actor_jsn=2, target_jsn=2, players=6)
    for expected in (1, 0, 1, 0):
        assert g.to_act == expected
        act(g, "just_say_no")
    # DEAL-15: an even number: the Sly Deal goes ahead.
    assert boardwalk in table_cards(g, 0)
    assert [e["seat"] for e in events(g, "just_say_no")] == [1, 0, 1, 0]


def test_deal_15_just_say_no_costs_no_play_on_the_actors_turn() -> None:
    g, _, _ = sly_deal_game(actor_jsn=1, target_jsn=1)
    assert g.observe(0)["plays_left"] == 2
    act(g, "just_say_no")  # seat 1, off-turn: costs nothing
    act(g, "just_say_no")  # seat 0, on its own turn: costs no play (default)
    assert g.observe(0)["plays_left"] == 2


def test_deal_15_just_say_no_is_not_played_on_its_own() -> None:
    c = Cards()
    jsn = c.jsn()
    g = deal(c, tables={1: [lay(c.prop("Boardwalk"))]}, hands={0: [jsn]})
    # DEAL-15: it only answers an action; on its own it can only be banked.
    assert [a.kind for a in g.legal_actions() if a.get("card") == jsn] == ["bank"]


def test_deal_15_cancels_for_that_player_alone() -> None:
    c = Cards()
    birthday, jsn = c.action("birthday"), c.jsn()
    two_a, two_b = c.money(2), c.money(2)
    g = deal(
        c,
        players=3,
        tables={1: [bank(two_a)], 2: [bank(two_b)]},
        hands={0: [birthday], 1: [jsn]},
    )
    act(g, "birthday", card=birthday)
    assert g.to_act == 1
    act(g, "just_say_no")
    # DEAL-15: seat 1 is spared; seat 2 (no Just Say No) still pays.
    assert bank_of(g, 1) == [face(two_a)]
    assert bank_of(g, 0) == [face(two_b)]


def test_deal_15_targets_are_resolved_one_at_a_time_from_the_left() -> None:
    c = Cards()
    rent = c.rent("brown", "light_blue")
    two_a, two_b, jsn = c.money(2), c.money(2), c.jsn()
    g = deal(
        c,
        players=3,
        tables={0: full_set(c, "brown"), 1: [bank(two_a)], 2: [bank(two_b)]},
        hands={0: [rent], 2: [jsn]},
    )
    start = mark(g)
    act(g, "rent", card=rent, color="brown", doubles=())
    # Rulings D-6: seat 1 (no Just Say No) has paid before seat 2 is asked.
    assert g.to_act == 2
    assert bank_of(g, 0) == [face(two_a)]
    act(g, "just_say_no")
    seq = [(e["type"], e.get("seat", e.get("target"))) for e in events(g, since=start)]
    seq = [x for x in seq if x[0] in ("paid", "just_say_no", "cancelled")]
    assert seq == [("paid", 1), ("just_say_no", 2), ("cancelled", 2)]
    assert bank_of(g, 2) == [face(two_b)]


def test_deal_15_one_just_say_no_cancels_a_doubled_rent() -> None:
    c = Cards()
    rent, d1, d2, jsn = c.rent("brown", "light_blue"), c.double(), c.double(), c.jsn()
    ten = c.money(10)
    g = deal(
        c,
        tables={0: full_set(c, "brown"), 1: [bank(ten)]},
        hands={0: [rent, d1, d2], 1: [jsn]},
    )
    act(g, "rent", card=rent, color="brown", doubles=(d1, d2))
    assert g.observe(1)["pending"]["amount"] == 8
    act(g, "just_say_no")
    # DEAL-15: the whole 8M charge is gone; rent, both doubles and the Just Say No are
    # in the discard pile.
    assert bank_of(g, 1) == [face(ten)] and bank_of(g, 0) == []
    assert sorted(g.observe(1)["discard"]) == sorted(faces([rent, d1, d2, jsn]))
    assert events(g, "paid") == []


def test_deal_15_against_deal_breaker_and_debt_collector() -> None:
    c = Cards()
    breaker, collector, j1, j2 = (
        c.action("deal_breaker"),
        c.action("debt_collector"),
        c.jsn(),
        c.jsn(),
    )
    five = c.money(5)
    g = deal(
        c,
        tables={1: [*full_set(c, "dark_blue"), bank(five)]},
        hands={0: [breaker, collector], 1: [j1, j2]},
    )
    act(g, "deal_breaker", card=breaker, color="dark_blue")
    act(g, "just_say_no")
    act(g, "debt_collector", card=collector, target=1)
    act(g, "just_say_no")
    # DEAL-15: both cancelled: seat 1 keeps its set and its money.
    assert [s["color"] for s in g.observe(1)["players"][1]["sets"]] == ["dark_blue"]
    assert bank_of(g, 1) == [five]
    assert not has(g, "pay")


def test_deal_15_one_target_cancels_a_doubled_rent_the_other_pays_double() -> None:
    c = Cards()
    rent, double, jsn = c.rent("brown", "light_blue"), c.double(), c.jsn()
    five_a, five_b = c.money(5), c.money(5)
    g = deal(
        c,
        players=3,
        tables={0: full_set(c, "brown"), 1: [bank(five_a)], 2: [bank(five_b)]},
        hands={0: [rent, double], 1: [jsn]},
    )
    act(g, "rent", card=rent, color="brown", doubles=(double,))
    act(g, "just_say_no")  # seat 1
    # DEAL-15: seat 1 owes nothing; seat 2 still pays the doubled 4M (with its 5M note).
    assert bank_of(g, 1) == [face(five_a)]
    assert bank_of(g, 0) == [face(five_b)]
    assert [(e["seat"], e["owed"]) for e in events(g, "paid")] == [(2, 4)]


def test_deal_15_a_cancelled_forced_deal_swaps_nothing_but_used_its_play() -> None:
    c = Cards()
    forced, jsn = c.action("forced_deal"), c.jsn()
    oriental, pacific = c.prop("Oriental Ave"), c.prop("Pacific Ave")
    g = deal(c, tables={0: [lay(oriental)], 1: [lay(pacific)]}, hands={0: [forced], 1: [jsn]})
    forced_deal(g, forced, pacific, oriental)
    act(g, "just_say_no")
    # DEAL-15: both cards stay where they were; the Forced Deal still cost its play.
    assert table_cards(g, 0) == {oriental} and table_cards(g, 1) == {pacific}
    assert g.observe(0)["plays_left"] == 2
    assert forced in g.observe(0)["discard"]


def test_deal_15_the_greedy_bot_answers_every_window_and_tells_nothing_by_accepting() -> None:
    bot = make_bot("greedy", "deal", 0)
    # Rulings D-7: holding none, the only answer is to accept.
    g = _sly_deal_unanswered(target_jsn=0)
    assert bot.choose(SeatView(g, 1)).kind == "accept"
    # Holding one against a small stake (a Debt Collector on 1M of wealth), it accepts
    # too, as a player without one would; against a Deal Breaker it says no.
    c = Cards()
    collector, jsn = c.action("debt_collector"), c.jsn()
    g = deal(c, tables={1: [lay(c.prop("Baltic Ave"))]}, hands={0: [collector], 1: [jsn]})
    g.act(pick(g, "debt_collector", card=collector, target=1))
    assert g.to_act == 1 and bot.choose(SeatView(g, 1)).kind == "accept"
    c = Cards()
    breaker, jsn = c.action("deal_breaker"), c.jsn()
    g = deal(c, tables={1: full_set(c, "dark_blue")}, hands={0: [breaker], 1: [jsn]})
    g.act(pick(g, "deal_breaker", card=breaker, color="dark_blue"))
    assert g.to_act == 1 and bot.choose(SeatView(g, 1)).kind == "just_say_no"


def test_deal_15_resampling_keeps_a_just_say_no_only_where_being_asked_shows_one() -> None:
    holders = _sly_deal_unanswered(target_jsn=1, respond="holders")
    everyone = _sly_deal_unanswered(target_jsn=1)
    redrawn = set()
    for seed in range(30):
        # With "holders", seat 0 saw seat 1 asked, so every sample gives seat 1 one ...
        sample = holders.resample(0, seed)
        assert any(x in JSN for x in sample.observe(1)["hand"])
        # ... by default being asked shows nothing, and samples need not.
        redrawn.add(any(x in JSN for x in everyone.resample(0, seed).observe(1)["hand"]))
    assert redrawn == {True, False}
