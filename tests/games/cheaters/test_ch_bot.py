"""The Cheaters greedy bot: `vigilance` decides how often it looks for evidence, it calls
the cheat the evidence points at (and never without evidence), and it cheats when the
expected gain beats the risk it assumes."""

from __future__ import annotations

import pytest

import monopolies as mp
from cheaters_windows import ids, window_after
from monopolies.bots import SeatView, make_bot
from monopolies.games.cheaters import data
from monopolies.games.cheaters.bot import CheatersGreedy


def test_vigilance_is_an_option_between_0_and_1() -> None:
    assert make_bot("greedy", "cheaters").vigilance == 0.5  # type: ignore[attr-defined]
    assert make_bot("greedy:vigilance=0.9", "cheaters").vigilance == 0.9  # type: ignore[attr-defined]
    with pytest.raises(mp.BadOptions, match="vigilance"):
        make_bot("greedy:vigilance=2", "cheaters")


def test_a_vigilant_bot_calls_the_cheat_the_cash_points_at() -> None:
    bank_heist = {"kind": "cheat", "card": data.CHEAT_BY_ACTION["bank_heist"]}
    game = window_after(bank_heist)
    call = CheatersGreedy(seed=1, vigilance=1.0).choose(SeatView(game, 1))
    assert call.kind == "call_cheat" and call.accused == 0
    assert call.card == data.CHEAT_BY_ACTION["bank_heist"]
    pick = {"kind": "cheat", "card": data.CHEAT_BY_ACTION["pickpocket"], "target": 1}
    game = window_after(pick)
    call = CheatersGreedy(seed=1, vigilance=1.0).choose(SeatView(game, 1))
    assert (call.kind, call.card) == ("call_cheat", data.CHEAT_BY_ACTION["pickpocket"])


def test_a_careless_bot_never_calls_and_nobody_calls_without_evidence() -> None:
    bank_heist = {"kind": "cheat", "card": data.CHEAT_BY_ACTION["bank_heist"]}
    game = window_after(bank_heist)
    assert CheatersGreedy(seed=1, vigilance=0.0).choose(SeatView(game, 1)).kind != "call_cheat"
    game = window_after(None)
    for seed in range(20):
        choice = CheatersGreedy(seed=seed, vigilance=1.0).choose(SeatView(game, 1))
        assert choice.kind != "call_cheat"


def test_a_bot_cheats_unless_the_table_has_shown_it_catches_cheaters() -> None:
    seen = ["bank_heist", "pickpocket", "slippery_deed", "hotel_sneak", "escape"]
    game = mp.new_game("cheaters", players=4, seed=2, rig={"first": 0, "cheat": ids(seen)})
    fresh = CheatersGreedy(seed=1)
    assert fresh.risk() == 0.25, "the prior: one caught in four"
    assert fresh.choose(SeatView(game, 0)).kind == "cheat"
    wary = CheatersGreedy(seed=1)
    wary.caught, wary.settled = 9, 10
    assert wary.choose(SeatView(game, 0)).kind != "cheat"


def test_vigilance_deters_and_catches_cheats() -> None:
    from monopolies.bots import play_out

    def caught_share(vigilance: float) -> tuple[int, int]:
        called = revealed = 0
        for seed in range(6):
            game = mp.new_game("cheaters", players=3, seed=seed)
            spec = f"greedy:vigilance={vigilance}"
            play_out(game, {s: make_bot(spec, "cheaters", seed * 10 + s) for s in range(3)})
            events = game.public_events()
            called += sum(1 for e in events if e["type"] == "cheat_called" and e["guilty"])
            revealed += sum(1 for e in events if e["type"] == "cheat_revealed")
        return called, revealed

    careless = caught_share(0.0)
    assert careless[0] == 0 and careless[1] > 0, "nobody calls; every cheat gets away"
    middling = caught_share(0.5)
    watchful = caught_share(1.0)
    assert sum(watchful) < sum(middling) < sum(careless), "the more watchful, the fewer tried"
    share = [caught / (caught + away) for caught, away in (middling, watchful)]
    assert 0 < share[0] < share[1], "the more watchful, the larger the share caught"


