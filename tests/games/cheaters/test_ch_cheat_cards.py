"""CH-15 … CH-17 for each of the 15 Cheat cards: the cheat leaves no public event; caught
in the window its penalty applies and the card is replaced; uncaught it is announced and
rewarded at the next turn (and its card replaced)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pytest
from ch_helpers import (
    QUIET,
    act,
    card,
    cash,
    cheat_id,
    events,
    find,
    game,
    land,
    no_calls,
    pass_build,
    pending,
    roll,
)

import monopolies as mp
from monopolies.bots import SeatView
from monopolies.games.cheaters import data, words
from monopolies.games.cheaters.bot import CheatersGreedy
from monopolies.words.people import Lineup

FILL = ["bank_heist", "pickpocket", "slippery_deed", "hotel_sneak", "escape"]


def cheats_with(action: str) -> list[str]:
    return [action, *[c for c in FILL if c != action][:4]]


def _bank_heist() -> mp.Game:
    g = game(cheats=cheats_with("bank_heist"), dice=[QUIET])
    act(g, "cheat", card=cheat_id("bank_heist"))
    roll(g)
    return g


def _escape() -> mp.Game:
    g = game(cheats=cheats_with("escape"), jailed=[0], dice=[(1, 3)])
    act(g, "cheat", card=cheat_id("escape"))
    assert not g.observe(1)["players"][0]["in_jail"]
    roll(g)
    return g


def _hotel_sneak() -> mp.Game:
    g = game(cheats=cheats_with("hotel_sneak"), owned={1: 0}, dice=[QUIET])
    act(g, "cheat", card=cheat_id("hotel_sneak"), street=1)
    roll(g)
    return g


def _surprise_demolition() -> mp.Game:
    g = game(cheats=cheats_with("surprise_demolition"), owned={1: 1}, hotels=[1], dice=[QUIET])
    act(g, "cheat", card=cheat_id("surprise_demolition"), street=1)
    roll(g)
    return g


def _extra_allowance() -> mp.Game:
    g = game(cheats=cheats_with("extra_allowance"), positions={0: 29}, dice=[(4, 3)])
    roll(g)
    act(g, "cheat", card=cheat_id("extra_allowance"))
    land(g)
    return g


def _identity_theft() -> mp.Game:
    g = game(cheats=cheats_with("identity_theft"), dice=[QUIET])
    roll(g)
    act(g, "cheat", card=cheat_id("identity_theft"), target=1)
    assert [p["position"] for p in g.observe(1)["players"]] == [0, 9]
    land(g)
    return g


def _rent_cheat(action: str) -> mp.Game:
    g = game(cheats=cheats_with(action), owned={5: 1}, hotels=[5], dice=[(2, 3)])
    roll(g)
    act(g, "ask_rent", amount=250)
    act(g, "cheat", card=cheat_id(action))
    if find(g, "pay_rent") is not None:
        act(g, "pay_rent", amount=250)
    assert events(g, "paid")[-1]["amount"] == 250, "the event names the rent asked"
    return g


def _pickpocket() -> mp.Game:
    g = game(cheats=cheats_with("pickpocket"), dice=[QUIET])
    act(g, "cheat", card=cheat_id("pickpocket"), target=1)
    roll(g)
    return g


def _slippery_deed() -> mp.Game:
    g = game(cheats=cheats_with("slippery_deed"), dice=[QUIET])
    act(g, "cheat", card=cheat_id("slippery_deed"), street=1)
    roll(g)
    return g


def _trick_dice() -> mp.Game:
    g = game(cheats=cheats_with("trick_dice"), owned={11: 0}, dice=[QUIET])
    roll(g)
    act(g, "cheat", card=cheat_id("trick_dice"), spaces=11)
    land(g)
    return g


def _counterfeit_chance() -> mp.Game:
    """Chance says "Pay M100"; the cheater takes "Collect M200" instead (M300 better)."""
    pay, collect = card(data.CHANCE, "pay"), card(data.CHANCE, "collect", 200)
    g = game(cheats=cheats_with("counterfeit_chance"), chance=[pay], dice=[(2, 4)])
    roll(g)
    act(g, "cheat", card=cheat_id("counterfeit_chance"), instead=collect)
    assert events(g, "paid")[-1] == {"type": "paid", "seat": 0, "to": -1, "amount": 100}
    return g


def _property_swap() -> mp.Game:
    g = game(cheats=cheats_with("property_swap"), owned={1: 0, 5: 1}, dice=[QUIET])
    pass_build(g)  # seat 1, asked about the set only a trade can complete (CH-12), passes
    act(g, "cheat", card=cheat_id("property_swap"), street=1, other=5)
    roll(g)
    return g


def _price_gouging() -> mp.Game:
    g = game(cheats=cheats_with("price_gouging"), first=1, owned={5: 0}, hotels=[5], dice=[(2, 3)])
    roll(g)
    act(g, "cheat", card=cheat_id("price_gouging"))
    act(g, "ask_rent", amount=250)
    if find(g, "pay_rent") is not None:
        act(g, "pay_rent", amount=250)
    return g


@dataclass(frozen=True)
class Case:
    action: str
    play: Callable[[], mp.Game]
    cheater: int
    caller: int
    after_cheat: list[int]  # cash once the cheat's turn is over
    caught: list[int]
    uncaught: list[int]


CASES = [
    Case("escape", _escape, 0, 1, [1500, 1500], [1400, 1500], [1600, 1500]),
    Case("bank_heist", _bank_heist, 0, 1, [1600, 1500], [1300, 1500], [1700, 1500]),
    Case("hotel_sneak", _hotel_sneak, 0, 1, [1500, 1500], [1400, 1500], [1500, 1500]),
    Case("surprise_demolition", _surprise_demolition, 0, 1, [1500, 1500], [1300, 1700],
         [1600, 1500]),
    Case("extra_allowance", _extra_allowance, 0, 1, [1800, 1500], [1600, 1500], [1800, 1500]),
    Case("identity_theft", _identity_theft, 0, 1, [1500, 1500], [1500, 1500], [1600, 1500]),
    Case("short_changed", lambda: _rent_cheat("short_changed"), 0, 1, [1300, 1700],
         [1150, 1850], [1300, 1700]),
    Case("pickpocket", _pickpocket, 0, 1, [1600, 1400], [1400, 1600], [1600, 1400]),
    Case("slippery_deed", _slippery_deed, 0, 1, [1500, 1500], [1440, 1500], [1500, 1500]),
    Case("trick_dice", _trick_dice, 0, 1, [1500, 1500], [1400, 1500], [1550, 1500]),
    Case("free_stay", lambda: _rent_cheat("free_stay"), 0, 1, [1500, 1500],
         [1000, 2000], [1500, 1500]),
    Case("counterfeit_chance", _counterfeit_chance, 0, 1, [1700, 1500], [1100, 1500],
         [1700, 1500]),
    Case("property_swap", _property_swap, 0, 1, [1500, 1500], [1360, 1640], [1500, 1500]),
    Case("price_gouging", _price_gouging, 0, 1, [1850, 1150], [1650, 1350], [1850, 1150]),
]  # fmt: skip


@pytest.mark.parametrize("case", CASES, ids=lambda c: c.action)
def test_ch_15_a_cheat_is_secret_and_the_table_shows_its_evidence(case: Case) -> None:
    g = case.play()
    assert pending(g) == "call", "the window opens before the next turn (CH-16)"
    assert cash(g) == case.after_cheat
    assert not events(g, "cheat_revealed") and not events(g, "cheat_called")
    text = str(g.public_events())
    assert case.action not in text and f"'card': {cheat_id(case.action)}" not in text
    mine = g.observe(case.cheater)["my_cheats"]
    assert [c["action"] for c in mine if "action" in c] == [case.action]
    assert g.observe(case.caller)["my_cheats"] == []


# Identity Theft moves the caller's own token here, which the bot does not read.
READ = [c for c in CASES if c.action != "identity_theft"]


@pytest.mark.parametrize("case", READ, ids=lambda c: c.action)
def test_ch_15_a_vigilant_bot_names_the_card_by_the_evidence_it_declares(case: Case) -> None:
    """Each card's evidence (`cheat_cards.Evidence`) is what its cheat leaves on the table:
    a vigilant greedy bot that saw the table before the cheat calls that very card."""
    g = case.play()
    start = mp.new_game(g.rules.name, players=g.players, seed=g.seed, options=g.options,
                        rig=g.rig)  # fmt: skip
    bot = CheatersGreedy(seed=1, vigilance=1.0)
    bot.memory = SeatView(start, case.caller).facts()  # type: ignore[assignment]
    bot.last_event = g.events[len(start.events) - 1]
    while g.to_act != case.caller:
        act(g, "no_call")
    call = bot.choose(SeatView(g, case.caller))
    assert (call.kind, call.get("accused"), call.get("card")) == (
        "call_cheat",
        case.cheater,
        cheat_id(case.action),
    )


@pytest.mark.parametrize("case", CASES, ids=lambda c: c.action)
def test_ch_16_a_caught_cheat_pays_its_penalty_and_its_card_is_replaced(case: Case) -> None:
    g = case.play()
    card = cheat_id(case.action)
    while g.to_act != case.caller:
        act(g, "no_call")
    act(g, "call_cheat", accused=case.cheater, card=card)
    called = events(g, "cheat_called")[-1]
    assert called["guilty"] is True and called["accused"] == case.cheater
    while pending(g) == "place_token":
        act(g, "place_token", space=27)
    no_calls(g)
    assert cash(g) == case.caught
    assert card not in [c["card"] for c in g.observe(0)["cheats_face_up"]]
    assert not events(g, "cheat_revealed")


@pytest.mark.parametrize("case", CASES, ids=lambda c: c.action)
def test_ch_17_an_uncaught_cheat_is_announced_and_rewarded(case: Case) -> None:
    g = case.play()
    no_calls(g)
    shown = events(g, "cheat_revealed")
    assert [(e["seat"], e["card"]) for e in shown] == [(case.cheater, cheat_id(case.action))]
    assert cash(g) == case.uncaught
    assert cheat_id(case.action) not in [c["card"] for c in g.observe(0)["cheats_face_up"]]
    assert g.observe(case.cheater)["my_cheats"] == []


def test_ch_16_caught_escape_artist_goes_back_to_jail() -> None:
    g = _escape()
    act(g, "call_cheat", accused=0, card=cheat_id("escape"))
    assert g.observe(0)["players"][0]["in_jail"]


def test_ch_16_caught_puppet_master_lets_the_victim_place_the_token() -> None:
    g = _identity_theft()
    act(g, "call_cheat", accused=0, card=cheat_id("identity_theft"))
    assert g.to_act == 1 and pending(g) == "place_token"
    act(g, "place_token", space=27)
    assert g.observe(1)["players"][0]["position"] == 27


def test_ch_16_caught_deed_swap_swaps_back_and_hotel_sneak_returns_the_hotel() -> None:
    g = _property_swap()
    assert g.observe(1)["players"][0]["streets"] == [5]
    act(g, "call_cheat", accused=0, card=cheat_id("property_swap"))
    assert g.observe(1)["players"][0]["streets"] == [1]
    g = _hotel_sneak()
    assert g.observe(1)["board"][1]["hotel"]
    act(g, "call_cheat", accused=0, card=cheat_id("hotel_sneak"))
    assert not g.observe(1)["board"][1]["hotel"]


def test_ch_16_an_innocent_player_is_paid_100_by_the_accuser() -> None:
    g = game(cheats=cheats_with("bank_heist"), dice=[QUIET])
    roll(g)
    act(g, "call_cheat", accused=0, card=cheat_id("bank_heist"))
    assert events(g, "cheat_called")[-1]["guilty"] is False
    assert cash(g) == [1600, 1400]


def _squatters_rule() -> mp.Game:
    """Seat 1 pays seat 2 rent; on seat 0's turn seat 0 snatches it from seat 2."""
    rig = {"owned": {5: 2}, "dice": [(2, 3), QUIET, QUIET]}
    g = game(3, first=1, cheats=cheats_with("squatters_rule"), **rig)
    roll(g)
    act(g, "ask_rent", amount=50)
    act(g, "pay_rent", amount=50)
    no_calls(g)
    roll(g)
    no_calls(g)
    act(g, "cheat", card=cheat_id("squatters_rule"))
    assert cash(g) == [1550, 1450, 1500]
    roll(g)
    return g


