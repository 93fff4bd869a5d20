"""CC-15 (and CC-13): each Chance and Community Chest card is one object: its text built
from its amount, and one rule for what it does."""

from __future__ import annotations

from monopolies.games.crooked_cash import data
from monopolies.games.crooked_cash.rules.cards import RULE_OF


def test_cc_15_a_card_text_is_built_from_its_amount() -> None:
    """The wordings hold no number: each card's text shows its `amount`, which its effect
    pays, so the two cannot drift apart."""
    for action, wording, amount, *_ in (*data.CHANCE_ACTIONS, *data.CHEST_CARDS):
        assert not any(ch.isdigit() for ch in wording), action
        assert ("{amount}" in wording) == (amount > 0), action
    texts = {c.action: c.text for c in data.CARDS if c.deck == data.CHANCE}
    assert texts["collect_from_each"] == "Collect $50 from every other player"


def test_cc_15_every_card_has_one_rule_for_what_it_does() -> None:
    """A Community Chest card done at once acts when drawn; every other card is held and
    played at some moment."""
    for c in data.CARDS:
        rule = RULE_OF[c.id]
        done_at_once = c.deck == data.CHEST and not c.keep
        assert (rule.now is not None) == done_at_once, c.action
        assert bool(rule.when) != done_at_once, c.action
