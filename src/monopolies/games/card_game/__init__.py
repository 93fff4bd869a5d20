"""Monopoly: The Card Game, the 60-card rummy game over four hands, in one package.

- `data.py`: the 60 cards and the values table
- `rules/`: the rules, pure (CG-1 … CG-14; `rules/__init__.py` is the fact sheet and hooks)
- `words.py`: everything it says, in every front end (events, questions, menu, rules screen)
- `console.py`: its table at the terminal; `web.js`: its table in the browser
- `bot.py`: its greedy player; `search.py`: what a search bot needs of it
- `encode.py`: its RL encoding
- `measures.py`: what simulate counts; `kit.py`: its registration
"""
