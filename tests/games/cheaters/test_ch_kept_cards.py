"""CH-6 and rulings CH-R16 as properties: a kept card lies face down (but Get Out of Jail
Free, face up), so what it is reaches no other seat, neither by `observe`, nor by the
public events, nor by who is asked what next; a resample redeals it."""

from __future__ import annotations

import random

from ch_helpers import card, events, game, roll
from hypothesis import given, settings
from hypothesis import strategies as st

import monopolies as mp
from monopolies.games.cheaters import data
from monopolies.games.cheaters.rules.cards import RULES

PLAYED = "play_card"  # a kept card is read aloud when it is played, not before
CHANCE = data.CHANCE


def _random_game(seed: int, players: int, steps: int) -> mp.Game:
    game = mp.new_game("cheaters", players=players, seed=seed)
    rng = random.Random(seed)
    for _ in range(steps):
        if game.over:
            break
        legal = game.legal_actions()
        game.act(legal[rng.randrange(len(legal))])
    return game


@settings(max_examples=20, deadline=None)
@given(seed=st.integers(0, 10_000), players=st.integers(2, 5))
def test_ch_6_no_public_event_names_a_face_down_card(seed: int, players: int) -> None:
    game = _random_game(seed, players, 600)
    for e in game.public_events():
        named = e.get("card")
        if isinstance(named, int) and named in data.FACE_DOWN:
            assert e["type"] == PLAYED, f"{e} shows a face-down card"


def _swap_unseen(game: mp.Game) -> tuple[mp.Game, int] | None:
    """A twin in which one player's face-down card is another, from the unseen top of its
    deck: a world nobody else can tell apart. Returns it with that player's seat."""
    st_ = game.state
    for p in range(st_.players):
        for i, c in enumerate(st_.held[p]):
            if c not in data.FACE_DOWN:
                continue
            chance = data.CARDS[c].deck == data.CHANCE
            deck = st_.chance_deck if chance else st_.chest_deck
            hidden = st_.chance_hidden if chance else st_.chest_hidden
            unseen = [k for k in range(len(deck) - hidden, len(deck)) if deck[k] in data.FACE_DOWN]
            if unseen:
                twin = game.clone()
                k = unseen[0]
                tdeck = twin.state.chance_deck if chance else twin.state.chest_deck
                twin.state.held[p][i], tdeck[k] = tdeck[k], c
                return twin, p
    return None


@settings(max_examples=30, deadline=None)
@given(seed=st.integers(0, 10_000), players=st.integers(2, 4), steps=st.integers(20, 400))
def test_ch_6_a_face_down_card_changes_nothing_another_seat_sees(
    seed: int, players: int, steps: int
) -> None:
    """Until its holder acts (or the deck it came from is drawn again), the other seats
    see the same observation, the same public events and the same seats asked, whichever
    face-down card the holder has."""
    game = _random_game(seed, players, steps)
    found = None if game.over else _swap_unseen(game)
    if found is None:
        return
    twin, holder = found
    rng = random.Random(seed)
    start = len(game.public_events())
    for _ in range(150):
        if game.over or game.to_act == holder:
            break
        if any(e["type"] == "card" for e in game.public_events(start)):
            break
        assert twin.to_act == game.to_act
        assert twin.public_events() == game.public_events()
        for seat in range(players):
            if seat != holder:
                assert twin.observe(seat) == game.observe(seat)
        legal = game.legal_actions()
        action = legal[rng.randrange(len(legal))]
        game.act(action)
        twin.act(action)


def test_ch_6_get_out_of_jail_free_lies_face_up_and_can_be_bought() -> None:
    """The rulebook lets a prisoner "buy one from another player": everyone sees it."""
    goojf = card(CHANCE, "get_out_of_jail")
    g = game(dice=[(2, 4)], chance=[goojf])
    roll(g)
    assert events(g, "card")[-1]["card"] == goojf
    assert g.observe(1)["players"][0]["held_cards"][0]["card"] == goojf


def test_ch_6_a_face_down_discard_goes_under_the_deck_unseen() -> None:
    held, new = card(CHANCE, "send_to_jail"), card(CHANCE, "no_rent")
    g = game(dice=[(2, 4)], chance=[new], held={0: [held]})
    roll(g)
    assert g.observe(1)["pending"] == {"kind": "card_limit", "seat": 0, "deck": CHANCE}
    g.act(next(a for a in g.legal_actions() if a.kind == "discard_card" and a.card == held))
    assert events(g, "discard_card")[-1] == {"type": "discard_card", "seat": 0, "deck": CHANCE}
    samples = {g.resample(1, random.Random(i)).state.chance_deck[0] for i in range(30)}
    assert len(samples) > 1, "seat 1 does not know which card went under"
    assert {g.resample(0, random.Random(i)).state.chance_deck[0] for i in range(10)} == {held}


def test_ch_6_the_terminal_reads_a_face_down_draw_and_discard_without_the_card() -> None:
    """The table, the log and the terminal's words agree: a face-down card is not named."""
    from monopolies.games.cheaters import words as cheaters_events
    from monopolies.words.people import Lineup

    held, new = card(CHANCE, "send_to_jail"), card(CHANCE, "no_rent")
    g = game(dice=[(2, 4)], chance=[new], held={0: [held]})
    roll(g)
    g.act(next(a for a in g.legal_actions() if a.kind == "discard_card" and a.card == held))
    lineup = Lineup(("seat 0", "you"), human=1)
    words = [
        str(cheaters_events.event(e, g.options, lineup))
        for e in g.public_events()
        if e["type"] in ("card", "discard_card")
    ]
    assert words == [
        "Seat 0 drew Chance and kept it face down.",
        "Seat 0 put a Chance card under the deck unseen.",
    ]
    for c in (held, new):
        assert data.CARDS[c].text.split(" (")[0] not in " ".join(words)


def test_ch_6_a_card_text_is_built_from_its_numbers() -> None:
    """The wordings hold no number: each card's text shows its `amount` (and `prize`),
    which its effect moves, so the two cannot drift apart."""
    for row in (*data.CHANCE_CARDS, *data.CHEST_CARDS):
        action, wording, amount = row[0], row[1], row[2]
        assert not any(ch.isdigit() for ch in wording), action
        named = "{amount}" in wording or "{spaces}" in wording
        assert named == (amount > 0), action
    beauty = next(c for c in data.CARDS if c.action == "beauty_contest")
    assert beauty.text.endswith("pay M50, collect M150") and beauty.prize == 150


def test_ch_6_every_card_has_one_rule_for_what_it_does() -> None:
    """A card done at once acts now; a kept card is played at some moment instead."""
    assert {c.action for c in data.CARDS} == set(RULES)
    for c in data.CARDS:
        rule = RULES[c.action]
        assert (rule.now is None) == c.keep, c.action
        assert bool(rule.when) == c.keep, c.action