def test_ch_16_rent_snatcher_takes_the_last_rent_and_hands_it_back_double() -> None:
    g = _squatters_rule()
    while g.to_act != 2:
        act(g, "no_call")
    act(g, "call_cheat", accused=0, card=cheat_id("squatters_rule"))
    assert cash(g) == [1450, 1450, 1600]
    g = _squatters_rule()
    no_calls(g)
    assert cash(g) == [1550, 1450, 1500] and events(g, "cheat_revealed")


def test_ch_15_one_cheat_per_decision() -> None:
    g = game(cheats=cheats_with("bank_heist"), dice=[QUIET])
    act(g, "cheat", card=cheat_id("bank_heist"))
    assert "cheat" not in {a.kind for a in g.legal_actions()}
    act(g, "propose_trade")
    act(g, "cancel_trade")
    assert find(g, "cheat", card=cheat_id("pickpocket")) is not None, "a new decision"
    assert find(g, "cheat", card=cheat_id("bank_heist")) is None, "each card once (CH-15)"


def test_ch_15_trick_dice_lands_on_the_new_space() -> None:
    g = game(cheats=cheats_with("trick_dice"), dice=[QUIET])
    roll(g)
    act(g, "cheat", card=cheat_id("trick_dice"), spaces=10)
    land(g)
    assert pending(g) == "buy" and g.observe(0)["pending"]["street"] == 10


