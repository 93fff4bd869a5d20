"""Every option of shared/spec/rules/deal.md, default and switched."""

from __future__ import annotations

import pytest
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
    kinds,
    lay,
    mark,
    matching,
    player,
    table_cards,
)

import monopolies as mp

# names -------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("names", "boardwalk", "reading", "label"),
    [
        (None, "Lay Boardwalk as dark blue", "Lay Reading Railroad as railroad", "railroad"),
        ("us", "Lay Boardwalk as dark blue", "Lay Reading Railroad as railroad", "railroad"),
        ("uk", "Lay Mayfair as dark blue", "Lay King's Cross Station as station", "station"),
    ],
)
def test_deal_option_names(names: str | None, boardwalk: str, reading: str, label: str) -> None:
    c = Cards()
    b, r, rent = c.prop("Boardwalk"), c.prop("Reading Railroad"), c.rent("railroad", "utility")
    options = {} if names is None else {"names": names}
    g = deal(c, tables={0: [lay(c.prop("Short Line"))]}, hands={0: [b, r, rent]}, options=options)
    # names: US printing by default; UK names and "station" when switched.
    assert g.observe(0)["names"] == (names or "us")
    assert str(pick_one(g, "lay", card=b)).startswith(boardwalk)
    assert str(pick_one(g, "lay", card=r)) == reading
    assert str(pick_one(g, "rent", card=rent)) == f"Charge rent on {label} (1M) to everyone"
    # The colour's id in actions stays "railroad" either way.
    assert pick_one(g, "rent", card=rent).color == "railroad"


def pick_one(g: mp.Game, kind: str, **fields: object) -> mp.Action:
    (a,) = matching(g, kind, **fields)
    return a


def test_deal_option_names_cards_list_both_printings() -> None:
    cards = {c["id"]: c for c in mp.VARIANTS["deal"].cards()}
    assert (cards[21]["name"], cards[21]["uk_name"]) == ("Boardwalk", "Mayfair")


def test_deal_option_names_rejects_other_values() -> None:
    with pytest.raises(mp.BadOptions):
        mp.new_game("deal", players=2, seed=1, options={"names": "fr"})


# first_player ------------------------------------------------------------------------


def test_deal_option_first_player_default_is_seat_0() -> None:
    for seed in range(10):
        g = mp.new_game("deal", players=4, seed=seed)
        # DEAL-1: seat 0 starts.
        assert g.to_act == 0 and events(g, "deal")[0]["first"] == 0


def test_deal_option_first_player_random() -> None:
    firsts = set()
    for seed in range(20):
        g = mp.new_game("deal", players=4, seed=seed, options={"first_player": "random"})
        first = events(g, "deal")[0]["first"]
        # The drawn seat starts: it is the one that drew 2 and acts.
        assert g.to_act == first
        assert events(g, "draw")[0]["seat"] == first
        assert len(g.observe(first)["hand"]) == 7
        firsts.add(first)
    assert len(firsts) > 1
    # Same seed, same first player.
    again = mp.new_game("deal", players=4, seed=3, options={"first_player": "random"})
    once = mp.new_game("deal", players=4, seed=3, options={"first_player": "random"})
    assert again.to_act == once.to_act


# max_rearrangements ------------------------------------------------------------------


@pytest.mark.parametrize(("options", "limit"), [({}, 10), ({"max_rearrangements": 2}, 2)])
def test_deal_option_max_rearrangements(options: dict[str, int], limit: int) -> None:
    c = Cards()
    wild = c.wild("pink", "orange")
    g = deal(c, tables={0: [lay(wild, "pink")]}, options=options)
    colour = "pink"
    moves = 0
    while has(g, "rearrange"):
        colour = "orange" if colour == "pink" else "pink"
        act(g, "rearrange", card=wild, color=colour)
        moves += 1
        assert moves <= 20
    # DEAL-7: exactly `limit` moves this turn (10 by default).
    assert moves == limit


def test_deal_option_max_rearrangements_zero_forbids_moving() -> None:
    c = Cards()
    wild = c.wild("pink", "orange")
    g = deal(c, tables={0: [lay(wild, "pink")]}, options={"max_rearrangements": 0})
    assert "rearrange" not in kinds(g)


# forced_deal_from_own_full_set -------------------------------------------------------


def _forced_game(**options: object) -> tuple[mp.Game, dict[str, int]]:
    c = Cards()
    ids = {
        "forced": c.action("forced_deal"),
        "house": c.action("house"),
        "med": c.prop("Mediterranean Ave"),
        "baltic": c.prop("Baltic Ave"),
        "pacific": c.prop("Pacific Ave"),
    }
    g = deal(
        c,
        tables={
            0: [lay(ids["med"]), lay(ids["baltic"]), house(ids["house"], "brown")],
            1: [lay(ids["pacific"]), *full_set(c, "dark_blue")],
        },
        hands={0: [ids["forced"]]},
        options=options,
    )
    return g, ids


