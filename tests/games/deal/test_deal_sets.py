"""DEAL-6 (laying), DEAL-7 (rearranging), DEAL-8 (completeness), DEAL-14 (buildings),
DEAL-18 (broken sets), with rulings D-1 and D-3."""

from __future__ import annotations

from deal_helpers import (
    Cards,
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
    kinds,
    lay,
    mark,
    matching,
    sets_of,
)

from monopolies.games.deal.data import COLOUR_NAMES

# DEAL-6 ------------------------------------------------------------------------------


def test_deal_6_properties_join_a_set_of_their_colour() -> None:
    c = Cards()
    med, baltic = c.prop("Mediterranean Ave"), c.prop("Baltic Ave")
    g = deal(c, hands={0: [med, baltic]})
    act(g, "lay", card=med, color="brown", set="new")
    only = sets_of(g, 0, "brown")
    act(g, "lay", card=baltic, color="brown", set=only[0]["id"])
    # DEAL-6: one brown set holding both, and with 2 of 2 it is full (DEAL-8).
    (brown,) = sets_of(g, 0, "brown")
    assert sorted(brown["cards"]) == sorted([med, baltic]) and brown["full"]


def test_deal_6_two_colour_wild_is_laid_as_either_of_its_colours() -> None:
    c = Cards()
    wild = c.wild("pink", "orange")
    g = deal(c, hands={0: [wild]})
    # DEAL-6: exactly its two colours are offered.
    assert {a.color for a in matching(g, "lay", card=wild)} == {"pink", "orange"}
    act(g, "lay", card=wild, color="orange")
    assert [s["color"] for s in sets_of(g, 0)] == ["orange"]


def test_deal_6_any_colour_wild_is_laid_as_any_colour() -> None:
    c = Cards()
    rainbow = c.rainbow()
    g = deal(c, hands={0: [rainbow]})
    # DEAL-6: all ten colours are offered.
    assert {a.color for a in matching(g, "lay", card=rainbow)} == set(COLOUR_NAMES)
    act(g, "lay", card=rainbow, color="green")
    assert [s["color"] for s in sets_of(g, 0)] == ["green"]


def test_deal_6_cards_beyond_a_full_set_start_a_new_set() -> None:
    c = Cards()
    wild, rainbow = c.wild("light_blue", "brown"), c.rainbow()
    g = deal(
        c,
        tables={0: [lay(c.prop("Mediterranean Ave")), lay(c.prop("Baltic Ave"))]},
        hands={0: [wild, rainbow]},
    )
    act(g, "lay", card=wild, color="brown", set="new")
    # DEAL-6: the brown set was full, so the wild starts a second brown set.
    browns = sets_of(g, 0, "brown")
    assert [len(s["cards"]) for s in browns] == [2, 1]
    assert [s["full"] for s in browns] == [True, False]
    act(g, "lay", card=rainbow, color="brown", set=browns[1]["id"])
    # ... and a player may hold several (full) sets of one colour.
    assert [s["full"] for s in sets_of(g, 0, "brown")] == [True, True]


# DEAL-7 ------------------------------------------------------------------------------


def test_deal_7_rearranging_a_wild_uses_no_play() -> None:
    c = Cards()
    wild = c.wild("pink", "orange")
    g = deal(c, tables={0: [lay(wild, "pink")]})
    act(g, "rearrange", card=wild, color="orange")
    # DEAL-7: the wild is now orange; still 3 plays; one rearrangement used.
    assert [s["color"] for s in sets_of(g, 0)] == ["orange"]
    o = g.observe(0)
    assert o["plays_left"] == 3 and o["rearrangements_left"] == 9
    assert events(g, "rearrange")[-1]["from"] == "pink"


def test_deal_7_rearranging_is_allowed_after_the_third_play() -> None:
    c = Cards()
    wild = c.wild("red", "yellow")
    g = deal(c, tables={0: [lay(wild, "red")]}, hands={0: [c.money(1), c.money(2), c.money(3)]})
    for card in g.observe(0)["hand"][:3]:
        act(g, "bank", card=card)
    act(g, "rearrange", card=wild, color="yellow")
    assert [s["color"] for s in sets_of(g, 0)] == ["yellow"]
    assert g.to_act == 0  # the wild could move back, so the turn waits for end_turn


