"""Every sentence right (issues 17.1, 14.12): every public event and every legal action of
long random games of each edition, read from every seat and by a spectator, agrees in
person and verb, names no raw id, writes money as the edition's rulebook prints it, and
leaves out none of the action's fields."""

from __future__ import annotations

import re
from typing import Any

import pytest
from terminal_games import EDITIONS, decisions, games

from monopolies.terminal.play import menu_entries
from monopolies.terminal.seating import make_lineup
from monopolies.words.game import words_for
from monopolies.words.people import Lineup

Json = dict[str, Any]

# "you" followed by a third-person verb ("you pays", "You now owns", "you is").
YOU_THIRD = re.compile(
    r"(?:^|[.;:!?,—]\s+|\band\s+)you (?:now |then |also |still )?"
    r"(?:is|has|was|does|goes|(?!\w*ss\b)(?!this\b)\w+s)\b",
    re.IGNORECASE,
)
THEY_THIRD = re.compile(r"\bthey (?:is|has|was|does|goes|(?!\w*ss\b)\w+s)\b", re.IGNORECASE)
RAW = re.compile(r"\b[a-z]+_[a-z_]+\b|[{}=]|\bNone\b|\bseat -1\b")
LOWER_MONEY = re.compile(r"(?<![\w$])m\d")


def money_pattern(variant: str, options: Json) -> tuple[re.Pattern[str], re.Pattern[str]]:
    """(how this edition writes money, how it must not)."""
    us = options.get("names", "uk" if variant == "cheaters" else "us") == "us"
    if variant == "deal":
        return re.compile(r"\d+M\b"), re.compile(r"\$\d|\bM\d")
    if variant == "card-game" or us:
        return re.compile(r"\$\d"), re.compile(r"\bM\d|\d+M\b")
    return re.compile(r"\bM\d"), re.compile(r"\$\d")


def problems(text: str, variant: str, options: Json) -> list[str]:
    found = []
    if YOU_THIRD.search(text):
        found.append("you + third-person verb")
    if THEY_THIRD.search(text):
        found.append("they + third-person verb")
    if RAW.search(text):
        found.append("raw id or field")
    if LOWER_MONEY.search(text):
        found.append("lower-case currency")
    if money_pattern(variant, options)[1].search(text):
        found.append("another edition's money")
    return found


def lineups(players: int) -> list[Lineup]:
    """Each seat's view (that seat is "you") and a spectator's."""
    labels = tuple("" for _ in range(players))
    return [Lineup(labels, seat) for seat in range(players)] + [Lineup(labels, None)]


@pytest.mark.parametrize("variant", EDITIONS)
def test_every_event_reads_right_from_every_seat(variant: str) -> None:
    words = words_for(variant)
    bad: dict[str, str] = {}
    for game in games(variant):
        for lineup in lineups(game.players):
            for e in game.public_events():
                text = words.event(e, game.options, lineup)
                if text is None:
                    continue
                found = problems(text.plain, variant, game.options) + _missing(text.plain, e, ())
                for problem in found:
                    bad.setdefault(f"{e['type']}: {problem}", text.plain)
    assert not bad, "\n".join(f"{k}: {v}" for k, v in sorted(bad.items()))


SEATS = ("to", "target", "accused", "payer", "with")  # fields naming a seat (-1: the bank)
AMOUNTS = ("amount", "price", "cost", "value", "owed", "cash", "steps")


def _missing(text: str, action: Json, seats: tuple[str, ...] = SEATS) -> list[str]:
    """Amounts the action carries that its sentence does not show."""
    out = []
    digits = text.replace(",", "")
    for key in AMOUNTS:
        value = action.get(key)
        if isinstance(value, int) and value and str(abs(value)) not in digits:
            out.append(key)
    for key in seats:
        if key == "target" and action.get("kind") == "use_card":
            continue  # a kept card aims at a seat or a street
        value = action.get(key)
        if isinstance(value, int) and value >= 0 and f"seat {value}" not in text:
            out.append(key)
    for key in ("give", "get"):
        if action.get(key) and "nothing" in text.split(" for ")[0 if key == "give" else -1]:
            out.append(key)
    return out


