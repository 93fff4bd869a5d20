"""How The Card Game's cards and public events read at the terminal.

The event dicts are the ones `variants/card_game/rules.py` and `scoring.py` emit; every
type has a sentence here. Colours use Deal's palette (the same Monopoly groups) and are
always written out in words too.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from rich.text import Text

from monopolies.games.card_game import data
from monopolies.games.deal.text import COLOUR_STYLE, sentence
from monopolies.words.lineup import Lineup, upper_first

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
    return name.replace("dummy-", "dummy pile ") if isinstance(name, str) else lineup.who(name)


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