def test_deal_7_property_cards_only_move_by_the_tidy_rule() -> None:
    c = Cards()
    g = deal(c, tables={0: [lay(c.prop("Baltic Ave")), lay(c.prop("Boardwalk"))]})
    # Rulings D-1: one colour's cards are always kept together, so a plain property has
    # nowhere to move; only wilds are rearranged.
    assert "rearrange" not in kinds(g)


def test_deal_7_never_on_another_players_turn() -> None:
    c = Cards()
    collector, wild = c.action("debt_collector"), c.wild("pink", "orange")
    g = deal(
        c,
        tables={1: [lay(wild, "pink"), lay(c.prop("Boardwalk")), bank(c.money(5))]},
        hands={0: [collector]},
    )
    act(g, "debt_collector", card=collector, target=1)
    # DEAL-7: seat 1 must pay now, on seat 0's turn: it may pay, not move its wild.
    assert g.to_act == 1
    assert kinds(g) == {"pay"}


def test_deal_7_at_most_max_rearrangements_moves_per_turn() -> None:
    c = Cards()
    wild = c.wild("pink", "orange")
    g = deal(c, tables={0: [lay(wild, "pink")]})
    colours = ["orange", "pink"] * 5
    for colour in colours:
        act(g, "rearrange", card=wild, color=colour)
    # DEAL-7: the default limit is 10 moves a turn.
    assert g.observe(0)["rearrangements_left"] == 0
    assert "rearrange" not in kinds(g)


def test_deal_7_the_limit_resets_each_turn() -> None:
    c = Cards()
    wild = c.wild("pink", "orange")
    g = deal(c, tables={0: [lay(wild, "pink")]}, options={"max_rearrangements": 1})
    act(g, "rearrange", card=wild, color="orange")
    assert "rearrange" not in kinds(g)
    act(g, "end_turn")
    act(g, "end_turn")  # seat 1 (empty hand: it drew 5, nothing to do)
    assert g.to_act == 0
    assert has(g, "rearrange", card=wild, color="pink")


# DEAL-8 ------------------------------------------------------------------------------


def test_deal_8_a_set_is_full_at_the_colours_count() -> None:
    c = Cards()
    g = deal(
        c,
        tables={
            0: [
                lay(c.prop("Park Place")),
                lay(c.prop("Boardwalk")),
                lay(c.prop("Oriental Ave")),
                lay(c.prop("Vermont Ave")),
                *full_set(c, "railroad")[:3],
            ]
        },
    )
    full = {s["color"]: s["full"] for s in sets_of(g, 0)}
    # DEAL-8: 2 of 2 dark blue is full; 2 of 3 light blue and 3 of 4 railroads are not.
    assert full == {"dark_blue": True, "light_blue": False, "railroad": False}


def test_deal_8_a_set_of_only_any_colour_wilds_is_never_full_and_charges_no_rent() -> None:
    c = Cards()
    r1, r2 = c.rainbow(), c.rainbow()
    rent, wild_rent, home = c.rent("dark_blue", "green"), c.rent("any"), c.action("house")
    g = deal(
        c,
        tables={0: [lay(r1, "dark_blue"), lay(r2, "dark_blue")], 1: [bank(c.money(5))]},
        hands={0: [rent, wild_rent, home]},
    )
    (s,) = sets_of(g, 0, "dark_blue")
    # DEAL-8 / rulings D-3: two cards of two, but no colour: not full, no rent,
    # no rent card can be played on it, no building.
    assert len(s["cards"]) == 2 and not s["full"] and s["rent"] == 0
    assert not has(g, "rent")
    assert not has(g, "house")
    assert g.observe(0)["players"][0]["full_sets"] == 0


def test_deal_8_an_any_colour_wild_counts_in_a_set_with_a_property() -> None:
    c = Cards()
    rainbow, boardwalk = c.rainbow(), c.prop("Boardwalk")
    g = deal(c, tables={0: [lay(rainbow, "dark_blue")]}, hands={0: [boardwalk]})
    act(g, "lay", card=boardwalk)
    (s,) = sets_of(g, 0, "dark_blue")
    # DEAL-8: Boardwalk + any-colour wild is a full dark blue set, rent 8.
    assert s["full"] and s["rent"] == 8


