"""Playing and watching games in a terminal with rich: boards, menus, replays.

The command line (`monopolies.cli`) only parses arguments and calls in here. Everything a
person sees of a game comes from `Game.observe(their seat)` and the public events; each
game's look lives in one module, named in its kit (`monopolies.games.registry`).
"""
