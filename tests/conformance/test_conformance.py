"""The contract of API.md, proven for every registered game and for Pig (conftest.py).

A new game passes this file before anything else: random games end, determinism,
save/load, clone, resample, legality, integer ids and observations. What it needs of a
game it states: properties of hidden information are checked where the game has some
(`Rules.hidden_information`), properties of chance where the game draws some after the
start, and a short game is played from more seeds until there is enough to check.
"""

from __future__ import annotations

import copy
import json
import random

import pytest

import monopolies as mp
from monopolies.engine.game import Game

FIXED_KEYS = {"variant", "seat", "to_act", "turn", "over", "legal", "players", "events"}
# The keys API.md fixes for each game's observation and for each player in it.
BOARD_PLAYER_KEYS = {"position", "cash", "in_jail", "streets", "held_cards"}
VARIANT_KEYS = {
    "deal": {"hand", "draw_count", "discard"},
    "card-game": {"hand", "draw_count", "jackpot", "dummies"},
    "crooked-cash": {"board", "chance_face_up", "my_notes"},
    "cheaters": {"board"},
}
PLAYER_KEYS = {
    "deal": {"hand_count", "bank", "sets"},
    "card-game": {"hand_count", "trade_pile", "score"},
    "crooked-cash": BOARD_PLAYER_KEYS | {"chips", "notes"},
    "cheaters": BOARD_PLAYER_KEYS,
}


def player_counts(variant: str) -> list[int]:
    rules = mp.VARIANTS[variant]
    return list(range(rules.min_players, rules.max_players + 1))


def _players(rules: object, seed: int) -> int:
    """A player count for game `seed`, from 2 up, within what the game allows."""
    low = max(2, rules.min_players)  # type: ignore[attr-defined]
    high = min(4, rules.max_players)  # type: ignore[attr-defined]
    return low + seed % (high - low + 1)


def random_walk(game: Game, rng: random.Random, steps: int) -> list[mp.Action]:
    taken = []
    for _ in range(steps):
        if game.over:
            break
        action = rng.choice(game.legal_actions())
        game.act(action)
        taken.append(action)
    return taken


def play_to_end(game: Game, rng: random.Random, check_every: int = 0) -> None:
    steps = 0
    while not game.over:
        game.act(rng.choice(game.legal_actions()))
        steps += 1
        if check_every and steps % check_every == 0:
            game.rules.check(game.state)
    game.rules.check(game.state)


class Budget:
    """Decisions a property test looks at. Properties that do not need a game's end are
    checked over its first `BUDGET` decisions: uniformly random board games can run to
    their round limit (~10,000 decisions), and the end is covered by its own tests."""

    BUDGET = 1500

    def __init__(self, game: Game) -> None:
        self.game = game
        self.start = len(game.history)

    def open(self) -> bool:
        return not self.game.over and len(self.game.history) - self.start < self.BUDGET


def snapshot(game: Game) -> str:
    return json.dumps(game.save(), sort_keys=True)


def fingerprint(game: Game) -> tuple[object, ...]:
    """What an action could change (state, RNG, logs), cheaper than a full save to compare."""
    return (
        game.rules.dump(game.state),
        game.rng.getstate(),
        len(game.events),
        len(game.history),
    )


ENOUGH_SEEDS = 400
"""The most games a property plays to find enough positions to check (short games)."""


def test_random_games_always_end_with_a_result(variant: str) -> None:
    for players in player_counts(variant):
        for seed in range(3):
            game = mp.new_game(variant, players=players, seed=seed)
            play_to_end(game, random.Random(seed), check_every=7)
            result = game.result()
            assert set(result) >= {"winners", "scores", "reason"}
            assert all(0 <= w < players for w in result["winners"])
            assert len(result["scores"]) == players
            assert isinstance(result["reason"], str) and result["reason"]
            assert game.to_act is None and game.legal_actions() == []


def test_same_seed_and_actions_give_the_same_game(variant: str) -> None:
    a = mp.new_game(variant, players=3, seed=99)
    b = mp.new_game(variant, players=3, seed=99)
    assert snapshot(a) == snapshot(b)
    rng = random.Random(5)
    while not a.over:
        action = rng.choice(a.legal_actions())
        seen = len(a.public_events())
        a.act(action)
        b.act(mp.Action.from_json(json.loads(json.dumps(action.to_json()))))
        assert a.public_events(seen) == b.public_events(seen)
    assert snapshot(a) == snapshot(b)
    assert a.result() == b.result()


