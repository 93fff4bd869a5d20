"""Rulings CG-R16: copies of a card are one card. Identical cards are named by their face
everywhere a seat can see, so which copies a hand holds shows nowhere, and a sample deals
the unseen faces as far as knowledge allows."""

from __future__ import annotations

import random
from typing import Any

from cg_helpers import Cards, act, events, ids_of, mark, rigged, script, trade

import monopolies as mp
from monopolies.games.card_game import data
from monopolies.games.card_game.visibility import MODEL
from monopolies.rl.encode import Encoder


def _everything_seen(g: mp.Game, seat: int) -> tuple[Any, ...]:
    """What every seat but `seat` and a spectator see (their views, the public events, the
    result), and the legal actions: the same choices must be offered to play on alike."""
    views = [g.observe(s) for s in range(g.players) if s != seat]
    result = g.result() if g.over else None
    return (views, g.observe(None), g.public_events(), g.legal_actions(), result)


def _play_alike(a: mp.Game, b: mp.Game, seat: int, rng: random.Random, steps: int) -> int:
    """Play the same random choices in both games while no other seat can tell them apart;
    returns the number of actions played."""
    played = 0
    while played < steps and not a.over:
        assert _everything_seen(a, seat) == _everything_seen(b, seat)
        choice = rng.randrange(len(a.legal_actions()))
        a.act(a.legal_actions()[choice])
        b.act(b.legal_actions()[choice])
        played += 1
    assert _everything_seen(a, seat) == _everything_seen(b, seat)
    return played


def test_ruling_cg_r16_nobody_can_tell_which_go_copies_a_hand_holds() -> None:
    """Seat 0 holds three GO cards: the lowest copies in one game, the highest in the
    other, whose draw pile starts with the copies the first game's hand holds. Rivals and
    spectators see the same views and events whatever is played, and so does seat 0."""
    gos = ids_of("go")
    c = Cards()
    c.used |= set(gos)
    rest = c.filler(7)
    piles = {0: [c.one("token")], 1: [c.one("wild")]}
    low, high = gos[:3], gos[3:]
    a = rigged(2, hands={0: [*low, *rest]}, piles=piles, deck=high, options={"hands": 2})
    b = rigged(2, hands={0: [*high, *rest]}, piles=piles, deck=low, options={"hands": 2})
    assert a.rules.dump(a.state) != b.rules.dump(b.state)
    assert a.observe(0) == b.observe(0) and a.observe(0)["hand"].count(gos[0]) == 3
    for seed in range(6):
        x, y = a.clone(), b.clone()
        assert _play_alike(x, y, 0, random.Random(seed), 400) > 20
        assert x.observe(0) == y.observe(0)


def test_ruling_cg_r16_a_discard_of_a_copy_names_its_face() -> None:
    gos = ids_of("go")
    c = Cards()
    c.used |= set(gos)
    g = rigged(2, hands={0: [gos[4], *c.filler(9)]}, draw=[c.one("token")])
    act(g, "draw")
    start = mark(g)
    act(g, "discard", card=gos[0])
    assert events(g, "discard", since=start) == [{"type": "discard", "seat": 0, "card": gos[0]}]


def test_ruling_cg_r16_the_twin_builder_swaps_copies_no_other_seat_can_tell_apart() -> None:
    """The information model's twin (`other_copies`): the seat's hand holds other copies
    of its cards; the state stays whole, and nobody else sees a difference while play
    goes on (copies never come out)."""
    twin = next(t for t in MODEL.twins if t.secret == "which copy of a card it holds")
    rng = random.Random(5)
    built = 0
    for seed in range(12):
        g = mp.new_game("card-game", players=2 + seed % 3, seed=seed)
        for _ in range(rng.randint(0, 60)):
            if g.over:
                break
            g.act(rng.choice(g.legal_actions()))
        if g.over:
            continue
        seat = rng.randrange(g.players)
        built_pair = twin.build(g, seat, random.Random(seed))
        if built_pair is None:
            continue
        g, other = built_pair
        built += 1
        other.rules.check(other.state)
        assert other.state.hands[seat] != g.state.hands[seat]
        assert sorted(map(data.FACE.__getitem__, other.state.hands[seat])) == sorted(
            map(data.FACE.__getitem__, g.state.hands[seat])
        )
        _play_alike(g, other, seat, rng, 150)
        other.rules.check(other.state)
    assert built >= 8


