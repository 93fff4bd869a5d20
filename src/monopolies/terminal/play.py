"""A game at the terminal: a person against bots, or bots alone while a person watches.

Bots get exactly what their seat may see (`SeatView`); the person gets
`Game.observe(their seat)`, the public events and the menu of their legal actions. When the
game ends or the person quits, a replay file is written (see monopolies.replay).
"""

from __future__ import annotations

import secrets
import sys
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from rich.console import Console, Group, RenderableType
from rich.panel import Panel
from rich.rule import Rule
from rich.text import Text

import monopolies
from monopolies import replay
from monopolies.bots import Bot, SeatView, hints, make_bot
from monopolies.commandline import parse_options
from monopolies.engine.game import Game
from monopolies.games import DEFAULT_GAME
from monopolies.games.registry import kit_for
from monopolies.learn import Guide
from monopolies.terminal import invocation, menu, result, screen
from monopolies.terminal.console import GameConsole, console_for
from monopolies.terminal.pager import Less
from monopolies.terminal.plain import changed_rows, plain_console, plain_lines, plain_reader
from monopolies.terminal.seating import make_lineup
from monopolies.words import chores, narration
from monopolies.words.game import GameWords, words_for
from monopolies.words.menu import Entry, Item, arrange, first_page
from monopolies.words.people import Lineup
from monopolies.words.steps import steps

Read = Callable[[str], str]
WATCH_DELAY = 0.3
RECENT = 8  # the one-screen table offers at least this many latest events as news
BY_HAND = "Choose the notes yourself, one at a time"
SECRET_KINDS = frozenset({"cheat"})
"""Moves no public event tells (a Cheaters cheat, CH-15): the person's news tells the
person alone that they made them, so their own log is not missing their own cheats."""


@dataclass(frozen=True)
class PlayRequest:
    """Everything `monopolies play` was asked for, before any of it is checked."""

    variant: str = DEFAULT_GAME
    players: int | None = None
    bots: str | None = None
    seat: int | None = 0
    seat_bots: dict[int, str] = field(default_factory=dict)
    seed: int | None = None
    options: list[str] = field(default_factory=list)
    watch: bool = False
    delay: float | None = None
    replay_out: Path | None = None
    save_replay: bool = True
    plain: bool = False  # numbered lines that scroll even on a terminal (screen readers)


def default_replay_path(variant: str, seed: int) -> Path:
    return Path("replays") / f"{variant}-{seed}-{time.strftime('%Y%m%d-%H%M%S')}.json"


def bot_seed(seed: int, seat: int) -> int:
    """Each bot's own RNG seed, fixed by the game's seed so `--seed` repeats a watched game."""
    return seed * 1000 + seat


def play(console: Console, request: PlayRequest, read: Read) -> None:
    """Set up and play one game; raises MonopoliesError (BadOptions, ...) on bad requests."""
    options = parse_options(request.options)
    lineup = make_lineup(
        request.players, request.bots, request.seat, request.watch, request.seat_bots
    )
    seed = request.seed if request.seed is not None else secrets.randbits(32)
    game = monopolies.new_game(request.variant, lineup.players, seed, options)
    words, layout = words_for(request.variant), console_for(request.variant)
    bots = {
        seat: make_bot(spec, request.variant, bot_seed(seed, seat)) for seat, spec in lineup.bots
    }
    one_screen = console.is_terminal and not request.plain
    if not one_screen:
        console = plain_console(console.file)
        read = plain_reader(console, read)
    session = Session(
        console,
        game,
        lineup,
        words,
        layout,
        bots,
        read,
        plain=not one_screen,
        confirm_quit=typed_at_a_terminal(),
    )
    session.intro()
    delay = request.delay
    if delay is None:
        delay = WATCH_DELAY if console.is_terminal else 0.0
    save = request.save_replay
    try:
        finished = session.run(delay)
    except KeyboardInterrupt:
        console.print("\nStopped.")
    else:
        if not finished and save:
            save = _wants_replay(console, read)
    session.finish()
    if save:
        path = replay.write(
            replay.record(game, list(lineup.labels)),
            request.replay_out or default_replay_path(request.variant, seed),
        )
        # Commands on lines of their own, never wrapped, so they copy and paste whole.
        console.print(Text.assemble("Replay saved to ", (str(path), "bold"), "."), soft_wrap=True)
        watch = invocation.command("replay", path)
        console.print(Text(f"Watch it: {watch}"), soft_wrap=True)
        if lineup.human is not None:
            review = invocation.command("review", path)
            console.print(Text(f"Review your decisions: {review}"), soft_wrap=True)