def test_different_seeds_give_different_games(variant: str) -> None:
    saves = {snapshot(mp.new_game(variant, players=2, seed=s)) for s in range(5)}
    assert len(saves) == 5


def test_save_json_load_resumes_exactly(variant: str) -> None:
    rng = random.Random(11)
    for players in (2, 4):
        game = mp.new_game(variant, players=players, seed=7)
        budget = Budget(game)
        while budget.open():
            random_walk(game, rng, rng.randint(1, 40))
            restored = mp.load(json.loads(json.dumps(game.save())))
            assert snapshot(restored) == snapshot(game)
            assert restored.observe(0) == game.observe(0)
            assert restored.legal_actions() == game.legal_actions()
            # Both continue identically, including future chance (reshuffles).
            seed = rng.random()
            random_walk(game, random.Random(seed), 30)
            random_walk(restored, random.Random(seed), 30)
            assert snapshot(restored) == snapshot(game)


def test_clone_is_independent(variant: str) -> None:
    rng = random.Random(3)
    game = mp.new_game(variant, players=3, seed=3)
    for _ in range(20):
        random_walk(game, rng, 15)
        if game.over:
            break
        before = snapshot(game)
        twin = game.clone()
        assert snapshot(twin) == before
        random_walk(twin, random.Random(rng.random()), 25)
        assert snapshot(game) == before


@pytest.mark.parametrize("original_first", [False, True])
def test_clone_and_original_share_the_future_chance(variant: str, original_first: bool) -> None:
    """Same actions after a clone give the same game, chance drawn later included, whichever
    draws first (the original must not keep applying actions with the RNG it now shares)."""
    for seed in range(40):
        rng = random.Random(seed)
        game = mp.new_game(variant, players=3, seed=seed)
        random_walk(game, rng, rng.randrange(12))
        before = snapshot(game)
        twin = game.clone()
        grandchild = twin.clone()
        continuation = rng.random()
        order = (game, twin, grandchild) if original_first else (grandchild, twin, game)
        for each in order:
            play_to_end(each, random.Random(continuation))
        assert snapshot(game) == snapshot(twin) == snapshot(grandchild)
        if _rng_state(game) != _rng_state_of(before):
            return
    pytest.fail("no game drew chance after the clone; the test proves nothing")


def test_a_replaced_rng_is_the_one_drawn_from(variant: str) -> None:
    """After `game.rng = ...` every draw comes from the new RNG, none from the old one."""
    for seed in range(40):
        game = mp.new_game(variant, players=3, seed=seed)
        random_walk(game, random.Random(seed), random.Random(seed).randrange(12))
        old = game.rng
        old_state = old.getstate()
        new = random.Random(seed)
        new_state = new.getstate()
        game.rng = new
        play_to_end(game, random.Random(seed))
        assert old.getstate() == old_state
        if new.getstate() != new_state:
            return
    pytest.fail("no game drew chance after the swap; the test proves nothing")


def _rng_state(game: Game) -> object:
    return game.save()["rng"]


def _rng_state_of(saved: str) -> object:
    return json.loads(saved)["rng"]


def test_resample_keeps_the_seats_view_and_redraws_hidden_state(variant: str) -> None:
    rng = random.Random(17)
    changed = 0
    tried = 0
    rules = mp.VARIANTS[variant]
    for seed in range(ENOUGH_SEEDS):
        if tried > 20 and seed >= 6:
            break
        game = mp.new_game(variant, players=_players(rules, seed), seed=seed)
        budget = Budget(game)
        while budget.open():
            random_walk(game, rng, rng.randint(1, 25))
            if game.over:
                break
            seat = rng.randrange(game.players)
            view = game.observe(seat)
            before = snapshot(game)
            sample = game.resample(seat, random.Random(rng.random()))
            assert sample.observe(seat) == view
            assert snapshot(game) == before, "resample must not touch the real game"
            sample.rules.check(sample.state)
            tried += 1
            changed += sample.rules.dump(sample.state) != game.rules.dump(game.state)
            # A resampled game is a real game: it plays on.
            random_walk(sample, random.Random(1), 200)
            sample.rules.check(sample.state)
    assert tried > 20
    if rules.hidden_information:
        assert changed >= tried * 0.8, "resample should usually redraw hidden information"
    else:
        assert changed == 0, "a game of perfect information has nothing to redraw"


