"""What the two board editions (Crooked Cash, Cheaters) share: the 36-space board's rule
blocks and the front-end pieces built on them. Not a game of its own: each edition's
package builds on these and adds its own.

- `rules/`: the blocks, pure: the turn, movement, Jail, buying, auctions, rent, hotels,
  selling, debts, bankruptcy, trades, the window before a roll (`rules/edition.py`: what an
  edition gives them)
- `words.py`: the shared events' sentences, questions and menu steps, in an edition's names
- `console.py`: the board at the terminal; `web.js`: the board in the browser
- `bot.py` and `trading.py`: the greedy players' shared core; `search.py`: the board
  features a search scores
- `encode.py`: the board editions' RL encoding; `measures.py`: what simulate counts
"""
