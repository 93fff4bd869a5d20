"""Crooked Cash: Monopoly with fake notes, fake Chance cards and a decoder, in one package.

- `data.py`: the board, the money pack, the Chance and Community Chest cards
- `rules/`: the rules, pure (CC-1 … CC-22, on the board blocks of `games/board`;
  `rules/__init__.py` is the fact sheet and hooks)
- `words.py`: everything it says, in every front end (events, questions, menu, rules screen)
- `console.py`: its table at the terminal; `web.js`: its table in the browser
- `bot.py`: its greedy player; `search.py`: what a search bot needs of it
- its RL encoding is the board editions' (`games/board/encode.py`)
- `measures.py`: what simulate counts; `kit.py`: its registration
"""
