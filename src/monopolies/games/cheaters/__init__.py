"""Cheaters Edition: Monopoly with secret cheats, "Cheat!" calls and handcuffs, in one
package.

- `data.py`: the board, the Chance, Community Chest and Cheat cards
- `rules/`: the rules, pure (CH-1 … CH-19, on the board blocks of `games/board`;
  `rules/__init__.py` is the fact sheet and hooks)
- `words.py`: everything it says, in every front end (events, questions, menu, rules screen)
- `console.py`: its table at the terminal; `web.js`: its table in the browser
- `bot.py`: its greedy player; `search.py`: what a search bot needs of it
- its RL encoding is the board editions' (`games/board/encode.py`)
- `measures.py`: what simulate counts; `kit.py`: its registration
"""
