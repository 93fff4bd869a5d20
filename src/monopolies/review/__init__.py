"""Game review: the expert bot goes through a person's decisions after a game.

`judge` searches one decision from the seat's own view and grades the move played against
the search's best; `decisions` finds a replay's decisions and judges them (on several
processes if asked); `words` says the verdicts as sentences and a summary; `command` is
`monopolies review`. docs/review.md describes the grades and how far to trust them.
"""
