"""A bot in its own process: reads one JSON line per decision, answers one action.

    monopolies play deal --seat 1=cmd:"python examples/my_bot.py"

The protocol (docs/bots.md): each line we get is {"type": "decide", "observation": {...}};
`observation` is what our seat may see, with our legal actions in `observation["legal"]`.
We answer with one of those actions, copied as given, on one line. Standard library only,
so it is easy to port to any language. Anything printed to stderr is for people.
"""

import json
import random
import sys

# Kinds we like to play, best first; anything else ranks after them, ending a turn last.
PREFERENCE = ["lay", "house", "hotel", "rent", "pass_go", "sly_deal", "bank", "pay", "draw"]


def rank(action):
    kind = action.get("kind")
    if kind == "end_turn":
        return len(PREFERENCE) + 1
    return PREFERENCE.index(kind) if kind in PREFERENCE else len(PREFERENCE)


def choose(observation, rng):
    legal = observation["legal"]
    best = min(rank(a) for a in legal)
    return rng.choice([a for a in legal if rank(a) == best])


def main():
    rng = random.Random(0)
    for line in sys.stdin:
        message = json.loads(line)
        if message.get("type") == "decide":
            print(json.dumps(choose(message["observation"], rng)), flush=True)


if __name__ == "__main__":
    main()