def test_deal_8_a_property_joining_any_colour_wilds_takes_a_full_set_first() -> None:
    c = Cards()
    r1, r2, baltic = c.rainbow(), c.rainbow(), c.prop("Baltic Ave")
    g = deal(c, tables={0: [lay(r1, "brown"), lay(r2, "brown")]}, hands={0: [baltic]})
    act(g, "lay", card=baltic)
    # Rulings D-1: Baltic + one wild make a full brown set; the other wild stays apart.
    browns = sorted(sets_of(g, 0, "brown"), key=lambda s: -len(s["cards"]))
    assert [len(s["cards"]) for s in browns] == [2, 1]
    assert browns[0]["full"] and baltic in browns[0]["cards"]
    assert not browns[1]["full"]


def test_deal_8_colourless_wilds_have_no_count_to_exceed() -> None:
    """Found by the soak test: two decks hold four any-colour wilds (rulings D-3)."""
    c = Cards(decks=2)
    r1, r2, r3, baltic = c.rainbow(), c.rainbow(), c.rainbow(), c.prop("Baltic Ave")
    g = deal(
        c,
        players=6,
        tables={0: [lay(r1, "brown"), lay(r2, "brown"), lay(r3, "brown")]},
        hands={0: [baltic]},
    )
    # Three colourless wilds laid as brown (count 2) are one unfinished set, not full.
    (s,) = sets_of(g, 0, "brown")
    assert s["cards"] == faces([r1, r2, r3]) and not s["full"]
    g.rules.check(g.state)
    act(g, "lay", card=baltic)
    # A coloured card joins: Baltic and one wild make a full set, two wilds stay apart.
    browns = sorted(sets_of(g, 0, "brown"), key=lambda s: not s["full"])
    assert [s["full"] for s in browns] == [True, False]
    assert baltic in browns[0]["cards"] and len(browns[1]["cards"]) == 2
    g.rules.check(g.state)


# DEAL-14 -----------------------------------------------------------------------------


def test_deal_14_house_only_on_a_full_set_that_is_not_railroad_or_utility() -> None:
    c = Cards()
    h = c.action("house")
    g = deal(
        c,
        tables={0: [*full_set(c, "brown"), *full_set(c, "railroad"), lay(c.prop("Oriental Ave"))]},
        hands={0: [h]},
    )
    # DEAL-14: only the brown set can take the House (railroads cannot, an unfinished
    # set cannot).
    assert {a.color for a in matching(g, "house")} == {"brown"}
    c = Cards()
    g = deal(c, tables={0: full_set(c, "utility")}, hands={0: [c.action("house")]})
    # ... nor a full utility set.
    assert not has(g, "house")


def test_deal_14_hotel_needs_a_house_and_each_set_takes_one_of_each() -> None:
    c = Cards()
    h1, h2, top = c.action("house"), c.action("house"), c.action("hotel")
    g = deal(c, tables={0: full_set(c, "brown")}, hands={0: [h1, h2, top]})
    # DEAL-14: no Hotel without a House.
    assert not has(g, "hotel")
    act(g, "house", card=h1, color="brown")
    # One House per set: the second House has nowhere to go; now the Hotel does.
    assert not has(g, "house")
    act(g, "hotel", card=top, color="brown")
    (s,) = sets_of(g, 0, "brown")
    assert (s["house"], s["hotel"]) == (h1, top)
    # DEAL-9: 2M + 3M + 4M.
    assert s["rent"] == 9
    assert g.observe(0)["plays_left"] == 1


def test_deal_14_no_second_hotel() -> None:
    c = Cards()
    top1, top2 = c.action("hotel"), c.action("hotel")
    g = deal(
        c,
        tables={0: [*full_set(c, "brown"), house(c.action("house"), "brown")]},
        hands={0: [top1, top2]},
    )
    act(g, "hotel", card=top1, color="brown")
    # DEAL-14: one Hotel per set.
    assert not has(g, "hotel")


# DEAL-18 -----------------------------------------------------------------------------


def test_deal_18_rearranging_a_wild_out_of_a_built_set_banks_its_buildings() -> None:
    c = Cards()
    wild, h, top = c.wild("light_blue", "brown"), c.action("house"), c.action("hotel")
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
    )
    start = mark(g)
    act(g, "rearrange", card=wild, color="light_blue")
    # DEAL-18: the brown set stopped being full, its House and Hotel go to the owner's bank.
    (brown,) = sets_of(g, 0, "brown")
    assert not brown["full"] and brown["house"] is None and brown["hotel"] is None
    assert sorted(bank_of(g, 0)) == sorted([h, top])
    orphaned = events(g, "building_orphaned", since=start)
    assert {(e["card"], e["to"]) for e in orphaned} == {(h, "bank"), (top, "bank")}


