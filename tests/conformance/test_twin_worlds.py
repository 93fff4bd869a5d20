"""Secrets declared once, checked over every channel (issue 29): for each kind of secret a
game declares (`information.twins`), worlds that differ only in that secret look the same
to every other seat and to a spectator until the rules bring it out (twins.py)."""

from __future__ import annotations

import random
from typing import Any

import pytest
from twins import pairs, positions, walk

import monopolies as mp
from monopolies.engine.game import Game

SECRET_GAMES = sorted(v for v, rules in mp.VARIANTS.items() if rules.hidden_information)
WALKS = 40
"""Twin pairs walked per kind of secret; positions are visited until each has as many."""
STEPS = 30
HINTED = 2
"""Walks per kind whose first position also compares the expert bot's hints (a search)."""


def test_every_game_with_secrets_declares_its_twins() -> None:
    for variant in SECRET_GAMES:
        assert mp.VARIANTS[variant].information.twins, f"{variant} declares no twin worlds"


def first_leak(
    variant: str, options: dict[str, Any] | None = None, walks: int = WALKS
) -> str | None:
    """Walk twins of every kind the game declares from random positions until each kind
    has been walked `walks` times; the first thing another seat could tell apart."""
    rng = random.Random(29)
    kinds = mp.VARIANTS[variant].information.twins
    walked = dict.fromkeys(kinds, 0)
    for game in positions(variant, range(100), rng, every=8, options=options):
        wanted = tuple(kind for kind in kinds if walked[kind] < walks)
        if not wanted:
            break
        for pair in pairs(game, rng, wanted):
            walked[pair.kind] += 1
            found = walk(pair, rng, STEPS, hints=walked[pair.kind] <= HINTED)
            if found is not None:
                return f"{variant}, seed {game.seed}, step {len(game.history)}: {found}"
    assert all(n >= walks for n in walked.values()), {k.secret: n for k, n in walked.items()}
    return None


@pytest.mark.parametrize("variant", SECRET_GAMES)
def test_no_other_seat_or_spectator_tells_twin_worlds_apart(variant: str) -> None:
    assert first_leak(variant) is None


ON_SOURCE = pytest.mark.skipif(
    mp.compiled(),
    reason="a compiled rules class calls its own methods directly, past a patch; the run on "
    "the sources proves the suite sees the leak",
)


@ON_SOURCE
def test_a_payer_is_asked_whatever_it_knows_of_its_notes() -> None:
    """Leak 4 of issue 29 brought back: a payer asked only when its options differ (it
    knows one of two $50s is fake) tells the table so. With the rule as it is (CC-R15)
    nothing shows; with the old flow the suite must see it."""
    options = {"owners_see_fakes": True}
    assert first_leak("crooked-cash", options) is None
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(type(mp.VARIANTS["crooked-cash"]), "must_ask", lambda self, state: False)
        assert first_leak("crooked-cash", options) is not None


def test_the_suite_sees_copies_named_by_id() -> None:
    """Leak 1 of issue 29 brought back: cards named by their physical copy (the trade
    piles and known cards showing which GO went where)."""
    from monopolies.games.card_game.rules import observe

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(observe, "FACE_ID", tuple(range(len(observe.FACE_ID))))
        assert first_leak("card-game") is not None


@pytest.mark.parametrize("variant", SECRET_GAMES)
def test_the_suite_sees_a_sample_that_is_the_real_game(variant: str) -> None:
    """Leak 2 of issue 29 brought back: a sample that is a copy of the real game."""
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(Game, "resample", lambda self, seat, rng=None: self.clone())
        assert first_leak(variant) is not None


@ON_SOURCE
def test_the_suite_sees_a_spectator_told_whether_a_hand_can_go_out() -> None:
    """Leak 6 of issue 29 brought back: the spectator view saying whether any hand can go
    out (it carried `hand_worth.going_out: null` when none could)."""
    rules = type(mp.VARIANTS["card-game"])
    real = rules.observe

    def telling(self: Any, state: Any, seat: int | None) -> Any:
        view = real(self, state, seat)
        if seat is None:
            worth = [real(self, state, s)["hand_worth"]["going_out"] for s in range(state.players)]
            view["going_out"] = [w is not None for w in worth]
        return view

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(rules, "observe", telling)
        assert first_leak("card-game", walks=400) is not None


def test_the_suite_sees_a_window_opened_only_for_holders() -> None:
    """Deal's `respond: "holders"` asks only a holder of Just Say No, which tells the table
    it holds one (rulings D-7 say so and leave it to the host): the suite must see that."""
    assert first_leak("deal", {"respond": "holders"}) is not None