def test_a_sample_depends_only_on_the_seats_view_and_the_random_numbers(variant: str) -> None:
    """Two games that differ only in what `seat` cannot see give the same sample for the
    same random numbers; otherwise a bot replaying its own RNG could read the real hidden
    state back out of its samples."""
    rng = random.Random(29)
    tried = 0
    rules = mp.VARIANTS[variant]
    for seed in range(ENOUGH_SEEDS):
        if tried > 10 and seed >= 4:
            break
        game = mp.new_game(variant, players=_players(rules, seed), seed=seed)
        budget = Budget(game)
        while budget.open():
            random_walk(game, rng, rng.randint(1, 40))
            if game.over:
                break
            seat = rng.randrange(game.players)
            twin = game.resample(seat, random.Random(rng.random()))
            draw = rng.random()
            a = game.resample(seat, random.Random(draw))
            b = twin.resample(seat, random.Random(draw))
            assert a.rules.dump(a.state) == b.rules.dump(b.state)
            tried += 1
    assert tried > 10


def test_observation_depends_only_on_what_the_seat_may_know(variant: str) -> None:
    """Two games that differ only in hidden state give identical observations."""
    rng = random.Random(23)
    game = mp.new_game(variant, players=4, seed=23)
    budget = Budget(game)
    while budget.open():
        random_walk(game, rng, rng.randint(1, 20))
        if game.over:
            break
        for seat in range(game.players):
            other = game.resample(seat, random.Random(rng.random()))
            assert other.observe(seat) == game.observe(seat)
            assert other.to_act == game.to_act
            if game.to_act == seat:
                assert other.legal_actions() == game.legal_actions()


def test_the_public_part_of_every_view_is_what_a_spectator_sees(variant: str) -> None:
    """The information model, checked where it is declared (engine/visibility.py):
    everything but the game's private keys is the same for every seat, and it is exactly
    `observe(None)`, which holds no private key at all."""
    rules = mp.VARIANTS[variant]
    model = rules.information
    rng = random.Random(41)
    looked = 0
    for seed in range(ENOUGH_SEEDS):
        if looked > 60 and seed >= 3:
            break
        game = mp.new_game(variant, players=_players(rules, seed), seed=seed)
        budget = Budget(game)
        while budget.open():
            random_walk(game, rng, rng.randint(1, 15))
            spectator = game.observe(None)
            assert spectator["seat"] is None and spectator["legal"] == []
            assert model.private.isdisjoint(spectator), "a private key in the spectator view"
            public = {**model.public_part(spectator), "seat": None}
            for seat in range(game.players):
                view = game.observe(seat)
                assert model.private <= set(view), "a private key missing from a seat's view"
                assert {**model.public_part(view), "seat": None} == public, (
                    f"seat {seat}'s public part differs from the spectator's"
                )
            looked += 1
            if game.over:
                break
    assert looked > 60


def test_a_sample_is_a_fresh_world_with_no_real_seed_rig_or_history(variant: str) -> None:
    """API.md: resample builds a world from the seat's information alone. Nothing in it
    rebuilds the real game: its seed is its own (rebuilding from it deals another game),
    it has no rig and no history, and its save says so."""
    rules = mp.VARIANTS[variant]
    rng = random.Random(43)
    for seed in range(4):
        players = _players(rules, seed)
        game = mp.new_game(variant, players=players, seed=seed)
        random_walk(game, rng, 30)
        if game.over:
            continue
        seat = rng.randrange(players)
        sample = game.resample(seat, random.Random(rng.random()))
        saved = sample.save()
        assert sample.seed != game.seed and saved["seed"] == sample.seed
        assert sample.rig == {} and saved["rig"] == {}
        assert sample.history == [] and saved["history"] == []
        rebuilt = mp.new_game(variant, players=players, seed=saved["seed"], options=game.options)
        real = mp.new_game(variant, players=players, seed=seed, options=game.options)
        assert rules.dump(rebuilt.state) != rules.dump(real.state)
        assert sample.public_events() == game.public_events()


def test_a_sample_keeps_no_rigged_future(variant: str) -> None:
    """A rig scripts the real game's future (its dice, its deck); a sample has its own."""
    rules = mp.VARIANTS[variant]
    if "dice" not in rules.rig_keys:
        pytest.skip("the game rigs no dice")
    rolls = [[1, 2]] * 40
    game = mp.new_game(variant, players=2, seed=5, rig={"first": 0, "dice": rolls})
    sample = game.resample(0, random.Random(1))
    assert sample.rig == {}
    assert rules.dump(game.state)["dice"] and not rules.dump(sample.state)["dice"]


