"""Information-set Monte-Carlo tree search (`ismcts`): the "hard" and "expert" bots, for every game.

Single-observer ISMCTS (Cowling, Powley & Whitehouse 2012): each iteration draws one
determinization with `SeatView.sample` (the game with every card this seat cannot see
redrawn), or as the game's belief deals it where the game has one (the guide's `belief`: the
card game follows the other hands from the deal, `card_game.belief`), and walks one shared
tree keyed by seat and stable action id, among the actions legal in that determinization,
down to a node never visited; it then plays `rollout` decisions with the variant's greedy
policy and scores the position with `monopolies.bots.evaluate.shares`. Every node keeps the
reward of the seat that chose the move into it, so opponents in the tree play for themselves
(any number of players).

Selection is PUCT with availability counts: the greedy bot's choice at a node gets
`prior` of the prior mass, the rest is spread evenly, and an untried move starts at the
mean of its tried siblings. At a few hundred iterations this matters more than anything
else: uniform priors spread 200 iterations over 20-odd moves and the search plays worse
than the greedy bot it could simply have followed; with the prior, it follows greedy
unless the samples show a better move.

The policy is made for the game's number of players (`policy(seed, players)`: `make_bot`
gives the greedy player with the options its game's search guide fitted for that count,
`bots.guide`). Where the samples cannot judge a decision at all (the guide's `searchable`
says so: a "Cheat!" call, whose samples hold no other player's cheats, CH-R9), the bot does
not search but decides as a twin of its policy, one that sees only this seat's real
decisions. Of a decision's legal moves it weighs those the guide's `moves` keeps (a board
game's bids: the quick raises).

The bot never sees the real game: only `view.legal` and `view.sample(rng)`. With an
iteration budget and a seed it is deterministic; a seconds budget is not, nor is a `limit`
the search reaches. A move is played as soon as no other could overtake it in the
iterations left (`root_moves(until_decided=True)`): the same move the whole budget picks
from the same samples, for about two thirds of the search's time.

Exploration `c` is small (0.5) because the position scores are calibrated chances to win
(monopolies.bots.evaluate): two moves' means differ by a few hundredths, and at the old
1.5 the exploration term drowned that out (docs/bots.md, Strength).

Spec options: `iterations` (default 1000), `seconds` (a time budget instead; wins over
iterations when given), `limit` (seconds after which the search stops even if iterations
remain: the server caps every bot move below its pause, so the pace of moves never tells
the table how hard a decision was), `c` (exploration, default 0.5), `prior` (greedy's share of the
prior, default 0.5), `rollout` (greedy decisions played before the position is scored,
default 0: score the new node at once, which measured as strong as 8 and 2.5 times faster),
`belief` (1: draw the worlds as the game's belief deals them, where it has one; 0: fresh
samples alone, for measuring what the belief is worth).

Whatever `rollout` says, a position is scored only once it is settled (the game's search guide says
when: `settled`): an auction, trade or payment under way is played on with the greedy
policy first, because the scores cannot see how it will end, and in four-player Crooked
Cash that blind spot made declining to buy look better than buying (docs/bots.md).
"""

from __future__ import annotations

import math
import random
import time
from dataclasses import dataclass
from typing import TYPE_CHECKING

from monopolies.bots.base import Bot, RandomBot, SeatView
from monopolies.bots.evaluate import shares
from monopolies.bots.guide import guide_for
from monopolies.engine.action import Action
from monopolies.engine.errors import BadOptions

if TYPE_CHECKING:
    from collections.abc import Callable

    from monopolies.engine.game import Game


SETTLE_CAP = 200
"""The most policy moves played to finish an auction, trade or payment before scoring (a
bound, not a rule: an auction of raising bids ends long before it)."""


class _Node:
    """Statistics of one move in the tree (for the seat that made it) and its replies."""

    __slots__ = ("avail", "children", "favourite", "total", "visits")

    def __init__(self) -> None:
        self.children: dict[int, _Node] = {}
        self.favourite = -1
        self.visits = 0
        self.avail = 0
        self.total = 0.0


