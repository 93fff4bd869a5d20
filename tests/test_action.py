"""`Action` behaves the same as Python source and compiled (CI runs this file on both):
fields by name, immutability, equality and hashing, pickling, the JSON form."""

from __future__ import annotations

import pickle

import pytest

import monopolies as mp
from monopolies.engine.action import make

MISSING = object()


def test_fields_read_by_name_and_by_get() -> None:
    a = mp.Action("rent", card=71, color="green", target=2)
    assert (a.kind, a.card, a.color, a.target) == ("rent", 71, "green", 2)
    assert a.fields == (("card", 71), ("color", "green"), ("target", 2))
    assert a.get("card") == 71 and a.get("amount") is None and a.get("amount", 5) == 5
    assert a.get("amount", MISSING) is MISSING, "any default, a sentinel too"
    with pytest.raises(AttributeError, match="no field 'amount'"):
        _ = a.amount


def test_actions_are_immutable() -> None:
    a = mp.Action("rent", card=71)
    for name, value in (("kind", "pass"), ("card", 1), ("fields", ()), ("other", 3)):
        with pytest.raises(AttributeError, match="immutable"):
            setattr(a, name, value)
    assert a == mp.Action("rent", card=71)


def test_equal_and_hashed_by_kind_and_fields_in_any_order() -> None:
    a = mp.Action("rent", card=71, color="green")
    b = mp.Action.of("rent", (("color", "green"), ("card", 71)))
    assert a == b and hash(a) == hash(b) and len({a, b}) == 1
    assert a != mp.Action("rent", card=72, color="green") and a != mp.Action("pay", card=71)
    assert a != ("rent", 71) and (a == "rent") is False
    assert make("rent", None, (("card", 71), ("color", "green"))) == a


def test_make_takes_fields_in_any_order_and_gives_the_same_action() -> None:
    def describe(a: mp.Action) -> str:
        return f"rent on {a.color}"

    forward = (("card", 71), ("color", "green"), ("target", 2))
    for order in ((2, 0, 1), (1, 2, 0), (0, 1, 2), (2, 1, 0)):
        a = make("rent", describe, tuple(forward[i] for i in order))
        assert a is make("rent", describe, forward), f"order {order}: not the interned one"
        assert a.fields == forward and a == mp.Action("rent", card=71, color="green", target=2)
        assert hash(a) == hash(mp.Action("rent", card=71, color="green", target=2))
        assert (a.card, a.color, a.target, str(a)) == (71, "green", 2, "rent on green")
        assert a.to_json() == {"kind": "rent", "card": 71, "color": "green", "target": 2}


def test_a_field_named_twice_is_refused() -> None:
    with pytest.raises(ValueError, match="twice"):
        make("rent", None, (("card", 71), ("card", 72)))
    with pytest.raises(ValueError, match="twice"):
        mp.Action.of("rent", (("card", 71), ("card", "green")))


def test_pickle_and_json_round_trip() -> None:
    a = mp.Action("trade", give=(1, 2), note=None, ok=True)
    assert pickle.loads(pickle.dumps(a)) == a
    assert a.to_json() == {"kind": "trade", "give": [1, 2], "note": None, "ok": True}
    assert mp.Action.from_json(a.to_json()) == a
    assert repr(a) == "Action('trade', give=(1, 2), note=None, ok=True)"


@pytest.mark.parametrize(
    "bad",
    [None, [], "rent", {}, {"kind": 3}, {"kind": "x", "_private": 1}, {"kind": "x", "a": 1.5}],
)
def test_malformed_json_is_an_illegal_action(bad: object) -> None:
    with pytest.raises(mp.IllegalAction):
        mp.Action.from_json(bad)
