"""`monopolies learn GAME`: a guided first game at the terminal (docs/learn.md).

The lesson's game is played on the same screen and menu as `monopolies play`, against one
opponent: the script's moves first, the easy bot's once the lesson is over. At each of the
learner's steps the lesson's words stand above the menu; a move other than the step's is
refused with a "Not quite" and the step is asked again.
"""

from __future__ import annotations

from rich.console import Console
from rich.panel import Panel
from rich.text import Text

from monopolies import learn
from monopolies.terminal import invocation
from monopolies.terminal.console import console_for
from monopolies.terminal.plain import plain_console, plain_reader
from monopolies.terminal.play import Read, Session
from monopolies.terminal.seating import make_lineup
from monopolies.words.game import words_for


def lesson(console: Console, game_name: str, read: Read, plain: bool = False) -> bool:
    """Play the game's lesson and then the game; True if it was played to its end.
    Raises UnknownVariant for a game without a lesson."""
    taught = learn.lesson_for(game_name)
    game = taught.new_game()
    guide = learn.Guide(taught, game)
    lineup = make_lineup(taught.players, learn.EASY, learn.LEARNER, False)
    one_screen = console.is_terminal and not plain
    if not one_screen:
        console = plain_console(console.file)
        read = plain_reader(console, read)
    words, layout = words_for(game_name), console_for(game_name)
    bots = learn.easy_bots(taught, game)
    session = Session(
        console, game, lineup, words, layout, bots, read, plain=not one_screen, guide=guide
    )
    console.print(
        Panel(
            Text.assemble((f"Learn {words.title}\n", "bold"), taught.intro),
            expand=False,
        )
    )
    if one_screen:
        try:
            read("Press Enter to begin. ")
        except EOFError:
            console.print()
            return False
    try:
        finished = session.run(0.0)
    except KeyboardInterrupt:
        console.print("\nStopped.")
        finished = False
    session.finish()
    if not finished:
        again = invocation.command("learn", game_name)
        console.print(Text(f"Take the lesson again any time: {again}"), soft_wrap=True)
    return finished
