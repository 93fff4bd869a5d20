"""Everything Cheaters Edition says, in every front end: its events as sentences ("Seat 2
called Cheat! on you: Bank Heist — guilty!"), what is asked of a player (including "call
Cheat!?"), its menu (your own cheats in a private group), its rules in one screen.

The event dicts are the ones the board blocks and `rules/` emit; every type has a sentence
here. A cheat itself emits no event, so no sentence here can give one away; calls,
revealed cheats and their rewards are public.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Final, NamedTuple

from rich.text import Text

from monopolies.games.board.words import (
    BLOCK_GROUPS,
    EventText,
    block_steps,
    contest_question,
    debt_question,
    debt_sentence,
    debt_ways,
    edition_words,
    reader,
    rent_question,
    sentences,
    street_name,
    trade_question,
    who,
    window_question,
)
from monopolies.games.cheaters import data
from monopolies.games.cheaters.rules import actions
from monopolies.games.cheaters.rules.actions import card_text, money, money_in, printed
from monopolies.games.cheaters.rules.turn import ALL_HOME
from monopolies.words.game import Routine
from monopolies.words.people import Lineup, upper_first
from monopolies.words.sentences import sentence
from monopolies.words.steps import Describe, Step

Json = dict[str, Any]


def space(i: int, names: str) -> str:
    return data.SPACES[i].name(names)


def _paid(e: Json, n: str, lu: Lineup) -> Text | None:
    """A payment; one of nothing (a rent or fee brought to 0) is not told as paid."""
    if not e["amount"]:
        return None
    return sentence(f"{who(e['seat'], lu)} paid {who(e['to'], lu)} {money_in(n)(e['amount'])}.")


def _reward(e: Json, n: str, lu: Lineup) -> Text | None:
    """The bank's payment (rulings CH-R6: every honest change of cash is an event); one of
    nothing, or one the event before it said (`told`: GO, a sale, a reward), is not told."""
    if not e["amount"] or e.get("told"):
        return None
    return sentence(f"The bank paid {lu.who(e['seat'])} {money_in(n)(e['amount'])}.")


def _called(e: Json, n: str, lu: Lineup) -> Text:
    name = data.cheat(e["card"]).name
    head = sentence(f"{lu.who(e['seat'])} called Cheat! on {lu.who(e['accused'])}: {name} — ")
    if e["guilty"]:
        # The card's penalty is an order to the cheater ("Return it and pay M200"): said
        # as whose penalty it is, not as if the reader were told to pay.
        penalty = printed(data.cheat(e["card"]).penalty, n)
        whose = upper_first(lu.whose(e["accused"]))
        return Text.assemble(
            head, ("guilty! ", "bold red"), f"{whose} penalty: {penalty[:1].lower()}{penalty[1:]}."
        )
    fine = money_in(n)(data.FALSE_ACCUSATION)
    return Text.assemble(
        head, ("innocent: ", "bold green"), f"{lu.does(e['seat'], 'pays')} {fine}."
    )


class Done(NamedTuple):
    """A revealed cheat's `details` (`CheatRecord.details`) by name: whom it hurt
    (`wronged`, the bank if none), what it gained, then up to two numbers of what it
    changed (`first`, `second`: streets, a space, a count or a card, by card)."""

    cheater: int
    wronged: int
    gained: int
    first: int
    second: int


# What each cheat did, said from the table's point of view once it is revealed (CH-17:
# announced with its details), after "Ben": the card's own text is written to the person
# holding it ("one of your properties") and read by everyone as if it were theirs.
DID: Final[dict[str, Callable[[Done, str, Lineup], str]]] = {
    "escape": lambda d, n, lu: "left Jail without paying",
    "bank_heist": lambda d, n, lu: f"took {money_in(n)(d.gained)} from the bank",
    "hotel_sneak": lambda d, n, lu: (
        f"put a bank hotel on {space(d.first, n)} without paying for it"
    ),
    "surprise_demolition": lambda d, n, lu: (
        f"knocked down {lu.whose(d.wronged)} hotel on {space(d.first, n)}"
    ),
    "extra_allowance": lambda d, n, lu: f"took {money_in(n)(d.gained)} more than the salary at GO",
    "identity_theft": lambda d, n, lu: (
        f"moved {lu.whose(d.wronged)} token from {space(d.first, n)} by "
        f"{lu.whose(d.cheater)} own roll"
    ),
    "short_changed": lambda d, n, lu: (
        f"paid {lu.who(d.wronged)} {money_in(n)(d.gained)} less rent than asked"
    ),
    "squatters_rule": lambda d, n, lu: (
        f"took {lu.whose(d.wronged)} last rent, {money_in(n)(d.gained)}"
    ),
    "pickpocket": lambda d, n, lu: f"took {money_in(n)(d.gained)} from {lu.who(d.wronged)}",
    "slippery_deed": lambda d, n, lu: (
        f"took {space(d.first, n)} from {who(d.wronged, lu)} without paying"
    ),
    "trick_dice": lambda d, n, lu: (
        f"moved {abs(d.first)} spaces {'more' if d.first > 0 else 'fewer'} than the dice said"
    ),
    "free_stay": lambda d, n, lu: (
        f"skipped the {money_in(n)(d.gained)} rent {lu.who(d.wronged)} asked for"
    ),
    "counterfeit_chance": lambda d, n, lu: (
        f'took the money of "{card_text(d.first, n)}" instead of the card drawn, '
        f"{money_in(n)(d.gained)} better off"
    ),
    "property_swap": lambda d, n, lu: (
        f"took {space(d.second, n)} from {lu.who(d.wronged)} and gave "
        f"{lu.who(d.wronged)} {space(d.first, n)}"
    ),
    "price_gouging": lambda d, n, lu: (
        f"asked {lu.who(d.wronged)} for {money_in(n)(d.gained)} more rent than was due"
    ),
}


def did(cheat: Json, cheater: int, n: str, lu: Lineup) -> str:
    """What a cheat (`card` and `details`, as an event or `my_cheats` shows it) did, as
    "you took M100 from Ben"."""
    done = Done(cheater, *cheat["details"])
    return f"{lu.who(cheater)} {DID[data.cheat(cheat['card']).action](done, n, lu)}"


def _revealed(e: Json, n: str, lu: Lineup) -> Text:
    """CH-17: the cheat announced with what it did to whom, so that a victim learns where
    its deed, hotel or cash went (the card's own text says "your" to its holder)."""
    c = data.cheat(e["card"])
    reward = f", and collected a reward of {money_in(n)(e['reward'])}" if e["reward"] else ""
    return Text.assemble(
        (f"{upper_first(lu.who(e['seat']))} got away with {c.name}: ", "bold magenta"),
        f"{did(e, e['seat'], n, lu)}{reward}.",
    )


def _deck(e: Json) -> str:
    return "Chance" if e["deck"] == data.CHANCE else "Community Chest"


def _card(e: Json, n: str, lu: Lineup) -> Text:
    """A card kept face down is not read aloud: the event names only its deck."""
    if "card" not in e:
        return sentence(f"{lu.who(e['seat'])} drew {_deck(e)} and kept it face down.")
    text = printed(data.CARDS[e["card"]].text, n)
    return sentence(f'{lu.who(e["seat"])} drew {_deck(e)}: "{text}".')


def _discard(e: Json, n: str, lu: Lineup) -> Text:
    if "card" not in e:
        return sentence(f"{lu.who(e['seat'])} put a {_deck(e)} card under the deck unseen.")
    return sentence(f'{lu.who(e["seat"])} discarded "{card_text(e["card"], n)}".')


def _lot(e: Json, n: str) -> str:
    return "the last hotel" if e["lot"] == "hotel" else space(e["lot"], n)


def _aims_at_seat(card: int) -> bool:
    return actions.CARD_TARGET.get(data.CARDS[card].action) == "seat"


EVENTS: dict[str, EventText] = {
    **sentences(data.SPACES, money_in, card_text, _aims_at_seat),
    "setup": lambda e, n, lu: sentence(
        f"{e['players']} players with {money_in(n)(data.START_CASH)} each; "
        f"{lu.does(e['first'], 'starts')}. Five Cheat cards lie face up."
    ),
    "go": lambda e, n, lu: sentence(
        f"{lu.who(e['seat'])} collected {money_in(n)(e['amount'])} at GO."
    ),
    "reward": _reward,
    "paid": _paid,
    "handcuffs_passed": lambda e, n, lu: sentence(
        f"{lu.does(e['seat'], 'hands')} the handcuffs to {lu.who(e['to'])} and "
        f"{lu.verb(e['seat'], 'is')} Just Visiting."
    ),
    "station": lambda e, n, lu: sentence(
        f"{lu.who(e['seat'])} rode on to {space(e['to'], n)}: turn over."
    ),
    "auction_again": lambda e, n, lu: sentence(f"{_lot(e, n)} is auctioned again."),
    "rent_excused": lambda e, n, lu: sentence(
        f"{lu.does(e['seat'], 'pays')} no rent on {space(e['street'], n)} (card)."
    ),
    "half_rent_used": lambda e, n, lu: sentence(f"{lu.who(e['seat'])} may ask only half rent."),
    "payment_off": lambda e, n, lu: sentence(
        f"{lu.who(e['seat'])} could not pay {money_in(n)(e['amount'])}: called off."
    ),
    "debt": lambda e, n, lu: debt_sentence(e, money_in(n), lu),
    "deed_returned": lambda e, n, lu: sentence(f"{space(e['street'], n)} went back to the bank."),
    "hotel_removed": lambda e, n, lu: sentence(
        f"The hotel on {space(e['street'], n)} went back to the bank."
    ),
    "card": _card,
    "discard_card": _discard,
    "swap_places": lambda e, n, lu: sentence(
        f"{lu.who(e['seat'])} swapped places with {lu.who(e['with'])}."
    ),
    "cheat_called": _called,
    "cheat_revealed": _revealed,
    "cheat_card": lambda e, n, lu: sentence(
        f'New Cheat card face up: "{data.cheat(e["new"]).name}" '
        f'(replacing "{data.cheat(e["old"]).name}").'
    ),
    "token_back": lambda e, n, lu: sentence(
        f"{lu.whose(e['seat'])} token goes back to {space(e['to'], n)}."
    ),
    "token_moved": lambda e, n, lu: sentence(
        f"{lu.whose(e['seat'])} token is on {space(e['to'], n)} now, not on "
        f"{space(e['from'], n)} where the roll put it."
    ),
    "token_placed": lambda e, n, lu: sentence(
        f"{lu.who(e['seat'])} put {lu.whose(e['target'])} token on {space(e['to'], n)}."
    ),
    "deeds_swapped_back": lambda e, n, lu: sentence(
        f"{lu.who(e['seat'])} and {lu.who(e['with'])} swap their deeds back."
    ),
    "end_game_begins": lambda e, n, lu: Text(
        "Every property is bought: everyone plays on to GO, and stops there.", style="bold"
    ),
    "home": lambda e, n, lu: sentence(
        f"{lu.does(e['seat'], 'is')} home on GO and {lu.verb(e['seat'], 'sits')} out."
    ),
}


event = reader(EVENTS, "uk")


# What is being asked ----------------------------------------------------------------------


RULES = f"""\
[bold]Cheaters Edition in one screen[/]
• Roll, move, do what the space says. Buy an unowned property or it is auctioned (Bond
  Street is free; Pentonville Road comes with a hotel). Rent is owed only if the owner
  asks. Stations move you on to the next station and end your turn.
• Hotels ({data.HOTELS}) go on complete sets and are never sold. Chance and Community
  Chest: do it now or keep it (one of each at most). Free Parking: draw either.
• [bold]Cheat![/] Five Cheat cards lie face up. You may try any of them at the moment it
  names (the [bold]Cheat (secret)[/] menu group): it happens at once and nobody is told.
  Others see only the table: tokens, cash, deeds, hotels, card counts.
• Before each turn everyone may [bold]call Cheat![/] on one player, naming a card. Guilty:
  the card's penalty. Innocent: the caller pays {money(data.FALSE_ACCUSATION)}. Not caught:
  the cheat is announced at the next turn and its reward paid.
• The end: once every property is bought, everyone plays on to GO and stops there.
  After one last call of Cheat!, everyone collects one rent per property; the most
  cash wins.
[bold]The menu[/]: type an action's number and Enter; [bold]?[/] shows this help, \
[bold]h[/] suggests the three best moves (hints), [bold]q[/] quits (you can save the replay)."""


def money_of(obs: Json) -> Callable[[int], str]:
    """Amounts in the observed game's naming (M100, or $100 with US names)."""
    return money_in(obs["names"])


# How a debtor may raise money, by the action kind that does it (CH-13, CH-14).
DEBT_WAYS: Final = {
    "sell_street": "sell properties to the bank (a hotel street sells for its hotel rent; "
    "the hotel stays)",
    "propose_trade": "offer a trade",
    "declare_bankruptcy": "give up and declare yourself bankrupt",
}


def _call(p: Json, obs: Json, lu: Lineup) -> Text:
    return Text(
        "Call Cheat!? Name one player and one Cheat card you think they used since the last "
        f"turn began. Guilty pays the penalty; if they are innocent you pay them "
        f"{money_of(obs)(data.FALSE_ACCUSATION)}."
    )


def _auction(p: Json, obs: Json, lu: Lineup) -> Text:
    lot = "the last hotel" if p["lot"] == "hotel" else street_name(obs, p["lot"])
    if p["high_bidder"] is None:
        return Text(f"Auction for {lot}: no bid yet (bids open at {money_of(obs)(10)}).")
    high = money_of(obs)(p["high_bid"])
    return Text(f"Auction for {lot}: {high} bid by {lu.who(p['high_bidder'])}.")


def _buy(p: Json, obs: Json, lu: Lineup) -> Text:
    price = obs["board"][p["street"]]["price"]
    street = street_name(obs, p["street"])
    return Text(f"{street} is for sale at {money_of(obs)(price)}: buy or auction?")


SITUATIONS: dict[str, Callable[[Json, Json, Lineup], Text]] = {
    "call": _call,
    "ch_rent": lambda p, obs, lu: rent_question(p, obs, lu, money_of(obs)),
    "auction": _auction,
    "buy": _buy,
    "half_buy": lambda p, obs, lu: Text(
        f"Buy {street_name(obs, p['street'])} for half price ({money_of(obs)(p['amount'])}), "
        "or auction it?"
    ),
    "moved": lambda p, obs, lu: Text("Your token has moved: carry on (or cheat before it lands)."),
    "drawn": lambda p, obs, lu: Text("You drew a money card: do it (or cheat before it acts)."),
    "trade": trade_question,
    "debt": lambda p, obs, lu: Text(
        f"{debt_question(p, obs, money_of(obs))}: {debt_ways(obs, DEBT_WAYS)}."
    ),
    "between": window_question,
    "build": contest_question,
    "free_parking": lambda p, obs, lu: Text("Free Parking: draw Chance or Community Chest?"),
    "card_limit": lambda p, obs, lu: Text(
        "You may hold one card of each deck: discard or use one."
    ),
    "pay_or_jail": lambda p, obs, lu: Text(f"Pay {money_of(obs)(p['amount'])} or go to Jail?"),
    "place_token": lambda p, obs, lu: Text(
        f"You caught {lu.who(p['target'])}'s Identity Theft: put their token on any space."
    ),
}


GROUPS = {
    **BLOCK_GROUPS,
    "cheat": "Cheat (secret)",
    "call_cheat": "Call Cheat!",
    "no_call": "Call Cheat!",
    "discard_card": "Cards",
    "choose_deck": "Cards",
}


# The menu ---------------------------------------------------------------------------------


def _money(obs: Json) -> Callable[[int], str]:
    return actions.money_in(obs["names"])


def _street(obs: Json, space: Any) -> str:
    return str(data.LAYOUT.spaces[int(space)].name(obs["names"]))


def _cheat(a: Json, obs: Json, lu: Lineup) -> Step:
    """A cheat: its card first, then what it aims at (`data.Cheat.aim`), and the penalty
    if it is caught as the warning."""
    c = data.cheat(a["card"])
    names = obs["names"]
    read: dict[str, Callable[[Any], str]] = {
        "street": lambda v: _street(obs, v),
        "other": lambda v: _street(obs, v),
        "target": str,
        "spaces": str,
        "instead": lambda v: actions.card_text(int(v), names),
    }
    words = {p: read[p](a[p]) for p in c.params}
    amount = actions.money_in(names)(c.amount)
    penalty = actions.printed(c.penalty, names)
    return Step(
        f"Cheat: {c.name}",
        c.aim.format(amount=amount, **words) if c.aim else None,
        f"If someone calls Cheat! on it: {penalty[:1].lower()}{penalty[1:]}.",
        a["card"],
    )


STEPS: dict[str, Describe] = {
    **block_steps(_money, _street, actions.card_text, _aims_at_seat),
    "cheat": _cheat,
    "call_cheat": lambda a, obs, lu: Step(
        f"Call Cheat! on {lu.who(a['accused'])}",
        data.cheat(a["card"]).name,
        f"If {lu.who(a['accused'])} is innocent, you pay {_money(obs)(100)}.",
    ),
    "discard_card": lambda a, obs, lu: Step(
        "Discard", actions.card_text(a["card"], obs["names"]), card=a["card"]
    ),
    "choose_player": lambda a, obs, lu: Step("Swap places with", lu.who(a["target"])),
    "place_token": lambda a, obs, lu: Step(
        f"Put {lu.whose(a['target'])} token on…", _street(obs, a["space"])
    ),
}


CARRY_ON_SECONDS = 2.5


WORDS = edition_words(
    "Monopoly Cheaters Edition",
    RULES,
    event=event,
    situations=SITUATIONS,
    groups=GROUPS,
    steps=STEPS,
    # Carrying on after your own roll is a short beat: the turn is yours and waits on you.
    windows={"no_call": Routine("Call Cheat!"), "land": Routine("Cheat", CARRY_ON_SECONDS)},
    money=money_in,
    endings={ALL_HOME: "everyone is home on GO, and the most cash wins"},
)