def test_deal_option_forced_deal_from_own_full_set_default_off() -> None:
    g, _ = _forced_game()
    # DEAL-12: seat 0's only properties are in its full brown set: no Forced Deal.
    assert not has(g, "forced_deal")


def test_deal_option_forced_deal_from_own_full_set_on() -> None:
    g, ids = _forced_game(forced_deal_from_own_full_set=True)
    # Giving from one's own full set is allowed; taking from theirs still is not.
    assert {a.take for a in matching(g, "forced_deal")} == {ids["pacific"]}
    act(g, "forced_deal", card=ids["forced"], take=ids["pacific"])
    assert {a.card for a in matching(g, "give")} == {ids["med"], ids["baltic"]}
    act(g, "give", card=ids["baltic"])
    assert ids["baltic"] in table_cards(g, 1) and ids["pacific"] in table_cards(g, 0)
    # DEAL-18: the brown set broke; its House went to seat 0's bank.
    assert bank_of(g, 0) == [ids["house"]]


# jsn_counts_as_play ------------------------------------------------------------------


def _counter_game(**options: object) -> mp.Game:
    c = Cards()
    sly, boardwalk = c.action("sly_deal"), c.prop("Boardwalk")
    g = deal(
        c,
        tables={1: [lay(boardwalk)]},
        hands={0: [sly, c.jsn()], 1: [c.jsn()]},
        options=options,
    )
    act(g, "sly_deal", card=sly, take=boardwalk)
    act(g, "just_say_no")  # seat 1
    return g


def test_deal_option_jsn_counts_as_play_default_off() -> None:
    g = _counter_game()
    act(g, "just_say_no")  # seat 0 answers on its own turn
    # DEAL-15: no play used: still 2 left after the Sly Deal.
    assert g.observe(0)["plays_left"] == 2


def test_deal_option_jsn_counts_as_play_on() -> None:
    g = _counter_game(jsn_counts_as_play=True)
    act(g, "just_say_no")
    # DEAL-15 with the option: the answer used one of seat 0's plays.
    assert g.observe(0)["plays_left"] == 1


def test_deal_option_jsn_counts_as_play_needs_a_play_left() -> None:
    def game(**options: object) -> tuple[mp.Game, int]:
        c = Cards()
        sly, boardwalk = c.action("sly_deal"), c.prop("Boardwalk")
        m1, m2 = c.money(1), c.money(2)
        g = deal(
            c,
            tables={1: [lay(boardwalk)]},
            hands={0: [m1, m2, sly, c.jsn()], 1: [c.jsn()]},
            options=options,
        )
        act(g, "bank", card=m1)
        act(g, "bank", card=m2)
        act(g, "sly_deal", card=sly, take=boardwalk)  # third play
        act(g, "just_say_no")  # seat 1
        return g, boardwalk

    g, boardwalk = game()
    assert g.to_act == 0 and kinds(g) == {"just_say_no", "accept"}  # default: may answer
    g, boardwalk = game(jsn_counts_as_play=True)
    # Rulings D-7: no play left, so seat 0 is not asked and the Sly Deal is cancelled.
    assert boardwalk in table_cards(g, 1)
    assert g.to_act == 1  # seat 0's turn ended by itself


# orphan_buildings --------------------------------------------------------------------


@pytest.mark.parametrize("where", ["bank", "discard", None])
def test_deal_option_orphan_buildings_on_rearranging(where: str | None) -> None:
    c = Cards()
    wild, h, top = c.wild("light_blue", "brown"), c.action("house"), c.action("hotel")
    options = {} if where is None else {"orphan_buildings": where}
    g = deal(
        c,
        tables={
            0: [
                lay(c.prop("Mediterranean Ave")),
                lay(wild, "brown"),
                house(h, "brown"),
                hotel(top, "brown"),
            ]
        },
        options=options,
    )
    act(g, "rearrange", card=wild, color="light_blue")
    # DEAL-18: to the owner's bank by default, to the discard pile with "discard".
    if where == "discard":
        assert bank_of(g, 0) == [] and set(g.observe(1)["discard"]) == {h, top}
    else:
        assert sorted(bank_of(g, 0)) == sorted([h, top]) and g.observe(1)["discard"] == []


def test_deal_option_orphan_buildings_discard_on_paying() -> None:
    c = Cards()
    collector, h, five = c.action("debt_collector"), c.action("house"), c.money(5)
    baltic = c.prop("Baltic Ave")
    g = deal(
        c,
        tables={1: [lay(c.prop("Mediterranean Ave")), lay(baltic), house(h, "brown"), bank(five)]},
        hands={0: [collector]},
        options={"orphan_buildings": "discard"},
    )
    act(g, "debt_collector", card=collector, target=1)
    start = mark(g)
    act(g, "pay", card=baltic)  # seat 1's choice: breaks its built set
    act(g, "pay", card=five)
    act(g, "end_turn")  # the House waits for seat 1's own turn (rulings D-16)
    assert events(g, "building_orphaned", since=start)[0]["to"] == "discard"
    assert h in g.observe(0)["discard"] and h not in bank_of(g, 1)