@pytest.mark.parametrize("variant", EDITIONS)
def test_every_action_and_situation_reads_right(variant: str) -> None:
    bad: dict[str, str] = {}
    words = words_for(variant)
    for game, obs in decisions(variant, seeds=1, steps=1200):
        lineup = Lineup(tuple("" for _ in obs["players"]), obs["seat"])
        now = words.situation(obs, lineup, game.public_events())
        for problem in problems(now.plain if now else "", variant, game.options):
            bad.setdefault(f"situation: {problem}", now.plain if now else "")
        for action, json in zip(game.legal_actions(), obs["legal"], strict=True):
            text = game.describe(action)
            for problem in problems(text, variant, game.options) + _missing(text, json):
                bad.setdefault(f"{json['kind']}: {problem}", f"{text}  <- {json}")
    assert not bad, "\n".join(f"{k}: {v}" for k, v in sorted(bad.items()))


SEAT_NUMBER = re.compile(r"\bseat \d", re.IGNORECASE)


@pytest.mark.parametrize("variant", EDITIONS)
def test_named_seats_read_right_and_never_as_numbers(variant: str) -> None:
    """As the terminal seats them (the person and bots named by seat, or bots alone), every
    menu line, question and event says names ("Ben"), never "seat 2", and still agrees."""
    words = words_for(variant)
    bad: dict[str, str] = {}
    said_names = 0
    for game, obs in decisions(variant, seeds=1, steps=300):
        players = len(obs["players"])
        lineup = make_lineup(players, None, obs["seat"], False)
        watching = make_lineup(players, "greedy", None, True)
        _, entries = menu_entries(game, words, obs, lineup)
        now = words.situation(obs, lineup, game.public_events())
        texts = [w for e in entries for w in (e.line, e.choice, e.option) if w]
        texts += [now.plain] if now else []
        for e in game.public_events()[-3:]:
            texts += [
                t.plain for lu in (lineup, watching) if (t := words.event(e, game.options, lu))
            ]
        for text in texts:
            found = problems(text, variant, game.options)
            found += ["a seat number"] if SEAT_NUMBER.search(text) else []
            for problem in found:
                bad.setdefault(problem, text)
            said_names += any(lineup.name(s) in text for s in range(players) if lineup.name(s))
    assert not bad, "\n".join(f"{k}: {v}" for k, v in sorted(bad.items()))
    assert said_names


@pytest.mark.parametrize(
    "text",
    [
        "You now owns Bow Street (auction).",
        "2 players with $1500 each; you starts.",
        'You plays "Collect 50".',
        "You decoded one of seat 1's $100 notes: fake! you keeps it",
        "Seat 1 called Cheat! on you: Bank Job — innocent. you pays M100.",
        "Pay m50 less than you owe",
        "Seat 1 owes M130 more than they holds.",
        "forced_deal: seat=2",
    ],
)
def test_the_checks_catch_the_sentences_issue_17_quotes(text: str) -> None:
    assert problems(text, "cheaters", {})


def test_the_checks_pass_right_sentences() -> None:
    for text in ("You own Bow Street.", "Seat 4 gave you Boardwalk (4M).", "You pass GO: M200."):
        assert not problems(text, "cheaters" if "M200" in text else "deal", {}), text


def test_subject_and_verb_agree_from_the_lineup() -> None:
    lineup = Lineup(("you", "bot", "bot"), 0)
    assert lineup.does(0, "now owns") == "you now own"
    assert lineup.does(2, "now owns") == "seat 2 now owns"
    assert [lineup.verb(0, v) for v in ("is", "has", "passes", "carries", "keeps")] == [
        "are",
        "have",
        "pass",
        "carry",
        "keep",
    ]
    assert Lineup(("a", "b"), None).does(0, "is") == "seat 0 is"  # a spectator
    assert (lineup.they(0), lineup.they(1)) == ("you", "they")