def typed_at_a_terminal() -> bool:
    """Whether a person types the answers (not a pipe or a script)."""
    return sys.stdin.isatty()


def _wants_replay(console: Console, read: Read) -> bool:
    """Ask after a quit; Enter or end of input means yes."""
    try:
        answer = read("Save a replay of this unfinished game? [Y/n] ")
    except EOFError:
        console.print()
        return True
    return answer.strip().lower() not in ("n", "no")


def menu_entries(
    game: Game, words: GameWords, obs: dict[str, Any], lineup: Lineup
) -> tuple[list[int], list[Entry]]:
    """The seat's legal actions as menu entries in menu order, and for each entry the
    index of its action in `game.legal_actions()`; the words name the seats as `lineup`
    does."""
    legal = game.legal_actions()
    groups = [words.group(a, obs) for a in obs["legal"]]
    said = steps(words.steps, obs["legal"], groups, obs)
    named = lineup.named
    order = arrange(groups)
    entries = [
        Entry(
            groups[i],
            named(said[i].text or game.describe(legal[i])),
            _named(named, said[i].choice),
            _named(named, said[i].option),
            _named(named, said[i].warning),
            said[i].amount,
            said[i].quick,
        )
        for i in order
    ]
    return order, entries


def _named(named: Callable[[str], str], words: str | None) -> str | None:
    return None if words is None else named(words)