def test_ch_15_a_bent_rent_that_is_never_paid_was_no_cheat() -> None:
    rig = {"owned": {5: 0}, "hotels": [5], "dice": [(2, 3)]}
    g = game(first=1, cheats=cheats_with("price_gouging"), **rig)
    roll(g)
    act(g, "cheat", card=cheat_id("price_gouging"))
    act(g, "waive_rent", street=5)
    assert g.observe(0)["my_cheats"] == []


# What the victim (seat 1, "you") reads when seat 0 ("Ann") gets away with each cheat
# (issue 31.6): what changed on the table and to whom, from the table's point of view,
# never the card's own "your" (which read as if it were the reader's property).
TOLD_THE_VICTIM = {
    "escape": "Ann left Jail without paying, and collected a reward of M100.",
    "bank_heist": "Ann took M100 from the bank, and collected a reward of M100.",
    "hotel_sneak": "Ann put a bank hotel on Old Kent Road without paying for it.",
    "surprise_demolition": "Ann knocked down your hotel on Old Kent Road, and collected a "
    "reward of M100.",
    "extra_allowance": "Ann took M100 more than the salary at GO.",
    "identity_theft": "Ann moved your token from GO by Ann's own roll, and collected a "
    "reward of M100.",
    "short_changed": "Ann paid you M50 less rent than asked.",
    "pickpocket": "Ann took M100 from you.",
    "slippery_deed": "Ann took Old Kent Road from the bank without paying.",
    "trick_dice": "Ann moved 2 spaces more than the dice said, and collected a reward of M50.",
    "free_stay": "Ann skipped the M250 rent you asked for.",
    "counterfeit_chance": 'Ann took the money of "Collect M200" instead of the card drawn, '
    "M300 better off.",
    "property_swap": "Ann took The Angel Islington from you and gave you Old Kent Road.",
    "price_gouging": "Ann asked you for M100 more rent than was due.",
}