def test_deal_option_orphan_buildings_discard_never_loses_a_payable_building() -> None:
    c = Cards()
    collector, h = c.action("debt_collector"), c.action("house")
    g = deal(
        c,
        tables={1: [*full_set(c, "brown"), house(h, "brown")]},
        hands={0: [collector]},
        options={"orphan_buildings": "discard"},
    )
    act(g, "debt_collector", card=collector, target=1)
    # DEAL-16 / rulings D-4, D-5: seat 1's payable total is 1M + 1M + 3M (House) = 5M,
    # at most the 5M owed, so all of it is paid: the House must reach seat 0's bank, not
    # be discarded because a property of its set happened to be paid first.
    assert events(g, "paid")[-1]["amount"] == 5
    assert bank_of(g, 0) == [h]


# excess_to ---------------------------------------------------------------------------


def _nine_cards(**options: object) -> mp.Game:
    c = Cards()
    hand = [
        c.money(1),
        c.money(2),
        c.money(3),
        c.money(4),
        c.money(5),
        c.action("pass_go"),
        c.prop("Boardwalk"),
    ]
    return deal(c, hands={0: hand}, draws=[c.prop("Park Place"), c.money(10)], options=options)


def test_deal_option_excess_to_default_bottom_of_draw_pile() -> None:
    g = _nine_cards()
    act(g, "end_turn")
    start = mark(g)
    hand = g.observe(0)["hand"]
    act(g, "discard", card=hand[0])
    act(g, "discard", card=hand[1])
    # DEAL-19: under the draw pile, face down.
    assert g.observe(1)["discard"] == []
    assert all("card" not in e for e in events(g, "discard", since=start))
    assert set(g.state.draw[:2]) == set(hand[:2])


def test_deal_option_excess_to_discard_pile() -> None:
    g = _nine_cards(excess_to="discard")
    act(g, "end_turn")
    start = mark(g)
    hand = g.observe(0)["hand"]
    act(g, "discard", card=hand[0])
    act(g, "discard", card=hand[1])
    # DEAL-19 with the option: face up on the discard pile, seen by all.
    assert g.observe(1)["discard"] == hand[:2]
    assert [(e["card"], e["to"]) for e in events(g, "discard", since=start)] == [
        (hand[0], "discard"),
        (hand[1], "discard"),
    ]
    assert g.observe(0)["known"]["under_draw_pile"] == []


# win_any_time ------------------------------------------------------------------------


def _gift(**options: object) -> mp.Game:
    """Seat 0's Forced Deal completes seat 1's third colour on seat 0's turn."""
    c = Cards()
    forced, kentucky, pacific = (
        c.action("forced_deal"),
        c.prop("Kentucky Ave"),
        c.prop("Pacific Ave"),
    )
    g = deal(
        c,
        tables={
            0: [lay(kentucky)],
            1: [
                *full_set(c, "brown"),
                *full_set(c, "dark_blue"),
                lay(c.prop("Indiana Ave")),
                lay(c.prop("Illinois Ave")),
                lay(pacific),
            ],
        },
        hands={0: [forced, c.money(1)], 1: [c.money(2)]},
        options=options,
    )
    forced_deal(g, forced, pacific, kentucky)
    return g


def test_deal_option_win_any_time_default_waits() -> None:
    g = _gift()
    # DEAL-20: seat 1 qualifies on seat 0's turn; it must wait for its own turn.
    assert player(g, 1)["full_sets"] == 3
    assert not g.over and g.to_act == 0


def test_deal_option_win_any_time_on() -> None:
    g = _gift(win_any_time=True)
    # With the option the game ends the moment seat 1 qualifies.
    assert g.over and g.result()["winners"] == [1]


# max_turns ---------------------------------------------------------------------------


def _pass_turns(g: mp.Game) -> int:
    """End every turn at once (discarding the first cards offered); count the turns."""
    while not g.over:
        legal = g.legal_actions()
        ends = [a for a in legal if a.kind == "end_turn"]
        g.act(ends[0] if ends else legal[0])
    return g.observe(0)["turn"]


def test_deal_option_max_turns_default_is_1000() -> None:
    g = mp.new_game("deal", players=2, seed=11)
    # DEAL-21: nobody plays anything, the game ends after turn 1000 with no winner.
    assert _pass_turns(g) == 1000
    assert g.result()["winners"] == [] and g.result()["reason"] == "turn limit"


def test_deal_option_max_turns_switched() -> None:
    g = mp.new_game("deal", players=3, seed=11, options={"max_turns": 7})
    assert _pass_turns(g) == 7
    assert g.result() == {"winners": [], "scores": [0, 0, 0], "reason": "turn limit"}


def test_deal_option_max_turns_must_be_positive() -> None:
    with pytest.raises(mp.BadOptions):
        mp.new_game("deal", players=2, seed=1, options={"max_turns": 0})


def test_deal_option_unknown_option_is_refused() -> None:
    with pytest.raises(mp.BadOptions):
        mp.new_game("deal", players=2, seed=1, options={"house_rules": True})
