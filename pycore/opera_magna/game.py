"""Opera Magna as a `Game` of the kernel contract (see `pycore/engine/game.py`)."""

from __future__ import annotations

from typing import Any

from ..engine.errors import IllegalAction
from ..engine.game import BaseGame, Score
from ..engine.moves import Move, refused_now
from ..engine.narration import narrating
from ..engine.position import read_state_json
from ..engine.rng import Rng
from .hidden import determinize
from .info import INFO
from .invariants import problems
from .position import from_position, position
from .narration import counters, telling
from .observation import observation
from .observation_types import Observation
from .moves import VERBS, decision_kind, legal_moves
from .rules import DECISION_WORDS, advance
from .heuristic import position_value
from . import scoring
from .setup import new_state
from .standing import standing, tell_changes
from .state import NEWEST, State, fast_copy


class OperaMagnaGame(BaseGame[State, Observation]):
    """Stateless but for the kernel's legal lists: every method takes the game state (a `State`, mutated
    in place by `apply`); `legal_actions` and `apply` are the kernel's (`MoveRules`). No scripted plan, no
    value measured from played games and no unsound moves: `BaseGame`'s defaults."""

    info = INFO
    components = NEWEST  # an earlier version's game object has its own (`engine/versions.py`)

    def new_game(self, players: list[str], seed: int, options: dict[str, str] | None = None) -> State:
        chosen = INFO.check_options(options)
        state = new_state(self.components, players, seed, chosen["board"])
        advance(state)
        return state

    def list_moves(self, state: State) -> list[Move]:
        return legal_moves(state)

    def perform(self, state: State, move: Move) -> None:
        if not narrating():
            _perform(state, move)
            return
        before = standing(state)  # what follows from the whole position, told when it changes
        _perform(state, move)
        tell_changes(state, before)

    def step_count(self, state: State) -> int:
        return state.steps

    def refusal(self, state: State, move_id: str) -> str:
        # no move id: the player reads it on the table (a stale tap), where no internal id is shown
        seat = state.pending[0].seat if state.pending else state.seat
        return refused_now(state.players[seat].name, DECISION_WORDS(decision_kind(state)))

    def to_move(self, state: State) -> int | None:
        if state.phase == "over":
            return None
        return state.pending[0].seat if state.pending else state.seat

    def is_over(self, state: State) -> bool:
        return state.phase == "over"

    def scores(self, state: State) -> list[Score]:
        return scoring.scores(state)

    def observation(self, state: State, seat: int | None) -> Observation:
        return observation(state, seat)

    def telling(self, state: State):
        """How this game's events are told (`pycore.engine.narration`)."""
        return telling(state)

    def counters(self, observation: Observation) -> dict[int, dict[str, int]]:
        """Each seat's counters in an observation: what the events' deltas add up to."""
        return counters(observation)

    def round(self, state: State) -> int:
        return state.round

    def undo_barrier(self, state: State) -> str:
        """Changes whenever chance was drawn, a hidden card was revealed or a turn ended."""
        return f"{state.rng.draws}/{state.reveals}/{state.round}/{state.turn_index}"

    def clone(self, state: State) -> State:
        return fast_copy(state)

    def to_json(self, state: State) -> str:
        return state.model_dump_json()

    def from_json(self, text: str) -> State:
        return read_state_json(State, text, INFO.name, problems, lambda state: state.play_under(self.components))

    # what is impossible in a state, and the readable position (invariants.py, position.py, docs/positions.md)
    problems = staticmethod(problems)
    position = staticmethod(position)

    def from_position(self, data: dict[str, Any]) -> State:
        return from_position(data, self.components)

    def determinize(self, state: State, seat: int, rng: Rng) -> State:
        """A copy `seat` cannot tell from `state`, with what it cannot see dealt afresh (see `hidden.py`)."""
        return determinize(state, seat, rng)

    def measures(self, state: State) -> list[dict[str, int]]:
        return scoring.measures(state)

    def heuristic(self, state: State, seat: int) -> float:
        """Points now plus what goods and progress are worth (see `heuristic.py`)."""
        return position_value(state, seat)


def _perform(state: State, move: Move) -> None:
    """A legal move (the kernel found it) through its verb, then every automatic step until the next decision."""
    VERBS[move.verb].perform(state, move.args)
    state.steps += 1
    advance(state)


GAME = OperaMagnaGame()

__all__ = ["GAME", "OperaMagnaGame", "IllegalAction"]
