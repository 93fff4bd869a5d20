"""Everything Monopoly: The Card Game says, in every front end: its cards, its events as
sentences, what is asked of a player, its menu, its rules in one screen.

The event dicts are the ones `rules/turns.py` and `rules/scoring.py` emit; every type has a
sentence here. Colours use the shared palette (`words.colours`) and are always written out
in words too.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from rich.text import Text

from monopolies.games.card_game import data
from monopolies.games.card_game.rules.actions import dummy_name
from monopolies.games.card_game.rules.turns import ALL_HANDS, TARGET
from monopolies.words.colours import COLOUR_STYLE
from monopolies.words.game import GameWords
from monopolies.words.people import Lineup, upper_first
from monopolies.words.sentences import sentence
from monopolies.words.steps import Describe, Step

Json = dict[str, Any]

KIND_STYLE = {
    "house": "bold",
    "hotel": "bold",
    "token": "bold",
    "go": "bold green",
    "free_parking": "bold cyan",
    "wild": "bold magenta",
    "go_to_jail": "bold red",
    "jail_free": "bold",
}
HAND_ENDING = {
    "went out": "went out",
    "draw pile empty": "the draw pile ran out",
    "turn limit": "the turn limit was reached",
}


def money(amount: int) -> str:
    return f"${amount:,}"


def card_text(card: int) -> Text:
    """A card's name, styled by its colour group or kind."""
    c = data.CARDS[card]
    style = COLOUR_STYLE.get(c.group, "") if c.group else KIND_STYLE.get(c.kind, "")
    return Text(c.name, style=style)


def cards_text(cards: Sequence[int]) -> Text:
    return Text(", ").join(card_text(c) for c in cards) if cards else Text("nothing")


def pile_owner(name: Any, lineup: Lineup) -> str:
    """A trade partner: a seat, or a dummy pile ("dummy-1" reads "dummy pile 1")."""
    return dummy_name(name) if isinstance(name, str) else lineup.who(name)


def _hand(e: Json, lu: Lineup) -> Text:
    return sentence(
        f"Hand {e['hand']}: {lu.who(e['dealer'])} dealt and {lu.does(e['first'], 'starts')}; "
        f"the jackpot is {money(e['jackpot'])}, the draw pile {e['draw_count']} cards."
    )


def _trade(e: Json, lu: Lineup) -> Text:
    return sentence(
        f"{lu.who(e['seat'])} traded with {pile_owner(e['with'], lu)}: gave ",
        cards_text(e["gave"]),
        ", took ",
        cards_text(e["took"]),
        ".",
    )


def _hand_over(e: Json, lu: Lineup) -> Text:
    out = e["went_out"]
    how = f"{lu.who(out)} went out" if out is not None else HAND_ENDING.get(e["reason"], "")
    return sentence(f"Hand {e['hand']} is over: {how}. Everyone lays down their hand.")


def _score(e: Json, lu: Lineup) -> Text:
    """A laid-down hand and its score worked out line by line, as the rulebook's examples
    do: the cards, what each wild stands for, each scoring line, the total."""
    total = f"{money(e['amount'])}{' for going out' if e['went_out'] else ''}"
    text = sentence(f"{lu.who(e['seat'])} laid down ", cards_text(e["hand"]), ".")
    jail = any(data.CARDS[c].kind == "go_to_jail" for c in e["hand"])
    for wild in e["wilds"]:
        stands = card_text(wild["as"]) if wild["as"] is not None else Text("nothing")
        text.append_text(Text.assemble("\n  Wild as ", stands))
        if jail and wild["as"] is not None and data.CARDS[wild["as"]].kind == "jail_free":
            text.append(": it cancels the Go To Jail")
    if e["jailed"]:
        text.append("\n  Go To Jail without Get Out Of Jail Free: nothing scores.")
        return text
    for what, dollars in e["items"]:
        text.append(f"\n  {what:<32} {money(dollars):>8}")
    if not e["items"]:
        text.append("\n  nothing that scores")
    if e.get("free_parking"):
        text.append(f"\n  Free Parking cards for the jackpot: {e['free_parking']}")
    text.append(f"\n  {upper_first(lu.does(e['seat'], 'scores'))} {total}.", style="bold")
    return text


def _jackpot(e: Json, lu: Lineup) -> Text:
    counts = e["counts"]
    held = ", ".join(f"{lu.who(s)} {n}" for s, n in enumerate(counts))
    if e["seat"] is not None:
        return sentence(
            f"{lu.does(e['seat'], 'takes')} the Free Parking jackpot of {money(e['amount'])} "
            f"with the most Free Parking cards ({held})!"
        )
    why = "nobody laid one down" if not any(counts) else f"a tie for the most: {held}"
    return sentence(
        f"Nobody takes the Free Parking jackpot of {money(e['amount'])} ({why}): it grows "
        f"to {money(e['next'])}."
    )


def _scores(e: Json, lu: Lineup) -> Text:
    each = ", ".join(f"{lu.who(s)} {money(m)}" for s, m in enumerate(e["scores"]))
    return sentence(f"Money after hand {e['hand']}: {each}.")


def _game_over(e: Json, lu: Lineup) -> Text:
    winners = " and ".join(lu.who(s) for s in e["winners"])
    top = money(max(e["scores"]))
    return Text(f"Game over ({e['reason']}): {winners} won with {top}!", style="bold")


EventText = Callable[[Json, Lineup], Text]