def test_deal_18_a_set_that_stays_full_keeps_its_buildings() -> None:
    c = Cards()
    wild, h = c.wild("light_blue", "brown"), c.action("house")
    g = deal(
        c,
        tables={0: [*full_set(c, "brown"), house(h, "brown"), lay(wild, "brown")]},
    )
    act(g, "rearrange", card=wild, color="light_blue")
    # The wild was in a second brown set; the built set is untouched.
    built = [s for s in sets_of(g, 0, "brown") if s["house"] == h]
    assert len(built) == 1 and built[0]["full"]
    assert bank_of(g, 0) == []


def test_deal_6_a_broken_set_rejoins_the_loose_cards_of_its_colour() -> None:
    c = Cards()
    collector = c.action("debt_collector")
    med, baltic, wild = (
        c.prop("Mediterranean Ave"),
        c.prop("Baltic Ave"),
        c.wild("light_blue", "brown"),
    )
    five = c.money(5)
    g = deal(
        c,
        tables={1: [lay(med), lay(baltic), lay(wild, "brown"), bank(five)]},
        hands={0: [collector]},
    )
    assert [len(s["cards"]) for s in sets_of(g, 1, "brown")] == [2, 1]
    act(g, "debt_collector", card=collector, target=1)
    act(g, "pay", card=med)
    # Rulings D-16: not on seat 0's turn (DEAL-7) ...
    assert [len(s["cards"]) for s in sets_of(g, 1, "brown")] == [1, 1]
    act(g, "pay", card=five)
    act(g, "end_turn")
    # ... but on seat 1's own: Baltic and the wild are loose brown cards that make a full
    # set (rulings D-1).
    (brown,) = sets_of(g, 1, "brown")
    assert sorted(brown["cards"]) == sorted([baltic, wild]) and brown["full"]


def test_deal_7_rearranging_can_complete_a_set() -> None:
    c = Cards()
    wild = c.wild("light_blue", "brown")
    g = deal(
        c,
        tables={0: [lay(c.prop("Oriental Ave")), lay(c.prop("Vermont Ave")), lay(wild, "brown")]},
    )
    act(g, "rearrange", card=wild, color="light_blue")
    # DEAL-7: the wild joins the light blue set, which is now full (DEAL-8).
    (blue,) = sets_of(g, 0, "light_blue")
    assert blue["full"] and wild in blue["cards"]
    assert sets_of(g, 0, "brown") == []


def test_deal_18_moving_a_wild_out_keeps_the_house_when_the_set_re_forms_full() -> None:
    c = Cards()
    wild, h = c.wild("pink", "orange"), c.action("house")
    james, tennessee, york = (c.prop(n) for n in ("St. James Pl", "Tennessee Ave", "New York Ave"))
    g = deal(
        c,
        tables={
            0: [lay(james), lay(tennessee), lay(wild, "orange"), lay(york), house(h, "orange")]
        },
    )
    assert [len(s["cards"]) for s in sets_of(g, 0, "orange")] == [3, 1]
    start = mark(g)
    act(g, "rearrange", card=wild, color="pink")
    # Rulings D-1 and D-16: on seat 0's own turn the three oranges form the full set at
    # once, and a full set keeps its House (DEAL-18 orphans only a set left unfinished).
    (orange,) = sets_of(g, 0, "orange")
    assert sorted(orange["cards"]) == sorted([james, tennessee, york]) and orange["house"] == h
    assert events(g, "building_orphaned", since=start) == []


def test_deal_7_identical_wilds_of_one_colour_are_one_choice() -> None:
    c = Cards()
    w1, w2 = c.wild("pink", "orange"), c.wild("pink", "orange")
    james, tennessee = c.prop("St. James Pl"), c.prop("Tennessee Ave")
    g = deal(c, tables={0: [lay(james), lay(tennessee), lay(w1, "orange"), lay(w2, "orange")]})
    assert [len(s["cards"]) for s in sets_of(g, 0, "orange")] == [3, 1]
    # Rulings E-2: the two wilds are the same card; the one offered is the loose one, whose
    # move breaks no set, and the move says where it comes from.
    (move,) = matching(g, "rearrange", color="pink")
    assert move.card == face(w2) == face(w1) and str(move).endswith("from orange to pink")
