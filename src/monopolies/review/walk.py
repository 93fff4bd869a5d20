"""A replay's decisions, found and judged: which seats to review, which of their moves
were decisions, and every verdict, on this process or spread over several.

Each decision is judged with its own seed (its move number), so the verdicts are the same
whichever process judges it and however many there are: `--workers` only changes how
long it takes. A worker rebuilds the game from the replay once and walks it forward through
the decisions it was given.
"""

from __future__ import annotations

import signal
from collections.abc import Callable, Collection, Iterator
from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor, wait
from dataclasses import dataclass
from typing import Any

import monopolies
from monopolies import replay
from monopolies.bots import SeatView
from monopolies.bots.guide import guide_for
from monopolies.engine.action import Action
from monopolies.engine.errors import BadOptions, CorruptSave
from monopolies.engine.game import Game
from monopolies.review.judge import ITERATIONS, Judgement, judge
from monopolies.words import narration
from monopolies.words.people import from_labels

Json = dict[str, Any]
Progress = Callable[[int], None]
"""Told how many more decisions have been judged."""

BOT_SUFFIX = "bot"
"""How `monopolies play` labels a bot's seat ("greedy bot"); any other named seat is a person."""
PERIODS = ("turn", "round")
"""What a game's observation counts its time in, looked for in this order."""
BATCHES_PER_WORKER = 4
"""Decisions are dealt out in this many batches a worker, so the bar moves and no worker
waits long for the slowest."""


@dataclass(frozen=True)
class Verdict:
    """One decision reviewed: where it was (move number from 1; the turn, or the round in
    a game that counts rounds, named by `period`; the seat), the move played and the
    search's best in the menu's words, and the search's judgement."""

    number: int
    turn: int | None
    period: str
    seat: int
    played: str
    best: str
    judgement: Judgement


def people(labels: list[str]) -> list[int]:
    """The seats a replay names as people: labelled, and not labelled as a bot."""
    return [s for s, label in enumerate(labels) if label and not label.endswith(BOT_SUFFIX)]


def seats_to_review(rec: replay.Replay, seat: int | None) -> tuple[list[int], str | None]:
    """The seats to review and, when the replay does not say who the people were, a note
    saying what was done instead. Raises BadOptions for a seat the game does not have."""
    if seat is not None:
        if not 0 <= seat < rec.players:
            raise BadOptions(f"--seat must be from 0 to {rec.players - 1}, not {seat}")
        return [seat], None
    found = people(rec.labels)
    if found:
        return found, None
    return list(range(rec.players)), (
        "this replay does not say which seats were people (every seat is a bot or unnamed), "
        "so every seat is reviewed; --seat N reviews one"
    )


def start(rec: replay.Replay) -> Game:
    """The replay's game before its first move (the replay is checked by `replay.rebuild`
    first, so this cannot fail on a replay that passed)."""
    return monopolies.new_game(rec.variant, rec.players, rec.seed, rec.options, rec.rig or None)


def walk(rec: replay.Replay) -> Iterator[tuple[int, Game, Action]]:
    """Each recorded move: its number (from 1), the game just before it, and the move."""
    game = start(rec)
    for number, data in enumerate(rec.actions, 1):
        action = Action.from_json(data)
        yield number, game, action
        game.act(action)


def choices(rec: replay.Replay, seats: Collection[int]) -> list[int]:
    """The move numbers at which one of `seats` chose among two or more legal moves that a
    search can judge (not a chance to call "Cheat!": the search guide's `searchable`) and
    that the guide grades (`reviewable`: not a step of a trade being built, say)."""
    guide = guide_for(rec.variant)
    found = []
    for number, game, played in walk(rec):
        seat = game.to_act
        if seat is None or seat not in seats or len(game.legal_actions()) < 2:
            continue
        view = SeatView(game, seat)
        if guide.searchable(view) and guide.reviewable(view, played):
            found.append(number)
    return found


def verify(rec: replay.Replay) -> None:
    """Refuse a replay the engine does not play back exactly (CorruptSave), so a review is
    never of a game other than the one recorded."""
    replay.rebuild(rec)


def review(
    rec: replay.Replay,
    numbers: list[int],
    iterations: int = ITERATIONS,
    workers: int = 1,
    progress: Progress | None = None,
) -> list[Verdict]:
    """Judge the decisions at these move numbers; verdicts in move order."""
    if workers < 1:
        raise BadOptions(f"--workers must be at least 1, not {workers}")
    if iterations < 1:
        raise BadOptions(f"--iterations must be at least 1, not {iterations}")
    tell = progress or (lambda _: None)
    wanted = sorted(set(numbers))
    if workers == 1 or len(wanted) < 2:
        verdicts = []
        for verdict in _judged(rec, wanted, iterations):
            verdicts.append(verdict)
            tell(1)
        return verdicts
    size = max(1, -(-len(wanted) // (workers * BATCHES_PER_WORKER)))
    batches = [wanted[i : i + size] for i in range(0, len(wanted), size)]
    return sorted(_spread(rec, batches, iterations, workers, tell), key=lambda v: v.number)


def _judged(rec: replay.Replay, numbers: list[int], iterations: int) -> Iterator[Verdict]:
    wanted = set(numbers)
    for number, game, action in walk(rec):
        if number in wanted:
            yield _verdict(number, game, action, iterations, rec.labels)
            wanted.discard(number)
            if not wanted:
                return
    if wanted:
        raise CorruptSave(f"the replay has no move {min(wanted)}")


def _verdict(
    number: int, game: Game, action: Action, iterations: int, labels: list[str]
) -> Verdict:
    seat = game.to_act
    assert seat is not None
    judgement = judge(game, action, iterations, seed=number)
    obs = game.observe(seat)
    names = from_labels(labels).names  # the others as the table called them ("Ben", "Bob")
    words = [entry["text"] for entry in narration.menu(game, obs, names)]
    period = next((p for p in PERIODS if p in obs), PERIODS[0])
    return Verdict(
        number,
        obs.get(period),
        period,
        seat,
        words[judgement.played.index],
        words[judgement.best.index],
        judgement,
    )


def batch(data: bytes, numbers: list[int], iterations: int) -> list[Verdict]:
    """One worker's share (in a child process: the replay travels as its file's bytes)."""
    return list(_judged(replay.loads(data), numbers, iterations))


def _ignore_interrupts() -> None:
    signal.signal(signal.SIGINT, signal.SIG_IGN)


def _spread(
    rec: replay.Replay, batches: list[list[int]], iterations: int, workers: int, tell: Progress
) -> Iterator[Verdict]:
    """The batches on a pool of processes, each batch's verdicts as soon as it is done."""
    data = replay.dumps(rec)
    with ProcessPoolExecutor(workers, initializer=_ignore_interrupts) as pool:
        pending: set[Future[list[Verdict]]] = {
            pool.submit(batch, data, numbers, iterations) for numbers in batches
        }
        try:
            while pending:
                done, pending = wait(pending, return_when=FIRST_COMPLETED)
                for future in done:
                    verdicts = future.result()
                    tell(len(verdicts))
                    yield from verdicts
        finally:
            for future in pending:
                future.cancel()