EVENTS: dict[str, EventText] = {
    "hand": _hand,
    "turn": lambda e, lu: Text(
        f"Turn {e['turn']} (hand {e['hand']}): {lu.whose(e['seat'])} turn", style="bold"
    ),
    "draw": lambda e, lu: sentence(
        f"{lu.who(e['seat'])} drew a card ({e['draw_count']} left in the draw pile)."
    ),
    "trade": _trade,
    "discard": lambda e, lu: sentence(f"{lu.who(e['seat'])} discarded ", card_text(e["card"]), "."),
    "go_out": lambda e, lu: Text(
        f"{sentence(lu.who(e['seat'])).plain} went out: Monopoly!", "bold"
    ),
    "hand_over": _hand_over,
    "score": _score,
    "jackpot": _jackpot,
    "scores": _scores,
    "game_over": _game_over,
}


def event(e: Json, options: Json, lineup: Lineup) -> Text | None:
    render = EVENTS.get(e["type"])
    if render is None:
        fields = ", ".join(f"{k}={v}" for k, v in e.items() if k != "type")
        return Text(f"{e['type']}: {fields}")
    return render(e, lineup)


# What is being asked ----------------------------------------------------------------------


GROUPS = {
    "draw": "Draw or trade",
    "trade": "Draw or trade",
    "discard": "Discard onto your trade pile",
    "go_out": "Go out (Monopoly!): the last discard, then lay down your hand",
}


VALUES = data.VALUES
RULES = f"""\
[bold]Monopoly: The Card Game in one screen[/]
• Four hands; the most money after the last hand wins. Each hand, be the first to hold \
{data.HAND_SIZE} cards that are all complete colour groups, improvements and bonus cards.
• Your turn: [bold]draw[/] the top card and discard one, or [bold]trade[/]: give the top 1 \
or 2 cards of your trade pile into a player's hand (or onto a dummy pile) and take as many \
from the top of theirs. Then discard down to {data.HAND_SIZE}.
• A trade can push a player over {data.HAND_SIZE}; they discard at the end of their own turn.
• Go out with your last discard when your {data.HAND_SIZE} cards hold at least one complete \
colour group, no incomplete group (2-4 railroads and both utilities count as groups), \
1-{data.MAX_HOUSES} houses or none, a hotel only with exactly {data.MAX_HOUSES} houses, and \
no Go To Jail unless you also hold Get Out Of Jail Free.
• A Wild stands for whatever card is best for you (the game picks it).
• Going out scores your groups, houses and hotel on your best group, {money(VALUES["token"])} \
per token and bonus cards. Everyone else scores complete groups and bonus cards only; Go To \
Jail without Get Out Of Jail Free scores nothing.
• GO: {money(VALUES["go"])} each, four together {money(VALUES["go_four"])}. Most Free Parking \
cards takes the jackpot; a tie adds {money(VALUES["jackpot"])} to it for the next hand. \
(Amounts: the default values table; house rules may change them.)
[bold]The menu[/]: type an action's number and Enter; [bold]?[/] shows this help, \
[bold]h[/] suggests the three best moves (hints), [bold]q[/] quits (you can save the replay)."""


def situation(obs: Json, lineup: Lineup, events: list[Json]) -> Text | None:
    if obs["over"] or obs["to_act"] != obs["seat"]:
        return None
    if obs["phase"] == "discard":
        left = obs["discards_left"]
        text = Text(
            f"Discard {left} card{'s' if left > 1 else ''} onto your trade pile "
            f"(your hand may hold {data.HAND_SIZE} at the end of your turn)."
        )
        if any(a["kind"] == "go_out" for a in obs["legal"]):
            text.append(
                " Your hand can be complete: you may go out with this discard.", "bold green"
            )
        return text
    return Text(
        "Draw the top card of the draw pile, or trade: the trade piles are face up, so each "
        "trade below says what you give and what you take."
    )


def group(action: Json, obs: Json) -> str:
    return GROUPS.get(action["kind"], "Other")


# The menu ---------------------------------------------------------------------------------


def _cg_name(card: int) -> str:
    return data.CARDS[card].name


def _pile(obs: Json, owner: Any) -> list[int]:
    """A trade pile as the observation shows it (bottom to top): a seat's or a dummy's."""
    if isinstance(owner, str):
        return next(d["trade_pile"] for d in obs["dummies"] if d["name"] == owner)
    return list(obs["players"][owner]["trade_pile"])


def _trade_step(a: Json, obs: Json, lu: Lineup) -> Step:
    """A trade reads as the cards it moves ("give GO, take Boardwalk"): the menu promises
    what you give and what you take, so the option says it, not a count of cards."""
    count = a["count"]
    gives = reversed(_pile(obs, obs["seat"])[-count:])
    takes = reversed(_pile(obs, a["with"])[-count:])
    give = ", ".join(_cg_name(c) for c in gives)
    take = ", ".join(_cg_name(c) for c in takes)
    return Step(f"Trade with {pile_owner(a['with'], lu)}", f"give {give}, take {take}")


STEPS: dict[str, Describe] = {
    "trade": _trade_step,
    "discard": lambda a, obs, lu: Step("Discard", _cg_name(a["card"]), card=a["card"]),
    "go_out": lambda a, obs, lu: Step(
        "Go out",
        f"discarding {_cg_name(a['card'])}",
        "The hand ends now: everyone lays down and scores.",
        card=a["card"],
    ),
}


WORDS = GameWords(
    "Monopoly: The Card Game",
    RULES,
    "Money",
    event=event,
    situation=situation,
    group=group,
    steps=STEPS,
    score_text=lambda score, options: money(score),
    endings={
        ALL_HANDS: "every hand is played, and the most money wins",
        TARGET: "the target is reached",
    },
)