def test_legal_actions_are_exactly_what_act_accepts(variant: str) -> None:
    rng = random.Random(31)
    game = mp.new_game(variant, players=3, seed=31)
    seen: list[mp.Action] = []
    budget = Budget(game)
    while budget.open():
        legal = game.legal_actions()
        assert legal, "legal_actions is never empty while the game is not over"
        assert len(set(legal)) == len(legal), "no duplicate legal actions"
        for action in legal:
            twin = game.clone()
            twin.act(action)
        before = fingerprint(game)
        legal_set = set(legal)
        for candidate in _near_misses(legal, seen, rng):
            if candidate in legal_set:
                continue
            with pytest.raises(mp.IllegalAction):
                game.act(candidate)
            assert fingerprint(game) == before
        seen = legal + seen[:200]
        game.act(rng.choice(legal))


def _near_misses(
    legal: list[mp.Action], seen: list[mp.Action], rng: random.Random
) -> list[mp.Action]:
    """Actions that look plausible but may not be legal: stale ones and mutated fields."""
    out = list(rng.sample(seen, min(len(seen), 20)))
    for action in rng.sample(legal, min(len(legal), 10)):
        data = action.to_json()
        for key in list(data):
            if key == "kind":
                continue
            mutated = dict(data)
            value = data[key]
            mutated[key] = value + 1 if isinstance(value, int) else "nonsense"
            out.append(mp.Action.from_json(mutated))
            dropped = dict(data)
            del dropped[key]
            out.append(mp.Action.from_json(dropped))
        out.append(mp.Action.from_json({**data, "extra": 1}))
        out.append(mp.Action.from_json({**data, "kind": data["kind"] + "x"}))
    return out


@pytest.mark.parametrize(
    "bad",
    [
        None,
        42,
        "end_turn",
        [],
        {},
        {"kind": 3},
        {"kind": ""},
        {"kind": "end_turn", "card": {"nested": 1}},
        {"kind": "end_turn", "card": [[1]]},
        {"kind": "x" * 1000},
        {"kind": "pay", "card": 1.5},
        {"kind": "pay", "card": float("nan")},
    ],
)
def test_malformed_actions_raise_illegal_action_and_change_nothing(
    variant: str, bad: object
) -> None:
    game = mp.new_game(variant, players=2, seed=1)
    before = snapshot(game)
    with pytest.raises(mp.IllegalAction):
        game.act(bad)  # type: ignore[arg-type]
    assert snapshot(game) == before


def test_acting_for_the_wrong_seat_is_refused(variant: str) -> None:
    game = mp.new_game(variant, players=3, seed=2)
    seat = game.to_act
    assert seat is not None
    wrong = (seat + 1) % 3
    before = snapshot(game)
    with pytest.raises(mp.IllegalAction, match="not seat"):
        game.act_as(wrong, game.legal_actions()[0])
    assert snapshot(game) == before
    game.act_as(seat, game.legal_actions()[0])


def test_actions_round_trip_through_json_and_read_well(variant: str) -> None:
    rng = random.Random(41)
    game = mp.new_game(variant, players=3, seed=41)
    budget = Budget(game)
    while budget.open():
        for action in game.legal_actions():
            text = json.dumps(action.to_json())
            assert mp.Action.from_json(json.loads(text)) == action
            assert hash(mp.Action.from_json(json.loads(text))) == hash(action)
            said = str(action)
            assert said and "(" not in said.split()[0] and "{" not in said
        game.act(rng.choice(game.legal_actions()))


def test_integer_ids_are_stable_bijective_and_masked(variant: str) -> None:
    rng = random.Random(43)
    rules = mp.VARIANTS[variant]
    for players in (rules.min_players, min(5, rules.max_players)):
        game = mp.new_game(variant, players=players, seed=43)
        n = mp.VARIANTS[variant].num_actions
        budget = Budget(game)
        while budget.open():
            legal = game.legal_actions()
            ids = [game.action_id(a) for a in legal]
            assert len(set(ids)) == len(ids), "two legal actions share an id"
            assert all(0 <= i < n for i in ids)
            mask = game.action_mask()
            assert len(mask) == n
            assert sorted(i for i, ok in enumerate(mask) if ok) == sorted(ids)
            for action, i in zip(legal, ids, strict=True):
                assert game.action_from_id(i) == action
            illegal = next((i for i, ok in enumerate(mask) if not ok), None)
            if illegal is not None:  # in some games every id can be legal at once
                with pytest.raises(mp.IllegalAction):
                    game.action_from_id(illegal)
            with pytest.raises(mp.IllegalAction):
                game.action_from_id(n)
            game.act(rng.choice(legal))


