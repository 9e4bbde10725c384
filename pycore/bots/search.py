"""The Hard bot: determinized flat Monte Carlo over greedy's best moves.

For the seat to move it (1) deals the hidden information afresh (`game.determinize`: it never
reads the true hidden cards), (2) keeps greedy's `top` best moves as candidates, then (3) for each
of several fresh deals plays every candidate followed by quick moves (any legal move, at random;
by the game's `Effort`, the seat's own the best of a few by the heuristic) to the end of the round (or
a later one), and rates where that ends with the heuristic (or, by the `Effort`, the game's
`measured_value`: what holdings were worth in played games): its own value minus the best opponent's. (Random quick moves: the policy measured at length; the best of 3 random moves by the
heuristic, in rollouts of 8 moves, did no better than Normal in a first 6-game trial.)
Where the game has a plan written from its rules (Luthier's builder: `Game.scripted_move`), the effort may
have the seat's own rollout moves follow it and put its move among the candidates, and drop the moves that
only waste what the seat holds (`Game.sound_moves`). The candidate with the best total wins (ties: greedy's order). All candidates of one world share
the deal, the chance to come and the policy's numbers, so they are compared on the same future.

The work is a fixed amount (`Effort`: rollout moves, never a clock), so a seed reproduces a game; it runs in slices
(`step(n)`) so the page can paint between them, with the same result however it is sliced.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from ..engine.game import Move, Game
from ..engine.rng import Rng
from .simple import mover, rated


@dataclass(frozen=True)
class Effort:
    """How hard a search bot thinks, in work (never in time): for each of its `top` candidates, one
    rollout per world (a fresh deal), each of at most `depth` quick moves and never past the end of the
    round; new worlds until `plies` rollout moves are spent, but at least `min_worlds` and at most
    `max_worlds` (a long round costs fewer worlds, so a move costs about the same everywhere).
    `guided`: in rollouts, the searching seat's own moves are the best by the heuristic of that many
    random legal moves (0 or 1: any legal move); `rounds`: how many round ends a rollout may reach;
    `measured`: 1 rates where a rollout stops by the game's `measured_value` (what holdings turned out to
    be worth in played games) instead of its heuristic; `scripted`: 1 plays the searching seat's own
    rollout moves by the game's `scripted_move` where its plan has one (else as `guided` says, among the
    game's `sound_moves`), 2 every seat's too (others' moves without a plan: any sound move at random);
    `sound`: 1 draws the candidates from the game's `sound_moves` and always puts the plan's move among
    them (in place of the last); `keep`: the search plays its first choice (the plan's move where it is a
    candidate, else Normal's best) unless another beat it by at least that many points a world (0: the
    best total always), so that a seed's noise does not swap near-equal moves."""

    top: int
    plies: int
    min_worlds: int
    max_worlds: int
    depth: int
    guided: int = 0
    rounds: int = 1
    measured: int = 0
    scripted: int = 0
    sound: int = 0
    keep: int = 0

    def varied(self, changes: str) -> Effort:
        """This effort with `field=value,...` replaced (integers), as the measuring tools take it."""
        fields = dict(part.split("=", 1) for part in changes.split(",") if part)
        return replace(self, **{key: int(value) for key, value in fields.items()})


class Search:
    """One decision of a search bot, run in slices: `while not s.step(300): paint()`, then `s.choice`."""

    def __init__(self, game: Game, state: Any, rng: Rng, effort: Effort):
        self.game, self.rng, self.effort = game, rng, effort
        self.seat = mover(game, state)
        self.others = [s for s in range(len(game.scores(state))) if s != self.seat]
        self.root = game.determinize(state, self.seat, rng)  # the only copy of the truth it looks at
        actions = game.legal_actions(self.root)
        pool = game.sound_moves(self.root, actions) if effort.sound else actions
        ranked = [a for _, a in rated(game, self.root, self.seat, pool)] if len(pool) > 1 else pool
        self.candidates: list[Move] = ranked[: effort.top]
        planned = game.scripted_move(self.root, actions) if effort.sound else None
        if planned is not None and all(planned.id != a.id for a in self.candidates):
            self.candidates[-1:] = [planned]  # the plan's move is always weighed against Normal's best
        self.first = next((i for i, a in enumerate(self.candidates) if planned is not None and a.id == planned.id), 0)
        self.totals = [0.0] * len(self.candidates)
        self.rollouts = 0  # done so far
        self.plies = 0  # rollout moves played so far
        self.work = 0  # rollout moves played and guided samples rated: what a slice measures
        self._world: Any = None
        self._policy_seed = 0

    @property
    def finished(self) -> bool:
        k = len(self.candidates)
        if k < 2:
            return True  # nothing to compare
        if self.rollouts % k:
            return False  # every candidate gets a rollout in every world
        worlds, effort = self.rollouts // k, self.effort
        return worlds >= effort.max_worlds or (worlds >= effort.min_worlds and self.plies >= effort.plies)

    def step(self, work: int) -> bool:
        """Whole rollouts until this slice has done `work` (a rollout move, or a guided move and each
        sample it rated: a guided move costs about that many times more; at least one rollout);
        True once the search is over."""
        k, goal = len(self.candidates), self.work + work
        while not self.finished:
            which = self.rollouts % k
            if which == 0:  # a new world: one deal, one future, shared by every candidate
                self._world = self.game.determinize(self.root, self.seat, self.rng)
                self._policy_seed = self.rng.next_u64()
            self.totals[which] += self._rollout(self.candidates[which])
            self.rollouts += 1
            if self.work >= goal:
                break
        return self.finished

    @property
    def choice(self) -> Move:
        """The best candidate so far (greedy's first before any rollout)."""
        best = max(range(len(self.candidates)), key=lambda i: (self.totals[i], -i))
        worlds = self.rollouts // len(self.candidates)
        if self.effort.keep and worlds and self.totals[best] - self.totals[self.first] < self.effort.keep * worlds:
            best = self.first
        return self.candidates[best]

    def run(self) -> Move:
        while not self.step(self.effort.plies):
            pass
        return self.choice

    def _rollout(self, action: Move) -> float:
        game, seat = self.game, self.seat
        state = game.branch(self._world, action)
        policy, effort = Rng.from_seed(self._policy_seed), self.effort
        last = game.round(state) + effort.rounds
        for _ in range(effort.depth):
            if game.is_over(state) or game.round(state) >= last:
                break  # the heuristic rates positions best between rounds
            actions = game.legal_actions(state)
            mine = game.to_move(state) == seat
            planned = self._planned(state, actions, mine)
            if planned is not None:
                game.apply(state, planned)
            elif effort.guided > 1 and len(actions) > 1 and mine:
                state = self._sampled_best(state, self._sound(state, actions), policy)
                self.work += effort.guided
            else:
                game.apply(state, policy.choice(self._sound(state, actions) if mine or effort.scripted > 1 else actions))
            self.plies += 1
            self.work += 1
        # the seat's value minus the best other player's (just its own when playing alone)
        value = game.measured_value if effort.measured else game.heuristic
        own = value(state, seat)
        return own - max(value(state, s) for s in self.others) if self.others else own

    def _planned(self, state: Any, actions: list[Move], own: bool) -> Move | None:
        """The game's scripted move for this rollout move, where the effort asks for it and the plan has one."""
        scripted = self.effort.scripted
        if len(actions) < 2 or not scripted or not (own or scripted > 1):
            return None
        return self.game.scripted_move(state, actions)

    def _sound(self, state: Any, actions: list[Move]) -> list[Move]:
        """The moves a scripted rollout draws from: the sound ones (all, unless the effort is scripted)."""
        return self.game.sound_moves(state, actions) if self.effort.scripted else actions

    def _sampled_best(self, state: Any, actions: list[Move], policy: Rng) -> Any:
        """The position after the seat's best of `guided` random legal moves by the heuristic one step
        ahead (a cheap Normal: the seat does not waste what it holds in its own rollouts); the first
        of equals. The last move sampled is played on `state` itself and the best result is kept, so a
        sample costs one copy less than trying each on a copy then playing the best; a move drawn
        twice is tried once, and alone it needs no rating."""
        game, seat = self.game, self.seat
        sample = list(dict.fromkeys(policy.choice(actions) for _ in range(self.effort.guided)))
        if len(sample) == 1:
            return game.apply(state, sample[0])
        tried = [game.branch(state, a) for a in sample[:-1]] + [game.apply(state, sample[-1])]
        return max(tried, key=lambda after: game.heuristic(after, seat))
