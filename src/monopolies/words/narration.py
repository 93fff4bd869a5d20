"""A game's words for a table of people: sentences that name them, the question put to the
seat to act, and its menu of moves, as plain text (the browser, the review).

Events become sentences naming the room's people ("Bob played Sly Deal"), the seat to act
gets its situation ("Pay 4M to Bob") and a heading per legal action, and every game its
title and one-screen rules. Everyone else is told whom the table waits for by the client,
so a question is only ever put to the person who must answer it.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from typing import Any

from rich.text import Text

from monopolies.engine.game import Game
from monopolies.words.game import words_for
from monopolies.words.menu import Entry, arrange, fold
from monopolies.words.people import Lineup
from monopolies.words.steps import steps

Json = dict[str, Any]

TERMINAL_ONLY = ("The menu:",)
"""Lines of the one-screen rules that are about the terminal's keys."""
NAMED_FIELDS = ("text", "choice", "option", "warning")
"""The menu entry's words that may name a seat ("Debt Collector: seat 2 pays you 5M")."""


def title(variant: str) -> str:
    return words_for(variant).title


CONTINUED = re.compile(r"\n[ \t]+(?=\S)")
"""A line break inside a paragraph of the rules as written (the next line indented)."""


def unwrapped(rules: str) -> str:
    """The rules one paragraph to a line: the source wraps them at its own width, and a
    screen that wraps again at another would break every line twice ("auctioned (Bond" /
    "Street is free"), so each front end wraps them once, at its own width."""
    return CONTINUED.sub(" ", rules)


def rules_text(variant: str) -> str:
    """The game's one-screen rules, one paragraph a line, without the lines about the
    terminal's own keys."""
    lines = Text.from_markup(unwrapped(words_for(variant).rules)).plain.splitlines()
    return "\n".join(line for line in lines if not line.startswith(TERMINAL_ONLY))


def score_label(variant: str) -> str:
    """What a game's result scores count ("Full sets", "Cash")."""
    return words_for(variant).score_label


def endings(variant: str) -> dict[str, str]:
    """Why a game ended, in words, by its result's reason (`GameWords.endings`)."""
    return dict(words_for(variant).endings)


def lineup(names: Sequence[str], seat: int | None = None) -> Lineup:
    """The room's people by name ("Bob", "Bot Ada (hard)"), `seat` as "you"."""
    return Lineup(tuple(names), seat, (), tuple(names))


def event_text(variant: str, event: Json, options: Json, names: Sequence[str]) -> str | None:
    """One public event as a sentence naming the people at the table (`names`, by seat);
    None if another event tells it."""
    text = words_for(variant).event(event, options, lineup(names))
    return text.plain if text is not None else None


AGAIN = re.compile(r" \((\d+)(?:st|nd|rd|th) time\)$")
"""The mark a sentence told again in a row carries: "Ann banked 3M. (2nd time)"."""


def ordinal(n: int) -> str:
    """ "2nd", "3rd", "11th", "22nd"."""
    suffix = "th" if n % 100 in (11, 12, 13) else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


def tell(said: Sequence[str | None], text: str | None) -> str | None:
    """`text` as the next line of a log that has `said` so far: a sentence identical to the
    last one told says which time in a row it is ("Ann banked 3M. (2nd time)"), so no viewer
    reads the same line twice running and wonders whether one event was told twice, and
    none reads a count of all of them ("(×2)" after a first line read as three)."""
    if text is None:
        return None
    last = next((t for t in reversed(said) if t is not None), None)
    if last is None:
        return text
    found = AGAIN.search(last)
    base, times = (last[: found.start()], int(found[1])) if found else (last, 1)
    return f"{text} ({ordinal(times + 1)} time)" if base == text else text


def log(texts: Iterable[str | None]) -> list[str | None]:
    """Sentences in order as a log tells them (`tell`)."""
    said: list[str | None] = []
    for text in texts:
        said.append(tell(said, text))
    return said


def situation(variant: str, obs: Json, events: list[Json], names: Sequence[str]) -> str | None:
    """What is asked of the observing seat, in the second person; None when it is not the
    one to act (the client then says whom the table waits for)."""
    if obs["seat"] is None or obs["to_act"] != obs["seat"]:
        return None
    text = words_for(variant).situation(obs, lineup(names, obs["seat"]), events)
    return text.plain if text is not None else None


def out(variant: str, obs: Json) -> str | None:
    """Why the observing seat is out of a game that goes on without it, or None."""
    if obs["seat"] is None or obs["over"]:
        return None
    return words_for(variant).out(obs)


def folded(entries: Sequence[Json]) -> list[Json]:
    """The menu's lines as both front ends fold it (`words.menu.fold`, with no limit: a
    page scrolls): each `{"heading", "moves"}`, the moves by their index in `entries` (one
    move: a plain line; several: a chooser), in menu order."""
    order = arrange([e["group"] for e in entries])
    lines = fold(
        [Entry(entries[i]["group"], entries[i]["text"], entries[i].get("choice")) for i in order],
        limit=None,
    )
    return [{"heading": line.heading, "moves": [order[k] for k in line.entries]} for line in lines]


def menu(game: Game, obs: Json, names: Sequence[str] = ()) -> list[Json]:
    """The seat's legal actions in observe order, each with its words and menu heading,
    and the two-step fields of the menu contract (`words.steps`) where they apply; with
    the room's `names`, the words call the other seats by them."""
    words = words_for(game.variant)
    legal = game.legal_actions()
    groups = [words.group(json, obs) for json in obs["legal"]]
    said = steps(words.steps, obs["legal"], groups, obs)
    named = lineup(names, obs["seat"]).named
    entries = []
    for action, group, step in zip(legal, groups, said, strict=True):
        entry = {"text": step.text or game.describe(action), "group": group, **step.fields()}
        for key in NAMED_FIELDS:
            if key in entry:
                entry[key] = named(entry[key])
        entries.append(entry)
    return entries