def test_observations_have_the_fixed_keys_and_are_json(variant: str) -> None:
    rng = random.Random(47)
    game = mp.new_game(variant, players=3, seed=47)
    budget = Budget(game)
    while True:
        for seat in range(game.players):
            view = game.observe(seat)
            assert FIXED_KEYS | VARIANT_KEYS.get(variant, set()) <= set(view)
            assert view["variant"] == variant and view["seat"] == seat
            assert view["to_act"] == game.to_act and view["over"] == game.over
            assert len(view["players"]) == game.players
            for player in view["players"]:
                assert PLAYER_KEYS.get(variant, set()) <= set(player)
            expected = [a.to_json() for a in game.legal_actions()] if seat == game.to_act else []
            assert view["legal"] == expected
            assert json.loads(json.dumps(view)) == view
            bots_view = game.observe(seat, legal=False)
            assert "legal" not in bots_view
            assert {**bots_view, "legal": expected} == view
        if not budget.open():
            break
        random_walk(game, rng, 7)


def test_public_events_are_json_and_append_only(variant: str) -> None:
    rng = random.Random(53)
    game = mp.new_game(variant, players=2, seed=53)
    seen: list[dict[str, object]] = []
    budget = Budget(game)
    while budget.open():
        events = game.public_events()
        assert events[: len(seen)] == seen
        assert game.public_events(since=len(seen)) == events[len(seen) :]
        seen = copy.deepcopy(events)
        json.dumps(events)
        random_walk(game, rng, 5)
    with pytest.raises(mp.IllegalAction):
        game.public_events(since=-1)


def test_unknown_variant_and_bad_options_are_refused(variant: str) -> None:
    with pytest.raises(mp.UnknownVariant, match="known games"):
        mp.new_game("monopoly-junior", players=2)
    rules = mp.VARIANTS[variant]
    for players in (rules.min_players - 1, rules.max_players + 1, "2", 2.5, True):
        with pytest.raises(mp.BadOptions):
            mp.new_game(variant, players=players)  # type: ignore[arg-type]
    with pytest.raises(mp.BadOptions, match="unknown option"):
        mp.new_game(variant, players=2, options={"no_such_rule": True})
    for name, option in rules.options_spec.items():
        with pytest.raises(mp.BadOptions, match=name):
            mp.new_game(variant, players=2, options={name: object()})
        assert option.help
    with pytest.raises(mp.BadOptions, match="rig"):
        mp.new_game(variant, players=2, rig={"no_such_key": 1})
    with pytest.raises(mp.BadOptions, match="seed"):
        mp.new_game(variant, players=2, seed="abc")  # type: ignore[arg-type]


def _corruptions(saved: dict[str, object]) -> list[object]:
    state = saved["state"]
    assert isinstance(state, dict)
    out: list[object] = [None, [], "save", {}, {**saved, "format": "other"}]
    out.append({**saved, "format_version": 999})
    out.append({**saved, "rules_version": -1})
    out.append({**saved, "variant": "nope"})
    for key in saved:
        damaged = dict(saved)
        del damaged[key]
        out.append(damaged)
    for key in state:
        damaged_state = dict(state)
        del damaged_state[key]
        out.append({**saved, "state": damaged_state})
        out.append({**saved, "state": {**state, key: "garbage"}})
    out.append({**saved, "rng": [3, [1, 2], None]})
    out.append({**saved, "players": 99})
    out.append({**saved, "options": {"no_such_rule": 1}})
    return out


def test_corrupt_saves_raise_corrupt_save(variant: str) -> None:
    game = mp.new_game(variant, players=3, seed=5)
    random_walk(game, random.Random(5), 60)
    saved = json.loads(json.dumps(game.save()))
    for damaged in _corruptions(saved):
        with pytest.raises(mp.CorruptSave):
            mp.load(damaged)  # type: ignore[arg-type]
    assert snapshot(mp.load(saved)) == snapshot(game)


def test_every_card_has_id_name_kind_value(variant: str) -> None:
    cards = mp.VARIANTS[variant].cards()
    assert [c["id"] for c in cards] == list(range(len(cards)))
    for card in cards:
        assert {"id", "name", "kind", "value"} <= set(card)