@dataclass(frozen=True)
class RootMove:
    """One legal move at the root after a search: how many sampled games went through it,
    and the searching seat's mean share of one win over them (see `evaluate.shares`)."""

    action: Action
    visits: int
    mean: float


class Ismcts:
    name = "ismcts"

    def __init__(
        self,
        variant: str,
        seed: int | None = None,
        iterations: int = 1000,
        seconds: float | None = None,
        limit: float | None = None,
        c: float = 0.5,
        rollout: int = 0,
        prior: float = 0.5,
        policy: Callable[[int, int], Bot] | None = None,
        belief: int = 1,
    ) -> None:
        if isinstance(iterations, bool) or not isinstance(iterations, int) or iterations < 1:
            raise BadOptions(f"ismcts iterations must be a whole number >= 1, not {iterations!r}")
        if seconds is not None and (not isinstance(seconds, int | float) or seconds <= 0):
            raise BadOptions(f"ismcts seconds must be a number > 0, not {seconds!r}")
        if limit is not None and (not isinstance(limit, int | float) or limit <= 0):
            raise BadOptions(f"ismcts limit must be a number > 0, not {limit!r}")
        if not isinstance(c, int | float) or c < 0:
            raise BadOptions(f"ismcts c must be a number >= 0, not {c!r}")
        if isinstance(rollout, bool) or not isinstance(rollout, int) or rollout < 0:
            raise BadOptions(f"ismcts rollout must be a whole number >= 0, not {rollout!r}")
        if not isinstance(prior, int | float) or not 0 <= prior < 1:
            raise BadOptions(f"ismcts prior must be a number in [0, 1), not {prior!r}")
        if belief not in (0, 1) or isinstance(belief, bool | float):
            raise BadOptions(f"ismcts belief must be 0 or 1, not {belief!r}")
        self.variant = variant
        self.rng = random.Random(seed)
        self.iterations = iterations
        self.seconds = seconds
        self.limit = limit
        self.c = float(c)
        self.rollout = rollout
        # Without a policy of its own kind, a random "favourite" would only add noise.
        self.prior = float(prior) if policy is not None else 0.0
        self.make_policy: Callable[[int, int], Bot] = policy or _random_policy
        self.policy_seed = self.rng.getrandbits(64)
        # Made for the game's number of players when it is first known: the policy the
        # tree follows, and its twin that makes this seat's decisions a search cannot judge
        # (a twin, so that what it remembers of the table is this seat's real game only).
        self.policy: Bot = RandomBot(self.policy_seed)
        self.stand_in: Bot = self.policy
        self.players = 0
        guide = guide_for(variant)
        self.settled: Callable[[Game], bool] = guide.settled
        self.searchable: Callable[[SeatView], bool] = guide.searchable
        self.moves: Callable[[list[Action]], list[Action]] = guide.moves
        self.sensible = guide.sensible
        self.belief = guide.belief() if guide.belief is not None and belief else None

    def choose(self, view: SeatView) -> Action:
        if len(view.legal) == 1:
            return view.legal[0]
        if not self.searchable(view):
            self._policies_for(view.players)
            return self.stand_in.choose(view)
        moves = self.root_moves(view, until_decided=True)
        sensible = set(self.sensible(view, [m.action for m in moves]))
        return max((m for m in moves if m.action in sensible), key=lambda m: m.visits).action

    def root_moves(self, view: SeatView, until_decided: bool = False) -> list[RootMove]:
        """Search from this view (even with one legal move) and report the root statistics
        of each move it weighs (the game's `search_moves`), in `view.legal` order: what
        `choose` decides by, and hints show.

        `until_decided` stops an iteration budget once the most visited move leads the next
        by more than the iterations left: no other move could then catch it, so `choose`
        plays what the whole budget would have played from the same samples, in about two
        thirds of the time. Hints and reviews report every move's numbers, so they search on.
        """
        legal = self.moves(view.legal)
        root = _Node()
        self._policies_for(view.players)
        budget = self.seconds if self.seconds is not None else self.limit
        deadline = None if budget is None else time.perf_counter() + budget
        # The belief's reading of the play counts against the budget: a limit is the pace.
        draw = view.sample if self.belief is None else self.belief.worlds(view, self.rng)
        first = draw(self.rng)
        seat = view.seat * first.rules.num_actions
        ids = [seat + first.action_id(a) for a in legal]
        game: Game | None = first
        counted = self.seconds is None  # an iteration budget, not a time budget
        done = 0
        while not counted or done < self.iterations:
            if deadline is not None and done and time.perf_counter() >= deadline:
                break
            if counted and until_decided and _decided(root, ids, self.iterations - done):
                break
            self._iterate(root, game or draw(self.rng))
            game = None
            done += 1
        moves = []
        for action, i in zip(legal, ids, strict=True):
            child = root.children.get(i)
            visits = child.visits if child is not None else 0
            mean = child.total / visits if child is not None and visits else 0.0
            moves.append(RootMove(action, visits, mean))
        return moves

    def _policies_for(self, players: int) -> None:
        """The policy and its stand-in for a game of `players` seats (made once a game)."""
        if players != self.players:
            self.players = players
            self.policy = self.make_policy(self.policy_seed, players)
            self.stand_in = self.make_policy(self.policy_seed + 1, players)

    def _iterate(self, root: _Node, game: Game) -> None:
        """One determinization: select down to a new node, roll out, back up."""
        node = root
        path: list[tuple[_Node, int]] = []
        c, prior = self.c, self.prior
        while not game.over:
            seat = game.to_act
            assert seat is not None
            legal = self.moves(game.legal_actions())
            # Keys are (seat, action id) in one int: in a window, which seat is asked next
            # can depend on the sample, and one seat's statistics must not mix with another's.
            base = seat * game.rules.num_actions
            ids = [base + game.action_id(a) for a in legal]
            if node.favourite < 0 and prior:
                chosen = self.policy.choose(SeatView(game, seat))
                node.favourite = base + game.action_id(chosen)
            children = node.children
            spread = (1.0 - prior) / len(ids)
            seen = [children.get(i) or children.setdefault(i, _Node()) for i in ids]
            tried = sum(ch.visits for ch in seen)
            fpu = sum(ch.total for ch in seen) / tried if tried else 0.5
            best, pick = -1.0, 0
            for k, child in enumerate(seen):
                child.avail += 1
                p = spread + prior if ids[k] == node.favourite else spread
                q = child.total / child.visits if child.visits else fpu
                score = q + c * p * math.sqrt(child.avail) / (1 + child.visits)
                if score > best:
                    best, pick = score, k
            node = seen[pick]
            game.act(legal[pick])
            path.append((node, seat))
            if node.visits == 0:
                break
        rewards = self._playout(game)
        for node, seat in path:
            node.visits += 1
            node.total += rewards[seat]

    def _playout(self, game: Game) -> list[float]:
        policy = self.policy
        for _ in range(self.rollout):
            seat = game.to_act
            if seat is None:
                break
            game.act(policy.choose(SeatView(game, seat)))
        for _ in range(SETTLE_CAP):
            if game.over or self.settled(game):
                break
            seat = game.to_act
            assert seat is not None
            game.act(policy.choose(SeatView(game, seat)))
        return shares(game)


def _decided(root: _Node, ids: list[int], left: int) -> bool:
    """Whether the most visited of the moves `ids` leads every other by more than `left`
    visits (more, not as many: a tie goes to the move listed first)."""
    visits = sorted(
        (root.children[i].visits if i in root.children else 0 for i in ids), reverse=True
    )
    runner_up = visits[1] if len(visits) > 1 else 0
    return visits[0] - runner_up > left


def _random_policy(seed: int, players: int) -> Bot:
    return RandomBot(seed)