@pytest.mark.parametrize("case", CASES, ids=lambda c: c.action)
def test_ch_17_a_cheat_got_away_with_says_what_it_did_to_whom(case: Case) -> None:
    """Issue 31.6: "Ben got away with it: Property Swap (swap one of your deeds (no hotel)
    with another player's)." while the reader's Vine St silently became Ben's; and the
    bank's reward, said in the sentence, is not told again ("The bank paid Ben M100.")."""
    g = case.play()
    no_calls(g)
    victim = Lineup(("a bot", "you"), human=1, names=("Ann", "Ben"))
    said = [words.event(e, g.options, victim) for e in g.public_events()]
    told = [t.plain for t in said if t is not None]
    revealed = next(t for t in told if " got away with " in t)
    name = data.cheat(cheat_id(case.action)).name
    assert revealed == f"Ann got away with {name}: {TOLD_THE_VICTIM[case.action]}"
    assert not any(t.startswith("The bank paid Ann") for t in told[told.index(revealed) :])


def test_ch_16_a_caught_cheat_says_whose_penalty_it_is() -> None:
    """Issue 31.6: "Ben called Cheat! on Cleo: Bank Heist — guilty! Return it and pay
    M200." read the card's order as if to the reader."""
    g = _bank_heist()
    act(g, "call_cheat", accused=0, card=cheat_id("bank_heist"))
    called = events(g, "cheat_called")[-1]
    for human, whose in ((1, "Ann's"), (0, "Your")):
        lineup = Lineup(("a", "b"), human=human, names=("Ann", "Ben"))
        text = words.event(called, g.options, lineup)
        assert text is not None
        assert text.plain.endswith(f"guilty! {whose} penalty: return it and pay M200."), text
