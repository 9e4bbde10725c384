"""The Hard bot: determinized flat Monte Carlo over greedy's best moves.

For the seat to move it (1) deals the hidden information afresh (`game.determinize`: it never
reads the true hidden cards), (2) keeps greedy's `top` best moves as candidates, then (3) for each
of `worlds` fresh deals plays every candidate followed by `depth` quick moves (a cheap random
policy), and rates where that ends with the heuristic: its own value minus the best opponent's.
The candidate with the best total wins (ties: greedy's order). All candidates of one world share
the deal, the chance to come and the policy's numbers, so they are compared on the same future.

The work is a fixed number of rollouts (no clock), so a seed reproduces a game; it runs in slices
(`step(n)`) so the page can paint between them, with the same result however it is sliced.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..engine.game import Action, Game
from ..engine.rng import Rng
from .simple import rated


@dataclass(frozen=True)
class Effort:
    """How hard a search bot thinks: `worlds` deals x `top` candidates rollouts of at most `depth`
    moves (and never past the end of the round), each rollout move the best of `width` legal moves
    drawn at random (0: any legal move)."""

    worlds: int
    top: int
    depth: int
    width: int = 0


class Search:
    """One decision of a search bot, run in slices: `while not s.step(20): paint()`, then `s.choice`."""

    def __init__(self, game: Game, state: Any, rng: Rng, effort: Effort):
        self.game, self.rng, self.effort = game, rng, effort
        self.seat = game.to_move(state)
        self.others = [s for s in range(len(game.scores(state))) if s != self.seat]
        self.root = game.determinize(state, self.seat, rng)  # the only copy of the truth it looks at
        actions = game.legal_actions(self.root)
        ranked = [a for _, a in rated(game, self.root, self.seat, actions)] if len(actions) > 1 else actions
        self.candidates: list[Action] = ranked[: effort.top]
        self.totals = [0.0] * len(self.candidates)
        self.rollouts = effort.worlds * len(self.candidates) if len(self.candidates) > 1 else 0
        self.done = 0
        self._world: Any = None
        self._policy_seed = 0

    def step(self, n: int) -> bool:
        """Up to `n` more rollouts; True once the search is over."""
        k = len(self.candidates)
        while n > 0 and self.done < self.rollouts:
            which = self.done % k
            if which == 0:  # a new world: one deal, one future, shared by every candidate
                self._world = self.game.determinize(self.root, self.seat, self.rng)
                self._policy_seed = self.rng.next_u64()
            self.totals[which] += self._rollout(self.candidates[which])
            self.done += 1
            n -= 1
        return self.done >= self.rollouts

    def _policy(self, state: Any, policy: Rng) -> Action:
        """A quick move for whoever is to move: the best of `width` random legal moves, one step ahead."""
        game, width = self.game, self.effort.width
        actions = game.legal_actions(state)
        mover = game.to_move(state)
        if width == 0 or len(actions) == 1 or mover is None or mover < 0:
            return policy.choice(actions)
        drawn = actions if len(actions) <= width else [policy.choice(actions) for _ in range(width)]
        return max(drawn, key=lambda a: game.heuristic(game.apply(game.clone(state), a), mover))

    @property
    def choice(self) -> Action:
        """The best candidate so far (greedy's first before any rollout)."""
        best = max(range(len(self.candidates)), key=lambda i: (self.totals[i], -i))
        return self.candidates[best]

    def run(self) -> Action:
        self.step(self.rollouts)
        return self.choice

    def _rollout(self, action: Action) -> float:
        game, seat = self.game, self.seat
        state = game.apply(game.clone(self._world), action)
        policy = Rng.from_seed(self._policy_seed)
        start = game.round(state)
        for _ in range(self.effort.depth):
            if game.is_over(state) or game.round(state) != start:
                break  # the heuristic rates positions best between rounds
            game.apply(state, self._policy(state, policy))
        # the seat's value minus the best other player's (just its own when playing alone)
        own = game.heuristic(state, seat)
        return own - max(game.heuristic(state, s) for s in self.others) if self.others else own
