"""Monopoly Deal: the card game of sets, rent and Just Say No, in one package.

- `data.py`: the 106-card deck, colours, rents, names
- `rules/`: the rules, pure (DEAL-1 … DEAL-22; `rules/__init__.py` is the fact sheet and hooks)
- `words.py`: everything it says, in every front end (events, questions, menu, rules screen)
- `console.py`: its table at the terminal; `web.js`: its table in the browser
- `bot.py`: its greedy player; `search.py`: what a search bot needs of it
- `encode.py`: its RL encoding
- `measures.py`: what simulate counts; `kit.py`: its registration
"""
