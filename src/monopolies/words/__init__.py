"""What every front end says: how people are named, sentences, menus of moves.

A game's words (`games/<game>/words.py`: its event sentences, its situations, its menu
labels, its card texts, its rules in one screen) are a `GameWords` built on these; the
terminal, the server (and through it the browser), the review and simulate all read them
through the game's kit, so none of them borrows sentences from another.
"""