def test_the_cheats_worth_trying_follow_the_risk_the_table_shows() -> None:
    """`worth_trying` remembers its answers by the exact risk: as the counts go up and
    back down, it is always the table worked out afresh."""
    from monopolies.games.cheaters.bot import _tempting

    bot = CheatersGreedy(seed=1)
    for caught, settled, callers in [(1, 4, 1), (9, 10, 1), (9, 10, 0), (1, 4, 1), (3, 4, 2)]:
        bot.caught, bot.settled, bot.callers = caught, settled, callers
        assert bot.worth_trying() == _tempting(round(bot.risk(), 2))
    assert bot.worth_trying() != CheatersGreedy(seed=1).worth_trying()


def _hopeless_debt(owned: dict[int, int]) -> mp.Game:
    """Seat 0, with M150 and Old Kent Road (the bank pays M60 for it), rolls onto seat 1's
    hotel and owes M250 (CH-14); greedy bots play on until the debt is settled. The face-up
    cheats offer nothing at these moments."""
    quiet = ["escape", "extra_allowance", "counterfeit_chance", "bank_heist", "hotel_sneak"]
    rig = {"first": 0, "cash": {0: 150}, "owned": {5: 1, 1: 0, **owned}, "hotels": [5]}
    rig.update(dice=[[2, 3]], cheat=ids(quiet))
    game = mp.new_game("cheaters", players=3, seed=1, rig=rig)
    bots = {s: CheatersGreedy(seed=s, vigilance=0.0) for s in range(3)}
    while game.to_act != 0:
        game.act(bots[game.to_act].choose(SeatView(game, game.to_act)))
    game.act(next(a for a in game.legal_actions() if a.kind == "roll"))
    while game.observe(0)["players"][0]["alive"] and game.observe(0)["players"][0]["cash"] < 250:
        game.act(bots[game.to_act].choose(SeatView(game, game.to_act)))
    return game


def test_a_debtor_the_bank_cannot_save_sells_a_set_to_the_player_it_completes() -> None:
    game = _hopeless_debt({3: 2})  # Whitechapel: seat 2 wants Old Kent Road
    view = game.observe(0)
    assert view["players"][0]["alive"] and view["board"][1]["owner"] == 2
    done = [e for e in game.public_events() if e["type"] == "trade_done"]
    assert done and done[-1]["seat"] == 0 and done[-1]["with"] == 2


def test_a_debtor_with_nothing_anyone_wants_gives_up() -> None:
    game = _hopeless_debt({})
    assert not game.observe(0)["players"][0]["alive"]
    assert not [e for e in game.public_events() if e["type"] == "trade_offer"]


def test_the_bot_names_a_card_by_the_evidence_each_card_declares() -> None:
    """Each sign on tokens, handcuffs, hotels and deeds names one card; a cash sign is read
    from the most telling reading (an event that comes with it, a sum that fits) to the
    least (the likeliest when two cheats blur the sums)."""
    from monopolies.games.cheaters.bot import BY_SIGN, _read_cash
    from monopolies.games.cheaters.rules import cheat_cards as cc

    signs = [r.evidence.sign for r in cc.RULES if r.evidence.sign not in cc.CASH_SIGNS]
    assert len(signs) == len(set(signs)) == len(BY_SIGN)
    for r in cc.RULES:
        assert (r.evidence.sign in cc.CASH_SIGNS) == (r.evidence.sum in cc.SUMS), r.card.name
    card, amount = data.CHEAT_BY_ACTION, {c.action: c.amount for c in data.CHEATS}
    bank, player = cc.CASH_FROM_BANK, cc.CASH_FROM_PLAYER
    go, drew = {"", cc.PASSED_GO}, {"", cc.PASSED_GO, cc.DREW_MONEY}
    assert _read_cash(bank, amount["extra_allowance"], go, 0) == card["extra_allowance"]
    assert _read_cash(bank, amount["extra_allowance"] + 50, go, 0) == card["bank_heist"]
    assert _read_cash(bank, amount["extra_allowance"], drew, 0) == card["extra_allowance"]
    assert _read_cash(bank, 30, drew, 0) == card["counterfeit_chance"]
    owed, asked, none = {"", cc.OWED_RENT}, {"", cc.ASKED_RENT}, {"", cc.NO_RENT}
    short = amount["short_changed"]
    assert _read_cash(player, short, owed, short + 200) == card["short_changed"]
    assert _read_cash(player, short, owed, short) == card["free_stay"], "all the rent kept"
    assert _read_cash(player, 220, owed, 220) == card["free_stay"]
    assert _read_cash(player, 30, asked, 220) == card["price_gouging"]
    assert _read_cash(player, amount["pickpocket"], none, 0) == card["pickpocket"]
    assert _read_cash(player, 140, none, 0) == card["squatters_rule"]