class Session:
    """One game being played: whose move it is, who decides it, and what was shown."""

    def __init__(
        self,
        console: Console,
        game: Game,
        lineup: Lineup,
        words: GameWords,
        layout: GameConsole,
        bots: dict[int, Bot],
        read: Read,
        plain: bool = True,
        guide: Guide | None = None,
        confirm_quit: bool = False,
    ) -> None:
        self.console = console
        self.guide = guide  # a lesson's (monopolies.learn): its words, its check
        self.game = game
        self.lineup = lineup
        self.words = words
        self.layout = layout
        self.bots = bots
        self.read = read
        self.moments = kit_for(game.variant).moments
        self.watching = lineup.human is None  # nobody's seat, or the person's game is over
        self.plain = plain  # numbered lines that scroll (pipes, screen readers), or one screen
        self.confirm_quit = confirm_quit  # `q` asks "Quit this game?" (a person at a terminal)
        self.shown = 0  # public events already shown to the person
        self.last_seen: dict[str, Any] | None = None  # the person's observation at last decision
        # The person's own secret moves (a cheat emits no public event, CH-15), told to
        # them alone in their news, by the number of public events before each.
        self.secrets: dict[int, list[Text]] = {}
        # The plain table as last printed, whole or in part.
        self.table_lines: list[str] = []
        self.by_hand = False  # the person pays the payment under way note by note
        self.outro_told = False

    def intro(self) -> None:
        game, lineup = self.game, self.lineup
        others = ", ".join(f"{lineup.introduce(s)} in seat {s}" for s, _ in lineup.bots)
        seats = (
            f"You are seat {lineup.human}; against {others}."
            if lineup.human is not None
            else f"Watching: {others}."
        )
        self.console.print(
            Panel(
                Text.assemble(
                    (f"{self.words.title}", "bold"),
                    f" · {game.players} players\n",
                    seats,
                    f"\nSeed {game.seed} (play the same deal again with --seed {game.seed})",
                ),
                expand=False,
            )
        )

    def run(self, delay: float) -> bool:
        """Play until the game ends (True) or the person quits (False)."""
        game = self.game
        while not game.over:
            seat = game.to_act
            assert seat is not None
            if seat == self.lineup.human:
                if not self.human_move():
                    return False
                continue
            scripted = self.guide.opponent() if self.guide is not None else None
            game.act(scripted or self.bots[seat].choose(SeatView(game, seat)))
            if not self.watching and not self._still_in():
                return False
            if self.watching and self.print_events() and delay:
                time.sleep(delay)
        return True

    def _still_in(self) -> bool:
        """Tells the person at once when the game goes on without them, with what led to
        it, and asks whether they watch the rest (True) or leave (False)."""
        seat = self.lineup.human
        assert seat is not None
        why = self.words.out(self.game.observe(seat))
        if why is None:
            return True
        self.print_events()
        told = f"You are out of the game: {why}. The others play on."
        self.console.print(Panel(Text(told, style="bold"), border_style="red", expand=False))
        self.watching = True
        try:
            answer = self.read("Enter watches them to the end; q leaves. ")
        except EOFError:
            self.console.print()
            return True
        return answer.strip().lower() not in ("q", "quit")

    def human_move(self) -> bool:
        """Show the person the table and the menu, and apply their choice (False: quit)."""
        game, words, layout, seat = self.game, self.words, self.layout, self.lineup.human
        assert seat is not None
        obs = game.observe(seat)
        events = game.public_events()
        news = events[min(self.shown, max(0, len(events) - RECENT)) :]
        since = events[self.shown :]
        self.shown = len(events)
        before, self.last_seen = self.last_seen, obs
        now = self._lesson(words.situation(obs, self.lineup, events))
        legal = game.legal_actions()
        order, entries = menu_entries(game, words, obs, self.lineup)
        default, says = None, None
        window = chores.window(words, obs["legal"])
        if window is not None:
            default = order.index(window["pass"])
        if not any(a["kind"] == "pay_note" for a in obs["legal"]):
            self.by_hand = False
        # A lesson's step says which note to pay, one at a time: no proposal then.
        lesson_on = self.guide is not None and not self.guide.over
        plan = None if self.by_hand or lesson_on else words.payment(obs)
        if plan is not None:
            order, entries, default = [], [Entry("Pay", plan["text"]), Entry("Pay", BY_HAND)], 0
            says = "pay as proposed"

        def detail(command: menu.Command) -> None:
            if command is menu.Command.HINT:
                self._show(self._hint(entries, order))
            else:
                at_end = command is menu.Command.LOG
                self._show(self._detail(command, obs, before), at_end=at_end)

        if self.plain:
            self.console.rule(Text(f"Turn {obs['turn']} · your decision", style="bold"))
            self._print_news(since, now)
            self._print_table_changes(layout.board(obs, self.lineup, True, before))
            self._print_now(now)

            def pick() -> int | None:
                return menu.choose(
                    self.console,
                    entries,
                    self.read,
                    self._show_plain,
                    detail,
                    default=default,
                    default_says=says,
                )
        else:
            texts = self._told(news, len(events) - len(news))
            fresh = len(self._told(since, len(events) - len(since)))
            again = screen.restated(texts, now)
            texts, fresh = texts[: len(texts) - again], max(0, fresh - again)
            page = screen.Page(layout.summary(obs, self.lineup, before), texts, now, fresh)
            rows = self.console.height
            limit = screen.menu_room(self.console, page, rows)
            measure = screen.measure(self.console)
            menu_lines = measure(first_page(entries, limit, measure))
            moment = any(e.get("type") in self.moments for e in since)
            if moment or not screen.fits(self.console, page, menu_lines, rows):
                self._moment(since, page.summary)
                page = replace(page, fresh=0)  # told in full: the screen keeps the latest

            def show(items: list[Item], back: bool) -> None:
                self.console.clear()
                self.console.print(screen.compose(self.console, page, items, back, rows))

            def redraw(items: list[Item], back: bool, notice: Text) -> None:
                """The page with a refusal under it, in the same rows as before."""
                taken = screen.height(self.console, notice)
                self.console.clear()
                self.console.print(screen.compose(self.console, page, items, back, rows - taken))
                self.console.print(notice)

            def pick() -> int | None:
                return menu.choose(
                    self.console,
                    entries,
                    self.read,
                    show,
                    detail,
                    limit,
                    measure,
                    default,
                    says,
                    redraw,
                )

        choice = pick()
        while choice is None and not self._sure_to_quit():
            choice = pick()
        if choice is None:
            return False
        if plan is not None:
            if choice == 0:
                self._pay(plan["notes"])
            else:
                self.by_hand = True
            return True
        action, told = legal[order[choice]], len(game.events)
        if self.guide is not None and self.guide.check(action) is not None:
            return True  # refused: the step is asked again with its "Not quite"
        if action.kind in SECRET_KINDS:
            said = self.lineup.named(game.describe(action))
            secret = Text(f"Only you know: you played {said}.", style="italic")
            self.secrets.setdefault(told, []).append(secret)
        game.act(action)
        return True

    def _lesson(self, now: Text | None) -> Text | None:
        """The lesson's words for this decision above the question (the outro once)."""
        guide = self.guide
        said = guide.words() if guide is not None else None
        if guide is None or said is None or self.outro_told:
            return now
        if guide.over:
            self.outro_told = True
            head = "Lesson over: "
        else:
            step, steps = guide.number()
            head = f"Lesson {step}/{steps}: "
        lesson = Text.assemble((head, "bold"), said, style="cyan")
        return lesson if now is None else Text.assemble(lesson, "\n", now)

    def _pay(self, notes: list[dict[str, Any]]) -> None:
        """Lay the proposal's notes, each as the engine asks for it (it stops asking once
        they cover what is owed, and the proposal has no note to spare)."""
        game, seat = self.game, self.lineup.human
        left = list(notes)
        while left and game.to_act == seat:
            obs = game.observe(seat)
            index = chores.next_note(obs["legal"], left)
            if index is None:
                return
            game.act(game.legal_actions()[index])
            left.pop(0)

    def _moment(self, events: list[dict[str, Any]], summary: RenderableType) -> None:
        """A moment worth a screen of its own (the end of a hand), or news about the
        person that the decision's screen has no room for: everything that happened since
        the last decision, a screen at a time under as much of the table as leaves the
        news room (its status line at the least), each until Enter."""
        console = self.console
        news = Group(*self._told(events, len(self.game.events) - len(events)))
        rows = console.height - screen.PROMPT
        status = screen.status_height(console, summary)
        table = max(status + 1, rows - 1 - screen.height(console, news))
        heading = Group(
            screen.squeezed(console, summary, table, hint=""),
            Rule(Text("Since your last decision"), style="dim"),
        )
        pages = screen.pages(console, news, rows - screen.height(console, heading))
        for number, page in enumerate(pages, 1):
            self.console.clear()
            self.console.print(heading)
            self.console.print(page)
            more = f" ({number} of {len(pages)})" if len(pages) > 1 else ""
            try:
                self.read(f"Press Enter to go on{more}. ")
            except EOFError:
                self.console.print()
                return

    def _sure_to_quit(self) -> bool:
        """Whether `q` (or the end of input) really ends the game: asked when a person
        types at a terminal, where one stray key should not throw a game away; input from
        a pipe or a script means what it says."""
        if not self.confirm_quit:
            return True
        try:
            answer = self.read("Quit this game? (y/n) ")
        except EOFError:
            self.console.print()
            return True
        return answer.strip().lower() in ("y", "yes")

    def _print_table_changes(self, board: RenderableType) -> None:
        """The plain table whole at the person's first decision, then only the lines that
        changed, each row saying its columns (`changed_rows`): a screen reader reads the
        board and the players once, not once a turn (`t` reads them whole again)."""
        lines = plain_lines(self.console, board)
        if not self.table_lines:
            self.console.print(Text("\n".join(lines)))
        else:
            changed = changed_rows(self.table_lines, lines)
            if changed:
                self.console.print(Text("Changed on the table (t shows all of it):"))
                self.console.print(Text("\n".join(changed)))
        self.table_lines = lines

    def _print_now(self, now: Text | None) -> None:
        """The plain question under its heading "Now", which stands alone before a menu
        that needs no question ("Your move"), so a reader always finds where to act."""
        if now is None:
            self.console.print(Text("Now", style="bold"))
        else:
            self.console.print(Panel(now, title="Now", title_align="left", border_style="yellow"))

    def _show_plain(self, items: list[Item], back: bool) -> None:
        self.console.print(menu.render(items, back))

    def _detail(self, command: menu.Command, obs: dict[str, Any], before: Any) -> RenderableType:
        """Help, the whole table or the whole log."""
        if command is menu.Command.HELP:
            return Panel(narration.unwrapped(self.words.rules), title="Help", title_align="left")
        if command is menu.Command.TABLE:
            return self.layout.board(obs, self.lineup, show_hand=True, before=before)
        texts = self._told(self.game.public_events(), 0)
        return Group(*texts)

    def _hint(self, entries: list[Entry], order: list[int]) -> RenderableType:
        """The expert bot's three best moves for the person, searched from their seat's view
        only (`bots.hints`), each named as its menu line says it."""
        seat = self.lineup.human
        assert seat is not None
        with self.console.status("Thinking about your move…"):
            suggestions = hints.hint(self.game, seat)
        words = {legal: entries[k].line for k, legal in enumerate(order)}
        lines = [
            replace(s, move=words[s.index]).sentence(rank) for rank, s in enumerate(suggestions)
        ]
        return Panel(Text("\n".join(lines)), title="Hints from the expert bot", title_align="left")

    def _show(self, shown: RenderableType, at_end: bool = False) -> None:
        """A detail asked for at the menu: printed, or in a pager on the one-screen table."""
        if self.plain:
            self.console.print(shown)
            return
        with self.console.pager(Less(at_end=at_end), styles=True):
            self.console.print(shown)

    def _print_news(self, events: list[dict[str, Any]], now: Text | None = None) -> None:
        """The public events since the human's last decision, as one panel of sentences
        (the newest left to the question `now` when it says it again)."""
        news = self._told(events, len(self.game.events) - len(events))
        news = news[: len(news) - screen.restated(news, now)]
        if news:
            panel = Panel(
                Group(*news),
                title="Since your last decision",
                title_align="left",
                border_style="dim",
            )
            self.console.print(panel)

    def print_events(self) -> bool:
        """Print the public events not yet shown (watching); True if there were any."""
        events = self.game.public_events(self.shown)
        self.shown += len(events)
        for e in events:
            text = self._event(e)
            if text is None:
                continue
            if e.get("type") == "turn":
                self.console.rule(text)
            else:
                self.console.print(text)
        return bool(events)

    def finish(self) -> None:
        """Show how the game ended: the last events, the table, and the result."""
        game = self.game
        human = self.lineup.human
        since = game.public_events(self.shown)
        if human is None:
            self.print_events()
        elif not self.plain and any(e.get("type") in self.moments for e in since):
            # The last hand's scoring gets its screen, as every hand's did, before the
            # final table and the result take the screen.
            self._moment(since, self.layout.summary(game.observe(human), self.lineup))
        else:
            self._print_news(since)
        self.console.rule(
            Text("Final table" if game.over else "The table when you stopped", style="bold")
        )
        seat = human if human is not None else 0
        self.console.print(
            self.layout.board(game.observe(seat), self.lineup, show_hand=human is not None)
        )
        if game.over:
            words, options = self.words, game.options
            self.console.print(
                result.render(
                    game.result(),
                    self.lineup,
                    words.score_label,
                    lambda score: words.score_text(score, options),
                    words.why,
                )
            )

    def _event(self, e: dict[str, object]) -> Text | None:
        return self.words.event(e, self.game.options, self.lineup)

    def _told(self, events: Sequence[dict[str, Any]], start: int) -> list[Text]:
        """The events' sentences (`events` are the public events from index `start`) as a
        log tells them, the person's own secret moves among them where they were made; one
        told again in a row carries its count (`narration.tell`)."""
        texts: list[Text] = []
        for k, e in enumerate(events):
            texts += self.secrets.get(start + k, [])
            text = self._event(e)
            texts += [text] if text is not None else []
        texts += self.secrets.get(start + len(events), [])
        said = narration.log(t.plain for t in texts)
        extras = [(told or "")[len(t.plain) :] for t, told in zip(texts, said, strict=True)]
        return [Text.assemble(t, x) if x else t for t, x in zip(texts, extras, strict=True)]