def test_ruling_cg_r16_the_twin_builder_needs_a_copy_elsewhere() -> None:
    c = Cards()
    g = rigged(2, hands={0: c.filler(10)})
    assert MODEL.twins[0].build(g, 0, random.Random(1)) is None


def test_cg_7_a_sample_keeps_what_was_traded_into_a_hand_and_spreads_the_rest_evenly() -> None:
    """A face every seat saw traded into a rival's hand stays there in every sample; a
    face nobody has seen is in the rival's hand as often as its unknown cards' share of
    everything unseen (hand and draw pile), copies counted one by one."""
    cards = Cards()
    boardwalk = cards.prop("Boardwalk")
    g = rigged(2, piles={0: [boardwalk], 1: [cards.one("token")]}, seed=3)
    trade(g, 1, 1)  # Boardwalk goes into seat 1's hand, in sight of everyone
    g.act(next(a for a in g.legal_actions() if a.kind == "discard"))
    view = g.observe(0)
    piles = [p["trade_pile"] for p in [*view["players"], *view["dummies"]]]
    seen = [*view["hand"], *(card for pile in piles for card in pile)]
    unseen = [data.FACE_COUNT[f] for f in range(data.NUM_FACES)]
    for card in [*seen, boardwalk]:
        unseen[data.FACE[card]] -= 1
    single = next(c.id for c in data.CARDS if c.group and unseen[c.face] == 1)
    go = ids_of("go")[0]
    assert unseen[data.FACE[go]] >= 2, "the test wants copies nobody has seen"
    unknown = view["players"][1]["hand_count"] - 1
    share = unknown / (unknown + view["draw_count"])
    samples = 3000
    singles = gos = 0
    for i in range(samples):
        rival = g.resample(0, random.Random(i)).observe(1)["hand"]
        assert boardwalk in rival
        singles += single in rival
        gos += rival.count(go)
    assert abs(singles / samples - share) < 0.04
    assert abs(gos / samples - share * unseen[data.FACE[go]]) < 0.1


def test_cg_7_a_sample_does_not_keep_the_rigged_later_hands() -> None:
    c = Cards()
    later = [script(2, hands={0: c.filler(10)})]
    g = rigged(2, later=later)
    sample = g.resample(1, random.Random(1))
    assert g.rules.dump(g.state)["scripts"] and not sample.rules.dump(sample.state)["scripts"]
    assert sample.rig == {}


def test_ruling_cg_r16_a_discard_with_one_choice_is_still_asked() -> None:
    """A hand of identical cards has one discard; taking it for the seat would tell the
    table so (`must_ask`)."""
    gos = ids_of("go")
    g = rigged(2, hands={0: gos[:5]}, draw=[gos[5]])
    act(g, "draw")
    assert g.to_act == 0 and [(a.kind, a.card) for a in g.legal_actions()] == [("discard", gos[0])]
    assert g.public_events()[-1]["type"] == "draw"


def test_ruling_cg_r16_the_rl_encoding_counts_copies_named_alike() -> None:
    """Three GO cards, named 45 three times, set the hand flags of three GO copies."""
    gos = ids_of("go")
    g = rigged(2, hands={0: [*gos[:3], 0, 1]})
    encoder = Encoder("card-game", 2)
    vector = encoder.encode(g.observe(0))
    width = 1 + 8 + 2  # in my hand; in and on top of each pile; known in each seat's hand
    held = [card for card in range(data.DECK_SIZE) if vector[card * width] == 1.0]
    assert held == [0, 1, *gos[:3]]
